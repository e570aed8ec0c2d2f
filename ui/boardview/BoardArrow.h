#pragma once
// A move drawn on the board as an arrow: the hint, or analysis mode's best move. A multi-leg
// move (a Lion's two steps, a hook mover's bend) is drawn leg by leg through the squares
// where each leg ends, as core's movePaths() gives them; a drop comes from its hand cell; a
// pass is a ring on the piece.

#include <vector>

#include "position/Position.h"

namespace ui {

struct BoardArrow {
    std::vector<shogi::Square> legs;  // the origin, then where each leg ends (only the origin:
                                      // a pass); empty: no arrow
    int dropType = -1;                // a drop: the table row of the piece taken from hand
    shogi::Side side = shogi::kBlack; // the mover
    bool empty() const { return legs.empty(); }
    friend bool operator==(const BoardArrow&, const BoardArrow&) = default;
};

// The arrow of `move` in `before` (the position it is played in).
BoardArrow moveArrow(const shogi::Position& before, const shogi::Move& move);

}  // namespace ui
