#include "boardview/BoardMarks.h"

#include "game/Rules.h"
#include "movegen/MoveGen.h"

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
    // A royal the opponent attacks is in check unless the side has another (King and Prince):
    // then the attack is marked apart, as a threat rather than a check.
    const shogi::Side side = now.sideToMove();
    const bool check = shogi::inCheck(now, side);
    for (shogi::Square sq : now.specialPieces(side)) {
        if (!now.variant().kind(shogi::cellKind(now.cell(sq))).royal) continue;
        if (check) marks.check.push_back(sq);
        else if (shogi::isAttacked(now, sq, shogi::opposite(side))) marks.threatenedRoyals.push_back(sq);
    }
    return marks;
}

}  // namespace ui
