#pragma once
// A whole game as it is saved: variant, players, date, start position, moves and who
// resigned. The result is not kept: it follows from the moves (see SavedGame::replay).
// docs/game-format.md gives the text form; SavedGame reads and writes it.

#include <optional>
#include <string>
#include <vector>

#include "position/Position.h"
#include "record/PlayerSpec.h"

namespace shogi {

struct GameRecord {
    const Variant* variant = nullptr;
    PlayerSpec players[2];                 // indexed by Side
    std::string date;                      // UTC, "YYYY-MM-DDTHH:MM:SSZ" (RecordDate.h); empty if unknown
    std::optional<Position> start;         // always set in a record that was read or built
    std::vector<Move> moves;
    std::optional<Side> resigned;          // the side that resigned, if the game ended so
};

}  // namespace shogi
