#pragma once
// Frames: how the two programs cut the byte stream into messages. Every frame is a six-byte
// header, then its payload:
//   byte 0     the protocol version (kProtocolVersion)
//   byte 1     the kind (FrameKind)
//   bytes 2-5  the payload's length, big-endian, at most kMaxPayload
// The handshake's frames are in clear (they hold fresh random values and proofs, never the
// secret); every frame after it is Sealed (SecureChannel). A frame of another version, an
// unknown kind or a length over the maximum stops the reader before its payload is read.

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "protocol/Crypto.h"

namespace shogi::net {

inline constexpr int kProtocolVersion = 1;
inline constexpr std::size_t kHeaderBytes = 6;
// Room for the longest game of the largest variant sent whole (a few hundred kilobytes would
// be thousands of moves of Maka Dai Dai Shogi), and no more.
inline constexpr std::size_t kMaxPayload = 256 * 1024;

enum class FrameKind : std::uint8_t {
    Hello = 1,      // guest: "LSHOGI" and its nonce
    Challenge = 2,  // host: its nonce
    Proof = 3,      // either side: the authentication of both nonces under the secret's key
    Refused = 4,    // host: why it will not go on (a code byte and a text)
    Sealed = 5,     // a message, encrypted and authenticated
};

struct Frame {
    FrameKind kind = FrameKind::Sealed;
    std::array<std::uint8_t, kHeaderBytes> header{};
    Bytes payload;
};

std::array<std::uint8_t, kHeaderBytes> frameHeader(FrameKind kind, std::size_t payloadSize);
Bytes encodeFrame(FrameKind kind, const Bytes& payload);

class FrameReader {
public:
    // Takes bytes as they arrive, in any pieces.
    void feed(const std::uint8_t* data, std::size_t size);
    // The next whole frame; nullopt when more bytes are needed or the stream is bad (failed()).
    std::optional<Frame> next();
    bool failed() const { return !error_.empty(); }
    // Why the stream is bad: the connection must be closed.
    const std::string& error() const { return error_; }
    std::size_t buffered() const { return buffer_.size() - start_; }

private:
    Bytes buffer_;
    std::size_t start_ = 0;
    std::string error_;
};

}  // namespace shogi::net
