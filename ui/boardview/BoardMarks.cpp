#include "boardview/BoardMarks.h"

#include "game/Rules.h"

namespace ui {

BoardMarks positionMarks(const shogi::Position& now, const shogi::Position* before, const shogi::Move* last) {
    BoardMarks marks;
    if (before && last) {
        const shogi::Move& m = *last;
        if (!m.isDrop()) marks.lastFrom = m.from;
        marks.lastTo = m.to;
        for (int i = 0; i < m.captureCount; ++i) marks.lastCaptures.push_back(m.captures[i]);
        const std::vector<shogi::MovePath> paths = m.isDrop() ? std::vector<shogi::MovePath>{} : shogi::movePaths(*before, m);
        if (!paths.empty())
            for (shogi::Square sq : paths.front().squares)
                if (sq != m.from && sq != m.to) marks.lastPath.push_back(sq);
    }
    const shogi::Side side = now.sideToMove();
    if (shogi::inCheck(now, side))
        for (shogi::Square sq : now.pieces(side))
            if (now.variant().kind(shogi::cellKind(now.cell(sq))).royal) marks.check.push_back(sq);
    return marks;
}

}  // namespace ui
