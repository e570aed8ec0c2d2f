#pragma once
// The labels written along the board's edges, in either convention, and the squares named
// as the board labels them (the rules of each style: core/notation/SquareNames).

#include <QString>

#include "board/Geometry.h"
#include "notation/SquareNames.h"

namespace ui {

enum class CoordinateStyle {
    Chess,         // files a, b, c ... from Black's left; ranks 1 .. N from Black's side
    ShogiLetters,  // files numbered from Black's right; ranks a, b, c ... from White's side
    ShogiKanji,    // as ShogiLetters, ranks in kanji numerals
};

shogi::SquareStyle squareStyle(CoordinateStyle style);

// The coordinates chosen in View > Coordinates: one setting for the whole program, so every
// list that names a square names it as the board's edges do.
CoordinateStyle currentCoordinateStyle();
void setCurrentCoordinateStyle(CoordinateStyle style);
// `sq` as the board labels it ("e5", "5e", "5五").
QString squareLabel(const shogi::Geometry& geometry, shogi::Square sq);

QString coordinateStyleId(CoordinateStyle style);
CoordinateStyle coordinateStyleFromId(const QString& id);

// Label of a file (0 = Black's left, "a" in move text) on a board of `files` files.
QString fileLabel(CoordinateStyle style, int file, int files);
// Label of a rank (0 = Black's first rank, "1" in move text) on a board of `ranks` ranks.
QString rankLabel(CoordinateStyle style, int rank, int ranks);

}  // namespace ui
