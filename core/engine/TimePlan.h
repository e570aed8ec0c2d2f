#pragma once
// How long and how deep one search may go: from a fixed time per move, or planned from the
// mover's clock (a share of the main time left spread over the moves still to play, most of
// the increment, and the byoyomi period when the main time is gone, always with a reserve so
// that a slow reply never loses on time), within the level's caps.

#include <cstdint>

#include "engine/Engine.h"
#include "engine/SearchSettings.h"

namespace shogi {

// Milliseconds; at least 10, and never more than half the main time left plus the period
// (the sums saturate: no clock, however long, wraps round).
std::int64_t plannedMoveTimeMs(const ClockLimits& clock);

struct SearchBudget {
    // Checked inside an iteration: the search stops there and keeps the best root move it
    // proved (0: no limit).
    std::int64_t hardMs = 0;
    // Checked between iterations (clocks only, 0: none): no iteration is started after it, so
    // that the time an iteration could not have finished in stays on the clock.
    std::int64_t softMs = 0;
    int maxDepth = 0;
    std::uint64_t nodes = 0;  // 0: no limit
};

// `deepest`: the search's own limit on the iteration depth.
SearchBudget searchBudget(const SearchLimits& limits, const SearchSettings& settings, int deepest);

}  // namespace shogi
