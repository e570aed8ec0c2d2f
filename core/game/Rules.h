#pragma once
// Rules above move generation that a game asks about: legality and check (movegen/Legality.h),
// how a game ends (GameEnd.h), and the warning before a move that leaves the last royal
// capturable. Included by every user of the rules, who needs all three.

#include "game/GameEnd.h"
#include "movegen/Legality.h"

namespace shogi {

// After `move`, the mover's last royal could be captured (royal-capture variants warn).
bool exposesLastRoyal(Position& pos, const Move& move);

}  // namespace shogi
