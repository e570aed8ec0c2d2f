#pragma once
// A line of moves written one after another: an engine's principal variation, a game's moves.
// One formatter for every style a move is written in, so the command line, XBoard and the
// window's panels write a line the same way the single move is written (MoveText.h,
// LegNotation.h, JapaneseMoveText.h).

#include <string>
#include <vector>

#include "notation/SquareNames.h"
#include "position/Position.h"

namespace shogi {

enum class MoveStyle {
    Text,       // our move text: "e5-e6", "P*b3"
    CodedText,  // the same with the moving piece's code in front: "P a3-a4" (drops name it already)
    Legs,       // XBoard's legs: "e5e6,e6e7", "P@b3"
    Japanese,   // "▲７六歩", "☖同銀"
};

// One move played in `before`; `previousTo` is where the move before it went (kNoSquare:
// none), for Japanese 同. `squares` names the squares of Text and CodedText (SquareNames.h);
// XBoard's legs keep the chess names and Japanese its own.
std::string formatMoveIn(MoveStyle style, const Position& before, const Move& move, Square previousTo = kNoSquare,
                         SquareStyle squares = SquareStyle::Chess);

// The moves of `line` played one after another from `start`, each written in `style`. Stops
// at the first move that is not a move of its position, so a line from another position is
// cut short rather than written wrong.
std::vector<std::string> lineMoves(Position start, const std::vector<Move>& line, MoveStyle style,
                                   SquareStyle squares = SquareStyle::Chess);
// The same joined by spaces.
std::string lineText(const Position& start, const std::vector<Move>& line, MoveStyle style,
                     SquareStyle squares = SquareStyle::Chess);

}  // namespace shogi
