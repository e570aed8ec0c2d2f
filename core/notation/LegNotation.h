#pragma once
// Moves written as XBoard/CECP expects them from engines for multi-leg variants: legs of
// from-square and to-square joined by commas, each leg but the last ending on a square where
// the piece captures ("e5e6,e6e7" for a Lion taking twice, "e5e6,e6e5" for igui, "m5l4,l4j2"
// for a Lion Dog that takes on l4 and leaps on), a move that captures at most on its
// destination as one leg (a bent hook move "e11d8"), a pass as its square twice ("e5e5");
// "+" after a promoting move, drops as "P@b3" ("+P@b3" for a promoted face).

#include <optional>
#include <string>
#include <string_view>

#include "movegen/MoveGen.h"

namespace shogi {

// The move in leg notation. `pos` is the position before the move.
std::string formatLegs(const Position& pos, const Move& move);
// The move among `candidates` whose leg text is `text`, or whose text with every stop of
// one of its paths as a leg end is `text`; a move that may promote or not is the
// non-promoting one unless the text ends in "+".
std::optional<Move> parseLegs(const Position& pos, std::string_view text, const MoveList& candidates);

}  // namespace shogi
