#pragma once
// The window's part in playing a friend who is elsewhere: online (Game > Play a Friend
// Online: the host and join dialogs, the dock with the connection, offers and chat, the status
// bar while the connection is down) and by correspondence (Game > Copy Move for Friend, Paste
// Friend's Move). The game itself is the window's GameController's; NetworkGameController
// keeps it in step with the network session.

#include <QObject>
#include <functional>

class QDockWidget;
class QMainWindow;

namespace ui {

class AppSettings;
class GameController;
class NetworkGameController;
class OnlinePanel;

class PlayFriendUi : public QObject {
    Q_OBJECT

public:
    // `mayLeave`: asked before another game may take the board's place (false: cancelled).
    PlayFriendUi(QMainWindow* window, GameController& controller, AppSettings& settings, std::function<bool()> mayLeave);

    NetworkGameController& online() { return *online_; }
    QDockWidget* dock() const { return dock_; }
    OnlinePanel* panel() const { return panel_; }

public slots:
    void hostGame();
    void joinGame();
    void offerDraw();
    void requestTakeback();
    void saveAndEnd();
    void setSoundsOn(bool on);
    void copyFriendMove();
    void pasteFriendMove();

signals:
    // A game with a friend is about to replace the one on the board.
    void gameArriving();

private:
    void showDock();
    // Whether the game on the board may give way to a new one with a friend (the player asked).
    bool mayLeaveBoard();

    QMainWindow* window_;
    GameController& controller_;
    AppSettings& settings_;
    std::function<bool()> mayLeave_;
    NetworkGameController* online_;
    QDockWidget* dock_;
    OnlinePanel* panel_;
};

}  // namespace ui
