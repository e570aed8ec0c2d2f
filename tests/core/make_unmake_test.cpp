#include <algorithm>

#include <gtest/gtest.h>

#include "RandomGames.h"

using namespace shogi;

// The special pieces a position lists apart are exactly its pieces whose kind is special.
void expectSpecialsListed(const Position& pos) {
    for (Side side : {kBlack, kWhite}) {
        std::vector<Square> scanned;
        for (Square sq : pos.pieces(side))
            if (pos.variant().kind(cellKind(pos.cell(sq))).special) scanned.push_back(sq);
        std::vector<Square> listed = pos.specialPieces(side);
        std::sort(scanned.begin(), scanned.end());
        std::sort(listed.begin(), listed.end());
        ASSERT_EQ(listed, scanned) << pos.variant().id();
    }
}

// Along random games: the incremental hash equals a fresh one, the special pieces are
// listed, and unmaking every legal move restores the position and its hash exactly.
TEST(MakeUnmake, RestoresPositionAndHashAlongRandomGames) {
    for (const Variant* v : allVariants()) {
        int moves = 0;
        test::randomGames(*v, 20, 150, 42, [&](Game& game, const Move& played, const Position& before) {
            const Position& now = game.position();
            ASSERT_EQ(now.hash(), now.computeHash()) << v->id();
            expectSpecialsListed(now);
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
                expectSpecialsListed(probe);
                probe.unmake(m, undo);
                ASSERT_TRUE(probe == now) << v->id() << " " << formatMove(now, m);
                ASSERT_EQ(probe.hash(), now.hash());
                ++moves;
            }
        });
        EXPECT_GT(moves, 10000) << v->id();
    }
}

// Royals, Lions (multi-leg moves) and universal leapers are special; plain steppers and
// sliders, most of every army, are not.
TEST(MakeUnmake, KingsLionsAndUniversalLeapersAreSpecial) {
    int royal = 0, legged = 0, universal = 0, plain = 0;
    for (const Variant* v : allVariants())
        for (int k = 0; k < v->kindCount(); ++k) {
            const Kind& kind = v->kind(k);
            if (!kind.valid) continue;
            const MoveSet& moves = kind.moves[kBlack];
            royal += kind.royal;
            legged += !moves.patterns.empty();
            universal += moves.universal;  // Maka Dai Dai's Emperor, royal too
            plain += !kind.royal && moves.patterns.empty() && !moves.universal;
            EXPECT_EQ(kind.special, kind.royal || !moves.patterns.empty() || moves.universal) << v->id() << " " << kind.code;
        }
    EXPECT_GT(royal, 0);
    EXPECT_GT(legged, 0);
    EXPECT_GT(universal, 0);
    EXPECT_GT(plain, royal + legged);
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
