#pragma once
// How long to think about one move when the mover has a clock: a share of the main time left
// (spread over the moves still to play), most of the increment, and the byoyomi period when
// the main time is gone. Always leaves a reserve, so a slow reply never loses on time.

#include "engine/Engine.h"

namespace shogi {

int plannedMoveTimeMs(const ClockLimits& clock);

}  // namespace shogi
