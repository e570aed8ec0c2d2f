#pragma once
// The one move generator: it reads each piece face's compiled move data (rays, multi-leg
// patterns, the universal leap) and produces moves with their captures and promotion
// choices. It knows no piece by name. Every query below is one walk of the same interpreter
// (all moves, captures only, counts, paths, attacks).
//
// Generated moves are pseudo-legal: complete turns that obey every rule except the
// shogi-style ban on leaving one's own King attacked (see movegen/Legality.h for that).

#include <cstddef>
#include <vector>

#include "position/Position.h"

namespace shogi {

using MoveList = std::vector<Move>;

// One way of playing a move: every square the piece passes or lands on, in order, starting
// with its origin, and the squares where each leg ends (origin first). A leap visits only
// its landing square; a slide visits every square on its way.
struct MovePath {
    std::vector<Square> squares;
    std::vector<Square> waypoints;
    friend bool operator==(const MovePath&, const MovePath&) = default;
};

// Every move of the side to move, drops included.
void generateMoves(const Position& pos, MoveList& out);
// The moves of the piece on `from` (whichever side owns it), as if it were that side's turn.
void generateMovesFrom(const Position& pos, Square from, MoveList& out);
// The drops of the side to move (none where the variant has no drops). With
// generateMovesFrom over the side's pieces, every move generateMoves makes.
void generateDrops(const Position& pos, MoveList& out);
// Whether generateMoves would produce `m`: a move remembered from another position (the
// search's stored and killer moves) is checked with the moving piece's moves alone.
bool isPseudoLegal(const Position& pos, const Move& m);
// The moves of generateMoves that capture, each once (R1), for the quiescence search. Ways
// that cannot lead to a capture are not walked; per piece, multi-leg captures come first.
void generateCaptures(const Position& pos, MoveList& out);
// Number of moves generateMoves would produce, without storing them where it can.
std::size_t countMoves(const Position& pos);
// Every distinct way of playing `move` (a hook move may bend at different corners; a Lion
// may step through different squares). Empty if the move is not one of the piece's moves.
std::vector<MovePath> movePaths(const Position& pos, const Move& move);
// True if a piece of side `by` could capture on `target` with its next move.
bool isAttacked(const Position& pos, Square target, Side by);
// True if a single-leg capturing move of a piece of `by` reaches `target`, whatever stands
// there: a plain enemy piece put on it would be attacked. Multi-leg moves (Lion, eagles,
// hooks) are not counted; the evaluation asks this about the squares next to a royal in
// drop variants, whose pieces have none.
bool controlsBySingleLeg(const Position& pos, Square target, Side by);

}  // namespace shogi
