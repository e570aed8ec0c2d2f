// Move sets of every Micro Shogi piece face, worked out by hand from micro-shogi.txt and
// rulings R6/R8: on an almost empty board and in crowded positions, for Black and for White
// (White's positions and moves are Black's turned by 180 degrees), and the face change that
// every capture causes.
//
// Board: files a-d from Black's left, ranks 1-5 from Black's side. Black moves up the board.
// Unless a test says otherwise the Kings stand on d1 (Black) and a5 (White), which the
// 180-degree turn maps onto each other.

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "TestSupport.h"
#include "notation/MoveText.h"
#include "record/GameText.h"

using namespace shogi;

namespace {

using Moves = std::set<std::string>;

// The pseudo-legal moves of the piece on `square` in the Micro position `text`.
Moves microMoves(const std::string& text, const std::string& square) {
    return test::movesFrom(test::position("micro", text), square);
}

// Plays `moveText` (by the side to move) and returns the resulting position, normalised.
std::string microAfter(const std::string& text, const std::string& moveText) {
    const Position before = test::position("micro", text);
    MoveList candidates;
    generateMoves(before, candidates);
    std::string error;
    const auto move = parseMove(before, moveText, candidates, error);
    if (!move) {
        ADD_FAILURE() << moveText << " in " << text << ": " << error;
        return {};
    }
    Position after = before;
    Position::Undo undo;
    after.make(*move, undo);
    return formatPosition(after);
}

std::string normalised(const std::string& text) { return formatPosition(test::position("micro", text)); }

}  // namespace

// ---------------------------------------------------------------------------------------
// King: one step in each of the eight directions; never changes face.

TEST(MicroKing, EmptyBoardBlack) {
    // Black King b2, White King d5.
    EXPECT_EQ(microMoves("3,k/4/4/1,K,2/4 b -", "b2"),
              (Moves{"b2-a1", "b2-a2", "b2-a3", "b2-b1", "b2-b3", "b2-c1", "b2-c2", "b2-c3"}));
}

TEST(MicroKing, EmptyBoardWhite) {
    // White King c4, Black King a1.
    EXPECT_EQ(microMoves("4/2,k,1/4/4/K,3 w -", "c4"),
              (Moves{"c4-b3", "c4-b4", "c4-b5", "c4-c3", "c4-c5", "c4-d3", "c4-d4", "c4-d5"}));
}

TEST(MicroKing, CrowdedBlack) {
    // Friends on a2 (Gold) and c1 (Bishop); enemies on b3 (Pawn) and c3 (Silver).
    // Captures are written without '+': the King has no other face.
    EXPECT_EQ(microMoves("3,k/4/1,p,s,1/G,K,2/2,B,1 b -", "b2"),
              (Moves{"b2-a1", "b2-a3", "b2-b1", "b2-c2", "b2xb3", "b2xc3"}));
}

TEST(MicroKing, CrowdedWhite) {
    // Friends on d4 (Gold) and b5 (Bishop); enemies on c3 (Pawn) and b3 (Silver).
    EXPECT_EQ(microMoves("1,b,2/2,k,g/1,S,P,1/4/K,3 w -", "c4"),
              (Moves{"c4-d5", "c4-d3", "c4-c5", "c4-b4", "c4xc3", "c4xb3"}));
}

// ---------------------------------------------------------------------------------------
// Bishop: slides diagonally; every capture turns it into a Tokin.

TEST(MicroBishop, EmptyBoardBlack) {
    // Bishop b3; Kings a1 (Black) and c5 (White), off its diagonals.
    EXPECT_EQ(microMoves("2,k,1/4/1,B,2/4/K,3 b -", "b3"),
              (Moves{"b3-a2", "b3-a4", "b3-c2", "b3-d1", "b3-c4", "b3-d5"}));
}

TEST(MicroBishop, EmptyBoardWhite) {
    EXPECT_EQ(microMoves("3,k/4/2,b,1/4/1,K,2 w -", "c3"),
              (Moves{"c3-d4", "c3-d2", "c3-b4", "c3-a5", "c3-b2", "c3-a1"}));
}

TEST(MicroBishop, CrowdedBlack) {
    // Friendly Gold c4 shuts the up-right diagonal; enemy Pawn c2 and Silver a4 are taken.
    EXPECT_EQ(microMoves("3,k/s,1,G,1/1,B,2/2,p,1/K,3 b -", "b3"), (Moves{"b3-a2", "b3xa4+", "b3xc2+"}));
}

TEST(MicroBishop, CrowdedWhite) {
    EXPECT_EQ(microMoves("3,k/1,P,2/2,b,1/1,g,1,S/K,3 w -", "c3"), (Moves{"c3-d4", "c3xd2+", "c3xb4+"}));
}

// ---------------------------------------------------------------------------------------
// Gold General: orthogonal steps and the two forward diagonals; a capture makes it a Rook.

TEST(MicroGold, EmptyBoardBlack) {
    EXPECT_EQ(microMoves("k,3/4/4/1,G,2/3,K b -", "b2"),
              (Moves{"b2-a2", "b2-a3", "b2-b1", "b2-b3", "b2-c2", "b2-c3"}));
}

TEST(MicroGold, EmptyBoardWhite) {
    EXPECT_EQ(microMoves("k,3/2,g,1/4/4/3,K w -", "c4"),
              (Moves{"c4-b3", "c4-b4", "c4-c3", "c4-c5", "c4-d3", "c4-d4"}));
}

TEST(MicroGold, CrowdedBlack) {
    // Friends: Pawn b3, Silver a2. Enemies: Gold a3, Bishop c3, Silver b1.
    EXPECT_EQ(microMoves("k,3/4/g,P,b,1/S,G,2/1,s,1,K b -", "b2"),
              (Moves{"b2xa3+", "b2xb1+", "b2-c2", "b2xc3+"}));
}

TEST(MicroGold, CrowdedWhite) {
    EXPECT_EQ(microMoves("k,1,S,1/2,g,s/1,B,p,G/4/3,K w -", "c4"),
              (Moves{"c4xb3+", "c4xd3+", "c4-b4", "c4xc5+"}));
}

// ---------------------------------------------------------------------------------------
// Silver General: the four diagonals and straight forward; a capture makes it a Lance.

TEST(MicroSilver, EmptyBoardBlack) {
    EXPECT_EQ(microMoves("k,3/4/4/1,S,2/3,K b -", "b2"), (Moves{"b2-a1", "b2-a3", "b2-b3", "b2-c1", "b2-c3"}));
}

TEST(MicroSilver, EmptyBoardWhite) {
    EXPECT_EQ(microMoves("k,3/2,s,1/4/4/3,K w -", "c4"), (Moves{"c4-b3", "c4-b5", "c4-c3", "c4-d3", "c4-d5"}));
}

TEST(MicroSilver, CrowdedBlack) {
    // Friends: Gold a3, Bishop c1. Enemies: Pawn b3, Gold c3.
    EXPECT_EQ(microMoves("k,3/4/G,p,g,1/1,S,2/2,B,K b -", "b2"), (Moves{"b2-a1", "b2xb3+", "b2xc3+"}));
}

TEST(MicroSilver, CrowdedWhite) {
    EXPECT_EQ(microMoves("k,b,2/2,s,1/1,G,P,g/4/3,K w -", "c4"), (Moves{"c4-d5", "c4xc3+", "c4xb3+"}));
}

// ---------------------------------------------------------------------------------------
// Pawn: one step straight forward; a capture makes it a Knight.

TEST(MicroPawn, EmptyBoardBlack) {
    EXPECT_EQ(microMoves("k,3/4/4/1,P,2/3,K b -", "b2"), (Moves{"b2-b3"}));
}

TEST(MicroPawn, EmptyBoardWhite) {
    EXPECT_EQ(microMoves("k,3/2,p,1/4/4/3,K w -", "c4"), (Moves{"c4-c3"}));
}

TEST(MicroPawn, CrowdedBlack) {
    // Pawn b2 faces an enemy Silver; Pawn c2 faces a friendly Gold.
    const std::string text = "k,3/4/1,s,G,1/1,P,P,1/3,K b -";
    EXPECT_EQ(microMoves(text, "b2"), (Moves{"b2xb3+"}));
    EXPECT_EQ(microMoves(text, "c2"), (Moves{}));
}

TEST(MicroPawn, CrowdedWhite) {
    const std::string text = "k,3/1,p,p,1/1,g,S,1/4/3,K w -";
    EXPECT_EQ(microMoves(text, "c4"), (Moves{"c4xc3+"}));
    EXPECT_EQ(microMoves(text, "b4"), (Moves{}));
}

// ---------------------------------------------------------------------------------------
// Tokin (+B): moves as a Gold General; a capture turns it back into a Bishop (no '+').

TEST(MicroTokin, EmptyBoardBlack) {
    EXPECT_EQ(microMoves("k,3/4/4/1,+B,2/3,K b -", "b2"),
              (Moves{"b2-a2", "b2-a3", "b2-b1", "b2-b3", "b2-c2", "b2-c3"}));
}

TEST(MicroTokin, EmptyBoardWhite) {
    EXPECT_EQ(microMoves("k,3/2,+b,1/4/4/3,K w -", "c4"),
              (Moves{"c4-b3", "c4-b4", "c4-c3", "c4-c5", "c4-d3", "c4-d4"}));
}

TEST(MicroTokin, CrowdedBlack) {
    EXPECT_EQ(microMoves("k,3/4/g,P,b,1/S,+B,2/1,s,1,K b -", "b2"),
              (Moves{"b2xa3", "b2xb1", "b2-c2", "b2xc3"}));
}

TEST(MicroTokin, CrowdedWhite) {
    EXPECT_EQ(microMoves("k,1,S,1/2,+b,s/1,B,p,G/4/3,K w -", "c4"),
              (Moves{"c4xb3", "c4xd3", "c4-b4", "c4xc5"}));
}

// ---------------------------------------------------------------------------------------
// Rook (+G): slides orthogonally; a capture turns it back into a Gold General.

TEST(MicroRook, EmptyBoardBlack) {
    EXPECT_EQ(microMoves("k,3/4/4/1,+G,2/3,K b -", "b2"),
              (Moves{"b2-a2", "b2-c2", "b2-d2", "b2-b1", "b2-b3", "b2-b4", "b2-b5"}));
}

TEST(MicroRook, EmptyBoardWhite) {
    EXPECT_EQ(microMoves("k,3/2,+g,1/4/4/3,K w -", "c4"),
              (Moves{"c4-a4", "c4-b4", "c4-d4", "c4-c1", "c4-c2", "c4-c3", "c4-c5"}));
}

TEST(MicroRook, CrowdedBlack) {
    // Up: b3 empty, enemy Gold b4. Down: friendly Silver b1. Left: enemy Pawn a2.
    // Right: c2 empty, friendly Pawn d2.
    EXPECT_EQ(microMoves("k,3/1,g,2/4/p,+G,1,P/1,S,1,K b -", "b2"), (Moves{"b2-b3", "b2xb4", "b2xa2", "b2-c2"}));
}

TEST(MicroRook, CrowdedWhite) {
    EXPECT_EQ(microMoves("k,1,s,1/p,1,+g,P/4/2,G,1/3,K w -", "c4"), (Moves{"c4-c3", "c4xc2", "c4xd4", "c4-b4"}));
}

// ---------------------------------------------------------------------------------------
// Lance (+S): slides straight forward; a capture turns it back into a Silver General.

TEST(MicroLance, EmptyBoardBlack) {
    EXPECT_EQ(microMoves("k,3/4/4/1,+S,2/3,K b -", "b2"), (Moves{"b2-b3", "b2-b4", "b2-b5"}));
}

TEST(MicroLance, EmptyBoardWhite) {
    EXPECT_EQ(microMoves("k,3/2,+s,1/4/4/3,K w -", "c4"), (Moves{"c4-c3", "c4-c2", "c4-c1"}));
}

TEST(MicroLance, CrowdedBlack) {
    // Lance b1 runs up to an enemy Pawn on b4; Lance c1 is stopped by a friendly Gold on c3.
    const std::string text = "k,3/1,p,2/2,G,1/4/1,+S,+S,K b -";
    EXPECT_EQ(microMoves(text, "b1"), (Moves{"b1-b2", "b1-b3", "b1xb4"}));
    EXPECT_EQ(microMoves(text, "c1"), (Moves{"c1-c2"}));
}

TEST(MicroLance, CrowdedWhite) {
    const std::string text = "k,+s,+s,1/4/1,g,2/2,P,1/3,K w -";
    EXPECT_EQ(microMoves(text, "c5"), (Moves{"c5-c4", "c5-c3", "c5xc2"}));
    EXPECT_EQ(microMoves(text, "b5"), (Moves{"b5-b4"}));
}

// ---------------------------------------------------------------------------------------
// Knight (+P): the two narrow forward jumps, over anything; a capture makes it a Pawn again.

TEST(MicroKnight, EmptyBoardBlack) {
    EXPECT_EQ(microMoves("k,3/4/4/1,+P,2/3,K b -", "b2"), (Moves{"b2-a4", "b2-c4"}));
}

TEST(MicroKnight, EmptyBoardWhite) {
    EXPECT_EQ(microMoves("k,3/2,+p,1/4/4/3,K w -", "c4"), (Moves{"c4-b2", "c4-d2"}));
}

TEST(MicroKnight, CrowdedBlack) {
    // Pieces of both colours on b3 and c3 are jumped over; a friendly Gold sits on a4,
    // an enemy Silver on c4.
    EXPECT_EQ(microMoves("k,3/G,1,s,1/1,P,p,1/1,+P,2/3,K b -", "b2"), (Moves{"b2xc4"}));
}

TEST(MicroKnight, CrowdedWhite) {
    EXPECT_EQ(microMoves("k,3/2,+p,1/1,P,p,1/1,S,1,g/3,K w -", "c4"), (Moves{"c4xb2"}));
}

// ---------------------------------------------------------------------------------------
// Faces stranded on the far ranks have no move (R8 lets pieces go there).

TEST(MicroTrapped, FarRankFacesHaveNoMove) {
    // Black: Pawn a5, Lance b5, Knights c4 and d5.
    const std::string black = "P,+S,1,+P/2,+P,k/4/4/K,3 b -";
    EXPECT_EQ(microMoves(black, "a5"), (Moves{}));
    EXPECT_EQ(microMoves(black, "b5"), (Moves{}));
    EXPECT_EQ(microMoves(black, "c4"), (Moves{}));
    EXPECT_EQ(microMoves(black, "d5"), (Moves{}));
    // White, turned round: Pawn d1, Lance c1, Knights b2 and a1.
    const std::string white = "3,k/4/4/K,+p,2/+p,1,+s,p w -";
    EXPECT_EQ(microMoves(white, "d1"), (Moves{}));
    EXPECT_EQ(microMoves(white, "c1"), (Moves{}));
    EXPECT_EQ(microMoves(white, "b2"), (Moves{}));
    EXPECT_EQ(microMoves(white, "a1"), (Moves{}));
}

TEST(MicroTrapped, PiecesMayStepOntoSquaresWithoutFurtherMoves) {
    // A Pawn may walk to the last rank and a Knight jump to the last two (no capture, no flip).
    const std::string text = "k,3/1,P,2/4/1,+P,2/3,K b -";
    EXPECT_EQ(microMoves(text, "b4"), (Moves{"b4-b5"}));
    EXPECT_EQ(microMoves(text, "b2"), (Moves{"b2-a4", "b2-c4"}));
}

// ---------------------------------------------------------------------------------------
// Flip on capture (R6, R8): an unpromoted capturer turns to its promoted face ('+'), a
// promoted capturer turns back ('+' absent), the King stays a King. The captured piece goes
// to the captor's hand as its unpromoted type.

TEST(MicroFlip, QuietMovesKeepTheFace) {
    EXPECT_EQ(microAfter("k,3/4/4/1,G,2/3,K b -", "b2-b3"), normalised("k,3/4/1,G,2/4/3,K w -"));
    EXPECT_EQ(microAfter("k,3/4/4/1,+G,2/3,K b -", "b2-b5"), normalised("k,+G,2/4/4/4/3,K w -"));
}

TEST(MicroFlip, BishopCaptureGivesTokin) {
    EXPECT_EQ(microAfter("3,k/s,1,G,1/1,B,2/2,p,1/K,3 b -", "b3xc2+"), normalised("3,k/s,1,G,1/4/2,+B,1/K,3 w P"));
}

TEST(MicroFlip, TokinCaptureGivesBishop) {
    EXPECT_EQ(microAfter("k,3/4/g,P,b,1/S,+B,2/1,s,1,K b -", "b2xc3"), normalised("k,3/4/g,P,B,1/S,3/1,s,1,K w B"));
}

TEST(MicroFlip, GoldCaptureGivesRook) {
    EXPECT_EQ(microAfter("k,3/4/g,P,b,1/S,G,2/1,s,1,K b -", "b2xa3+"), normalised("k,3/4/+G,P,b,1/S,3/1,s,1,K w G"));
}

TEST(MicroFlip, RookCaptureGivesGold) {
    EXPECT_EQ(microAfter("k,3/1,g,2/4/p,+G,1,P/1,S,1,K b -", "b2xb4"), normalised("k,3/1,G,2/4/p,2,P/1,S,1,K w G"));
    EXPECT_EQ(microAfter("k,3/1,g,2/4/p,+G,1,P/1,S,1,K b -", "b2xa2"), normalised("k,3/1,g,2/4/G,2,P/1,S,1,K w P"));
}

TEST(MicroFlip, SilverCaptureGivesLance) {
    EXPECT_EQ(microAfter("k,3/4/G,p,g,1/1,S,2/2,B,K b -", "b2xb3+"), normalised("k,3/4/G,+S,g,1/4/2,B,K w P"));
}

TEST(MicroFlip, LanceCaptureGivesSilver) {
    EXPECT_EQ(microAfter("k,3/1,p,2/2,G,1/4/1,+S,+S,K b -", "b1xb4"), normalised("k,3/1,S,2/2,G,1/4/2,+S,K w P"));
}

TEST(MicroFlip, PawnCaptureGivesKnight) {
    EXPECT_EQ(microAfter("k,3/4/1,s,G,1/1,P,P,1/3,K b -", "b2xb3+"), normalised("k,3/4/1,+P,G,1/2,P,1/3,K w S"));
}

TEST(MicroFlip, KnightCaptureGivesPawn) {
    EXPECT_EQ(microAfter("k,3/G,1,s,1/1,P,p,1/1,+P,2/3,K b -", "b2xc4"), normalised("k,3/G,1,P,1/1,P,p,1/4/3,K w S"));
}

TEST(MicroFlip, KingNeverFlips) {
    EXPECT_EQ(microAfter("3,k/4/1,p,s,1/G,K,2/2,B,1 b -", "b2xb3"), normalised("3,k/4/1,K,s,1/G,3/2,B,1 w P"));
    EXPECT_EQ(microAfter("1,b,2/2,k,g/1,S,P,1/4/K,3 w -", "c4xb3"), normalised("1,b,2/3,g/1,k,P,1/4/K,3 b s"));
}

TEST(MicroFlip, WhiteCapturesFlipToo) {
    EXPECT_EQ(microAfter("3,k/1,P,2/2,b,1/1,g,1,S/K,3 w -", "c3xd2+"), normalised("3,k/1,P,2/4/1,g,1,+b/K,3 b s"));
    EXPECT_EQ(microAfter("k,1,S,1/2,+b,s/1,B,p,G/4/3,K w -", "c4xc5"), normalised("k,1,b,1/3,s/1,B,p,G/4/3,K b s"));
    EXPECT_EQ(microAfter("k,3/2,+p,1/1,P,p,1/1,S,1,g/3,K w -", "c4xb2"), normalised("k,3/4/1,P,p,1/1,p,1,g/3,K b s"));
}

TEST(MicroFlip, CapturedPromotedPieceGoesToHandUnpromoted) {
    // Black's Gold takes a White Tokin on b3 and becomes a Rook; Black holds a Bishop.
    EXPECT_EQ(microAfter("k,3/4/1,+b,2/1,G,2/3,K b -", "b2xb3+"), normalised("k,3/4/1,+G,2/4/3,K w B"));
}

TEST(MicroFlip, NoCaptureWithoutTheFlip) {
    // The capture is offered only with the face change, never as a plain capture.
    const Moves moves = microMoves("k,3/4/1,p,2/1,S,2/3,K b -", "b2");
    EXPECT_TRUE(moves.count("b2xb3+"));
    EXPECT_FALSE(moves.count("b2xb3"));
}
