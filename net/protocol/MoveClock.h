#pragma once
// A move's thinking time charged to the mover's clock, the same way on both sides of a
// network game: each program measures its own player's thinking and reports it with the move,
// so the clocks never charge a player for the network's delay, and both programs come to the
// same clocks from the same reports (core/clock's rules, on a time source moved by hand).

#include <cstdint>

#include "clock/TimeControl.h"

namespace shogi::net {

struct ThinkingCharge {
    SideClock during;  // the clock with the time charged, as it stands before the move is made
    bool flagged = false;  // the time ran out before the move
    SideClock after;   // after the move: the increment added, a byoyomi period renewed
};

ThinkingCharge chargeThinking(const TimeControl& control, const SideClock& before, std::int64_t thinkingMs);

}  // namespace shogi::net
