#pragma once
// What a problem shows, read from its main line: the moves of the winning side that only
// these variants have (a Lion's double capture, igui, a hook mover's bend, a Lion Dog's line,
// the Emperor's capture from afar, a drop), contagion anywhere in the line, a quiet key, and
// how the game ends (checkmate, the last royal taken, a bare King, no legal move).

#include <span>
#include <string>
#include <vector>

#include "position/Position.h"

namespace shogi {

// Every theme id, the most telling first: the order themes are listed in.
std::span<const char* const> themeIds();
bool isThemeId(const std::string& id);

// The themes of the line played from `start` (the key first), in themeIds() order.
std::vector<std::string> lineThemes(const Position& start, const std::vector<Move>& line);

}  // namespace shogi
