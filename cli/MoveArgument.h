#pragma once
// A move a command is given (on its command line or from XBoard): our own move text
// ("e5-e6", "P*b3") or XBoard's legs ("e5e6,e6e7", "P@b3"), whichever the text is.

#include <optional>
#include <string>
#include <string_view>

#include "game/Game.h"

namespace shogi::cli {

// The legal move `text` names in game's position; otherwise nullopt and why, in `error`.
std::optional<Move> parseMoveArgument(const Game& game, std::string_view text, std::string& error);

}  // namespace shogi::cli
