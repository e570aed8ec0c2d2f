// Move sets of every Macadamia Shogi piece, unpromoted and promoted, worked out by hand from
// macadamia-shogi.txt and the rulings R1-R6 (docs/rules-notes.md): on an almost empty board
// and in a crowded position, for Black and (turned by 180 degrees) for White.
//
// Board: 13x13, files a-m from Black's left, ranks 1-13 from Black's side; Black moves up.
// The tested piece stands on g7, the centre, which the 180-degree turn maps onto itself
// (file a<->m, rank r <-> 14-r). The Kings stand on b1 (Black) and l13 (White), off every
// line through g7 and outside every 5x5 area around it.
//
// Promotion (R6): every capture by a piece that has a promoted form may promote, so a capture
// of an unpromoted piece appears twice (plain and '+'); capturing a promoted piece forces '+'.
// Capturing a Priest/Saint or Pirate/Ghost turns a non-royal capturer into Saint/Ghost ('+'
// only, even for a promoted capturer). Queen, Castle and promoted pieces never promote.

// The board this file tests on (read by PieceMoveChecks.h).
namespace shogi::piece_checks {
namespace {
constexpr const char* kVariant = "macadamia";
constexpr int kSize = 13;
constexpr const char* kCentre = "g7";
constexpr const char* kBlackKing = "b1";
constexpr const char* kWhiteKing = "l13";
}  // namespace
}  // namespace shogi::piece_checks

#include "PieceMoveChecks.h"
#include "movegen/MoveGen.h"
#include "notation/MoveText.h"
#include "position/PositionText.h"

using namespace shogi;
using namespace shogi::piece_checks;

namespace {

const std::string kC = kCentre;

// crowd() (PieceMoveChecks.h) around g7, the piece under test:
//   friends (Black Pawns): h8 (NE1), g6 (S1), d4 (SW3), f9 (knight square)
//   enemies (White Pawns): g8 (N1), i9 (NE2), j7 (E3), h6 (SE1), g5 (S2), e9 (NW2),
//   h9 (knight square); a promoted White Pawn (a Gold) on f7 (W1).
//   Empty: h7, i7 (E1, E2), i5 (SE2), f6, e5 (SW1, SW2), e7 (W2), f8 (NW1), g9 (N2), ...

// Full rays from g7 to the board's edge: six squares in each of the eight directions.
const Moves kN = ray("g7", 0, 1, 6), kS = ray("g7", 0, -1, 6), kE = ray("g7", 1, 0, 6), kW = ray("g7", -1, 0, 6);
const Moves kNE = ray("g7", 1, 1, 6), kSE = ray("g7", 1, -1, 6), kSW = ray("g7", -1, -1, 6),
            kNW = ray("g7", -1, 1, 6);

}  // namespace

TEST(MacadamiaBoard, PlacementHelperWritesRanksTopDown) {
    const std::string text = positionText({{"a1", "L"}, {"g1", "K"}, {"m13", "l"}, {"g11", "+p"}, {"a1", ""}}, 'b');
    EXPECT_EQ(text, "12,l/13/6,+p,6/13/13/13/13/13/13/13/13/13/6,K,6 b -");
    EXPECT_EQ(turnedText("g7xg8xh9-f8+"), "g7xg6xf5-h6+");
    EXPECT_EQ(turnedSquare("b1"), "l13");
}

// ---------------------------------------------------------------------------------------
// King (K); promotes to Emperor when it captures.

TEST(MacadamiaKing, EmptyBoard) {
    expectBothSides({{"l13", "k"}, {kC, "K"}}, kC,
                    {"g7-f6", "g7-f7", "g7-f8", "g7-g6", "g7-g8", "g7-h6", "g7-h7", "g7-h8"});
}

TEST(MacadamiaKing, Crowded) {
    expectBothSides(crowd("K", {{"b1", ""}}), kC,
                    {"g7xg8", "g7xg8+", "g7-h7", "g7xh6", "g7xh6+", "g7-f6", "g7xf7+", "g7-f8"});
}

TEST(MacadamiaKing, RoyalIsImmuneToContagion) {
    // A King taking a Priest may stay a King (plain) or become an Emperor; it never becomes a
    // Saint, so the plain capture must exist.
    expectBothSides(crowd("K", {{"b1", ""}, {"g8", "pr"}}), kC,
                    {"g7xg8", "g7xg8+", "g7-h7", "g7xh6", "g7xh6+", "g7-f6", "g7xf7+", "g7-f8"});
}

// ---------------------------------------------------------------------------------------
// Priest (rbfFlW): both forward diagonals, the right-back diagonal, one step left.

TEST(MacadamiaPriest, EmptyBoard) { expectBothSides(alone("PR"), kC, {"g7-f8", "g7-h8", "g7-h6", "g7-f7"}); }

TEST(MacadamiaPriest, Crowded) {
    expectBothSides(crowd("PR"), kC, {"g7-f8", "g7xh6", "g7xh6+", "g7xf7+"});
}

// Pirate (lbfFrW): both forward diagonals, the left-back diagonal, one step right.

TEST(MacadamiaPirate, EmptyBoard) { expectBothSides(alone("PI"), kC, {"g7-f8", "g7-h8", "g7-f6", "g7-h7"}); }

TEST(MacadamiaPirate, CrowdedCapturingAPriestMakesItASaint) {
    // An enemy Priest on h8 instead of the friendly Pawn: the capture is contagious ('+' only).
    expectBothSides(crowd("PI", {{"h8", "pr"}}), kC, {"g7-f8", "g7xh8+", "g7-f6", "g7-h7"});
}

// ---------------------------------------------------------------------------------------
// Generals.

TEST(MacadamiaGold, EmptyBoard) {
    expectBothSides(alone("G"), kC, {"g7-g8", "g7-h7", "g7-g6", "g7-f7", "g7-h8", "g7-f8"});
}

TEST(MacadamiaGold, Crowded) { expectBothSides(crowd("G"), kC, {"g7xg8", "g7xg8+", "g7-h7", "g7xf7+", "g7-f8"}); }

TEST(MacadamiaGold, CrowdedWhiteSpelledOut) {
    // The White Gold of the turned crowded position, written out square by square: it steps
    // to g6 (capture), f7 (empty), h7 (promoted, forced '+'), h6 (empty); g8 is its friend.
    EXPECT_TRUE(sameMoves(movesOf(turned(crowd("G")), "g7", 'w'),
                          {"g7xg6", "g7xg6+", "g7-f7", "g7xh7+", "g7-h6"}));
}

TEST(MacadamiaSilver, EmptyBoard) { expectBothSides(alone("S"), kC, {"g7-h8", "g7-h6", "g7-f6", "g7-f8", "g7-g8"}); }

TEST(MacadamiaSilver, Crowded) {
    expectBothSides(crowd("S"), kC, {"g7xh6", "g7xh6+", "g7-f6", "g7-f8", "g7xg8", "g7xg8+"});
}

TEST(MacadamiaCopper, EmptyBoard) { expectBothSides(alone("C"), kC, {"g7-f8", "g7-h8", "g7-g8", "g7-g6"}); }

TEST(MacadamiaCopper, Crowded) { expectBothSides(crowd("C"), kC, {"g7-f8", "g7xg8", "g7xg8+"}); }

TEST(MacadamiaElephant, EmptyBoard) {
    expectBothSides(alone("E"), kC, {"g7-h8", "g7-h6", "g7-f6", "g7-f8", "g7-f7", "g7-h7", "g7-g8"});
}

TEST(MacadamiaElephant, Crowded) {
    expectBothSides(crowd("E"), kC,
                    {"g7xh6", "g7xh6+", "g7-f6", "g7-f8", "g7xf7+", "g7-h7", "g7xg8", "g7xg8+"});
}

TEST(MacadamiaElephant, WouldBeRoyalIsImmuneToContagion) {
    // An enemy Priest on g8: the Elephant may take it and stay an Elephant or become a King.
    expectBothSides(crowd("E", {{"g8", "pr"}}), kC,
                    {"g7xh6", "g7xh6+", "g7-f6", "g7-f8", "g7xf7+", "g7-h7", "g7xg8", "g7xg8+"});
}

TEST(MacadamiaTiger, EmptyBoard) {
    expectBothSides(alone("T"), kC, {"g7-h8", "g7-h6", "g7-f6", "g7-f8", "g7-f7", "g7-h7", "g7-g6"});
}

TEST(MacadamiaTiger, Crowded) {
    expectBothSides(crowd("T"), kC, {"g7xh6", "g7xh6+", "g7-f6", "g7-f8", "g7xf7+", "g7-h7"});
}

// ---------------------------------------------------------------------------------------
// Jumpers: Kirin FD (diagonal step, orthogonal jump to the second square), Phoenix WA.

TEST(MacadamiaKirin, EmptyBoard) {
    expectBothSides(alone("KY"), kC, {"g7-h8", "g7-h6", "g7-f6", "g7-f8", "g7-g9", "g7-i7", "g7-g5", "g7-e7"});
}

TEST(MacadamiaKirin, CrowdedJumpsOverFriendsAndEnemies) {
    // g9 over the enemy on g8, g5 (enemy) over the friend on g6, e7 over the Gold on f7.
    expectBothSides(crowd("KY"), kC,
                    {"g7xh6", "g7xh6+", "g7-f6", "g7-f8", "g7-g9", "g7-i7", "g7xg5", "g7xg5+", "g7-e7"});
}

TEST(MacadamiaPhoenix, EmptyBoard) {
    expectBothSides(alone("PH"), kC, {"g7-g8", "g7-h7", "g7-g6", "g7-f7", "g7-i9", "g7-i5", "g7-e5", "g7-e9"});
}

TEST(MacadamiaPhoenix, CrowdedJumpsOverFriendsAndEnemies) {
    expectBothSides(crowd("PH"), kC,
                    {"g7xg8", "g7xg8+", "g7-h7", "g7xf7+", "g7xi9", "g7xi9+", "g7-i5", "g7-e5", "g7xe9",
                     "g7xe9+"});
}

// ---------------------------------------------------------------------------------------
// Short-range pieces.

TEST(MacadamiaPawn, EmptyBoard) { expectBothSides(alone("P"), kC, {"g7-g8"}); }
TEST(MacadamiaPawn, Crowded) { expectBothSides(crowd("P"), kC, {"g7xg8", "g7xg8+"}); }

TEST(MacadamiaSnake, EmptyBoard) { expectBothSides(alone("SN"), kC, {"g7-g8", "g7-g6"}); }
TEST(MacadamiaSnake, Crowded) { expectBothSides(crowd("SN"), kC, {"g7xg8", "g7xg8+"}); }

TEST(MacadamiaDragon, EmptyBoard) {
    expectBothSides(alone("D"), kC, {"g7-h8", "g7-i9", "g7-h6", "g7-i5", "g7-f6", "g7-e5", "g7-f8", "g7-e9"});
}

TEST(MacadamiaDragon, Crowded) {
    expectBothSides(crowd("D"), kC, {"g7xh6", "g7xh6+", "g7-f6", "g7-e5", "g7-f8", "g7xe9", "g7xe9+"});
}

TEST(MacadamiaWrestler, EmptyBoard) {
    expectBothSides(alone("WR"), kC, all({ray("g7", 1, 1, 3), ray("g7", 1, -1, 3), ray("g7", -1, -1, 3),
                                          ray("g7", -1, 1, 3), {"g7-f7", "g7-h7"}}));
}

TEST(MacadamiaWrestler, Crowded) {
    expectBothSides(crowd("WR"), kC,
                    {"g7xh6", "g7xh6+", "g7-f6", "g7-e5", "g7-f8", "g7xe9", "g7xe9+", "g7xf7+", "g7-h7"});
}

TEST(MacadamiaGuardian, EmptyBoard) {
    expectBothSides(alone("GU"), kC, all({ray("g7", 0, 1, 3), ray("g7", 1, 0, 3), ray("g7", 0, -1, 3),
                                          ray("g7", -1, 0, 3), {"g7-f8", "g7-h8"}}));
}

TEST(MacadamiaGuardian, Crowded) {
    expectBothSides(crowd("GU"), kC,
                    {"g7xg8", "g7xg8+", "g7-h7", "g7-i7", "g7xj7", "g7xj7+", "g7xf7+", "g7-f8"});
}

// ---------------------------------------------------------------------------------------
// Sliders.

TEST(MacadamiaLance, EmptyBoard) { expectBothSides(alone("L"), kC, kN); }
TEST(MacadamiaLance, Crowded) { expectBothSides(crowd("L"), kC, {"g7xg8", "g7xg8+"}); }

TEST(MacadamiaRook, EmptyBoard) { expectBothSides(alone("R"), kC, all({kN, kS, kE, kW})); }

TEST(MacadamiaRook, Crowded) {
    expectBothSides(crowd("R"), kC, {"g7xg8", "g7xg8+", "g7-h7", "g7-i7", "g7xj7", "g7xj7+", "g7xf7+"});
}

TEST(MacadamiaBishop, EmptyBoard) { expectBothSides(alone("B"), kC, all({kNE, kSE, kSW, kNW})); }

TEST(MacadamiaBishop, Crowded) {
    expectBothSides(crowd("B"), kC, {"g7xh6", "g7xh6+", "g7-f6", "g7-e5", "g7-f8", "g7xe9", "g7xe9+"});
}

TEST(MacadamiaQueen, EmptyBoard) { expectBothSides(alone("Q"), kC, all({kN, kS, kE, kW, kNE, kSE, kSW, kNW})); }

TEST(MacadamiaQueen, CrowdedNeverPromotes) {
    expectBothSides(crowd("Q"), kC,
                    {"g7xg8", "g7-h7", "g7-i7", "g7xj7", "g7xh6", "g7-f6", "g7-e5", "g7xf7", "g7-f8", "g7xe9"});
}

TEST(MacadamiaCastle, EmptyBoard) {
    expectBothSides(alone("CS"), kC, all({kN, kS, kE, kW, {"g7-h8", "g7-h6", "g7-f6", "g7-f8"}}));
}

TEST(MacadamiaCastle, CrowdedNeverPromotes) {
    expectBothSides(crowd("CS"), kC, {"g7xg8", "g7-h7", "g7-i7", "g7xj7", "g7xf7", "g7xh6", "g7-f6", "g7-f8"});
}

TEST(MacadamiaLeftChariot, EmptyBoard) {
    // Forward slide, one step back, slides along the left-forward and right-back diagonal.
    expectBothSides(alone("LC"), kC, all({kN, {"g7-g6"}, kNW, kSE}));
}

TEST(MacadamiaLeftChariot, Crowded) {
    expectBothSides(crowd("LC"), kC, {"g7xg8", "g7xg8+", "g7-f8", "g7xe9", "g7xe9+", "g7xh6", "g7xh6+"});
}

TEST(MacadamiaLeftChariot, EmptyBoardWhiteSpelledOut) {
    // White's forward is down the board and its left is towards file m: forward slide g6..g1,
    // one step back to g8, left-forward diagonal h6..m1, right-back diagonal f8..a13.
    EXPECT_TRUE(sameMoves(movesOf(turned(alone("LC")), kC, 'w'),
                          {"g7-g6", "g7-g5", "g7-g4", "g7-g3", "g7-g2", "g7-g1", "g7-g8", "g7-h6", "g7-i5", "g7-j4",
                           "g7-k3", "g7-l2", "g7-m1", "g7-f8", "g7-e9", "g7-d10", "g7-c11", "g7-b12", "g7-a13"}));
}

TEST(MacadamiaRightChariot, EmptyBoard) { expectBothSides(alone("RC"), kC, all({kN, {"g7-g6"}, kNE, kSW})); }

TEST(MacadamiaRightChariot, Crowded) {
    expectBothSides(crowd("RC"), kC, {"g7xg8", "g7xg8+", "g7-f6", "g7-e5"});
}

// ---------------------------------------------------------------------------------------
// Promoted-only types (written with '+' and the code of the piece they come from).

TEST(MacadamiaRunningGold, EmptyBoard) { expectBothSides(alone("+G"), kC, all({kN, kS, kE, kW, kNE, kNW})); }

TEST(MacadamiaRunningGold, CrowdedTakingAPirateMakesItAGhost) {
    // A Pirate on g8: even a promoted piece turns into a Ghost ('+'); other captures are plain.
    expectBothSides(crowd("+G", {{"g8", "pi"}}), kC,
                    {"g7xg8+", "g7-h7", "g7-i7", "g7xj7", "g7xf7", "g7-f8", "g7xe9"});
}

TEST(MacadamiaRunningSilver, EmptyBoard) { expectBothSides(alone("+S"), kC, all({kN, kNE, kSE, kSW, kNW})); }

TEST(MacadamiaRunningSilver, Crowded) {
    expectBothSides(crowd("+S"), kC, {"g7xh6", "g7-f6", "g7-e5", "g7-f8", "g7xe9", "g7xg8"});
}

TEST(MacadamiaRunningCopper, EmptyBoard) { expectBothSides(alone("+C"), kC, all({kN, kS, kNE, kNW})); }

TEST(MacadamiaRunningCopper, Crowded) { expectBothSides(crowd("+C"), kC, {"g7xg8", "g7-f8", "g7xe9"}); }

TEST(MacadamiaUnicorn, EmptyBoard) {
    expectBothSides(alone("+KY"), kC,
                    all({kE, kW, {"g7-g8", "g7-g9", "g7-g6", "g7-g5"}, ray("g7", 1, 1, 3), ray("g7", 1, -1, 3),
                         ray("g7", -1, -1, 3), ray("g7", -1, 1, 3)}));
}

TEST(MacadamiaUnicorn, Crowded) {
    expectBothSides(crowd("+KY"), kC,
                    {"g7-h7", "g7-i7", "g7xj7", "g7xf7", "g7xg8", "g7xh6", "g7-f6", "g7-e5", "g7-f8", "g7xe9"});
}

TEST(MacadamiaGoldenBird, EmptyBoard) {
    expectBothSides(alone("+PH"), kC,
                    all({kN, kS, {"g7-f7", "g7-e7", "g7-h7", "g7-i7"}, ray("g7", 1, 1, 3), ray("g7", 1, -1, 3),
                         ray("g7", -1, -1, 3), ray("g7", -1, 1, 3)}));
}

TEST(MacadamiaGoldenBird, Crowded) {
    expectBothSides(crowd("+PH"), kC,
                    {"g7xg8", "g7xf7", "g7-h7", "g7-i7", "g7xh6", "g7-f6", "g7-e5", "g7-f8", "g7xe9"});
}

TEST(MacadamiaRunningTiger, EmptyBoard) {
    expectBothSides(alone("+T"), kC, all({kNE, kSE, kSW, kNW, kS, kE, kW}));
}

TEST(MacadamiaRunningTiger, Crowded) {
    expectBothSides(crowd("+T"), kC,
                    {"g7xh6", "g7-f6", "g7-e5", "g7-f8", "g7xe9", "g7-h7", "g7-i7", "g7xj7", "g7xf7"});
}

TEST(MacadamiaSlidingSnake, EmptyBoard) { expectBothSides(alone("+SN"), kC, all({kN, kS})); }
TEST(MacadamiaSlidingSnake, Crowded) { expectBothSides(crowd("+SN"), kC, {"g7xg8"}); }

// ---------------------------------------------------------------------------------------
// Lion (R2) and its promotion, the Berserker; the Ghost (promoted Pirate) is Queen + Lion.

TEST(MacadamiaLion, EmptyBoard) {
    // 24 leaps to the 5x5 area around g7 plus the pass (an adjacent square is empty) = 25.
    const Moves moves = movesOf(alone("LN"), kC);
    expectCountWith(moves, 25, {"g7-g9", "g7-i9", "g7-h9", "g7-f8", "g7-e6", "g7-g7"},
                    {"g7-g10", "g7-j10", "g7-d7"});
    EXPECT_EQ(movesOf(turned(alone("LN")), kC, 'w').size(), 25u);
}

// The Lion in the crowded position. Adjacent: enemies g8, h6 and the promoted f7; friends h8,
// g6; empty h7, f6, f8. Second ring: enemies e9, h9, i9, g5; friend f9; the rest empty.
const Moves kLionCrowded{
    // leaps (or two steps) onto enemies of the 5x5 area, f7 forcing promotion
    "g7xg8", "g7xg8+", "g7xh6", "g7xh6+", "g7xf7+", "g7xe9", "g7xe9+", "g7xh9", "g7xh9+", "g7xi9", "g7xi9+",
    "g7xg5", "g7xg5+",
    // leaps to empty squares
    "g7-h7", "g7-f6", "g7-f8", "g7-g9", "g7-i8", "g7-i7", "g7-i6", "g7-i5", "g7-h5", "g7-f5", "g7-e5", "g7-e6",
    "g7-e7", "g7-e8",
    // pass
    "g7-g7",
    // capture g8, then step: back (igui), to g9/f8/h7, or capture h9 or f7
    "g7xg8-g7", "g7xg8-g7+", "g7xg8-g9", "g7xg8-g9+", "g7xg8-f8", "g7xg8-f8+", "g7xg8-h7", "g7xg8-h7+",
    "g7xg8xh9", "g7xg8xh9+", "g7xg8xf7+",
    // capture h6, then step
    "g7xh6-g7", "g7xh6-g7+", "g7xh6xg5", "g7xh6xg5+", "g7xh6-h5", "g7xh6-h5+", "g7xh6-i5", "g7xh6-i5+",
    "g7xh6-i6", "g7xh6-i6+", "g7xh6-i7", "g7xh6-i7+", "g7xh6-h7", "g7xh6-h7+",
    // capture the promoted f7 (forced promotion), then step
    "g7xf7-g7+", "g7xf7xg8+", "g7xf7-f8+", "g7xf7-e8+", "g7xf7-e7+", "g7xf7-e6+", "g7xf7-f6+"};

// The same moves for an already promoted Lion-mover: no '+' at all.

TEST(MacadamiaLion, Crowded) {
    ASSERT_EQ(kLionCrowded.size(), 60u);
    expectBothSides(crowd("LN"), kC, kLionCrowded);
}

TEST(MacadamiaBerserker, EmptyBoard) {
    // Lion (24 leaps + pass) plus the third square of each of the eight rays = 33.
    expectCountWith(movesOf(alone("+LN"), kC), 33, {"g7-g10", "g7-j10", "g7-d4", "g7-h9", "g7-g7"},
                    {"g7-g11", "g7-k7", "g7-j9"});
}

TEST(MacadamiaBerserker, Crowded) {
    // j7 emptied: the up-to-three slide adds g7-j7 (h7, i7 empty), nothing further east.
    expectBothSides(crowd("+LN", {{"j7", ""}}), kC, all({withoutPromotion(kLionCrowded), {"g7-j7"}}));
}

TEST(MacadamiaGhost, EmptyBoard) {
    // Queen (48) + the eight knight-distance squares of the Lion + pass = 57.
    expectCountWith(movesOf(alone("+PI"), kC), 57, {"g7-g13", "g7-a1", "g7-h9", "g7-e8", "g7-g7"}, {"g7-i10"});
}

TEST(MacadamiaGhost, Crowded) {
    expectBothSides(crowd("+PI", {{"j7", ""}}), kC,
                    all({withoutPromotion(kLionCrowded), {"g7-j7", "g7-k7", "g7-l7", "g7-m7"}}));
}

// ---------------------------------------------------------------------------------------
// Wolf (Lion Dog, R3) and the Saint (promoted Priest) = Queen + Wolf.

TEST(MacadamiaWolf, EmptyBoard) {
    // 1, 2 or 3 squares along each of the eight rays (24) plus the pass = 25.
    expectCountWith(movesOf(alone("W"), kC), 25, {"g7-g8", "g7-g10", "g7-j4", "g7-d7", "g7-g7"},
                    {"g7-h9", "g7-g11", "g7-i8"});
}

// Extra enemies on g9 and g10 make the whole northern ray enemy-held (g8, g9, g10).
const Moves kWolfCrowded{
    // north: every subset of the passed enemies, the end one forced; out-two-back-one; igui
    "g7xg8", "g7xg8+", "g7xg9", "g7xg9+", "g7xg8xg9", "g7xg8xg9+", "g7xg10", "g7xg10+", "g7xg8xg10",
    "g7xg8xg10+", "g7xg9xg10", "g7xg9xg10+", "g7xg8xg9xg10", "g7xg8xg9xg10+", "g7xg8xg9-g8", "g7xg8xg9-g8+",
    "g7xg8-g7", "g7xg8-g7+",
    // north-east: over the friendly h8 to i9 (enemy) and j10
    "g7xi9", "g7xi9+", "g7-j10", "g7xi9-j10", "g7xi9-j10+",
    // east: h7, i7 empty, enemy j7
    "g7-h7", "g7-i7", "g7xj7", "g7xj7+",
    // south-east: enemy h6, empty i5, j4
    "g7xh6", "g7xh6+", "g7-i5", "g7xh6-i5", "g7xh6-i5+", "g7-j4", "g7xh6-j4", "g7xh6-j4+", "g7xh6-g7",
    "g7xh6-g7+",
    // south: over the friendly g6 to the enemy g5 and beyond
    "g7xg5", "g7xg5+", "g7-g4", "g7xg5-g4", "g7xg5-g4+",
    // south-west: f6, e5, then the friendly d4
    "g7-f6", "g7-e5",
    // west: the promoted f7 forces '+' whenever it is taken
    "g7xf7+", "g7-e7", "g7xf7-e7+", "g7-d7", "g7xf7-d7+", "g7xf7-g7+",
    // north-west: f8 empty, enemy e9, d10 empty; out to e9 and back to f8
    "g7-f8", "g7xe9", "g7xe9+", "g7-d10", "g7xe9-d10", "g7xe9-d10+", "g7xe9-f8", "g7xe9-f8+",
    // pass
    "g7-g7"};

TEST(MacadamiaWolf, Crowded) {
    ASSERT_EQ(kWolfCrowded.size(), 59u);
    expectBothSides(crowd("W", {{"g9", "p"}, {"g10", "p"}}), kC, kWolfCrowded);
}

TEST(MacadamiaSaint, EmptyBoard) {
    // The Queen covers every Wolf destination: 48 + pass = 49.
    expectCountWith(movesOf(alone("+PR"), kC), 49, {"g7-g13", "g7-m1", "g7-g7"}, {"g7-h9"});
}

TEST(MacadamiaSaint, Crowded) {
    // The Wolf moves without promotion; j7 emptied so the Queen goes on to m7.
    Moves expected;
    for (const auto& m : withoutPromotion(kWolfCrowded))
        if (m != "g7xj7") expected.insert(m);
    expected.insert({"g7-j7", "g7-k7", "g7-l7", "g7-m7"});
    ASSERT_EQ(expected.size(), 41u);
    expectBothSides(crowd("+PR", {{"g9", "p"}, {"g10", "p"}, {"j7", ""}}), kC, expected);
}

// ---------------------------------------------------------------------------------------
// Emperor (R5): any empty square; captures only enemies that White could retake.

TEST(MacadamiaEmperor, EmptyBoard) {
    // 169 squares - g7 - l13 = 167 empty squares, plus the capture of the lone White King.
    expectCountWith(movesOf({{"l13", "k"}, {kC, "+K"}}, kC), 168, {"g7-a1", "g7-m13", "g7-g8", "g7xl13"},
                    {"g7-g7", "g7xl13+"});
}

TEST(MacadamiaEmperor, CapturesOnlyUnprotectedPieces) {
    // White: King l13 guarding its Pawn l12; Pawn c11 guarding Pawn c10; a promoted Pawn
    // (Gold) j9 guarding the Pawn k9 beside it. Unguarded: l13, c11, j9. Black: King b1 and a
    // Pawn d4. 169 - 9 occupied = 160 empty squares + 3 captures = 163.
    const Placements pieces{{"b1", "K"}, {"d4", "P"}, {kC, "+K"}, {"l13", "k"}, {"l12", "p"},
                            {"c11", "p"}, {"c10", "p"}, {"j9", "+p"}, {"k9", "p"}};
    const Moves moves = movesOf(pieces, kC);
    expectCountWith(moves, 163, {"g7xc11", "g7xj9", "g7xl13", "g7-a13", "g7-m1"},
                    {"g7xc10", "g7xk9", "g7xl12", "g7-d4", "g7-b1"});
    const Moves white = movesOf(turned(pieces), kC, 'w');
    expectCountWith(white, 163, turned(Moves{"g7xc11", "g7xj9", "g7xl13"}), turned(Moves{"g7xc10", "g7xk9", "g7xl12"}));
}

TEST(MacadamiaEmperor, EverythingIsProtectedByAnEmperor) {
    // With a White Emperor on l13, the Pawn c10 is protected by it; the Emperor itself is not
    // protected by anything, so it may be taken. 169 - 3 = 166 empty squares + 1 capture.
    const Moves moves = movesOf({{kC, "+K"}, {"l13", "+k"}, {"c10", "p"}}, kC);
    expectCountWith(moves, 167, {"g7xl13"}, {"g7xc10"});
}

// ---------------------------------------------------------------------------------------
// Hook movers (R4): Hook Mover = Rook with one optional 90-degree turn, Capricorner the same
// for the Bishop. The whole bent path must be empty; a capture ends the move.

TEST(MacadamiaHookMover, EmptyBoard) {
    // The 24 squares on g7's file and rank directly; each of the other 144 squares by a turn
    // at (its file, 7) or (g, its rank), both paths open. The friendly King's b1 is excluded;
    // the White King on l13 can be captured, with or without promotion: 24 + 142 + 2 = 168.
    expectCountWith(movesOf(alone("HM"), kC), 168,
                    {"g7-a1", "g7-m1", "g7-h8", "g7-b2", "g7-a13", "g7-g13", "g7xl13", "g7xl13+"},
                    {"g7-b1", "g7-g7"});
}

TEST(MacadamiaHookMover, Crowded) {
    // Black friends: g10, h8, h9, g6, f6. White: Pawns h7, f8, d9, a promoted Pawn e7.
    // Straight: g8, g9 (g10 friend), h7 (capture), f7, e7 (promoted: forced '+'), south blocked.
    // Turns: at g8 west onto f8 (enemy); at g9 west f9, e9, d9 (enemy); at f7 north onto f8
    // (the same move as via g8), south blocked by f6; h8, h9 block the eastward turns.
    const Placements pieces{{"b1", "K"}, {"l13", "k"}, {kC, "HM"}, {"g10", "P"}, {"h8", "P"}, {"h9", "P"},
                            {"g6", "P"}, {"f6", "P"}, {"h7", "p"}, {"f8", "p"}, {"d9", "p"}, {"e7", "+p"}};
    expectBothSides(pieces, kC,
                    {"g7-g8", "g7-g9", "g7xh7", "g7xh7+", "g7-f7", "g7xe7+", "g7xf8", "g7xf8+", "g7-f9", "g7-e9",
                     "g7xd9", "g7xd9+"});
}

TEST(MacadamiaCapricorner, EmptyBoard) {
    // Every square of g7's colour ((file + rank) even: 85 of 169) except g7 itself; both Kings
    // stand on the other colour, so nothing blocks and nothing can be captured: 84.
    expectCountWith(movesOf(alone("CA"), kC), 84, {"g7-g9", "g7-a3", "g7-a1", "g7-m13", "g7-e7", "g7-m7"},
                    {"g7-g8", "g7-b1", "g7xl13", "g7-g7"});
}

TEST(MacadamiaCapricorner, Crowded) {
    // Black friends: j10, h6, g9, j8, d8, g5. White: Pawns f8, i7, h10, a promoted Pawn e5.
    // Straight: h8, i9 (j10 friend), f8 (capture), f6, e5 (promoted), h6 friend.
    // Turns: at h8 south-east onto i7; at i9 north-west onto h10; at f6 north-west to e7
    // (d8 friend); the other turns are blocked by friends (g9, j8, g5).
    const Placements pieces{{"b1", "K"}, {"l13", "k"}, {kC, "CA"}, {"j10", "P"}, {"h6", "P"}, {"g9", "P"},
                            {"j8", "P"}, {"d8", "P"}, {"g5", "P"}, {"f8", "p"}, {"i7", "p"}, {"h10", "p"},
                            {"e5", "+p"}};
    expectBothSides(pieces, kC,
                    {"g7-h8", "g7-i9", "g7xf8", "g7xf8+", "g7-f6", "g7xe5+", "g7xi7", "g7xi7+", "g7xh10", "g7xh10+",
                     "g7-e7"});
}

// ---------------------------------------------------------------------------------------
// Edge cases of the multi-leg pieces and of the Emperor.

TEST(MacadamiaLion, NoPassOrIguiWhenBoxedInByFriends) {
    // All eight neighbours are friendly Pawns: only the 16 leaps to the second ring remain.
    Placements pieces = alone("LN");
    for (const char* sq : {"f6", "f7", "f8", "g6", "g8", "h6", "h7", "h8"}) pieces.emplace_back(sq, "P");
    expectBothSides(pieces, kC,
                    {"g7-e5", "g7-e6", "g7-e7", "g7-e8", "g7-e9", "g7-f9", "g7-g9", "g7-h9", "g7-i9", "g7-i8", "g7-i7",
                     "g7-i6", "g7-i5", "g7-h5", "g7-g5", "g7-f5"});
}

TEST(MacadamiaWolf, NoPassWhenBoxedInByFriends) {
    // All neighbours friendly: the Wolf jumps over them to the second and third squares only.
    Placements pieces = alone("W");
    for (const char* sq : {"f6", "f7", "f8", "g6", "g8", "h6", "h7", "h8"}) pieces.emplace_back(sq, "P");
    expectBothSides(pieces, kC,
                    {"g7-g9", "g7-g10", "g7-i9", "g7-j10", "g7-i7", "g7-j7", "g7-i5", "g7-j4", "g7-g5", "g7-g4", "g7-e5",
                     "g7-d4", "g7-e7", "g7-d7", "g7-e9", "g7-d10"});
}

TEST(MacadamiaEmperor, ProtectionCountsEveryWayOfRetaking) {
    // White: Rook g2 whose file runs through the Emperor's own square g7 to the Pawn g10 (once
    // the Emperor has left g7 the Rook could retake there; the Pawn h10 shuts the Hook Mover's
    // way along rank 10); Hook Mover m1 guarding the Pawns h5 (via m5) and h10 (via m10), the
    // Rook (via g1) and its King l13 (via m13); Lion b11 guarding the Pawn a13 by a leap (the
    // Hook Mover cannot reach a13: the King l13 and Black's King b1 are in its way). The Pawn
    // c11 keeps the Hook Mover off b11. Unprotected: only the Hook Mover and the Lion.
    // 169 - 11 occupied = 158 empty squares + 2 captures = 160.
    const Placements pieces{{"b1", "K"}, {kC, "+K"}, {"l13", "k"}, {"g2", "r"}, {"g10", "p"}, {"h10", "p"},
                            {"m1", "hm"}, {"h5", "p"}, {"b11", "ln"}, {"a13", "p"}, {"c11", "p"}};
    expectCountWith(movesOf(pieces, kC), 160, {"g7xm1", "g7xb11", "g7-g8", "g7-m13"},
                    {"g7xg10", "g7xh10", "g7xh5", "g7xg2", "g7xa13", "g7xc11", "g7xl13"});
}

namespace {

// The board after the move `text` of the piece on `from` (as a position text), or a note.
std::string afterMove(const Placements& pieces, const std::string& from, const std::string& text) {
    Position pos = test::position(kVariant, positionText(pieces, 'b'));
    MoveList moves;
    generateMovesFrom(pos, test::sq(pos, from), moves);
    for (const Move& m : moves) {
        if (formatMove(pos, m) != text) continue;
        Position::Undo undo;
        pos.make(m, undo);
        return formatPosition(pos);
    }
    return "no move " + text;
}

}  // namespace

TEST(MacadamiaContagion, TheLastContagiousCaptureDecides) {
    // Lion: Priest on g8 taken first, Pirate on g9 last -> Ghost on g9; the other way round a
    // Saint.
    EXPECT_EQ(afterMove({{"b1", "K"}, {"l13", "k"}, {kC, "LN"}, {"g8", "pr"}, {"g9", "pi"}}, kC, "g7xg8xg9+"),
              positionText({{"b1", "K"}, {"l13", "k"}, {"g9", "+PI"}}, 'w'));
    EXPECT_EQ(afterMove({{"b1", "K"}, {"l13", "k"}, {kC, "LN"}, {"g8", "pi"}, {"g9", "pr"}}, kC, "g7xg8xg9+"),
              positionText({{"b1", "K"}, {"l13", "k"}, {"g9", "+PR"}}, 'w'));
    // Wolf out two and back one: the near piece goes first, the far one last (the source: the
    // one farthest away decides). Pirate g8, Priest g9 -> Saint on g8.
    EXPECT_EQ(afterMove({{"b1", "K"}, {"l13", "k"}, {kC, "W"}, {"g8", "pi"}, {"g9", "pr"}}, kC, "g7xg8xg9-g8+"),
              positionText({{"b1", "K"}, {"l13", "k"}, {"g8", "+PR"}}, 'w'));
    // A contagious capture never leaves a plain option.
    const Moves lion = movesOf({{"b1", "K"}, {"l13", "k"}, {kC, "LN"}, {"g8", "pr"}}, kC);
    EXPECT_TRUE(lion.count("g7xg8-g7+"));
    EXPECT_FALSE(lion.count("g7xg8-g7"));
    EXPECT_FALSE(lion.count("g7xg8"));
}
