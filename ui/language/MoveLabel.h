#pragma once
// Moves as the move list shows them: core move text with the moving piece's code in front
// ("P a3-a4"; a drop's text names its piece already), its squares named as the board's
// coordinates are (View > Coordinates: "P 4c-4b"). The engine panel writes its lines the same
// way, so a line reads like the game.

#include <QStringList>
#include <vector>

#include "position/Position.h"

namespace ui {

// `before` is the position the move is played in.
QString moveLabel(const shogi::Position& before, const shogi::Move& move);

// The moves of a line played one after another from `start` (a copy is played on), as above
// or, when the notation chosen is Japanese (MoveNotation.h), in Japanese style. Stops at the
// first move that is not one of the position's moves, so a line from another position is cut
// short rather than shown wrong (notation/MoveLine.h).
QStringList lineLabels(const shogi::Position& start, const std::vector<shogi::Move>& line);

}  // namespace ui
