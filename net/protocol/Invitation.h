#pragma once
// The invitation a host sends a friend by any messenger: where to connect and the secret,
// as one word that survives copying,
//   lshogi1:SECRET@HOST,HOST,...:PORT
// e.g. "lshogi1:7QK4-M2XP-9D3F-HT6W-ZR8B-C5NJ@192.168.1.20,[2001:db8::20],203.0.113.7:47623".
// HOST is an IPv4 address, an IPv6 address in brackets, or a host name; the friend tries them
// all and keeps the first that answers. "1" is the protocol version (net/protocol/Frame.h).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shogi::net {

struct Invitation {
    std::vector<std::string> hosts;  // IPv6 addresses without their brackets
    std::uint16_t port = 0;
    std::string secret;

    static constexpr std::size_t kMaxHosts = 8;
};

std::string formatInvitation(const Invitation& invitation);
// The first word of `text` that starts with "lshogi" (a messenger may wrap it in a sentence);
// nullopt with `error` naming what is wrong.
std::optional<Invitation> parseInvitation(std::string_view text, std::string& error);

}  // namespace shogi::net
