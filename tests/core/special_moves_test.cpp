// The unusual moves of the large variants: Lion power (R2), Lion Dog (R3), hook movers
// (R4), the Emperor (R5), jumping pieces. Expected sets are worked out by hand.
#include <gtest/gtest.h>

#include <algorithm>

#include "GamePlay.h"
#include "record/GameText.h"

using namespace shogi;
using test::movesFrom;
using test::placed;
using Texts = std::set<std::string>;

namespace {

// Moves whose text starts with `prefix` (e.g. all moves capturing on a square).
Texts starting(const Texts& all, const std::string& prefix) {
    Texts out;
    for (const auto& t : all)
        if (t.rfind(prefix, 0) == 0) out.insert(t);
    return out;
}

Texts withoutPromotion(const Texts& all) {
    Texts out;
    for (auto t : all) {
        if (!t.empty() && t.back() == '+') t.pop_back();
        out.insert(t);
    }
    return out;
}

}  // namespace

// --- Lion (R2) ---

TEST(Lion, ReachesTheWholeFiveByFiveAreaAndMayPass) {
    const Texts moves = movesFrom(placed("macadamia", {{"g7", "LN"}}), "g7");
    EXPECT_EQ(moves.size(), 25u);  // 24 squares around, and the pass
    EXPECT_TRUE(moves.count("g7-e5"));
    EXPECT_TRUE(moves.count("g7-i9"));
    EXPECT_TRUE(moves.count("g7-f9"));   // a knight's leap within the area
    EXPECT_TRUE(moves.count("g7-g7"));
    EXPECT_FALSE(moves.count("g7-g10"));
}

TEST(Lion, LeapsOverAnythingButPassesOnlyBesideAnEmptySquare) {
    Position pos = placed("macadamia", {{"g7", "LN"}, {"f6", "P"}, {"g6", "P"}, {"h6", "P"}, {"f7", "P"},
                                        {"h7", "P"}, {"f8", "P"}, {"g8", "P"}, {"h8", "P"}});
    Texts moves = movesFrom(pos, "g7");
    EXPECT_EQ(moves.size(), 16u);        // the outer ring only
    EXPECT_FALSE(moves.count("g7-g7"));  // no empty neighbour: no pass
    EXPECT_TRUE(moves.count("g7-g9"));
}

TEST(Lion, CapturesTwiceOrCapturesAndReturns) {
    const Position pos = placed("macadamia", {{"g7", "LN"}, {"g8", "p"}, {"g9", "p"}, {"h8", "P"}});
    const Texts moves = withoutPromotion(movesFrom(pos, "g7"));
    // Capture on g8, then a second step to any neighbour of g8 that is not Black's.
    const Texts viaG8 = starting(moves, "g7xg8");
    EXPECT_EQ(viaG8, (Texts{"g7xg8", "g7xg8-f7", "g7xg8-f8", "g7xg8-f9", "g7xg8-g7", "g7xg8-h7",
                            "g7xg8-h9", "g7xg8xg9"}));
    EXPECT_TRUE(moves.count("g7xg9"));   // the leap capture leaves g8 alone
    EXPECT_FALSE(moves.count("g7-h8"));  // own piece
}

TEST(Lion, MovesWithDifferentCapturesAreDistinctButRoutesAreNot) {
    // Reaching e5 from g7 by leaping or by stepping through an empty square is one move (R1).
    Game game(test::variant("macadamia"), placed("macadamia", {{"g7", "LN"}, {"a1", "K"}, {"m13", "k"}, {"m12", "p"}}));
    int toE5 = 0;
    for (const auto& pm : game.pieceMoves(test::sq(game.position(), "g7")))
        if (moveText(game, pm.move) == "g7-e5") ++toE5;
    EXPECT_EQ(toE5, 1);
}

TEST(PartialLion, HornedFalconHasLionPowerStraightForwardOnly) {
    const Position pos = placed("hook", {{"h8", "+DH"}, {"h9", "p"}, {"i9", "p"}});
    const Texts moves = withoutPromotion(movesFrom(pos, "h8"));
    EXPECT_TRUE(moves.count("h8xh9-h10"));
    EXPECT_TRUE(moves.count("h8xh9-h8"));    // igui
    EXPECT_TRUE(moves.count("h8-h10"));      // the forward D leap over h9
    EXPECT_TRUE(moves.count("h8xh9"));
    EXPECT_TRUE(moves.count("h8xi9"));
    EXPECT_TRUE(starting(moves, "h8xi9-").empty());  // diagonals slide and stop at a capture
    EXPECT_FALSE(moves.count("h8-h8"));      // its pass goes through h9, which is occupied
}

TEST(PartialLion, SoaringEagleHasLionPowerOnTheForwardDiagonals) {
    const Position pos = placed("hook", {{"h8", "+DK"}, {"i9", "p"}, {"h9", "p"}});
    const Texts moves = withoutPromotion(movesFrom(pos, "h8"));
    EXPECT_TRUE(moves.count("h8xi9-j10"));
    EXPECT_TRUE(moves.count("h8xi9-h8"));
    EXPECT_TRUE(moves.count("h8-j10"));      // the forward A leap over i9
    EXPECT_TRUE(starting(moves, "h8xh9-").empty());
}

TEST(PartialLion, FreeEagleDoublesOnDiagonalsInAnyDiagonalDirection) {
    const Position pos = placed("hook", {{"h8", "+Q"}, {"i9", "p"}, {"h9", "p"}});
    const Texts moves = withoutPromotion(movesFrom(pos, "h8"));
    EXPECT_EQ(starting(moves, "h8xi9"), (Texts{"h8xi9", "h8xi9-h10", "h8xi9-h8", "h8xi9-j10", "h8xi9-j8"}));
    EXPECT_TRUE(starting(moves, "h8xh9-").empty());
    EXPECT_TRUE(moves.count("h8-h10"));  // the D leap over h9
}

// --- Lion Dog (R3) ---

TEST(LionDog, CapturesAlongOneRayUpToThreeSquares) {
    const Position pos = placed("maka-dai-dai", {{"e5", "LD"}, {"e6", "p"}, {"e7", "p"}});
    const Texts north = withoutPromotion(movesFrom(pos, "e5"));
    Texts onFile;
    for (const auto& t : north)
        if (t.find("e6") != std::string::npos || t.find("e7") != std::string::npos ||
            t.find("e8") != std::string::npos || t == "e5xe6-e5")
            onFile.insert(t);
    EXPECT_EQ(onFile, (Texts{"e5xe6", "e5xe6-e5", "e5xe7", "e5xe6xe7", "e5-e8", "e5xe6-e8", "e5xe7-e8",
                             "e5xe6xe7-e8", "e5xe6xe7-e6"}));
    EXPECT_TRUE(north.count("e5-e5"));  // other neighbours are empty
}

TEST(LionDog, JumpsFriendsButNeverCapturesOrLandsOnThem) {
    const Position pos = placed("maka-dai-dai", {{"e5", "LD"}, {"e6", "P"}, {"e7", "p"}});
    const Texts moves = withoutPromotion(movesFrom(pos, "e5"));
    Texts onFile;
    for (const auto& t : moves)
        if (t.find("e6") != std::string::npos || t.find("e7") != std::string::npos || t.find("e8") != std::string::npos)
            onFile.insert(t);
    EXPECT_EQ(onFile, (Texts{"e5xe7", "e5-e8", "e5xe7-e8"}));
}

TEST(LionDog, CannotPassWithoutAnEmptyNeighbour) {
    Position pos = placed("maka-dai-dai", {{"e5", "LD"}, {"d4", "P"}, {"e4", "P"}, {"f4", "P"}, {"d5", "P"},
                                           {"f5", "P"}, {"d6", "P"}, {"e6", "P"}, {"f6", "P"}});
    const Texts moves = movesFrom(pos, "e5");
    EXPECT_FALSE(moves.count("e5-e5"));
    EXPECT_EQ(moves.size(), 16u);  // two and three squares out along the eight rays
}

TEST(LionDog, EmptyBoardCount) {
    // 8 rays x 3 squares, and the pass.
    EXPECT_EQ(movesFrom(placed("maka-dai-dai", {{"j10", "LD"}}), "j10").size(), 25u);
}

TEST(Wolf, MacadamiaWolfMovesAsTheLionDog) {
    const Position mac = placed("macadamia", {{"e5", "W"}, {"e6", "p"}, {"e7", "p"}});
    const Position maka = placed("maka-dai-dai", {{"e5", "LD"}, {"e6", "p"}, {"e7", "p"}});
    EXPECT_EQ(movesFrom(mac, "e5"), movesFrom(maka, "e5"));
}

// --- Hook movers (R4) ---

TEST(HookMover, ReachesEverySquareOfAnEmptyBoard) {
    EXPECT_EQ(movesFrom(placed("macadamia", {{"e5", "HM"}}), "e5").size(), 168u);
}

TEST(HookMover, NeedsAnEmptyPathAndStopsAtACapture) {
    const Position pos = placed("macadamia", {{"e5", "HM"}, {"e7", "P"}, {"g5", "p"}});
    const Texts moves = withoutPromotion(movesFrom(pos, "e5"));
    EXPECT_FALSE(moves.count("e5-e9"));   // straight on is blocked, and a second turn is not allowed
    EXPECT_TRUE(moves.count("e5-d9"));    // via d5
    EXPECT_TRUE(moves.count("e5xg5"));
    EXPECT_TRUE(moves.count("e5-g6"));    // via e6
    EXPECT_FALSE(moves.count("e5-h5"));   // beyond the capture square on the same line
    EXPECT_TRUE(moves.count("e5-h6"));    // via e6 then along rank 6
    EXPECT_TRUE(starting(moves, "e5xg5-").empty());
}

TEST(HookMover, ShowsBothBentPathsToASquare) {
    Game game(test::variant("macadamia"), placed("macadamia", {{"e5", "HM"}, {"a1", "K"}, {"m13", "k"}, {"m12", "p"}}));
    for (const auto& pm : game.pieceMoves(test::sq(game.position(), "e5"))) {
        if (moveText(game, pm.move) != "e5-g9") continue;
        ASSERT_EQ(pm.paths.size(), 2u);
        std::set<std::string> corners;
        for (const auto& p : pm.paths) {
            ASSERT_EQ(p.waypoints.size(), 3u);
            corners.insert(game.variant().geometry().name(p.waypoints[1]));
        }
        EXPECT_EQ(corners, (std::set<std::string>{"e9", "g5"}));
        return;
    }
    FAIL() << "e5-g9 missing";
}

TEST(Capricorn, TurnsOnDiagonalsAndStaysOnItsColour) {
    const Texts moves = movesFrom(placed("maka-dai-dai", {{"j10", "CA"}}), "j10");
    EXPECT_EQ(moves.size(), 180u);  // every other square of its colour on the 19x19 board
    EXPECT_TRUE(moves.count("j10-a1"));
    EXPECT_TRUE(moves.count("j10-j12"));  // via k11
    EXPECT_FALSE(moves.count("j10-j11"));
}

TEST(HookShogi, HookClassPiecesNeverCaptureEachOther) {
    const Position pos = placed("hook", {{"e5", "HM"}, {"e8", "ca"}, {"g5", "tg"}, {"c5", "pc"},
                                         {"e3", "hm"}, {"e1", "p"}});
    const Texts moves = movesFrom(pos, "e5");
    EXPECT_FALSE(moves.count("e5xe8+") || moves.count("e5xe8"));
    EXPECT_FALSE(moves.count("e5xg5") || moves.count("e5xc5") || moves.count("e5xe3"));
    EXPECT_FALSE(moves.count("e5-e9"));  // the Capricorn still blocks
    EXPECT_TRUE(moves.count("e5-e7"));
    // Other pieces capture them as usual.
    const Position rook = placed("hook", {{"e5", "R"}, {"e8", "ca"}});
    EXPECT_TRUE(movesFrom(rook, "e5").count("e5xe8+"));
}

TEST(Peacock, BendsOnlyOnItsForwardDiagonalSlides) {
    const Texts moves = movesFrom(placed("hook", {{"h8", "PC"}}), "h8");
    EXPECT_TRUE(moves.count("h8-g7"));
    EXPECT_TRUE(moves.count("h8-f6"));
    EXPECT_FALSE(moves.count("h8-e5"));   // backwards only two squares
    EXPECT_TRUE(moves.count("h8-k11"));
    EXPECT_TRUE(moves.count("h8-h10"));   // up the diagonal to i9, then a quarter turn to h10
    EXPECT_FALSE(moves.count("h8-h6"));   // would need a bend on a backward move
}

// --- Jumps ---

TEST(RoaringDog, JumpsToTheSecondSquareAndSlidesOneMore) {
    const Position pos = placed("hook", {{"h8", "RD"}, {"h9", "P"}, {"h10", "p"}, {"i9", "p"}, {"j10", "P"}});
    const Texts moves = movesFrom(pos, "h8");
    EXPECT_TRUE(moves.count("h8xh10+"));
    EXPECT_FALSE(moves.count("h8-h11"));  // the third square needs the second empty
    EXPECT_TRUE(moves.count("h8xi9+"));
    EXPECT_FALSE(moves.count("h8-j10") || moves.count("h8xj10+"));
    EXPECT_FALSE(moves.count("h8-k11"));
    EXPECT_TRUE(moves.count("h8-h6"));
    EXPECT_TRUE(moves.count("h8-h5"));
    EXPECT_FALSE(moves.count("h8-h4"));
}

TEST(GreatFalcon, JumpsUpToTwoSquaresBeforeSlidingExceptForward) {
    const Position pos = placed("hook", {{"h8", "+VF"}, {"h7", "P"}, {"h6", "P"}, {"g8", "P"}, {"f8", "P"}, {"e8", "P"}});
    const Texts moves = movesFrom(pos, "h8");
    EXPECT_TRUE(moves.count("h8-h5"));
    EXPECT_TRUE(moves.count("h8-h1"));
    EXPECT_FALSE(moves.count("h8-d8"));   // three pieces in a row cannot be jumped
    EXPECT_TRUE(moves.count("h8-h11"));   // forward: the Lion Dog's third square
    EXPECT_FALSE(moves.count("h8-h12"));  // forward does not slide
}

// --- Emperor (R5) ---

TEST(Emperor, GoesAnywhereAndTakesOnlyUnprotectedPieces) {
    const Position pos = placed("maka-dai-dai", {{"a1", "+K"}, {"j10", "g"}, {"j11", "p"}, {"c10", "s"}, {"s19", "k"}});
    const Texts moves = movesFrom(pos, "a1");
    EXPECT_TRUE(moves.count("a1-s18"));
    EXPECT_FALSE(moves.count("a1xj10"));   // the Pawn on j11 would retake
    EXPECT_TRUE(moves.count("a1xc10"));
    EXPECT_FALSE(moves.count("a1xj11"));   // the Gold on j10 would retake
    EXPECT_TRUE(moves.count("a1xs19"));    // nothing protects the King
    EXPECT_EQ(moves.size(), 361u - 5u + 2u);  // every empty square, and two captures
}

TEST(Emperor, EverythingIsProtectedByItsOwnEmperor) {
    const Position pos = placed("maka-dai-dai", {{"a1", "+K"}, {"c10", "s"}, {"s19", "+k"}});
    const Texts moves = movesFrom(pos, "a1");
    EXPECT_FALSE(moves.count("a1xc10"));
    EXPECT_TRUE(moves.count("a1xs19"));    // the other Emperor itself is unprotected here
}
