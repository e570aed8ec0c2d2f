#include "link/PortMapper.h"

#include <QHostAddress>
#include <QMetaObject>
#include <QPointer>

#include <miniupnpc/miniupnpc.h>
#include <miniupnpc/upnpcommands.h>
#include <miniupnpc/upnperrors.h>

namespace shogi::net {
namespace {

constexpr int kDiscoverMs = 2000;
// The mapping lasts this long if the program is killed before it removes it (seconds).
constexpr const char* kLeaseSeconds = "86400";

// An outside address that is itself private: a second router stands between this one and the
// internet (double NAT), and the mapping does not make the port reachable from outside.
bool isPrivate(const QString& address) {
    const QHostAddress a(address);
    // RFC 1918's private networks and RFC 6598's shared one (carrier-grade NAT).
    for (const char* net : {"10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "100.64.0.0/10"})
        if (a.isInSubnet(QHostAddress::parseSubnet(QString::fromLatin1(net)))) return true;
    return a.isNull() || a.isLoopback() || a.isLinkLocal();
}

}  // namespace

PortMapper::PortMapper(QObject* parent) : QObject(parent) {}

PortMapper::~PortMapper() {
    if (thread_.joinable()) thread_.join();
    unmap();
}

void PortMapper::map(quint16 port) {
    if (thread_.joinable()) thread_.join();
    thread_ = std::thread([this, port] { work(port); });
}

void PortMapper::work(quint16 port) {
    bool mapped = false;
    QString outside, message;
    int error = 0;
    UPNPDev* devices = upnpDiscover(kDiscoverMs, nullptr, nullptr, UPNP_LOCAL_PORT_ANY, 0, 2, &error);
    UPNPUrls urls{};
    IGDdatas data{};
    char lanAddress[64] = {};
    const int found = devices ? UPNP_GetValidIGD(devices, &urls, &data, lanAddress, sizeof lanAddress) : 0;
    if (found == 0) {
        message = tr("No router on this network answered UPnP (it may have UPnP switched off)");
    } else if (found == 3) {
        message = tr("A UPnP device answered, but it is not an internet gateway");
    } else {
        const std::string portText = std::to_string(port);
        const int added = UPNP_AddPortMapping(urls.controlURL, data.first.servicetype, portText.c_str(), portText.c_str(),
                                              lanAddress, "Large Shogi", "TCP", nullptr, kLeaseSeconds);
        if (added != UPNPCOMMAND_SUCCESS) {
            message = tr("The router refused to open port %1: %2").arg(port).arg(QString::fromUtf8(strupnperror(added)));
        } else {
            mapped = true;
            {
                const std::lock_guard<std::mutex> lock(mutex_);
                controlUrl_ = urls.controlURL;
                serviceType_ = data.first.servicetype;
                mappedPort_ = port;
            }
            char external[64] = {};
            if (UPNP_GetExternalIPAddress(urls.controlURL, data.first.servicetype, external) == UPNPCOMMAND_SUCCESS &&
                external[0])
                outside = QString::fromLatin1(external);
            if (outside.isEmpty())
                message = tr("The router opened port %1 but did not say its internet address").arg(port);
            else if (isPrivate(outside))
                message = tr("The router opened port %1, but its own address %2 is private: another router "
                                    "stands before the internet, and friends outside cannot reach this one")
                              .arg(port)
                              .arg(outside);
            else
                message = tr("The router opened port %1; its internet address is %2").arg(port).arg(outside);
            if (isPrivate(outside)) outside.clear();
        }
    }
    if (found != 0) FreeUPNPUrls(&urls);
    if (devices) freeUPNPDevlist(devices);
    QMetaObject::invokeMethod(this, [this, mapped, outside, message] { emit finished(mapped, outside, message); },
                              Qt::QueuedConnection);
}

void PortMapper::unmap() {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (controlUrl_.empty()) return;
    const std::string portText = std::to_string(mappedPort_);
    UPNP_DeletePortMapping(controlUrl_.c_str(), serviceType_.c_str(), portText.c_str(), "TCP", nullptr);
    controlUrl_.clear();
}

}  // namespace shogi::net
