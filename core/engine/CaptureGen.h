#pragma once
// Captures only, for the quiescence search. Slides and leaps are scanned ray by ray,
// stopping at the first piece; multi-leg patterns are walked as the move generator walks
// them, keeping only moves that capture; the universal leaper goes through the full move
// generator. Every move produced is one generateMoves() produces (a test checks this on
// random positions of every variant).

#include "movegen/MoveGen.h"

namespace shogi {

// Appends the captures of the side to move (promotion choices included). A capture may
// appear twice when two ways of a piece reach it (R1); callers do not mind.
void generateCaptures(const Position& pos, MoveList& out);

}  // namespace shogi
