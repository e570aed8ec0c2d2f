// Move sets of every Hook Shogi piece, unpromoted and promoted, worked out by hand from
// hook-shogi.txt (its machine-readable piece line and prose) and the rulings R1-R4, R6 and R11
// (docs/rules-notes.md): on an almost empty board and in a crowded position, for Black and
// (turned by 180 degrees) for White.
//
// Board: 16x16, files a-p from Black's left, ranks 1-16 from Black's side; Black moves up.
// The tested Black piece stands on h8; the 180-degree turn (file a<->p, rank r <-> 17-r) puts
// White's on i9. The Kings stand on b1 (Black) and o16 (White), off every line through h8.
//
// Promotion (R6): in Hook Shogi every capture by a piece that has a promoted form promotes,
// so such captures appear only with '+'; there is no promotion without a capture. The King,
// Hook Mover, Tengu and promoted pieces never promote (their captures have no '+').
// Hook-class pieces (Hook Mover, Capricorn, Tengu, Peacock) never capture each other (R4).

// The board this file tests on (read by PieceMoveChecks.h).
namespace shogi::piece_checks {
namespace {
constexpr const char* kVariant = "hook";
constexpr int kSize = 16;
constexpr const char* kCentre = "h8";
constexpr const char* kBlackKing = "b1";
constexpr const char* kWhiteKing = "o16";
}  // namespace
}  // namespace shogi::piece_checks

#include "PieceMoveChecks.h"

using namespace shogi;
using namespace shogi::piece_checks;

namespace {

const std::string kC = kCentre;

// crowd() (PieceMoveChecks.h) around h8, the piece under test:
//   friends (Black Pawns): i9 (NE1), h7 (S1), e5 (SW3), g10 (knight square)
//   enemies (White Pawns): h9 (N1), j10 (NE2), k8 (E3), i7 (SE1), h6 (S2), f10 (NW2),
//   i10 (knight square); a Tokin (promoted White Pawn) on g8 (W1).
//   Empty: i8, j8 (E1, E2), j6 (SE2), g7, f6 (SW1, SW2), f8 (W2), g9 (NW1), h10 (N2), ...

// Full rays from h8 to the board's edge.
const Moves kN = ray("h8", 0, 1, 8), kS = ray("h8", 0, -1, 7), kE = ray("h8", 1, 0, 8), kW = ray("h8", -1, 0, 7);
const Moves kNE = ray("h8", 1, 1, 8), kSE = ray("h8", 1, -1, 7), kSW = ray("h8", -1, -1, 7),
            kNW = ray("h8", -1, 1, 7);
const Moves kSteps{"h8-g7", "h8-g8", "h8-g9", "h8-h7", "h8-h9", "h8-i7", "h8-i8", "h8-i9"};

// Crowded-position results of the Bishop and Rook parts (promoting and plain forms).
const Moves kBishopCrowded{"h8xi7+", "h8-g7", "h8-f6", "h8-g9", "h8xf10+"};
const Moves kBishopCrowdedPlain{"h8xi7", "h8-g7", "h8-f6", "h8-g9", "h8xf10"};
const Moves kRookCrowded{"h8xh9+", "h8-i8", "h8-j8", "h8xk8+", "h8xg8+"};
const Moves kRookCrowdedPlain{"h8xh9", "h8-i8", "h8-j8", "h8xk8", "h8xg8"};
const Moves kKnightCrowded{"h8xi10+", "h8-j9", "h8-j7", "h8-i6", "h8-g6", "h8-f7", "h8-f9"};

}  // namespace

TEST(HookBoard, PlacementHelperWritesRanksTopDown) {
    const std::string text = positionText({{"a1", "L"}, {"h1", "K"}, {"p16", "l"}, {"g14", "+p"}}, 'b');
    EXPECT_EQ(text, "15,l/16/6,+p,9/16/16/16/16/16/16/16/16/16/16/16/16/L,6,K,8 b -");
    EXPECT_EQ(turnedSquare("h8"), "i9");
    EXPECT_EQ(turnedText("h8xh9-g10+"), "i9xi8-j7+");
}

// ---------------------------------------------------------------------------------------
// Steppers.

TEST(HookKing, EmptyBoard) { expectBothSides({{"o16", "k"}, {kC, "K"}}, kC, kSteps); }

TEST(HookKing, CrowdedNeverPromotes) {
    expectBothSides(crowd("K", {{"b1", ""}}), kC, {"h8xh9", "h8-i8", "h8xi7", "h8-g7", "h8xg8", "h8-g9"});
}

TEST(HookPawn, EmptyBoard) { expectBothSides(alone("P"), kC, {"h8-h9"}); }
TEST(HookPawn, CrowdedCaptureAlwaysPromotes) { expectBothSides(crowd("P"), kC, {"h8xh9+"}); }

TEST(HookGoBetween, EmptyBoard) { expectBothSides(alone("GB"), kC, {"h8-h9", "h8-h7"}); }
TEST(HookGoBetween, Crowded) { expectBothSides(crowd("GB"), kC, {"h8xh9+"}); }

TEST(HookStoneGeneral, EmptyBoard) { expectBothSides(alone("O"), kC, {"h8-g9", "h8-i9"}); }
TEST(HookStoneGeneral, Crowded) { expectBothSides(crowd("O"), kC, {"h8-g9"}); }

TEST(HookTileGeneral, EmptyBoard) { expectBothSides(alone("T"), kC, {"h8-g9", "h8-h9", "h8-i9"}); }
TEST(HookTileGeneral, Crowded) { expectBothSides(crowd("T"), kC, {"h8-g9", "h8xh9+"}); }

TEST(HookDeva, EmptyBoard) { expectBothSides(alone("DV"), kC, {"h8-g9", "h8-i9", "h8-i7", "h8-g8"}); }
TEST(HookDeva, Crowded) { expectBothSides(crowd("DV"), kC, {"h8-g9", "h8xi7+", "h8xg8+"}); }

TEST(HookDarkSpirit, EmptyBoard) { expectBothSides(alone("DS"), kC, {"h8-g9", "h8-i9", "h8-g7", "h8-i8"}); }

TEST(HookDarkSpirit, CrowdedTakingADeva) {
    // An enemy Deva on i9 instead of the friendly Pawn (contagion: '+').
    expectBothSides(crowd("DS", {{"i9", "dv"}}), kC, {"h8-g9", "h8xi9+", "h8-g7", "h8-i8"});
}

TEST(HookCopperGeneral, EmptyBoard) { expectBothSides(alone("C"), kC, {"h8-g9", "h8-i9", "h8-h9", "h8-h7"}); }
TEST(HookCopperGeneral, Crowded) { expectBothSides(crowd("C"), kC, {"h8-g9", "h8xh9+"}); }

TEST(HookEvilWolf, EmptyBoard) { expectBothSides(alone("EW"), kC, {"h8-g9", "h8-i9", "h8-g8", "h8-i8", "h8-h9"}); }
TEST(HookEvilWolf, Crowded) { expectBothSides(crowd("EW"), kC, {"h8-g9", "h8xg8+", "h8-i8", "h8xh9+"}); }

TEST(HookSilverGeneral, EmptyBoard) {
    expectBothSides(alone("S"), kC, {"h8-g9", "h8-i9", "h8-i7", "h8-g7", "h8-h9"});
}
TEST(HookSilverGeneral, Crowded) { expectBothSides(crowd("S"), kC, {"h8-g9", "h8xi7+", "h8-g7", "h8xh9+"}); }

TEST(HookFerociousLeopard, EmptyBoard) {
    expectBothSides(alone("FL"), kC, {"h8-g9", "h8-i9", "h8-i7", "h8-g7", "h8-h9", "h8-h7"});
}
TEST(HookFerociousLeopard, Crowded) { expectBothSides(crowd("FL"), kC, {"h8-g9", "h8xi7+", "h8-g7", "h8xh9+"}); }

TEST(HookGoldGeneral, EmptyBoard) {
    expectBothSides(alone("G"), kC, {"h8-h9", "h8-i8", "h8-h7", "h8-g8", "h8-g9", "h8-i9"});
}
TEST(HookGoldGeneral, Crowded) { expectBothSides(crowd("G"), kC, {"h8xh9+", "h8-i8", "h8xg8+", "h8-g9"}); }

TEST(HookGoldGeneral, CrowdedWhiteSpelledOut) {
    // White's Gold on i9 in the turned position: i8 (enemy), h9 (empty), j9 (promoted enemy),
    // j8 (empty); h8 is its friend.
    EXPECT_TRUE(sameMoves(movesOf(turned(crowd("G")), "i9", 'w'), {"i9xi8+", "i9-h9", "i9xj9+", "i9-j8"}));
}

TEST(HookBlindTiger, EmptyBoard) {
    expectBothSides(alone("BT"), kC, {"h8-g9", "h8-i9", "h8-i7", "h8-g7", "h8-g8", "h8-i8", "h8-h7"});
}
TEST(HookBlindTiger, Crowded) {
    expectBothSides(crowd("BT"), kC, {"h8-g9", "h8xi7+", "h8-g7", "h8xg8+", "h8-i8"});
}

TEST(HookDrunkElephant, EmptyBoard) {
    expectBothSides(alone("DE"), kC, {"h8-g9", "h8-i9", "h8-i7", "h8-g7", "h8-g8", "h8-i8", "h8-h9"});
}
TEST(HookDrunkElephant, Crowded) {
    expectBothSides(crowd("DE"), kC, {"h8-g9", "h8xi7+", "h8-g7", "h8xg8+", "h8-i8", "h8xh9+"});
}

TEST(HookFlyingHorse, EmptyBoard) {
    expectBothSides(alone("FH"), kC, {"h8-i9", "h8-j10", "h8-i7", "h8-j6", "h8-g7", "h8-f6", "h8-g9", "h8-f10"});
}
TEST(HookFlyingHorse, Crowded) { expectBothSides(crowd("FH"), kC, {"h8xi7+", "h8-g7", "h8-f6", "h8-g9", "h8xf10+"}); }

TEST(HookFlyingDragon, EmptyBoard) {
    expectBothSides(alone("FY"), kC, {"h8-h9", "h8-h10", "h8-i8", "h8-j8", "h8-h7", "h8-h6", "h8-g8", "h8-f8"});
}
TEST(HookFlyingDragon, Crowded) { expectBothSides(crowd("FY"), kC, {"h8xh9+", "h8-i8", "h8-j8", "h8xg8+"}); }

TEST(HookOldKite, EmptyBoard) {
    expectBothSides(alone("OK"), kC,
                    {"h8-i9", "h8-j10", "h8-i7", "h8-j6", "h8-g7", "h8-f6", "h8-g9", "h8-f10", "h8-g8", "h8-i8"});
}
TEST(HookOldKite, Crowded) {
    expectBothSides(crowd("OK"), kC, {"h8xi7+", "h8-g7", "h8-f6", "h8-g9", "h8xf10+", "h8xg8+", "h8-i8"});
}

TEST(HookPoisonousSnake, EmptyBoard) {
    expectBothSides(alone("PS"), kC,
                    {"h8-h9", "h8-h10", "h8-i8", "h8-j8", "h8-h7", "h8-h6", "h8-g8", "h8-f8", "h8-g9", "h8-i9"});
}
TEST(HookPoisonousSnake, Crowded) {
    expectBothSides(crowd("PS"), kC, {"h8xh9+", "h8-i8", "h8-j8", "h8xg8+", "h8-g9"});
}

TEST(HookKirin, EmptyBoard) {
    expectBothSides(alone("KY"), kC, {"h8-i9", "h8-i7", "h8-g7", "h8-g9", "h8-h10", "h8-j8", "h8-h6", "h8-f8"});
}
TEST(HookKirin, CrowdedJumps) {
    expectBothSides(crowd("KY"), kC, {"h8-g9", "h8xi7+", "h8-g7", "h8-h10", "h8-j8", "h8xh6+", "h8-f8"});
}

TEST(HookPhoenix, EmptyBoard) {
    expectBothSides(alone("PH"), kC, {"h8-h9", "h8-i8", "h8-h7", "h8-g8", "h8-j10", "h8-j6", "h8-f6", "h8-f10"});
}
TEST(HookPhoenix, CrowdedJumps) {
    expectBothSides(crowd("PH"), kC, {"h8xh9+", "h8-i8", "h8xg8+", "h8xj10+", "h8-j6", "h8-f6", "h8xf10+"});
}

TEST(HookRoaringDog, EmptyBoard) {
    // King step, or a jump to the second square of a ray and optionally one more step.
    expectBothSides(alone("RD"), kC,
                    all({kSteps, {"h8-h10", "h8-j10", "h8-j8", "h8-j6", "h8-h6", "h8-f6", "h8-f8", "h8-f10", "h8-h11",
                                  "h8-k11", "h8-k8", "h8-k5", "h8-h5", "h8-e5", "h8-e8", "h8-e11"}}));
}

TEST(HookRoaringDog, Crowded) {
    // Second squares: h10 (over the enemy h9) and on to h11; j10 enemy (stop); j8 and on to
    // the enemy k8; j6 and k5; h6 enemy (over the friend h7); f6 (e5 friend); f8 and e8; f10 enemy.
    expectBothSides(crowd("RD"), kC,
                    {"h8xh9+", "h8-i8", "h8xi7+", "h8-g7", "h8xg8+", "h8-g9", "h8-h10", "h8-h11", "h8xj10+",
                     "h8-j8", "h8xk8+", "h8-j6", "h8-k5", "h8xh6+", "h8-f6", "h8-f8", "h8-e8", "h8xf10+"});
}

// ---------------------------------------------------------------------------------------
// Sliders.

TEST(HookLance, EmptyBoard) { expectBothSides(alone("L"), kC, all({kN, {"h8-h7", "h8-h6"}})); }
TEST(HookLance, Crowded) { expectBothSides(crowd("L"), kC, {"h8xh9+"}); }

TEST(HookLance, BackwardRangeIsTwo) {
    // Friend on h9; enemies on h6 (second square back) and h5: only h7 and the capture on h6.
    expectBothSides({{"b1", "K"}, {"o16", "k"}, {kC, "L"}, {"h9", "P"}, {"h6", "p"}}, kC, {"h8-h7", "h8xh6+"});
}

TEST(HookReverseChariot, EmptyBoard) { expectBothSides(alone("RV"), kC, all({kN, kS})); }
TEST(HookReverseChariot, Crowded) { expectBothSides(crowd("RV"), kC, {"h8xh9+"}); }

TEST(HookSideMover, EmptyBoard) { expectBothSides(alone("SM"), kC, all({kE, kW, {"h8-h9", "h8-h7"}})); }
TEST(HookSideMover, Crowded) { expectBothSides(crowd("SM"), kC, {"h8xh9+", "h8-i8", "h8-j8", "h8xk8+", "h8xg8+"}); }

TEST(HookVerticalMover, EmptyBoard) { expectBothSides(alone("VM"), kC, all({kN, kS, {"h8-g8", "h8-i8"}})); }
TEST(HookVerticalMover, Crowded) { expectBothSides(crowd("VM"), kC, {"h8xg8+", "h8-i8", "h8xh9+"}); }

TEST(HookSideChariot, EmptyBoard) {
    expectBothSides(alone("SC"), kC, all({kE, kW, {"h8-g9", "h8-i9", "h8-g7", "h8-i7"}}));
}
TEST(HookSideChariot, Crowded) {
    expectBothSides(crowd("SC"), kC, {"h8-g9", "h8xi7+", "h8-g7", "h8-i8", "h8-j8", "h8xk8+", "h8xg8+"});
}

TEST(HookVerticalChariot, EmptyBoard) {
    expectBothSides(alone("VC"), kC, all({kN, kS, {"h8-g9", "h8-i9", "h8-g7", "h8-i7"}}));
}
TEST(HookVerticalChariot, Crowded) { expectBothSides(crowd("VC"), kC, {"h8-g9", "h8xi7+", "h8-g7", "h8xh9+"}); }

TEST(HookBishop, EmptyBoard) { expectBothSides(alone("B"), kC, all({kNE, kSE, kSW, kNW})); }
TEST(HookBishop, Crowded) { expectBothSides(crowd("B"), kC, kBishopCrowded); }

TEST(HookRook, EmptyBoard) { expectBothSides(alone("R"), kC, all({kN, kS, kE, kW})); }
TEST(HookRook, Crowded) { expectBothSides(crowd("R"), kC, kRookCrowded); }

TEST(HookDragonHorse, EmptyBoard) {
    expectBothSides(alone("DH"), kC, all({kNE, kSE, kSW, kNW, {"h8-h9", "h8-h7", "h8-g8", "h8-i8"}}));
}
TEST(HookDragonHorse, Crowded) {
    expectBothSides(crowd("DH"), kC, all({kBishopCrowded, {"h8xh9+", "h8-i8", "h8xg8+"}}));
}

TEST(HookDragonKing, EmptyBoard) {
    expectBothSides(alone("DK"), kC, all({kN, kS, kE, kW, {"h8-g9", "h8-i9", "h8-g7", "h8-i7"}}));
}
TEST(HookDragonKing, Crowded) {
    expectBothSides(crowd("DK"), kC, all({kRookCrowded, {"h8-g9", "h8xi7+", "h8-g7"}}));
}

const Moves kKnightJumps{"h8-g10", "h8-i10", "h8-j9", "h8-j7", "h8-i6", "h8-g6", "h8-f7", "h8-f9"};

TEST(HookViolentFalcon, EmptyBoard) { expectBothSides(alone("VF"), kC, all({kNE, kSE, kSW, kNW, kKnightJumps})); }
TEST(HookViolentFalcon, Crowded) { expectBothSides(crowd("VF"), kC, all({kBishopCrowded, kKnightCrowded})); }

TEST(HookFierceEagle, EmptyBoard) { expectBothSides(alone("VE"), kC, all({kN, kS, kE, kW, kKnightJumps})); }
TEST(HookFierceEagle, Crowded) { expectBothSides(crowd("VE"), kC, all({kRookCrowded, kKnightCrowded})); }

TEST(HookQueen, EmptyBoard) { expectBothSides(alone("Q"), kC, all({kN, kS, kE, kW, kNE, kSE, kSW, kNW})); }
TEST(HookQueen, Crowded) { expectBothSides(crowd("Q"), kC, all({kRookCrowded, kBishopCrowded})); }

// ---------------------------------------------------------------------------------------
// Lion (R2) and Lion Dog (R3). Every capture promotes (Lion Hawk, Great Elephant).

TEST(HookLion, EmptyBoard) {
    // 24 leaps in the 5x5 area plus the pass.
    expectCountWith(movesOf(alone("LN"), kC), 25, {"h8-h10", "h8-j10", "h8-i10", "h8-f7", "h8-h8"},
                    {"h8-h11", "h8-k8"});
}

// Adjacent: enemies h9, i7 and the Tokin g8; friends i9, h7. Second ring: enemies f10, i10,
// j10, h6; friend g10.
const Moves kLionCrowded{
    "h8xh9+", "h8xi7+", "h8xg8+", "h8xf10+", "h8xi10+", "h8xj10+", "h8xh6+",
    "h8-i8", "h8-g7", "h8-g9", "h8-h10", "h8-j9", "h8-j8", "h8-j7", "h8-j6", "h8-i6", "h8-g6", "h8-f6",
    "h8-f7", "h8-f8", "h8-f9", "h8-h8",
    "h8xh9-h8+", "h8xh9-h10+", "h8xh9-g9+", "h8xh9-i8+", "h8xh9xi10+", "h8xh9xg8+",
    "h8xi7-h8+", "h8xi7xh6+", "h8xi7-i6+", "h8xi7-j6+", "h8xi7-j7+", "h8xi7-j8+", "h8xi7-i8+",
    "h8xg8-h8+", "h8xg8xh9+", "h8xg8-g9+", "h8xg8-f9+", "h8xg8-f8+", "h8xg8-f7+", "h8xg8-g7+"};

TEST(HookLion, Crowded) {
    ASSERT_EQ(kLionCrowded.size(), 42u);
    expectBothSides(crowd("LN"), kC, kLionCrowded);
}

TEST(HookLionDog, EmptyBoard) {
    expectCountWith(movesOf(alone("LD"), kC), 25, {"h8-h11", "h8-e5", "h8-j8", "h8-h8"}, {"h8-i10", "h8-h12"});
}

// With extra enemies on h10 and h11 the whole northern ray (h9, h10, h11) is enemy-held.
const Moves kLionDogCrowded{
    "h8xh9+", "h8xh10+", "h8xh9xh10+", "h8xh11+", "h8xh9xh11+", "h8xh10xh11+", "h8xh9xh10xh11+",
    "h8xh9xh10-h9+", "h8xh9-h8+",
    "h8xj10+", "h8-k11", "h8xj10-k11+",
    "h8-i8", "h8-j8", "h8xk8+",
    "h8xi7+", "h8-j6", "h8xi7-j6+", "h8-k5", "h8xi7-k5+", "h8xi7-h8+",
    "h8xh6+", "h8-h5", "h8xh6-h5+",
    "h8-g7", "h8-f6",
    "h8xg8+", "h8-f8", "h8xg8-f8+", "h8-e8", "h8xg8-e8+", "h8xg8-h8+",
    "h8-g9", "h8xf10+", "h8-e11", "h8xf10-e11+", "h8xf10-g9+",
    "h8-h8"};

TEST(HookLionDog, Crowded) {
    ASSERT_EQ(kLionDogCrowded.size(), 38u);
    expectBothSides(crowd("LD", {{"h10", "p"}, {"h11", "p"}}), kC, kLionDogCrowded);
}

// ---------------------------------------------------------------------------------------
// Hook-class pieces (R4).

TEST(HookHookMover, EmptyBoard) {
    // 30 squares on h8's file and rank; each of the other 225 squares by a turn, except the
    // friendly King's b1; the White King on o16 is captured without promotion: 30 + 224 = 254.
    expectCountWith(movesOf(alone("HM"), kC), 254, {"h8-a1", "h8-p1", "h8-a16", "h8-i9", "h8xo16"},
                    {"h8-b1", "h8xo16+", "h8-h8"});
}

TEST(HookHookMover, CrowdedCannotTakeHookPieces) {
    // White hook pieces: Capricorn h10, Tengu f8, Hook Mover g6 block but cannot be taken.
    // Black friends h7, i9. White Pawns i8, g9.
    // Straight: h9, i8 (capture), g8; turns: h9 west onto g9 (capture), g8 north onto g9
    // (same move), g8 south to g7 (g6 blocks).
    const Placements pieces{{"b1", "K"}, {"o16", "k"}, {kC, "HM"}, {"h7", "P"}, {"i9", "P"}, {"h10", "ca"},
                            {"i8", "p"}, {"f8", "tg"}, {"g9", "p"}, {"g6", "hm"}};
    expectBothSides(pieces, kC, {"h8-h9", "h8xi8", "h8-g8", "h8xg9", "h8-g7"});
}

TEST(HookCapricorn, EmptyBoard) {
    // All 128 squares of h8's colour except h8; both Kings are on the other colour: 127.
    expectCountWith(movesOf(alone("CA"), kC), 127, {"h8-a1", "h8-p16", "h8-h10", "h8-a3", "h8-p2"},
                    {"h8-h9", "h8-h8", "h8-b1"});
}

TEST(HookCapricorn, CrowdedCannotTakeHookPieces) {
    // Straight: i9, j10 (capture), g9, f10 (e11 friend); i7 holds a White Tengu (blocked), g7 a
    // friend. Turns: at i9 onto j8 (capture; h10 friend); at g9 north-east blocked by h10 and
    // south-west by a White Peacock on f8; at f10 north-east g11 and h12 (capture), e9 friend.
    const Placements pieces{{"b1", "K"}, {"o16", "k"}, {kC, "CA"}, {"g7", "P"}, {"e11", "P"}, {"h10", "P"},
                            {"e9", "P"}, {"j10", "p"}, {"i7", "tg"}, {"j8", "p"}, {"f8", "pc"}, {"h12", "p"}};
    expectBothSides(pieces, kC, {"h8-i9", "h8xj10+", "h8-g9", "h8-f10", "h8xj8+", "h8-g11", "h8xh12+"});
}

TEST(HookTengu, EmptyBoard) {
    // Capricorn's 127 plus the four orthogonal steps.
    expectCountWith(movesOf(alone("TG"), kC), 131, {"h8-h9", "h8-g8", "h8-a1", "h8-h10"}, {"h8-h11", "h8-b1", "h8-h8"});
}

TEST(HookTengu, CrowdedCannotTakeHookPieces) {
    // Steps: h9 holds a White Peacock (no), i8 a Pawn (capture, no promotion), g8 empty, h7
    // friend. Diagonals: i9, then a White Capricorn on j10; i7 friend; g7, then a Pawn f6; g9
    // friend. Turns: at i9 north-west h10 and a Pawn g11, south-east j8 friend; at g7 north-west
    // f8 (e9 friend), south-east a White Hook Mover h6.
    const Placements pieces{{"b1", "K"}, {"o16", "k"}, {kC, "TG"}, {"h7", "P"}, {"i7", "P"}, {"g9", "P"},
                            {"j8", "P"}, {"e9", "P"}, {"h9", "pc"}, {"i8", "p"}, {"j10", "ca"}, {"g11", "p"},
                            {"f6", "p"}, {"h6", "hm"}};
    expectBothSides(pieces, kC, {"h8xi8", "h8-g8", "h8-i9", "h8-h10", "h8xg11", "h8-g7", "h8xf6", "h8-f8"});
}

TEST(HookPeacock, EmptyBoard) {
    // Backward: i7, j6, g7, f6. Forward diagonals: 8 (NE) + 7 (NW). Turning off the NE ray
    // south-east: 7+6+...+1 = 28 squares; turning north-west off NE (or north-east off NW,
    // the same squares): 28; turning south-west off NW: 6+5+...+1 = 21. Total 96.
    expectCountWith(movesOf(alone("PC"), kC), 96,
                    {"h8-i7", "h8-j6", "h8-f6", "h8-p16", "h8-a15", "h8-j8", "h8-p10", "h8-h10", "h8-a13", "h8-b16"},
                    {"h8-k5", "h8-e5", "h8-h6", "h8-h8", "h8-a14", "h8-h9"});
}

TEST(HookPeacock, CrowdedCannotTakeHookPieces) {
    // Backward: i7 Pawn (capture), g7 then a White Hook Mover on f6. Forward: i9, then friend
    // j10; g9 holds a White Capricorn. Turns at i9: north-west h10 and a Pawn g11, south-east j8
    // and a Pawn k7.
    const Placements pieces{{"b1", "K"}, {"o16", "k"}, {kC, "PC"}, {"j10", "P"}, {"i7", "p"}, {"f6", "hm"},
                            {"g9", "ca"}, {"g11", "p"}, {"k7", "p"}};
    expectBothSides(pieces, kC, {"h8xi7+", "h8-g7", "h8-i9", "h8-h10", "h8xg11+", "h8-j8", "h8xk7+"});
}

TEST(HookHookClass, OtherPiecesMayTakeHookPieces) {
    // The anti-trading rule binds only hook-class capturers: a Rook takes a Hook Mover.
    expectBothSides({{"b1", "K"}, {"o16", "k"}, {kC, "R"}, {"h9", "hm"}, {"h7", "P"}, {"g8", "P"}, {"i8", "P"}},
                    kC, {"h8xh9+"});
}

// ---------------------------------------------------------------------------------------
// Promoted-only types (written '+' and the code of the piece they come from).

TEST(HookTokin, EmptyBoard) {
    expectBothSides(alone("+P"), kC, {"h8-h9", "h8-i8", "h8-h7", "h8-g8", "h8-g9", "h8-i9"});
}
TEST(HookTokin, CrowdedNeverPromotesAgain) { expectBothSides(crowd("+P"), kC, {"h8xh9", "h8-i8", "h8xg8", "h8-g9"}); }

TEST(HookPrince, EmptyBoard) { expectBothSides(alone("+DE"), kC, kSteps); }
TEST(HookPrince, Crowded) {
    expectBothSides(crowd("+DE"), kC, {"h8xh9", "h8-i8", "h8xi7", "h8-g7", "h8xg8", "h8-g9"});
}

TEST(HookFreeWolf, EmptyBoard) {
    expectBothSides(alone("+EW"), kC, all({kE, kW, {"h8-g9", "h8-i9", "h8-g7", "h8-i7", "h8-h9", "h8-h7"}}));
}
TEST(HookFreeWolf, Crowded) {
    expectBothSides(crowd("+EW"), kC, {"h8-g9", "h8xi7", "h8-g7", "h8xh9", "h8-i8", "h8-j8", "h8xk8", "h8xg8"});
}

TEST(HookFlyingStag, EmptyBoard) {
    expectBothSides(alone("+BT"), kC, all({kN, kS, {"h8-g9", "h8-i9", "h8-g7", "h8-i7", "h8-g8", "h8-i8"}}));
}
TEST(HookFlyingStag, Crowded) {
    expectBothSides(crowd("+BT"), kC, {"h8-g9", "h8xi7", "h8-g7", "h8xg8", "h8-i8", "h8xh9"});
}

TEST(HookWhiteHorse, EmptyBoard) { expectBothSides(alone("+L"), kC, all({kNE, kNW, kN, kS})); }
TEST(HookWhiteHorse, Crowded) { expectBothSides(crowd("+L"), kC, {"h8-g9", "h8xf10", "h8xh9"}); }

TEST(HookWhale, EmptyBoard) { expectBothSides(alone("+RV"), kC, all({kSE, kSW, kN, kS})); }
TEST(HookWhale, Crowded) { expectBothSides(crowd("+RV"), kC, {"h8xi7", "h8-g7", "h8-f6", "h8xh9"}); }

TEST(HookFreeBoar, EmptyBoard) { expectBothSides(alone("+SM"), kC, all({kNE, kSE, kSW, kNW, kE, kW})); }
TEST(HookFreeBoar, Crowded) {
    expectBothSides(crowd("+SM"), kC, all({kBishopCrowdedPlain, {"h8-i8", "h8-j8", "h8xk8", "h8xg8"}}));
}

TEST(HookFlyingOx, EmptyBoard) { expectBothSides(alone("+VM"), kC, all({kNE, kSE, kSW, kNW, kN, kS})); }
TEST(HookFlyingOx, Crowded) { expectBothSides(crowd("+VM"), kC, all({kBishopCrowdedPlain, {"h8xh9"}})); }

TEST(HookFreeDemon, EmptyBoard) {
    expectBothSides(alone("+SC"), kC, all({kNE, kSE, kSW, kNW, kE, kW, ray("h8", 0, 1, 5), ray("h8", 0, -1, 5)}));
}
TEST(HookFreeDemon, Crowded) {
    expectBothSides(crowd("+SC"), kC, all({kBishopCrowdedPlain, kRookCrowdedPlain}));
}

TEST(HookFreeDreamEater, EmptyBoard) {
    expectBothSides(alone("+VC"), kC, all({kNE, kSE, kSW, kNW, kN, kS, ray("h8", 1, 0, 5), ray("h8", -1, 0, 5)}));
}
TEST(HookFreeDreamEater, Crowded) {
    expectBothSides(crowd("+VC"), kC, all({kBishopCrowdedPlain, kRookCrowdedPlain}));
}

TEST(HookHornedFalcon, EmptyBoard) {
    // Bishop (29), sideways and backward Rook (8 + 7 + 7), forward h9 and h10, pass: 54.
    expectBothSides(alone("+DH"), kC, all({kNE, kSE, kSW, kNW, kE, kW, kS, {"h8-h9", "h8-h10", "h8-h8"}}));
}
TEST(HookHornedFalcon, Crowded) {
    // Forward: capture h9 and stop, go on to h10, or return; leap to h10. No pass (h9 taken).
    expectBothSides(crowd("+DH"), kC,
                    all({kBishopCrowdedPlain, {"h8-i8", "h8-j8", "h8xk8", "h8xg8"},
                         {"h8xh9", "h8-h10", "h8xh9-h10", "h8xh9-h8"}}));
}

TEST(HookSoaringEagle, EmptyBoard) {
    // Rook (30), backward Bishop (7 + 7), forward-diagonal g9, i9, f10, j10, pass: 49.
    expectBothSides(alone("+DK"), kC,
                    all({kN, kS, kE, kW, kSE, kSW, {"h8-g9", "h8-i9", "h8-f10", "h8-j10", "h8-h8"}}));
}
TEST(HookSoaringEagle, Crowded) {
    // Forward diagonals: g9, leap over the friend i9 to capture j10, leap to capture f10; pass
    // through the empty g9.
    expectBothSides(crowd("+DK"), kC,
                    all({kRookCrowdedPlain, {"h8xi7", "h8-g7", "h8-f6"}, {"h8-g9", "h8xj10", "h8xf10", "h8-h8"}}));
}

TEST(HookSoaringEagle, CrowdedDoubleCapture) {
    // Enemies on g9 and f10 (north-west), i9 and j10 (north-east); everything else empty.
    const Placements pieces{{"b1", "K"}, {"o16", "k"}, {kC, "+DK"}, {"g9", "p"}, {"f10", "p"}, {"i9", "p"}, {"j10", "p"}};
    const Moves moves = movesOf(pieces, kC);
    // Rook 30 + back Bishop 14; forward diagonals: 4 leaps/steps (g9, f10, i9, j10 captures);
    // after taking g9 the second step stays on that diagonal (XBetza fcavF): on to f10 or back
    // to h8; the same after i9: 2 * 2. No turning aside (h10, f8, j8 are not reached that way).
    // No pass: both forward-diagonal neighbours are occupied. 30 + 14 + 4 + 4 = 52.
    expectCountWith(moves, 52, {"h8xg9xf10", "h8xg9-h8", "h8xi9xj10", "h8xi9-h8"},
                    {"h8-h8", "h8xg9xi9", "h8xg9-g10", "h8xg9-h10", "h8xi9-j8", "h8xg9-f8"});
}

TEST(HookGreatFalcon, EmptyBoard) {
    // Bishop (29), sideways and backward Rook (22), forward up to three squares, pass: 55.
    expectBothSides(alone("+VF"), kC,
                    all({kNE, kSE, kSW, kNW, kE, kW, kS, {"h8-h9", "h8-h10", "h8-h11", "h8-h8"}}));
}

TEST(HookGreatFalcon, Crowded) {
    // Forward: enemies h9, h10, empty h11 -> Lion-Dog-like stinging move (9 moves). West: a
    // friend on g8, an enemy f8, e8 empty, an enemy d8: jumping to the second square takes f8,
    // jumping to the third lands on e8 and may slide on to d8. Other rays empty to the edge.
    const Placements pieces{{"b1", "K"}, {"o16", "k"}, {kC, "+VF"}, {"h9", "p"}, {"h10", "p"}, {"g8", "P"},
                            {"f8", "p"}, {"d8", "p"}};
    expectBothSides(pieces, kC,
                    all({kNE, kSE, kSW, kNW, kE, kS,
                         {"h8xh9", "h8xh10", "h8xh9xh10", "h8-h11", "h8xh9-h11", "h8xh10-h11", "h8xh9xh10-h11",
                          "h8xh9xh10-h9", "h8xh9-h8"},
                         {"h8xf8", "h8-e8", "h8xd8"}}));
}

TEST(HookGreatEagle, EmptyBoard) {
    // Rook (30), backward Bishop (14), three squares along each forward diagonal, pass: 51.
    expectBothSides(alone("+VE"), kC,
                    all({kN, kS, kE, kW, kSE, kSW, ray("h8", -1, 1, 3), ray("h8", 1, 1, 3), {"h8-h8"}}));
}

TEST(HookGreatEagle, Crowded) {
    // North-east: enemies i9, j10, k11 empty (stinging, 9 moves). North-west empty. South: a
    // friend h7, an enemy h6: jump to the second square takes it, to the third goes on h5..h1.
    const Placements pieces{{"b1", "K"}, {"o16", "k"}, {kC, "+VE"}, {"i9", "p"}, {"j10", "p"}, {"h7", "P"},
                            {"h6", "p"}};
    expectBothSides(pieces, kC,
                    all({kN, kE, kW, kSE, kSW, ray("h8", -1, 1, 3),
                         {"h8xi9", "h8xj10", "h8xi9xj10", "h8-k11", "h8xi9-k11", "h8xj10-k11", "h8xi9xj10-k11",
                          "h8xi9xj10-i9", "h8xi9-h8", "h8-h8"},
                         {"h8xh6", "h8-h5", "h8-h4", "h8-h3", "h8-h2", "h8-h1"}}));
}

TEST(HookGreatElephant, EmptyBoard) {
    // Lion's 5x5 area (24), the third square of each ray (8), pass: 33.
    expectCountWith(movesOf(alone("+LD"), kC), 33, {"h8-h11", "h8-i10", "h8-e5", "h8-h8"}, {"h8-h12", "h8-k9"});
}

TEST(HookGreatElephant, Crowded) {
    // The Lion's crowded moves plus the Lion Dog's ones that end outside the 5x5 area or
    // come back after an enemy on the second square (all without promotion).
    const Moves expected = all({withoutPromotion(kLionCrowded),
                                {"h8-h11", "h8xh9-h11", "h8-k11", "h8xj10-k11", "h8xk8", "h8-k5", "h8xi7-k5", "h8-h5",
                                 "h8xh6-h5", "h8-e8", "h8xg8-e8", "h8-e11", "h8xf10-e11", "h8xf10-g9"}});
    ASSERT_EQ(expected.size(), 56u);
    expectBothSides(crowd("+LD"), kC, expected);
}

TEST(HookLionHawk, EmptyBoard) {
    // Lion (24 + pass) plus the Bishop beyond the 5x5 area (29 - 8 = 21): 46.
    expectCountWith(movesOf(alone("+LN"), kC), 46, {"h8-p16", "h8-a1", "h8-i10", "h8-h10", "h8-h8"}, {"h8-h11"});
}

TEST(HookLionHawk, Crowded) {
    // e5 emptied, so the Bishop slides on south-west to a1.
    expectBothSides(crowd("+LN", {{"e5", ""}}), kC,
                    all({withoutPromotion(kLionCrowded), {"h8-e5", "h8-d4", "h8-c3", "h8-b2", "h8-a1"}}));
}

TEST(HookFreeEagle, EmptyBoard) {
    // Queen (59; the A and D leaps land on its lines) plus the pass: 60.
    expectBothSides(alone("+Q"), kC, all({kN, kS, kE, kW, kNE, kSE, kSW, kNW, {"h8-h8"}}));
}

TEST(HookFreeEagle, Crowded) {
    // Queen moves; A leaps over i9 onto j10 and over i7 to j6; D leaps to h10, over h7 onto h6,
    // over g8 to f8; diagonal Lion power after taking i7: back, to j8, j6, or taking h6; pass.
    expectBothSides(crowd("+Q"), kC,
                    all({kRookCrowdedPlain, kBishopCrowdedPlain,
                         {"h8xj10", "h8-j6", "h8-h10", "h8xh6", "h8-f8", "h8xi7-h8", "h8xi7-j8", "h8xi7-j6",
                          "h8xi7xh6", "h8-h8"}}));
}

TEST(HookTeachingKing, EmptyBoard) {
    expectBothSides(alone("+DV"), kC, all({kN, kS, kE, kW, kNE, kSE, kSW, kNW, {"h8-h8"}}));
}

TEST(HookTeachingKing, Crowded) {
    // Lion Dog moves without promotion; k8 emptied so the Queen slides east to p8.
    Moves expected;
    for (const auto& m : withoutPromotion(kLionDogCrowded))
        if (m != "h8xk8") expected.insert(m);
    expected.insert({"h8-k8", "h8-l8", "h8-m8", "h8-n8", "h8-o8", "h8-p8"});
    ASSERT_EQ(expected.size(), 43u);
    expectBothSides(crowd("+DV", {{"h10", "p"}, {"h11", "p"}, {"k8", ""}}), kC, expected);
}

TEST(HookDivineSpirit, EmptyBoard) {
    // Queen (59) + eight knight-distance leaps + pass: 68.
    expectCountWith(movesOf(alone("+DS"), kC), 68, {"h8-h16", "h8-i10", "h8-f7", "h8-h8"}, {"h8-j11"});
}

TEST(HookDivineSpirit, Crowded) {
    expectBothSides(crowd("+DS"), kC, all({withoutPromotion(kLionCrowded), {"h8xk8"}}));
}

// ---------------------------------------------------------------------------------------
// Passing, contagion and the anti-trading rule for promoted hook-class pieces.

TEST(HookLion, NoSecondPassInARow) {
    // With Black's previous turn a pass (flag P) the pass is gone, the igui stays.
    const Placements pieces{{"b1", "K"}, {"o16", "k"}, {kC, "LN"}, {"h9", "p"}};
    const Moves before = test::legalMoveTexts(test::position(kVariant, positionText(pieces, 'b')));
    EXPECT_TRUE(before.count("h8-h8"));
    const Moves after = test::legalMoveTexts(test::position(kVariant, positionText(pieces, 'b') + " P"));
    EXPECT_FALSE(after.count("h8-h8"));
    EXPECT_TRUE(after.count("h8xh9-h8+"));
    EXPECT_EQ(after.size() + 1, before.size());
}

TEST(HookContagion, NonPromotingPiecesBecomeTeachingKingOrDivineSpirit) {
    // A Hook Mover (no promoted form) takes a Deva two squares ahead; a Tengu takes a Dark
    // Spirit with its orthogonal step: both turn into the contagious type ('+').
    const Moves hook = movesOf({{"b1", "K"}, {"o16", "k"}, {kC, "HM"}, {"h10", "dv"}}, kC);
    EXPECT_TRUE(hook.count("h8xh10+"));
    EXPECT_FALSE(hook.count("h8xh10"));
    const Moves tengu = movesOf({{"b1", "K"}, {"o16", "k"}, {kC, "TG"}, {"h9", "ds"}}, kC);
    EXPECT_TRUE(tengu.count("h8xh9+"));
    EXPECT_FALSE(tengu.count("h8xh9"));
}

TEST(HookContagion, RoyalsFollowTheirOwnPromotion) {
    // King and Prince never promote; a Drunk Elephant becomes a Prince (still '+').
    expectBothSides({{"o16", "k"}, {kC, "K"}, {"h9", "dv"}}, kC,
                    {"h8xh9", "h8-g7", "h8-g8", "h8-g9", "h8-h7", "h8-i7", "h8-i8", "h8-i9"});
    expectBothSides({{"b1", "K"}, {"o16", "k"}, {kC, "+DE"}, {"h9", "ds"}}, kC,
                    {"h8xh9", "h8-g7", "h8-g8", "h8-g9", "h8-h7", "h8-i7", "h8-i8", "h8-i9"});
    expectBothSides({{"b1", "K"}, {"o16", "k"}, {kC, "DE"}, {"h9", "dv"}}, kC,
                    {"h8xh9+", "h8-g7", "h8-g8", "h8-g9", "h8-i7", "h8-i8", "h8-i9"});
}

TEST(HookHookClass, PromotedHookPiecesAreHookClassToo) {
    // A Hook Mover cannot take a promoted Poisonous Snake (a Hook Mover); a promoted Old Kite
    // (a Tengu) cannot take a Hook Mover but takes a Pawn without promoting.
    const Moves hook = movesOf({{"b1", "K"}, {"o16", "k"}, {kC, "HM"}, {"h9", "+ps"}}, kC);
    EXPECT_FALSE(hook.count("h8xh9"));
    EXPECT_FALSE(hook.count("h8xh9+"));
    EXPECT_FALSE(hook.count("h8-h10"));
    const Moves tengu = movesOf({{"b1", "K"}, {"o16", "k"}, {kC, "+OK"}, {"h9", "hm"}, {"g8", "p"}}, kC);
    EXPECT_FALSE(tengu.count("h8xh9"));
    EXPECT_TRUE(tengu.count("h8xg8"));
    EXPECT_FALSE(tengu.count("h8xg8+"));
    const Moves capricorn = movesOf({{"b1", "K"}, {"o16", "k"}, {kC, "CA"}, {"i9", "+pc"}}, kC);
    EXPECT_FALSE(capricorn.count("h8xi9+"));
    EXPECT_FALSE(capricorn.count("h8xi9"));
}
