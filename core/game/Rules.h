#pragma once
// Rules above move generation: legality (the shogi ban on self-check) and check. How a game
// ends is in GameEnd.h, included here because every user of the rules needs its results.

#include "game/GameEnd.h"
#include "movegen/MoveGen.h"

namespace shogi {

// Moves the side to move may play. `pos` is restored before returning.
void legalMoves(Position& pos, MoveList& out);

// The side's royals are in check: its only royal can be captured (its King, in Micro).
bool inCheck(const Position& pos, Side side);
// After `move`, the mover's last royal could be captured (royal-capture variants warn).
bool exposesLastRoyal(Position& pos, const Move& move);

}  // namespace shogi
