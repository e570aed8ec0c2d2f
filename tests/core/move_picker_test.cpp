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
#include "notation/MoveText.h"

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

// MoveOrdering's score of each move, as if none were the stored move.
std::vector<int> scoresOf(const Position& pos, const Evaluator& eval, const MoveOrdering& ordering,
                          const MoveList& moves, int ply) {
    std::vector<int> scores;
    ordering.score(pos, eval, moves, nullptr, ply, scores);
    return scores;
}

TEST(MovePicker, GivesEveryMoveOnceTheStoredMoveFirstThenCapturesThenKillers) {
    constexpr int kPly = 3;
    for (const char* id : kVariantIds) {
        SCOPED_TRACE(id);
        const Variant& v = variant(id);
        const bool staged = Position(v).aroundKept();
        const Evaluator eval(v);
        MoveOrdering ordering(v);
        std::mt19937_64 rng(7);
        int killersGiven = 0;
        int storedGiven = 0;
        int storedCaptures = 0;
        int storedKillers = 0;
        Position older(v);  // two plies back, with the same side to move: its moves are this side's
        MoveList olderMoves;
        randomGames(v, 2, 120, 43, [&](Game& game, const Move&, const Position& before) {
            // The position before this move is two plies before the next one.
            const auto remember = [&] {
                older = before;
                olderMoves.clear();
                generateMoves(older, olderMoves);
            };
            if (game.moves().size() == 1) olderMoves.clear();  // a new game
            const Position& pos = game.position();
            MoveList all;
            generateMoves(pos, all);
            if (all.empty() || olderMoves.empty()) return remember();
            // Killers and a stored move: moves of two plies back (this side's, moves here or
            // not), or moves of this position; now and then the stored move is a killer.
            ordering.clear();
            for (int k = 0; k < 2; ++k) {
                const Move& m = rng() % 3 ? olderMoves[rng() % olderMoves.size()] : all[rng() % all.size()];
                if (!m.isCapture() && !m.changesFace()) ordering.recordCutoff(older, m, kPly, 2);
            }
            const int pick = static_cast<int>(rng() % 4);
            const Move stored = pick == 0   ? olderMoves[rng() % olderMoves.size()]
                                : pick == 1 ? ordering.killer(kPly, 0)
                                            : all[rng() % all.size()];
            const bool storedValid = contains(all, stored);
            const MoveList got = picks(pos, eval, ordering, stored.to == kNoSquare ? nullptr : &stored, kPly);
            ASSERT_EQ(sortedMoves(got), sortedMoves(all)) << formatPosition(pos);
            std::size_t i = 0;
            if (storedValid) {
                EXPECT_EQ(got.front(), stored);
                ++storedGiven;
                storedCaptures += stored.isCapture() ? 1 : 0;
                storedKillers += ordering.isKiller(stored, kPly) ? 1 : 0;
                i = 1;
            }
            const std::vector<int> scores = scoresOf(pos, eval, ordering, got, kPly);
            if (staged) {
                // The captures, best first; then the killers that are moves here, in their
                // order; then the rest, best first, none of them a capture.
                const std::size_t capturesFrom = i;
                while (i < got.size() && got[i].isCapture()) ++i;
                for (std::size_t j = capturesFrom + 1; j < i; ++j) EXPECT_LE(scores[j], scores[j - 1]);
                for (int k = 0; k < 2; ++k) {
                    const Move& killer = ordering.killer(kPly, k);
                    if (!contains(all, killer) || (storedValid && killer == stored)) continue;
                    ASSERT_LT(i, got.size());
                    EXPECT_EQ(got[i], killer) << formatMove(pos, got[i]);
                    ++i;
                    ++killersGiven;
                }
                for (std::size_t j = i; j < got.size(); ++j) {
                    EXPECT_FALSE(got[j].isCapture());
                    EXPECT_FALSE(ordering.isKiller(got[j], kPly));
                    if (j > i) {
                        EXPECT_LE(scores[j], scores[j - 1]) << formatMove(pos, got[j]);
                    }
                }
            } else {
                // Unstaged (small boards): exactly the one-pass order of MoveOrdering and pickNext.
                MoveList list = all;
                std::vector<int> oneP;
                ordering.score(pos, eval, list, storedValid ? &stored : nullptr, kPly, oneP);
                bool rest = false;
                for (std::size_t j = 0; j < list.size(); ++j) pickNext(list, oneP, j, rest);
                EXPECT_EQ(got, list);
            }
            remember();
        });
        EXPECT_GT(storedGiven, 50);
        EXPECT_GT(storedCaptures, 0);
        if (staged) {
            EXPECT_GT(killersGiven, 5);
            EXPECT_GT(storedKillers, 0);
        }
    }
}

}  // namespace
}  // namespace shogi::test
