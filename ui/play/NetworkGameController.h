#pragma once
// A game with a friend elsewhere, on the window's board: the network session (net/link/NetGame)
// decides, and the window's GameController follows it. A move entered on the board is first
// made by the session (which checks it and sends it), then shown; the friend's moves, a
// takeback, the end of the game and the clocks come from the session. While the connection is
// down the game is held (clocks stopped, the board takes no move). The session saves the game
// after every move (OnlineGames), beside the window's own autosave.

#include <QObject>
#include <QPointer>
#include <QString>

#include "link/NetGame.h"
#include "protocol/Invitation.h"

namespace ui {

class GameController;

class NetworkGameController : public QObject {
    Q_OBJECT

public:
    explicit NetworkGameController(GameController& controller, QObject* parent = nullptr);
    ~NetworkGameController() override;

    // Hosts `record` (a new game or one saved earlier), this side playing `side`. The game
    // comes onto the board when the friend joins. False with `error` when it cannot listen.
    bool host(const shogi::GameRecord& record, shogi::Side side, const QString& name, const shogi::net::HostSettings& settings,
              QString& error);
    // Joins the game of an invitation (going on from the copy kept of it, if there is one).
    bool join(const shogi::net::Invitation& invitation, const QString& name, QString& error);
    // Hosting or joining given up before the game started, or the session ended and dropped.
    void cancel();

    // A session exists (waiting, playing, or dropped and coming back).
    bool active() const { return game_ != nullptr; }
    // The game on the board is this session's.
    bool onBoard() const { return onBoard_; }
    shogi::net::NetGame* netGame() const { return game_; }
    QString invitation() const;

    // What the player does; each says why not through notice().
    void offerDraw();
    void answerDraw(bool accept);
    void requestTakeback();
    void answerTakeback(bool accept);
    void sendChat(const QString& text);
    // Ends the session, the game kept to be resumed (the friend is told).
    void saveAndEnd();
    void reconnectNow();

    // A beep for what asks for the player's attention (a draw offer, a takeback request, a chat
    // line); moves sound through the game's own sounds (SoundPlayer), so a move never sounds twice.
    void setSoundsOn(bool on) { soundsOn_ = on; }
    bool soundsOn() const { return soundsOn_; }

signals:
    // The game is about to come onto the board (the window forgets the file it showed).
    void gameArriving();
    // The friend joined and the game is on the board.
    void started();
    void linkChanged(shogi::net::NetGame::LinkState state, const QString& detail);
    void invitationChanged(const QString& invitation);
    void portMapped(bool mapped, const QString& message);
    // Draw offers or takeback requests came or went.
    void offersChanged();
    void chatReceived(const QString& text, bool mine);
    // Something the player should read (a refusal, a stop, a lapsed offer, why not).
    void notice(const QString& text);
    // The session is over and gone (left, refused, stopped, unreachable).
    void closed(const QString& why);

private:
    void attach(shogi::net::NetGame* game);
    void onEvent(const shogi::net::SessionEvent& event);
    void onLink(shogi::net::NetGame::LinkState state, const QString& detail);
    // The board's game made the same as the session's: moves, result, clocks.
    void follow();
    void followClocks();
    void act(const std::function<std::string(shogi::net::GameSession&)>& action);
    void sound();

    GameController& controller_;
    QPointer<shogi::net::NetGame> game_;
    bool onBoard_ = false;
    bool localMove_ = false;  // a move from the board is being made by the session
    bool soundsOn_ = true;
};

}  // namespace ui
