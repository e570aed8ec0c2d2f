// shogi-cli against hostile input: numbers beyond their range, files too large to be a game
// (or endless, as /dev/zero), arguments too long to echo whole, and the files --save writes
// over (read-only, a symbolic link, a link lying in wait at a temporary name). Each is
// refused with a message and exit status 2, or written as docs/formats.md ("Writing files")
// says, and nothing already on disk is lost.
#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "CliRun.h"

namespace fs = std::filesystem;
using clitest::runCli;

namespace {

void write(const fs::path& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

fs::perms permissions(const fs::path& path) { return fs::status(path).permissions() & fs::perms::mask; }

class CliFiles : public testing::Test {
protected:
    void SetUp() override {
        std::string name = (fs::temp_directory_path() / "shogi-cli-input-XXXXXX").string();
        ASSERT_NE(mkdtemp(name.data()), nullptr);
        dir_ = name;
    }
    void TearDown() override {
        fs::permissions(dir_, fs::perms::owner_all, fs::perm_options::add);
        fs::remove_all(dir_);
    }
    fs::path file(const std::string& name) const { return dir_ / name; }
    // The names in the folder, sorted: a temporary file left behind shows here.
    std::vector<std::string> names() const {
        std::vector<std::string> out;
        for (const auto& entry : fs::directory_iterator(dir_)) out.push_back(entry.path().filename().string());
        std::sort(out.begin(), out.end());
        return out;
    }
    // play micro d2-d3 --save PATH
    clitest::CliRun save(const fs::path& path) const { return runCli({"play", "micro", "d2-d3", "--save", path.string()}); }

    fs::path dir_;
};

}  // namespace

// --- Numbers: each option has a range; outside it, a message naming the option and exit 2.

TEST(CliNumbers, OutOfRangeOptionsAreRefusedWithTheirRange) {
    struct Case {
        std::vector<std::string> args;
        const char* option;
    };
    for (const Case& c : std::vector<Case>{
             {{"analyse", "micro", "--depth", "999999999999"}, "--depth"},
             {{"analyse", "micro", "--time", "0"}, "--time"},
             {{"analyse", "micro", "--time", "10000000001"}, "--time"},
             {{"go", "micro", "--time", "10000000001", "--nodes", "1000"}, "--time"},
             {{"go", "micro", "--time", "99999999999999999999999", "--nodes", "1000"}, "--time"},
             {{"go", "micro", "--depth", "1000", "--nodes", "1000"}, "--depth"},
             {{"go", "micro", "--nodes", "0", "--depth", "1"}, "--nodes"},
             {{"go", "micro", "--seed", "-1", "--depth", "1"}, "--seed"},
             {{"match", "micro", "--games", "99999999999", "--first", "random", "--second", "random"}, "--games"},
             {{"match", "micro", "--max-plies", "-1", "--first", "random", "--second", "random"}, "--max-plies"},
             {{"features", "micro", "--search", "21"}, "--search"},
         }) {
        const clitest::CliRun run = runCli(c.args);
        EXPECT_EQ(run.status, 2) << c.args[2] << " " << c.args[3] << ": " << run.out;
        EXPECT_EQ(run.out, "");
        EXPECT_NE(run.err.find(c.option), std::string::npos) << run.err;
        EXPECT_TRUE(std::regex_search(run.err, std::regex("from -?[0-9]+ to [0-9]+"))) << run.err;
    }
}

// A time beyond 2^32 ms is that long, not what is left of it modulo 2^32 (1 ms here): the
// search ends at its node limit.
TEST(CliNumbers, TimesBeyondThirtyTwoBitsAreKept) {
    const clitest::CliRun run = runCli({"go", "micro", "--time", "4294967297", "--nodes", "20000"});
    ASSERT_EQ(run.status, 0) << run.err;
    std::smatch nodes;
    ASSERT_TRUE(std::regex_search(run.out, nodes, std::regex("\nnodes ([0-9]+)\n"))) << run.out;
    EXPECT_GE(std::stoull(nodes[1]), 20000u) << run.out;
}

// --- Reading: nothing larger than a game can be is read whole; echoed input is cut short.

TEST_F(CliFiles, AnEndlessFileIsRefused) {
    const clitest::CliRun run = runCli({"record", "check", "/dev/zero"});
    EXPECT_EQ(run.status, 2);
    EXPECT_NE(run.err.find("/dev/zero"), std::string::npos) << run.err;
    EXPECT_NE(run.err.find("larger than"), std::string::npos) << run.err;
}

TEST_F(CliFiles, FilesLargerThanAGameAreRefusedBeforeTheyAreRead) {
    // A file of 100 MB that takes no room (sparse): refused on its size, for each reader.
    const fs::path big = file("big.lsg");
    write(big, "");
    fs::resize_file(big, 100'000'000);
    for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
             {"record", "check", big.string()},
             {"record", "pgn", big.string()},
             {"record", "import", big.string(), "--save", file("out.lsg").string()}}) {
        const clitest::CliRun run = runCli(args);
        EXPECT_EQ(run.status, 2) << args[1];
        EXPECT_NE(run.err.find(big.string()), std::string::npos) << run.err;
        EXPECT_NE(run.err.find("larger than"), std::string::npos) << run.err;
        EXPECT_LT(run.err.size(), 300u);
    }
    EXPECT_FALSE(fs::exists(file("out.lsg")));
}

TEST(CliEcho, LongArgumentsAreEchoedCutShort) {
    const std::string longWord(100'000, 'x');
    for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
             {"moves", longWord},
             {"play", "micro", longWord},
             {"moves", "micro", "--position", longWord},
             {"go", "micro", "--time", longWord},
             {"go", "micro", "--level", longWord, "--depth", "1"},
             {"describe", "micro", longWord}}) {
        const clitest::CliRun run = runCli(args);
        EXPECT_EQ(run.status, 2) << args[0];
        EXPECT_FALSE(run.err.empty()) << args[0];
        EXPECT_LT(run.err.size(), 400u) << args[0] << ": " << run.err.substr(0, 200);
    }
}

// --- Writing: through a temporary file made exclusively beside the target, renamed over it.

TEST_F(CliFiles, ALinkAtTheTemporaryNameIsNotFollowed) {
    const fs::path victim = file("victim.txt");
    write(victim, "keep me");
    const fs::path target = file("game.lsg");
    fs::create_symlink(victim, target.string() + ".partial");  // where a fixed temporary name would go
    const clitest::CliRun run = save(target);
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(clitest::fileText(victim), "keep me");
    EXPECT_EQ(runCli({"record", "check", target.string()}).out, "ok micro 1\n");
    EXPECT_TRUE(fs::is_symlink(target.string() + ".partial"));
    EXPECT_EQ(names(), (std::vector<std::string>{"game.lsg", "game.lsg.partial", "victim.txt"}));
}

TEST_F(CliFiles, AReadOnlyFileIsRefusedAndLeftAsItWas) {
    const fs::path target = file("game.lsg");
    write(target, "old game");
    fs::permissions(target, fs::perms::owner_read | fs::perms::group_read);
    const clitest::CliRun run = save(target);
    EXPECT_EQ(run.status, 2);
    EXPECT_NE(run.err.find(target.string()), std::string::npos) << run.err;
    EXPECT_NE(run.err.find("read-only"), std::string::npos) << run.err;
    EXPECT_EQ(run.out, "");
    EXPECT_EQ(clitest::fileText(target), "old game");
    EXPECT_EQ(permissions(target), fs::perms::owner_read | fs::perms::group_read);
    EXPECT_EQ(names(), std::vector<std::string>{"game.lsg"});
}

TEST_F(CliFiles, TheFilesModeIsKept) {
    const fs::path target = file("game.lsg");
    write(target, "old game");
    fs::permissions(target, fs::perms::owner_read | fs::perms::owner_write);
    ASSERT_EQ(save(target).status, 0);
    EXPECT_EQ(runCli({"record", "check", target.string()}).out, "ok micro 1\n");
    EXPECT_EQ(permissions(target), fs::perms::owner_read | fs::perms::owner_write);
    // A new file gets the usual mode (0666 less the umask).
    const fs::path fresh = file("new.lsg");
    ASSERT_EQ(save(fresh).status, 0);
    const mode_t mask = umask(0);
    umask(mask);
    EXPECT_EQ(static_cast<mode_t>(permissions(fresh)), 0666 & ~mask);
    EXPECT_EQ(names(), (std::vector<std::string>{"game.lsg", "new.lsg"}));
}

TEST_F(CliFiles, ASymbolicLinkIsFollowedAndItsTargetReplaced) {
    fs::create_directory(file("games"));
    const fs::path real = file("games/real.lsg");
    write(real, "old game");
    const fs::path link = file("link.lsg");
    fs::create_symlink("games/real.lsg", link);  // relative to the link's folder
    ASSERT_EQ(save(link).status, 0);
    EXPECT_TRUE(fs::is_symlink(link));
    EXPECT_EQ(fs::read_symlink(link), "games/real.lsg");
    EXPECT_EQ(runCli({"record", "check", real.string()}).out, "ok micro 1\n");
    EXPECT_EQ(names(), (std::vector<std::string>{"games", "link.lsg"}));
    // The temporary file was made beside the target, in its folder, and is gone.
    std::vector<std::string> inGames;
    for (const auto& entry : fs::directory_iterator(file("games"))) inGames.push_back(entry.path().filename().string());
    EXPECT_EQ(inGames, std::vector<std::string>{"real.lsg"});
    // A link to a link, the last one dangling: the file it names is made.
    fs::create_symlink("link.lsg", file("second.lsg"));
    fs::remove(real);
    ASSERT_EQ(save(file("second.lsg")).status, 0);
    EXPECT_TRUE(fs::is_symlink(file("second.lsg")) && fs::is_symlink(link));
    EXPECT_EQ(runCli({"record", "check", real.string()}).out, "ok micro 1\n");
}

TEST_F(CliFiles, AFailedWriteLeavesNothingBehind) {
    // A folder that is not there: the message names the file, and nothing is made.
    const clitest::CliRun run = save(file("nowhere/game.lsg"));
    EXPECT_EQ(run.status, 2);
    EXPECT_NE(run.err.find(file("nowhere/game.lsg").string()), std::string::npos) << run.err;
    EXPECT_TRUE(names().empty());
}
