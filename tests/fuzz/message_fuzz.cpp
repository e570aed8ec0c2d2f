// Fuzzes the network game's message reader (net/protocol): what comes off the wire, through
// the frame reader, the handshake, the sealed channel and the game session of both roles. The
// first byte chooses the way in:
//   0  raw bytes, as a stranger sends them, into a host's frame reader and handshake;
//   1  messages (split at NUL bytes) straight into a host's and a guest's session in play;
//   2  the same messages sealed under the session's keys (so they open) and cut into pieces
//      at the fuzzer's choice, through the frame reader and the channel into the sessions.
// Nothing may crash, and a message a session refuses leaves its game as it was.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "protocol/Frame.h"
#include "protocol/GameSession.h"
#include "protocol/Handshake.h"
#include "protocol/SecureChannel.h"
#include "protocol/Secret.h"
#include "record/GameText.h"

using namespace shogi;
using namespace shogi::net;

namespace {

std::vector<std::string_view> split(std::string_view text) {
    std::vector<std::string_view> parts;
    while (!text.empty()) {
        const std::size_t nul = text.find('\0');
        parts.push_back(text.substr(0, nul));
        if (nul == std::string_view::npos) break;
        text.remove_prefix(nul + 1);
    }
    return parts;
}

// A host and a guest with a game of Micro Shogi between them, joined and synced, two moves in.
struct Pair {
    GameSession host;
    GameSession guest;
    Pair() : host(GameSession::host(newGame(), kBlack, {})), guest(GameSession::guest(std::nullopt, {})) {
        host.linkUp();
        guest.linkUp();
        exchange();
        playFirst(host, "d2-d3");
        playFirst(guest, "a4-a3");
    }
    static GameRecord newGame() {
        GameRecord r;
        r.variant = findVariant("micro");
        r.start = startPosition(*r.variant);
        r.timeControl = TimeControl::fischer(60, 5);
        r.gameId = "FUZZ";
        return r;
    }
    void playFirst(GameSession& side, const char* text) {
        std::string error;
        const std::optional<Move> m = parseMove(side.game(), text, error);
        if (!m || !side.playMove(*m).empty()) std::abort();
        exchange();
    }
    void exchange() {
        for (int round = 0; round < 4; ++round) {
            for (const std::string& m : guest.takeOutgoing()) host.receive(m);
            for (const std::string& m : host.takeOutgoing()) guest.receive(m);
        }
        host.takeEvents();
        guest.takeEvents();
    }
};

// Feeds one message to a session; a refusal must leave its game as it was.
void feed(GameSession& side, std::string_view message) {
    if (!side.hasGame()) {
        side.receive(message);
        return;
    }
    const std::uint64_t hash = side.game().position().hash();
    const std::size_t moves = side.game().moves().size();
    const GameResult result = side.game().result();
    if (!side.receive(message).empty() &&
        (side.game().position().hash() != hash || side.game().moves().size() != moves || !(side.game().result() == result)))
        std::abort();
    side.takeOutgoing();
    side.takeEvents();
    side.tick();
}

void strangerBytes(std::string_view bytes) {
    FrameReader reader;
    Handshake host(Role::Host, secretKey("7QK4-M2XP-9D3F-HT6W-ZR8B-C5NJ"));
    reader.feed(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
    while (std::optional<Frame> frame = reader.next())
        if (host.receive(*frame).status != Handshake::Status::Going) break;
    if (reader.failed() && reader.error().empty()) std::abort();
}

void sealedMessages(std::string_view text) {
    Pair pair;
    const Key a = secretKey("AAAABBBBCCCCDDDD"), b = secretKey("EEEEFFFFGGGGHHHH");
    SecureChannel sender(a, b), receiver(b, a);
    // The first bytes say where the stream is cut.
    const std::size_t cut = text.empty() ? 1 : 1 + static_cast<unsigned char>(text.front()) % 13;
    std::vector<std::uint8_t> stream;
    for (std::string_view m : split(text.empty() ? text : text.substr(1))) {
        if (m.size() > SecureChannel::kMaxMessage) continue;
        const Bytes frame = sender.seal(m);
        stream.insert(stream.end(), frame.begin(), frame.end());
    }
    FrameReader reader;
    for (std::size_t at = 0; at < stream.size(); at += cut) {
        reader.feed(stream.data() + at, std::min(cut, stream.size() - at));
        while (std::optional<Frame> frame = reader.next()) {
            std::string error;
            const std::optional<std::string> message = receiver.open(*frame, error);
            if (!message) std::abort();  // sealed in order under the right key: it must open
            feed(pair.host, *message);
            feed(pair.guest, *message);
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
    switch (data[0] % 3) {
        case 0: strangerBytes(text); break;
        case 1: {
            Pair pair;
            for (std::string_view m : split(text)) {
                feed(pair.host, m);
                feed(pair.guest, m);
            }
            break;
        }
        default: sealedMessages(text); break;
    }
    return 0;
}
