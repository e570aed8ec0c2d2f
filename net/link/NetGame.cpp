#include "link/NetGame.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTcpSocket>

#include "files/FileWrite.h"
#include "link/Connection.h"
#include "link/HostListener.h"
#include "link/LocalAddresses.h"
#include "link/PortMapper.h"
#include "protocol/Secret.h"
#include "record/SavedGame.h"

namespace shogi::net {
namespace {

// How often the clocks are looked at (a side's time out, the host's limit on the guest's).
constexpr int kTickMs = 100;

QString hostList(const Invitation& invitation) {
    QStringList hosts;
    for (const std::string& h : invitation.hosts) hosts << QString::fromStdString(h);
    return hosts.join(QStringLiteral(", "));
}

}  // namespace

NetGame::NetGame(GameSession session, Key key, LinkTimings timings, QObject* parent)
    : QObject(parent), session_(std::move(session)), key_(key), timings_(timings) {
    qRegisterMetaType<SessionEvent>();
    qRegisterMetaType<LinkState>();
    clock_.start();
    sinceHeard_.start();
    tickTimer_.setInterval(kTickMs);
    connect(&tickTimer_, &QTimer::timeout, this, [this] {
        session_.tick();
        pump();
    });
    heartbeatTimer_.setInterval(timings_.heartbeatMs);
    connect(&heartbeatTimer_, &QTimer::timeout, this, &NetGame::heartbeat);
    reconnectTimer_.setSingleShot(true);
    connect(&reconnectTimer_, &QTimer::timeout, this, &NetGame::connectNow);
    connectTimer_.setSingleShot(true);
    connect(&connectTimer_, &QTimer::timeout, this, [this] {
        for (QTcpSocket* s : std::exchange(attempts_, {})) s->deleteLater();
        if (!pending_) allAttemptsFailed(tr("no answer within %1 s").arg(timings_.connectMs / 1000.0));
    });
    probeTimer_.setSingleShot(true);
    connect(&probeTimer_, &QTimer::timeout, this, [this] {
        // The first guest did not answer: its connection is dead, and the second one takes over.
        if (!candidate_) return;
        Connection* next = candidate_;
        candidate_.clear();
        if (connection_) linkLost(connection_, tr("the friend's old connection stopped answering"));
        adopt(next);
    });
}

NetGame::~NetGame() {
    for (QTcpSocket* s : attempts_) s->abort();
}

NetGame* NetGame::host(const GameRecord& record, Side hostSide, SessionOptions options, HostSettings settings,
                       LinkTimings timings, QObject* parent) {
    if (settings.secret.empty()) settings.secret = newSecret();
    auto* game = new NetGame(GameSession::host(record, hostSide, std::move(options)), secretKey(settings.secret), timings, parent);
    game->hostSettings_ = std::move(settings);
    return game;
}

NetGame* NetGame::join(const Invitation& invitation, const std::optional<GameRecord>& saved, SessionOptions options,
                       LinkTimings timings, QObject* parent) {
    auto* game = new NetGame(GameSession::guest(saved, std::move(options)), secretKey(invitation.secret), timings, parent);
    game->invitation_ = invitation;
    return game;
}

bool NetGame::start(QString& error) {
    if (!cryptoReady()) {
        error = tr("the cryptography library (libsodium) cannot run on this system");
        return false;
    }
    tickTimer_.start();
    if (role() == Role::Guest) {
        connectNow();
        return true;
    }
    listener_ = new HostListener(key_, timings_.handshakeMs,
                                 AttemptLimiter(timings_.maxWrongSecrets, timings_.wrongSecretDelayMs), this);
    if (!listener_->listen(hostSettings_.port, error)) {
        error = tr("cannot listen on port %1: %2").arg(hostSettings_.port).arg(error);
        return false;
    }
    connect(listener_, &HostListener::guestConnected, this, &NetGame::onGuestConnected);
    connect(listener_, &HostListener::wrongSecret, this, [this](int count, int, bool stopped) {
        emit wrongSecret(count, stopped);
        if (stopped && !connection_)
            setState(LinkState::Listening, tr("no more connections are taken after %1 wrong secrets").arg(count));
    });
    if (hostSettings_.upnp) {
        mapper_ = new PortMapper(this);
        connect(mapper_, &PortMapper::finished, this, [this](bool mapped, const QString& outside, const QString& message) {
            if (!outside.isEmpty()) {
                outsideAddresses_.push_back(outside.toStdString());
                emit invitationChanged(invitation());
            }
            emit portMapped(mapped, message);
        });
        mapper_->map(listener_->port());
    }
    setState(LinkState::Listening);
    save();
    return true;
}

QString NetGame::invitation() const {
    if (role() == Role::Guest) return QString::fromStdString(formatInvitation(invitation_));
    Invitation invitation;
    invitation.secret = hostSettings_.secret;
    invitation.port = port();
    invitation.hosts = hostSettings_.addresses.empty() ? reachableAddresses() : hostSettings_.addresses;
    for (const std::string& outside : outsideAddresses_)
        if (std::find(invitation.hosts.begin(), invitation.hosts.end(), outside) == invitation.hosts.end())
            invitation.hosts.push_back(outside);
    // A machine with no network but its own: the invitation can still join it from itself.
    if (invitation.hosts.empty()) invitation.hosts.push_back("127.0.0.1");
    if (invitation.hosts.size() > Invitation::kMaxHosts) invitation.hosts.resize(Invitation::kMaxHosts);
    return QString::fromStdString(formatInvitation(invitation));
}

quint16 NetGame::port() const { return listener_ ? listener_->port() : invitation_.port; }

void NetGame::setState(LinkState state, const QString& detail) {
    if (state == state_ && detail == detail_) return;
    state_ = state;
    detail_ = detail;
    emit linkStateChanged(state, detail);
}

// ---- the host ---------------------------------------------------------------------------

void NetGame::onGuestConnected(Connection* connection) {
    connection->setParent(this);
    connect(connection, &Connection::closed, connection, &QObject::deleteLater);
    if (session_.closed()) {
        connection->abort();
        return;
    }
    if (!connection_) {
        adopt(connection);
        return;
    }
    if (candidate_) {  // one newcomer at a time
        connection->abort();
        return;
    }
    // One friend per game: a second connection with the secret is either the friend coming
    // back over a new connection while the old one is dead but not yet found so, or someone
    // else. The old one is asked; if it answers, the newcomer is refused.
    candidate_ = connection;
    heardFromCurrent_ = false;
    Message ping;
    ping.type = MessageType::Ping;
    ping.number = ++pingNumber_;
    pingsSent_[ping.number] = clock_.elapsed();
    connection_->send(encodeMessage(ping));
    connect(connection, &Connection::failed, this, [this, connection] {
        if (candidate_ == connection) candidate_.clear();
    });
    probeTimer_.start(timings_.probeMs);
}

// ---- the guest --------------------------------------------------------------------------

void NetGame::connectNow() {
    reconnectTimer_.stop();
    if (session_.closed() || connection_ || pending_ || !attempts_.empty()) return;
    setState(LinkState::Connecting, tr("%1, port %2").arg(hostList(invitation_)).arg(invitation_.port));
    lastAttemptError_.clear();
    for (const std::string& host : invitation_.hosts) {
        auto* socket = new QTcpSocket(this);
        attempts_.push_back(socket);
        connect(socket, &QTcpSocket::connected, this, [this, socket] { onAttemptConnected(socket); });
        connect(socket, &QAbstractSocket::errorOccurred, this,
                [this, socket](QAbstractSocket::SocketError) { onAttemptFailed(socket, socket->errorString()); });
        socket->connectToHost(QString::fromStdString(host), invitation_.port);
    }
    connectTimer_.start(timings_.connectMs);
}

void NetGame::onAttemptConnected(QTcpSocket* socket) {
    attempts_.erase(std::remove(attempts_.begin(), attempts_.end(), socket), attempts_.end());
    if (pending_ || connection_) {
        socket->abort();
        socket->deleteLater();
        return;
    }
    // The first address that answered; the others are dropped.
    for (QTcpSocket* other : std::exchange(attempts_, {})) {
        other->abort();
        other->deleteLater();
    }
    connectTimer_.stop();
    socket->disconnect(this);
    auto* connection = new Connection(socket, Role::Guest, key_, timings_.handshakeMs, this);
    pending_ = connection;
    if (delayMax_ > 0) connection->setSendDelay(delayMin_, delayMax_, delaySeed_++);
    connect(connection, &Connection::closed, connection, &QObject::deleteLater);
    connect(connection, &Connection::established, this, [this, connection] {
        pending_.clear();
        adopt(connection);
    });
    connect(connection, &Connection::failed, this, [this, connection](const QString& why, bool wrongSecret, bool refused) {
        if (pending_ != connection) return;
        pending_.clear();
        if (wrongSecret || refused) {
            // The commonest refusal (a mistyped invitation) in the player's language; others
            // in the host's words.
            setState(LinkState::Closed, wrongSecret ? tr("the host refused the connection: wrong secret") : why);
            return;
        }
        allAttemptsFailed(why);
    });
    connection->start();
}

void NetGame::onAttemptFailed(QTcpSocket* socket, const QString& why) {
    if (std::find(attempts_.begin(), attempts_.end(), socket) == attempts_.end()) return;
    attempts_.erase(std::remove(attempts_.begin(), attempts_.end(), socket), attempts_.end());
    socket->deleteLater();
    lastAttemptError_ = why;
    if (attempts_.empty() && !pending_) {
        connectTimer_.stop();
        allAttemptsFailed(why);
    }
}

void NetGame::allAttemptsFailed(const QString& why) {
    if (!everConnected_) {
        setState(LinkState::Closed, tr("could not reach the host at %1, port %2: %3")
                                        .arg(hostList(invitation_))
                                        .arg(invitation_.port)
                                        .arg(why));
        return;
    }
    scheduleReconnect(why);
}

void NetGame::scheduleReconnect(const QString& why) {
    if (session_.closed()) return;
    retryMs_ = retryMs_ == 0 ? timings_.retryFirstMs : std::min(retryMs_ * 2, timings_.retryMaxMs);
    setState(LinkState::Reconnecting, tr("%1; trying again in %2 s").arg(why).arg(retryMs_ / 1000.0, 0, 'f', 1));
    reconnectTimer_.start(retryMs_);
}

void NetGame::reconnectNow() {
    if (role() != Role::Guest || connection_ || session_.closed()) return;
    connectNow();
}

// ---- a connection -----------------------------------------------------------------------

void NetGame::adopt(Connection* connection) {
    connection_ = connection;
    frozen_ = false;
    if (delayMax_ > 0) connection->setSendDelay(delayMin_, delayMax_, delaySeed_++);
    connect(connection, &Connection::messageReceived, this,
            [this, connection](const std::string& message) { onMessage(connection, message); });
    connect(connection, &Connection::failed, this,
            [this, connection](const QString& why, bool, bool) { linkLost(connection, why); });
    connect(connection, &Connection::closed, this,
            [this, connection] { linkLost(connection, tr("the connection closed")); });
    if (role() == Role::Guest) {
        everConnected_ = true;
        retryMs_ = 0;
    }
    sinceHeard_.restart();
    heartbeatTimer_.start();
    setState(LinkState::Connected, connection->peer());
    session_.linkUp();
    pump();
}

void NetGame::onMessage(Connection* connection, const std::string& message) {
    if (frozen_) return;
    if (connection != connection_) return;
    sinceHeard_.restart();
    if (candidate_) {
        // The first guest answered while a second was waiting: the second is refused.
        Connection* refused = candidate_;
        candidate_.clear();
        probeTimer_.stop();
        Message busy;
        busy.type = MessageType::Refuse;
        busy.code = "busy";
        busy.text = "another player is connected to this game";
        refused->send(encodeMessage(busy));
        refused->close();
    }
    const std::string error = session_.receive(message);
    if (!error.empty()) {
        // Nothing in the game changed; the connection goes. A guest does not come back by itself
        // to a host that sends what it cannot read.
        const QString why = tr("the other program sent %1").arg(QString::fromStdString(error));
        linkLost(connection, why);
        if (role() == Role::Guest) {
            reconnectTimer_.stop();
            setState(LinkState::Closed, why);
        }
        return;
    }
    pump();
}

void NetGame::linkLost(Connection* connection, const QString& why) {
    if (connection == candidate_) {
        candidate_.clear();
        return;
    }
    if (connection != connection_) return;
    connection_.clear();
    connection->abort();
    heartbeatTimer_.stop();
    probeTimer_.stop();
    frozen_ = false;
    session_.linkDown();
    pump();
    if (session_.closed()) {
        setState(LinkState::Closed, endReason_.isEmpty() ? why : endReason_);
    } else if (role() == Role::Host) {
        setState(LinkState::Listening, why);
        if (candidate_) {  // the second guest was the friend coming back
            Connection* next = candidate_;
            candidate_.clear();
            adopt(next);
        }
    } else {
        scheduleReconnect(why);
    }
}

std::string NetGame::act(const std::function<std::string(GameSession&)>& action) {
    const std::string why = action(session_);
    pump();
    return why;
}

void NetGame::leave(bool saved) {
    // Said before the session closes: sending the last word reports the Closed state.
    savedForLater_ = saved;
    endReason_ = saved ? tr("saved, to be resumed later") : tr("left");
    session_.leave(saved);
    pump();
    reconnectTimer_.stop();
    for (QTcpSocket* s : std::exchange(attempts_, {})) s->deleteLater();
    if (pending_) pending_->abort();
    if (listener_) {
        listener_->deleteLater();
        listener_ = nullptr;
    }
    setState(LinkState::Closed, endReason_);
}

void NetGame::pump() {
    if (pumping_) {
        pumpAgain_ = true;
        return;
    }
    pumping_ = true;
    do {
        pumpAgain_ = false;
        const std::vector<std::string> outgoing = session_.takeOutgoing();
        if (connection_ && !frozen_)
            for (const std::string& m : outgoing) connection_->send(m);
        const bool close = session_.closeAfterSending();
        const QPointer<NetGame> self(this);
        for (const SessionEvent& e : session_.takeEvents()) {
            handle(e);
            emit sessionEvent(e);
            if (!self) return;
        }
        if (close && connection_) {
            Connection* closing = connection_;
            connection_.clear();
            heartbeatTimer_.stop();
            closing->close();
            session_.linkDown();
            if (session_.closed()) setState(LinkState::Closed, endReason_);
            else setState(LinkState::Listening);
            pumpAgain_ = true;
        }
    } while (pumpAgain_);
    pumping_ = false;
}

void NetGame::handle(const SessionEvent& e) {
    using Kind = SessionEvent::Kind;
    switch (e.kind) {
        case Kind::Pong: {
            const auto sent = pingsSent_.find(static_cast<std::uint64_t>(e.ply));
            if (sent != pingsSent_.end()) {
                roundTripMs_ = static_cast<int>(clock_.elapsed() - sent->second);
                pingsSent_.erase(pingsSent_.begin(), std::next(sent));
            }
            break;
        }
        case Kind::Refused: endReason_ = tr("the host refused: %1").arg(QString::fromStdString(e.text)); break;
        case Kind::Stopped:
            endReason_ = tr("the game was stopped: %1").arg(QString::fromStdString(e.text));
            save();
            break;
        case Kind::PeerLeft:
            savedForLater_ = e.flag;
            endReason_ = e.flag ? tr("your friend saved the game to resume it later")
                                : tr("your friend left");
            save();
            break;
        case Kind::Joined:
        case Kind::MovePlayed:
        case Kind::MoveWithdrawn:
        case Kind::TakenBack:
        case Kind::Ended: save(); break;
        default: break;
    }
}

void NetGame::heartbeat() {
    if (!connection_) return;
    if (sinceHeard_.elapsed() > timings_.silenceMs) {
        linkLost(connection_,
                 tr("no word from the other side for %1 s").arg(sinceHeard_.elapsed() / 1000.0, 0, 'f', 1));
        return;
    }
    if (frozen_) return;
    const std::uint64_t number = ++pingNumber_;
    pingsSent_[number] = clock_.elapsed();
    session_.ping(number);
    pump();
}

void NetGame::setSavePath(const QString& path) {
    savePath_ = path;
    save();
}

void NetGame::save() {
    if (savePath_.isEmpty() || !session_.hasGame()) return;
    QDir().mkpath(QFileInfo(savePath_).absolutePath());
    // The one writer of every file the program saves (files/FileWrite.h): atomic, the mode
    // kept, a read-only file refused, a symbolic link followed.
    files::FileError why;
    if (!files::writeFileAtomically(QFile::encodeName(savePath_).toStdString(), SavedGame::write(session_.record()), why))
        emit saveFailed(tr("could not save the game to %1: %2").arg(savePath_, QString::fromStdString(why.text())));
}

void NetGame::dropLink(bool silent) {
    if (!connection_) return;
    if (silent) {
        frozen_ = true;  // heartbeats on both sides find the silence
        return;
    }
    linkLost(connection_, tr("the connection was cut"));
}

void NetGame::setSendDelay(int minMs, int maxMs, std::uint64_t seed) {
    delayMin_ = minMs;
    delayMax_ = maxMs;
    delaySeed_ = seed;
    if (connection_) connection_->setSendDelay(minMs, maxMs, delaySeed_++);
}

}  // namespace shogi::net
