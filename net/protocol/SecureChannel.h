#pragma once
// The encrypted, authenticated channel after the handshake. Each message is one Sealed frame:
// ChaCha20-Poly1305 under this direction's key (Handshake), with the frame's header
// authenticated beside it and the message's number as the nonce. The receiver counts too and
// opens frame n only as message n: a frame altered, replayed, dropped or put out of order
// fails to open, and the connection is closed.

#include <optional>
#include <string>
#include <string_view>

#include "protocol/Crypto.h"
#include "protocol/Frame.h"

namespace shogi::net {

class SecureChannel {
public:
    SecureChannel(const Key& sendKey, const Key& receiveKey);

    static constexpr std::size_t kMaxMessage = kMaxPayload - kSealOverhead;

    // The whole frame that carries `message` (at most kMaxMessage bytes).
    Bytes seal(std::string_view message);
    // The message a Sealed frame carries; nullopt with `error` when it cannot be opened.
    std::optional<std::string> open(const Frame& frame, std::string& error);

    std::uint64_t sent() const { return sent_; }
    std::uint64_t received() const { return received_; }

private:
    Key sendKey_;
    Key receiveKey_;
    std::uint64_t sent_ = 0;
    std::uint64_t received_ = 0;
};

}  // namespace shogi::net
