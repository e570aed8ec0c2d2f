#pragma once
// Game > Play a Friend Online > Join a Game: the friend's invitation pasted (it is taken from
// the clipboard when one is there), this player's name, and the connection. A bad invitation,
// a wrong secret or a host that cannot be reached is said in the dialog, which stays open; it
// closes itself when the game is on the board.

#include <QDialog>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace ui {

class AppSettings;
class NetworkGameController;

class OnlineJoinDialog : public QDialog {
    Q_OBJECT

public:
    OnlineJoinDialog(NetworkGameController& online, AppSettings& settings, QWidget* parent = nullptr);

    void setInvitation(const QString& text);
    // Connects with what the dialog holds (the Join button); false when the invitation cannot
    // be read or the connection cannot start, the reason shown.
    bool startJoining();
    QString status() const;

protected:
    void reject() override;

private:
    NetworkGameController& online_;
    AppSettings& settings_;
    QPlainTextEdit* invitation_;
    QLineEdit* name_;
    QLabel* status_;
    QPushButton* joinButton_;
};

}  // namespace ui
