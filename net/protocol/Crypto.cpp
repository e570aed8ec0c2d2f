#include "protocol/Crypto.h"

#include <sodium.h>

#include <cstring>

namespace shogi::net {
namespace {

std::array<std::uint8_t, crypto_aead_chacha20poly1305_ietf_NPUBBYTES> counterNonce(std::uint64_t counter) {
    std::array<std::uint8_t, crypto_aead_chacha20poly1305_ietf_NPUBBYTES> nonce{};
    for (int i = 0; i < 8; ++i) nonce[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(counter >> (8 * i));
    return nonce;
}

}  // namespace

static_assert(sizeof(Key) == crypto_kdf_KEYBYTES && sizeof(Key) == crypto_auth_KEYBYTES &&
              sizeof(Key) == crypto_aead_chacha20poly1305_ietf_KEYBYTES && sizeof(Tag) == crypto_auth_BYTES &&
              kSealOverhead == crypto_aead_chacha20poly1305_ietf_ABYTES);

bool cryptoReady() {
    static const bool ready = sodium_init() >= 0;
    return ready;
}

void randomBytes(std::uint8_t* out, std::size_t size) {
    cryptoReady();
    randombytes_buf(out, size);
}

std::uint64_t randomNumber() {
    std::uint64_t n = 0;
    randomBytes(reinterpret_cast<std::uint8_t*>(&n), sizeof n);
    return n;
}

Key hashKey(std::string_view context, const std::uint8_t* data, std::size_t size) {
    cryptoReady();
    Key out{};
    crypto_generichash(out.data(), out.size(), data, size, reinterpret_cast<const unsigned char*>(context.data()),
                       context.size());
    return out;
}

Key hashKey(const Key& key, const std::uint8_t* data, std::size_t size) {
    cryptoReady();
    Key out{};
    crypto_generichash(out.data(), out.size(), data, size, key.data(), key.size());
    return out;
}

Key subkey(const Key& master, std::uint64_t id, const char (&context)[9]) {
    cryptoReady();
    Key out{};
    crypto_kdf_derive_from_key(out.data(), out.size(), id, context, master.data());
    return out;
}

Tag authenticate(const Key& key, const Bytes& data) {
    cryptoReady();
    Tag tag{};
    crypto_auth(tag.data(), data.data(), data.size(), key.data());
    return tag;
}

bool verify(const Key& key, const Bytes& data, const std::uint8_t* tag) {
    cryptoReady();
    return crypto_auth_verify(tag, data.data(), data.size(), key.data()) == 0;
}

Bytes seal(const Key& key, std::uint64_t counter, const std::uint8_t* extra, std::size_t extraSize, std::string_view plain) {
    cryptoReady();
    Bytes out(plain.size() + kSealOverhead);
    unsigned long long size = 0;
    const auto nonce = counterNonce(counter);
    crypto_aead_chacha20poly1305_ietf_encrypt(out.data(), &size, reinterpret_cast<const unsigned char*>(plain.data()),
                                              plain.size(), extra, extraSize, nullptr, nonce.data(), key.data());
    out.resize(static_cast<std::size_t>(size));
    return out;
}

std::optional<std::string> unseal(const Key& key, std::uint64_t counter, const std::uint8_t* extra, std::size_t extraSize,
                                  const std::uint8_t* sealed, std::size_t size) {
    cryptoReady();
    if (size < kSealOverhead) return std::nullopt;
    std::string plain(size - kSealOverhead, '\0');
    unsigned long long plainSize = 0;
    const auto nonce = counterNonce(counter);
    if (crypto_aead_chacha20poly1305_ietf_decrypt(reinterpret_cast<unsigned char*>(plain.data()), &plainSize, nullptr,
                                                  sealed, size, extra, extraSize, nonce.data(), key.data()) != 0)
        return std::nullopt;
    plain.resize(static_cast<std::size_t>(plainSize));
    return plain;
}

}  // namespace shogi::net
