// The search's move picker (engine/MovePicker) and the generator's pseudo-legality test it
// relies on: the picker gives every move of the full generator exactly once, the stored
// move first and then MoveOrdering's bands, along seeded random games of every variant,
// with stored and killer moves that are sometimes not moves of the position at all.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "EngineTestSupport.h"
#include "RandomGames.h"
#include "engine/MovePicker.h"

namespace shogi::test {
namespace {

bool contains(const MoveList& moves, const Move& m) { return std::find(moves.begin(), moves.end(), m) != moves.end(); }

TEST(PseudoLegal, AgreesWithTheGeneratorOnItsMovesAndOnMovesOfThePositionBefore) {
    for (const char* id : kVariantIds) {
        SCOPED_TRACE(id);
        int foreignRefused = 0;
        int foreignAccepted = 0;
        randomGames(variant(id), 2, 120, 41, [&](Game& game, const Move&, const Position& before) {
            const Position& pos = game.position();
            MoveList now, earlier;
            generateMoves(pos, now);
            for (const Move& m : now) ASSERT_TRUE(isPseudoLegal(pos, m)) << formatMove(pos, m);
            // The other side's moves of the position before, asked of this one: a board move of
            // theirs moves none of this side's pieces and must fail.
            generateMoves(before, earlier);
            for (const Move& m : earlier) {
                const bool expected = contains(now, m);
                ASSERT_EQ(isPseudoLegal(pos, m), expected) << formatPosition(pos) << " " << formatMove(before, m);
                (expected ? foreignAccepted : foreignRefused) += 1;
            }
            EXPECT_FALSE(isPseudoLegal(pos, Move{}));
        });
        EXPECT_GT(foreignRefused, 100);
        // Micro's drops: the other side's drop is this side's too when both hold that piece.
        if (std::string(id) == "micro") {
            EXPECT_GT(foreignAccepted, 0);
        }
    }
}

// One node's picks, as the search makes them.
MoveList picks(const Position& pos, const Evaluator& eval, const MoveOrdering& ordering, const Move* hash, int ply) {
    MoveList list;
    std::vector<int> scores;
    MovePicker picker(pos, eval, ordering, list, scores, hash, ply);
    MoveList out;
    Move m;
    while (picker.next(m)) out.push_back(m);
    return out;
}

TEST(MovePicker, GivesEveryMoveOnceTheStoredMoveFirstThenCapturesThenKillers) {
    constexpr int kPly = 3;
    for (const char* id : kVariantIds) {
        SCOPED_TRACE(id);
        const Variant& v = variant(id);
        const Evaluator eval(v);
        MoveOrdering ordering(v);
        std::mt19937_64 rng(7);
        int killersGiven = 0;
        int storedGiven = 0;
        Position older(v);  // two plies back: its moves are this side's, often still moves here
        MoveList olderMoves;
        randomGames(v, 2, 120, 43, [&](Game& game, const Move&, const Position& before) {
            const Position& pos = game.position();
            MoveList all;
            generateMoves(pos, all);
            // Killers and a stored move from two plies back (moves of this side, valid here or not).
            ordering.clear();
            Move stored;
            if (!olderMoves.empty()) {
                for (int k = 0; k < 2; ++k) {
                    const Move& m = olderMoves[rng() % olderMoves.size()];
                    if (!m.isCapture() && !m.changesFace()) ordering.recordCutoff(older, m, kPly, 2);
                }
                stored = rng() % 2 ? olderMoves[rng() % olderMoves.size()] : all[rng() % all.size()];
            }
            const bool storedValid = contains(all, stored);
            const MoveList got = picks(pos, eval, ordering, stored.to == kNoSquare ? nullptr : &stored, kPly);
            ASSERT_EQ(sortedMoves(got), sortedMoves(all)) << formatPosition(pos);
            if (storedValid) {
                ASSERT_FALSE(got.empty());
                EXPECT_EQ(got.front(), stored);
                ++storedGiven;
            }
            if (pos.aroundKept()) {
                // Staged: after the stored move, no capture follows a move that is not one,
                // and the killers that are moves here come right after the captures.
                std::size_t i = storedValid ? 1 : 0;
                while (i < got.size() && got[i].isCapture()) ++i;
                for (std::size_t j = i; j < got.size(); ++j) EXPECT_FALSE(got[j].isCapture());
                for (int k = 0; k < 2; ++k) {
                    const Move& killer = ordering.killer(kPly, k);
                    if (!contains(all, killer) || (storedValid && killer == stored)) continue;
                    ASSERT_LT(i, got.size());
                    EXPECT_TRUE(ordering.isKiller(got[i], kPly)) << formatMove(pos, got[i]);
                    ++i;
                    ++killersGiven;
                }
            } else {
                // Unstaged (small boards): exactly the one-pass order of MoveOrdering and pickNext.
                MoveList list = all;
                std::vector<int> scores;
                ordering.score(pos, eval, list, storedValid ? &stored : nullptr, kPly, scores);
                bool rest = false;
                for (std::size_t j = 0; j < list.size(); ++j) pickNext(list, scores, j, rest);
                EXPECT_EQ(got, list);
            }
            // The position before this move is two plies before the next one, with the same
            // side to move: its moves are the next position's killers and stored moves.
            older = before;
            olderMoves.clear();
            generateMoves(older, olderMoves);
        });
        EXPECT_GT(storedGiven, 50);
        if (variant(id).geometry().files() * variant(id).geometry().ranks() >= Position::kAroundFromSquares) {
            EXPECT_GT(killersGiven, 5);
        }
    }
}

}  // namespace
}  // namespace shogi::test
