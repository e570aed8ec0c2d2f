#pragma once
// Choose the variant and, for each side, a human or the computer at a level; the players'
// names, the clocks, and how the computer plays: its time per move when there is
// no clock, the pause between two computers' moves and its threads. Or go on to set up a
// position of one's own.

#include <QDialog>

#include "clock/TimeControl.h"
#include "record/PlayerSpec.h"
#include "variants/Variant.h"

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
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

    void setPlayerName(shogi::Side side, const QString& name);
    // The name typed for a human player (trimmed); empty for the computer.
    QString playerName(shogi::Side side) const;
    void setTimeControl(const shogi::TimeControl& control);
    shogi::TimeControl timeControl() const;
    void setComputerDelayMs(int ms);
    int computerDelayMs() const;
    // The computer's search threads.
    void setThreads(int threads);
    int threads() const;

private:
    QWidget* createPlayersBox(const shogi::PlayerSpec& black, const shogi::PlayerSpec& white);
    QWidget* createClockBox();
    QWidget* createComputerBox(int moveSeconds);
    void updateClockFields();
    void updateNameFields();
    void updateLevelNote();

    QComboBox* variant_;
    QComboBox* players_[2];
    QLineEdit* names_[2];
    QLabel* levelNote_ = nullptr;
    QSpinBox* seconds_;
    QDoubleSpinBox* delay_;
    QSpinBox* threads_;
    QComboBox* clockKind_;
    QSpinBox* mainMinutes_;
    QSpinBox* mainSeconds_;  // beside the minutes: a main time under a minute, or none
    int mainTimeSeconds() const;
    QSpinBox* period_;
    QSpinBox* periods_;
    QSpinBox* increment_;
    QFormLayout* playersForm_ = nullptr;
    QFormLayout* clockForm_ = nullptr;
    QFormLayout* computerForm_ = nullptr;
};

}  // namespace ui
