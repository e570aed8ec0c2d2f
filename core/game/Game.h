#pragma once
// A game in progress: start position, moves played, repetition bookkeeping, and the
// questions a user interface asks (legal moves of a piece with their paths, whether a move
// exposes the last royal, the result and its reason). Texts of moves and positions are
// notation's (notation/): a game knows the rules, not how they are written.

#include <string>
#include <string_view>
#include <vector>

#include "game/PositionHistory.h"
#include "game/Rules.h"
#include "position/PositionText.h"

namespace shogi {

// One legal move of a piece, as a view offers it.
struct PieceMove {
    Move move;
    bool capture = false;
    bool promotes = false;          // the piece turns to its promoted face
    bool promotionChoice = false;   // another move differs from this one only in promoting
    bool exposesRoyal = false;      // leaves the mover's last royal capturable
    std::vector<MovePath> paths;    // every way of playing it
};

class Game {
public:
    explicit Game(const Variant& variant);
    Game(const Variant& variant, const Position& start);

    const Variant& variant() const { return *variant_; }
    const Position& position() const { return pos_; }
    const Position& startPosition() const { return start_; }
    const std::vector<Move>& moves() const { return moves_; }
    // The positions so far, for repetition (the engine's search continues it along its line).
    const PositionHistory& history() const { return history_; }
    Side sideToMove() const { return pos_.sideToMove(); }

    // Legal moves in the current position (empty once the game is over).
    const MoveList& legalMoves() const { return legal_; }
    std::vector<PieceMove> pieceMoves(Square from) const;
    // The same for a piece of table row `type` in the hand of the side to move: its legal
    // drops, with every face it may be dropped as.
    std::vector<PieceMove> pieceMovesFromHand(int type) const;

    // Plays a legal move; returns false (and changes nothing) if it is not legal now.
    bool play(const Move& m);
    bool undo();
    void resign(Side side);
    // The side's clock ran out: it loses (core/clock decides when; the game only records it).
    void loseOnTime(Side side);
    // The players agreed to a draw (an offer accepted): the game ends drawn where it stands.
    void agreeDraw();
    // Takes back a resignation, a loss on time or an agreed draw: the game goes on from the
    // same position. False (nothing changes) if the game did not end so.
    bool reopen();

    GameResult result() const { return result_; }
    bool inCheck() const;

private:
    void refresh();
    // Fills in the texts, flags and paths of `moves` (legal moves of one piece).
    std::vector<PieceMove> describe(const MoveList& moves) const;

    const Variant* variant_;
    Position start_;
    Position pos_;
    std::vector<Move> moves_;
    std::vector<Position::Undo> undos_;
    PositionHistory history_;
    MoveList legal_;
    GameResult result_;
};

}  // namespace shogi
