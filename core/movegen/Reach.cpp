#include "movegen/Reach.h"

#include <algorithm>

#include "movegen/MoveGen.h"

namespace shogi {
namespace {

// The enemy put in the piece's way when looking for captures: an ordinary piece (no royal,
// no hook-class piece that another hook mover may not take, nothing contagious).
int ordinaryKind(const Variant& v) {
    int fallback = -1;
    for (int k = 0; k < v.kindCount(); ++k) {
        const Kind& kind = v.kind(k);
        if (!kind.valid) continue;
        if (!kind.royal && !kind.hookClass && kind.contagionResult < 0) return k;
        if (fallback < 0) fallback = k;
    }
    return fallback;
}

bool captures(const Move& m, Square sq) {
    return std::find(m.captures.begin(), m.captures.begin() + m.captureCount, sq) != m.captures.begin() + m.captureCount;
}

}  // namespace

ReachMap pieceReach(const Position& pos, Square from) {
    ReachMap marks;
    MoveList moves;
    generateMovesFrom(pos, from, moves);
    for (const Move& m : moves) {
        if (m.isPass()) {
            marks[m.to] |= kReachPass;
            continue;
        }
        for (int i = 0; i < m.captureCount; ++i) marks[m.captures[i]] |= kReachCapture;
        if (!m.isCapture() || m.captures[m.captureCount - 1] != m.to) marks[m.to] |= kReachMove;
    }
    return marks;
}

ReachMap reachOnEmptyBoard(const Variant& variant, int kind, Side side, Square at, std::span<const Square> blockers) {
    ReachMap marks;
    if (kind < 0 || kind >= variant.kindCount() || !variant.kind(kind).valid) return marks;
    Position pos(variant);
    pos.clear();
    pos.put(at, kind, side);
    const int blocker = ordinaryKind(variant);
    for (Square b : blockers)
        if (b != at && blocker >= 0) pos.put(b, blocker, side);
    pos.setSideToMove(side);
    MoveList moves;
    generateMovesFrom(pos, at, moves);
    for (const Move& m : moves) marks[m.to] |= m.isPass() ? kReachPass : kReachMove;

    const int enemy = ordinaryKind(variant);
    if (enemy < 0) return marks;
    for (Square target : variant.squares()) {
        if (pos.cell(target) != kEmptyCell) continue;
        pos.put(target, enemy, opposite(side));
        moves.clear();
        generateMovesFrom(pos, at, moves);
        if (std::any_of(moves.begin(), moves.end(), [&](const Move& m) { return captures(m, target); }))
            marks[target] |= kReachCapture;
        pos.remove(target);
    }
    return marks;
}

}  // namespace shogi
