#pragma once
// Where a piece can go, for teaching rather than for playing: the squares a study view marks
// and a move diagram draws. Both come from the one move generator, so what the program
// teaches is what it plays.

#include <map>
#include <span>
#include <vector>

#include "position/Position.h"

namespace shogi {

enum ReachFlag : unsigned {
    kReachMove = 1,     // a move ends there, on an empty square
    kReachCapture = 2,  // a move captures there
    kReachPass = 4,     // the piece can stay where it is (a pass), marked on its own square
};
using ReachMap = std::map<Square, unsigned>;  // square -> ReachFlag bits

// The piece on `from` (of either side) in `pos`, as if it were its side's turn: every move
// marks the squares it captures, and its destination unless it ends by capturing there.
ReachMap pieceReach(const Position& pos, Square from);

// The squares the piece on `from` can go to with one legal move (movegen/Legality.h), as if
// it were its side's turn: each square where a move ends or captures, every way included
// (a Lion's two steps, a hook's bend, jumps, the Emperor's reach); not its own square (a
// pass, or igui's return, goes nowhere). In square index order.
std::vector<Square> legalTargets(const Position& pos, Square from);

// A piece of `kind` and `side` alone at `at` on an empty board of its variant, except for
// pieces of its own side on `blockers`: where it moves; and where it captures an enemy put
// on a square, one square at a time, so a slider's whole capture range shows.
ReachMap reachOnEmptyBoard(const Variant& variant, int kind, Side side, Square at,
                           std::span<const Square> blockers = {});

// The threat display's questions. Both are about the next move of a side, whoever is to
// move, and ignore the ban on self-check (a pinned piece still attacks, as players count it).

// The squares not holding a piece of `side` where `side` could capture with its next move:
// the pieces of the other side it attacks, and the empty squares where it would capture a
// piece put there (an ordinary piece: no royal, nothing hook-class or contagious).
std::vector<Square> attackedSquares(const Position& pos, Side side);

// One piece that can reach a square: `from` is its square, or kNoSquare for a piece in hand
// that can be dropped there; `kind` is its face (for a drop, the face dropped).
struct SquareVisitor {
    Square from = kNoSquare;
    int kind = -1;
    bool moves = false;     // a move of it ends on the square (empty squares only)
    bool captures = false;  // it could capture a piece of the other side standing there
};

// The pieces of each side (indexed by Side) that can go to `target` with their next move:
// onto it if it is empty (drops included), or capturing there. On a square held by a side,
// that side's list names the pieces that could recapture if its piece were taken. Ordered by
// square, drops last.
struct SquareVisitors {
    std::vector<SquareVisitor> side[2];
};
SquareVisitors movesTo(const Position& pos, Square target);

}  // namespace shogi
