#pragma once
// Rules above move generation: legality (the shogi ban on self-check), check, and how a
// position ends the game (royal capture, checkmate, bare King, no legal move).
// Repetition needs the game's history and lives in Game.

#include "movegen/MoveGen.h"

namespace shogi {

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
};

struct GameResult {
    Outcome outcome = Outcome::Ongoing;
    EndReason reason = EndReason::None;
    bool over() const { return outcome != Outcome::Ongoing; }
    friend bool operator==(const GameResult&, const GameResult&) = default;
};

const char* outcomeId(Outcome o);    // "ongoing", "black-wins", "white-wins", "draw"
const char* endReasonId(EndReason r);  // "checkmate", "royal-captured", ...

// Moves the side to move may play. `pos` is restored before returning.
void legalMoves(Position& pos, MoveList& out);
// Legal moves of the piece on `from` if it belongs to the side to move.
void legalMovesFrom(Position& pos, Square from, MoveList& out);
bool isLegal(Position& pos, const Move& move);

// The side's royals are in check: its only royal can be captured (its King, in Micro).
bool inCheck(const Position& pos, Side side);
// After `move`, the mover's last royal could be captured (royal-capture variants warn).
bool exposesLastRoyal(Position& pos, const Move& move);

// The result the position itself decides (repetition aside). When `legal` is given it
// receives the legal moves of the position (empty if a royal or bare-King rule ended it).
GameResult positionResult(Position& pos, MoveList* legal = nullptr);
GameResult winFor(Side side, EndReason reason);

}  // namespace shogi
