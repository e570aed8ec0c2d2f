#pragma once
// Squares named in the three ways the board's edges can be labelled: chess ("e5": files
// lettered from Black's left, ranks numbered from Black's side), shogi with letters ("5e":
// files numbered from Black's right, ranks lettered from White's side) and shogi with kanji
// numerals ("5五"). One home for these rules: the board's labels, the squares a list names
// and the move text shown to a person (MoveText.h) all come from here. Saved games and the
// command line keep the chess names (Geometry::name).

#include <string>

#include "board/Geometry.h"

namespace shogi {

enum class SquareStyle { Chess, ShogiLetters, ShogiKanji };

// Label of file `file` (0 = Black's left) on a board of `files` files: "a" or "19".
std::string fileName(SquareStyle style, int file, int files);
// Label of rank `rank` (0 = Black's first rank) on a board of `ranks` ranks: "1", "s" or "十九".
std::string rankName(SquareStyle style, int rank, int ranks);
// The square: "e5", "5e", "5五" (file first in every style, as each tradition writes it).
std::string squareName(const Geometry& geometry, Square sq, SquareStyle style);

}  // namespace shogi
