#include "game/Rules.h"

namespace shogi {

bool exposesLastRoyal(Position& pos, const Move& move) {
    const Side us = pos.sideToMove();
    if (takesLastRoyal(pos, move)) return false;
    Position::Undo undo;
    pos.make(move, undo);
    const bool exposed = pos.royalCount(us) <= 1 && anyRoyalAttacked(pos, us);
    pos.unmake(move, undo);
    return exposed;
}

}  // namespace shogi
