#include <gtest/gtest.h>

#include "RandomGames.h"

using namespace shogi;

// Along random games: the incremental hash equals a fresh one, and unmaking every legal
// move restores the position and its hash exactly.
TEST(MakeUnmake, RestoresPositionAndHashAlongRandomGames) {
    for (const Variant* v : allVariants()) {
        int moves = 0;
        test::randomGames(*v, 20, 150, 42, [&](Game& game, const Move& played, const Position& before) {
            const Position& now = game.position();
            ASSERT_EQ(now.hash(), now.computeHash()) << v->id();
            Position copy = before;
            Position::Undo replay;
            copy.make(played, replay);
            EXPECT_TRUE(copy == now);

            Position probe = now;
            MoveList legal;
            generateMoves(probe, legal);
            for (const Move& m : legal) {
                Position::Undo undo;
                probe.make(m, undo);
                ASSERT_EQ(probe.hash(), probe.computeHash()) << v->id() << " " << formatMove(now, m);
                probe.unmake(m, undo);
                ASSERT_TRUE(probe == now) << v->id() << " " << formatMove(now, m);
                ASSERT_EQ(probe.hash(), now.hash());
                ++moves;
            }
        });
        EXPECT_GT(moves, 10000) << v->id();
    }
}

TEST(MakeUnmake, SideToMoveAndHandsTakePartInTheHash) {
    const Position a = test::position("micro", "k,3/4/4/4/3,K b P");
    const Position b = test::position("micro", "k,3/4/4/4/3,K w P");
    const Position c = test::position("micro", "k,3/4/4/4/3,K b p");
    const Position d = test::position("micro", "k,3/4/4/4/3,K b P,P");
    EXPECT_NE(a.hash(), b.hash());
    EXPECT_NE(a.hash(), c.hash());
    EXPECT_NE(a.hash(), d.hash());
}
