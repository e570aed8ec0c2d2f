#pragma once
// The host's listening socket: it takes connections on every address of this machine (IPv4
// and IPv6), runs the handshake on each, and hands on those that proved the secret. Wrong
// secrets slow it down and then stop it (protocol/AttemptLimiter); a few handshakes at most
// run at once.

#include <QObject>
#include <QString>

#include "protocol/AttemptLimiter.h"
#include "protocol/Crypto.h"

class QTcpServer;

namespace shogi::net {

class Connection;

class HostListener : public QObject {
    Q_OBJECT

public:
    HostListener(const Key& secretKey, int handshakeMs, AttemptLimiter limiter, QObject* parent = nullptr);

    // Listens on `port` (0: any free port); false with `error` when it cannot.
    bool listen(quint16 port, QString& error);
    quint16 port() const;
    // It takes connections (false once too many wrong secrets came).
    bool accepting() const { return !limiter_.stopped(); }
    int wrongSecrets() const { return limiter_.wrongCount(); }
    int maxWrongSecrets() const { return limiter_.maxWrong(); }

    static constexpr int kMaxHandshakes = 4;

signals:
    // A connection whose handshake proved the secret; the receiver takes it.
    void guestConnected(Connection* connection);
    // A wrong secret was given: how many so far, and the wait before the next connection is
    // taken (0 and stopped: no more are).
    void wrongSecret(int count, int waitMs, bool stopped);

private:
    void onNewConnection();

    QTcpServer* server_;
    Key secretKey_;
    int handshakeMs_;
    AttemptLimiter limiter_;
    int handshakes_ = 0;
};

}  // namespace shogi::net
