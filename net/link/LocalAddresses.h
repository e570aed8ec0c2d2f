#pragma once
// The addresses of this machine a friend might reach it at, for the invitation: IPv4 on the
// local network first, then global IPv6 (reachable from the internet where the router lets
// it through). Loopback and link-local addresses are left out: they mean another machine to
// the friend.

#include <string>
#include <vector>

namespace shogi::net {

std::vector<std::string> reachableAddresses();

}  // namespace shogi::net
