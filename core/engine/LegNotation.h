#pragma once
// Moves written as XBoard/CECP expects them from engines for multi-leg variants: each leg
// from-square then to-square, legs joined by commas ("e5e6,e6e7" for a Lion taking twice);
// a leg ends where the piece captures or turns, not on a square it passes over going straight,
// "+" after a promoting move, drops as "P@b3" ("+P@b3" for a promoted face).

#include <optional>
#include <string>
#include <string_view>

#include "movegen/MoveGen.h"

namespace shogi {

// The move in leg notation, along its first path. `pos` is the position before the move.
std::string formatLegs(const Position& pos, const Move& move);
// The move among `candidates` whose leg text (along any of its paths) is `text`; a move
// that may promote or not is the non-promoting one unless the text ends in "+".
std::optional<Move> parseLegs(const Position& pos, std::string_view text, const MoveList& candidates);

}  // namespace shogi
