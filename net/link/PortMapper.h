#pragma once
// Opens the host's port on the home router with UPnP-IGD (miniupnpc), so that a friend
// outside the local network can connect, and learns the router's outside address for the
// invitation. Routers that have UPnP off (many do) or are not there answer nothing: that is
// said plainly, and the host can still forward the port by hand or use IPv6. The mapping is
// removed when the mapper goes.

#include <QObject>
#include <QString>
#include <atomic>
#include <mutex>
#include <string>
#include <thread>

namespace shogi::net {

class PortMapper : public QObject {
    Q_OBJECT

public:
    explicit PortMapper(QObject* parent = nullptr);
    ~PortMapper() override;

    // Asks the router to forward TCP `port` to this machine; the answer comes by finished().
    // The search runs on a thread of its own: when no router answers it takes about eight
    // seconds (miniupnpc asks for four kinds of device, two seconds each).
    void map(quint16 port);

signals:
    // mapped: the port is open; `outsideAddress`: the router's address on the internet, if it
    // said; `message`: what happened, for the player.
    void finished(bool mapped, const QString& outsideAddress, const QString& message);

private:
    void work(quint16 port);
    void unmap();

    std::thread thread_;
    std::mutex mutex_;
    std::string controlUrl_;   // of the router that mapped the port (empty: none)
    std::string serviceType_;
    quint16 mappedPort_ = 0;
};

}  // namespace shogi::net
