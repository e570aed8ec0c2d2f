#include "engine/TimePlan.h"

#include <algorithm>

namespace shogi {
namespace {

// Moves a game is assumed still to last when the clock does not say (sudden death): large
// variants run long, and an even share of the rest keeps time for the endgame.
constexpr int kMovesLeftGuess = 40;
// Kept back from each budget for the time the reply takes to reach the clock.
constexpr int kReserveMs = 50;

}  // namespace

int plannedMoveTimeMs(const ClockLimits& clock) {
    const int movesLeft = clock.movesToGo > 0 ? clock.movesToGo : kMovesLeftGuess;
    int budget = clock.remainingMs / std::max(movesLeft, 1) + clock.incrementMs * 4 / 5;
    if (clock.byoyomiMs > 0) budget += clock.byoyomiMs * 9 / 10;  // a period not used is lost
    // Never more than half the main time left, plus the period that follows it.
    const int ceiling = clock.remainingMs / 2 + (clock.byoyomiMs > 0 ? clock.byoyomiMs - kReserveMs : 0);
    return std::max(10, std::min(budget, ceiling) - kReserveMs / 5);
}

}  // namespace shogi
