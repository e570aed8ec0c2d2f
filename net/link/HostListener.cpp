#include "link/HostListener.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include "link/Connection.h"

namespace shogi::net {

HostListener::HostListener(const Key& secretKey, int handshakeMs, AttemptLimiter limiter, QObject* parent)
    : QObject(parent), server_(new QTcpServer(this)), secretKey_(secretKey), handshakeMs_(handshakeMs), limiter_(limiter) {
    connect(server_, &QTcpServer::newConnection, this, &HostListener::onNewConnection);
}

bool HostListener::listen(quint16 port, QString& error) {
    // QHostAddress::Any: IPv6 and IPv4 on one socket where the system allows it.
    if (server_->listen(QHostAddress::Any, port)) return true;
    error = server_->errorString();
    return false;
}

quint16 HostListener::port() const { return server_->serverPort(); }

void HostListener::onNewConnection() {
    while (QTcpSocket* socket = server_->nextPendingConnection()) {
        auto* connection = new Connection(socket, Role::Host, secretKey_, handshakeMs_, this);
        if (limiter_.stopped()) {
            connection->refuse(RefusalCode::NotAccepting,
                               QStringLiteral("the host takes no more connections after %1 wrong secrets")
                                   .arg(limiter_.wrongCount()));
            connect(connection, &Connection::closed, connection, &QObject::deleteLater);
            continue;
        }
        if (handshakes_ >= kMaxHandshakes) {
            connection->abort();
            connection->deleteLater();
            continue;
        }
        ++handshakes_;
        connect(connection, &Connection::established, this, [this, connection] {
            --handshakes_;
            disconnect(connection, nullptr, this, nullptr);
            emit guestConnected(connection);
        });
        connect(connection, &Connection::failed, this, [this](const QString&, bool wrong, bool) {
            --handshakes_;
            if (!wrong) return;
            const std::optional<int> wait = limiter_.wrongSecret();
            if (!wait) {
                // From now on every connection is told so and closed (onNewConnection).
                server_->resumeAccepting();
                emit wrongSecret(limiter_.wrongCount(), 0, true);
                return;
            }
            // The next connection waits in the system's queue meanwhile.
            server_->pauseAccepting();
            QTimer::singleShot(*wait, this, [this] {
                if (!limiter_.stopped()) server_->resumeAccepting();
            });
            emit wrongSecret(limiter_.wrongCount(), *wait, false);
        });
        connect(connection, &Connection::closed, connection, &QObject::deleteLater);
        connection->start();
    }
}

}  // namespace shogi::net
