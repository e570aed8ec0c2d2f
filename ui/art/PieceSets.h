#pragma once
// The piece sets the program offers: the kanji set (the default; one character on small
// squares), the one-kanji set and the mnemonic set of resources/pieces. Every view picks a
// set by id through these two functions.

#include <vector>

#include "art/PieceArt.h"

namespace ui {

// Every set, the default first. The sets live as long as the program.
const std::vector<const PieceArt*>& pieceSets();
// The set with this id, or the default set when the id is unknown (an old setting).
const PieceArt* pieceSetById(const QString& id);

}  // namespace ui
