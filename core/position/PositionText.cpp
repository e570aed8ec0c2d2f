#include "position/PositionText.h"

#include <cctype>
#include <stdexcept>
#include <vector>

#include "text/QuotedText.h"

namespace shogi {
namespace {

std::vector<std::string_view> split(std::string_view text, char sep) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == sep) {
            parts.push_back(text.substr(start, i - start));
            start = i + 1;
        }
    }
    return parts;
}

std::vector<std::string_view> splitSpaces(std::string_view text) {
    std::vector<std::string_view> parts;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
        const std::size_t start = i;
        while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i]))) ++i;
        if (i > start) parts.push_back(text.substr(start, i - start));
    }
    return parts;
}

bool allDigits(std::string_view s) {
    if (s.empty()) return false;
    for (char c : s)
        if (c < '0' || c > '9') return false;
    return true;
}

// A piece token: optional '+', then letters all of one case. Returns the side or -1.
int tokenSide(std::string_view letters) {
    bool upper = false, lower = false;
    for (char c : letters) {
        if (c >= 'A' && c <= 'Z') upper = true;
        else if (c >= 'a' && c <= 'z') lower = true;
        else return -1;
    }
    if (upper == lower) return -1;
    return upper ? kBlack : kWhite;
}

std::string toUpper(std::string_view s) {
    std::string u(s);
    for (char& c : u) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return u;
}


}  // namespace

std::optional<Position> parsePosition(const Variant& variant, std::string_view text, std::string& error) {
    if (text.size() > kMaxPositionTextBytes) {
        error = "position: the text is longer than " + std::to_string(kMaxPositionTextBytes) + " bytes, more than any board needs";
        return std::nullopt;
    }
    const Geometry& geo = variant.geometry();
    const auto fields = splitSpaces(text);
    if (fields.size() < 3 || fields.size() > 4) {
        error = "position: expected 3 or 4 space-separated fields (ranks, side, hand [, flags]), found " +
                std::to_string(fields.size());
        return std::nullopt;
    }
    Position pos(variant);
    const auto ranks = split(fields[0], '/');
    if (static_cast<int>(ranks.size()) != geo.ranks()) {
        error = "position: " + std::string(variant.name()) + " has " + std::to_string(geo.ranks()) +
                " ranks, the text lists " + std::to_string(ranks.size());
        return std::nullopt;
    }
    for (int i = 0; i < geo.ranks(); ++i) {
        const int rank = geo.ranks() - 1 - i;
        const std::string where = "position: rank " + std::to_string(rank + 1) + " (field " + std::to_string(i + 1) + ")";
        int file = 0;
        const auto tokens = split(ranks[i], ',');
        for (std::size_t t = 0; t < tokens.size(); ++t) {
            const std::string_view tok = tokens[t];
            const std::string at = where + ", token " + std::to_string(t + 1) + " " + quoted(tok);
            if (tok.empty()) {
                error = where + ", token " + std::to_string(t + 1) + ": empty token";
                return std::nullopt;
            }
            if (allDigits(tok)) {
                if (tok.size() > 2 || std::stoi(std::string(tok)) == 0) {
                    error = at + ": bad count of empty squares";
                    return std::nullopt;
                }
                file += std::stoi(std::string(tok));
                if (file > geo.files()) {
                    error = at + ": the rank has only " + std::to_string(geo.files()) + " squares";
                    return std::nullopt;
                }
                continue;
            }
            const bool promoted = tok[0] == '+';
            const std::string_view letters = promoted ? tok.substr(1) : tok;
            const int side = tokenSide(letters);
            if (side < 0) {
                error = at + ": a piece code is letters of one case (uppercase Black, lowercase White)";
                return std::nullopt;
            }
            const std::string code = (promoted ? "+" : "") + toUpper(letters);
            const int kind = variant.kindByCode(code);
            if (kind < 0) {
                error = at + ": no such piece in " + variant.name();
                return std::nullopt;
            }
            if (file >= geo.files()) {
                error = at + ": the rank already has " + std::to_string(geo.files()) + " squares";
                return std::nullopt;
            }
            pos.put(toSquare(file, rank), kind, Side(side));
            ++file;
        }
        if (file != geo.files()) {
            error = where + ": " + std::to_string(file) + " squares described, the board has " +
                    std::to_string(geo.files()) + " files";
            return std::nullopt;
        }
    }

    if (fields[1] == "b") pos.setSideToMove(kBlack);
    else if (fields[1] == "w") pos.setSideToMove(kWhite);
    else {
        error = "position: side to move " + quoted(fields[1]) + " is neither 'b' nor 'w'";
        return std::nullopt;
    }

    if (fields[2] != "-") {
        if (!variant.rules().drops) {
            error = std::string("position: ") + variant.name() + " has no pieces in hand, found " + quoted(fields[2]);
            return std::nullopt;
        }
        const auto codes = split(fields[2], ',');
        for (std::size_t i = 0; i < codes.size(); ++i) {
            const int side = tokenSide(codes[i]);
            const int type = side < 0 ? -1 : variant.typeByCode(toUpper(codes[i]));
            if (type < 0 || variant.type(type).has(kPromotedOnly)) {
                error = "position: hand, item " + std::to_string(i + 1) + " " + quoted(codes[i]) +
                        ": not a piece that can be held in " + variant.name();
                return std::nullopt;
            }
            const int n = pos.handCount(Side(side), type) + 1;
            if (n >= Variant::kMaxHand) {
                error = "position: hand, item " + std::to_string(i + 1) + ": too many pieces";
                return std::nullopt;
            }
            pos.setHandCount(Side(side), type, n);
        }
    }

    if (fields.size() == 4 && fields[3] != "-") {
        for (char c : fields[3]) {
            if (c == 'P') pos.setPassed(kBlack, true);
            else if (c == 'p') pos.setPassed(kWhite, true);
            else {
                error = "position: flags " + quoted(fields[3]) + ": unknown flag '" + std::string(1, c) +
                        "' (P: Black passed last turn, p: White passed last turn)";
                return std::nullopt;
            }
        }
    }
    return pos;
}

std::string formatPosition(const Position& pos) {
    const Variant& v = pos.variant();
    const Geometry& geo = v.geometry();
    std::string out;
    for (int rank = geo.ranks() - 1; rank >= 0; --rank) {
        int empty = 0;
        bool first = true;
        auto sep = [&] {
            if (!first) out += ',';
            first = false;
        };
        for (int file = 0; file < geo.files(); ++file) {
            const Cell c = pos.cell(toSquare(file, rank));
            if (!isPiece(c)) {
                ++empty;
                continue;
            }
            if (empty) {
                sep();
                out += std::to_string(empty);
                empty = 0;
            }
            sep();
            std::string code = v.kind(cellKind(c)).code;
            if (cellSide(c) == kWhite)
                for (char& ch : code) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
            out += code;
        }
        if (empty) {
            sep();
            out += std::to_string(empty);
        }
        if (rank > 0) out += '/';
    }
    out += pos.sideToMove() == kBlack ? " b " : " w ";
    std::string hand;
    for (int s = 0; s < 2; ++s)
        for (int t = 0; t < v.typeCount(); ++t)
            for (int n = 0; n < pos.handCount(Side(s), t); ++n) {
                if (!hand.empty()) hand += ',';
                std::string code = v.type(t).code;
                if (s == kWhite)
                    for (char& ch : code) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
                hand += code;
            }
    out += hand.empty() ? "-" : hand;
    if (pos.passedLastTurn(kBlack) || pos.passedLastTurn(kWhite)) {
        out += ' ';
        if (pos.passedLastTurn(kBlack)) out += 'P';
        if (pos.passedLastTurn(kWhite)) out += 'p';
    }
    return out;
}

Position startPosition(const Variant& variant) {
    std::string error;
    auto pos = parsePosition(variant, variant.def().setup, error);
    if (!pos) throw std::logic_error(std::string("start position of ") + variant.id() + ": " + error);
    return *pos;
}

}  // namespace shogi
