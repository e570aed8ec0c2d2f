#pragma once
// Every use of libsodium in one place: random bytes, keys derived from one another, message
// authentication and authenticated encryption. The rest of the protocol sees only these.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shogi::net {

using Bytes = std::vector<std::uint8_t>;
using Key = std::array<std::uint8_t, 32>;
using Nonce = std::array<std::uint8_t, 32>;  // a handshake's fresh random value, one per side
using Tag = std::array<std::uint8_t, 32>;    // a message authentication code

// libsodium initialised (idempotent, thread-safe); false only if the library cannot run here.
bool cryptoReady();
void randomBytes(std::uint8_t* out, std::size_t size);
std::uint64_t randomNumber();

// BLAKE2b of `data` under `key` (keyed hashing): derives the secret's key and a session's key.
Key hashKey(std::string_view context, const std::uint8_t* data, std::size_t size);
Key hashKey(const Key& key, const std::uint8_t* data, std::size_t size);
// A subkey of `master` for one purpose; `context` is exactly 8 characters.
Key subkey(const Key& master, std::uint64_t id, const char (&context)[9]);

// HMAC-SHA-512-256 of `data`, and its check in constant time.
Tag authenticate(const Key& key, const Bytes& data);
bool verify(const Key& key, const Bytes& data, const std::uint8_t* tag);

// ChaCha20-Poly1305 (IETF) with the message counter as the nonce: each key is used for one
// direction of one session only, so a counter never repeats under a key. `extra` is
// authenticated but not encrypted (the frame header).
inline constexpr std::size_t kSealOverhead = 16;
Bytes seal(const Key& key, std::uint64_t counter, const std::uint8_t* extra, std::size_t extraSize, std::string_view plain);
// nullopt when the text was altered, or sealed under another key or counter.
std::optional<std::string> unseal(const Key& key, std::uint64_t counter, const std::uint8_t* extra, std::size_t extraSize,
                                  const std::uint8_t* sealed, std::size_t size);

}  // namespace shogi::net
