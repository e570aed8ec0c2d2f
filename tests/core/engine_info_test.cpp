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
    const int share = plannedMoveTimeMs(suddenDeath);
    EXPECT_GT(share, 500);
    EXPECT_LT(share, 5000);
    ClockLimits withIncrement = suddenDeath;
    withIncrement.incrementMs = 2000;
    EXPECT_GT(plannedMoveTimeMs(withIncrement), share);
    ClockLimits byoyomiOnly;
    byoyomiOnly.byoyomiMs = 10000;
    const int period = plannedMoveTimeMs(byoyomiOnly);
    EXPECT_GT(period, 5000);
    EXPECT_LT(period, 10000);
    ClockLimits almostFlagged;
    almostFlagged.remainingMs = 100;
    EXPECT_LE(plannedMoveTimeMs(almostFlagged), 50);
}
