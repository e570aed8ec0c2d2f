#pragma once
// The choice of who plays a side, as the New Game dialog and the position editor offer it: a
// human, or the computer at one of core's levels, each shown with its Elo as measured in the
// variant being played.

#include <QString>

#include "record/PlayerSpec.h"

class QComboBox;
class QWidget;

namespace ui {

QComboBox* makePlayerCombo(const shogi::PlayerSpec& current, const QString& variantId, QWidget* parent);
// Shows the levels' Elo measured in another variant.
void setComboVariant(QComboBox* box, const QString& variantId);
shogi::PlayerSpec comboPlayer(const QComboBox* box);
void setComboPlayer(QComboBox* box, const shogi::PlayerSpec& player);
// What a player should know of a computer level before choosing it: that a depth limit, not
// the time it is given, decides how far it looks (empty for a human and for levels that think
// for all their time).
QString levelNote(const shogi::PlayerSpec& player);

}  // namespace ui
