#pragma once
// The short text shown when the pointer rests on a piece (board, hand, move list, reference,
// editor palette): its English name, kanji and reading, and its other face: what it promotes
// to, or what it was before it promoted.

#include <QString>
#include <optional>

#include "variants/Variant.h"

namespace ui {

// Rich text for face `kind` of `variant`; with `side`, the owner is named too.
QString pieceToolTip(const shogi::Variant& variant, int kind, std::optional<shogi::Side> side = std::nullopt);

}  // namespace ui
