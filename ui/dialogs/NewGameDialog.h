#pragma once
// Choose the variant and, for each side, a human or the computer at a level; or go on to
// set up a position of one's own.

#include <QDialog>

#include "record/PlayerSpec.h"
#include "variants/Variant.h"

class QComboBox;
class QSpinBox;

namespace ui {

class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    // The result of exec() when the player asked for the position editor (variant and
    // players are chosen as for OK).
    static constexpr int kSetUpPosition = 2;

    NewGameDialog(const QString& variantId, const shogi::PlayerSpec& black, const shogi::PlayerSpec& white, int moveSeconds,
                  QWidget* parent = nullptr);

    const shogi::Variant& variant() const;
    shogi::PlayerSpec player(shogi::Side side) const;
    // The computer's thinking time per move.
    int moveSeconds() const;

private:
    QComboBox* variant_;
    QComboBox* players_[2];
    QSpinBox* seconds_;
};

}  // namespace ui
