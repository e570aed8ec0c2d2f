#pragma once
// What the board highlights besides the entry marks: the last move, the royals in check or
// attacked, and the squares a view wants pointed out (the position editor's problems).

#include <vector>

#include "board/Geometry.h"

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
    std::vector<shogi::Square> flagged;       // squares named in a problem (position editor)
};

}  // namespace ui
