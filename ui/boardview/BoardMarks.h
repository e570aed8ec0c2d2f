#pragma once
// What the board highlights besides the entry marks: the last move, the royals in check or
// attacked, and the squares a view wants pointed out (the position editor's problems, a wrong
// move; a hint's piece).

#include <vector>

#include "position/Position.h"

namespace ui {

struct BoardMarks {
    shogi::Square lastFrom = shogi::kNoSquare;  // kNoSquare for a drop or no move yet
    shogi::Square lastTo = shogi::kNoSquare;
    std::vector<shogi::Square> lastPath;      // squares passed on the way, ends excluded
    std::vector<shogi::Square> lastCaptures;
    std::vector<shogi::Square> check;         // royals that can be captured
    // The side to move's royals the opponent attacks where that is no check (one of two
    // royals, King and Prince: losing one is not the end).
    std::vector<shogi::Square> threatenedRoyals;
    std::vector<shogi::Square> flagged;       // squares named in a problem (position editor), a wrong move
    std::vector<shogi::Square> hinted;        // the piece a hint says to move (drawn as a piece picked up)
};

// The marks of `now`: its royals in check, and `last` (played in `before`) if there is one.
BoardMarks positionMarks(const shogi::Position& now, const shogi::Position* before, const shogi::Move* last);

}  // namespace ui
