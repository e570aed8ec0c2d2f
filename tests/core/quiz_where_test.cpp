// The learn mode's "Where can it go?" (study/WhereQuestion.h): the answer is every square the
// piece's legal moves end or capture on, for every face of every variant, on random boards.
// (The same questions are checked against the independent reference of the rules by
// tests/reference/check_quiz.py.)
#include <gtest/gtest.h>

#include <set>

#include "TestSupport.h"
#include "movegen/Legality.h"
#include "study/Faces.h"
#include "study/WhereQuestion.h"

using namespace shogi;

namespace {

// Where the piece on `from` goes, found from every legal move of its side (not from the
// piece's own moves, as the quiz finds it).
std::set<Square> destinationsFromAllMoves(const Position& pos, Square from) {
    Position copy = pos;
    MoveList moves;
    legalMoves(copy, moves);
    std::set<Square> out;
    for (const Move& m : moves) {
        if (m.isDrop() || m.from != from) continue;
        out.insert(m.to);
        for (int i = 0; i < m.captureCount; ++i) out.insert(m.captures[i]);
    }
    out.erase(from);
    return out;
}

std::vector<std::string> names(const Variant& v, const std::vector<Square>& squares) {
    std::vector<std::string> out;
    for (Square sq : squares) out.push_back(v.geometry().name(sq));
    return out;
}

}  // namespace

TEST(WhereQuestion, AnswerIsEveryLegalDestinationOfEveryFaceOnRandomBoards) {
    QuizRandom random(20240601);
    int questions = 0, faces = 0;
    for (const Variant* v : allVariants()) {
        for (int kind = 0; kind < v->kindCount(); ++kind) {
            if (!v->kind(kind).valid) continue;
            ++faces;
            for (int blockers : {0, 2, 5, test::scaled(12, 8)}) {
                const WhereQuestion q = whereQuestion(*v, kind, blockers, random);
                ASSERT_EQ(q.kind, kind);
                ASSERT_EQ(cellKind(q.position.cell(q.square)), kind) << v->id() << " " << v->kind(kind).code;
                ASSERT_EQ(cellSide(q.position.cell(q.square)), kBlack);
                EXPECT_EQ(q.position.sideToMove(), kBlack);
                const std::set<Square> expected = destinationsFromAllMoves(q.position, q.square);
                EXPECT_EQ(std::set<Square>(q.answer.begin(), q.answer.end()), expected)
                    << v->id() << " " << v->kind(kind).code << " on " << v->geometry().name(q.square);
                EXPECT_FALSE(q.answer.empty()) << v->id() << " " << v->kind(kind).code;
                ++questions;
            }
        }
    }
    EXPECT_EQ(questions, 4 * faces);
    EXPECT_GT(faces, 250);  // every face of the five variants, promoted ones included
}

TEST(WhereQuestion, BlockersAreOfBothSidesAndNeverRoyal) {
    QuizRandom random(7);
    const Variant& v = test::variant("maka-dai-dai");
    for (int i = 0; i < 40; ++i) {
        const WhereQuestion q = whereQuestion(v, v.kindByCode("LN"), 6, random);
        int pieces[2] = {0, 0};
        for (Side side : {kBlack, kWhite})
            for (Square sq : q.position.pieces(side)) {
                ++pieces[side];
                if (sq != q.square) {
                    EXPECT_FALSE(v.kind(cellKind(q.position.cell(sq))).royal);
                }
            }
        EXPECT_EQ(pieces[kBlack] + pieces[kWhite], 7);
        EXPECT_GE(pieces[kWhite], 1);
        EXPECT_GE(pieces[kBlack], 2);  // the Lion and at least one of its own side
    }
}

TEST(WhereQuestion, KnownAnswers) {
    // A Lion alone reaches its whole 5x5 area.
    const Position lion = test::placed("macadamia", {{"g7", "LN"}});
    EXPECT_EQ(whereAnswer(lion, test::sq(lion, "g7")).size(), 24u);
    // The Emperor alone: every other square of the board.
    const Position emperor = test::placed("maka-dai-dai", {{"j10", "+K"}});
    EXPECT_EQ(whereAnswer(emperor, test::sq(emperor, "j10")).size(), 19u * 19u - 1);
    // A Knight jumps over what stands in front of it; a friend on a square is no target.
    const Position knight = test::placed("heian-dai", {{"g5", "N"}, {"g6", "P"}, {"f6", "p"}, {"h7", "P"}});
    EXPECT_EQ(names(knight.variant(), whereAnswer(knight, test::sq(knight, "g5"))), (std::vector<std::string>{"f7"}));
    // A Hook Mover turns at a right angle once: from a1 it reaches every square of the board
    // but its own when nothing is in the way.
    const Position hook = test::placed("hook", {{"a1", "HM"}});
    EXPECT_EQ(whereAnswer(hook, test::sq(hook, "a1")).size(), 16u * 16u - 1);
    // A King of Micro may not step where it would be taken (self-check is illegal there): the
    // Rook (a promoted Gold) on b4 holds the b-file, behind the King too.
    const Position king = test::placed("micro", {{"b2", "K"}, {"b4", "+g"}});
    const std::vector<std::string> kingTargets = names(king.variant(), whereAnswer(king, test::sq(king, "b2")));
    EXPECT_EQ(std::count(kingTargets.begin(), kingTargets.end(), "b3"), 0);
    EXPECT_EQ(std::count(kingTargets.begin(), kingTargets.end(), "b1"), 0);
    EXPECT_EQ(std::count(kingTargets.begin(), kingTargets.end(), "a1"), 1);
}

TEST(WhereQuestion, AnswersAreWrittenByFileThenRank) {
    const Variant& v = test::variant("maka-dai-dai");
    std::vector<Square> squares = {toSquare(1, 0), toSquare(0, 9), toSquare(0, 1), toSquare(0, 0)};
    sortByName(squares);
    EXPECT_EQ(names(v, squares), (std::vector<std::string>{"a1", "a2", "a10", "b1"}));
}

TEST(WhereQuestion, SameSeedSameQuestionsAndEveryFaceAsked) {
    const Variant& v = test::variant("hook");
    const std::size_t faces = variantFaces(v).size();
    const auto a = whereQuiz(v, 99, static_cast<int>(faces), 3);
    const auto b = whereQuiz(v, 99, static_cast<int>(faces), 3);
    const auto c = whereQuiz(v, 100, static_cast<int>(faces), 3);
    ASSERT_EQ(a.size(), faces);
    std::set<int> asked;
    bool differs = false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        EXPECT_EQ(a[i].position, b[i].position);
        EXPECT_EQ(a[i].square, b[i].square);
        differs |= !(a[i].position == c[i].position);
        asked.insert(v.kind(a[i].kind).faceType);
    }
    EXPECT_TRUE(differs);
    EXPECT_EQ(asked.size(), faces);  // one round asks each face once
}

TEST(WhereQuestion, CheckingAnAnswerNamesMissedAndWrongSquares) {
    const Position pos = test::placed("heian-dai", {{"g5", "G"}});
    const WhereQuestion q{pos, test::sq(pos, "g5"), pos.variant().kindByCode("G"), whereAnswer(pos, test::sq(pos, "g5"))};
    ASSERT_EQ(q.answer.size(), 6u);
    std::vector<Square> chosen(q.answer.begin(), q.answer.end() - 1);
    chosen.push_back(test::sq(pos, "f4"));  // a Gold does not go diagonally back
    chosen.push_back(chosen.front());       // chosen twice counts once
    const AnswerCheck check = checkAnswer(q, chosen);
    EXPECT_FALSE(check.correct());
    EXPECT_EQ(check.right.size(), 5u);
    EXPECT_EQ(names(pos.variant(), check.missed), (std::vector<std::string>{pos.variant().geometry().name(q.answer.back())}));
    EXPECT_EQ(names(pos.variant(), check.wrong), (std::vector<std::string>{"f4"}));
    EXPECT_TRUE(checkAnswer(q, q.answer).correct());
}
