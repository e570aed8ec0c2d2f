#include "study/WhereQuestion.h"

#include <algorithm>
#include <iterator>

#include "movegen/Reach.h"
#include "study/Faces.h"

namespace shogi {
namespace {

// The pieces put in the way: every face a piece starts with, no royal (a question is about
// the piece asked, not about check).
std::vector<int> blockerKinds(const Variant& variant) {
    std::vector<int> kinds;
    for (int type = 0; type < variant.typeCount(); ++type) {
        const int k = Variant::kindOf(type, false);
        if (variant.kind(k).valid && !variant.kind(k).royal) kinds.push_back(k);
    }
    return kinds;
}

Square pick(const std::vector<Square>& squares, QuizRandom& random) { return squares[random.below(static_cast<int>(squares.size()))]; }

std::vector<Square> emptySquares(const Position& pos) {
    std::vector<Square> empty;
    for (Square sq : pos.variant().squares())
        if (pos.cell(sq) == kEmptyCell) empty.push_back(sq);
    return empty;
}

bool nameOrder(Square a, Square b) { return fileOf(a) != fileOf(b) ? fileOf(a) < fileOf(b) : rankOf(a) < rankOf(b); }

}  // namespace

void sortByName(std::vector<Square>& squares) { std::sort(squares.begin(), squares.end(), nameOrder); }

std::vector<Square> whereAnswer(const Position& position, Square square) {
    std::vector<Square> answer = legalTargets(position, square);
    sortByName(answer);
    return answer;
}

int maxBlockers(const Variant& variant) { return variant.geometry().squareCount() / 5; }

WhereQuestion whereQuestion(const Variant& variant, int kind, int blockers, QuizRandom& random) {
    const std::vector<int> kinds = blockerKinds(variant);
    blockers = std::clamp(blockers, 0, maxBlockers(variant));
    // A square where the piece has nowhere to go (a Pawn on the last rank, or walled in) is
    // no question: another square is tried.
    WhereQuestion q{Position(variant), kNoSquare, -1, {}};
    for (int attempt = 0; attempt < 64; ++attempt) {
        Position pos(variant);
        pos.clear();
        const Square at = pick(variant.squares(), random);
        pos.put(at, kind, kBlack);
        pos.setSideToMove(kBlack);
        const std::vector<Square> reach = legalTargets(pos, at);
        if (reach.empty()) continue;
        for (int i = 0; i < blockers && !kinds.empty(); ++i) {
            // Mostly where it matters: on a square the piece could reach.
            std::vector<Square> free;
            for (Square sq : reach)
                if (pos.cell(sq) == kEmptyCell) free.push_back(sq);
            if (free.empty() || random.chance(1, 4)) free = emptySquares(pos);
            if (free.empty()) break;
            const Side side = blockers >= 2 && i < 2 ? Side(i) : Side(random.below(2));
            pos.put(pick(free, random), kinds[random.below(static_cast<int>(kinds.size()))], side);
        }
        q = WhereQuestion{pos, at, kind, whereAnswer(pos, at)};
        if (!q.answer.empty()) return q;
    }
    return q;
}

std::vector<WhereQuestion> whereQuiz(const Variant& variant, std::uint64_t seed, int count, int blockers) {
    QuizRandom random(seed);
    const std::vector<Face> faces = variantFaces(variant);
    std::vector<int> order;
    for (const Face& f : faces) order.push_back(f.kind);
    std::vector<WhereQuestion> questions;
    for (int i = 0; i < count; ++i) {
        const std::size_t next = i % order.size();
        if (next == 0) random.shuffle(order);
        questions.push_back(whereQuestion(variant, order[next], blockers, random));
    }
    return questions;
}

AnswerCheck checkAnswer(const WhereQuestion& question, std::vector<Square> chosen) {
    sortByName(chosen);
    chosen.erase(std::unique(chosen.begin(), chosen.end()), chosen.end());
    AnswerCheck check;
    std::set_intersection(chosen.begin(), chosen.end(), question.answer.begin(), question.answer.end(),
                          std::back_inserter(check.right), nameOrder);
    std::set_difference(question.answer.begin(), question.answer.end(), chosen.begin(), chosen.end(),
                        std::back_inserter(check.missed), nameOrder);
    std::set_difference(chosen.begin(), chosen.end(), question.answer.begin(), question.answer.end(),
                        std::back_inserter(check.wrong), nameOrder);
    return check;
}

}  // namespace shogi
