#include "notation/JapaneseMoveText.h"

#include <algorithm>
#include <string_view>
#include <utility>

namespace shogi {
namespace {

constexpr std::string_view kBlackMark = "▲";
constexpr std::string_view kWhiteMark = "☖";

bool promotesOnBoard(const Position& pos, const Move& m) { return !m.isDrop() && endsPromoted(pos.variant(), m); }

// The same move but for promotion: same piece, squares and captures.
bool samePath(const Move& a, const Move& b) {
    if (a.isDrop() != b.isDrop() || a.from != b.from || a.to != b.to || a.captureCount != b.captureCount) return false;
    return std::equal(a.captures.begin(), a.captures.begin() + a.captureCount, b.captures.begin());
}

int moverKind(const Position& pos, const Move& m) { return m.isDrop() ? int(m.kind) : cellKind(pos.cell(m.from)); }

// The move's text, without the side mark, with or without its origin.
std::string body(const Position& pos, const Move& m, const MoveList& legal, Square previousTo, bool withOrigin) {
    const Variant& v = pos.variant();
    const Geometry& g = v.geometry();
    auto square = [&](Square sq) { return sq == previousTo ? std::string("同") : japaneseSquare(g, sq); };
    const std::string piece = japanesePieceName(v.faceType(moverKind(pos, m)));
    if (m.isDrop()) return square(m.to) + piece + "打";

    const bool stays = m.from == m.to;
    std::string out;
    if (stays && m.captureCount == 1) out = square(m.captures[0]) + piece;  // igui names its capture
    else out = square(m.to) + piece;
    if (promotesOnBoard(pos, m)) {
        out += "成";
    } else {
        for (const Move& other : legal)
            if (samePath(other, m) && promotesOnBoard(pos, other)) {
                out += "不成";
                break;
            }
    }
    // Captures on the way (Lion, Lion Dog, eagles): every capture in order, when the move
    // takes anything but its destination.
    const bool plain = m.captureCount == 0 || (m.captureCount == 1 && m.captures[0] == m.to);
    std::string inside;
    if (withOrigin) inside = japaneseSquare(g, m.from);
    if (!plain && !(stays && m.captureCount == 1)) {
        for (int i = 0; i < m.captureCount; ++i) {
            if (!inside.empty()) inside += "・";
            inside += japaneseSquare(g, m.captures[i]) + "取";
        }
    }
    if (!inside.empty()) out += "（" + inside + "）";
    if (stays) out += m.captureCount == 0 ? "じっと" : (m.captureCount == 1 ? "居喰い" : "");
    return out;
}

}  // namespace

std::string kanjiNumeral(int n) {
    static const char* const digits[] = {"", "一", "二", "三", "四", "五", "六", "七", "八", "九"};
    if (n <= 0) return std::to_string(n);
    std::string out;
    if (n >= 20) out += digits[(n / 10) % 10];
    if (n >= 10) out += "十";
    out += digits[n % 10];
    return out;
}

std::string fullWidthNumber(int n) {
    std::string out;
    for (const char c : std::to_string(n)) {
        if (c < '0' || c > '9') {
            out += c;
            continue;
        }
        // U+FF10 .. U+FF19 in UTF-8: EF BC 90 .. EF BC 99.
        out += "\xEF\xBC";
        out += static_cast<char>(0x90 + (c - '0'));
    }
    return out;
}

std::string japaneseSquare(const Geometry& geometry, Square sq) {
    return fullWidthNumber(geometry.files() - fileOf(sq)) + kanjiNumeral(geometry.ranks() - rankOf(sq));
}

std::string japanesePieceName(const PieceType& face) {
    static const std::pair<std::string_view, std::string_view> shortForms[] = {
        {"歩兵", "歩"}, {"香車", "香"}, {"桂馬", "桂"}, {"銀将", "銀"}, {"金将", "金"}, {"角行", "角"},
        {"飛車", "飛"}, {"玉将", "玉"}, {"王将", "王"}, {"と金", "と"}, {"龍王", "龍"}, {"龍馬", "馬"},
    };
    for (const auto& [full, shortForm] : shortForms)
        if (face.kanji == full) return std::string(shortForm);
    return face.kanji;
}

std::string formatJapaneseMove(const Position& before, const Move& move, const MoveList& legal, Square previousTo) {
    // The origin is written only when another piece could make a move written the same way.
    std::string text = body(before, move, legal, previousTo, false);
    bool ambiguous = false;
    for (const Move& other : legal) {
        if (other == move || (other.isDrop() == move.isDrop() && other.from == move.from)) continue;
        // Only a move of the same face to the same square can read the same.
        if (moverKind(before, other) != moverKind(before, move)) continue;
        const bool sameFirstCapture = other.captureCount > 0 && move.captureCount > 0 && other.captures[0] == move.captures[0];
        if (other.to != move.to && !sameFirstCapture) continue;
        if (body(before, other, legal, previousTo, false) == text) {
            ambiguous = true;
            break;
        }
    }
    if (ambiguous) text = body(before, move, legal, previousTo, true);
    return std::string(before.sideToMove() == kBlack ? kBlackMark : kWhiteMark) + text;
}

}  // namespace shogi
