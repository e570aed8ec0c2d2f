// The position editor's check (game/PositionCheck.h): each problem, named with its squares.
#include <gtest/gtest.h>

#include <algorithm>

#include "TestSupport.h"
#include "game/PositionCheck.h"

using namespace shogi;
using test::sq;

namespace {

using Problem = PositionProblemKind;

// The problems of one kind.
std::vector<PositionProblem> only(const std::vector<PositionProblem>& all, Problem what) {
    std::vector<PositionProblem> out;
    std::copy_if(all.begin(), all.end(), std::back_inserter(out), [&](const PositionProblem& p) { return p.what == what; });
    return out;
}

std::vector<Square> squares(const Position& pos, std::initializer_list<const char*> names) {
    std::vector<Square> out;
    for (const char* n : names) out.push_back(sq(pos, n));
    return out;
}

}  // namespace

TEST(EditorPositionCheck, StartPositionsHaveNoProblem) {
    for (const Variant* v : allVariants()) {
        const auto problems = checkPosition(startPosition(*v));
        EXPECT_TRUE(problems.empty()) << v->id() << ": " << problems.size() << " problems";
        EXPECT_TRUE(playable(problems));
    }
}

TEST(EditorPositionCheck, EachSideNeedsARoyal) {
    const Position pos = test::position("micro", "k,3/4/4/4/3,S b -");
    const auto problems = checkPosition(pos);
    const auto missing = only(problems, Problem::NoRoyal);
    ASSERT_EQ(missing.size(), 1u);
    EXPECT_EQ(missing[0].side, kBlack);
    EXPECT_FALSE(playable(problems));

    // In the large variants any royal will do: a Prince without a King is enough.
    const Position maka = test::placed("maka-dai-dai", {{"j1", "+DE"}, {"j19", "k"}});
    EXPECT_TRUE(only(checkPosition(maka), Problem::NoRoyal).empty());
    const Position bare = test::placed("maka-dai-dai", {{"j1", "G"}, {"j19", "k"}});
    ASSERT_EQ(only(checkPosition(bare), Problem::NoRoyal).size(), 1u);
}

TEST(EditorPositionCheck, MicroHasOneKingASide) {
    const Position pos = test::position("micro", "k,3/4/4/K,3/3,K b -");
    const auto extra = only(checkPosition(pos), Problem::ExtraRoyals);
    ASSERT_EQ(extra.size(), 1u);
    EXPECT_EQ(extra[0].side, kBlack);
    EXPECT_EQ(extra[0].squares, squares(pos, {"d1", "a2"}));
    EXPECT_EQ(extra[0].count, 2);
    // Royal capture has no such limit: Maka may keep a King and a Prince.
    const Position maka = test::placed("maka-dai-dai", {{"j1", "K"}, {"k1", "+DE"}, {"j19", "k"}});
    EXPECT_TRUE(checkPosition(maka).empty());
}

TEST(EditorPositionCheck, TheSideToMoveMayNotBeAbleToTakeTheKing) {
    // The Bishop on d2 sees the White King on a5 along the diagonal.
    const Position blackToMove = test::position("micro", "k,3/4/4/3,B/3,K b -");
    const auto problems = checkPosition(blackToMove);
    const auto capturable = only(problems, Problem::KingCapturable);
    ASSERT_EQ(capturable.size(), 1u);
    EXPECT_EQ(capturable[0].side, kWhite);
    EXPECT_EQ(capturable[0].squares, squares(blackToMove, {"a5", "d2"}));
    EXPECT_FALSE(playable(problems));
    // With White to move it is only check.
    EXPECT_TRUE(checkPosition(test::position("micro", "k,3/4/4/3,B/3,K w -")).empty());
    // Under royal capture the King may be left en prise.
    EXPECT_TRUE(only(checkPosition(test::placed("heian-dai", {{"a1", "K"}, {"a13", "k"}, {"a12", "L"}})), Problem::KingCapturable).empty());
}

TEST(EditorPositionCheck, HandsOnlyWhereTheVariantDrops) {
    const Variant& heian = test::variant("heian-dai");
    Position pos = test::placed("heian-dai", {{"g1", "K"}, {"g13", "k"}});
    pos.setHandCount(kWhite, heian.typeByCode("P"), 2);
    const auto held = only(checkPosition(pos), Problem::HandWithoutDrops);
    ASSERT_EQ(held.size(), 1u);
    EXPECT_EQ(held[0].side, kWhite);
    EXPECT_EQ(held[0].type, heian.typeByCode("P"));
    EXPECT_EQ(held[0].count, 2);
    // Micro drops: a Pawn in hand is fine.
    EXPECT_TRUE(checkPosition(test::position("micro", "k,3/4/4/4/3,K b P")).empty());
}

TEST(EditorPositionCheck, NoRoyalInHand) {
    const Position pos = test::position("micro", "k,3/4/4/4/3,S b K");
    const auto royal = only(checkPosition(pos), Problem::RoyalInHand);
    ASSERT_EQ(royal.size(), 1u);
    EXPECT_EQ(royal[0].side, kBlack);
    EXPECT_EQ(royal[0].type, pos.variant().typeByCode("K"));
}

TEST(EditorPositionCheck, AHandHoldsAtMostSixtyThreeOfAType) {
    const Variant& micro = test::variant("micro");
    Position pos = test::position("micro", "k,3/4/4/4/3,K b -");
    pos.setHandCount(kBlack, micro.typeByCode("P"), Variant::kMaxHand);
    const auto overflow = only(checkPosition(pos), Problem::HandOverflow);
    ASSERT_EQ(overflow.size(), 1u);
    EXPECT_EQ(overflow[0].count, Variant::kMaxHand);
    EXPECT_EQ(overflow[0].limit, Variant::kMaxHand - 1);
}

TEST(EditorPositionCheck, WithDropsNoTypeOutnumbersTheStart) {
    // Three Pawns: one on each side's board and a promoted one (a Knight face) on b3.
    const Position pos = test::position("micro", "k,3/p,3/1,+P,2/4/3,K b P");
    const auto many = only(checkPosition(pos), Problem::TooManyPieces);
    ASSERT_EQ(many.size(), 1u);
    EXPECT_EQ(many[0].type, pos.variant().typeByCode("P"));
    EXPECT_EQ(many[0].count, 3);
    EXPECT_EQ(many[0].limit, 2);
    EXPECT_EQ(many[0].squares, squares(pos, {"b3", "a4"}));
    // Without drops pieces may come and go (contagion even makes new ones): no limit.
    EXPECT_TRUE(checkPosition(test::placed("heian-dai", {{"g1", "K"}, {"g13", "k"}, {"a1", "L"}, {"b1", "L"}, {"c1", "L"}, {"d1", "L"}, {"e1", "L"}}))
                    .empty());
}

TEST(EditorPositionCheck, PassFlagsOnlyWhereTwoPassesAreForbidden) {
    const auto micro = only(checkPosition(test::position("micro", "k,b,g,s/p,3/4/3,P/S,G,B,K w - P")), Problem::PassFlagUnused);
    ASSERT_EQ(micro.size(), 1u);
    EXPECT_EQ(micro[0].side, kBlack);
    const Variant& hook = test::variant("hook");
    Position hookStart = startPosition(hook);
    hookStart.setPassed(kWhite, true);
    EXPECT_TRUE(checkPosition(hookStart).empty());
}

TEST(EditorPositionCheck, PiecesThatCanNeverMoveAreNotedNotRefused) {
    // Black Pawns on the last rank, a White one on Black's first: trapped, as R8 allows.
    const Position pos = test::position("micro", "k,P,P,1/4/4/4/p,2,K b -");
    const auto problems = checkPosition(pos);
    const auto notes = only(problems, Problem::NeverMoves);
    ASSERT_EQ(notes.size(), 2u);
    EXPECT_EQ(notes[0].side, kBlack);
    EXPECT_EQ(notes[0].squares, squares(pos, {"b5", "c5"}));
    EXPECT_EQ(notes[1].side, kWhite);
    EXPECT_EQ(notes[1].squares, squares(pos, {"a1"}));
    EXPECT_FALSE(notes[0].blocksPlay());
    // Too many Pawns too (three), but that is the other problem; the notes alone would pass.
    EXPECT_FALSE(playable(problems));
    const Position heian = test::placed("heian-dai", {{"g1", "K"}, {"g13", "k"}, {"b12", "N"}, {"c11", "N"}});
    const auto knights = checkPosition(heian);
    ASSERT_EQ(knights.size(), 1u);
    EXPECT_EQ(knights[0].what, Problem::NeverMoves);
    EXPECT_EQ(knights[0].squares, squares(heian, {"b12"}));
    EXPECT_TRUE(playable(knights));
}
