// The network protocol below the game: invitations, secrets, frames, the handshake and the
// encrypted channel, without sockets.
#include <gtest/gtest.h>

#include "protocol/Frame.h"
#include "protocol/Handshake.h"
#include "protocol/Invitation.h"
#include "protocol/Secret.h"
#include "protocol/SecureChannel.h"
#include "NetTestSupport.h"

using namespace shogi::net;
using shogi::test::kTestSecret;

namespace {


std::optional<Frame> readOne(const Bytes& bytes) {
    FrameReader reader;
    reader.feed(bytes.data(), bytes.size());
    return reader.next();
}

// Runs a handshake between a guest and a host knowing the given secrets; returns both.
struct HandshakeRun {
    Handshake guest;
    Handshake host;
    Handshake::Step guestEnd, hostEnd;
};

HandshakeRun handshake(const std::string& guestSecret, const std::string& hostSecret) {
    HandshakeRun run{Handshake(Role::Guest, secretKey(guestSecret)), Handshake(Role::Host, secretKey(hostSecret)), {}, {}};
    std::vector<Bytes> toHost{run.guest.start()}, toGuest;
    while (!toHost.empty() || !toGuest.empty()) {
        for (const Bytes& b : std::exchange(toHost, {})) {
            run.hostEnd = run.host.receive(*readOne(b));
            toGuest.insert(toGuest.end(), run.hostEnd.send.begin(), run.hostEnd.send.end());
        }
        for (const Bytes& b : std::exchange(toGuest, {})) {
            run.guestEnd = run.guest.receive(*readOne(b));
            toHost.insert(toHost.end(), run.guestEnd.send.begin(), run.guestEnd.send.end());
        }
    }
    return run;
}

}  // namespace

TEST(Invitation, RoundTripsWithEveryKindOfAddress) {
    Invitation in;
    in.secret = kTestSecret;
    in.port = 47623;
    in.hosts = {"192.168.1.20", "2001:db8::20", "shogi.example.org"};
    const std::string text = formatInvitation(in);
    EXPECT_EQ(text, "lshogi1:7QK4-M2XP-9D3F-HT6W-ZR8B-C5NJ@192.168.1.20,[2001:db8::20],shogi.example.org:47623");
    std::string error;
    // A messenger may wrap it in a sentence and a line break.
    const std::optional<Invitation> out = parseInvitation("Join me: " + text + "\nsee you", error);
    ASSERT_TRUE(out) << error;
    EXPECT_EQ(out->hosts, in.hosts);
    EXPECT_EQ(out->port, in.port);
    EXPECT_EQ(out->secret, in.secret);
}

TEST(Invitation, BadInvitationsNameWhatIsWrong) {
    const std::pair<std::string, std::string> cases[] = {
        {"hello", "no invitation in the text (it starts with 'lshogi1:')"},
        {"lshogi2:7QK4-M2XP-9D3F-HT6W@1.2.3.4:5",
         "the invitation is for protocol version 2; this program speaks version 1 (both players need the same version "
         "of Large Shogi)"},
        {"lshogi1:7QK4M2XP9D3FHT6W1.2.3.4:5", "the invitation has no '@' between the secret and the addresses"},
        {"lshogi1:short@1.2.3.4:5", "the invitation's secret: a secret is 16 to 64 characters, this one has 5"},
        {"lshogi1:7QK4-M2XP-9D3F-HT6W@1.2.3.4", "the invitation has no port after the addresses"},
        {"lshogi1:7QK4-M2XP-9D3F-HT6W@1.2.3.4:70000", "bad port '70000' (1 to 65535)"},
        {"lshogi1:7QK4-M2XP-9D3F-HT6W@1.2.3.400:5", "bad address '1.2.3.400'"},
        {"lshogi1:7QK4-M2XP-9D3F-HT6W@[2001:db8::1:5", "an IPv6 address without its closing ']'"},
        {"lshogi1:7QK4-M2XP-9D3F-HT6W@[zz::1]:5", "bad IPv6 address 'zz::1'"},
        {"lshogi1:7QK4-M2XP-9D3F-HT6W@:5", "the invitation names no address"},
    };
    for (const auto& [text, expected] : cases) {
        std::string error;
        EXPECT_FALSE(parseInvitation(text, error)) << text;
        EXPECT_EQ(error, expected) << text;
    }
}

TEST(Secret, NewSecretsAreLongRandomAndReadLikeTheirTypedForms) {
    const std::string a = newSecret(), b = newSecret();
    EXPECT_NE(a, b);
    EXPECT_EQ(a.size(), 29u);  // six groups of four and five dashes
    EXPECT_EQ(checkSecret(a), "");
    // Case, dashes and the letters O, I and L read as digits do not change the key.
    EXPECT_EQ(secretKey("7QK4-M2XP-9D3F-HT60-ZR8B-C5NJ"), secretKey("7qk4m2xp9d3fht6OzR8bc5nj"));
    EXPECT_EQ(secretKey("ABCD1111EFGH2222"), secretKey("abcdIlLiefgh2222"));
    EXPECT_NE(secretKey(a), secretKey(b));
    EXPECT_EQ(checkSecret("abc"), "a secret is 16 to 64 characters, this one has 3");
    EXPECT_EQ(checkSecret("abcdefgh ijklmnop"), "a secret holds only letters, digits and '-'");
    EXPECT_EQ(checkSecret("abcd----------efgh"), "a secret has at least 16 letters or digits besides its dashes");
}

TEST(Frames, AreReadInAnyPiecesAndRefusedWhenOversizedOrForeign) {
    const Bytes frame = encodeFrame(FrameKind::Hello, Bytes(38, 7));
    FrameReader reader;
    for (std::uint8_t byte : frame) {
        EXPECT_FALSE(reader.failed());
        reader.feed(&byte, 1);
    }
    const std::optional<Frame> read = reader.next();
    ASSERT_TRUE(read);
    EXPECT_EQ(read->kind, FrameKind::Hello);
    EXPECT_EQ(read->payload, Bytes(38, 7));
    EXPECT_FALSE(reader.next());

    // A length over the limit is refused from the header, before any of its payload comes.
    FrameReader big;
    const auto header = frameHeader(FrameKind::Sealed, kMaxPayload + 1);
    big.feed(header.data(), header.size());
    EXPECT_FALSE(big.next());
    EXPECT_EQ(big.error(), "a message of 262145 bytes, over the limit of 262144");
    // Another version, another program, an unknown kind.
    FrameReader other;
    const std::uint8_t v2[] = {2, 5, 0, 0, 0, 0};
    other.feed(v2, sizeof v2);
    EXPECT_FALSE(other.next());
    EXPECT_EQ(other.error(),
              "the other side speaks protocol version 2, this program version 1 (both players need the same version of "
              "Large Shogi)");
    FrameReader http;
    const std::string get = "GET / HTTP/1.1\r\n";
    http.feed(reinterpret_cast<const std::uint8_t*>(get.data()), get.size());
    EXPECT_FALSE(http.next());
    EXPECT_EQ(http.error(), "the other side does not speak the Large Shogi protocol");
    FrameReader kind;
    const std::uint8_t k9[] = {1, 9, 0, 0, 0, 0};
    kind.feed(k9, sizeof k9);
    EXPECT_FALSE(kind.next());
    EXPECT_EQ(kind.error(), "a frame of unknown kind 9");
}

TEST(Handshake, TheSameSecretGivesBothSidesMatchingKeys) {
    const HandshakeRun run = handshake(kTestSecret, kTestSecret);
    ASSERT_EQ(run.host.status(), Handshake::Status::Done) << run.hostEnd.error;
    ASSERT_EQ(run.guest.status(), Handshake::Status::Done) << run.guestEnd.error;
    EXPECT_EQ(run.guest.sendKey(), run.host.receiveKey());
    EXPECT_EQ(run.host.sendKey(), run.guest.receiveKey());
    EXPECT_NE(run.guest.sendKey(), run.guest.receiveKey());  // each direction has its own
    // A second connection with the same secret gets other keys (fresh nonces on both sides).
    const HandshakeRun again = handshake(kTestSecret, kTestSecret);
    EXPECT_NE(again.guest.sendKey(), run.guest.sendKey());
}

TEST(Handshake, AWrongSecretIsRefusedAndTheSecretNeverCrossesTheWire) {
    const HandshakeRun run = handshake("AAAA-BBBB-CCCC-DDDD", kTestSecret);
    EXPECT_EQ(run.host.status(), Handshake::Status::Failed);
    EXPECT_TRUE(run.hostEnd.wrongSecret);
    EXPECT_EQ(run.guest.status(), Handshake::Status::Failed);
    EXPECT_TRUE(run.guestEnd.refused);
    EXPECT_TRUE(run.guestEnd.wrongSecret);
    EXPECT_EQ(run.guestEnd.error, "the host refused the connection: wrong secret");

    // What a guest sends carries neither the secret nor its key.
    Handshake guest(Role::Guest, secretKey(kTestSecret));
    const Bytes hello = guest.start();
    const std::string wire(hello.begin(), hello.end());
    EXPECT_EQ(wire.find("7QK4"), std::string::npos);
    const Key key = secretKey(kTestSecret);
    EXPECT_EQ(std::search(hello.begin(), hello.end(), key.begin(), key.begin() + 8), hello.end());
}

TEST(Handshake, AHostThatCannotProveTheSecretIsNotTrusted) {
    // A host with another secret answers the guest's proof with a proof of its own (as if it
    // had not checked): the guest refuses it.
    Handshake guest(Role::Guest, secretKey(kTestSecret));
    Handshake fake(Role::Host, secretKey("AAAA-BBBB-CCCC-DDDD"));
    const Handshake::Step challenge = fake.receive(*readOne(guest.start()));
    const Handshake::Step proof = guest.receive(*readOne(challenge.send.at(0)));
    Bytes fakeProof(32, 0x55);
    const Handshake::Step end = guest.receive(*readOne(encodeFrame(FrameKind::Proof, fakeProof)));
    EXPECT_EQ(end.status, Handshake::Status::Failed);
    EXPECT_EQ(end.error, "the host could not prove that it knows the invitation's secret");
    (void)proof;
}

TEST(SecureChannel, RefusesAlteredReplayedReorderedAndMisdirectedMessages) {
    const HandshakeRun run = handshake(kTestSecret, kTestSecret);
    SecureChannel guest(run.guest.sendKey(), run.guest.receiveKey());
    SecureChannel host(run.host.sendKey(), run.host.receiveKey());
    const Bytes first = guest.seal("move 1 1 d2-d3 0123456789abcdef 100 -");
    const Bytes second = guest.seal("chat hello");
    std::string error;

    // In order, each opens once.
    std::optional<std::string> m = host.open(*readOne(first), error);
    ASSERT_TRUE(m) << error;
    EXPECT_EQ(*m, "move 1 1 d2-d3 0123456789abcdef 100 -");
    // Replayed: refused.
    EXPECT_FALSE(host.open(*readOne(first), error));
    EXPECT_EQ(error, "message 2 could not be authenticated: it was altered, replayed or sent out of order");
    // One bit changed: refused.
    Bytes altered = second;
    altered.back() ^= 1;
    EXPECT_FALSE(host.open(*readOne(altered), error));
    // The header is authenticated too: its kind or length cannot be changed either.
    EXPECT_TRUE(host.open(*readOne(second), error)) << error;

    // Out of order: the third sealed opened as the second fails.
    SecureChannel host2(run.host.sendKey(), run.host.receiveKey());
    SecureChannel guest2(run.guest.sendKey(), run.guest.receiveKey());
    const Bytes a = guest2.seal("a"), b = guest2.seal("b");
    EXPECT_FALSE(host2.open(*readOne(b), error));
    // Played back to its sender (the other direction's key): refused.
    SecureChannel guest3(run.guest.sendKey(), run.guest.receiveKey());
    EXPECT_FALSE(guest3.open(*readOne(a), error));
    // Nothing but Sealed frames after the handshake.
    EXPECT_FALSE(host2.open(*readOne(encodeFrame(FrameKind::Hello, Bytes(38))), error));
    EXPECT_EQ(error, "a handshake frame after the handshake");
    // The plain text is not on the wire.
    const std::string wire(second.begin(), second.end());
    EXPECT_EQ(wire.find("hello"), std::string::npos);
}
