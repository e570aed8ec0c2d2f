#include <gtest/gtest.h>

#include "board/Geometry.h"

using namespace shogi;

TEST(Geometry, NamesSquaresFromBlacksLeftAndBottom) {
    const Geometry g(19, 19);
    EXPECT_EQ(g.name(toSquare(0, 0)), "a1");
    EXPECT_EQ(g.name(toSquare(18, 18)), "s19");
    EXPECT_EQ(g.name(toSquare(4, 9)), "e10");
}

TEST(Geometry, ParsesSquareNamesWithinTheBoard) {
    const Geometry micro(4, 5);
    auto a1 = micro.parse("a1");
    ASSERT_TRUE(a1);
    EXPECT_EQ(a1->first, toSquare(0, 0));
    EXPECT_EQ(a1->second, 2u);
    auto d5 = micro.parse("d5-x");
    ASSERT_TRUE(d5);
    EXPECT_EQ(d5->first, toSquare(3, 4));
    EXPECT_FALSE(micro.parse("e1"));   // file e is off a 4-file board
    EXPECT_FALSE(micro.parse("a6"));   // rank 6 is off a 5-rank board
    EXPECT_FALSE(micro.parse("a0"));
    EXPECT_FALSE(micro.parse("a"));
    EXPECT_FALSE(micro.parse("1a"));
    const Geometry big(19, 19);
    auto s19 = big.parse("s19x");
    ASSERT_TRUE(s19);
    EXPECT_EQ(s19->second, 3u);
}

TEST(Geometry, RelativeRankCountsFromEachSidesBackRank) {
    const Geometry g(13, 13);
    EXPECT_EQ(g.relativeRank(toSquare(3, 0), 0), 0);
    EXPECT_EQ(g.relativeRank(toSquare(3, 0), 1), 12);
    EXPECT_EQ(g.relativeRank(toSquare(3, 12), 1), 0);
}

TEST(Geometry, ContainsOnlyTheBoardsSquares) {
    const Geometry g(4, 5);
    int count = 0;
    g.forEachSquare([&](Square sq) {
        EXPECT_TRUE(g.contains(sq));
        ++count;
    });
    EXPECT_EQ(count, 20);
    EXPECT_FALSE(g.contains(toSquare(4, 0)));
    EXPECT_FALSE(g.contains(toSquare(0, 5)));
    EXPECT_FALSE(g.contains(toSquare(-1, 0)));
}

TEST(Geometry, OffsetsTurnBackIntoTheirDisplacements) {
    // Every displacement of a ray's step or leap: up to half a stride sideways, any rank.
    int checked = 0;
    for (int dy = -(kMaxRanks + kRim); dy <= kMaxRanks + kRim; ++dy)
        for (int dx = -kStride / 2; dx <= kStride / 2; ++dx) {
            const int offset = offsetOf(dx, dy);
            EXPECT_EQ(offsetDx(offset), dx) << dx << "," << dy;
            EXPECT_EQ(offsetDy(offset), dy) << dx << "," << dy;
            ++checked;
        }
    EXPECT_EQ(checked, (2 * (kMaxRanks + kRim) + 1) * (2 * (kStride / 2) + 1));
}
