#pragma once
// What a clock tells the computer player when it plans its time (engine/TimePlan.h): the
// mover's main time left and how it is replenished. Made by GameClock::limits and by the
// XBoard session from what the front end reports; read by the search. Times in milliseconds,
// 64 bits (clock/TimeArithmetic.h).

#include <cstdint>

#include "clock/TimeArithmetic.h"

namespace shogi {

struct ClockLimits {
    std::int64_t remainingMs = 0;   // main time left on the mover's clock
    std::int64_t incrementMs = 0;   // Fischer increment added after each move
    std::int64_t byoyomiMs = 0;     // time per move once the main time is used up (0: none)
    int movesToGo = 0;              // moves until the next time control; 0: the rest of the game
};

}  // namespace shogi
