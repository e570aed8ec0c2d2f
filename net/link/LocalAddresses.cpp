#include "link/LocalAddresses.h"

#include <QNetworkInterface>

namespace shogi::net {

std::vector<std::string> reachableAddresses() {
    std::vector<std::string> ipv4, ipv6;
    for (const QNetworkInterface& interface : QNetworkInterface::allInterfaces()) {
        const auto flags = interface.flags();
        if (!(flags & QNetworkInterface::IsUp) || !(flags & QNetworkInterface::IsRunning) ||
            (flags & QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry& entry : interface.addressEntries()) {
            const QHostAddress a = entry.ip();
            if (a.isLoopback() || a.isLinkLocal() || a.isMulticast()) continue;
            if (a.protocol() == QAbstractSocket::IPv4Protocol) ipv4.push_back(a.toString().toStdString());
            else if (a.protocol() == QAbstractSocket::IPv6Protocol && a.isGlobal() && !a.isUniqueLocalUnicast())
                ipv6.push_back(a.toString().toStdString());
        }
    }
    ipv4.insert(ipv4.end(), ipv6.begin(), ipv6.end());
    return ipv4;
}

}  // namespace shogi::net
