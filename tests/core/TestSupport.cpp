#include "TestSupport.h"
#include "notation/MoveText.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <cctype>
#include <stdexcept>
#include <tuple>

namespace shogi::test {

const Variant& variant(const char* id) {
    const Variant* v = findVariant(id);
    if (!v) throw std::runtime_error(std::string("no variant ") + id);
    return *v;
}

Position position(const char* variantId, const std::string& text) {
    std::string error;
    auto pos = parsePosition(variant(variantId), text, error);
    if (!pos) throw std::runtime_error("bad test position '" + text + "': " + error);
    return *pos;
}

Square sq(const Position& pos, const std::string& name) {
    auto parsed = pos.variant().geometry().parse(name);
    if (!parsed || parsed->second != name.size()) throw std::runtime_error("bad square " + name);
    return parsed->first;
}

Position placed(const char* variantId, std::initializer_list<std::pair<const char*, const char*>> pieces,
                Side side) {
    const Variant& v = variant(variantId);
    Position pos(v);
    for (const auto& [square, code] : pieces) {
        std::string c = code;
        const bool white = c.find_first_of("abcdefghijklmnopqrstuvwxyz") != std::string::npos;
        for (char& ch : c) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
        const int kind = v.kindByCode(c);
        if (kind < 0) throw std::runtime_error(std::string("bad piece code ") + code);
        pos.put(sq(pos, square), kind, white ? kWhite : kBlack);
    }
    pos.setSideToMove(side);
    return pos;
}

std::set<std::string> movesFrom(const Position& pos, const std::string& square) {
    MoveList moves;
    generateMovesFrom(pos, sq(pos, square), moves);
    std::set<std::string> out;
    for (const Move& m : moves) out.insert(formatMove(pos, m));
    return out;
}

std::set<std::string> legalMoveTexts(const Position& pos) {
    Position copy = pos;
    MoveList moves;
    legalMoves(copy, moves);
    std::set<std::string> out;
    for (const Move& m : moves) out.insert(formatMove(pos, m));
    return out;
}

MoveList sortedMoves(MoveList moves) {
    std::sort(moves.begin(), moves.end(), [](const Move& a, const Move& b) {
        return std::tie(a.from, a.to, a.captureCount, a.captures, a.flags, a.kind) <
               std::tie(b.from, b.to, b.captureCount, b.captures, b.flags, b.kind);
    });
    return moves;
}

double workScale() {
    const char* s = std::getenv("SHOGI_SOAK_SCALE");
    return s ? std::max(0.01, std::atof(s)) : 1.0;
}

int scaled(int n, int least) { return std::max(least, static_cast<int>(n * workScale())); }

}  // namespace shogi::test
