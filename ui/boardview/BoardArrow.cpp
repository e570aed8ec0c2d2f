#include "boardview/BoardArrow.h"

#include "movegen/MoveGen.h"

namespace ui {

BoardArrow moveArrow(const shogi::Position& before, const shogi::Move& move) {
    BoardArrow arrow;
    arrow.side = before.sideToMove();
    if (move.isDrop()) {
        arrow.dropType = move.kind / 2;  // the face's table row (Variant::kindOf)
        arrow.legs = {move.to};
        return arrow;
    }
    // A pass (a Lion stepping out and back without a capture) stays where it is: a ring.
    if (move.isPass()) {
        arrow.legs = {move.from};
        return arrow;
    }
    // A move may be played several ways (a Lion stepping through either of two squares);
    // one of them is enough to show where it goes.
    const std::vector<shogi::MovePath> paths = shogi::movePaths(before, move);
    if (!paths.empty() && paths.front().waypoints.size() >= 2) {
        arrow.legs = paths.front().waypoints;
        if (arrow.legs.back() != move.to) arrow.legs.push_back(move.to);
    } else {
        arrow.legs = {move.from, move.to};
    }
    return arrow;
}

}  // namespace ui
