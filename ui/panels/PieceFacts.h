#pragma once
// What the piece panel and the reference window say about a piece face, read from the
// variant's piece table.

#include <QString>

#include "variants/Variant.h"

namespace ui {

// A face showing the moves of piece type `type`: its own unpromoted face, or for a type that
// exists only as a promoted form, a promoted face that moves like it. -1 if none exists.
int representativeKind(const shogi::Variant& variant, int type);

// Rich text: names (English, kanji, romaji), code, Betza, promoted form, royal.
QString pieceDescription(const shogi::Variant& variant, int kind);

}  // namespace ui
