#pragma once
// The choice of who plays a side, as the New Game dialog and the position editor offer it: a
// human, or the computer at one of core's levels.

#include "record/PlayerSpec.h"

class QComboBox;
class QWidget;

namespace ui {

QComboBox* makePlayerCombo(const shogi::PlayerSpec& current, QWidget* parent);
shogi::PlayerSpec comboPlayer(const QComboBox* box);
void setComboPlayer(QComboBox* box, const shogi::PlayerSpec& player);

}  // namespace ui
