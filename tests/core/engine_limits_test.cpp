// The search obeys its limits: a stop request from another thread, a time limit, a depth
// limit and a node limit. Timing checks are deliberately loose (a loaded two-core machine
// must not make them fail); the promptness of stopping is measured in docs/engine.md.
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "EngineTestSupport.h"

namespace shogi::test {
namespace {

using Clock = std::chrono::steady_clock;

TEST(EngineLimits, StopFlagFromAnotherThreadEndsAnUnlimitedSearch) {
    for (const char* id : {"micro", "maka-dai-dai"}) {
        SCOPED_TRACE(id);
        Game game(variant(id));
        auto engine = makeEngine("master", 1);
        std::atomic<bool> stop{false};
        std::thread stopper([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
            stop = true;
        });
        const auto start = Clock::now();
        const SearchResult r = engine->search(game, {}, stop);  // no limit: only the flag ends it
        const auto waited = Clock::now() - start;
        stopper.join();
        ASSERT_TRUE(r.hasMove);
        EXPECT_NE(std::find(game.legalMoves().begin(), game.legalMoves().end(), r.best), game.legalMoves().end());
        EXPECT_LT(waited, std::chrono::seconds(10));
    }
}

TEST(EngineLimits, TimeLimitEndsTheSearch) {
    Game game(variant("hook"));
    const auto start = Clock::now();
    const SearchResult r = searchWith("master", game, shogi::SearchLimits::ofTime(200));
    const auto waited = Clock::now() - start;
    ASSERT_TRUE(r.hasMove);
    EXPECT_LE(r.elapsedMs, 200 + 1000);  // loose: the 20 ms promptness is benchmarked, not tested
    EXPECT_LT(waited, std::chrono::seconds(5));
}

TEST(EngineLimits, DepthLimitIsReachedAndNotExceeded) {
    for (const char* id : kVariantIds) {
        SCOPED_TRACE(id);
        Game game(variant(id));
        const SearchResult r = searchWith("master", game, shogi::SearchLimits::ofDepth(2));
        ASSERT_TRUE(r.hasMove);
        EXPECT_EQ(r.depth, 2);
        EXPECT_FALSE(r.pv.empty());
    }
}

TEST(EngineLimits, NodeLimitIsRespected) {
    Game game(variant("macadamia"));
    const SearchResult r = searchWith("master", game, shogi::SearchLimits::ofNodes(5000));
    ASSERT_TRUE(r.hasMove);
    EXPECT_LE(r.nodes, 5000u + 256u);  // checked every 128 nodes
    EXPECT_GT(r.nodes, 0u);
}

TEST(EngineLimits, EveryLevelIsMadeAndUnknownLevelsAreNot) {
    const std::vector<std::string> levels = engineLevels();
    EXPECT_GE(levels.size(), 5u);
    EXPECT_EQ(levels.front(), "random");
    for (const std::string& l : levels) {
        auto e = makeEngine(l, 7);
        ASSERT_NE(e, nullptr) << l;
        EXPECT_EQ(e->name(), l);
    }
    EXPECT_EQ(makeEngine("grandmaster-of-nothing", 1), nullptr);
}

TEST(EngineLimits, LevelsCarryTheirMeasuredEloWeakestFirst) {
    // The New Game dialog shows these numbers (bench/level_elo.py measures them): each level
    // is stronger than the one before it, and the strongest is near Fairy-Stockfish's 2000.
    const std::vector<std::string> levels = engineLevels();
    for (std::size_t i = 1; i < levels.size(); ++i)
        EXPECT_GT(engineLevelElo(levels[i]), engineLevelElo(levels[i - 1])) << levels[i];
    EXPECT_GT(engineLevelElo("master"), 1500);
    EXPECT_EQ(engineLevelElo("grandmaster-of-nothing"), 0);
}

}  // namespace
}  // namespace shogi::test
