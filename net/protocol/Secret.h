#pragma once
// The invitation's secret: what only the two players know, from which every key of their
// connection is made. It never crosses the network; the handshake proves knowing it.
//
// A new secret is 24 characters of Crockford's base 32 in groups of four
// ("7QK4-M2XP-9D3F-HT6W-ZR8B-C5NJ", 120 random bits): enough that guessing it, online or from a
// recorded handshake, is out of reach. A secret chosen by hand (shogi-cli host --secret) must
// be 16 to 64 letters, digits or '-'; it is read without regard to case and dashes, and with O
// read as 0 and I and L as 1, as a new secret is.

#include <string>
#include <string_view>

#include "protocol/Crypto.h"

namespace shogi::net {

std::string newSecret();
// Why `text` cannot be a secret, or an empty string when it can.
std::string checkSecret(std::string_view text);
// The key every key of a connection is derived from (the secret must pass checkSecret).
Key secretKey(std::string_view secret);

}  // namespace shogi::net
