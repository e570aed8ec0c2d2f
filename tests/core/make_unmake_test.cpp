#include <algorithm>
#include <string>

#include <gtest/gtest.h>

#include "RandomGames.h"
#include "notation/MoveText.h"

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

// Each board square's `around` word holds the states of its eight neighbours, on the boards
// that keep them (all but Micro's 4x5), and the 5x5 square read from them is right.
void expectAroundKept(const Position& pos) {
    ASSERT_EQ(pos.aroundKept(), pos.variant().id() != std::string("micro"));
    if (!pos.aroundKept()) return;
    for (Square sq : pos.variant().squares())
        for (int d = 0; d < 8; ++d) {
            const unsigned kept = pos.around(sq) >> (2 * d) & 3u;
            const unsigned seen = pos.cell(static_cast<Square>(sq + pos.variant().compassOffset(d))) & 3u;
            ASSERT_EQ(kept, seen) << pos.variant().id() << " square " << sq << " direction " << d;
            ASSERT_EQ((aroundIn(pos.around(sq), seen) >> (2 * d)) & 1u, 1u);
        }
    // The 5x5 square read from five words counts each of its 24 cells (the middle one left
    // out) once, for every state, also where it reaches into the rim.
    for (Square sq : pos.variant().squares())
        for (unsigned state = 0; state < 4; ++state) {
            int count = 0;
            for (int dr = -2; dr <= 2; ++dr)
                for (int df = -2; df <= 2; ++df)
                    if ((df || dr) && (pos.cell(static_cast<Square>(sq + offsetOf(df, dr))) & 3u) == state) ++count;
            ASSERT_EQ(pos.countWithinTwo(sq, state), count) << pos.variant().id() << " square " << sq << " state " << state;
            ASSERT_EQ(pos.anyWithinTwo(sq, state), count > 0) << pos.variant().id() << " square " << sq;
        }
}

// Along random games: the incremental hash equals a fresh one, the special pieces and the
// neighbours' states are kept, and unmaking every legal move restores the position and its hash exactly.
TEST(MakeUnmake, RestoresPositionAndHashAlongRandomGames) {
    const int games = test::scaled(20, 3);
    for (const Variant* v : allVariants()) {
        int moves = 0;
        test::randomGames(*v, games, 150, 42, [&](Game& game, const Move& played, const Position& before) {
            const Position& now = game.position();
            ASSERT_EQ(now.hash(), now.computeHash()) << v->id();
            expectSpecialsListed(now);
            expectAroundKept(now);
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
                if (moves % 8 == 0) expectAroundKept(probe);  // every square: a sample of moves is enough
                probe.unmake(m, undo);
                if (moves % 8 == 0) expectAroundKept(probe);
                ASSERT_TRUE(probe == now) << v->id() << " " << formatMove(now, m);
                ASSERT_EQ(probe.hash(), now.hash());
                ++moves;
            }
        });
        EXPECT_GT(moves, 400 * games) << v->id();  // the games are long and their positions full of moves
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
