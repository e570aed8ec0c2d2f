#pragma once
// Game > Play a Friend Online > Host a Game: the game (variant, the start position or the one
// on the board, this player's side, the clock) or a hosted game saved earlier, then the
// invitation to send the friend by any messenger, and the wait for them. The dialog closes
// itself when the friend joins and the game is on the board.

#include <QDialog>
#include <optional>

#include "clock/TimeControl.h"
#include "position/Position.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QStackedWidget;

namespace ui {

class AppSettings;
class NetworkGameController;

class OnlineHostDialog : public QDialog {
    Q_OBJECT

public:
    // `board`: the position on the board, offered as the start when its variant is chosen.
    OnlineHostDialog(NetworkGameController& online, AppSettings& settings, const shogi::Position& board,
                     QWidget* parent = nullptr);

    // Starts hosting with what the form says (the Host button); false when it could not, the
    // reason shown in the dialog.
    bool startHosting();
    QString invitation() const;
    QString status() const;

protected:
    void reject() override;

private:
    QWidget* createForm();
    QWidget* createWaiting();
    void updateStartChoices();
    void showInvitation(const QString& text);
    void fitHeight();
    shogi::TimeControl chosenClock() const;

    NetworkGameController& online_;
    AppSettings& settings_;
    shogi::Position board_;
    QStackedWidget* pages_;
    QComboBox* saved_;
    QComboBox* variant_;
    QComboBox* start_;
    QComboBox* side_;
    QComboBox* clock_;
    QLineEdit* name_;
    QSpinBox* port_;
    QCheckBox* upnp_;
    QLabel* formError_;
    QPushButton* hostButton_;
    QLineEdit* invitation_;
    QLabel* status_;
    QLabel* upnpStatus_;
    QLabel* notices_;
};

}  // namespace ui
