// shogi-cli's saved-game contract: `play ... --save FILE` writes the game played in the
// program's format, `record check FILE` prints "ok VARIANT PLIES", `record moves FILE` the
// moves, `record pgn FILE` the game as PGN and `record import PGNFILE --save FILE` reads one
// back; bad input is named on stderr with exit status 2 and writes nothing. Also a few
// existing commands whose output must not change.
#include <gtest/gtest.h>

#include <sys/wait.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "CliRun.h"
#include "record/RecordDate.h"
#include "record/SavedGame.h"

#ifndef SHOGI_CLI
#error "SHOGI_CLI (the path of the built shogi-cli) must be defined"
#endif

namespace fs = std::filesystem;

namespace {


struct CliResult {
    int status = -1;
    std::string out;
    std::string err;
};

class CliRecord : public testing::Test {
protected:
    void SetUp() override {
        std::string name = (fs::temp_directory_path() / "shogi-cli-test-XXXXXX").string();
        ASSERT_NE(mkdtemp(name.data()), nullptr);
        dir_ = name;
    }
    void TearDown() override { fs::remove_all(dir_); }

    fs::path file(const std::string& name) const { return dir_ / name; }

    // Runs shogi-cli with `args` (each passed as one word), stdin empty.
    CliResult cli(const std::vector<std::string>& args) const {
        const clitest::CliRun run = clitest::runCli(args);
        return {run.status, run.out, run.err};
    }

    // play VARIANT [--position POS] MOVES --save FILE; checks that it prints what play
    // without --save prints, and returns the file's path.
    fs::path playAndSave(const std::string& variant, const std::vector<std::string>& moves, const std::string& position = {}) {
        std::vector<std::string> args{"play", variant};
        if (!position.empty()) args.insert(args.end(), {"--position", position});
        args.insert(args.end(), moves.begin(), moves.end());
        const CliResult plain = cli(args);
        const fs::path path = file(variant + ".lsg");
        args.insert(args.end(), {"--save", path.string()});
        const CliResult saved = cli(args);
        EXPECT_EQ(saved.status, 0) << saved.err;
        EXPECT_EQ(saved.err, "");
        EXPECT_EQ(saved.out, plain.out);
        EXPECT_EQ(plain.status, 0) << plain.err;
        return path;
    }

    // The saved file reads in core as the game played: the GUI's format.
    void expectSavedGame(const fs::path& path, const std::string& variant, std::size_t plies) {
        const std::string text = clitest::fileText(path);
        std::string error;
        const std::optional<shogi::GameRecord> record = shogi::SavedGame::read(text, error);
        ASSERT_TRUE(record) << error << "\n" << text;
        EXPECT_EQ(record->variant->id(), variant);
        EXPECT_EQ(record->moves.size(), plies);
        EXPECT_TRUE(record->players[shogi::kBlack] == shogi::PlayerSpec{});
        EXPECT_TRUE(record->players[shogi::kWhite] == shogi::PlayerSpec{});
        EXPECT_TRUE(std::regex_match(record->date, std::regex(R"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)"))) << record->date;
        EXPECT_NE(text.find("\nDate: " + record->date + "\n"), std::string::npos);
        EXPECT_EQ(text.rfind(std::string(shogi::SavedGame::kMagic) + "\n", 0), 0u);
        EXPECT_FALSE(fs::exists(path.string() + ".partial"));
    }

    fs::path dir_;
};

}  // namespace

TEST_F(CliRecord, MicroGameSavedThenCheckedAndListed) {
    const fs::path path = playAndSave("micro", {"d2-d3", "a4-a3", "d3-d4", "a3-a2", "d4xd5+", "c5xd5+", "+S*d3"});
    expectSavedGame(path, "micro", 7);
    const CliResult check = cli({"record", "check", path.string()});
    EXPECT_EQ(check.status, 0) << check.err;
    EXPECT_EQ(check.out, "ok micro 7\n");
    EXPECT_EQ(check.err, "");
    const CliResult moves = cli({"record", "moves", path.string()});
    EXPECT_EQ(moves.status, 0) << moves.err;
    EXPECT_EQ(moves.out, "d2-d3\na4-a3\nd3-d4\na3-a2\nd4xd5+\nc5xd5+\n+S*d3\n");
}

TEST_F(CliRecord, LargeGameSavedThenCheckedAndListed) {
    const fs::path path = playAndSave("heian-dai", {"a3-a4", "a11-a10", "g4-g5"});
    expectSavedGame(path, "heian-dai", 3);
    EXPECT_EQ(cli({"record", "check", path.string()}).out, "ok heian-dai 3\n");
    EXPECT_EQ(cli({"record", "moves", path.string()}).out, "a3-a4\na11-a10\ng4-g5\n");
}

TEST_F(CliRecord, LionDoubleCaptureSurvivesTheFile) {
    const fs::path path = playAndSave("macadamia", {"e5xe6xe7", "a13-a12"}, clitest::kLionPosition);
    expectSavedGame(path, "macadamia", 2);
    EXPECT_NE(clitest::fileText(path).find(std::string("\nStart: ") + clitest::kLionPosition + "\n"), std::string::npos);
    EXPECT_EQ(cli({"record", "check", path.string()}).out, "ok macadamia 2\n");
    EXPECT_EQ(cli({"record", "moves", path.string()}).out, "e5xe6xe7\na13-a12\n");
}

// `play` takes XBoard's legs as well as our move text (the match scripts give it what the
// engines answer in xboard mode): the same moves either way give the same game.
TEST_F(CliRecord, PlayTakesXboardLegsLikeOurMoveText) {
    const CliResult ours = cli({"play", "micro", "d2-d3", "a4-a3", "d3-d4", "a3-a2", "d4xd5+", "c5xd5+", "+S*d3"});
    const CliResult legs = cli({"play", "micro", "d2d3", "a4a3", "d3d4", "a3a2", "d4d5+", "c5d5+", "+S@d3"});
    EXPECT_EQ(ours.status, 0) << ours.err;
    EXPECT_EQ(legs.status, 0) << legs.err;
    EXPECT_EQ(legs.out, ours.out);
    const CliResult lion = cli({"play", "macadamia", "--position", clitest::kLionPosition, "e5e6,e6e7", "a13a12"});
    EXPECT_EQ(lion.status, 0) << lion.err;
    EXPECT_EQ(lion.out, cli({"play", "macadamia", "--position", clitest::kLionPosition, "e5xe6xe7", "a13-a12"}).out);
    // Neither reading takes a move that is not legal.
    EXPECT_EQ(cli({"play", "micro", "d2d4"}).status, 2);
}

TEST_F(CliRecord, SaveReplacesAPreviousFile) {
    const fs::path path = playAndSave("micro", {"d2-d3"});
    ASSERT_EQ(cli({"play", "micro", "d2-d3", "a4-a3", "--save", path.string()}).status, 0);
    EXPECT_EQ(cli({"record", "check", path.string()}).out, "ok micro 2\n");
}

TEST_F(CliRecord, IllegalMoveIsNamedAndNothingIsWritten) {
    const fs::path path = file("game.lsg");
    const CliResult run = cli({"play", "micro", "d2-d3", "d3-d4", "--save", path.string()});
    EXPECT_EQ(run.status, 2);
    EXPECT_EQ(run.out, "");
    EXPECT_EQ(run.err.rfind("shogi-cli: move 2: move 'd3-d4': ", 0), 0u) << run.err;
    EXPECT_FALSE(fs::exists(path));
    EXPECT_FALSE(fs::exists(path.string() + ".partial"));

    // Over an existing game, the failed command leaves it as it was.
    const fs::path previous = playAndSave("micro", {"d2-d3"});
    const std::string before = clitest::fileText(previous);
    EXPECT_EQ(cli({"play", "micro", "zz", "--save", previous.string()}).status, 2);
    EXPECT_EQ(clitest::fileText(previous), before);
}

TEST_F(CliRecord, DamagedFileNamesTheLine) {
    const fs::path path = playAndSave("micro", {"d2-d3", "a4-a3"});
    std::string text = clitest::fileText(path);
    const std::size_t at = text.find("2. a4-a3");
    ASSERT_NE(at, std::string::npos);
    text.replace(at, 8, "2. a4-a5");  // a White Pawn moving backwards
    const int line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n'));
    std::ofstream(file("bad.lsg"), std::ios::binary) << text;
    for (const char* command : {"check", "moves"}) {
        const CliResult run = cli({"record", command, file("bad.lsg").string()});
        EXPECT_EQ(run.status, 2) << command;
        EXPECT_EQ(run.out, "") << command;
        const std::string expected = "shogi-cli: " + file("bad.lsg").string() + ": line " + std::to_string(line) + ": move 'a4-a5'";
        EXPECT_EQ(run.err.rfind(expected, 0), 0u) << run.err;
    }

    // Cut short before its End line: refused as incomplete, at its last line.
    // (the text split at its newlines: the last, empty line is the one after "2. a4-a3").
    const std::string whole = clitest::fileText(path);
    ASSERT_EQ(whole.substr(whole.size() - 5), "\nEnd\n");
    const std::string cutText = whole.substr(0, whole.size() - 4);
    std::ofstream(file("cut.lsg"), std::ios::binary) << cutText;
    const CliResult cut = cli({"record", "check", file("cut.lsg").string()});
    EXPECT_EQ(cut.status, 2);
    EXPECT_EQ(cut.out, "");
    const long lastLine = 1 + std::count(cutText.begin(), cutText.end(), '\n');
    EXPECT_NE(cut.err.find(": line " + std::to_string(lastLine) + ": the file is incomplete"), std::string::npos) << cut.err;
}

TEST_F(CliRecord, MissingFileIsNamed) {
    const std::string path = file("missing.lsg").string();
    for (const char* command : {"check", "moves"}) {
        const CliResult run = cli({"record", command, path});
        EXPECT_EQ(run.status, 2);
        EXPECT_EQ(run.out, "");
        EXPECT_EQ(run.err, "shogi-cli: cannot read " + path + ": No such file or directory\n");
    }
    const CliResult usage = cli({"record", "list", path});
    EXPECT_EQ(usage.status, 2);
    EXPECT_EQ(usage.err, "shogi-cli: usage: shogi-cli record check|moves|pgn FILE, or record import PGNFILE --save FILE\n");
}

TEST_F(CliRecord, PgnOfASavedGame) {
    const fs::path path = playAndSave("macadamia", {"e5xe6xe7", "a13-a12"}, clitest::kLionPosition);
    const CliResult pgn = cli({"record", "pgn", path.string()});
    EXPECT_EQ(pgn.status, 0) << pgn.err;
    EXPECT_EQ(pgn.err, "");
    const std::string& out = pgn.out;
    EXPECT_EQ(out.rfind("[Event \"Large Shogi game\"]\n[Site \"?\"]\n[Date \"", 0), 0u) << out;
    for (const std::string line : {"[Round \"-\"]", "[White \"Human\"]", "[Black \"Human\"]", "[Result \"*\"]",
                                   "[Variant \"macadamia\"]", "[SetUp \"1\"]"})
        EXPECT_NE(out.find("\n" + line + "\n"), std::string::npos) << line << "\n" << out;
    EXPECT_NE(out.find(std::string("\n[FEN \"") + clitest::kLionPosition + "\"]\n"), std::string::npos) << out;
    EXPECT_NE(out.find("\n\n1. e5e6,e6e7 a13a12 *\n"), std::string::npos) << out;
}

TEST_F(CliRecord, PgnImportGivesBackTheGame) {
    // A game that ended by resignation: the result must survive both ways.
    std::string error;
    const fs::path played = playAndSave("micro", {"d2-d3", "a4-a3", "d3-d4"});
    std::optional<shogi::GameRecord> record = shogi::SavedGame::read(clitest::fileText(played), error);
    ASSERT_TRUE(record) << error;
    record->resigned = shogi::kWhite;
    std::ofstream(file("resigned.lsg"), std::ios::binary) << shogi::SavedGame::write(*record);

    const CliResult pgn = cli({"record", "pgn", file("resigned.lsg").string()});
    ASSERT_EQ(pgn.status, 0) << pgn.err;
    EXPECT_NE(pgn.out.find("[Result \"1-0\"]"), std::string::npos) << pgn.out;  // PGN's White is our Black
    std::ofstream(file("game.pgn"), std::ios::binary) << pgn.out;

    const CliResult import = cli({"record", "import", file("game.pgn").string(), "--save", file("back.lsg").string()});
    EXPECT_EQ(import.status, 0) << import.err;
    EXPECT_EQ(import.out, "");
    std::optional<shogi::GameRecord> back = shogi::SavedGame::read(clitest::fileText(file("back.lsg")), error);
    ASSERT_TRUE(back) << error;
    EXPECT_TRUE(back->moves == record->moves);
    EXPECT_EQ(back->resigned, record->resigned);
    EXPECT_EQ(back->date, record->date);
    EXPECT_NE(clitest::fileText(file("back.lsg")).find("\nResult: black-wins resignation\n"), std::string::npos);
    EXPECT_EQ(cli({"record", "moves", file("back.lsg").string()}).out, "d2-d3\na4-a3\nd3-d4\n");
}

TEST_F(CliRecord, BadPgnNamesTheLineAndWritesNothing) {
    std::ofstream(file("bad.pgn"), std::ios::binary) << "[Variant \"micro\"]\r\n\r\n1. d2d3 {fine} a4a3\r\n2. d3d9 *\r\n";
    const fs::path target = file("target.lsg");
    const CliResult run = cli({"record", "import", file("bad.pgn").string(), "--save", target.string()});
    EXPECT_EQ(run.status, 2);
    EXPECT_EQ(run.out, "");
    EXPECT_EQ(run.err.rfind("shogi-cli: " + file("bad.pgn").string() + ": line 4: move 'd3d9' (ply 3): ", 0), 0u) << run.err;
    EXPECT_FALSE(fs::exists(target));
    EXPECT_FALSE(fs::exists(target.string() + ".partial"));

    // Over an existing game, the refused import leaves it as it was.
    const fs::path previous = playAndSave("micro", {"d2-d3"});
    const std::string before = clitest::fileText(previous);
    EXPECT_EQ(cli({"record", "import", file("bad.pgn").string(), "--save", previous.string()}).status, 2);
    EXPECT_EQ(clitest::fileText(previous), before);

    const CliResult noSave = cli({"record", "import", file("bad.pgn").string()});
    EXPECT_EQ(noSave.status, 2);
    EXPECT_EQ(noSave.err, "shogi-cli: usage: shogi-cli record import PGNFILE --save FILE\n");
}

TEST_F(CliRecord, ExistingCommandsAreUnchanged) {
    const CliResult variants = cli({"variants"});
    EXPECT_EQ(variants.status, 0);
    EXPECT_EQ(variants.out, "micro\nheian-dai\nmacadamia\nhook\nmaka-dai-dai\n");
    const CliResult play = cli({"play", "micro", "d2-d3", "a4-a3", "c1xa3+"});
    EXPECT_EQ(play.status, 0);
    EXPECT_EQ(play.out, "position k,b,g,s/4/+B,2,P/4/S,G,1,K w P\nstate ongoing\ncheck no\n");
    const CliResult bad = cli({"play", "micro", "d2-d3", "zz"});
    EXPECT_EQ(bad.status, 2);
    EXPECT_EQ(bad.out, "");
    EXPECT_EQ(bad.err, "shogi-cli: move 2: move 'zz', character 1: expected a square of the 4x5 board\n");
    const CliResult option = cli({"go", "micro", "--divide"});
    EXPECT_EQ(option.status, 2);
    EXPECT_EQ(option.err, "shogi-cli: unexpected argument '--divide'\n");
    const CliResult unknown = cli({"perft", "micro", "1", "--bogus"});
    EXPECT_EQ(unknown.status, 2);
    EXPECT_EQ(unknown.err, "shogi-cli: unknown option '--bogus'\n");
}
