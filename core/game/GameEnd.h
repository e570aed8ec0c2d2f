#pragma once
// How a game ends (R9, R10): the results and every rule that decides one, in one place for
// the game (Game, Rules) and the engine's search. The search turns a result into a score;
// what ends the game it asks here. Repetition needs the game's past: see PositionHistory.

#include "movegen/MoveGen.h"

namespace shogi {

class PositionHistory;

enum class Outcome { Ongoing, BlackWins, WhiteWins, Draw };

enum class EndReason {
    None,
    Checkmate,        // every move loses the King (or, under royal capture, the last royal)
    RoyalCaptured,    // the last royal was taken
    BareKing,         // Heian: left with only the King
    BareKingDraw,     // Heian: the bare King bares the other King at once
    NoLegalMoves,     // stalemate: the side to move has no move and loses
    Repetition,       // fourth occurrence, no perpetual checker: draw
    PerpetualCheck,   // fourth occurrence; the side that checked on every move loses
    Resignation,
    TimeForfeit,      // the side's clock ran out (core/clock)
    Agreement,        // both players agreed to a draw (a draw offer accepted)
};

struct GameResult {
    Outcome outcome = Outcome::Ongoing;
    EndReason reason = EndReason::None;
    bool over() const { return outcome != Outcome::Ongoing; }
    friend bool operator==(const GameResult&, const GameResult&) = default;
};

const char* outcomeId(Outcome o);    // "ongoing", "black-wins", "white-wins", "draw"
const char* endReasonId(EndReason r);  // "checkmate", "royal-captured", ..., "agreement"
GameResult winFor(Side side, EndReason reason);

// Under royal capture, `move` of the side to move takes every royal the other side has left
// (a Lion may take two at once): it wins on the spot.
bool takesLastRoyal(const Position& pos, const Move& move);
// Some move of `moves` takes the last royal.
bool anyTakesLastRoyal(const Position& pos, const MoveList& moves);
// The side has its royals and nothing else.
bool isBare(const Position& pos, Side side);

// What material alone decides: a side without royals under royal capture has lost; in Heian
// a bare King loses, unless both are bare or its one move can take the other side's last
// piece (then a draw). Ongoing otherwise.
GameResult materialResult(const Position& pos);
// Under royal capture, the game is declared lost when every legal move (there is at least
// one) leaves the mover's last royal to be taken at once (R9).
bool everyMoveLosesLastRoyal(Position& pos, const MoveList& legal);
// The side to move has no legal move: it loses, by checkmate if in check (R8, R9).
GameResult noLegalMoveResult(const Position& pos);

// The result the position itself decides (repetition aside). When `legal` is given it
// receives the legal moves of the position (untouched if material ended the game); without
// it the moves are tried piece by piece (royals first, drops last) and the first that keeps
// the game going settles it, which is all a search that asks often needs.
GameResult positionResult(Position& pos, MoveList* legal = nullptr);
// The same without the list, trying `saving` first when it is a move of the position (the
// move that saved the side in a position like this one); while the game goes on, `saving`
// receives a move that keeps it going.
GameResult positionResult(Position& pos, Move& saving);
// The position's result, then repetition: the result of a game whose current position is
// `pos` and whose past is `history`.
GameResult gameResult(Position& pos, const PositionHistory& history, MoveList* legal = nullptr);

}  // namespace shogi
