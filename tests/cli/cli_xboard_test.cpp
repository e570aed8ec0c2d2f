// A scripted CECP session with `shogi-cli xboard`, driven through pipes as XBoard drives it:
// new, variant (with the setup and piece commands it answers), setboard (our position text
// and XBoard's FEN), usermove, go, ? (move now), analyze with . and undo, exit, cores, quit.
// Nothing sleeps: each step waits for the line it expects; the timeout only guards against a
// hang and is far longer than any answer takes.
#include <gtest/gtest.h>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <functional>
#include <optional>
#include <regex>
#include <string>
#include <vector>

#include "CliRun.h"
#include "notation/LegNotation.h"
#include "game/Game.h"
#include "record/GameText.h"

#ifndef SHOGI_CLI
#error "SHOGI_CLI (the path of the built shogi-cli) must be defined"
#endif

using namespace shogi;

namespace {

constexpr int kGuardMs = 60000;  // a hang, not a slow answer

class XboardProcess {
public:
    XboardProcess() {
        int toChild[2], fromChild[2];
        if (pipe(toChild) != 0 || pipe(fromChild) != 0) return;
        pid_ = fork();
        if (pid_ == 0) {
            dup2(toChild[0], 0);
            dup2(fromChild[1], 1);
            close(toChild[1]);
            close(fromChild[0]);
            execl(SHOGI_CLI, "shogi-cli", "xboard", static_cast<char*>(nullptr));
            _exit(127);
        }
        close(toChild[0]);
        close(fromChild[1]);
        in_ = toChild[1];
        out_ = fromChild[0];
    }
    ~XboardProcess() {
        if (in_ >= 0) close(in_);
        if (out_ >= 0) close(out_);
        if (pid_ > 0 && !exited_) {
            kill(pid_, SIGKILL);
            waitpid(pid_, nullptr, 0);
        }
    }

    bool started() const { return pid_ > 0 && in_ >= 0 && out_ >= 0; }

    void send(const std::string& line) {
        const std::string text = line + "\n";
        ASSERT_EQ(write(in_, text.data(), text.size()), static_cast<ssize_t>(text.size()));
    }

    // The next line that `wanted` accepts; the lines passed over are kept in seen().
    std::optional<std::string> waitFor(const std::function<bool(const std::string&)>& wanted) {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(kGuardMs);
        for (;;) {
            while (const std::optional<std::string> line = takeLine()) {
                seen_.push_back(*line);
                if (wanted(*line)) return line;
            }
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
            if (left.count() <= 0) return std::nullopt;
            pollfd p{out_, POLLIN, 0};
            if (poll(&p, 1, static_cast<int>(left.count())) <= 0) return std::nullopt;
            char buffer[4096];
            const ssize_t n = read(out_, buffer, sizeof buffer);
            if (n <= 0) return std::nullopt;  // the engine closed its output
            pending_.append(buffer, static_cast<std::size_t>(n));
        }
    }
    std::optional<std::string> waitForPrefix(const std::string& prefix) {
        return waitFor([&](const std::string& l) { return l.rfind(prefix, 0) == 0; });
    }
    // Sends "ping N" and returns the lines that came before "pong N": everything the engine
    // said about the commands sent before the ping.
    std::vector<std::string> sync() {
        const std::string n = std::to_string(++pings_);
        const std::size_t from = seen_.size();
        send("ping " + n);
        EXPECT_TRUE(waitFor([&](const std::string& l) { return l == "pong " + n; })) << "no pong " << n;
        return std::vector<std::string>(seen_.begin() + static_cast<long>(from), seen_.end() - 1);
    }

    // The exit status once it has ended; nullopt if it has not within the guard.
    std::optional<int> waitExit() {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(kGuardMs);
        while (std::chrono::steady_clock::now() < deadline) {
            int status = 0;
            const pid_t r = waitpid(pid_, &status, WNOHANG);
            if (r == pid_) {
                exited_ = true;
                return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
            }
            pollfd p{out_, POLLIN, 0};
            poll(&p, 1, 50);  // wakes on output or the closed pipe, else re-checks
            char buffer[4096];
            if (p.revents & POLLIN) (void)!read(out_, buffer, sizeof buffer);
        }
        return std::nullopt;
    }

private:
    std::optional<std::string> takeLine() {
        const std::size_t nl = pending_.find('\n');
        if (nl == std::string::npos) return std::nullopt;
        std::string line = pending_.substr(0, nl);
        pending_.erase(0, nl + 1);
        return line;
    }

    pid_t pid_ = -1;
    int in_ = -1, out_ = -1;
    bool exited_ = false;
    std::string pending_;
    std::vector<std::string> seen_;
    int pings_ = 0;
};

bool isThinkingLine(const std::string& l) { return std::regex_match(l, std::regex(R"(\d+ -?\d+ \d+ \d+ .*)")); }

bool anyStartsWith(const std::vector<std::string>& lines, const std::string& prefix) {
    for (const std::string& l : lines)
        if (l.rfind(prefix, 0) == 0) return true;
    return false;
}

TEST(CliXboard, ScriptedSession) {
    XboardProcess engine;
    ASSERT_TRUE(engine.started());
    engine.send("xboard");
    engine.send("protover 2");
    const auto features = engine.waitForPrefix("feature ");
    ASSERT_TRUE(features);
    EXPECT_NE(features->find("variants=\"micro,heian-dai,macadamia,hook,maka-dai-dai\""), std::string::npos);
    for (const char* f : {"setboard=1", "usermove=1", "ping=1", "analyze=1", "smp=1", "done=1"})
        EXPECT_NE(features->find(f), std::string::npos) << f;

    // variant: the setup command and one piece command per face XBoard shows.
    engine.send("new");
    engine.send("variant macadamia");
    std::vector<std::string> said = engine.sync();
    ASSERT_FALSE(said.empty());
    EXPECT_EQ(said[0].rfind("setup (", 0), 0u) << said[0];
    EXPECT_NE(said[0].find(") 13x13+0_chu "), std::string::npos) << said[0];
    EXPECT_EQ(said[0].substr(said[0].size() - 6), " w 0 1");
    const std::string xboardFen = said[0].substr(said[0].find("_chu ") + 5);
    int pieces = 0;
    for (const std::string& l : said) pieces += l.rfind("piece ", 0) == 0;
    EXPECT_EQ(pieces, 50);  // 26 piece types and 24 promoted faces

    // setboard: XBoard sends its own FEN (the one the setup command gave) ...
    engine.send("setboard " + xboardFen);
    EXPECT_FALSE(anyStartsWith(engine.sync(), "tellusererror"));
    // ... and our position text is read too; usermove in leg notation.
    engine.send("force");
    engine.send(std::string("setboard ") + clitest::kLionPosition);
    engine.send("usermove e5e6,e6e7");
    engine.send("usermove e5e9");
    said = engine.sync();
    ASSERT_EQ(said.size(), 1u);
    EXPECT_EQ(said[0], "Illegal move: e5e9");

    // go, then ?: the engine moves at once although it was given 100 s.
    engine.send("new");
    engine.send("variant micro");
    engine.send("st 100");
    engine.send("post");
    engine.send("usermove d2d3");
    engine.send("go");  // the engine plays White from here
    ASSERT_TRUE(engine.waitFor(isThinkingLine)) << "no thinking output";
    const auto start = std::chrono::steady_clock::now();
    engine.send("?");
    const auto move = engine.waitForPrefix("move ");
    ASSERT_TRUE(move);
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(50));
    Game micro(*findVariant("micro"));
    std::string error;
    ASSERT_TRUE(micro.play(*parseMove(micro, "d2-d3", error)));
    EXPECT_TRUE(parseLegs(micro.position(), move->substr(5), micro.legalMoves())) << *move;

    // analyze: thinking lines until told otherwise, "." answered, moves and undo followed,
    // never a move played.
    engine.send("force");
    engine.send("new");
    engine.send("variant heian-dai");
    engine.send("analyze");
    ASSERT_TRUE(engine.waitFor(isThinkingLine));
    engine.send(".");
    ASSERT_TRUE(engine.waitForPrefix("stat01: "));
    engine.send("usermove a3a4");
    said = engine.sync();
    EXPECT_FALSE(anyStartsWith(said, "Illegal move")) << said.size();
    ASSERT_TRUE(engine.waitFor(isThinkingLine));  // the new position is analysed
    engine.send("undo");
    ASSERT_TRUE(engine.waitFor(isThinkingLine));
    engine.send("cores 2");
    engine.send("exit");
    said = engine.sync();
    EXPECT_FALSE(anyStartsWith(said, "move ")) << "analysis played a move";
    EXPECT_FALSE(anyStartsWith(said, "Error")) << "cores or exit refused";
    // After exit, "go" searches the position shown (the start again, after the undo) and moves.
    engine.send("st 1");
    engine.send("go");
    const auto reply = engine.waitForPrefix("move ");
    ASSERT_TRUE(reply);
    Game heian(*findVariant("heian-dai"));
    EXPECT_TRUE(parseLegs(heian.position(), reply->substr(5), heian.legalMoves())) << *reply;

    // A board XBoard cannot show: no setup, said in a comment.
    engine.send("variant maka-dai-dai");
    said = engine.sync();
    ASSERT_EQ(said.size(), 1u);
    EXPECT_EQ(said[0], "# Maka Dai Dai Shogi does not fit XBoard's board: no setup");

    engine.send("quit");
    EXPECT_EQ(engine.waitExit(), 0);
}

TEST(CliXboard, MicroSetupAndDrops) {
    XboardProcess engine;
    ASSERT_TRUE(engine.started());
    engine.send("protover 2");
    engine.send("variant micro");
    std::vector<std::string> said = engine.sync();
    ASSERT_GE(said.size(), 2u);
    EXPECT_EQ(said[1], "setup (PBGS^B^G^S^PKpbgs^b^g^s^pk) 4x5+4_shogi kbgs/p3/4/3P/SGBK[] w 0 1");
    // A drop from XBoard's holdings, in its FEN and in its move text.
    engine.send("force");
    engine.send("setboard k3/4/4/4/3K[P] w 0 1");
    engine.send("usermove P@b3");
    said = engine.sync();
    EXPECT_TRUE(said.empty()) << said[0];
    engine.send("quit");
    EXPECT_EQ(engine.waitExit(), 0);
}

// Micro, 100 s a move, thinking shown: returns once the engine thinks about its move.
void startLongThink(XboardProcess& engine) {
    ASSERT_TRUE(engine.started());
    for (const char* line : {"protover 2", "variant micro", "st 100", "post", "go"}) engine.send(line);
    ASSERT_TRUE(engine.waitFor(isThinkingLine)) << "no thinking output";
}

// CECP: a ping that comes while the engine thinks about its move is answered after the move.
TEST(CliXboard, PingWhileThinkingIsAnsweredAfterTheMove) {
    XboardProcess engine;
    ASSERT_NO_FATAL_FAILURE(startLongThink(engine));
    engine.send("ping 41");
    engine.send("?");  // move now: the move, then the pong
    const auto answer = engine.waitFor([](const std::string& l) { return l == "pong 41" || l.rfind("move ", 0) == 0; });
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->rfind("move ", 0), 0u) << "pong before the move";
    EXPECT_TRUE(engine.waitFor([](const std::string& l) { return l == "pong 41"; }));
    // Not thinking: answered at once, as before.
    EXPECT_TRUE(engine.sync().empty());
    engine.send("quit");
    EXPECT_EQ(engine.waitExit(), 0);
}

// "exit" leaves analysis mode; sent while the engine thinks about its move, it changes nothing.
TEST(CliXboard, ExitOutsideAnalysisKeepsTheMoveSearch) {
    XboardProcess engine;
    ASSERT_NO_FATAL_FAILURE(startLongThink(engine));
    engine.send("exit");
    engine.send("?");
    const std::vector<std::string> said = engine.sync();
    EXPECT_TRUE(anyStartsWith(said, "move ")) << "the search was called off";
    EXPECT_FALSE(anyStartsWith(said, "Error")) << said.back();
    engine.send("quit");
    EXPECT_EQ(engine.waitExit(), 0);
}

// A line longer than the session takes is refused whole, and what is echoed is cut short.
TEST(CliXboard, OverlongLinesAreRefusedAndEchoedCutShort) {
    XboardProcess engine;
    ASSERT_TRUE(engine.started());
    engine.send("protover 2");
    ASSERT_TRUE(engine.waitForPrefix("feature "));
    engine.send("variant " + std::string(2'000'000, 'v'));  // far beyond the line limit
    std::vector<std::string> said = engine.sync();
    ASSERT_EQ(said.size(), 1u);
    EXPECT_EQ(said[0].rfind("Error (line too long", 0), 0u) << said[0].substr(0, 100);
    EXPECT_LT(said[0].size(), 200u);
    engine.send("variant " + std::string(20'000, 'v'));  // within it, but no variant's name
    said = engine.sync();
    ASSERT_EQ(said.size(), 1u);
    EXPECT_EQ(said[0].rfind("Error (unknown variant): vvv", 0), 0u) << said[0].substr(0, 100);
    EXPECT_LT(said[0].size(), 200u);
    engine.send("setboard " + std::string(20'000, '/'));
    said = engine.sync();
    ASSERT_EQ(said.size(), 1u);
    EXPECT_LT(said[0].size(), 400u);
    // The session goes on.
    engine.send("variant micro");
    said = engine.sync();
    ASSERT_FALSE(said.empty());
    EXPECT_EQ(said[0].rfind("setup (", 0), 0u) << said[0];
    engine.send("quit");
    EXPECT_EQ(engine.waitExit(), 0);
}

}  // namespace
