#pragma once
// Position text: "RANKS SIDE HAND [FLAGS]" (see docs/formats.md). Here with the position, not
// with move notation, because the variants write their start positions in it.

#include <optional>
#include <string>
#include <string_view>

#include "position/Position.h"

namespace shogi {

// The longest position text read (16 KiB): a 19x19 board with full hands is under 4 KB.
inline constexpr std::size_t kMaxPositionTextBytes = std::size_t(16) << 10;

// Returns the position, or nullopt with `error` naming what is wrong and where.
std::optional<Position> parsePosition(const Variant& variant, std::string_view text, std::string& error);
std::string formatPosition(const Position& pos);
// The variant's start position.
Position startPosition(const Variant& variant);

}  // namespace shogi
