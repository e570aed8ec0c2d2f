#pragma once
// A game's moves as text: the rules (game/Game.h) and the ways of writing moves (notation/)
// meet here, above both. What the move list, the command line and the saved games write.

#include <optional>
#include <string>
#include <string_view>

#include "game/Game.h"

namespace shogi {

// A move of the game's current position in move text ("e5-e6").
std::string moveText(const Game& game, const Move& move);
// The same in Japanese style, with 同 where the move goes where the last one went.
std::string japaneseMoveText(const Game& game, const Move& move);
// The legal move of the current position that `text` names; nullopt with `error` if the text
// is bad, names no legal move, or the game is over.
std::optional<Move> parseMove(const Game& game, std::string_view text, std::string& error);

}  // namespace shogi
