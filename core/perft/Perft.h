#pragma once
// Perft: the number of distinct move sequences of a given length (R1: distinct resulting
// positions per move), stopping at positions where the game is over.

#include <cstdint>
#include <utility>
#include <vector>

#include "position/Position.h"

namespace shogi {

// Leaves of the tree `depth` plies deep. The last ply is counted without making its moves
// where the variant allows (royal-capture variants need no legality test).
std::uint64_t perft(Position& pos, int depth);
// Per root move: the move and the leaves below it.
std::vector<std::pair<Move, std::uint64_t>> perftDivide(Position& pos, int depth);
// The smallest depth whose perft is expected to reach `nodes` leaves, from the counts at
// depths 1 and 2: benchmarks use it so that every variant, a new one too, gets a tree of
// about the same size.
int perftDepthFor(Position& pos, std::uint64_t nodes);

}  // namespace shogi
