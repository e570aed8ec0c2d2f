// Micro Shogi rules: R8 (drops, self-check, checkmate, no legal move) and R10 (repetition).
#include <gtest/gtest.h>

#include "GamePlay.h"

using namespace shogi;
using test::legalMoveTexts;
using test::position;

TEST(MicroRules, DropsEitherFaceButNeverWhereTheFaceCouldNotMove) {
    const auto moves = legalMoveTexts(position("micro", "k,3/4/4/4/3,K b P,S"));
    EXPECT_TRUE(moves.count("P*b4"));
    EXPECT_FALSE(moves.count("P*b5"));     // a Pawn on the last rank
    EXPECT_TRUE(moves.count("+P*b3"));     // the Knight face
    EXPECT_FALSE(moves.count("+P*b4"));    // a Knight on the last two ranks
    EXPECT_FALSE(moves.count("+P*b5"));
    EXPECT_TRUE(moves.count("S*b5"));      // a Silver can always move back
    EXPECT_TRUE(moves.count("+S*b4"));     // the Lance face
    EXPECT_FALSE(moves.count("+S*b5"));
    int pawnDrops = 0, knightDrops = 0;
    for (const auto& m : moves) {
        pawnDrops += m.rfind("P*", 0) == 0;
        knightDrops += m.rfind("+P*", 0) == 0;
    }
    EXPECT_EQ(pawnDrops, 15);   // 18 empty squares less three on rank 5
    EXPECT_EQ(knightDrops, 11); // less the seven on ranks 4 and 5
}

TEST(MicroRules, WhiteDropRestrictionsAreMirrored) {
    const auto moves = legalMoveTexts(position("micro", "k,3/4/4/4/3,K w p"));
    EXPECT_TRUE(moves.count("P*b2"));
    EXPECT_FALSE(moves.count("P*b1"));
    EXPECT_TRUE(moves.count("+P*b3"));
    EXPECT_FALSE(moves.count("+P*b2"));
}

TEST(MicroRules, TwoPawnsOnAFileAreAllowed) {
    const auto moves = legalMoveTexts(position("micro", "k,3/4/4/1,P,2/3,K b P"));
    EXPECT_TRUE(moves.count("P*b3"));
    EXPECT_TRUE(moves.count("P*b1"));
}

TEST(MicroRules, PawnDropMateIsAllowedAndWins) {
    Game game(test::variant("micro"), position("micro", "k,p,2/4/1,G,2/4/3,K b P"));
    test::play(game, {"P*a4"});
    EXPECT_EQ(game.result(), winFor(kBlack, EndReason::Checkmate));
    EXPECT_TRUE(game.legalMoves().empty());
}

TEST(MicroRules, AMoveLeavingTheKingAttackedIsIllegal) {
    const Position pos = position("micro", "k,3/3,+g/4/3,S/3,K b -");
    auto fromSilver = legalMoveTexts(pos);
    EXPECT_TRUE(fromSilver.count("d2-d3"));
    EXPECT_FALSE(fromSilver.count("d2-c3"));   // would open the file to the Rook on d4
    EXPECT_FALSE(fromSilver.count("d2-c1"));
    EXPECT_TRUE(fromSilver.count("d1-c1"));
    EXPECT_TRUE(fromSilver.count("d1-c2"));
    // Pseudo-legal generation still has them: legality is a separate rule.
    EXPECT_TRUE(test::movesFrom(pos, "d2").count("d2-c3"));
}

TEST(MicroRules, NoLegalMoveLosesEvenWithoutCheck) {
    Game game(test::variant("micro"), position("micro", "3,k/4/1,+b,2/2,s,1/K,3 b -"));
    EXPECT_FALSE(game.inCheck());
    EXPECT_EQ(game.result(), winFor(kWhite, EndReason::NoLegalMoves));
}

TEST(MicroRules, PiecesMayMoveWhereTheyAreTrapped) {
    const auto moves = legalMoveTexts(position("micro", "3,k/1,P,2/1,+P,2/4/K,3 b -"));
    EXPECT_TRUE(moves.count("b4-b5"));
    EXPECT_TRUE(moves.count("b3-a5"));
    EXPECT_TRUE(moves.count("b3-c5"));
}

TEST(MicroRules, CapturedPromotedPieceGoesToHandAsItsBaseType) {
    Game game(test::variant("micro"), position("micro", "k,3/4/1,+s,2/1,G,2/3,K b -"));
    test::play(game, {"b2xb3+"});
    const Variant& v = game.variant();
    EXPECT_EQ(game.position().handCount(kBlack, v.typeByCode("S")), 1);
    EXPECT_EQ(cellKind(game.position().cell(test::sq(game.position(), "b3"))), v.kindByCode("+G"));
}

TEST(MicroRules, FourfoldRepetitionWithoutPerpetualCheckIsADraw) {
    Game game(test::variant("micro"), position("micro", "3,k/4/4/4/K,3 b -"));
    for (int cycle = 0; cycle < 3; ++cycle) {
        ASSERT_FALSE(game.result().over());
        test::play(game, {"a1-a2", "d5-d4", "a2-a1"});
        ASSERT_FALSE(game.result().over()) << "cycle " << cycle;
        test::play(game, {"d4-d5"});
    }
    EXPECT_EQ(game.result(), (GameResult{Outcome::Draw, EndReason::Repetition}));
}

TEST(MicroRules, PerpetualCheckerLosesOnTheFourthOccurrence) {
    Game game(test::variant("micro"), position("micro", "k,3/4/3,+G/4/3,K b -"));
    test::play(game, {"d3-d5"});
    for (int cycle = 0; cycle < 3; ++cycle) {
        ASSERT_FALSE(game.result().over());
        test::play(game, {"a5-a4", "d5-d4", "a4-a5", "d4-d5"});
    }
    EXPECT_EQ(game.result(), winFor(kWhite, EndReason::PerpetualCheck));
}

TEST(MicroRules, UndoAfterTheEndResumesTheGame) {
    Game game(test::variant("micro"), position("micro", "k,p,2/4/1,G,2/4/3,K b P"));
    test::play(game, {"P*a4"});
    ASSERT_TRUE(game.result().over());
    ASSERT_TRUE(game.undo());
    EXPECT_FALSE(game.result().over());
    EXPECT_EQ(game.position().handCount(kBlack, game.variant().typeByCode("P")), 1);
}
