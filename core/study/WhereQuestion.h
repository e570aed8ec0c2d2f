#pragma once
// "Where can it go?": one piece of the variant on a board, alone or among a few pieces of
// both sides, and the squares it can go to with one legal move (movegen/Reach.h:
// legalTargets), which is the answer the learn mode checks and `shogi-cli quiz` prints.

#include <cstdint>
#include <vector>

#include "position/Position.h"
#include "study/QuizRandom.h"

namespace shogi {

struct WhereQuestion {
    Position position;
    Square square = kNoSquare;  // where the piece stands; it is Black's, Black is to move
    int kind = -1;
    std::vector<Square> answer;  // every square it can go to, in name order (sortByName)
};

// Squares in the order they are written out: by file (a, b, ...), then by rank (1, 2, ...,
// 10, ...), as `sort -V` orders their names.
void sortByName(std::vector<Square>& squares);

// A question about the face `kind`: the piece on a random square where it has somewhere to
// go, and `blockers` other pieces (no royals), most of them on squares it could reach on an
// empty board, of either side (both sides once there are two or more).
WhereQuestion whereQuestion(const Variant& variant, int kind, int blockers, QuizRandom& random);

// The answer for `kind` on `square` of `position`, as whereQuestion sets it.
std::vector<Square> whereAnswer(const Position& position, Square square);

// The most blockers a question on this variant's board may have: a fifth of the board.
int maxBlockers(const Variant& variant);

// `count` questions, one face after another in a shuffled order of every face (again
// shuffled when all have been asked), each with `blockers` other pieces. The same seed gives
// the same questions.
std::vector<WhereQuestion> whereQuiz(const Variant& variant, std::uint64_t seed, int count, int blockers);

// A player's answer compared with the question's: squares chosen rightly, squares missed,
// squares chosen that the piece cannot go to. Each in name order.
struct AnswerCheck {
    std::vector<Square> right, missed, wrong;
    bool correct() const { return missed.empty() && wrong.empty(); }
};
AnswerCheck checkAnswer(const WhereQuestion& question, std::vector<Square> chosen);

}  // namespace shogi
