// shogi-cli analyse and --threads for go and match: the line format other tools read,
// multi-PV, threads, and bad input.
#include <gtest/gtest.h>

#include <regex>
#include <set>
#include <string>
#include <vector>

#include "CliRun.h"
#include "game/Game.h"
#include "notation/MoveText.h"
#include "record/GameText.h"
#include "variants/Variant.h"

using clitest::runCli;

namespace {

const std::regex kInfo(R"(info depth (\d+) multipv (\d+) score (-?\d+|mate -?\d+) nodes (\d+) nps (\d+) pv (.+))");

struct Info {
    int depth = 0;
    int multipv = 0;
    std::string score;
    std::vector<std::string> pv;
};

// The info lines of an analyse run, and its bestmove; fails the test on any other line.
std::vector<Info> parse(const clitest::CliRun& run, std::string& bestmove) {
    std::vector<Info> infos;
    for (const std::string& line : run.lines()) {
        std::smatch m;
        if (std::regex_match(line, m, kInfo)) {
            Info i{std::stoi(m[1]), std::stoi(m[2]), m[3], {}};
            std::istringstream words(m[6].str());
            for (std::string w; words >> w;) i.pv.push_back(w);
            infos.push_back(i);
        } else if (line.rfind("bestmove ", 0) == 0) {
            bestmove = line.substr(9);
        } else {
            ADD_FAILURE() << "unexpected line: " << line;
        }
    }
    return infos;
}

const shogi::Variant& variantNamed(const char* id) {
    const shogi::Variant* v = shogi::findVariant(id);
    EXPECT_NE(v, nullptr) << id;
    return *v;
}

// Every move of the line is legal in turn, from the start position of `variant`.
void expectLegalLine(const char* variant, const std::vector<std::string>& pv) {
    shogi::Game game(variantNamed(variant));
    for (const std::string& text : pv) {
        std::string error;
        const auto move = parseMove(game, text, error);
        ASSERT_TRUE(move) << text << ": " << error;
        ASSERT_TRUE(game.play(*move)) << text;
    }
}

}  // namespace

TEST(CliAnalyse, OneLinePerIterationThenBestmove) {
    const auto run = runCli({"analyse", "micro", "--depth", "4"});
    ASSERT_EQ(run.status, 0) << run.err;
    std::string best;
    const auto infos = parse(run, best);
    ASSERT_EQ(infos.size(), 4u);
    for (std::size_t i = 0; i < infos.size(); ++i) {
        EXPECT_EQ(infos[i].depth, static_cast<int>(i) + 1);
        EXPECT_EQ(infos[i].multipv, 1);
        expectLegalLine("micro", infos[i].pv);
    }
    EXPECT_EQ(best, infos.back().pv.front());
}

TEST(CliAnalyse, MultiPvGivesDistinctFirstMoves) {
    const auto run = runCli({"analyse", "macadamia", "--depth", "3", "--multipv", "3"});
    ASSERT_EQ(run.status, 0) << run.err;
    std::string best;
    const auto infos = parse(run, best);
    ASSERT_EQ(infos.size(), 9u);  // three lines per iteration
    for (int depth = 1; depth <= 3; ++depth) {
        std::set<std::string> firsts;
        for (const Info& i : infos)
            if (i.depth == depth) {
                firsts.insert(i.pv.front());
                expectLegalLine("macadamia", i.pv);
            }
        EXPECT_EQ(firsts.size(), 3u) << "depth " << depth;
    }
    // The lines of the last iteration come in order, the best first.
    EXPECT_EQ(infos[6].multipv, 1);
    EXPECT_EQ(infos[8].multipv, 3);
    EXPECT_EQ(best, infos[6].pv.front());
    EXPECT_GE(std::stoi(infos[6].score), std::stoi(infos[7].score));
    EXPECT_GE(std::stoi(infos[7].score), std::stoi(infos[8].score));
}

TEST(CliAnalyse, ThreadsSearchToTheSameDepth) {
    const auto run = runCli({"analyse", "heian-dai", "--depth", "4", "--threads", "3"});
    ASSERT_EQ(run.status, 0) << run.err;
    std::string best;
    const auto infos = parse(run, best);
    // Each depth once at most, deeper each time: a depth another thread finished first is
    // shown with that thread's line or skipped.
    ASSERT_FALSE(infos.empty());
    ASSERT_LE(infos.size(), 4u);
    for (std::size_t i = 1; i < infos.size(); ++i) EXPECT_GT(infos[i].depth, infos[i - 1].depth);
    EXPECT_EQ(infos.back().depth, 4);
    expectLegalLine("heian-dai", infos.back().pv);
    EXPECT_FALSE(best.empty());
}

TEST(CliAnalyse, MateIsShownAsMate) {
    // Micro: the White King stands en prise to the Rook (+G): the search says mate in 1.
    const auto run = runCli({"analyse", "micro", "--position", "k,3/4/4/4/+G,2,K b -", "--depth", "3"});
    ASSERT_EQ(run.status, 0) << run.err;
    std::string best;
    const auto infos = parse(run, best);
    ASSERT_FALSE(infos.empty());
    EXPECT_EQ(infos.back().score, "mate 1");
}

TEST(CliAnalyse, BadInputExitsTwoWithAMessage) {
    for (const auto& args : std::vector<std::vector<std::string>>{
             {"analyse", "micro"},                                        // neither --time nor --depth
             {"analyse", "micro", "--time", "100", "--depth", "3"},       // both
             {"analyse", "nosuch", "--depth", "3"},                       // unknown variant
             {"analyse", "micro", "--depth", "3", "--multipv", "0"},      // no lines
             {"analyse", "micro", "--depth", "3", "--threads", "0"},      // no threads
             {"analyse", "micro", "--depth", "3", "--position", "k3/4"},  // bad position
         }) {
        const auto run = runCli(args);
        EXPECT_EQ(run.status, 2) << args.back();
        EXPECT_FALSE(run.err.empty()) << args.back();
        EXPECT_TRUE(run.out.empty()) << args.back();
    }
}

TEST(CliThreads, GoAndMatchTakeThreads) {
    const auto go = runCli({"go", "micro", "--depth", "5", "--threads", "2"});
    ASSERT_EQ(go.status, 0) << go.err;
    EXPECT_NE(go.out.find("bestmove "), std::string::npos);
    EXPECT_NE(go.out.find("depth 5"), std::string::npos);
    const auto match = runCli({"match", "micro", "--games", "2", "--depth", "2", "--first", "master", "--second",
                               "strong", "--first-threads", "2", "--second-threads", "1"});
    ASSERT_EQ(match.status, 0) << match.err;
    EXPECT_NE(match.out.find("score "), std::string::npos);
    EXPECT_EQ(runCli({"go", "micro", "--threads", "65"}).status, 2);
}
