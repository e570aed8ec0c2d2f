#include "protocol/Invitation.h"

#include <algorithm>
#include <charconv>

#include "protocol/Frame.h"
#include "protocol/Secret.h"

namespace shogi::net {
namespace {

constexpr std::string_view kScheme = "lshogi";

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isHex(char c) { return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

bool isIpv4(std::string_view text) {
    int parts = 0;
    while (true) {
        const std::size_t dot = text.find('.');
        const std::string_view part = text.substr(0, dot);
        int value = 0;
        const auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), value);
        if (part.empty() || part.size() > 3 || ec != std::errc{} || end != part.data() + part.size() || value > 255)
            return false;
        ++parts;
        if (dot == std::string_view::npos) break;
        text.remove_prefix(dot + 1);
    }
    return parts == 4;
}

bool isIpv6(std::string_view text) {
    return text.size() >= 2 && text.size() <= 45 && text.find(':') != std::string_view::npos &&
           std::all_of(text.begin(), text.end(), [](char c) { return isHex(c) || c == ':' || c == '.'; });
}

bool isHostName(std::string_view text) {
    return !text.empty() && text.size() <= 253 && text.front() != '-' && text.front() != '.' &&
           std::all_of(text.begin(), text.end(), [](char c) {
               return isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-' || c == '.';
           });
}

// The word of `text` that holds the invitation.
std::string_view invitationWord(std::string_view text) {
    const std::size_t start = text.find(kScheme);
    if (start == std::string_view::npos) return {};
    text.remove_prefix(start);
    const std::size_t end = text.find_first_of(" \t\r\n\"'<>");
    return text.substr(0, end);
}

}  // namespace

std::string formatInvitation(const Invitation& invitation) {
    std::string text = std::string(kScheme) + std::to_string(kProtocolVersion) + ":" + invitation.secret + "@";
    for (std::size_t i = 0; i < invitation.hosts.size(); ++i) {
        if (i > 0) text += ',';
        const std::string& host = invitation.hosts[i];
        text += host.find(':') != std::string::npos ? "[" + host + "]" : host;
    }
    return text + ":" + std::to_string(invitation.port);
}

std::optional<Invitation> parseInvitation(std::string_view text, std::string& error) {
    auto fail = [&](std::string why) {
        error = std::move(why);
        return std::nullopt;
    };
    std::string_view word = invitationWord(text);
    if (word.empty()) return fail("no invitation in the text (it starts with 'lshogi1:')");
    word.remove_prefix(kScheme.size());
    const std::size_t colon = word.find(':');
    int version = 0;
    const auto [versionEnd, versionError] = std::from_chars(word.data(), word.data() + std::min(colon, word.size()), version);
    if (colon == std::string_view::npos || versionError != std::errc{} || versionEnd != word.data() + colon)
        return fail("an invitation starts with 'lshogi1:'");
    if (version != kProtocolVersion)
        return fail("the invitation is for protocol version " + std::to_string(version) + "; this program speaks version " +
                    std::to_string(kProtocolVersion) + " (both players need the same version of Large Shogi)");
    word.remove_prefix(colon + 1);
    const std::size_t at = word.find('@');
    if (at == std::string_view::npos) return fail("the invitation has no '@' between the secret and the addresses");
    Invitation invitation;
    invitation.secret = std::string(word.substr(0, at));
    if (const std::string why = checkSecret(invitation.secret); !why.empty()) return fail("the invitation's secret: " + why);
    word.remove_prefix(at + 1);
    // The port follows the last ':' outside brackets.
    const std::size_t portColon = word.rfind(':');
    if (portColon == std::string_view::npos || word.find(']', portColon) != std::string_view::npos)
        return fail("the invitation has no port after the addresses");
    const std::string_view portText = word.substr(portColon + 1);
    unsigned port = 0;
    const auto [portEnd, portError] = std::from_chars(portText.data(), portText.data() + portText.size(), port);
    if (portText.empty() || portError != std::errc{} || portEnd != portText.data() + portText.size() || port == 0 ||
        port > 65535)
        return fail("bad port '" + std::string(portText) + "' (1 to 65535)");
    invitation.port = static_cast<std::uint16_t>(port);
    std::string_view hosts = word.substr(0, portColon);
    while (!hosts.empty()) {
        std::string_view host;
        if (hosts.front() == '[') {
            const std::size_t close = hosts.find(']');
            if (close == std::string_view::npos) return fail("an IPv6 address without its closing ']'");
            host = hosts.substr(1, close - 1);
            if (!isIpv6(host)) return fail("bad IPv6 address '" + std::string(host) + "'");
            hosts.remove_prefix(close + 1);
            if (!hosts.empty() && hosts.front() != ',') return fail("expected ',' after ']'");
        } else {
            host = hosts.substr(0, hosts.find(','));
            if (!isIpv4(host) && !(isHostName(host) && !std::all_of(host.begin(), host.end(), [](char c) {
                                       return isDigit(c) || c == '.';
                                   })))
                return fail("bad address '" + std::string(host) + "'");
            hosts.remove_prefix(host.size());
        }
        invitation.hosts.emplace_back(host);
        if (!hosts.empty()) hosts.remove_prefix(1);  // the ','
    }
    if (invitation.hosts.empty()) return fail("the invitation names no address");
    if (invitation.hosts.size() > Invitation::kMaxHosts)
        return fail("the invitation names more than " + std::to_string(Invitation::kMaxHosts) + " addresses");
    return invitation;
}

}  // namespace shogi::net
