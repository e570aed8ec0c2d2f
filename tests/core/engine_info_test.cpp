// What the engine tells while it thinks (SearchLimits::onInfo), analysis without limits, and
// time planned from a clock.
#include <gtest/gtest.h>

#include "EngineTestSupport.h"
#include "engine/Search.h"
#include "engine/TimePlan.h"

using namespace shogi;

TEST(EngineInfo, EveryCompletedIterationIsReportedWithItsLine) {
    const Game game(test::variant("heian-dai"));
    std::vector<SearchInfo> infos;
    const SearchResult r = test::searchReporting("master", game, SearchLimits::ofDepth(4), infos);
    ASSERT_EQ(infos.size(), 4u);
    for (std::size_t i = 0; i < infos.size(); ++i) {
        EXPECT_EQ(infos[i].depth, static_cast<int>(i) + 1);
        EXPECT_EQ(infos[i].multipv, 1);
        ASSERT_FALSE(infos[i].pv.empty());
        EXPECT_NE(std::find(game.legalMoves().begin(), game.legalMoves().end(), infos[i].pv.front()),
                  game.legalMoves().end());
        if (i > 0) {
            EXPECT_GE(infos[i].nodes, infos[i - 1].nodes);
        }
    }
    EXPECT_EQ(infos.back().pv, r.pv);
    EXPECT_EQ(infos.back().score, r.score);
}

TEST(EngineInfo, AnInfiniteSearchGoesOnUntilStopped) {
    const Game game(test::variant("micro"));
    auto engine = makeEngine("master", 1);
    std::atomic<bool> stop{false};
    int deepest = 0;
    SearchLimits limits = SearchLimits::ofDepth(2);  // ignored: infinite wins
    limits.infinite = true;
    limits.onInfo = [&](const SearchInfo& info) {
        deepest = info.depth;
        if (info.depth >= 6) stop = true;
    };
    const SearchResult r = engine->search(game, limits, stop);
    EXPECT_GE(deepest, 6);
    EXPECT_TRUE(r.hasMove);
}

TEST(EngineInfo, AMateIsReportedInMoves) {
    EXPECT_EQ(mateInMoves(kMate - 1), 1);   // mates with the next move
    EXPECT_EQ(mateInMoves(kMate - 3), 2);
    EXPECT_EQ(mateInMoves(-kMate + 2), -1);  // mated after one move of its own
    EXPECT_EQ(mateInMoves(120), 0);
}

TEST(EngineInfo, ClockTimeIsSharedOutAndKeepsAReserve) {
    ClockLimits suddenDeath;
    suddenDeath.remainingMs = 60000;
    const std::int64_t share = plannedMoveTimeMs(suddenDeath);
    EXPECT_GT(share, 500);
    EXPECT_LT(share, 5000);
    ClockLimits withIncrement = suddenDeath;
    withIncrement.incrementMs = 2000;
    EXPECT_GT(plannedMoveTimeMs(withIncrement), share);
    ClockLimits byoyomiOnly;
    byoyomiOnly.byoyomiMs = 10000;
    const std::int64_t period = plannedMoveTimeMs(byoyomiOnly);
    EXPECT_GT(period, 5000);
    EXPECT_LT(period, 10000);
    ClockLimits almostFlagged;
    almostFlagged.remainingMs = 100;
    EXPECT_LE(plannedMoveTimeMs(almostFlagged), 50);
}

// Times in milliseconds are 64-bit and never wrap: a clock with a huge increment, or a
// remaining time beyond 2^31 ms, still plans a sensible share of the time left.
TEST(EngineInfo, HugeClockTimesArePlannedWithoutOverflow) {
    ClockLimits hugeIncrement;
    hugeIncrement.remainingMs = 60000;
    hugeIncrement.incrementMs = 2'000'000'000;  // level 40 5 2000000: 2e6 s
    hugeIncrement.movesToGo = 40;
    const auto planned = plannedMoveTimeMs(hugeIncrement);
    EXPECT_GE(planned, 10);
    EXPECT_LE(planned, 30000);  // never more than half the main time left
    ClockLimits hugeRemaining;
    hugeRemaining.remainingMs = 3'000'000'000;  // XBoard's "time 300000000" (centiseconds)
    const auto share = plannedMoveTimeMs(hugeRemaining);
    EXPECT_GT(share, 3'000'000'000 / 100);
    EXPECT_LE(share, 3'000'000'000 / 2);
}

// A very long time means a long search, not a wrapped one that moves at once: each of these
// searches ends at its node limit, long before its time.
TEST(EngineInfo, VeryLongTimesMeanLongThinking) {
    const Game game(test::variant("micro"));
    constexpr std::uint64_t kNodes = 20000;
    SearchLimits fixed;  // go --time 30000000, st 30000: the level's share of it overflowed
    fixed.timeMs = 30'000'000;
    fixed.nodes = kNodes;
    SearchLimits beyondInt;  // 2^32 + 1 ms
    beyondInt.timeMs = 4'294'967'297;
    beyondInt.nodes = kNodes;
    SearchLimits clocked;  // a clock beyond 2^31 ms
    ClockLimits clock;
    clock.remainingMs = 3'000'000'000;
    clocked.clock = clock;
    clocked.nodes = kNodes;
    for (const SearchLimits& limits : {fixed, beyondInt, clocked}) {
        const SearchResult r = test::searchWith("master", game, limits);
        EXPECT_GE(r.nodes, kNodes) << "time " << limits.timeMs;
    }
}
