#pragma once
// The one filter between generated and legal moves: the shogi ban on leaving one's own King
// attacked, in the variants that have it (Micro). Where royals may be captured every
// generated move is legal. Here rather than with the end-of-game rules (game/) because move
// text needs it too: a move's written form depends on which other moves are legal.

#include "movegen/MoveGen.h"

namespace shogi {

// Moves the side to move may play. `pos` is restored before returning.
void legalMoves(Position& pos, MoveList& out);
// The legal moves of the piece on `from`, as if it were its side's turn (the piece's owner
// need not be the side to move).
MoveList legalMovesFrom(const Position& pos, Square from);
// Whether a generated move of the side to move is one it may play (`pos` is restored).
bool isLegalMove(Position& pos, const Move& move);

// The side's royals are in check: its only royal can be captured (its King, in Micro).
bool inCheck(const Position& pos, Side side);
// Whether some royal of `side` stands where the opponent attacks it.
bool anyRoyalAttacked(const Position& pos, Side side);

}  // namespace shogi
