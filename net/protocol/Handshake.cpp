#include "protocol/Handshake.h"

#include <algorithm>

namespace shogi::net {
namespace {

constexpr std::string_view kHelloMagic = "LSHOGI";
constexpr std::size_t kMaxRefusalText = 200;

}  // namespace

Handshake::Handshake(Role role, const Key& secretKey)
    : role_(role),
      authKey_(subkey(secretKey, 1, "LShsauth")),
      encryptionKey_(subkey(secretKey, 2, "LShsencr")),
      expected_(static_cast<int>(role == Role::Host ? FrameKind::Hello : FrameKind::Challenge)) {}

Bytes Handshake::start() {
    randomBytes(guestNonce_.data(), guestNonce_.size());
    Bytes payload(kHelloMagic.begin(), kHelloMagic.end());
    payload.insert(payload.end(), guestNonce_.begin(), guestNonce_.end());
    return encodeFrame(FrameKind::Hello, payload);
}

Bytes Handshake::refusal(RefusalCode code, std::string_view text) {
    text = text.substr(0, kMaxRefusalText);
    Bytes payload(1 + text.size());
    payload[0] = static_cast<std::uint8_t>(code);
    std::copy(text.begin(), text.end(), payload.begin() + 1);
    return encodeFrame(FrameKind::Refused, payload);
}

Handshake::Step Handshake::fail(std::string error, bool wrongSecret) {
    status_ = Status::Failed;
    Step step;
    step.status = Status::Failed;
    step.error = std::move(error);
    step.wrongSecret = wrongSecret;
    return step;
}

Bytes Handshake::transcript(std::string_view who) const {
    Bytes t(who.begin(), who.end());
    t.push_back(static_cast<std::uint8_t>(kProtocolVersion));
    t.insert(t.end(), guestNonce_.begin(), guestNonce_.end());
    t.insert(t.end(), hostNonce_.begin(), hostNonce_.end());
    return t;
}

void Handshake::makeKeys() {
    Bytes nonces(guestNonce_.begin(), guestNonce_.end());
    nonces.insert(nonces.end(), hostNonce_.begin(), hostNonce_.end());
    const Key session = hashKey(encryptionKey_, nonces.data(), nonces.size());
    const Key guestToHost = subkey(session, 1, "LSgst2hs");
    const Key hostToGuest = subkey(session, 2, "LShst2gs");
    sendKey_ = role_ == Role::Guest ? guestToHost : hostToGuest;
    receiveKey_ = role_ == Role::Guest ? hostToGuest : guestToHost;
    status_ = Status::Done;
}

Handshake::Step Handshake::receive(const Frame& frame) {
    if (status_ != Status::Going) return fail("a handshake frame after the handshake");
    if (frame.kind == FrameKind::Refused && role_ == Role::Guest) {
        const std::string text(frame.payload.begin() + (frame.payload.empty() ? 0 : 1), frame.payload.end());
        const bool wrong = !frame.payload.empty() && frame.payload[0] == static_cast<std::uint8_t>(RefusalCode::WrongSecret);
        Step step = fail("the host refused the connection: " + text.substr(0, kMaxRefusalText), wrong);
        step.refused = true;
        return step;
    }
    if (static_cast<int>(frame.kind) != expected_)
        return fail("the handshake went wrong: frame kind " + std::to_string(static_cast<int>(frame.kind)) +
                    " where " + std::to_string(expected_) + " was expected");
    Step step;
    switch (frame.kind) {
        case FrameKind::Hello: {  // host
            if (frame.payload.size() != kHelloMagic.size() + guestNonce_.size() ||
                !std::equal(kHelloMagic.begin(), kHelloMagic.end(), frame.payload.begin()))
                return fail("the other side does not speak the Large Shogi protocol");
            std::copy(frame.payload.begin() + static_cast<std::ptrdiff_t>(kHelloMagic.size()), frame.payload.end(),
                      guestNonce_.begin());
            randomBytes(hostNonce_.data(), hostNonce_.size());
            step.send.push_back(encodeFrame(FrameKind::Challenge, Bytes(hostNonce_.begin(), hostNonce_.end())));
            expected_ = static_cast<int>(FrameKind::Proof);
            return step;
        }
        case FrameKind::Challenge: {  // guest
            if (frame.payload.size() != hostNonce_.size()) return fail("a challenge of the wrong size");
            std::copy(frame.payload.begin(), frame.payload.end(), hostNonce_.begin());
            const Tag proof = authenticate(authKey_, transcript("guest"));
            step.send.push_back(encodeFrame(FrameKind::Proof, Bytes(proof.begin(), proof.end())));
            expected_ = static_cast<int>(FrameKind::Proof);
            return step;
        }
        case FrameKind::Proof: {
            const bool host = role_ == Role::Host;
            if (frame.payload.size() != sizeof(Tag) ||
                !verify(authKey_, transcript(host ? "guest" : "host"), frame.payload.data())) {
                if (host) {
                    Step refused = fail("the guest's secret is not this game's", true);
                    refused.send.push_back(refusal(RefusalCode::WrongSecret, "wrong secret"));
                    return refused;
                }
                return fail("the host could not prove that it knows the invitation's secret", true);
            }
            if (host) {
                const Tag proof = authenticate(authKey_, transcript("host"));
                step.send.push_back(encodeFrame(FrameKind::Proof, Bytes(proof.begin(), proof.end())));
            }
            makeKeys();
            step.status = Status::Done;
            return step;
        }
        default: return fail("the handshake went wrong: an unexpected frame");
    }
}

}  // namespace shogi::net
