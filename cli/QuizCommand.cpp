#include "QuizCommand.h"

#include <iostream>

#include "position/PositionText.h"
#include "study/WhereQuestion.h"

namespace shogi::cli {
namespace {

constexpr long long kMaxCount = 100000;

}  // namespace

int quiz(const Args& args) {
    std::string error;
    const auto p = parseArgs(args,
                             {true, false,
                              {numberOption("seed", kSeedRange),
                               numberOption("count", {1, kMaxCount}),
                               numberOption("blockers", {0, kMaxCount})}},
                             error);
    if (!p) return fail(error);
    const Variant& v = *p->variant;
    const long long count = p->number("count", 10);
    const long long blockers = p->number("blockers", 3);
    if (blockers > maxBlockers(v))
        return fail("--blockers must be from 0 to " + std::to_string(maxBlockers(v)) + " on the board of " + v.id());
    const auto seed = static_cast<std::uint64_t>(p->number("seed", 1));
    for (const WhereQuestion& q : whereQuiz(v, seed, static_cast<int>(count), static_cast<int>(blockers))) {
        std::cout << "quiz " << v.kind(q.kind).code << " " << v.geometry().name(q.square) << " " << formatPosition(q.position)
                  << "\n";
        std::cout << "answer";
        for (Square sq : q.answer) std::cout << " " << v.geometry().name(sq);
        std::cout << "\n";
    }
    return 0;
}

}  // namespace shogi::cli
