// The learn mode's spaced repetition: Leitner boxes per face and variant, what is asked next,
// the progress as text (study/LearnProgress.h), and a sitting's questions (study/LearnSession.h).
#include <gtest/gtest.h>

#include "TestSupport.h"
#include "study/LearnProgress.h"
#include "study/LearnSession.h"

using namespace shogi;

namespace {

constexpr std::int64_t kNow = 1700000000;
constexpr std::int64_t kDay = 24 * 3600;

struct Learner {
    const Variant& variant;
    std::vector<Face> faces = variantFaces(variant);
    std::vector<int> order = mostCommonFirst(faces);
    LearnProgress progress;
    std::vector<int> recent;

    explicit Learner(const char* id) : variant(test::variant(id)) {}
    std::string code(int face) const { return faceCode(variant, faces[face]); }
    int next(std::int64_t now) const { return progress.nextFace(variant, faces, order, now, recent); }
    // Asks the next face and answers it; returns the face.
    int ask(std::int64_t now, bool right) {
        const int face = next(now);
        progress.answer(variant.id(), code(face), right, now);
        recent.push_back(face);
        if (recent.size() > 2) recent.erase(recent.begin());
        return face;
    }
};

}  // namespace

TEST(LearnProgress, RightAnswersClimbTheBoxesAndWrongOnesFallToTheFirst) {
    LearnProgress p;
    std::int64_t now = kNow;
    for (int box = 2; box <= LearnProgress::kTopBox; ++box) {  // box 1 is for wrong answers
        p.answer("micro", "G", true, now);
        EXPECT_EQ(p.record("micro", "G").box, box);
        EXPECT_EQ(p.record("micro", "G").due, now + LearnProgress::interval(box));
        now = p.record("micro", "G").due;
    }
    p.answer("micro", "G", true, now);  // the top box is the last
    EXPECT_EQ(p.record("micro", "G").box, LearnProgress::kTopBox);
    // The intervals grow with the box.
    for (int box = 2; box <= LearnProgress::kTopBox; ++box) EXPECT_GT(LearnProgress::interval(box), LearnProgress::interval(box - 1));
    p.answer("micro", "G", false, now + 5);
    EXPECT_EQ(p.record("micro", "G").box, 1);
    EXPECT_EQ(p.record("micro", "G").due, now + 5);
    EXPECT_EQ(p.record("micro", "G").right, LearnProgress::kTopBox);
    EXPECT_EQ(p.record("micro", "G").wrong, 1);
    // Boxes are per variant.
    EXPECT_EQ(p.record("heian-dai", "G").box, 0);
}

TEST(LearnProgress, ARightAnswerBeforeTheFaceIsDueDoesNotClimb) {
    LearnProgress p;
    p.answer("micro", "S", true, kNow);
    ASSERT_EQ(p.record("micro", "S").box, 2);
    p.answer("micro", "S", true, kNow + 1);  // box 2 waits
    EXPECT_EQ(p.record("micro", "S").box, 2);
    p.answer("micro", "S", true, kNow + LearnProgress::interval(2));
    EXPECT_EQ(p.record("micro", "S").box, 3);
}

TEST(LearnProgress, NewFacesComeMostCommonFirst) {
    Learner maka("maka-dai-dai");
    const int first = maka.ask(kNow, true);
    EXPECT_EQ(maka.code(first), "P");  // nineteen Pawns a side
    const int second = maka.ask(kNow, true);
    EXPECT_GE(maka.faces[first].startCount, maka.faces[second].startCount);
    // Faces no piece starts as (promoted faces) come after every face on the board.
    bool promotedSeen = false;
    for (int i : maka.order) {
        if (maka.faces[i].startCount == 0) promotedSeen = true;
        else EXPECT_FALSE(promotedSeen) << maka.code(i);
    }
}

TEST(LearnProgress, AWrongFaceComesBackAfterTheLastFacesAskedAndBeforeNewOnes) {
    Learner heian("heian-dai");
    const int missed = heian.ask(kNow, false);
    const int second = heian.ask(kNow + 10, true);
    const int third = heian.ask(kNow + 20, true);
    EXPECT_NE(second, missed);
    EXPECT_NE(third, missed);
    EXPECT_EQ(heian.ask(kNow + 30, true), missed);  // no longer among the last two
    // The faces answered right wait in box 2; new faces come meanwhile.
    EXPECT_EQ(heian.progress.record(heian.variant.id(), heian.code(second)).box, 2);
    const int fifth = heian.next(kNow + 40);
    EXPECT_EQ(heian.progress.record(heian.variant.id(), heian.code(fifth)).box, 0);
    // Once every face has been asked and none is due, the one due soonest is practised.
    LearnProgress& p = heian.progress;
    std::int64_t when = kNow + 100;
    for (int i : heian.order) p.answer(heian.variant.id(), heian.code(i), true, when++);
    // (those answered again before they were due kept their due times: `second` is the
    // earliest of them, the two asked last wait)
    EXPECT_EQ(heian.next(when), second);
}

TEST(LearnProgress, MasteredCountsTheFacesInTheTopBox) {
    Learner micro("micro");
    EXPECT_EQ(micro.progress.mastered(micro.variant, micro.faces), 0);
    std::int64_t now = kNow;
    for (int i = 0; i < LearnProgress::kTopBox; ++i) {
        micro.progress.answer("micro", "K", true, now);
        now += 30 * kDay;
    }
    EXPECT_EQ(micro.progress.mastered(micro.variant, micro.faces), 1);
    const std::vector<int> boxes = micro.progress.boxCounts(micro.variant, micro.faces);
    EXPECT_EQ(boxes[0], static_cast<int>(micro.faces.size()) - 1);
    EXPECT_EQ(boxes[LearnProgress::kTopBox], 1);
}

TEST(LearnProgress, TextRoundTrip) {
    LearnProgress p;
    p.answer("maka-dai-dai", "LN", true, kNow);
    p.answer("maka-dai-dai", "+P", false, kNow);
    p.answer("micro", "K", true, kNow);
    std::string error;
    const auto back = LearnProgress::parse(p.toText(), error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(*back, p);
    EXPECT_EQ(back->record("maka-dai-dai", "LN").box, 2);
    EXPECT_EQ(back->record("maka-dai-dai", "+P").wrong, 1);
}

TEST(LearnProgress, ATextThatCannotBeReadNamesTheLine) {
    struct Case {
        std::string text, where;
    };
    const std::string header = "large-shogi learn progress 1\n";
    const Case cases[] = {
        {"", "line 0"},
        {"something else\n", "line 1"},
        {header + "face LN 1 0 0 0\n", "line 2"},
        {header + "variant micro\nface K 9 0 0 0\n", "line 3"},
        {header + "variant micro\nface K 1 x 0 0\n", "line 3"},
        {header + "variant micro\nface K 1 0 0 0 7\n", "line 3"},
        {header + "variant micro\n\x01\x02garbage\n", "line 3"},
        {header + "variant Micro!\n", "line 2"},
    };
    for (const Case& c : cases) {
        std::string error;
        EXPECT_FALSE(LearnProgress::parse(c.text, error)) << c.text;
        EXPECT_EQ(error.rfind(c.where + ":", 0), 0u) << error;
    }
}

TEST(LearnSession, AsksNewFacesOnAnEmptyBoardAndAWrongOneAgainSoon) {
    const Variant& maka = test::variant("maka-dai-dai");
    LearnSession session(maka, 3, {.where = true, .names = false});
    LearnProgress progress;
    std::int64_t now = kNow;
    LearnSession::Question first = session.next(progress, now);
    ASSERT_EQ(first.kind, LearnSession::Kind::Where);
    ASSERT_TRUE(first.where);
    EXPECT_EQ(faceCode(maka, session.faces()[first.face]), "P");  // the most common piece first
    EXPECT_EQ(first.where->position.pieceCount(kBlack) + first.where->position.pieceCount(kWhite), 1);
    session.answer(progress, false, now);
    std::vector<int> asked;
    for (int i = 0; i < 3; ++i) {
        const LearnSession::Question q = session.next(progress, ++now);
        asked.push_back(q.face);
        session.answer(progress, true, now);
    }
    EXPECT_NE(asked[0], first.face);
    EXPECT_NE(asked[1], first.face);
    EXPECT_EQ(asked[2], first.face);  // after two others
    EXPECT_EQ(session.asked(), 4);
    EXPECT_EQ(session.answeredRight(), 3);
    // Once a face has climbed out of the first boxes it is asked among other pieces.
    progress.answer(maka.id(), "P", true, now + LearnProgress::interval(2));
    bool crowded = false;
    LearnSession later(maka, 4, {.where = true, .names = false});
    for (int i = 0; i < 20 && !crowded; ++i) {
        const LearnSession::Question q = later.next(progress, now + 2 * 24 * 3600);
        if (faceCode(maka, later.faces()[q.face]) == "P")
            crowded = q.where->position.pieceCount(kBlack) + q.where->position.pieceCount(kWhite) > 1;
        later.answer(progress, true, now + 2 * 24 * 3600);
    }
    EXPECT_TRUE(crowded);
}

TEST(LearnSession, AsksOnlyTheKindsChosenAndTheSameSeedAsksTheSame) {
    const Variant& hook = test::variant("hook");
    LearnProgress progress;
    LearnSession names(hook, 9, {.where = false, .names = true});
    LearnSession again(hook, 9, {.where = false, .names = true});
    int faceToName = 0;
    for (int i = 0; i < 30; ++i) {
        const LearnSession::Question q = names.next(progress, kNow + i);
        const LearnSession::Question r = again.next(progress, kNow + i);
        ASSERT_NE(q.kind, LearnSession::Kind::Where);
        EXPECT_EQ(q.choice.choices, r.choice.choices);
        EXPECT_EQ(q.choice.showsFace, q.kind == LearnSession::Kind::FaceToName);
        faceToName += q.kind == LearnSession::Kind::FaceToName;
        names.answer(progress, i % 3 != 0, kNow + i);
        again.answer(progress, i % 3 != 0, kNow + i);
    }
    EXPECT_GT(faceToName, 5);
    EXPECT_LT(faceToName, 25);
    // In table order when asked to.
    LearnSession table(hook, 1, {.where = true, .names = true, .commonFirst = false});
    EXPECT_EQ(table.next(LearnProgress{}, kNow).face, 0);
}
