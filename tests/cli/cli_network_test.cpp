// shogi-cli's network contract (README "Command-line tool"): `host VARIANT ...` prints one line
// "invite TEXT" and plays; `join INVITE ...` plays the other side; both end with
// "result OUTCOME REASON" and keep the game in --save FILE; a bad invitation, a refused secret
// and a host that cannot be reached are said on stderr with exit status 2. Two programs over
// 127.0.0.1, as two friends run them.
#include <gtest/gtest.h>

#include <sys/wait.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "CliRun.h"

namespace fs = std::filesystem;
using clitest::quoted;
using clitest::runCli;

namespace {

// A host started in the background: its first line (the invitation) read, the rest later.
class Host {
public:
    // `input`: a shell command whose output is the host's stdin (empty: none).
    explicit Host(const std::vector<std::string>& args, const std::string& input = "") {
        errFile_ = fs::temp_directory_path() / ("shogi-host-" + std::to_string(::getpid()) + ".err");
        std::string command = quoted(SHOGI_CLI) + " host";
        for (const std::string& a : args) command += " " + quoted(a);
        command += " 2>" + quoted(errFile_.string());
        command = input.empty() ? command + " </dev/null" : "(" + input + ") | " + command;
        pipe_ = popen(command.c_str(), "r");
        char line[1024];
        if (pipe_ && std::fgets(line, sizeof line, pipe_)) first_ = line;
        if (!first_.empty() && first_.back() == '\n') first_.pop_back();
    }
    ~Host() {
        if (pipe_) finish();
        fs::remove(errFile_);
    }
    const std::string& firstLine() const { return first_; }
    std::string invitation() const { return first_.rfind("invite ", 0) == 0 ? first_.substr(7) : ""; }
    // Reads to the end; the exit status.
    int finish() {
        char buffer[4096];
        std::size_t n;
        while ((n = std::fread(buffer, 1, sizeof buffer, pipe_)) > 0) rest_.append(buffer, n);
        const int status = pclose(pipe_);
        pipe_ = nullptr;
        return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    }
    const std::string& rest() const { return rest_; }

private:
    FILE* pipe_ = nullptr;
    fs::path errFile_;
    std::string first_, rest_;
};

std::string lastLine(const std::string& text) {
    std::string trimmed = text;
    while (!trimmed.empty() && trimmed.back() == '\n') trimmed.pop_back();
    const std::size_t newline = trimmed.rfind('\n');
    return newline == std::string::npos ? trimmed : trimmed.substr(newline + 1);
}

}  // namespace

TEST(CliNetwork, HostAndJoinPlayAGameToTheEndAndBothKeepIt) {
    const fs::path dir = fs::temp_directory_path() / ("shogi-net-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    const std::string hostFile = (dir / "host.lsg").string(), guestFile = (dir / "guest.lsg").string();
    Host host({"micro", "--address", "127.0.0.1", "--level", "random", "--name", "Hanako", "--save", hostFile,
               "--secret", "AAAA-BBBB-CCCC-DDDD-EEEE"});
    ASSERT_FALSE(host.invitation().empty()) << host.firstLine();
    EXPECT_EQ(host.invitation().rfind("lshogi1:AAAA-BBBB-CCCC-DDDD-EEEE@127.0.0.1:", 0), 0u) << host.invitation();
    // The computer at a level against random moves: a short game.
    const clitest::CliRun guest =
        runCli({"join", host.invitation(), "--level", "casual", "--time", "20", "--name", "Taro", "--save", guestFile});
    EXPECT_EQ(guest.status, 0) << guest.err;
    EXPECT_EQ(host.finish(), 0);
    const std::string result = lastLine(guest.out);
    EXPECT_EQ(result.rfind("result ", 0), 0u) << guest.out;
    EXPECT_EQ(lastLine(host.rest()), result);
    EXPECT_NE(guest.out.find("joined Hanako\n"), std::string::npos) << guest.out;
    EXPECT_NE(host.rest().find("joined Taro\n"), std::string::npos);
    EXPECT_NE(guest.out.find("move 1 "), std::string::npos);
    // Both saved the same whole game.
    const clitest::CliRun hostCheck = runCli({"record", "check", hostFile});
    const clitest::CliRun guestCheck = runCli({"record", "check", guestFile});
    EXPECT_EQ(hostCheck.status, 0) << hostCheck.err;
    EXPECT_EQ(hostCheck.out, guestCheck.out);
    EXPECT_EQ(runCli({"record", "moves", hostFile}).out, runCli({"record", "moves", guestFile}).out);
    fs::remove_all(dir);
}

TEST(CliNetwork, APersonOnStdinPlaysTheHostsSide) {
    // The host's player resigns from the keyboard once the friend has joined.
    Host host({"micro", "--address", "127.0.0.1", "--level", "human"}, "sleep 4; echo resign");
    ASSERT_FALSE(host.invitation().empty()) << host.firstLine();
    const clitest::CliRun guest = runCli({"join", host.invitation(), "--level", "random"});
    EXPECT_EQ(guest.status, 0) << guest.err;
    EXPECT_EQ(lastLine(guest.out), "result white-wins resignation") << guest.out;
    EXPECT_EQ(host.finish(), 0);
    EXPECT_EQ(lastLine(host.rest()), "result white-wins resignation");
}

TEST(CliNetwork, AGameSavedAndEndedIsResumedLaterWithTheSameInvitation) {
    const fs::path dir = fs::temp_directory_path() / ("shogi-resume-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    const std::string hostFile = (dir / "host.lsg").string(), guestFile = (dir / "guest.lsg").string();
    const std::string secret = "QQQQ-RRRR-SSSS-TTTT-VVVV";
    // The host (White, a person) saves and ends the game after the guest's first move.
    std::string invitation, firstMove;
    {
        Host host({"micro", "--address", "127.0.0.1", "--side", "white", "--level", "human", "--secret", secret, "--save",
                   hostFile},
                  "sleep 3; echo save");
        invitation = host.invitation();
        ASSERT_FALSE(invitation.empty()) << host.firstLine();
        const clitest::CliRun guest = runCli({"join", invitation, "--level", "random", "--save", guestFile});
        EXPECT_EQ(guest.status, 1) << guest.err;
        EXPECT_EQ(lastLine(guest.out), "result ongoing saved") << guest.out;
        EXPECT_EQ(host.finish(), 1);
        EXPECT_EQ(lastLine(host.rest()), "result ongoing saved") << host.rest();
        const std::size_t at = guest.out.find("move 1 ");
        ASSERT_NE(at, std::string::npos) << guest.out;
        firstMove = guest.out.substr(at + 7, guest.out.find('\n', at) - at - 7);
    }
    EXPECT_EQ(runCli({"record", "moves", hostFile}).out, runCli({"record", "moves", guestFile}).out);
    // Later: the same port, secret and file make the same invitation, and the game goes on from
    // move 2 on both sides to its end.
    const std::string port = invitation.substr(invitation.rfind(':') + 1);
    Host again({"micro", "--address", "127.0.0.1", "--port", port, "--secret", secret, "--level", "random", "--save",
                hostFile});
    EXPECT_EQ(again.invitation(), invitation);
    const clitest::CliRun guest = runCli({"join", invitation, "--level", "random", "--save", guestFile});
    EXPECT_EQ(guest.status, 0) << guest.err;
    EXPECT_EQ(again.finish(), 0);
    EXPECT_EQ(guest.out.find("move 1 "), std::string::npos) << guest.out;  // not played again
    EXPECT_NE(guest.out.find("move 2 "), std::string::npos) << guest.out;
    EXPECT_EQ(lastLine(again.rest()), lastLine(guest.out));
    const std::string moves = runCli({"record", "moves", hostFile}).out;
    EXPECT_EQ(moves, runCli({"record", "moves", guestFile}).out);
    EXPECT_NE(moves.find(firstMove), std::string::npos) << moves << " lacks " << firstMove;
    fs::remove_all(dir);
}

TEST(CliNetwork, ABadInvitationARefusedSecretAndAnUnreachableHostExitWith2) {
    const clitest::CliRun bad = runCli({"join", "see you at eight"});
    EXPECT_EQ(bad.status, 2);
    EXPECT_EQ(bad.err, "shogi-cli: bad invitation: no invitation in the text (it starts with 'lshogi1:')\n");

    Host host({"micro", "--address", "127.0.0.1", "--level", "random"});
    const std::string invitation = host.invitation();
    ASSERT_FALSE(invitation.empty());
    std::string wrong = invitation;
    wrong[8] = wrong[8] == 'A' ? 'B' : 'A';  // one character of the secret changed
    const clitest::CliRun refused = runCli({"join", wrong});
    EXPECT_EQ(refused.status, 2);
    EXPECT_EQ(refused.err, "shogi-cli: the host refused the connection: wrong secret\n");
    EXPECT_TRUE(refused.out.empty());

    const clitest::CliRun unreachable = runCli({"join", "lshogi1:AAAA-BBBB-CCCC-DDDD-EEEE@127.0.0.1:1"});
    EXPECT_EQ(unreachable.status, 2);
    EXPECT_EQ(unreachable.err.rfind("shogi-cli: could not reach the host at 127.0.0.1, port 1: ", 0), 0u) << unreachable.err;
    // The host still takes its friend.
    const clitest::CliRun guest = runCli({"join", invitation, "--level", "casual", "--time", "20"});
    EXPECT_EQ(guest.status, 0) << guest.err;
    EXPECT_EQ(host.finish(), 0);
}

TEST(CliNetwork, BadOptionsAreNamed) {
    const std::pair<std::vector<std::string>, std::string> cases[] = {
        {{"host", "micro", "--secret", "short"}, "shogi-cli: --secret: a secret is 16 to 64 characters, this one has 5\n"},
        {{"host", "micro", "--side", "grey"}, "shogi-cli: --side must be black, white or random\n"},
        {{"host", "micro", "--port", "70000"}, "shogi-cli: --port must be a whole number from 0 to 65535, not '70000'\n"},
        {{"host", "micro", "--clock", "blitz"},
         "shogi-cli: --clock: unknown time control 'blitz' (expected none, sudden-death, byoyomi or fischer)\n"},
        {{"host", "micro", "--level", "grandmaster"},
         "shogi-cli: unknown level 'grandmaster' (levels: human random beginner casual strong master)\n"},
        {{"join"}, "shogi-cli: usage: shogi-cli join INVITE [--level L] [--time MS] [--save FILE]\n"},
    };
    for (const auto& [args, expected] : cases) {
        const clitest::CliRun run = runCli(args);
        EXPECT_EQ(run.status, 2) << args[0];
        EXPECT_EQ(run.err, expected);
    }
}
