#include "movegen/Reach.h"

#include <algorithm>

#include "movegen/Legality.h"
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

std::vector<Square> legalTargets(const Position& pos, Square from) {
    std::vector<Square> targets;
    for (const Move& m : legalMovesFrom(pos, from)) {
        targets.insert(targets.end(), m.captures.begin(), m.captures.begin() + m.captureCount);
        targets.push_back(m.to);
    }
    std::erase(targets, from);
    std::sort(targets.begin(), targets.end());
    targets.erase(std::unique(targets.begin(), targets.end()), targets.end());
    return targets;
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

namespace shogi {
namespace {

// Adds the pieces of `side` in `pos` whose moves capture on `target` to `found`.
void addCapturers(const Position& pos, Side side, Square target, std::map<Square, SquareVisitor>& found) {
    MoveList moves;
    for (Square from : pos.pieces(side)) {
        moves.clear();
        generateMovesFrom(pos, from, moves);
        if (std::any_of(moves.begin(), moves.end(), [&](const Move& m) { return captures(m, target); })) {
            SquareVisitor& v = found[from];
            v.from = from;
            v.kind = cellKind(pos.cell(from));
            v.captures = true;
        }
    }
}

// Adds the pieces of `side` with a move ending on the empty square `target`.
void addMovers(const Position& pos, Side side, Square target, std::map<Square, SquareVisitor>& found) {
    MoveList moves;
    for (Square from : pos.pieces(side)) {
        moves.clear();
        generateMovesFrom(pos, from, moves);
        if (std::any_of(moves.begin(), moves.end(), [&](const Move& m) { return m.to == target && !m.isPass(); })) {
            SquareVisitor& v = found[from];
            v.from = from;
            v.kind = cellKind(pos.cell(from));
            v.moves = true;
        }
    }
}

// The faces `side` could drop on the empty square `target`, as the generator offers drops.
std::vector<SquareVisitor> drops(const Position& pos, Side side, Square target) {
    std::vector<SquareVisitor> out;
    if (!pos.variant().rules().drops || pos.handEmpty(side)) return out;
    Position turn = pos;
    turn.setSideToMove(side);
    MoveList moves;
    generateMoves(turn, moves);
    for (const Move& m : moves)
        if (m.isDrop() && m.to == target) out.push_back({kNoSquare, m.kind, true, false});
    return out;
}

}  // namespace

std::vector<Square> attackedSquares(const Position& pos, Side side) {
    std::vector<Square> attacked;
    const int stranger = ordinaryKind(pos.variant());
    Position probe = pos;  // empty squares get a stranger in turn
    for (Square sq : pos.variant().squares()) {
        const Cell c = pos.cell(sq);
        if (ownedBy(c, side)) continue;
        if (c != kEmptyCell) {
            if (isAttacked(pos, sq, side)) attacked.push_back(sq);
            continue;
        }
        if (stranger < 0) continue;
        probe.put(sq, stranger, opposite(side));
        if (isAttacked(probe, sq, side)) attacked.push_back(sq);
        probe.remove(sq);
    }
    return attacked;
}

SquareVisitors movesTo(const Position& pos, Square target) {
    SquareVisitors visitors;
    const Variant& v = pos.variant();
    if (!v.geometry().contains(target)) return visitors;
    const Cell c = pos.cell(target);
    const int stranger = ordinaryKind(v);
    for (Side side : {kBlack, kWhite}) {
        std::map<Square, SquareVisitor> found;
        if (c == kEmptyCell) addMovers(pos, side, target, found);
        if (ownedBy(c, opposite(side))) {
            addCapturers(pos, side, target, found);
        } else if (stranger >= 0) {
            // An enemy in the place of what stands there: who could take it.
            Position probe = pos;
            probe.put(target, stranger, opposite(side));
            addCapturers(probe, side, target, found);
        }
        for (const auto& [sq, visitor] : found) visitors.side[side].push_back(visitor);
        if (c == kEmptyCell)
            for (const SquareVisitor& d : drops(pos, side, target)) visitors.side[side].push_back(d);
    }
    return visitors;
}

}  // namespace shogi
