// The game API a user interface uses: moves of one piece with paths and flags, playing,
// undoing, parsing and results.
#include <gtest/gtest.h>

#include "GamePlay.h"
#include "record/GameText.h"

using namespace shogi;

TEST(GameApi, PieceMovesCarryTextPathsAndFlags) {
    Game game(test::variant("heian-dai"));
    const Position& pos = game.position();
    const auto moves = game.pieceMoves(test::sq(pos, "c1"));   // the Iron General
    ASSERT_EQ(moves.size(), 2u);
    std::set<std::string> texts;
    for (const auto& pm : moves) {
        texts.insert(moveText(game, pm.move));
        EXPECT_FALSE(pm.capture);
        EXPECT_FALSE(pm.promotes);
        ASSERT_EQ(pm.paths.size(), 1u);
        EXPECT_EQ(pm.paths[0].squares.front(), test::sq(pos, "c1"));
        EXPECT_EQ(pm.paths[0].squares.back(), pm.move.to);
    }
    EXPECT_EQ(texts, (std::set<std::string>{"c1-c2", "c1-d2"}));
    // White's pieces have no legal moves on Black's turn.
    EXPECT_TRUE(game.pieceMoves(test::sq(pos, "c13")).empty());
}

TEST(GameApi, SlidePathsListEverySquarePassed) {
    Game game(test::variant("heian-dai"), test::position("heian-dai", "k,11,p/13/13/13/13/13/13/13/13/13/13/13/L,5,K,6 b -"));
    for (const auto& pm : game.pieceMoves(test::sq(game.position(), "a1"))) {
        if (moveText(game, pm.move) != "a1-a5") continue;
        ASSERT_EQ(pm.paths.size(), 1u);
        std::vector<std::string> names;
        for (Square s : pm.paths[0].squares) names.push_back(game.variant().geometry().name(s));
        EXPECT_EQ(names, (std::vector<std::string>{"a1", "a2", "a3", "a4", "a5"}));
        EXPECT_EQ(pm.paths[0].waypoints.size(), 2u);
        return;
    }
    FAIL() << "a1-a5 missing";
}

TEST(GameApi, PromotionChoiceIsMarkedOnBothMoves) {
    Game game(test::variant("heian-dai"), test::position("heian-dai", "k,11,p/13/13/P,12/13/13/13/13/13/13/13/13/6,K,6 b -"));
    const auto moves = game.pieceMoves(test::sq(game.position(), "a10"));
    ASSERT_EQ(moves.size(), 2u);
    EXPECT_TRUE(moves[0].promotionChoice);
    EXPECT_TRUE(moves[1].promotionChoice);
    EXPECT_NE(moves[0].promotes, moves[1].promotes);
}

TEST(GameApi, PlayRefusesIllegalMovesAndChangesNothing) {
    Game game(test::variant("micro"));
    const Position before = game.position();
    Move bogus;
    bogus.from = test::sq(before, "c1");
    bogus.to = test::sq(before, "c2");
    bogus.kind = static_cast<std::uint16_t>(cellKind(before.cell(bogus.from)));
    EXPECT_FALSE(game.play(bogus));
    EXPECT_TRUE(game.position() == before);
    EXPECT_TRUE(game.moves().empty());
}

TEST(GameApi, UndoRestoresEveryPositionBackToTheStart) {
    Game game(test::variant("micro"));
    std::vector<Position> seen{game.position()};
    test::play(game, {"d2-d3", "a4-a3", "c1xa3+", "b5-a4"});
    EXPECT_EQ(game.moves().size(), 4u);
    while (game.undo()) {}
    EXPECT_TRUE(game.position() == seen[0]);
    EXPECT_FALSE(game.undo());
}

TEST(GameApi, ResignationEndsTheGame) {
    Game game(test::variant("heian-dai"));
    game.resign(kBlack);
    EXPECT_EQ(game.result(), winFor(kWhite, EndReason::Resignation));
    EXPECT_TRUE(game.legalMoves().empty());
    std::string error;
    EXPECT_FALSE(parseMove(game, "g1-f2", error));
    EXPECT_NE(error.find("over"), std::string::npos);
}

// A loss on time ends the game like a resignation; both can be taken back (reopen), and the
// game goes on from the same position. A game that ended on the board cannot be reopened.
TEST(GameApi, LossOnTimeAndResignationCanBeTakenBack) {
    Game game(test::variant("micro"));
    std::string error;
    ASSERT_TRUE(game.play(*parseMove(game, "d2-d3", error)));
    const std::size_t legal = game.legalMoves().size();
    game.loseOnTime(kWhite);
    EXPECT_EQ(game.result(), winFor(kBlack, EndReason::TimeForfeit));
    EXPECT_TRUE(game.legalMoves().empty());
    EXPECT_TRUE(game.reopen());
    EXPECT_FALSE(game.result().over());
    EXPECT_EQ(game.legalMoves().size(), legal);
    game.resign(kWhite);
    EXPECT_TRUE(game.reopen());
    EXPECT_FALSE(game.result().over());
    EXPECT_FALSE(game.reopen());  // nothing to take back
    EXPECT_EQ(game.moves().size(), 1u);
}

TEST(GameApi, AnAgreedDrawEndsTheGameAndCanBeTakenBack) {
    Game game(test::variant("micro"));
    std::string error;
    ASSERT_TRUE(game.play(*parseMove(game, "d2-d3", error)));
    game.agreeDraw();
    EXPECT_EQ(game.result(), (GameResult{Outcome::Draw, EndReason::Agreement}));
    EXPECT_TRUE(game.legalMoves().empty());
    EXPECT_FALSE(game.play(Move{}));
    EXPECT_TRUE(game.reopen());
    EXPECT_FALSE(game.result().over());
    EXPECT_STREQ(endReasonId(EndReason::Agreement), "agreement");
}

TEST(GameApi, ResultIdsAreStable) {
    EXPECT_STREQ(endReasonId(EndReason::TimeForfeit), "time-forfeit");
    EXPECT_STREQ(outcomeId(Outcome::BlackWins), "black-wins");
    EXPECT_STREQ(endReasonId(EndReason::BareKing), "bare-king");
    EXPECT_STREQ(endReasonId(EndReason::PerpetualCheck), "perpetual-check");
}

TEST(GameApi, PiecesInHandOfferTheirDropsWithEveryFace) {
    // Micro: Black has a Silver in hand; it may be dropped as Silver or as its promoted face
    // (Lance) on every empty square where that face can still move (R8).
    const Game game(test::variant("micro"), test::position("micro", "k,3/4/4/4/3,K b S"));
    const int silver = game.variant().typeByCode("S");
    const auto drops = game.pieceMovesFromHand(silver);
    std::set<int> faces;
    std::size_t asSilver = 0;
    for (const PieceMove& pm : drops) {
        EXPECT_TRUE(pm.move.isDrop());
        EXPECT_EQ(game.variant().kind(pm.move.kind).type, silver);
        ASSERT_EQ(pm.paths.size(), 1u);
        EXPECT_EQ(pm.paths.front().squares, std::vector<Square>{pm.move.to});
        EXPECT_NE(std::find(game.legalMoves().begin(), game.legalMoves().end(), pm.move), game.legalMoves().end());
        faces.insert(pm.move.kind);
        if (!game.variant().kind(pm.move.kind).promoted) ++asSilver;
    }
    EXPECT_EQ(faces.size(), 2u);
    EXPECT_EQ(asSilver, 18u);  // 20 squares, two taken by the Kings
    EXPECT_TRUE(game.pieceMovesFromHand(game.variant().typeByCode("G")).empty());  // none in hand
}
