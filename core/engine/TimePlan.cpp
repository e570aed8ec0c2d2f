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

}  // namespace shogi
