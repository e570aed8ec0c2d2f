#include "protocol/Frame.h"

namespace shogi::net {
namespace {

bool knownKind(std::uint8_t kind) { return kind >= 1 && kind <= 5; }

}  // namespace

std::array<std::uint8_t, kHeaderBytes> frameHeader(FrameKind kind, std::size_t payloadSize) {
    return {static_cast<std::uint8_t>(kProtocolVersion), static_cast<std::uint8_t>(kind),
            static_cast<std::uint8_t>(payloadSize >> 24), static_cast<std::uint8_t>(payloadSize >> 16),
            static_cast<std::uint8_t>(payloadSize >> 8), static_cast<std::uint8_t>(payloadSize)};
}

Bytes encodeFrame(FrameKind kind, const Bytes& payload) {
    // Made at its full size and filled: GCC 12 warns falsely on inserting into a short vector.
    const auto header = frameHeader(kind, payload.size());
    Bytes out(kHeaderBytes + payload.size());
    std::copy(header.begin(), header.end(), out.begin());
    std::copy(payload.begin(), payload.end(), out.begin() + kHeaderBytes);
    return out;
}

void FrameReader::feed(const std::uint8_t* data, std::size_t size) {
    if (failed()) return;
    // What was read is dropped once it is half the buffer, so a long game keeps a small one.
    if (start_ > 0 && start_ * 2 >= buffer_.size()) {
        buffer_.erase(buffer_.begin(), buffer_.begin() + static_cast<std::ptrdiff_t>(start_));
        start_ = 0;
    }
    buffer_.insert(buffer_.end(), data, data + size);
}

std::optional<Frame> FrameReader::next() {
    if (failed() || buffered() < kHeaderBytes) return std::nullopt;
    const std::uint8_t* h = buffer_.data() + start_;
    if (h[0] != kProtocolVersion) {
        // Something that is not this protocol at all (a web browser, a port scanner) sends text.
        error_ = h[0] >= 0x20 && h[0] < 0x7f
                     ? "the other side does not speak the Large Shogi protocol"
                     : "the other side speaks protocol version " + std::to_string(h[0]) + ", this program version " +
                           std::to_string(kProtocolVersion) + " (both players need the same version of Large Shogi)";
        return std::nullopt;
    }
    if (!knownKind(h[1])) {
        error_ = "a frame of unknown kind " + std::to_string(h[1]);
        return std::nullopt;
    }
    const std::size_t size = std::size_t{h[2]} << 24 | std::size_t{h[3]} << 16 | std::size_t{h[4]} << 8 | h[5];
    if (size > kMaxPayload) {
        error_ = "a message of " + std::to_string(size) + " bytes, over the limit of " + std::to_string(kMaxPayload);
        return std::nullopt;
    }
    if (buffered() < kHeaderBytes + size) return std::nullopt;
    Frame frame;
    frame.kind = static_cast<FrameKind>(h[1]);
    std::copy(h, h + kHeaderBytes, frame.header.begin());
    frame.payload.assign(h + kHeaderBytes, h + kHeaderBytes + size);
    start_ += kHeaderBytes + size;
    return frame;
}

}  // namespace shogi::net
