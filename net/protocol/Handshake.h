#pragma once
// The handshake: each side proves that it knows the invitation's secret without sending it,
// and both come away with fresh keys for this connection only.
//
//   guest -> host   Hello      "LSHOGI", Ng (32 random bytes)
//   host  -> guest  Challenge  Nh (32 random bytes)
//   guest -> host   Proof      HMAC(A, "guest" | v | Ng | Nh)
//   host  -> guest  Proof      HMAC(A, "host" | v | Ng | Nh)      or Refused (wrong secret)
//
// A is a subkey of the secret's key (Secret.h); v the protocol version. The guest proves first,
// so a stranger learns nothing about the secret from the host. The session key is a BLAKE2b of
// Ng | Nh under another subkey E, and each direction gets its own subkey of it: a recorded
// connection replayed later meets new nonces and fails, and a message sent one way cannot be
// played back the other way.

#include <string>
#include <string_view>
#include <vector>

#include "protocol/Crypto.h"
#include "protocol/Frame.h"

namespace shogi::net {

enum class Role { Host, Guest };

// Why a host refuses before the handshake is over (the code byte of a Refused frame).
enum class RefusalCode : std::uint8_t {
    WrongSecret = 1,
    NotAccepting = 2,  // too many wrong secrets: the host no longer takes connections
};

class Handshake {
public:
    Handshake(Role role, const Key& secretKey);

    // The guest's Hello frame; the host sends nothing first.
    Bytes start();

    enum class Status { Going, Done, Failed };
    struct Step {
        Status status = Status::Going;
        std::vector<Bytes> send;  // frames to send now, in order
        std::string error;        // Failed: why, for the player
        bool wrongSecret = false;  // Failed because the other side did not prove the secret
        bool refused = false;      // Failed because the host refused (a Refused frame came)
    };
    Step receive(const Frame& frame);
    Status status() const { return status_; }

    // After Done: this side's keys for sending and receiving.
    const Key& sendKey() const { return sendKey_; }
    const Key& receiveKey() const { return receiveKey_; }

    // A Refused frame (the host says why it will not go on; the text is for the player).
    static Bytes refusal(RefusalCode code, std::string_view text);

private:
    Step fail(std::string error, bool wrongSecret = false);
    Bytes transcript(std::string_view who) const;
    void makeKeys();

    Role role_;
    Key authKey_;
    Key encryptionKey_;
    Nonce guestNonce_{};
    Nonce hostNonce_{};
    Status status_ = Status::Going;
    int expected_;  // the FrameKind expected next
    Key sendKey_{};
    Key receiveKey_{};
};

}  // namespace shogi::net
