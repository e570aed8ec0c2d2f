// Move sets of every Maka Dai Dai Shogi piece, unpromoted and promoted, worked out by hand
// from the Betza of maka-dai-dai-shogi.txt and the rulings R1-R6 and R12 (docs/rules-notes.md):
// on an almost empty board and in a crowded position, for Black and (turned by 180 degrees)
// for White.
//
// Board: 19x19, files a-s from Black's left, ranks 1-19 from Black's side; Black moves up.
// The tested piece stands on j10, the centre, which the 180-degree turn maps onto itself
// (file a<->s, rank r <-> 20-r). The Kings stand on b1 (Black) and r19 (White), off every
// line through j10 and outside every 5x5 area around it.
//
// Promotion (R6): a capture by a piece that has a promoted form may promote, so a capture of
// an unpromoted piece appears plain and with '+'; capturing a promoted piece forces '+'.
// Taking a Deva/Teaching King or Dark Spirit/Buddhist Spirit turns a non-royal capturer into
// Teaching King/Buddhist Spirit ('+' only). Queen, Dragon Horse, Dragon King and promoted
// pieces never promote (otherwise).

// The board this file tests on (read by PieceMoveChecks.h).
namespace shogi::piece_checks {
namespace {
constexpr const char* kVariant = "maka-dai-dai";
constexpr int kSize = 19;
constexpr const char* kCentre = "j10";
constexpr const char* kBlackKing = "b1";
constexpr const char* kWhiteKing = "r19";
}  // namespace
}  // namespace shogi::piece_checks

#include "PieceMoveChecks.h"

using namespace shogi;
using namespace shogi::piece_checks;

namespace {

const std::string kC = kCentre;

// crowd() (PieceMoveChecks.h) around j10, the piece under test:
//   friends (Black Pawns): k11 (NE1), j9 (S1), g7 (SW3), i12 (knight square)
//   enemies (White Pawns): j11 (N1), l12 (NE2), m10 (E3), k9 (SE1), j8 (S2), h12 (NW2),
//   k12 (knight square); a promoted White Pawn (a Gold) on i10 (W1).
//   Empty: k10, l10 (E1, E2), l8 (SE2), i9, h8 (SW1, SW2), h10 (W2), i11 (NW1), j12 (N2), ...

// Full rays from j10 to the board's edge: nine squares in each direction.
const Moves kN = ray("j10", 0, 1, 9), kS = ray("j10", 0, -1, 9), kE = ray("j10", 1, 0, 9), kW = ray("j10", -1, 0, 9);
const Moves kNE = ray("j10", 1, 1, 9), kSE = ray("j10", 1, -1, 9), kSW = ray("j10", -1, -1, 9),
            kNW = ray("j10", -1, 1, 9);
const Moves kSteps{"j10-i9", "j10-i10", "j10-i11", "j10-j9", "j10-j11", "j10-k9", "j10-k10", "j10-k11"};
const Moves kF3 = all({ray("j10", 1, 1, 3), ray("j10", 1, -1, 3), ray("j10", -1, -1, 3), ray("j10", -1, 1, 3)});

// Crowded results of the plain (non-promoting) Bishop and Rook parts.
const Moves kBishopPlain{"j10xk9", "j10-i9", "j10-h8", "j10-i11", "j10xh12"};
const Moves kRookPlain{"j10xj11", "j10-k10", "j10-l10", "j10xm10", "j10xi10"};

}  // namespace

TEST(MakaBoard, PlacementHelperWritesRanksTopDown) {
    const std::string text = positionText({{"a1", "L"}, {"j1", "K"}, {"s19", "l"}, {"c17", "+p"}}, 'b');
    EXPECT_EQ(text, "18,l/19/2,+p,16/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/L,8,K,9 b -");
    EXPECT_EQ(turnedSquare("j10"), "j10");
    EXPECT_EQ(turnedText("j10xj11-k12+"), "j10xj9-i8+");
}

// ---------------------------------------------------------------------------------------
// King, Drunk Elephant (would-be royal) and the generals.

TEST(MakaKing, EmptyBoard) { expectBothSides({{"r19", "k"}, {kC, "K"}}, kC, kSteps); }

TEST(MakaKing, CrowdedMayBecomeEmperor) {
    expectBothSides(crowd("K", {{"b1", ""}}), kC,
                    {"j10xj11", "j10xj11+", "j10-k10", "j10xk9", "j10xk9+", "j10-i9", "j10xi10+", "j10-i11"});
}

TEST(MakaLance, EmptyBoard) { expectBothSides(alone("L"), kC, kN); }
TEST(MakaLance, Crowded) { expectBothSides(crowd("L"), kC, {"j10xj11", "j10xj11+"}); }

TEST(MakaEarthGeneral, EmptyBoard) { expectBothSides(alone("EG"), kC, {"j10-j11", "j10-j9"}); }
TEST(MakaEarthGeneral, Crowded) { expectBothSides(crowd("EG"), kC, {"j10xj11", "j10xj11+"}); }

TEST(MakaStoneGeneral, EmptyBoard) { expectBothSides(alone("ST"), kC, {"j10-i11", "j10-k11"}); }
TEST(MakaStoneGeneral, Crowded) { expectBothSides(crowd("ST"), kC, {"j10-i11"}); }

TEST(MakaTileGeneral, EmptyBoard) { expectBothSides(alone("TG"), kC, {"j10-i11", "j10-k11", "j10-j9"}); }
TEST(MakaTileGeneral, CrowdedEnemyBehind) {
    // An enemy Pawn on j9 instead of the friend.
    expectBothSides(crowd("TG", {{"j9", "p"}}), kC, {"j10-i11", "j10xj9", "j10xj9+"});
}

TEST(MakaIronGeneral, EmptyBoard) { expectBothSides(alone("I"), kC, {"j10-i11", "j10-k11", "j10-j11"}); }
TEST(MakaIronGeneral, Crowded) { expectBothSides(crowd("I"), kC, {"j10-i11", "j10xj11", "j10xj11+"}); }

TEST(MakaCopperGeneral, EmptyBoard) { expectBothSides(alone("C"), kC, {"j10-i11", "j10-k11", "j10-j11", "j10-j9"}); }
TEST(MakaCopperGeneral, Crowded) { expectBothSides(crowd("C"), kC, {"j10-i11", "j10xj11", "j10xj11+"}); }

TEST(MakaSilverGeneral, EmptyBoard) {
    expectBothSides(alone("S"), kC, {"j10-i11", "j10-k11", "j10-k9", "j10-i9", "j10-j11"});
}
TEST(MakaSilverGeneral, Crowded) {
    expectBothSides(crowd("S"), kC, {"j10-i11", "j10xk9", "j10xk9+", "j10-i9", "j10xj11", "j10xj11+"});
}

TEST(MakaGoldGeneral, EmptyBoard) {
    expectBothSides(alone("G"), kC, {"j10-j11", "j10-k10", "j10-j9", "j10-i10", "j10-i11", "j10-k11"});
}
TEST(MakaGoldGeneral, Crowded) {
    expectBothSides(crowd("G"), kC, {"j10xj11", "j10xj11+", "j10-k10", "j10xi10+", "j10-i11"});
}

TEST(MakaGoldGeneral, CrowdedWhiteSpelledOut) {
    // White's Gold in the turned position: j9 (enemy), i10 (empty), k10 (promoted enemy), k9.
    EXPECT_TRUE(sameMoves(movesOf(turned(crowd("G")), kC, 'w'), {"j10xj9", "j10xj9+", "j10-i10", "j10xk10+", "j10-k9"}));
}

TEST(MakaDeva, EmptyBoard) { expectBothSides(alone("DV"), kC, {"j10-i11", "j10-k11", "j10-i10", "j10-k9"}); }
TEST(MakaDeva, Crowded) { expectBothSides(crowd("DV"), kC, {"j10-i11", "j10xi10+", "j10xk9", "j10xk9+"}); }

TEST(MakaDarkSpirit, EmptyBoard) { expectBothSides(alone("DS"), kC, {"j10-i11", "j10-k11", "j10-k10", "j10-i9"}); }
TEST(MakaDarkSpirit, CrowdedTakingADeva) {
    // An enemy Deva on k11 instead of the friend: contagion makes the capture '+' only.
    expectBothSides(crowd("DS", {{"k11", "dv"}}), kC, {"j10-i11", "j10xk11+", "j10-k10", "j10-i9"});
}

TEST(MakaDrunkElephant, EmptyBoard) {
    expectBothSides(alone("DE"), kC, {"j10-k11", "j10-k9", "j10-i9", "j10-i11", "j10-j11", "j10-i10", "j10-k10"});
}
TEST(MakaDrunkElephant, CrowdedImmuneToContagion) {
    // A Dark Spirit on j11: the would-be royal may take it and stay (plain) or become Prince.
    expectBothSides(crowd("DE", {{"j11", "ds"}}), kC,
                    {"j10xk9", "j10xk9+", "j10-i9", "j10-i11", "j10xj11", "j10xj11+", "j10xi10+", "j10-k10"});
}

// ---------------------------------------------------------------------------------------
// Other steppers.

TEST(MakaCatSword, EmptyBoard) { expectBothSides(alone("CS"), kC, {"j10-k11", "j10-k9", "j10-i9", "j10-i11"}); }
TEST(MakaCatSword, Crowded) { expectBothSides(crowd("CS"), kC, {"j10xk9", "j10xk9+", "j10-i9", "j10-i11"}); }

TEST(MakaChineseCock, EmptyBoard) {
    expectBothSides(alone("CC"), kC, {"j10-i11", "j10-k11", "j10-j9", "j10-i10", "j10-k10"});
}
TEST(MakaChineseCock, Crowded) { expectBothSides(crowd("CC"), kC, {"j10-i11", "j10xi10+", "j10-k10"}); }

TEST(MakaCoiledSerpent, EmptyBoard) { expectBothSides(alone("CO"), kC, {"j10-k9", "j10-i9", "j10-j11", "j10-j9"}); }
TEST(MakaCoiledSerpent, Crowded) {
    expectBothSides(crowd("CO"), kC, {"j10xk9", "j10xk9+", "j10-i9", "j10xj11", "j10xj11+"});
}

TEST(MakaFerociousLeopard, EmptyBoard) {
    expectBothSides(alone("FL"), kC, {"j10-k11", "j10-k9", "j10-i9", "j10-i11", "j10-j11", "j10-j9"});
}
TEST(MakaFerociousLeopard, Crowded) {
    expectBothSides(crowd("FL"), kC, {"j10xk9", "j10xk9+", "j10-i9", "j10-i11", "j10xj11", "j10xj11+"});
}

TEST(MakaBlindTiger, EmptyBoard) {
    expectBothSides(alone("BT"), kC, {"j10-k11", "j10-k9", "j10-i9", "j10-i11", "j10-j9", "j10-i10", "j10-k10"});
}
TEST(MakaBlindTiger, Crowded) {
    expectBothSides(crowd("BT"), kC, {"j10xk9", "j10xk9+", "j10-i9", "j10-i11", "j10xi10+", "j10-k10"});
}

TEST(MakaRecliningDragon, EmptyBoard) {
    expectBothSides(alone("RD"), kC, {"j10-j11", "j10-k10", "j10-j9", "j10-i10", "j10-k9", "j10-i9"});
}
TEST(MakaRecliningDragon, Crowded) {
    expectBothSides(crowd("RD"), kC, {"j10xj11", "j10xj11+", "j10-k10", "j10xi10+", "j10xk9", "j10xk9+", "j10-i9"});
}

TEST(MakaBlindMonkey, EmptyBoard) { expectBothSides(alone("BM"), kC, {"j10-k11", "j10-k9", "j10-i9", "j10-i11", "j10-j9"}); }
TEST(MakaBlindMonkey, Crowded) { expectBothSides(crowd("BM"), kC, {"j10xk9", "j10xk9+", "j10-i9", "j10-i11"}); }

TEST(MakaOldRat, EmptyBoard) {
    // fF2bW2 (R12): up to two squares along each forward diagonal, up to two straight back.
    expectBothSides(alone("OR"), kC, {"j10-i11", "j10-h12", "j10-k11", "j10-l12", "j10-j9", "j10-j8"});
}
TEST(MakaOldRat, Crowded) { expectBothSides(crowd("OR"), kC, {"j10-i11", "j10xh12", "j10xh12+"}); }

TEST(MakaOldRat, CrowdedBackwardRangeIsTwo) {
    // j9 emptied: back to j9 and the capture on j8.
    expectBothSides(crowd("OR", {{"j9", ""}}), kC, {"j10-i11", "j10xh12", "j10xh12+", "j10-j9", "j10xj8", "j10xj8+"});
}

TEST(MakaAngryBoar, EmptyBoard) { expectBothSides(alone("AB"), kC, {"j10-j11", "j10-k10", "j10-j9", "j10-i10"}); }
TEST(MakaAngryBoar, Crowded) { expectBothSides(crowd("AB"), kC, {"j10xj11", "j10xj11+", "j10-k10", "j10xi10+"}); }

TEST(MakaBlindBear, EmptyBoard) { expectBothSides(alone("BB"), kC, all({kS, {"j10-k11", "j10-k9", "j10-i9", "j10-i11"}})); }
TEST(MakaBlindBear, CrowdedBackSlide) {
    // j9 emptied: slides back to j9 and captures j8.
    expectBothSides(crowd("BB", {{"j9", ""}}), kC,
                    {"j10xk9", "j10xk9+", "j10-i9", "j10-i11", "j10-j9", "j10xj8", "j10xj8+"});
}

TEST(MakaEvilWolf, EmptyBoard) {
    expectBothSides(alone("EW"), kC, {"j10-i11", "j10-k11", "j10-j11", "j10-i10", "j10-k10"});
}
TEST(MakaEvilWolf, Crowded) {
    expectBothSides(crowd("EW"), kC, {"j10-i11", "j10xj11", "j10xj11+", "j10xi10+", "j10-k10"});
}

TEST(MakaPawn, EmptyBoard) { expectBothSides(alone("P"), kC, {"j10-j11"}); }
TEST(MakaPawn, Crowded) { expectBothSides(crowd("P"), kC, {"j10xj11", "j10xj11+"}); }

TEST(MakaGoBetween, EmptyBoard) { expectBothSides(alone("GB"), kC, {"j10-j11", "j10-j9"}); }
TEST(MakaGoBetween, Crowded) { expectBothSides(crowd("GB"), kC, {"j10xj11", "j10xj11+"}); }

// ---------------------------------------------------------------------------------------
// Jumpers and ranged steppers.

TEST(MakaKirin, EmptyBoard) {
    expectBothSides(alone("KY"), kC,
                    {"j10-k11", "j10-k9", "j10-i9", "j10-i11", "j10-j12", "j10-l10", "j10-j8", "j10-h10"});
}
TEST(MakaKirin, CrowdedJumps) {
    expectBothSides(crowd("KY"), kC,
                    {"j10xk9", "j10xk9+", "j10-i9", "j10-i11", "j10-j12", "j10-l10", "j10xj8", "j10xj8+", "j10-h10"});
}

TEST(MakaPhoenix, EmptyBoard) {
    expectBothSides(alone("PH"), kC,
                    {"j10-j11", "j10-k10", "j10-j9", "j10-i10", "j10-l12", "j10-l8", "j10-h8", "j10-h12"});
}
TEST(MakaPhoenix, CrowdedJumps) {
    expectBothSides(crowd("PH"), kC,
                    {"j10xj11", "j10xj11+", "j10-k10", "j10xi10+", "j10xl12", "j10xl12+", "j10-l8", "j10-h8", "j10xh12",
                     "j10xh12+"});
}

TEST(MakaDonkey, EmptyBoard) {
    // vDsW (R12): jumps two squares straight forward or back, steps one square sideways.
    expectBothSides(alone("DO"), kC, {"j10-j12", "j10-j8", "j10-i10", "j10-k10"});
}
TEST(MakaDonkey, CrowdedJumps) {
    expectBothSides(crowd("DO"), kC, {"j10-j12", "j10xj8", "j10xj8+", "j10xi10+", "j10-k10"});
}

TEST(MakaKnight, EmptyBoard) { expectBothSides(alone("N"), kC, {"j10-i12", "j10-k12"}); }
TEST(MakaKnight, Crowded) { expectBothSides(crowd("N"), kC, {"j10xk12", "j10xk12+"}); }

TEST(MakaViolentOx, EmptyBoard) {
    expectBothSides(alone("VO"), kC,
                    {"j10-j11", "j10-j12", "j10-k10", "j10-l10", "j10-j9", "j10-j8", "j10-i10", "j10-h10"});
}
TEST(MakaViolentOx, Crowded) {
    expectBothSides(crowd("VO"), kC, {"j10xj11", "j10xj11+", "j10-k10", "j10-l10", "j10xi10+"});
}

TEST(MakaFlyingDragon, EmptyBoard) {
    expectBothSides(alone("FD"), kC,
                    {"j10-k11", "j10-l12", "j10-k9", "j10-l8", "j10-i9", "j10-h8", "j10-i11", "j10-h12"});
}
TEST(MakaFlyingDragon, Crowded) {
    expectBothSides(crowd("FD"), kC, {"j10xk9", "j10xk9+", "j10-i9", "j10-h8", "j10-i11", "j10xh12", "j10xh12+"});
}

TEST(MakaBuddhistDevil, EmptyBoard) {
    expectBothSides(alone("BD"), kC, all({ray("j10", 1, 1, 3), ray("j10", -1, 1, 3), {"j10-j9", "j10-i10", "j10-k10"}}));
}
TEST(MakaBuddhistDevil, Crowded) {
    expectBothSides(crowd("BD"), kC, {"j10-i11", "j10xh12", "j10xh12+", "j10xi10+", "j10-k10"});
}

TEST(MakaWrestler, EmptyBoard) { expectBothSides(alone("WR"), kC, all({kF3, {"j10-i10", "j10-k10"}})); }
TEST(MakaWrestler, Crowded) {
    expectBothSides(crowd("WR"), kC,
                    {"j10xk9", "j10xk9+", "j10-i9", "j10-h8", "j10-i11", "j10xh12", "j10xh12+", "j10xi10+", "j10-k10"});
}

TEST(MakaGuardianOfTheGods, EmptyBoard) {
    expectBothSides(alone("GG"), kC, all({ray("j10", 0, 1, 3), ray("j10", 1, 0, 3), ray("j10", 0, -1, 3),
                                          ray("j10", -1, 0, 3), {"j10-i11", "j10-k11"}}));
}
TEST(MakaGuardianOfTheGods, Crowded) {
    expectBothSides(crowd("GG"), kC,
                    {"j10xj11", "j10xj11+", "j10-k10", "j10-l10", "j10xm10", "j10xm10+", "j10xi10+", "j10-i11"});
}

TEST(MakaSheDevil, EmptyBoard) {
    expectBothSides(alone("SD"), kC, all({ray("j10", 0, 1, 5), ray("j10", 1, 0, 5), ray("j10", 0, -1, 5),
                                          ray("j10", -1, 0, 5), ray("j10", 1, 1, 2), ray("j10", 1, -1, 2),
                                          ray("j10", -1, -1, 2), ray("j10", -1, 1, 2)}));
}
TEST(MakaSheDevil, Crowded) {
    expectBothSides(crowd("SD"), kC,
                    {"j10xj11", "j10xj11+", "j10-k10", "j10-l10", "j10xm10", "j10xm10+", "j10xi10+", "j10xk9", "j10xk9+",
                     "j10-i9", "j10-h8", "j10-i11", "j10xh12", "j10xh12+"});
}

TEST(MakaSheDevil, RangeFiveStopsThere) {
    // Nothing in the way east: k10..o10, not p10.
    const Moves moves = movesOf(alone("SD"), kC);
    EXPECT_TRUE(moves.count("j10-o10"));
    EXPECT_FALSE(moves.count("j10-p10"));
    EXPECT_FALSE(moves.count("j10-m13"));
}

// ---------------------------------------------------------------------------------------
// Sliders.

TEST(MakaReverseChariot, EmptyBoard) { expectBothSides(alone("RV"), kC, all({kN, kS})); }
TEST(MakaReverseChariot, Crowded) { expectBothSides(crowd("RV"), kC, {"j10xj11", "j10xj11+"}); }

TEST(MakaRook, EmptyBoard) { expectBothSides(alone("R"), kC, all({kN, kS, kE, kW})); }
TEST(MakaRook, Crowded) {
    expectBothSides(crowd("R"), kC, {"j10xj11", "j10xj11+", "j10-k10", "j10-l10", "j10xm10", "j10xm10+", "j10xi10+"});
}

TEST(MakaBishop, EmptyBoard) { expectBothSides(alone("B"), kC, all({kNE, kSE, kSW, kNW})); }
TEST(MakaBishop, Crowded) {
    expectBothSides(crowd("B"), kC, {"j10xk9", "j10xk9+", "j10-i9", "j10-h8", "j10-i11", "j10xh12", "j10xh12+"});
}

TEST(MakaLeftChariot, EmptyBoard) { expectBothSides(alone("LC"), kC, all({kN, {"j10-j9"}, kNW, kSE})); }
TEST(MakaLeftChariot, Crowded) {
    expectBothSides(crowd("LC"), kC, {"j10xj11", "j10xj11+", "j10-i11", "j10xh12", "j10xh12+", "j10xk9", "j10xk9+"});
}

TEST(MakaRightChariot, EmptyBoard) { expectBothSides(alone("RC"), kC, all({kN, {"j10-j9"}, kNE, kSW})); }
TEST(MakaRightChariot, Crowded) { expectBothSides(crowd("RC"), kC, {"j10xj11", "j10xj11+", "j10-i9", "j10-h8"}); }

TEST(MakaSideMover, EmptyBoard) { expectBothSides(alone("SM"), kC, all({kE, kW, {"j10-j11", "j10-j9"}})); }
TEST(MakaSideMover, Crowded) {
    expectBothSides(crowd("SM"), kC, {"j10-k10", "j10-l10", "j10xm10", "j10xm10+", "j10xi10+", "j10xj11", "j10xj11+"});
}

TEST(MakaSideFlyer, EmptyBoard) { expectBothSides(alone("SF"), kC, all({kE, kW, {"j10-k11", "j10-k9", "j10-i9", "j10-i11"}})); }
TEST(MakaSideFlyer, Crowded) {
    expectBothSides(crowd("SF"), kC,
                    {"j10xk9", "j10xk9+", "j10-i9", "j10-i11", "j10-k10", "j10-l10", "j10xm10", "j10xm10+", "j10xi10+"});
}

TEST(MakaVerticalMover, EmptyBoard) { expectBothSides(alone("VM"), kC, all({kN, kS, {"j10-i10", "j10-k10"}})); }
TEST(MakaVerticalMover, Crowded) { expectBothSides(crowd("VM"), kC, {"j10xj11", "j10xj11+", "j10xi10+", "j10-k10"}); }

TEST(MakaDragonHorse, EmptyBoard) {
    expectBothSides(alone("DH"), kC, all({kNE, kSE, kSW, kNW, {"j10-j11", "j10-k10", "j10-j9", "j10-i10"}}));
}
TEST(MakaDragonHorse, CrowdedNeverPromotes) {
    expectBothSides(crowd("DH"), kC, all({kBishopPlain, {"j10xj11", "j10-k10", "j10xi10"}}));
}

TEST(MakaDragonKing, EmptyBoard) {
    expectBothSides(alone("DK"), kC, all({kN, kS, kE, kW, {"j10-k11", "j10-k9", "j10-i9", "j10-i11"}}));
}
TEST(MakaDragonKing, CrowdedNeverPromotes) {
    expectBothSides(crowd("DK"), kC, all({kRookPlain, {"j10xk9", "j10-i9", "j10-i11"}}));
}

TEST(MakaQueen, EmptyBoard) { expectBothSides(alone("Q"), kC, all({kN, kS, kE, kW, kNE, kSE, kSW, kNW})); }
TEST(MakaQueen, CrowdedNeverPromotes) { expectBothSides(crowd("Q"), kC, all({kRookPlain, kBishopPlain})); }

TEST(MakaQueen, TakingADevaStillMakesATeachingKing) {
    // Contagion overrides "does not promote": a Deva on j11.
    expectBothSides(crowd("Q", {{"j11", "dv"}}), kC,
                    {"j10xj11+", "j10-k10", "j10-l10", "j10xm10", "j10xi10", "j10xk9", "j10-i9", "j10-h8", "j10-i11",
                     "j10xh12"});
}

// ---------------------------------------------------------------------------------------
// Promoted-only types (written '+' and the code of the piece they come from).

TEST(MakaFreeEarth, EmptyBoard) { expectBothSides(alone("+EG"), kC, all({kN, kS})); }
TEST(MakaFreeEarth, Crowded) { expectBothSides(crowd("+EG"), kC, {"j10xj11"}); }

TEST(MakaFreeStone, EmptyBoard) { expectBothSides(alone("+ST"), kC, all({kNE, kNW})); }
TEST(MakaFreeStone, Crowded) { expectBothSides(crowd("+ST"), kC, {"j10-i11", "j10xh12"}); }

TEST(MakaFreeTile, EmptyBoard) { expectBothSides(alone("+TG"), kC, all({kNE, kNW, kS})); }
TEST(MakaFreeTile, Crowded) {
    expectBothSides(crowd("+TG", {{"j9", ""}}), kC, {"j10-i11", "j10xh12", "j10-j9", "j10xj8"});
}

TEST(MakaFreeIron, EmptyBoard) { expectBothSides(alone("+I"), kC, all({kNE, kNW, kN})); }
TEST(MakaFreeIron, Crowded) { expectBothSides(crowd("+I"), kC, {"j10-i11", "j10xh12", "j10xj11"}); }

TEST(MakaFreeCopper, EmptyBoard) { expectBothSides(alone("+C"), kC, all({kNE, kNW, kN, kS})); }
TEST(MakaFreeCopper, Crowded) { expectBothSides(crowd("+C"), kC, {"j10-i11", "j10xh12", "j10xj11"}); }

TEST(MakaFreeSilver, EmptyBoard) { expectBothSides(alone("+S"), kC, all({kNE, kSE, kSW, kNW, kN})); }
TEST(MakaFreeSilver, Crowded) { expectBothSides(crowd("+S"), kC, all({kBishopPlain, {"j10xj11"}})); }

TEST(MakaFreeGold, EmptyBoard) { expectBothSides(alone("+G"), kC, all({kN, kS, kE, kW, kNE, kNW})); }
TEST(MakaFreeGold, Crowded) { expectBothSides(crowd("+G"), kC, all({kRookPlain, {"j10-i11", "j10xh12"}})); }

TEST(MakaFreeCat, EmptyBoard) { expectBothSides(alone("+CS"), kC, all({kNE, kSE, kSW, kNW})); }
TEST(MakaFreeCat, Crowded) { expectBothSides(crowd("+CS"), kC, kBishopPlain); }

TEST(MakaWizardStork, EmptyBoard) { expectBothSides(alone("+CC"), kC, all({kN, {"j10-j9"}, kNE, kSE, kSW, kNW})); }
TEST(MakaWizardStork, Crowded) { expectBothSides(crowd("+CC"), kC, all({kBishopPlain, {"j10xj11"}})); }

TEST(MakaFreeSerpent, EmptyBoard) { expectBothSides(alone("+CO"), kC, all({kN, kS, kSE, kSW})); }
TEST(MakaFreeSerpent, Crowded) { expectBothSides(crowd("+CO"), kC, {"j10xj11", "j10xk9", "j10-i9", "j10-h8"}); }

TEST(MakaFreeLeopard, EmptyBoard) { expectBothSides(alone("+FL"), kC, all({kN, kS, kNE, kSE, kSW, kNW})); }
TEST(MakaFreeLeopard, Crowded) { expectBothSides(crowd("+FL"), kC, all({kBishopPlain, {"j10xj11"}})); }

TEST(MakaFreeTiger, EmptyBoard) { expectBothSides(alone("+BT"), kC, all({kS, kE, kW, kNE, kSE, kSW, kNW})); }
TEST(MakaFreeTiger, Crowded) {
    expectBothSides(crowd("+BT"), kC, all({kBishopPlain, {"j10-k10", "j10-l10", "j10xm10", "j10xi10"}}));
}

TEST(MakaPrince, EmptyBoard) { expectBothSides(alone("+DE"), kC, kSteps); }
TEST(MakaPrince, Crowded) {
    expectBothSides(crowd("+DE"), kC, {"j10xj11", "j10-k10", "j10xk9", "j10-i9", "j10xi10", "j10-i11"});
}

TEST(MakaFreeDragon, EmptyBoard) { expectBothSides(alone("+RD"), kC, all({kN, kS, kE, kW, kSE, kSW})); }
TEST(MakaFreeDragon, Crowded) { expectBothSides(crowd("+RD"), kC, all({kRookPlain, {"j10xk9", "j10-i9", "j10-h8"}})); }

TEST(MakaMountainWitch, EmptyBoard) { expectBothSides(alone("+BM"), kC, all({kS, {"j10-j11"}, kNE, kSE, kSW, kNW})); }
TEST(MakaMountainWitch, Crowded) { expectBothSides(crowd("+BM"), kC, all({kBishopPlain, {"j10xj11"}})); }

TEST(MakaBat, EmptyBoard) { expectBothSides(alone("+OR"), kC, all({kN, kSE, kSW})); }
TEST(MakaBat, Crowded) { expectBothSides(crowd("+OR"), kC, {"j10xj11", "j10xk9", "j10-i9", "j10-h8"}); }

TEST(MakaFreeBoar, EmptyBoard) { expectBothSides(alone("+AB"), kC, all({kNE, kSE, kSW, kNW, kE, kW})); }
TEST(MakaFreeBoar, Crowded) {
    expectBothSides(crowd("+AB"), kC, all({kBishopPlain, {"j10-k10", "j10-l10", "j10xm10", "j10xi10"}}));
}

TEST(MakaFreeBear, EmptyBoard) {
    // BsRfA (R6): the forward A leaps land on the diagonals, so the set is the Free Boar's.
    expectBothSides(alone("+BB"), kC, all({kNE, kSE, kSW, kNW, kE, kW}));
}
TEST(MakaFreeBear, CrowdedLeapsOverItsFriend) {
    // The forward-right diagonal is blocked by the friend on k11, but the A leap takes l12.
    expectBothSides(crowd("+BB"), kC, all({kBishopPlain, {"j10-k10", "j10-l10", "j10xm10", "j10xi10", "j10xl12"}}));
}

TEST(MakaFreeWolf, EmptyBoard) { expectBothSides(alone("+EW"), kC, all({kNE, kNW, kN, kE, kW})); }
TEST(MakaFreeWolf, Crowded) { expectBothSides(crowd("+EW"), kC, all({kRookPlain, {"j10-i11", "j10xh12"}})); }

TEST(MakaGreatDragon, EmptyBoard) {
    expectBothSides(alone("+KY"), kC, all({kE, kW, {"j10-j11", "j10-j12", "j10-j9", "j10-j8"}, kF3}));
}
TEST(MakaGreatDragon, Crowded) {
    expectBothSides(crowd("+KY"), kC, all({{"j10-k10", "j10-l10", "j10xm10", "j10xi10", "j10xj11"}, kBishopPlain}));
}

TEST(MakaGoldenBird, EmptyBoard) {
    expectBothSides(alone("+PH"), kC, all({kN, kS, {"j10-i10", "j10-h10", "j10-k10", "j10-l10"}, kF3}));
}
TEST(MakaGoldenBird, Crowded) {
    expectBothSides(crowd("+PH"), kC, all({{"j10xj11", "j10xi10", "j10-k10", "j10-l10"}, kBishopPlain}));
}

TEST(MakaFreeGoBetween, EmptyBoard) { expectBothSides(alone("+GB"), kC, all({kN, kS})); }
TEST(MakaFreeGoBetween, Crowded) { expectBothSides(crowd("+GB"), kC, {"j10xj11"}); }

// ---------------------------------------------------------------------------------------
// Lion (R2), Lion Dog (R3), Furious Fiend (Lion + Lion Dog, R6), Teaching King (Queen +
// Lion Dog), Buddhist Spirit (Queen + Lion).

TEST(MakaLion, EmptyBoard) {
    expectCountWith(movesOf(alone("LN"), kC), 25, {"j10-j12", "j10-l12", "j10-k12", "j10-h9", "j10-j10"},
                    {"j10-j13", "j10-m10"});
}

// Adjacent: enemies j11, k9 and the promoted i10; friends k11, j9. Second ring: enemies h12,
// k12, l12, j8; friend i12. (The Macadamia derivation, moved to j10.)
const Moves kLionCrowded{
    "j10xj11", "j10xj11+", "j10xk9", "j10xk9+", "j10xi10+", "j10xh12", "j10xh12+", "j10xk12", "j10xk12+",
    "j10xl12", "j10xl12+", "j10xj8", "j10xj8+",
    "j10-k10", "j10-i9", "j10-i11", "j10-j12", "j10-l11", "j10-l10", "j10-l9", "j10-l8", "j10-k8", "j10-i8",
    "j10-h8", "j10-h9", "j10-h10", "j10-h11",
    "j10-j10",
    "j10xj11-j10", "j10xj11-j10+", "j10xj11-j12", "j10xj11-j12+", "j10xj11-i11", "j10xj11-i11+", "j10xj11-k10",
    "j10xj11-k10+", "j10xj11xk12", "j10xj11xk12+", "j10xj11xi10+",
    "j10xk9-j10", "j10xk9-j10+", "j10xk9xj8", "j10xk9xj8+", "j10xk9-k8", "j10xk9-k8+", "j10xk9-l8", "j10xk9-l8+",
    "j10xk9-l9", "j10xk9-l9+", "j10xk9-l10", "j10xk9-l10+", "j10xk9-k10", "j10xk9-k10+",
    "j10xi10-j10+", "j10xi10xj11+", "j10xi10-i11+", "j10xi10-h11+", "j10xi10-h10+", "j10xi10-h9+", "j10xi10-i9+"};

TEST(MakaLion, Crowded) {
    ASSERT_EQ(kLionCrowded.size(), 60u);
    expectBothSides(crowd("LN"), kC, kLionCrowded);
}

TEST(MakaLionDog, EmptyBoard) {
    expectCountWith(movesOf(alone("LD"), kC), 25, {"j10-j13", "j10-g7", "j10-m10", "j10-j10"}, {"j10-k12", "j10-j14"});
}

// Extra enemies on j12 and j13: the northern ray j11, j12, j13 is enemy-held.
const Moves kLionDogCrowded{
    "j10xj11", "j10xj11+", "j10xj12", "j10xj12+", "j10xj11xj12", "j10xj11xj12+", "j10xj13", "j10xj13+",
    "j10xj11xj13", "j10xj11xj13+", "j10xj12xj13", "j10xj12xj13+", "j10xj11xj12xj13", "j10xj11xj12xj13+",
    "j10xj11xj12-j11", "j10xj11xj12-j11+", "j10xj11-j10", "j10xj11-j10+",
    "j10xl12", "j10xl12+", "j10-m13", "j10xl12-m13", "j10xl12-m13+",
    "j10-k10", "j10-l10", "j10xm10", "j10xm10+",
    "j10xk9", "j10xk9+", "j10-l8", "j10xk9-l8", "j10xk9-l8+", "j10-m7", "j10xk9-m7", "j10xk9-m7+", "j10xk9-j10",
    "j10xk9-j10+",
    "j10xj8", "j10xj8+", "j10-j7", "j10xj8-j7", "j10xj8-j7+",
    "j10-i9", "j10-h8",
    "j10xi10+", "j10-h10", "j10xi10-h10+", "j10-g10", "j10xi10-g10+", "j10xi10-j10+",
    "j10-i11", "j10xh12", "j10xh12+", "j10-g13", "j10xh12-g13", "j10xh12-g13+", "j10xh12-i11", "j10xh12-i11+",
    "j10-j10"};

TEST(MakaLionDog, Crowded) {
    ASSERT_EQ(kLionDogCrowded.size(), 59u);
    expectBothSides(crowd("LD", {{"j12", "p"}, {"j13", "p"}}), kC, kLionDogCrowded);
}

TEST(MakaFuriousFiend, EmptyBoard) {
    // Lion's 5x5 area (24), the third square of each ray (8), pass: 33.
    expectCountWith(movesOf(alone("+LN"), kC), 33, {"j10-j13", "j10-k12", "j10-g7", "j10-j10"}, {"j10-j14", "j10-m11"});
}

TEST(MakaFuriousFiend, Crowded) {
    const Moves expected = all({withoutPromotion(kLionCrowded),
                                {"j10-j13", "j10xj11-j13", "j10-m13", "j10xl12-m13", "j10xm10", "j10-m7", "j10xk9-m7",
                                 "j10-j7", "j10xj8-j7", "j10-g10", "j10xi10-g10", "j10-g13", "j10xh12-g13",
                                 "j10xh12-i11"}});
    ASSERT_EQ(expected.size(), 56u);
    expectBothSides(crowd("+LN"), kC, expected);
}

TEST(MakaTeachingKing, EmptyBoard) {
    expectBothSides(alone("+DV"), kC, all({kN, kS, kE, kW, kNE, kSE, kSW, kNW, {"j10-j10"}}));
}

TEST(MakaTeachingKing, Crowded) {
    // m10 emptied: the Queen slides east to s10.
    Moves expected;
    for (const auto& m : withoutPromotion(kLionDogCrowded))
        if (m != "j10xm10") expected.insert(m);
    for (const char* sq : {"m10", "n10", "o10", "p10", "q10", "r10", "s10"}) expected.insert(std::string("j10-") + sq);
    ASSERT_EQ(expected.size(), 44u);
    expectBothSides(crowd("+DV", {{"j12", "p"}, {"j13", "p"}, {"m10", ""}}), kC, expected);
}

TEST(MakaBuddhistSpirit, EmptyBoard) {
    // Queen (72) + eight knight-distance leaps + pass: 81.
    expectCountWith(movesOf(alone("+DS"), kC), 81, {"j10-j19", "j10-a1", "j10-k12", "j10-j10"}, {"j10-l13"});
}

TEST(MakaBuddhistSpirit, Crowded) {
    expectBothSides(crowd("+DS", {{"m10", ""}}), kC,
                    all({withoutPromotion(kLionCrowded),
                         {"j10-m10", "j10-n10", "j10-o10", "j10-p10", "j10-q10", "j10-r10", "j10-s10"}}));
}

// ---------------------------------------------------------------------------------------
// Emperor (R5).

TEST(MakaEmperor, EmptyBoard) {
    // 361 - 2 occupied = 359 empty squares + the capture of the lone White King = 360.
    expectCountWith(movesOf({{"r19", "k"}, {kC, "+K"}}, kC), 360, {"j10-a1", "j10-s19", "j10-j11", "j10xr19"},
                    {"j10-j10", "j10xr19+"});
}

TEST(MakaEmperor, CapturesOnlyUnprotectedPieces) {
    // White: King r19 guarding the Pawn r18; Pawn c11 guarding Pawn c10; a promoted Pawn (Gold)
    // m12 guarding the Pawn n12. Unguarded: r19, c11, m12. 361 - 9 = 352 empty + 3 captures.
    const Placements pieces{{"b1", "K"}, {"d4", "P"}, {kC, "+K"}, {"r19", "k"}, {"r18", "p"},
                            {"c11", "p"}, {"c10", "p"}, {"m12", "+p"}, {"n12", "p"}};
    expectCountWith(movesOf(pieces, kC), 355, {"j10xc11", "j10xm12", "j10xr19", "j10-a19"},
                    {"j10xc10", "j10xn12", "j10xr18", "j10-b1"});
    expectCountWith(movesOf(turned(pieces), kC, 'w'), 355, turned(Moves{"j10xc11", "j10xm12", "j10xr19"}),
                    turned(Moves{"j10xc10", "j10xn12", "j10xr18"}));
}

TEST(MakaEmperor, EverythingIsProtectedByAnEmperor) {
    const Moves moves = movesOf({{kC, "+K"}, {"r19", "+k"}, {"c10", "p"}}, kC);
    expectCountWith(moves, 359, {"j10xr19"}, {"j10xc10"});
}

// ---------------------------------------------------------------------------------------
// Hook movers (R4).

TEST(MakaHookMover, EmptyBoard) {
    // 36 squares on j10's lines; the other 324 by one turn, except the friendly King's b1; the
    // White King on r19 may be captured with or without promotion: 36 + 322 + 2 = 360.
    expectCountWith(movesOf(alone("HM"), kC), 360, {"j10-a1", "j10-s1", "j10-k11", "j10-a19", "j10xr19", "j10xr19+"},
                    {"j10-b1", "j10-j10"});
}

TEST(MakaHookMover, Crowded) {
    // The Macadamia layout moved to j10: friends j13, k11, k12, j9, i9; Pawns k10, i11, g12 and
    // a promoted Pawn h10.
    const Placements pieces{{"b1", "K"}, {"r19", "k"}, {kC, "HM"}, {"j13", "P"}, {"k11", "P"}, {"k12", "P"},
                            {"j9", "P"}, {"i9", "P"}, {"k10", "p"}, {"i11", "p"}, {"g12", "p"}, {"h10", "+p"}};
    expectBothSides(pieces, kC,
                    {"j10-j11", "j10-j12", "j10xk10", "j10xk10+", "j10-i10", "j10xh10+", "j10xi11", "j10xi11+",
                     "j10-i12", "j10-h12", "j10xg12", "j10xg12+"});
}

TEST(MakaCapricorn, EmptyBoard) {
    // Squares of j10's colour ((file + rank) even: 181) except j10; Kings on the other colour.
    expectCountWith(movesOf(alone("CA"), kC), 180, {"j10-a1", "j10-s19", "j10-j12", "j10-a3", "j10-s9"},
                    {"j10-j11", "j10-j10", "j10xr19"});
}

TEST(MakaCapricorn, Crowded) {
    const Placements pieces{{"b1", "K"}, {"r19", "k"}, {kC, "CA"}, {"m13", "P"}, {"k9", "P"}, {"j12", "P"},
                            {"m11", "P"}, {"g11", "P"}, {"j8", "P"}, {"i11", "p"}, {"l10", "p"}, {"k13", "p"},
                            {"h8", "+p"}};
    expectBothSides(pieces, kC,
                    {"j10-k11", "j10-l12", "j10xi11", "j10xi11+", "j10-i9", "j10xh8+", "j10xl10", "j10xl10+", "j10xk13",
                     "j10xk13+", "j10-h10"});
}

// ---------------------------------------------------------------------------------------
// Passing needs an empty neighbour; capturing and returning (igui) does not.

TEST(MakaLion, NoPassWhenEveryNeighbourIsAnEnemy) {
    Placements pieces = alone("LN");
    for (const char* sq : {"i9", "i10", "i11", "j9", "j11", "k9", "k10", "k11"}) pieces.emplace_back(sq, "p");
    const Moves moves = movesOf(pieces, kC);
    EXPECT_FALSE(moves.count("j10-j10"));
    EXPECT_TRUE(moves.count("j10xj11-j10"));
    EXPECT_TRUE(moves.count("j10xj11-j10+"));
    EXPECT_TRUE(moves.count("j10xj11xk11"));
    EXPECT_TRUE(moves.count("j10-j12"));
    // Leaps to the 16 empty second-ring squares, 8 single captures, and for each adjacent
    // enemy: igui, steps to its empty second-ring neighbours and captures of the adjacent
    // enemies next to it. Each capture move comes plain and with '+'.
    // Second-ring neighbours: 3 for the orthogonal neighbours, 5 for the diagonal ones ->
    // 4*3 + 4*5 = 32 steps; adjacent enemies next to each neighbour: 4 for the orthogonal,
    // 2 for the diagonal -> 4*4 + 4*2 = 24 double captures. (8 + 8 + 32 + 24) * 2 + 16 = 160.
    EXPECT_EQ(moves.size(), 160u);
}

TEST(MakaLionDog, NoPassWhenEveryNeighbourIsAnEnemy) {
    Placements pieces = alone("LD");
    for (const char* sq : {"i9", "i10", "i11", "j9", "j11", "k9", "k10", "k11"}) pieces.emplace_back(sq, "p");
    const Moves moves = movesOf(pieces, kC);
    EXPECT_FALSE(moves.count("j10-j10"));
    EXPECT_TRUE(moves.count("j10xj11-j10"));
    // Per ray (enemy on square 1, squares 2 and 3 empty): take square 1 and stop; end on square
    // 2 or 3, with or without taking square 1; take square 1 and come back (igui). Four capture
    // moves (each plain and '+') and two quiet jumps: 10 per ray, 80 in all.
    EXPECT_EQ(moves.size(), 80u);
}
