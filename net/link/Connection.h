#pragma once
// One connection to the other program: a TCP socket, the handshake (protocol/Handshake), then
// sealed messages (protocol/SecureChannel). Whatever goes wrong on it (a wrong secret, a frame
// that cannot be read or opened, the handshake's time running out) closes it with a reason.

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <deque>
#include <memory>
#include <optional>
#include <random>

#include "protocol/Frame.h"
#include "protocol/Handshake.h"
#include "protocol/SecureChannel.h"

class QTcpSocket;

namespace shogi::net {

class Connection : public QObject {
    Q_OBJECT

public:
    // Takes the socket (connected, or connecting for a guest).
    Connection(QTcpSocket* socket, Role role, const Key& secretKey, int handshakeMs, QObject* parent = nullptr);
    ~Connection() override;

    // The guest sends its hello once the socket is connected; both start the handshake's timer.
    void start();
    bool isEstablished() const { return channel_.has_value(); }
    // A message, sealed; only once established.
    void send(const std::string& message);
    // A Refused frame in clear (the host, before or instead of the handshake), then close.
    void refuse(RefusalCode code, const QString& text);
    // Closes once what was sent has gone; abort() drops everything at once.
    void close();
    void abort();
    QString peer() const;
    // Messages sealed and opened so far.
    std::uint64_t sentCount() const { return channel_ ? channel_->sent() : 0; }

    // Tests: every frame waits a random time in [minMs, maxMs] before it is written (their
    // order kept), as on a slow network.
    void setSendDelay(int minMs, int maxMs, std::uint64_t seed);

signals:
    void established();
    void messageReceived(const std::string& message);
    // The connection cannot go on: why, whether the other side's secret was wrong, whether the
    // host refused. closed() follows.
    void failed(const QString& reason, bool wrongSecret, bool refused);
    void closed();

private:
    void onReadyRead();
    void onFrame(const Frame& frame);
    void fail(const QString& reason, bool wrongSecret = false, bool refused = false);
    // Closes once what was written has left, or after a second.
    void linger();
    void closeOnce();  // closed() is said once
    void write(const Bytes& bytes);
    void flushDelayed();

    QTcpSocket* socket_;
    Role role_;
    Handshake handshake_;
    FrameReader reader_;
    std::optional<SecureChannel> channel_;
    QTimer handshakeTimer_;
    bool failed_ = false;
    bool closedSent_ = false;
    // Delayed sending (tests).
    int delayMin_ = 0, delayMax_ = 0;
    std::mt19937_64 rng_;
    QElapsedTimer clock_;
    std::deque<std::pair<qint64, Bytes>> delayed_;
    QTimer delayTimer_;
    bool closeWhenSent_ = false;
};

}  // namespace shogi::net
