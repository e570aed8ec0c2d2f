#include "engine/TimePlan.h"

#include <algorithm>

namespace shogi {
namespace {

// Moves a game is assumed still to last when the clock does not say (sudden death): large
// variants run long, and an even share of the rest keeps time for the endgame.
constexpr int kMovesLeftGuess = 40;
// Kept back from each budget for the time the reply takes to reach the clock.
constexpr std::int64_t kReserveMs = 50;

}  // namespace

std::int64_t plannedMoveTimeMs(const ClockLimits& clock) {
    const int movesLeft = clock.movesToGo > 0 ? clock.movesToGo : kMovesLeftGuess;
    std::int64_t budget = addTime(clock.remainingMs / movesLeft, scaleTime(clock.incrementMs, 4, 5));
    if (clock.byoyomiMs > 0) budget = addTime(budget, scaleTime(clock.byoyomiMs, 9, 10));  // a period not used is lost
    // Never more than half the main time left, plus the period that follows it.
    const std::int64_t ceiling = addTime(clock.remainingMs / 2, clock.byoyomiMs > 0 ? clock.byoyomiMs - kReserveMs : 0);
    return std::max<std::int64_t>(10, std::min(budget, ceiling) - kReserveMs / 5);
}

SearchBudget searchBudget(const SearchLimits& limits, const SearchSettings& settings, int deepest) {
    SearchBudget budget;
    budget.nodes = limits.infinite ? 0 : limits.nodes;
    std::int64_t givenMs = limits.timeMs;
    if (givenMs == 0 && limits.clock) givenMs = plannedMoveTimeMs(*limits.clock);
    if (limits.infinite) givenMs = 0;
    budget.hardMs = std::max<std::int64_t>(givenMs, 0);
    // A fixed time per move is used whole: an unfinished iteration still returns the best
    // root move it proved.
    budget.softMs = limits.timeMs == 0 && limits.clock && !limits.infinite ? budget.hardMs / 2 : 0;
    budget.maxDepth = deepest;
    if (limits.depth > 0 && !limits.infinite) budget.maxDepth = std::min(budget.maxDepth, limits.depth);
    if (settings.maxDepth > 0) budget.maxDepth = std::min(budget.maxDepth, settings.maxDepth);
    return budget;
}

}  // namespace shogi
