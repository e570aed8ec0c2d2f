// The prover (core/problems/Prover) against a search written the plainest way: every move of
// both sides, the rules' full answer (game/GameEnd with the move list) at every position, and
// nothing remembered. Both must agree on every position of seeded random games of every
// variant, whatever the prover was asked before.
#include <gtest/gtest.h>

#include <atomic>

#include "RandomGames.h"
#include "TestSupport.h"
#include "problems/Prover.h"

namespace shogi::test {
namespace {

Outcome winOf(Side side) { return side == kBlack ? Outcome::BlackWins : Outcome::WhiteWins; }

// Whether the attacker wins within `moves` more of its moves: on its turn some move must
// win, on the defender's every move must lose.
bool plainWins(Position& pos, Side attacker, int moves) {
    MoveList legal;
    const GameResult r = positionResult(pos, &legal);
    if (r.over()) return r.outcome == winOf(attacker);
    if (moves == 0) return false;
    const bool attacking = pos.sideToMove() == attacker;
    for (const Move& m : legal) {
        Position::Undo undo;
        pos.make(m, undo);
        const bool win = plainWins(pos, attacker, attacking ? moves - 1 : moves);
        pos.unmake(m, undo);
        if (win == attacking) return win;
    }
    return !attacking;
}

struct Sample {
    Position position;
    int moves;
};

// Positions of random games of up to `plies` plies, every `every` plies and the last before
// each end (where wins are), each with the most moves the plain search can afford in it.
std::vector<Sample> samples(const char* id, int games, int plies, int every, int maxMoves) {
    std::vector<Sample> out;
    randomGames(variant(id), games, plies, 5, [&](Game& game, const Move&, const Position& before) {
        if (game.moves().size() % static_cast<std::size_t>(every) == 0) out.push_back({game.position(), maxMoves});
        if (game.result().over()) out.push_back({before, maxMoves});
    });
    return out;
}

void expectPlainAnswers(const std::vector<Sample>& cases, int& wins) {
    Prover shared;
    for (const Sample& c : cases) {
        for (int n = 1; n <= c.moves; ++n) {
            Position pos = c.position;
            const bool plain = plainWins(pos, pos.sideToMove(), n);
            wins += plain;
            ASSERT_EQ(shared.winsWithin(c.position, n), plain) << formatPosition(c.position) << " within " << n;
            // Too short for a repetition to end a line: the generous answer is the same.
            ASSERT_EQ(shared.mayWinWithin(c.position, n), plain) << formatPosition(c.position) << " within " << n;
            Prover fresh;
            ASSERT_EQ(fresh.winsWithin(c.position, n), plain) << formatPosition(c.position) << " within " << n;
        }
    }
}

TEST(Prover, AgreesWithThePlainSearchInMicroUpToThreeMoves) {
    int wins = 0;
    expectPlainAnswers(samples("micro", scaled(4), 120, 4, 3), wins);
    EXPECT_GT(wins, 0);
}

TEST(Prover, AgreesWithThePlainSearchInHeianUpToTwoMoves) {
    int wins = 0;
    expectPlainAnswers(samples("heian-dai", scaled(2), 2000, 40, 2), wins);
    EXPECT_GT(wins, 0);
}

// The large boards' hundreds of moves a side leave the plain search one move there.
TEST(Prover, AgreesWithThePlainSearchOnTheLargeBoards) {
    for (const char* id : {"macadamia", "hook", "maka-dai-dai"}) {
        int wins = 0;
        expectPlainAnswers(samples(id, scaled(2), 3000, 60, 1), wins);
        EXPECT_GT(wins, 0) << id;
    }
}

// Endgames on the large boards, few pieces: two moves, Lions and hook movers included.
TEST(Prover, AgreesWithThePlainSearchInLargeEndgames) {
    const std::vector<Sample> cases{
        {placed("maka-dai-dai", {{"j10", "k"}, {"h8", "LN"}, {"l9", "G"}, {"a1", "K"}, {"s19", "p"}}), 2},
        {placed("maka-dai-dai", {{"j10", "k"}, {"h8", "LN"}, {"l9", "G"}, {"a1", "K"}, {"s19", "p"}}, kWhite), 2},
        {placed("macadamia", {{"g13", "k"}, {"g11", "LN"}, {"e12", "R"}, {"a1", "K"}, {"m5", "p"}}), 2},
        {placed("hook", {{"h16", "k"}, {"c12", "HM"}, {"n13", "G"}, {"a1", "K"}, {"a16", "p"}}), 2},
        {placed("heian-dai", {{"g13", "k"}, {"g11", "G"}, {"a12", "FC"}, {"a1", "K"}, {"m13", "p"}}), 2},
    };
    int wins = 0;
    expectPlainAnswers(cases, wins);
    EXPECT_GT(wins, 0);
}

// A question with the first move given is the question after that move.
TEST(Prover, AFirstMoveGivenIsPlayedFirst) {
    Prover prover;
    int wins = 0;
    for (const Sample& c : samples("micro", scaled(6, 2), 120, 4, 2)) {
        Position pos = c.position;
        MoveList legal;
        if (positionResult(pos, &legal).over()) continue;
        bool any = false;
        for (const Move& m : legal) {
            Position after = pos;
            Position::Undo undo;
            after.make(m, undo);
            const bool plain = plainWins(after, pos.sideToMove(), 1);
            ASSERT_EQ(prover.winsWithin(pos, 2, &m), plain) << formatPosition(pos);
            any = any || plain;
            wins += plain;
        }
        EXPECT_EQ(prover.winsWithin(pos, 2), any) << formatPosition(pos);
    }
    EXPECT_GT(wins, 0);
}

// Where a repetition could end a line (four moves and more), the generous answer is never
// "no" where the plain one is "yes", and the fewest moves agree with the answers.
TEST(Prover, TheGenerousAnswerCoversThePlainOne) {
    Prover prover;
    for (const Sample& c : samples("micro", scaled(3), 120, 5, 4)) {
        for (int n = 1; n <= c.moves; ++n) {
            if (prover.winsWithin(c.position, n)) {
                EXPECT_TRUE(prover.mayWinWithin(c.position, n)) << formatPosition(c.position);
            }
        }
        const int shortest = prover.shortestWin(c.position, c.moves);
        if (shortest > 0) {
            EXPECT_TRUE(prover.winsWithin(c.position, shortest));
            if (shortest > 1) {
                EXPECT_FALSE(prover.winsWithin(c.position, shortest - 1));
            }
        }
    }
}

TEST(Prover, StopsWhenAsked) {
    const std::atomic<bool> stop{true};
    Prover prover;
    prover.setStopFlag(&stop);
    const Position start = startPosition(variant("maka-dai-dai"));
    EXPECT_FALSE(prover.winsWithin(start, 3));
    EXPECT_TRUE(prover.stopped());
    prover.setStopFlag(nullptr);
    EXPECT_FALSE(prover.winsWithin(start, 1));
    EXPECT_FALSE(prover.stopped());
}

}  // namespace
}  // namespace shogi::test
