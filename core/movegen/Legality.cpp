#include "movegen/Legality.h"

namespace shogi {
namespace {

bool leavesNoRoyalAttacked(Position& pos, const Move& move) {
    const Side us = pos.sideToMove();
    Position::Undo undo;
    pos.make(move, undo);
    const bool ok = !anyRoyalAttacked(pos, us);
    pos.unmake(move, undo);
    return ok;
}

}  // namespace

bool isLegalMove(Position& pos, const Move& move) {
    return pos.variant().rules().royal != RoyalRule::NoSelfCheck || leavesNoRoyalAttacked(pos, move);
}

bool anyRoyalAttacked(const Position& pos, Side side) {
    for (Square sq : pos.specialPieces(side))
        if (pos.variant().kind(cellKind(pos.cell(sq))).royal && isAttacked(pos, sq, opposite(side))) return true;
    return false;
}

void legalMoves(Position& pos, MoveList& out) {
    const std::size_t start = out.size();
    generateMoves(pos, out);
    if (pos.variant().rules().royal != RoyalRule::NoSelfCheck) return;
    std::size_t keep = start;
    for (std::size_t i = start; i < out.size(); ++i)
        if (leavesNoRoyalAttacked(pos, out[i])) out[keep++] = out[i];
    out.resize(keep);
}

MoveList legalMovesFrom(const Position& pos, Square from) {
    MoveList moves;
    if (!isPiece(pos.cell(from))) return moves;
    Position turn = pos;
    turn.setSideToMove(cellSide(pos.cell(from)));
    generateMovesFrom(turn, from, moves);
    std::erase_if(moves, [&](const Move& m) { return !isLegalMove(turn, m); });
    return moves;
}

bool inCheck(const Position& pos, Side side) {
    if (pos.variant().rules().royal == RoyalRule::NoSelfCheck) return anyRoyalAttacked(pos, side);
    return pos.royalCount(side) == 1 && anyRoyalAttacked(pos, side);
}

}  // namespace shogi
