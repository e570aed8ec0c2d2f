#pragma once
// Move text (see docs/formats.md): origin, "x"+square per capture in order, "-"+destination
// (or the last capture when it is the destination), "+" when the piece promotes; drops "P*b3".

#include <optional>
#include <string>
#include <string_view>

#include "movegen/MoveGen.h"

namespace shogi {

// `pos` is the position before the move.
std::string formatMove(const Position& pos, const Move& move);

// Finds the move among `candidates` (normally the legal moves of `pos`) that the text names.
// Accepts the canonical text and texts that spell out every square visited. On failure
// returns nullopt and `error` says what is wrong and where.
std::optional<Move> parseMove(const Position& pos, std::string_view text, const MoveList& candidates,
                              std::string& error);

}  // namespace shogi
