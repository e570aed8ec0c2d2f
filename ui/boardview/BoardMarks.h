#pragma once
// What the board highlights besides the entry marks: the last move and the royals in check.

#include <vector>

#include "board/Geometry.h"

namespace ui {

struct BoardMarks {
    shogi::Square lastFrom = shogi::kNoSquare;  // kNoSquare for a drop or no move yet
    shogi::Square lastTo = shogi::kNoSquare;
    std::vector<shogi::Square> lastPath;      // squares passed on the way, ends excluded
    std::vector<shogi::Square> lastCaptures;
    std::vector<shogi::Square> check;         // royals that can be captured
};

}  // namespace ui
