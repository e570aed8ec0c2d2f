#include "protocol/Secret.h"

#include <algorithm>

namespace shogi::net {
namespace {

constexpr char kAlphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
constexpr std::size_t kMinLength = 16;
constexpr std::size_t kMaxLength = 64;

// Upper case, no dashes, O read as 0 and I and L as 1.
std::string canonical(std::string_view text) {
    std::string out;
    for (char c : text) {
        if (c == '-') continue;
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
        if (c == 'O') c = '0';
        if (c == 'I' || c == 'L') c = '1';
        out += c;
    }
    return out;
}

}  // namespace

std::string newSecret() {
    std::uint8_t bytes[24];
    randomBytes(bytes, sizeof bytes);
    std::string secret;
    for (std::size_t i = 0; i < sizeof bytes; ++i) {
        if (i > 0 && i % 4 == 0) secret += '-';
        secret += kAlphabet[bytes[i] & 31];
    }
    return secret;
}

std::string checkSecret(std::string_view text) {
    if (text.size() < kMinLength || text.size() > kMaxLength)
        return "a secret is 16 to 64 characters, this one has " + std::to_string(text.size());
    const bool allowed = std::all_of(text.begin(), text.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-';
    });
    if (!allowed) return "a secret holds only letters, digits and '-'";
    if (canonical(text).size() < kMinLength) return "a secret has at least 16 letters or digits besides its dashes";
    return {};
}

Key secretKey(std::string_view secret) {
    const std::string text = canonical(secret);
    return hashKey("LargeShogi network secret 1", reinterpret_cast<const std::uint8_t*>(text.data()), text.size());
}

}  // namespace shogi::net
