#pragma once
// What a clock tells the computer player when it plans its time (engine/TimePlan.h): the
// mover's main time left and how it is replenished. Made by GameClock::limits and by the
// XBoard session from what the front end reports; read by the search.

namespace shogi {

struct ClockLimits {
    int remainingMs = 0;   // main time left on the mover's clock
    int incrementMs = 0;   // Fischer increment added after each move
    int byoyomiMs = 0;     // time per move once the main time is used up (0: none)
    int movesToGo = 0;     // moves until the next time control; 0: the rest of the game
};

}  // namespace shogi
