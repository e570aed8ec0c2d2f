// The game-end rules of game/GameEnd and game/PositionHistory on their own, as the game and
// the engine's search both use them: bare King and its draw (R9), two royals, perpetual
// check and repetition across irreversible moves (R10).
#include <gtest/gtest.h>

#include "EngineTestSupport.h"
#include "RandomGames.h"
#include "game/PositionHistory.h"
#include "notation/MoveText.h"
#include "record/GameText.h"

namespace shogi::test {
namespace {

// How a check reaches the history: with the push, as a game records it, or marked after
// it, as the search does (it learns of the check at the next node).
enum class CheckFlag { AtPush, MarkedAfter };

// Plays move texts on `pos` and records each in `history` with whether it gave check.
void playInto(Position& pos, PositionHistory& history, std::initializer_list<const char*> texts,
              CheckFlag flag = CheckFlag::AtPush) {
    for (const char* text : texts) {
        MoveList legal;
        legalMoves(pos, legal);
        std::string error;
        const std::optional<Move> m = parseMove(pos, text, legal, error);
        ASSERT_TRUE(m) << text << ": " << error;
        Position::Undo undo;
        pos.make(*m, undo);
        const bool check = inCheck(pos, pos.sideToMove());
        history.push(pos, *m, flag == CheckFlag::AtPush && check);
        if (flag == CheckFlag::MarkedAfter && check) history.markCheck();
    }
}

const GameResult kBareKingDraw{Outcome::Draw, EndReason::BareKingDraw};
const GameResult kRepetitionDraw{Outcome::Draw, EndReason::Repetition};

// Heian: White's King on f8 is bare; Black has its King on a1 and a Gold.
TEST(GameEnd, BareKingThatCanTakeTheLastPieceDraws) {
    const Position pos = position("heian-dai", "13/13/13/13/13/5,k,7/5,G,7/13/13/13/13/13/K,12 w -");
    EXPECT_TRUE(isBare(pos, kWhite));
    EXPECT_FALSE(isBare(pos, kBlack));
    EXPECT_EQ(materialResult(pos), kBareKingDraw);
}

TEST(GameEnd, BareKingThatCannotTakeTheLastPieceLoses) {
    // The Gold two squares away, out of the King's reach.
    const Position pos = position("heian-dai", "13/13/13/13/13/5,k,7/13/5,G,7/13/13/13/13/K,12 w -");
    EXPECT_EQ(materialResult(pos), winFor(kBlack, EndReason::BareKing));
    // Two pieces left to the other side: taking one does not bare it, so no draw.
    const Position two = position("heian-dai", "13/13/13/13/13/5,k,7/5,G,G,6/13/13/13/13/13/K,12 w -");
    EXPECT_EQ(materialResult(two), winFor(kBlack, EndReason::BareKing));
}

TEST(GameEnd, BareKingRulesDecideForEitherSideToMove) {
    EXPECT_EQ(materialResult(position("heian-dai", "k,12/13/13/13/13/13/13/13/13/13/13/13/K,12 b -")), kBareKingDraw);
    // Black to move and White bare: Black has won, whatever White could do next.
    const Position pos = position("heian-dai", "13/13/13/13/13/5,k,7/5,G,7/13/13/13/13/13/K,12 b -");
    EXPECT_EQ(materialResult(pos), winFor(kBlack, EndReason::BareKing));
}

TEST(GameEnd, BareKingIsAHeianRuleOnly) {
    // Maka Dai Dai: White has only its King and Prince (+DE), bare by the definition, and
    // plays on.
    const Position pos = placedPieces("maka-dai-dai", {{"j10", "k"}, {"j12", "+de"}, {"a1", "K"}, {"b1", "G"}}, kWhite);
    EXPECT_TRUE(isBare(pos, kWhite));
    EXPECT_FALSE(materialResult(pos).over());
}

// Maka Dai Dai: a Black Lion next to White's King (j11) with the Prince (+DE) behind it (j12).
TEST(GameEnd, WithTwoRoyalsOnlyTakingBothWins) {
    const Position pos =
        placedPieces("maka-dai-dai", {{"j10", "LN"}, {"j11", "k"}, {"j12", "+de"}, {"a19", "p"}, {"a1", "K"}});
    const Variant& v = pos.variant();
    MoveList moves;
    generateMoves(pos, moves);
    int both = 0, one = 0;
    for (const Move& m : moves) {
        int royals = 0;
        for (int i = 0; i < m.captureCount; ++i) royals += v.kind(cellKind(pos.cell(m.captures[i]))).royal ? 1 : 0;
        EXPECT_EQ(takesLastRoyal(pos, m), royals == 2) << formatMove(pos, m);
        both += royals == 2 ? 1 : 0;
        one += royals == 1 ? 1 : 0;
    }
    EXPECT_GT(both, 0);  // the Lion's double capture
    EXPECT_GT(one, 0);
    EXPECT_TRUE(anyTakesLastRoyal(pos, moves));

    // After taking the King alone the Prince plays on; taking it then wins.
    std::string error;
    const std::optional<Move> takeKing = parseMove(pos, "j10xj11", moves, error);
    ASSERT_TRUE(takeKing) << error;
    Position after = pos;
    Position::Undo undo;
    after.make(*takeKing, undo);
    EXPECT_EQ(after.royalCount(kWhite), 1);
    EXPECT_FALSE(materialResult(after).over());
    after.setSideToMove(kBlack);
    MoveList next;
    generateMoves(after, next);
    EXPECT_TRUE(anyTakesLastRoyal(after, next));
    after.setSideToMove(kWhite);
    after.remove(sq(after, "j12"));
    EXPECT_EQ(materialResult(after), winFor(kBlack, EndReason::RoyalCaptured));
}

TEST(GameEnd, NoLegalMoveLosesByCheckmateOrStalemate) {
    const Position stalemate = position("micro", "3,k/4/1,+b,2/2,s,1/K,3 b -");
    const Position mate = position("micro", "k,3/G,3/1,G,2/4/3,K w -");
    for (const Position& pos : {stalemate, mate}) {
        Position scratch = pos;
        MoveList legal;
        legalMoves(scratch, legal);
        EXPECT_TRUE(legal.empty()) << formatPosition(pos);
    }
    EXPECT_EQ(noLegalMoveResult(stalemate), winFor(kWhite, EndReason::NoLegalMoves));
    EXPECT_EQ(noLegalMoveResult(mate), winFor(kBlack, EndReason::Checkmate));
}

// Heian: White's King on a13 is boxed in by its own Pawn; Black's Lance holds the a-file and
// the Free Chariot (when there) the b-file.
TEST(GameEnd, CheckmateIsDeclaredWhenEveryLegalMoveLosesTheLastRoyal) {
    for (const bool chariot : {true, false}) {
        Position pos = position("heian-dai", std::string("k,12/13/12,p/13/13/13/13/13/13/13/13/13/") +
                                                 (chariot ? "L,FC,4,K,6 w -" : "L,5,K,6 w -"));
        MoveList legal;
        legalMoves(pos, legal);
        ASSERT_FALSE(legal.empty());
        EXPECT_EQ(everyMoveLosesLastRoyal(pos, legal), chariot);
        EXPECT_EQ(positionResult(pos), chariot ? winFor(kBlack, EndReason::Checkmate) : GameResult{});
    }
}

// Without the list the moves are tried one piece at a time (and a move that saved the side
// before first): the result must be the list's, whatever the position, and the move it hands
// back must be a legal move that keeps the game going.
TEST(GameEnd, TheResultWithoutTheListIsTheListsResult) {
    int over = 0, compared = 0;
    for (const Variant* v : allVariants()) {
        Move saving;  // kept from position to position, as a search keeps it
        randomGames(*v, scaled(3), 160, 77, [&](Game& game, const Move&, const Position&) {
            Position pos = game.position();
            MoveList legal;
            const GameResult listed = positionResult(pos, &legal);
            const GameResult tried = positionResult(pos, saving);
            ++compared;
            ASSERT_EQ(listed, tried) << v->id() << " " << formatPosition(pos);
            if (listed.over()) {
                ++over;
                return;
            }
            ASSERT_NE(std::find(legal.begin(), legal.end(), saving), legal.end()) << formatPosition(pos);
            if (v->rules().royal == RoyalRule::RoyalCapture) {
                EXPECT_FALSE(exposesLastRoyal(pos, saving));
            }
        });
    }
    // Random games end in every way: the comparison met finished positions too.
    EXPECT_GT(over, 0);
    EXPECT_GT(compared, scaled(1000));  // fewer games where the sanitizers scale the work down
}

// Micro: Black's promoted Gold checks White's King on a5 from d5, then from d4, and back.
TEST(PositionHistory, ThePerpetualCheckerLosesOnTheFourthOccurrence) {
    Position pos = position("micro", "k,3/4/3,+G/4/3,K b -");
    PositionHistory history(pos);
    playInto(pos, history, {"d3-d5"});  // the first occurrence comes after this check
    EXPECT_EQ(history.occurrences(), 1);
    for (int cycle = 1; cycle <= 3; ++cycle) {
        EXPECT_FALSE(history.result().over());
        playInto(pos, history, {"a5-a4", "d5-d4", "a4-a5", "d4-d5"});
        EXPECT_EQ(history.occurrences(), cycle + 1);
        EXPECT_TRUE(history.repeated());
    }
    EXPECT_EQ(history.result(), winFor(kWhite, EndReason::PerpetualCheck));
}

TEST(PositionHistory, RepetitionWithoutAPerpetualCheckerIsADraw) {
    Position pos = position("micro", "3,k/4/4/4/K,3 b -");
    PositionHistory history(pos);
    for (int cycle = 0; cycle < 3; ++cycle) {
        EXPECT_FALSE(history.result().over());
        playInto(pos, history, {"a1-a2", "d5-d4", "a2-a1", "d4-d5"});
    }
    EXPECT_EQ(history.occurrences(), 4);
    EXPECT_EQ(history.result(), kRepetitionDraw);
}

// The search judges a line at the first return to a position, by the cycle since then: a
// perpetual check loses for the checker at once (not a draw, as the search used to score
// every return, which let it count on perpetual checks that lose), a plain cycle draws. The
// game itself is not over yet.
TEST(PositionHistory, InASearchLineTheFirstReturnIsJudgedByItsCycle) {
    Position pos = position("micro", "k,3/4/3,+G/4/3,K b -");
    PositionHistory history(pos);
    playInto(pos, history, {"d3-d5", "a5-a4", "d5-d4", "a4-a5"});
    EXPECT_FALSE(history.repetitionInLine().over());
    playInto(pos, history, {"d4-d5"});  // back to the position after d3-d5, every Black move a check
    EXPECT_FALSE(history.result().over());
    EXPECT_EQ(history.repetitionInLine(), winFor(kWhite, EndReason::PerpetualCheck));

    Position quiet = position("micro", "3,k/4/4/4/K,3 b -");
    PositionHistory plain(quiet);
    playInto(quiet, plain, {"a1-a2", "d5-d4", "a2-a1"});
    EXPECT_FALSE(plain.repetitionInLine().over());
    playInto(quiet, plain, {"d4-d5"});
    EXPECT_FALSE(plain.result().over());
    EXPECT_EQ(plain.repetitionInLine(), kRepetitionDraw);
}

// What the search passes: no check flag at push, set by markCheck() at the next node.
TEST(PositionHistory, ACheckMarkedAfterThePushCountsForThePerpetualRule) {
    Position pos = position("micro", "k,3/4/3,+G/4/3,K b -");
    PositionHistory history(pos);
    playInto(pos, history, {"d3-d5", "a5-a4", "d5-d4", "a4-a5", "d4-d5"}, CheckFlag::MarkedAfter);
    EXPECT_EQ(history.repetitionInLine(), winFor(kWhite, EndReason::PerpetualCheck));
}

TEST(PositionHistory, OnlyMovesSinceTheFirstOccurrenceMakeAPerpetualChecker) {
    // Black's King moves (no check) come before the first occurrence; from then on every
    // Black move checks.
    Position pos = position("micro", "k,3/4/3,+G/4/3,K b -");
    PositionHistory history(pos);
    playInto(pos, history, {"d1-c1", "a5-a4", "c1-d1", "a4-a5", "d3-d5"});
    for (int cycle = 0; cycle < 3; ++cycle) playInto(pos, history, {"a5-a4", "d5-d4", "a4-a5", "d4-d5"});
    EXPECT_EQ(history.occurrences(), 4);
    EXPECT_EQ(history.result(), winFor(kWhite, EndReason::PerpetualCheck));
}

TEST(PositionHistory, CapturesWithoutDropsAreIrreversible) {
    // Heian: the Kings shuffle after a capture; nothing before the capture can repeat.
    Position pos = position("heian-dai", "p,5,k,6/" + std::string("13/13/13/13/13/13/13/13/13/13/p,12/") + "P,5,K,6 b -");
    PositionHistory history(pos);
    playInto(pos, history, {"g1-f1", "g13-f13", "f1-g1", "f13-g13"});
    EXPECT_EQ(history.occurrences(), 2);
    EXPECT_EQ(history.repeatableFrom(), 0);
    playInto(pos, history, {"a1xa2"});
    EXPECT_EQ(history.repeatableFrom(), 5);
    for (int cycle = 0; cycle < 3; ++cycle) {
        EXPECT_FALSE(history.result().over()) << cycle;
        playInto(pos, history, {"g13-f13", "g1-f1", "f13-g13", "f1-g1"});
    }
    // The position after the capture occurs for the fourth time and ends the game; the two
    // occurrences of the start before the capture are a different position and not counted.
    EXPECT_EQ(history.repeatableFrom(), 5);
    EXPECT_EQ(history.occurrences(), 4);
    EXPECT_EQ(history.result(), kRepetitionDraw);
}

TEST(PositionHistory, CapturesAreReversibleWithDrops) {
    // Micro: a captured piece comes back by a drop, so a capture does not cut the history.
    Position pos = position("micro", "k,3/4/1,p,2/1,G,2/3,K b -");
    PositionHistory history(pos);
    playInto(pos, history, {"b2xb3+"});
    EXPECT_EQ(history.repeatableFrom(), 0);
}

TEST(PositionHistory, ANullMoveIsABarrier) {
    // The search's null move: the board after two of them equals the start, but no game
    // reached it that way.
    Position pos = position("micro", "3,k/4/4/4/K,3 b -");
    PositionHistory history(pos);
    for (int i = 0; i < 2; ++i) {
        pos.setSideToMove(opposite(pos.sideToMove()));
        history.pushNull(pos);
    }
    EXPECT_EQ(history.repeatableFrom(), 2);
    EXPECT_FALSE(history.repeated());
    EXPECT_EQ(history.occurrences(), 1);
    history.pop();
    history.pop();
    playInto(pos, history, {"a1-a2", "d5-d4", "a2-a1", "d4-d5"});
    EXPECT_TRUE(history.repeated());
}

}  // namespace
}  // namespace shogi::test
