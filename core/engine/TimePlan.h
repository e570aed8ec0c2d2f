#pragma once
// How long to think about one move when the mover has a clock: a share of the main time left
// (spread over the moves still to play), most of the increment, and the byoyomi period when
// the main time is gone. Always leaves a reserve, so a slow reply never loses on time.

#include "engine/Engine.h"

namespace shogi {

// Milliseconds; at least 10, and never more than half the main time left plus the period
// (the sums saturate: no clock, however long, wraps round).
std::int64_t plannedMoveTimeMs(const ClockLimits& clock);

}  // namespace shogi
