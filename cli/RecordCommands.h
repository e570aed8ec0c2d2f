#pragma once
// Saved games (docs/game-format.md) from the command line: `play ... --save FILE` writes one,
// `record check FILE` and `record moves FILE` read one, `record pgn FILE` prints it as PGN
// and `record import PGNFILE --save FILE` makes one from a PGN game (docs/formats.md).

#include "Options.h"

namespace shogi {
class Game;
}

namespace shogi::cli {

// Writes `game` to `path` as a saved game: Human against Human, dated now.
bool saveGame(const std::string& path, const Game& game, std::string& error);

// record check FILE: "ok VARIANT PLIES"; record moves FILE: the moves, one per line;
// record pgn FILE: the game as PGN; record import PGNFILE --save FILE.
int record(const Args& args);

}  // namespace shogi::cli
