#include "XboardSetup.h"

#include <algorithm>
#include <cctype>

#include "position/PositionText.h"

namespace shogi::cli {
namespace {

// XBoard 4.9 has 66 piece slots per side besides its King (HaChu's Dai Shogi table fills
// them all); the King is the table's last entry.
constexpr int kSlots = 66;
constexpr int kPawnSlot = 0;   // XBoard's Pawn
constexpr int kLionSlot = 21;  // XBoard's Lion: its own double-move handling
constexpr int kMaxFiles = 16, kMaxRanks = 16;

std::string lower(std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

std::string upper(std::string s) {
    for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

std::vector<std::string> split(std::string_view text, char by) {
    std::vector<std::string> parts;
    std::size_t begin = 0;
    for (;;) {
        const std::size_t end = text.find(by, begin);
        parts.emplace_back(text.substr(begin, end == std::string_view::npos ? end : end - begin));
        if (end == std::string_view::npos) return parts;
        begin = end + 1;
    }
}

bool isRoyalKing(const PieceType& t) { return t.has(kRoyal) && std::string_view(t.code) == "K"; }

}  // namespace

XboardPieces::XboardPieces(const Variant& variant) : variant_(variant) {
    const Geometry& g = variant.geometry();
    fits_ = g.files() <= kMaxFiles && g.ranks() <= kMaxRanks;
    typeId_.assign(variant.typeCount(), "");
    kindHasSlot_.assign(variant.kindCount(), false);
    slots_.assign(kSlots, ".");

    // IDs: the code's letters first (so Micro's P, B, G, S, K stay themselves and drops read
    // "P@b3"), then any letter; each plain or with ' after it: 52 IDs, enough for Hook's 40 types.
    std::vector<std::string> used{"K"};
    auto pickId = [&](const PieceType& t) {
        std::vector<std::string> candidates;
        for (const char* c = t.code; *c; ++c)
            for (const char* suffix : {"", "'"}) candidates.push_back(std::string(1, *c) + suffix);
        for (const char* suffix : {"", "'"})
            for (char c = 'A'; c <= 'Z'; ++c) candidates.push_back(std::string(1, c) + suffix);
        for (const std::string& id : candidates)
            if (std::find(used.begin(), used.end(), id) == used.end()) {
                used.push_back(id);
                return id;
            }
        return std::string();
    };
    int next = 0;
    auto freeSlot = [&](int preferred) {
        if (preferred >= 0 && slots_[preferred] == ".") return preferred;
        while (next < kSlots && (slots_[next] != "." || next == kPawnSlot || next == kLionSlot)) ++next;
        return next < kSlots ? next++ : -1;
    };

    // One-letter codes keep their letter; the others take what is left.
    for (int t = 0; t < variant.typeCount(); ++t) {
        const PieceType& type = variant.type(t);
        if (!variant.kind(Variant::kindOf(t, false)).valid) continue;
        if (isRoyalKing(type)) typeId_[t] = "K";  // the table's last entry
        else if (std::string_view(type.code).size() == 1) typeId_[t] = pickId(type);
    }
    for (int t = 0; t < variant.typeCount(); ++t)
        if (variant.kind(Variant::kindOf(t, false)).valid && typeId_[t].empty()) typeId_[t] = pickId(variant.type(t));

    // Unpromoted faces first, so that every piece of the start position has a slot.
    for (int t = 0; t < variant.typeCount(); ++t) {
        const PieceType& type = variant.type(t);
        if (!variant.kind(Variant::kindOf(t, false)).valid) continue;
        if (isRoyalKing(type)) {
            kindHasSlot_[Variant::kindOf(t, false)] = true;
            continue;
        }
        const std::string_view code = type.code;
        const int slot = freeSlot(code == "P" ? kPawnSlot : code == "LN" ? kLionSlot : -1);
        if (slot < 0) continue;
        slots_[slot] = typeId_[t];
        kindHasSlot_[Variant::kindOf(t, false)] = true;
    }
    // Then the promoted faces, each in a slot marked "^ID"; what does not fit is shown unpromoted.
    for (int t = 0; t < variant.typeCount(); ++t) {
        const int k = Variant::kindOf(t, true);
        if (!variant.kind(k).valid || typeId_[t].empty()) continue;
        const int slot = freeSlot(-1);
        if (slot < 0) {
            ++withoutSlot_;
            continue;
        }
        slots_[slot] = "^" + typeId_[t];
        kindHasSlot_[k] = true;
    }
    while (!slots_.empty() && slots_.back() == ".") slots_.pop_back();
}

std::string XboardPieces::token(int kind, Side side) const {
    const Kind& k = variant_.kind(kind);
    const std::string& id = typeId_[k.type];
    const std::string text = (k.promoted && kindHasSlot_[kind] ? "+" : "") + id;
    return side == kBlack ? text : lower(text);
}

std::vector<std::string> XboardPieces::setupCommands() const {
    if (!fits_) return {};
    std::string table;
    for (const std::string& s : slots_) table += s;
    table += "K";
    const Geometry& g = variant_.geometry();
    const bool drops = variant_.rules().drops;
    // The holdings are XBoard's first slots: enough for every type that can be in hand.
    int holdings = 0;
    if (drops)
        for (int t = 0; t < variant_.typeCount(); ++t)
            if (!typeId_[t].empty() && typeId_[t] != "K") ++holdings;
    std::vector<std::string> lines;
    lines.push_back("setup (" + table + lower(table) + ") " + std::to_string(g.files()) + "x" + std::to_string(g.ranks()) +
                    "+" + std::to_string(holdings) + (drops ? "_shogi " : "_chu ") + fen(startPosition(variant_)));
    for (int k = 0; k < variant_.kindCount(); ++k) {
        if (!variant_.kind(k).valid || !kindHasSlot_[k]) continue;
        lines.push_back("piece " + token(k, kBlack) + "& " + variant_.faceType(k).betza);
    }
    return lines;
}

std::string XboardPieces::fen(const Position& pos) const {
    // Our position text has the same shape (ranks from the top, '/', '+' for a promoted face):
    // its tokens are turned into IDs.
    const std::vector<std::string> fields = split(formatPosition(pos), ' ');
    std::string board;
    for (const std::string& rank : split(fields[0], '/')) {
        if (!board.empty()) board += '/';
        for (const std::string& t : split(rank, ',')) {
            if (std::isdigit(static_cast<unsigned char>(t[0]))) {
                board += t;
                continue;
            }
            const bool promoted = t[0] == '+';
            const std::string code = promoted ? t.substr(1) : t;
            const bool black = std::isupper(static_cast<unsigned char>(code[0]));
            const int type = variant_.typeByCode(upper(code));
            board += token(Variant::kindOf(type, promoted), black ? kBlack : kWhite);
        }
    }
    if (variant_.rules().drops) {
        board += '[';
        if (fields[2] != "-")
            for (const std::string& c : split(fields[2], ',')) {
                const bool black = std::isupper(static_cast<unsigned char>(c[0]));
                board += token(Variant::kindOf(variant_.typeByCode(upper(c)), false), black ? kBlack : kWhite);
            }
        board += ']';
    }
    // CECP's white moves first: our Black.
    return board + (fields[1] == "b" ? " w" : " b") + " 0 1";
}

std::optional<Position> XboardPieces::parseFen(std::string_view fen, std::string& error) const {
    const std::vector<std::string> fields = split(fen, ' ');
    std::string board = fields[0];
    std::string hand = "-";
    if (const std::size_t open = board.find('['); open != std::string::npos) {
        const std::size_t close = board.find(']', open);
        const std::string held = board.substr(open + 1, close == std::string::npos ? close : close - open - 1);
        board.erase(open);
        hand.clear();
        for (std::size_t i = 0; i < held.size(); ++i) {
            if (held[i] == '-') continue;
            if (!hand.empty()) hand += ',';
            hand += held[i];  // holdings hold unpromoted pieces, whose IDs are single letters here
        }
        if (hand.empty()) hand = "-";
    }
    auto codeOf = [&](const std::string& id) -> std::string {
        for (int t = 0; t < variant_.typeCount(); ++t)
            if (typeId_[t] == upper(id)) return variant_.type(t).code;
        return {};
    };
    std::string ranks;
    for (const std::string& rank : split(board, '/')) {
        if (!ranks.empty()) ranks += '/';
        std::string tokens;
        for (std::size_t i = 0; i < rank.size();) {
            std::string t;
            if (std::isdigit(static_cast<unsigned char>(rank[i]))) {
                while (i < rank.size() && std::isdigit(static_cast<unsigned char>(rank[i]))) t += rank[i++];
            } else {
                const bool promoted = rank[i] == '+';
                if (promoted) ++i;
                std::string id = i < rank.size() ? std::string(1, rank[i++]) : "";
                if (i < rank.size() && (rank[i] == '\'' || rank[i] == '!')) id += rank[i++];
                const std::string code = codeOf(id);
                if (code.empty()) {
                    error = "XBoard FEN: no piece '" + id + "' in " + variant_.name();
                    return std::nullopt;
                }
                const bool black = std::isupper(static_cast<unsigned char>(id[0]));
                t = (promoted ? "+" : "") + (black ? code : lower(code));
            }
            tokens += (tokens.empty() ? "" : ",") + t;
        }
        ranks += tokens;
    }
    if (fields.size() < 2 || (fields[1] != "w" && fields[1] != "b")) {
        error = "XBoard FEN: expected 'w' or 'b' after the board";
        return std::nullopt;
    }
    std::string ourHand = "-";
    if (hand != "-") {
        ourHand.clear();
        for (const std::string& id : split(hand, ',')) {
            const std::string code = codeOf(id);
            const bool black = std::isupper(static_cast<unsigned char>(id[0]));
            ourHand += (ourHand.empty() ? "" : ",") + (black ? code : lower(code));
        }
    }
    return parsePosition(variant_, ranks + (fields[1] == "w" ? " b " : " w ") + ourHand, error);
}

}  // namespace shogi::cli
