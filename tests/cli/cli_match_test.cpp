// shogi-cli match from a given position (--position): every game of the match starts there.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "CliRun.h"

using clitest::runCli;

namespace {

// Black to move mates at once by dropping its Gold in front of the cornered King.
const std::string kMateInOne = "k,3/3,p/1,S,2/4/3,K b G";

// The game lines of a match run, in order.
std::vector<std::string> gameLines(const clitest::CliRun& run) {
    std::vector<std::string> games;
    for (const std::string& line : run.lines())
        if (line.rfind("game ", 0) == 0) games.push_back(line);
    return games;
}

}  // namespace

// From the start position no game of Micro ends in one ply; from this one every game does,
// won by whoever has Black, which the first engine is in the odd games.
TEST(CliMatch, PositionStartsEveryGameThere) {
    const auto run = runCli({"match", "micro", "--position", kMateInOne, "--games", "4", "--depth", "2", "--first",
                             "master", "--second", "strong"});
    ASSERT_EQ(run.status, 0) << run.err;
    const std::vector<std::string> games = gameLines(run);
    ASSERT_EQ(games.size(), 4u) << run.out;
    for (std::size_t g = 0; g < games.size(); ++g) {
        const std::string winner = g % 2 == 0 ? "first-wins" : "second-wins";
        EXPECT_NE(games[g].find(" plies 1 " + winner + " checkmate"), std::string::npos) << games[g];
    }
    EXPECT_NE(run.out.find("wins 2\nlosses 2\n"), std::string::npos) << run.out;
}

// Random plies asked for as well are played from the given position, not from the start.
TEST(CliMatch, OpeningPliesArePlayedFromThePosition) {
    const std::string kingsAndGolds = "k,g,11/13/13/13/13/13/13/13/13/13/13/13/11,G,K b -";
    const auto run = runCli({"match", "heian-dai", "--position", kingsAndGolds, "--opening", "2", "--max-plies", "0",
                             "--games", "2", "--depth", "1", "--first", "master", "--second", "master", "--show-final",
                             "1"});
    ASSERT_EQ(run.status, 0) << run.err;
    int finals = 0;
    for (const std::string& line : run.lines()) {
        if (line.rfind("game ", 0) == 0) {
            EXPECT_NE(line.find(" plies 2 "), std::string::npos) << line;
        }
        if (line.rfind("final ", 0) != 0) continue;
        ++finals;
        const std::string board = line.substr(6, line.find(' ', 6) - 6);
        EXPECT_NE(board, kingsAndGolds.substr(0, kingsAndGolds.find(' '))) << "no ply was played";
        for (char c : board)  // only the Kings and Golds of the position
            EXPECT_TRUE(c == 'k' || c == 'K' || c == 'g' || c == 'G' || c == '/' || c == ',' || (c >= '0' && c <= '9'))
                << line;
    }
    EXPECT_EQ(finals, 2);
}

TEST(CliMatch, BadPositionExitsTwoWithAMessage) {
    const auto run = runCli({"match", "micro", "--position", "k3/4", "--games", "2", "--first", "master", "--second",
                             "random"});
    EXPECT_EQ(run.status, 2);
    EXPECT_NE(run.err.find("position"), std::string::npos) << run.err;
    EXPECT_TRUE(run.out.empty()) << run.out;
}
