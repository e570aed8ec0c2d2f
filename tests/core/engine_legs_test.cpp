// XBoard leg notation: every legal move of random positions round-trips through its text,
// and multi-leg moves are written leg by leg.
#include <gtest/gtest.h>

#include "EngineTestSupport.h"
#include "RandomGames.h"
#include "notation/LegNotation.h"

#include <set>

namespace shogi::test {
namespace {

TEST(EngineLegs, EveryLegalMoveRoundTrips) {
    for (const char* id : kVariantIds) {
        SCOPED_TRACE(id);
        randomGames(variant(id), 2, 40, 99, [](Game& game, const Move&, const Position&) {
            for (const Move& m : game.legalMoves()) {
                const std::string text = formatLegs(game.position(), m);
                const auto back = parseLegs(game.position(), text, game.legalMoves());
                ASSERT_TRUE(back) << text;
                EXPECT_EQ(*back, m) << text;
            }
        });
    }
}

TEST(EngineLegs, LionDoubleCaptureIsTwoLegs) {
    const Position pos = placed("macadamia", {{"e5", "LN"}, {"e6", "p"}, {"e7", "p"}, {"a1", "K"}, {"m13", "k"}});
    Game game(variant("macadamia"), pos);
    const auto m = parseLegs(pos, "e5e6,e6e7", game.legalMoves());
    ASSERT_TRUE(m);
    EXPECT_EQ(m->captureCount, 2);
    EXPECT_EQ(formatLegs(pos, *m), "e5e6,e6e7");
    const auto igui = parseLegs(pos, "e5e6,e6e5", game.legalMoves());
    ASSERT_TRUE(igui);
    EXPECT_EQ(igui->to, igui->from);
    EXPECT_EQ(igui->captureCount, 1);
}

TEST(EngineLegs, DropsAndPromotions) {
    const Position pos = position("micro", "k,3/4/4/4/3,K b P");
    Game game(variant("micro"), pos);
    const auto drop = parseLegs(pos, "P@b3", game.legalMoves());
    ASSERT_TRUE(drop);
    EXPECT_TRUE(drop->isDrop());
    const auto promotedDrop = parseLegs(pos, "+P@b3", game.legalMoves());
    ASSERT_TRUE(promotedDrop);
    EXPECT_TRUE(variant("micro").kind(promotedDrop->kind).promoted);
    EXPECT_FALSE(parseLegs(pos, "b2b9", game.legalMoves()));
}

TEST(EngineLegs, LegsEndWhereThePieceCaptures) {
    // A Lion Dog behind two White Pawns: taking the first, both, or leaping to the second
    // walk the same squares, and their texts must still differ. (Capturing promotes in Hook.)
    const Position pos = placed("hook", {{"m5", "LD"}, {"l4", "p"}, {"k3", "p"}, {"a1", "K"}, {"p16", "k"}});
    Game game(variant("hook"), pos);
    std::set<std::string> texts;
    int fromM5 = 0;
    for (const Move& m : game.legalMoves()) {
        if (m.from != sq(pos, "m5")) continue;
        ++fromM5;
        texts.insert(formatLegs(pos, m));
    }
    EXPECT_EQ(static_cast<int>(texts.size()), fromM5);
    EXPECT_TRUE(texts.count("m5l4,l4k3,k3j2+"));  // takes both, goes on to j2
    EXPECT_TRUE(texts.count("m5l4,l4j2+"));       // takes l4, leaps over k3
    EXPECT_TRUE(texts.count("m5k3,k3j2+"));       // leaps over l4, takes k3
}

}  // namespace
}  // namespace shogi::test
