#pragma once
// A whole game as it is saved: variant, players, date, result, start position and moves.
// See docs/game-format.md for the text form.

#include <QDateTime>
#include <optional>
#include <vector>

#include "game/Game.h"
#include "play/PlayerSpec.h"

namespace ui {

struct GameRecord {
    const shogi::Variant* variant = nullptr;
    PlayerSpec players[2];                 // indexed by shogi::Side
    QDateTime date;
    std::optional<shogi::Position> start;  // always set in a record that was read or built
    std::vector<shogi::Move> moves;
    std::optional<shogi::Side> resigned;   // the side that resigned, if the game ended so
};

}  // namespace ui
