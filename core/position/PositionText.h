#pragma once
// Position text: "RANKS SIDE HAND [FLAGS]" (see docs/formats.md). Here with the position, not
// with move notation, because the variants write their start positions in it.

#include <optional>
#include <string>
#include <string_view>

#include "position/Position.h"

namespace shogi {

// Returns the position, or nullopt with `error` naming what is wrong and where.
std::optional<Position> parsePosition(const Variant& variant, std::string_view text, std::string& error);
std::string formatPosition(const Position& pos);
// The variant's start position.
Position startPosition(const Variant& variant);

}  // namespace shogi
