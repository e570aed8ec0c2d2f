#pragma once
// Sentences for the problems core finds in a set-up position (game/PositionCheck.h), naming
// the side, the piece and the squares, for the position editor's list.

#include <QString>

#include "game/PositionCheck.h"

namespace ui {

QString problemText(const shogi::Variant& variant, const shogi::PositionProblem& problem);

}  // namespace ui
