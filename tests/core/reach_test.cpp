// Where a piece goes, as study marks and move diagrams show it (movegen/Reach.h).
#include <gtest/gtest.h>

#include <cstdlib>

#include "TestSupport.h"
#include "movegen/Reach.h"

using namespace shogi;

namespace {

Square middle(const Variant& v) { return toSquare(v.geometry().files() / 2, v.geometry().ranks() / 2); }

}  // namespace

TEST(Reach, GoldOnAnEmptyBoardHasItsSixSquares) {
    const Variant& v = test::variant("heian-dai");
    const Square at = middle(v);
    const ReachMap marks = reachOnEmptyBoard(v, v.kindByCode("G"), kBlack, at);
    ASSERT_EQ(marks.size(), 6u);
    for (const auto& [sq, mark] : marks) {
        EXPECT_EQ(mark, unsigned(kReachMove | kReachCapture));
        EXPECT_TRUE(rankOf(sq) >= rankOf(at) || fileOf(sq) == fileOf(at));  // no backward diagonals
    }
}

TEST(Reach, WhiteGoldIsTurnedAround) {
    const Variant& v = test::variant("heian-dai");
    const Square at = middle(v);
    for (const auto& [sq, mark] : reachOnEmptyBoard(v, v.kindByCode("G"), kWhite, at))
        EXPECT_TRUE(rankOf(sq) <= rankOf(at) || fileOf(sq) == fileOf(at));
}

TEST(Reach, LionCoversItsAreaAndMayPass) {
    const Variant& v = test::variant("macadamia");
    const Square at = middle(v);
    const ReachMap marks = reachOnEmptyBoard(v, v.kindByCode("LN"), kBlack, at);
    int area = 0;
    for (const auto& [sq, mark] : marks)
        if (sq != at && std::abs(fileOf(sq) - fileOf(at)) <= 2 && std::abs(rankOf(sq) - rankOf(at)) <= 2 &&
            (mark & kReachMove) && (mark & kReachCapture))
            ++area;
    EXPECT_EQ(area, 24);
    ASSERT_TRUE(marks.count(at));
    EXPECT_TRUE(marks.at(at) & kReachPass);
}

TEST(Reach, SliderCapturesAlongTheWholeLine) {
    const Variant& v = test::variant("heian-dai");
    const Square at = middle(v);
    const ReachMap marks = reachOnEmptyBoard(v, v.kindByCode("FC"), kBlack, at);  // Free Chariot: fbR
    EXPECT_EQ(marks.size(), std::size_t(v.geometry().ranks() - 1));
    const Square farthest = toSquare(fileOf(at), v.geometry().ranks() - 1);
    EXPECT_EQ(marks.at(farthest), unsigned(kReachMove | kReachCapture));
}

TEST(Reach, BlockersStopASlider) {
    const Variant& v = test::variant("heian-dai");
    const Square at = middle(v);
    const Square blocker = toSquare(fileOf(at), rankOf(at) + 2);
    const Square blockers[] = {blocker};
    const ReachMap marks = reachOnEmptyBoard(v, v.kindByCode("FC"), kBlack, at, blockers);
    EXPECT_TRUE(marks.count(toSquare(fileOf(at), rankOf(at) + 1)));
    EXPECT_FALSE(marks.count(blocker));  // its own piece: neither a move nor a capture
    EXPECT_FALSE(marks.count(toSquare(fileOf(at), rankOf(at) + 3)));
}

TEST(Reach, PieceReachMarksEachCaptureOfALionDoubleMove) {
    // A Black Lion on e5 with White pieces on e6 and e7: e6 can be captured (and the Lion may
    // stop there or go on), e7 is captured by the double move and by the jump.
    const Position pos = test::placed("macadamia", {{"e5", "LN"}, {"e6", "p"}, {"e7", "p"}, {"a1", "K"}, {"m13", "k"}});
    const ReachMap marks = pieceReach(pos, test::sq(pos, "e5"));
    EXPECT_TRUE(marks.at(test::sq(pos, "e6")) & kReachCapture);
    EXPECT_TRUE(marks.at(test::sq(pos, "e7")) & kReachCapture);
    EXPECT_TRUE(marks.at(test::sq(pos, "e5")) & kReachPass);
    EXPECT_TRUE(marks.at(test::sq(pos, "d4")) & kReachMove);
    EXPECT_FALSE(marks.at(test::sq(pos, "d4")) & kReachCapture);
}
