#include "link/Connection.h"

#include <QPointer>
#include <QTcpSocket>

namespace shogi::net {
namespace {

// How long a closing connection waits for what it sent to leave before the socket goes.
constexpr int kLingerMs = 1000;

}  // namespace

Connection::Connection(QTcpSocket* socket, Role role, const Key& secretKey, int handshakeMs, QObject* parent)
    : QObject(parent), socket_(socket), role_(role), handshake_(role, secretKey) {
    socket_->setParent(this);
    // A move is a few dozen bytes that should leave at once, not wait to be joined by more.
    socket_->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    handshakeTimer_.setSingleShot(true);
    handshakeTimer_.setInterval(handshakeMs);
    connect(&handshakeTimer_, &QTimer::timeout, this,
            [this] { fail(tr("the other side did not finish the handshake in time")); });
    connect(socket_, &QTcpSocket::readyRead, this, &Connection::onReadyRead);
    connect(socket_, &QTcpSocket::disconnected, this, [this] {
        fail(tr("the other side closed the connection"));
        closeOnce();
    });
    connect(socket_, &QAbstractSocket::errorOccurred, this, [this](QAbstractSocket::SocketError error) {
        if (error != QAbstractSocket::RemoteHostClosedError) fail(socket_->errorString());
    });
    delayTimer_.setSingleShot(true);
    connect(&delayTimer_, &QTimer::timeout, this, &Connection::flushDelayed);
    clock_.start();
}

Connection::~Connection() { socket_->abort(); }

void Connection::start() {
    handshakeTimer_.start();
    if (role_ == Role::Guest) write(handshake_.start());
}

QString Connection::peer() const {
    const QHostAddress address = socket_->peerAddress();
    const QString host = address.protocol() == QAbstractSocket::IPv6Protocol && !address.toIPv4Address()
                             ? QStringLiteral("[%1]").arg(address.toString())
                             : QHostAddress(address.toIPv4Address()).toString();
    return QStringLiteral("%1:%2").arg(host).arg(socket_->peerPort());
}

void Connection::setSendDelay(int minMs, int maxMs, std::uint64_t seed) {
    delayMin_ = minMs;
    delayMax_ = std::max(minMs, maxMs);
    rng_.seed(seed);
}

void Connection::send(const std::string& message) {
    if (!channel_ || failed_) return;
    if (message.size() > SecureChannel::kMaxMessage) {
        fail(tr("a message too long to send (%1 bytes)").arg(message.size()));
        return;
    }
    write(channel_->seal(message));
}

void Connection::refuse(RefusalCode code, const QString& text) {
    write(Handshake::refusal(code, text.toStdString()));
    close();
}

void Connection::write(const Bytes& bytes) {
    if (delayMax_ <= 0) {
        socket_->write(reinterpret_cast<const char*>(bytes.data()), static_cast<qint64>(bytes.size()));
        // Into the system's hands now, not at the next turn of the event loop: a move leaves at
        // once, and a goodbye before the program ends.
        socket_->flush();
        return;
    }
    const qint64 wait = std::uniform_int_distribution<int>(delayMin_, delayMax_)(rng_);
    const qint64 due = std::max(clock_.elapsed() + wait, delayed_.empty() ? 0 : delayed_.back().first);
    delayed_.emplace_back(due, bytes);
    if (!delayTimer_.isActive()) delayTimer_.start(static_cast<int>(std::max<qint64>(0, delayed_.front().first - clock_.elapsed())));
}

void Connection::flushDelayed() {
    while (!delayed_.empty() && delayed_.front().first <= clock_.elapsed()) {
        const Bytes& bytes = delayed_.front().second;
        socket_->write(reinterpret_cast<const char*>(bytes.data()), static_cast<qint64>(bytes.size()));
        delayed_.pop_front();
    }
    socket_->flush();
    if (!delayed_.empty()) delayTimer_.start(static_cast<int>(std::max<qint64>(0, delayed_.front().first - clock_.elapsed())));
    else if (closeWhenSent_) close();
}

void Connection::close() {
    if (!delayed_.empty()) {
        closeWhenSent_ = true;
        return;
    }
    failed_ = true;  // nothing more is read or reported
    handshakeTimer_.stop();
    linger();
}

void Connection::linger() {
    // What was written (a refusal, a goodbye) still leaves before the socket closes.
    socket_->disconnectFromHost();
    QTimer::singleShot(kLingerMs, this, [this] {
        socket_->abort();
        closeOnce();
    });
}

void Connection::abort() {
    failed_ = true;
    handshakeTimer_.stop();
    delayTimer_.stop();
    delayed_.clear();
    socket_->abort();
    closeOnce();
}

void Connection::closeOnce() {
    if (closedSent_) return;
    closedSent_ = true;
    emit closed();
}

void Connection::fail(const QString& reason, bool wrongSecret, bool refused) {
    if (failed_) return;
    failed_ = true;
    handshakeTimer_.stop();
    delayTimer_.stop();
    // Frames held back (tests' delays) leave now, if there is still a line to take them.
    if (socket_->state() == QAbstractSocket::ConnectedState)
        for (const auto& [due, bytes] : delayed_)
            socket_->write(reinterpret_cast<const char*>(bytes.data()), static_cast<qint64>(bytes.size()));
    delayed_.clear();
    emit failed(reason, wrongSecret, refused);
    linger();
}

void Connection::onReadyRead() {
    const QByteArray data = socket_->readAll();
    if (failed_) return;
    reader_.feed(reinterpret_cast<const std::uint8_t*>(data.constData()), static_cast<std::size_t>(data.size()));
    const QPointer<Connection> self(this);
    while (self && !failed_) {
        std::optional<Frame> frame = reader_.next();
        if (!frame) break;
        onFrame(*frame);
    }
    if (self && !failed_ && reader_.failed()) fail(QString::fromStdString(reader_.error()));
}

void Connection::onFrame(const Frame& frame) {
    if (!channel_) {
        const Handshake::Step step = handshake_.receive(frame);
        for (const Bytes& bytes : step.send) write(bytes);
        if (step.status == Handshake::Status::Failed) {
            fail(QString::fromStdString(step.error), step.wrongSecret, step.refused);
        } else if (step.status == Handshake::Status::Done) {
            handshakeTimer_.stop();
            channel_.emplace(handshake_.sendKey(), handshake_.receiveKey());
            emit established();
        }
        return;
    }
    std::string error;
    const std::optional<std::string> message = channel_->open(frame, error);
    if (!message) {
        fail(QString::fromStdString(error));
        return;
    }
    emit messageReceived(*message);
}

}  // namespace shogi::net
