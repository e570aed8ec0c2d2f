#pragma once
// Where a piece can go, for teaching rather than for playing: the squares a study view marks
// and a move diagram draws. Both come from the one move generator, so what the program
// teaches is what it plays.

#include <map>
#include <span>

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

// A piece of `kind` and `side` alone at `at` on an empty board of its variant, except for
// pieces of its own side on `blockers`: where it moves; and where it captures an enemy put
// on a square, one square at a time, so a slider's whole capture range shows.
ReachMap reachOnEmptyBoard(const Variant& variant, int kind, Side side, Square at,
                           std::span<const Square> blockers = {});

}  // namespace shogi
