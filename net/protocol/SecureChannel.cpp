#include "protocol/SecureChannel.h"

namespace shogi::net {

SecureChannel::SecureChannel(const Key& sendKey, const Key& receiveKey) : sendKey_(sendKey), receiveKey_(receiveKey) {}

Bytes SecureChannel::seal(std::string_view message) {
    const auto header = frameHeader(FrameKind::Sealed, message.size() + kSealOverhead);
    Bytes frame(header.begin(), header.end());
    const Bytes sealed = net::seal(sendKey_, sent_++, header.data(), header.size(), message);
    frame.insert(frame.end(), sealed.begin(), sealed.end());
    return frame;
}

std::optional<std::string> SecureChannel::open(const Frame& frame, std::string& error) {
    if (frame.kind != FrameKind::Sealed) {
        error = "a handshake frame after the handshake";
        return std::nullopt;
    }
    std::optional<std::string> message =
        unseal(receiveKey_, received_, frame.header.data(), frame.header.size(), frame.payload.data(), frame.payload.size());
    if (!message) {
        error = "message " + std::to_string(received_ + 1) +
                " could not be authenticated: it was altered, replayed or sent out of order";
        return std::nullopt;
    }
    ++received_;
    return message;
}

}  // namespace shogi::net
