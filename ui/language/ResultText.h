#pragma once
// Sentences for the end of a game and the side to move, for the status bar and messages.

#include <QString>

#include "game/Rules.h"

namespace ui {

QString resultText(const shogi::GameResult& result);
QString sideName(shogi::Side side);

}  // namespace ui
