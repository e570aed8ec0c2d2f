#include "protocol/Message.h"

#include <charconv>
#include <vector>

namespace shogi::net {
namespace {

struct TypeName {
    MessageType type;
    const char* id;
};

constexpr TypeName kTypes[] = {
    {MessageType::Join, "join"},
    {MessageType::Sync, "sync"},
    {MessageType::Refuse, "refuse"},
    {MessageType::Move, "move"},
    {MessageType::Resign, "resign"},
    {MessageType::Flag, "flag"},
    {MessageType::End, "end"},
    {MessageType::DrawOffer, "draw-offer"},
    {MessageType::DrawAccept, "draw-accept"},
    {MessageType::DrawDecline, "draw-decline"},
    {MessageType::TakebackRequest, "takeback-request"},
    {MessageType::TakebackAccept, "takeback-accept"},
    {MessageType::TakebackDecline, "takeback-decline"},
    {MessageType::Takeback, "takeback"},
    {MessageType::Chat, "chat"},
    {MessageType::Ping, "ping"},
    {MessageType::Pong, "pong"},
    {MessageType::Bye, "bye"},
    {MessageType::Stop, "stop"},
};

constexpr long long kMaxEpoch = 1'000'000'000;
constexpr long long kMaxPly = 1'000'000;
constexpr long long kMaxMs = 1'000'000'000;  // eleven days: longer than any clock allows

// The fields of a message's first line: `count` words, then the rest of the line (free text,
// possibly empty) when the message has one.
class Fields {
public:
    Fields(std::string_view line, std::size_t count, bool rest, std::string& error) : error_(error) {
        for (std::size_t i = 0; i < count; ++i) {
            if (line.empty()) {
                error_ = "expected " + std::to_string(count) + " fields, found " + std::to_string(i);
                return;
            }
            const std::size_t space = line.find(' ');
            words_.push_back(line.substr(0, space));
            if (words_.back().empty()) {
                error_ = "an empty field (two spaces)";
                return;
            }
            line = space == std::string_view::npos ? std::string_view() : line.substr(space + 1);
        }
        if (!rest && !line.empty()) error_ = "more fields than expected";
        rest_ = line;
    }
    bool ok() const { return error_.empty(); }
    std::string_view word(std::size_t i) const { return words_[i]; }
    std::string_view rest() const { return rest_; }

    bool number(std::size_t i, long long max, long long& out, const char* what) {
        const std::string_view w = words_[i];
        const auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), out);
        if (ec != std::errc{} || end != w.data() + w.size() || out < 0 || out > max || (w.size() > 1 && w[0] == '0'))
            return bad(what, w);
        return true;
    }
    template <typename Int>
    bool number(std::size_t i, long long max, Int& out, const char* what) {
        long long value = 0;
        if (!number(i, max, value, what)) return false;
        out = static_cast<Int>(value);
        return true;
    }
    bool hash(std::size_t i, std::uint64_t& out) {
        const std::string_view w = words_[i];
        const auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), out, 16);
        if (w.size() != 16 || ec != std::errc{} || end != w.data() + w.size()) return bad("hash", w);
        return true;
    }
    bool bad(const char* what, std::string_view value) {
        error_ = std::string("bad ") + what + " '" + std::string(value.substr(0, 40)) + "'";
        return false;
    }

private:
    std::vector<std::string_view> words_;
    std::string_view rest_;
    std::string& error_;
};

std::string hex(std::uint64_t value) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string text(16, '0');
    for (int i = 15; i >= 0; --i, value >>= 4) text[static_cast<std::size_t>(i)] = kDigits[value & 15];
    return text;
}

std::string clockToken(const std::optional<SideClock>& clock) {
    if (!clock) return "-";
    return std::to_string(clock->mainMs) + "/" + std::to_string(clock->periods) + "/" + std::to_string(clock->periodUsedMs);
}

bool parseClockToken(std::string_view token, std::optional<SideClock>& out) {
    if (token == "-") {
        out.reset();
        return true;
    }
    long long parts[3];
    for (int i = 0; i < 3; ++i) {
        const std::size_t slash = token.find('/');
        if ((i < 2) == (slash == std::string_view::npos)) return false;
        const std::string_view part = token.substr(0, slash);
        const auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), parts[i]);
        if (part.empty() || ec != std::errc{} || end != part.data() + part.size() || parts[i] < 0 || parts[i] > kMaxMs)
            return false;
        token = slash == std::string_view::npos ? std::string_view() : token.substr(slash + 1);
    }
    if (parts[1] > 100) return false;
    out = SideClock{parts[0], static_cast<int>(parts[1]), parts[2]};
    return true;
}

std::optional<Side> sideFromId(std::string_view id) {
    if (id == "black") return kBlack;
    if (id == "white") return kWhite;
    return std::nullopt;
}

std::optional<Outcome> outcomeFromId(std::string_view id) {
    for (Outcome o : {Outcome::BlackWins, Outcome::WhiteWins, Outcome::Draw})
        if (id == outcomeId(o)) return o;
    return std::nullopt;
}

// The ends a player decides (the rest follow from the moves, and both sides see them).
std::optional<EndReason> reasonFromId(std::string_view id) {
    for (EndReason r : {EndReason::Resignation, EndReason::TimeForfeit, EndReason::Agreement})
        if (id == endReasonId(r)) return r;
    return std::nullopt;
}

bool isWord(std::string_view w, std::size_t maxBytes) {
    if (w.empty() || w.size() > maxBytes) return false;
    for (char c : w)
        if (static_cast<unsigned char>(c) <= 0x20 || static_cast<unsigned char>(c) >= 0x7f) return false;
    return true;
}

std::string epochPly(const Message& m) { return " " + std::to_string(m.epoch) + " " + std::to_string(m.ply); }

}  // namespace

bool isMessageText(std::string_view text, std::size_t maxBytes) {
    if (text.size() > maxBytes) return false;
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x20 || c == 0x7f) return false;
        std::size_t length = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
        if (length == 0 || i + length > text.size()) return false;
        std::uint32_t code = length == 1 ? c : c & (0x7f >> length);
        for (std::size_t k = 1; k < length; ++k) {
            const auto cc = static_cast<unsigned char>(text[i + k]);
            if ((cc >> 6) != 2) return false;
            code = code << 6 | (cc & 0x3f);
        }
        // Overlong forms, surrogates, code points past Unicode, and C1 controls are refused.
        static constexpr std::uint32_t kMinimum[] = {0, 0, 0x80, 0x800, 0x10000};
        if (code < kMinimum[length] || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff ||
            (code >= 0x80 && code < 0xa0))
            return false;
        i += length;
    }
    return true;
}

const char* messageTypeId(MessageType type) {
    for (const TypeName& t : kTypes)
        if (t.type == type) return t.id;
    return "?";
}

std::string encodeMessage(const Message& m) {
    std::string out = messageTypeId(m.type);
    switch (m.type) {
        case MessageType::Join:
            out += " " + (m.gameId.empty() ? std::string("-") : m.gameId) + " " + std::to_string(m.ply) + " " + hex(m.hash) +
                   " " + m.player;
            if (!m.text.empty()) out += " " + m.text;
            break;
        case MessageType::Sync:
            out += " " + std::to_string(m.epoch) + (m.side == kBlack ? " black" : " white") + "\n" + m.body;
            break;
        case MessageType::Refuse: out += " " + m.code + " " + m.text; break;
        case MessageType::Move:
            out += epochPly(m) + " " + m.move + " " + hex(m.hash) + " " + std::to_string(m.thinkingMs) + " " + clockToken(m.clock);
            break;
        case MessageType::End:
            out += epochPly(m) + " " + outcomeId(m.result.outcome) + " " + endReasonId(m.result.reason);
            break;
        case MessageType::TakebackRequest:
        case MessageType::TakebackAccept: out += epochPly(m) + " " + std::to_string(m.target); break;
        case MessageType::Takeback:
            out += " " + std::to_string(m.epoch) + " " + std::to_string(m.target) + " " + clockToken(m.clocks[kBlack]) + " " +
                   clockToken(m.clocks[kWhite]);
            break;
        case MessageType::Resign:
        case MessageType::Flag:
        case MessageType::DrawOffer:
        case MessageType::DrawAccept:
        case MessageType::DrawDecline:
        case MessageType::TakebackDecline: out += epochPly(m); break;
        case MessageType::Ping:
        case MessageType::Pong: out += " " + std::to_string(m.number); break;
        case MessageType::Chat:
        case MessageType::Bye:
        case MessageType::Stop: out += " " + m.text; break;
    }
    return out;
}

std::optional<Message> decodeMessage(std::string_view text, std::string& error) {
    const std::size_t newline = text.find('\n');
    const std::string_view line = text.substr(0, newline);
    const std::string_view body = newline == std::string_view::npos ? std::string_view() : text.substr(newline + 1);
    const std::string_view id = line.substr(0, line.find(' '));
    Message m;
    bool known = false;
    for (const TypeName& t : kTypes)
        if (id == t.id) {
            m.type = t.type;
            known = true;
        }
    std::string why;
    auto fail = [&](const std::string& what) {
        error = "a malformed message (" + std::string(known ? id : "?") + "): " + what;
        return std::nullopt;
    };
    if (!known) return fail("unknown message '" + std::string(id.substr(0, 40)) + "'");
    if (m.type != MessageType::Sync && newline != std::string_view::npos) return fail("a line break in a one-line message");
    const std::string_view args = id.size() < line.size() ? line.substr(id.size() + 1) : std::string_view();
    if (id.size() < line.size() && args.empty()) return fail("a space after the message's name and nothing else");
    auto fields = [&](std::size_t count, bool rest) { return Fields(args, count, rest, why); };
    switch (m.type) {
        case MessageType::Join: {
            Fields f = fields(4, true);
            if (!f.ok() || !f.number(1, kMaxPly, m.ply, "ply") || !f.hash(2, m.hash)) return fail(why);
            if (f.word(0) != "-") {
                if (!isWord(f.word(0), 64)) return fail("bad game id");
                m.gameId = std::string(f.word(0));
            }
            if (!isWord(f.word(3), 32)) return fail("bad player");
            m.player = std::string(f.word(3));
            if (!isMessageText(f.rest(), kMaxNameBytes)) return fail("a name that is too long or not text");
            m.text = std::string(f.rest());
            break;
        }
        case MessageType::Sync: {
            Fields f = fields(2, false);
            if (!f.ok() || !f.number(0, kMaxEpoch, m.epoch, "epoch")) return fail(why);
            const std::optional<Side> side = sideFromId(f.word(1));
            if (!side) return fail("bad side '" + std::string(f.word(1).substr(0, 20)) + "'");
            if (body.empty()) return fail("no game after the line");
            m.side = *side;
            m.body = std::string(body);
            break;
        }
        case MessageType::Refuse: {
            Fields f = fields(1, true);
            if (!f.ok()) return fail(why);
            if (f.word(0) != "other-game" && f.word(0) != "busy") return fail("unknown refusal");
            if (!isMessageText(f.rest(), kMaxReasonBytes)) return fail("a reason that is too long or not text");
            m.code = std::string(f.word(0));
            m.text = std::string(f.rest());
            break;
        }
        case MessageType::Move: {
            Fields f = fields(6, false);
            if (!f.ok() || !f.number(0, kMaxEpoch, m.epoch, "epoch") || !f.number(1, kMaxPly, m.ply, "ply") ||
                !f.hash(3, m.hash) || !f.number(4, kMaxMs, m.thinkingMs, "thinking time"))
                return fail(why);
            if (m.ply < 1) return fail("move number 0");
            if (!isWord(f.word(2), 64)) return fail("bad move text");
            m.move = std::string(f.word(2));
            if (!parseClockToken(f.word(5), m.clock)) return fail("bad clock '" + std::string(f.word(5).substr(0, 40)) + "'");
            break;
        }
        case MessageType::End: {
            Fields f = fields(4, false);
            if (!f.ok() || !f.number(0, kMaxEpoch, m.epoch, "epoch") || !f.number(1, kMaxPly, m.ply, "ply")) return fail(why);
            const std::optional<Outcome> outcome = outcomeFromId(f.word(2));
            const std::optional<EndReason> reason = reasonFromId(f.word(3));
            if (!outcome || !reason) return fail("bad result");
            if ((*reason == EndReason::Agreement) != (*outcome == Outcome::Draw)) return fail("a result that cannot be");
            m.result = {*outcome, *reason};
            break;
        }
        case MessageType::TakebackRequest:
        case MessageType::TakebackAccept: {
            Fields f = fields(3, false);
            if (!f.ok() || !f.number(0, kMaxEpoch, m.epoch, "epoch") || !f.number(1, kMaxPly, m.ply, "ply") ||
                !f.number(2, kMaxPly, m.target, "target"))
                return fail(why);
            if (m.target >= m.ply) return fail("a takeback to a later move");
            break;
        }
        case MessageType::Takeback: {
            Fields f = fields(4, false);
            if (!f.ok() || !f.number(0, kMaxEpoch, m.epoch, "epoch") || !f.number(1, kMaxPly, m.target, "target"))
                return fail(why);
            if (!parseClockToken(f.word(2), m.clocks[kBlack]) || !parseClockToken(f.word(3), m.clocks[kWhite]) ||
                m.clocks[kBlack].has_value() != m.clocks[kWhite].has_value())
                return fail("bad clocks");
            break;
        }
        case MessageType::Resign:
        case MessageType::Flag:
        case MessageType::DrawOffer:
        case MessageType::DrawAccept:
        case MessageType::DrawDecline:
        case MessageType::TakebackDecline: {
            Fields f = fields(2, false);
            if (!f.ok() || !f.number(0, kMaxEpoch, m.epoch, "epoch") || !f.number(1, kMaxPly, m.ply, "ply")) return fail(why);
            break;
        }
        case MessageType::Ping:
        case MessageType::Pong: {
            Fields f = fields(1, false);
            if (!f.ok() || !f.number(0, kMaxEpoch, m.number, "number")) return fail(why);
            break;
        }
        case MessageType::Chat:
            if (args.empty() || !isMessageText(args, kMaxChatBytes)) return fail("a chat line that is empty, too long or not text");
            m.text = std::string(args);
            break;
        case MessageType::Bye:
            if (args != "saved" && args != "left") return fail("bad reason");
            m.text = std::string(args);
            break;
        case MessageType::Stop:
            if (args.empty() || !isMessageText(args, kMaxReasonBytes)) return fail("a reason that is empty, too long or not text");
            m.text = std::string(args);
            break;
    }
    return m;
}

}  // namespace shogi::net
