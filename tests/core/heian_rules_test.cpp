// Heian Dai Shogi rules: R7 (zone promotion), R9 (King capture, bare King, checkmate), R10.
#include <gtest/gtest.h>

#include "GamePlay.h"
#include "record/GameText.h"

using namespace shogi;
using test::legalMoveTexts;
using test::position;

namespace {
// `n` empty ranks of the 13x13 board, each followed by '/'.
std::string emptyRanks(int n) {
    std::string s;
    for (int i = 0; i < n; ++i) s += "13/";
    return s;
}
}  // namespace

TEST(HeianRules, EnteringTheZoneOffersPromotionToGold) {
    const auto moves = legalMoveTexts(position("heian-dai", "k,12/13/13/P,L,11/1,N,11/13/13/13/13/13/13/13/12,K b -"));
    EXPECT_TRUE(moves.count("a10-a11"));
    EXPECT_TRUE(moves.count("a10-a11+"));
    EXPECT_TRUE(moves.count("b10-b11"));
    EXPECT_TRUE(moves.count("b10-b11+"));
    EXPECT_TRUE(moves.count("b10-b12+"));
    EXPECT_FALSE(moves.count("b10-b13"));  // a Lance on the last rank must promote
    EXPECT_TRUE(moves.count("b10-b13+"));
    EXPECT_TRUE(moves.count("b9-a11"));    // a Knight may stay unpromoted on the third rank
    EXPECT_TRUE(moves.count("b9-a11+"));
}

TEST(HeianRules, KnightMustPromoteOnTheLastTwoRanks) {
    const auto moves = legalMoveTexts(position("heian-dai", "k,12/13/13/1,N,11/13/13/13/13/13/13/13/13/12,K b -"));
    EXPECT_FALSE(moves.count("b10-a12"));
    EXPECT_TRUE(moves.count("b10-a12+"));
    EXPECT_TRUE(moves.count("b10-c12+"));
}

TEST(HeianRules, APieceAlreadyInTheZoneCannotPromoteAndMayBecomeImmobile) {
    const Position pos = position("heian-dai", "k,11,p/1,P,11/P,12/13/13/13/13/13/13/13/13/13/12,K b -");
    const auto moves = legalMoveTexts(pos);
    EXPECT_TRUE(moves.count("a11-a12"));
    EXPECT_FALSE(moves.count("a11-a12+"));
    EXPECT_TRUE(moves.count("b12-b13"));   // stays a Pawn with no move left
    EXPECT_FALSE(moves.count("b12-b13+"));
    Game game(test::variant("heian-dai"), pos);
    test::play(game, {"b12-b13", "a13-a12"});
    EXPECT_TRUE(game.pieceMoves(test::sq(game.position(), "b13")).empty());
}

TEST(HeianRules, KingAndGoldNeverPromote) {
    const auto moves = legalMoveTexts(position("heian-dai", "k,12/13/13/6,G,K,5/13/13/13/13/13/13/13/13/13 b -"));
    for (const auto& m : moves) EXPECT_EQ(m.find('+'), std::string::npos) << m;
}

TEST(HeianRules, CapturingTheKingWins) {
    Game game(test::variant("heian-dai"), position("heian-dai", "p,5,k,6/6,G,6/13/13/13/13/13/13/13/13/13/P,12/6,K,6 b -"));
    test::play(game, {"g12xg13"});
    EXPECT_EQ(game.result(), winFor(kBlack, EndReason::RoyalCaptured));
}

TEST(HeianRules, ExposingTheKingIsLegalButFlagged) {
    // White's Side Mover on g2 sweeps rank 2 and steps down to g1.
    Game game(test::variant("heian-dai"), position("heian-dai", "k,p,11/" + emptyRanks(10) + "6,sm,6/5,K,6,P b -"));
    int exposed = 0, safe = 0;
    for (const auto& pm : game.pieceMoves(test::sq(game.position(), "f1"))) {
        const bool attacked = moveText(game, pm.move) == "f1-g1" || moveText(game, pm.move) == "f1-f2" || moveText(game, pm.move) == "f1-e2";
        EXPECT_EQ(pm.exposesRoyal, attacked) << moveText(game, pm.move);
        (attacked ? exposed : safe)++;
    }
    EXPECT_EQ(exposed, 3);   // all three are still legal moves
    EXPECT_EQ(safe, 2);      // f1-e1 and the capture f1xg2
}

TEST(HeianRules, BaringTheOtherKingWins) {
    Game game(test::variant("heian-dai"),
              position("heian-dai", "k,12/13/13/13/13/13/5,p,7/5,G,7/13/13/P,12/13/6,K,6 b -"));
    test::play(game, {"f6xf7"});
    EXPECT_EQ(game.result(), winFor(kBlack, EndReason::BareKing));
}

TEST(HeianRules, ABareKingThatBaresTheOtherAtOnceDraws) {
    Game game(test::variant("heian-dai"),
              position("heian-dai", "13/13/13/13/13/5,k,7/5,p,7/5,G,7/13/13/13/13/K,12 b -"));
    test::play(game, {"f6xf7"});
    EXPECT_EQ(game.result(), (GameResult{Outcome::Draw, EndReason::BareKingDraw}));
}

TEST(HeianRules, CheckmateIsDeclaredWhenEveryMoveLosesTheKing) {
    Game game(test::variant("heian-dai"),
              position("heian-dai", "k,12/13/12,p/13/13/13/13/13/13/13/13/13/L,FC,4,K,6 w -"));
    EXPECT_TRUE(game.inCheck());
    EXPECT_EQ(game.result(), winFor(kBlack, EndReason::Checkmate));
}

TEST(HeianRules, NotMateWhileOneMoveKeepsTheKing) {
    // Same, but the b-file is open for the King: no mate.
    Game game(test::variant("heian-dai"),
              position("heian-dai", "k,12/13/12,p/13/13/13/13/13/13/13/13/13/L,5,K,6 w -"));
    EXPECT_TRUE(game.inCheck());
    EXPECT_FALSE(game.result().over());
}

TEST(HeianRules, FourfoldRepetitionIsADraw) {
    Game game(test::variant("heian-dai"), position("heian-dai", "p,5,k,6/" + emptyRanks(11) + "P,5,K,6 b -"));
    for (int cycle = 0; cycle < 3; ++cycle) {
        ASSERT_FALSE(game.result().over());
        test::play(game, {"g1-f1", "g13-f13", "f1-g1"});
        ASSERT_FALSE(game.result().over()) << "cycle " << cycle;
        test::play(game, {"f13-g13"});
    }
    EXPECT_EQ(game.result(), (GameResult{Outcome::Draw, EndReason::Repetition}));
}
