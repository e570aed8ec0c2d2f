#pragma once
// Leg-by-leg entry of one piece's move, without any drawing or rule of its own.
//
// Every legal move is entered as the squares its text names after the origin: each capture
// in order, then the destination unless the last capture is the destination. So a plain
// move is one click, a Lion double capture e5xe6xe7 is e6 then e7, igui e5xe6-e5 is e6 then
// the origin, a pass e5-e5 is a click on the origin, a drop is its destination. Core makes
// move texts unique per resulting position (R1), so the clicked squares plus the choice of
// face always pick exactly one move.

#include <map>
#include <vector>

#include "game/Game.h"
#include "movegen/Reach.h"

namespace ui {

// What the next click on a square can do; a square can carry several marks. The first three
// are core's reach flags, so study marks (movegen/Reach.h) are drawn the same way.
enum TargetMark : unsigned {
    kMarkMove = shogi::kReachMove,        // a move ends there on an empty square
    kMarkCapture = shogi::kReachCapture,  // a move ends there and captures (or the capture can end the move)
    kMarkPass = shogi::kReachPass,        // the piece can pass (stay where it is)
    kMarkContinue = 8,                    // a multi-leg move goes on from there
    kMarkPromotion = 16,                  // a move ending there can promote
};

class MoveEntry {
public:
    enum class Step { Rejected, Continued, Completed };

    // Starts entering a move of the piece on `origin` (or a drop: origin kNoSquare) among
    // `moves`, which normally come from Game::pieceMoves.
    void begin(shogi::Square origin, std::vector<shogi::PieceMove> moves);
    void clear();

    bool active() const { return active_; }
    shogi::Square origin() const { return origin_; }
    // Squares clicked so far after the origin.
    const std::vector<shogi::Square>& clicked() const { return clicked_; }
    // Marks for the squares the next click may choose.
    std::map<shogi::Square, unsigned> targets() const;
    // Every path of the moves the next click on `sq` would continue or complete.
    std::vector<shogi::MovePath> pathsThrough(shogi::Square sq) const;

    // Takes one click. Completed: completed() holds the move, or the two moves that differ
    // only in promotion. Rejected: nothing changed.
    Step click(shogi::Square sq);
    const std::vector<shogi::PieceMove>& completed() const { return completed_; }

    // The squares a move is entered by (see the file comment).
    static std::vector<shogi::Square> clickSequence(const shogi::Move& move);

private:
    struct Candidate {
        shogi::PieceMove move;
        std::vector<shogi::Square> sequence;
    };
    bool startsWithPrefix(const Candidate& c, const std::vector<shogi::Square>& prefix) const;

    bool active_ = false;
    shogi::Square origin_ = shogi::kNoSquare;
    std::vector<Candidate> candidates_;
    std::vector<shogi::Square> clicked_;
    std::vector<shogi::PieceMove> completed_;
};

}  // namespace ui
