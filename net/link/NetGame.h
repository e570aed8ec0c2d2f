#pragma once
// A game with a friend over the network, one side of it: the game session (protocol/
// GameSession) over a connection (Connection), kept up. The host listens (HostListener), with
// the port opened on the router if asked (PortMapper), and takes its friend back after a drop;
// the guest connects to the invitation's addresses, all at once, keeps the first that answers,
// and after a drop tries again, sooner first and then every ten seconds, until it is back or
// the player ends the game. Heartbeats find a connection that died without a word. The game
// is saved after every change to the file given (setSavePath), atomically.
//
// The shogi-cli commands host and join and the window's online game (ui/play) both use it.

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <functional>
#include <map>
#include <optional>
#include <vector>

#include "protocol/GameSession.h"
#include "protocol/Invitation.h"

class QTcpSocket;

namespace shogi::net {

class Connection;
class HostListener;
class PortMapper;

// How long things may take; tests make them short.
struct LinkTimings {
    int heartbeatMs = 2000;      // a ping this often
    int silenceMs = 10000;       // nothing heard for this long: the connection is dead
    int handshakeMs = 10000;
    int connectMs = 5000;        // for each try at the invitation's addresses
    int retryFirstMs = 500;      // the guest's first retry after a drop; it doubles up to retryMaxMs
    int retryMaxMs = 10000;
    int probeMs = 3000;          // a second guest waits this long to see whether the first is alive
    int wrongSecretDelayMs = 1000;  // the wait after the first wrong secret; it doubles
    int maxWrongSecrets = 5;        // then the host takes no more connections
};

struct HostSettings {
    quint16 port = 0;                    // 0: any free port
    std::string secret;                  // empty: a new one (Secret.h)
    std::vector<std::string> addresses;  // what the invitation names; empty: this machine's
    bool upnp = false;                   // open the port on the router (PortMapper)
};

class NetGame : public QObject {
    Q_OBJECT

public:
    enum class LinkState {
        Idle,          // not started
        Listening,     // host: waiting for the friend (first time, or after a drop)
        Connecting,    // guest: trying the addresses
        Connected,     // playing
        Reconnecting,  // guest: the connection dropped; the next try is on its way
        Closed,        // the session is over (left, stopped, refused, unreachable)
    };

    static NetGame* host(const GameRecord& record, Side hostSide, SessionOptions options, HostSettings settings,
                         LinkTimings timings = {}, QObject* parent = nullptr);
    static NetGame* join(const Invitation& invitation, const std::optional<GameRecord>& saved, SessionOptions options,
                         LinkTimings timings = {}, QObject* parent = nullptr);
    ~NetGame() override;

    // The host listens (false with `error` if the port cannot be had); the guest connects.
    bool start(QString& error);
    Role role() const { return session_.role(); }
    const GameSession& session() const { return session_; }
    LinkState linkState() const { return state_; }
    const QString& linkDetail() const { return detail_; }
    // Host: the invitation for the friend (it grows the router's address when UPnP answers).
    QString invitation() const;
    quint16 port() const;
    // The last round trip of a ping, in milliseconds (-1: none yet).
    int roundTripMs() const { return roundTripMs_; }

    // What this side's player does (GameSession's actions), sent at once; empty or why not.
    std::string act(const std::function<std::string(GameSession&)>& action);
    // Ends the session: the friend is told (saved: to resume later) and the link closes.
    void leave(bool saved);
    // The session closed with the game saved by either side, to be resumed later.
    bool savedForLater() const { return savedForLater_; }
    // Guest: try again now instead of waiting for the next retry.
    void reconnectNow();

    // The game is written here after every change (empty: not saved).
    void setSavePath(const QString& path);
    const QString& savePath() const { return savePath_; }

    // Tests and the soak: drop the connection as a failing network does, with (abrupt) or
    // without a word to the other side (silent: it stops answering, and heartbeats find out).
    void dropLink(bool silent = false);
    // Every frame sent waits a random time in [minMs, maxMs] (their order kept).
    void setSendDelay(int minMs, int maxMs, std::uint64_t seed);

signals:
    void sessionEvent(const shogi::net::SessionEvent& event);
    void linkStateChanged(shogi::net::NetGame::LinkState state, const QString& detail);
    void invitationChanged(const QString& invitation);
    // UPnP's answer (HostSettings::upnp).
    void portMapped(bool mapped, const QString& message);
    // Host: a wrong secret came; after `count` of them, `stopped`: no connection is taken.
    void wrongSecret(int count, bool stopped);
    void saveFailed(const QString& error);

private:
    NetGame(GameSession session, Key key, LinkTimings timings, QObject* parent);

    void setState(LinkState state, const QString& detail = QString());
    // Host.
    void onGuestConnected(Connection* connection);
    // Guest.
    void connectNow();
    void onAttemptConnected(QTcpSocket* socket);
    void onAttemptFailed(QTcpSocket* socket, const QString& why);
    void allAttemptsFailed(const QString& why);
    void scheduleReconnect(const QString& why);
    // Both.
    void adopt(Connection* connection);
    void onMessage(Connection* connection, const std::string& message);
    void linkLost(Connection* connection, const QString& why);
    void pump();
    void handle(const SessionEvent& event);
    void heartbeat();
    void save();

    GameSession session_;
    Key key_;
    LinkTimings timings_;
    LinkState state_ = LinkState::Idle;
    QString detail_;
    // Host.
    HostSettings hostSettings_;
    HostListener* listener_ = nullptr;
    PortMapper* mapper_ = nullptr;
    std::vector<std::string> outsideAddresses_;  // the router's, from UPnP
    QPointer<Connection> candidate_;             // a second guest, while the first is probed
    bool heardFromCurrent_ = false;
    // Guest.
    Invitation invitation_;
    std::vector<QTcpSocket*> attempts_;
    QPointer<Connection> pending_;  // connected, in its handshake
    QString lastAttemptError_;
    bool everConnected_ = false;
    int retryMs_ = 0;
    QTimer reconnectTimer_;
    QTimer connectTimer_;
    // Both.
    QPointer<Connection> connection_;
    bool frozen_ = false;  // dropLink(silent): nothing is sent or read
    int delayMin_ = 0, delayMax_ = 0;
    std::uint64_t delaySeed_ = 0;
    QTimer tickTimer_;
    QTimer heartbeatTimer_;
    QTimer probeTimer_;
    QElapsedTimer sinceHeard_;
    QElapsedTimer clock_;
    std::uint64_t pingNumber_ = 0;
    std::map<std::uint64_t, qint64> pingsSent_;
    int roundTripMs_ = -1;
    bool pumping_ = false;
    bool pumpAgain_ = false;
    QString savePath_;
    QString endReason_;  // why the session closed, for the Closed state
    bool savedForLater_ = false;
};

}  // namespace shogi::net

Q_DECLARE_METATYPE(shogi::net::SessionEvent)
Q_DECLARE_METATYPE(shogi::net::NetGame::LinkState)
