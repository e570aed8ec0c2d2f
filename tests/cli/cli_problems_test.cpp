// shogi-cli's problems contract: `problems list VARIANT` prints "problem ID N POSITION" per
// problem, `problems show VARIANT ID` its "key MOVE" and "line MOVE...", `problems check`
// proves them again ("ok VARIANT COUNT", exit 0; each failure with its id and reason, exit
// 1); an unknown variant or id is named on stderr with exit status 2.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>

#include "CliRun.h"
#include "TestSupport.h"
#include "position/PositionText.h"

namespace fs = std::filesystem;
using clitest::runCli;

namespace {

// Micro: Black drops a promoted Gold on d5 and mates next move, whatever White does.
const char* kGood =
    "variant micro\n"
    "problem good\n"
    "position k,3/p,1,+s,1/3,b/1,S,G,+B/1,P,1,K b G\n"
    "side black\nwin 2\nkey +G*d5\nline +G*d5 a5-b4 c2-b3\nthemes drop checkmate\n";
// Micro: White mates at once with b3-c2 or with S*d2: two keys.
const char* kCooked =
    "variant micro\n"
    "problem cooked\n"
    "position 1,k,B,+B/4/1,g,P,P/+g,3/2,+s,K w s\n"
    "side white\nwin 1\nkey b3-c2\nline b3-c2\nthemes checkmate\n";
// The good problem stated as a win in three, its second move a slow one.
const char* kTooLong =
    "variant micro\n"
    "problem long\n"
    "position k,3/p,1,+s,1/3,b/1,S,G,+B/1,P,1,K b G\n"
    "side black\nwin 3\nkey +G*d5\nline +G*d5 a5-b4 b2-b3 b4-a3 c2-b2\nthemes drop checkmate\n";

class CliProblems : public testing::Test {
protected:
    void SetUp() override {
        std::string name = (fs::temp_directory_path() / "shogi-cli-problems-XXXXXX").string();
        ASSERT_NE(mkdtemp(name.data()), nullptr);
        dir_ = name;
    }
    void TearDown() override { fs::remove_all(dir_); }
    std::string file(const std::string& name, const std::string& text) const {
        const fs::path path = dir_ / name;
        std::ofstream(path) << text;
        return path.string();
    }
    fs::path dir_;
};

TEST_F(CliProblems, ListPrintsOneLinePerProblemOfEveryVariant) {
    const std::regex line(R"(problem ([A-Za-z0-9_-]+) ([1-9][0-9]*) (.+ [bw] .+))");
    for (const shogi::Variant* v : shogi::allVariants()) {
        const clitest::CliRun run = runCli({"problems", "list", v->id()});
        ASSERT_EQ(run.status, 0) << v->id() << ": " << run.err;
        const std::vector<std::string> lines = run.lines();
        EXPECT_GE(lines.size(), 60u) << v->id();
        for (const std::string& l : lines) {
            std::smatch m;
            ASSERT_TRUE(std::regex_match(l, m, line)) << l;
            std::string error;
            EXPECT_TRUE(shogi::parsePosition(*v, m[3].str(), error)) << l << ": " << error;
        }
    }
}

TEST_F(CliProblems, ShowPrintsTheKeyAndTheLine) {
    const clitest::CliRun listed = runCli({"problems", "list", "micro"});
    ASSERT_EQ(listed.status, 0);
    const std::string first = listed.lines().front();
    const std::string id = first.substr(8, first.find(' ', 8) - 8);
    const int length = std::stoi(first.substr(9 + id.size()));
    const clitest::CliRun run = runCli({"problems", "show", "micro", id});
    ASSERT_EQ(run.status, 0) << run.err;
    const std::vector<std::string> lines = run.lines();
    ASSERT_GE(lines.size(), 2u);
    ASSERT_EQ(lines[0].rfind("key ", 0), 0u) << lines[0];
    ASSERT_EQ(lines[1].rfind("line ", 0), 0u) << lines[1];
    // The line starts with the key and has the winner's moves and the defender's between.
    const std::string key = lines[0].substr(4);
    EXPECT_EQ(lines[1].substr(5, key.size() + 1), key + (length > 1 ? " " : ""));
    const std::size_t moves = static_cast<std::size_t>(std::count(lines[1].begin(), lines[1].end(), ' '));
    EXPECT_EQ(moves, static_cast<std::size_t>(2 * length - 1));
}

TEST_F(CliProblems, CheckProvesAGoodFileAndRefusesACookedOrTooLongOne) {
    const clitest::CliRun good = runCli({"problems", "check", "--file", file("good.txt", kGood)});
    EXPECT_EQ(good.status, 0) << good.out << good.err;
    EXPECT_EQ(good.out, "ok micro 1\n");

    const clitest::CliRun cooked = runCli({"problems", "check", "--file", file("cooked.txt", kCooked)});
    EXPECT_EQ(cooked.status, 1);
    EXPECT_EQ(cooked.out.rfind("fail micro cooked a second key: S*d2 also wins within 1 move", 0), 0u) << cooked.out;

    const clitest::CliRun tooLong = runCli({"problems", "check", "--file", file("long.txt", kTooLong)});
    EXPECT_EQ(tooLong.status, 1);
    EXPECT_EQ(tooLong.out.rfind("fail micro long the key +G*d5 wins in fewer than 3 moves", 0), 0u) << tooLong.out;
    EXPECT_EQ(tooLong.out.find("ok micro"), std::string::npos);
}

// The collection compiled in, a sample of each variant (the whole proof is
// tools/problems/prove.sh): every variant says ok.
TEST_F(CliProblems, CheckProvesASampleOfEveryVariant) {
    const clitest::CliRun run = runCli({"problems", "check", "--sample", "4"});
    EXPECT_EQ(run.status, 0) << run.out << run.err;
    for (const shogi::Variant* v : shogi::allVariants())
        EXPECT_NE(run.out.find(std::string("ok ") + v->id() + " 4\n"), std::string::npos) << run.out;
}

TEST_F(CliProblems, UnknownVariantOrIdIsBadInput) {
    const clitest::CliRun variant = runCli({"problems", "list", "chess"});
    EXPECT_EQ(variant.status, 2);
    EXPECT_NE(variant.err.find("unknown variant 'chess'"), std::string::npos) << variant.err;
    EXPECT_TRUE(variant.out.empty());
    const clitest::CliRun checked = runCli({"problems", "check", "chess"});
    EXPECT_EQ(checked.status, 2);
    const clitest::CliRun id = runCli({"problems", "show", "micro", "no-such-id"});
    EXPECT_EQ(id.status, 2);
    EXPECT_NE(id.err.find("no problem 'no-such-id'"), std::string::npos) << id.err;
    const clitest::CliRun missing = runCli({"problems", "check", "--file", (dir_ / "missing.txt").string()});
    EXPECT_EQ(missing.status, 2);
    EXPECT_NE(missing.err.find("missing.txt"), std::string::npos) << missing.err;
    // A file that does not read is named with its line.
    const clitest::CliRun broken = runCli({"problems", "check", "--file", file("broken.txt", "variant micro\nproblem x\nwin 0\n")});
    EXPECT_EQ(broken.status, 2);
    EXPECT_NE(broken.err.find("line 3 (problem x): win:"), std::string::npos) << broken.err;
}

}  // namespace
