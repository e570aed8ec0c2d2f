#pragma once
// Move text (see docs/formats.md): origin, "x"+square per capture in order, "-"+destination
// (or the last capture when it is the destination), "+" when the piece promotes; drops "P*b3".

#include <optional>
#include <string>
#include <string_view>

#include "movegen/MoveGen.h"
#include "notation/SquareNames.h"

namespace shogi {

// `pos` is the position before the move. Squares in another style than chess are for people
// only (the board's labels, SquareNames.h): parseMove reads the chess names.
std::string formatMove(const Position& pos, const Move& move, SquareStyle squares = SquareStyle::Chess);

// Finds the move among `candidates` (normally the legal moves of `pos`) that the text names.
// Accepts the canonical text and texts that spell out every square visited. On failure
// returns nullopt and `error` says what is wrong and where.
std::optional<Move> parseMove(const Position& pos, std::string_view text, const MoveList& candidates,
                              std::string& error);

}  // namespace shogi
