#include "engine/LegNotation.h"

namespace shogi {
namespace {

std::string dropText(const Position& pos, const Move& m) {
    const Variant& v = pos.variant();
    const Kind& k = v.kind(m.kind);
    return std::string(k.promoted ? "+" : "") + v.type(k.type).code + "@" + v.geometry().name(m.to);
}

bool capturesOn(const Move& m, Square sq) {
    for (int i = 0; i < m.captureCount; ++i)
        if (m.captures[i] == sq) return true;
    return false;
}

// A leg ends where the piece captures or turns. A square it only passes over, going on the
// same way, is no leg's end: so a Lion Dog that takes on l4 and leaps over k3 ("m5l4,l4j2")
// is told apart from one that takes both ("m5l4,l4k3,k3j2"), as their paths are the same.
bool endsLeg(const Move& m, Square before, Square at, Square after) {
    if (capturesOn(m, at)) return true;
    const int df1 = fileOf(at) - fileOf(before), dr1 = rankOf(at) - rankOf(before);
    const int df2 = fileOf(after) - fileOf(at), dr2 = rankOf(after) - rankOf(at);
    const bool sameWay = df1 * dr2 == dr1 * df2 && df1 * df2 + dr1 * dr2 > 0;
    return !sameWay;
}

std::string pathText(const Position& pos, const Move& m, const MovePath& path) {
    const Geometry& g = pos.variant().geometry();
    const std::vector<Square>& w = path.waypoints;
    std::string text;
    Square legStart = w.empty() ? kNoSquare : w.front();
    for (std::size_t i = 1; i < w.size(); ++i) {
        if (i + 1 < w.size() && !endsLeg(m, w[i - 1], w[i], w[i + 1])) continue;
        if (!text.empty()) text += ',';
        text += g.name(legStart) + g.name(w[i]);
        legStart = w[i];
    }
    if (m.changesFace() && pos.variant().kind(m.kind).promoted) text += '+';
    return text;
}

}  // namespace

std::string formatLegs(const Position& pos, const Move& move) {
    if (move.isDrop()) return dropText(pos, move);
    const std::vector<MovePath> paths = movePaths(pos, move);
    if (paths.empty()) return "";
    return pathText(pos, move, paths.front());
}

std::optional<Move> parseLegs(const Position& pos, std::string_view text, const MoveList& candidates) {
    for (const Move& m : candidates) {
        if (m.isDrop()) {
            if (dropText(pos, m) == text) return m;
            continue;
        }
        for (const MovePath& p : movePaths(pos, m))
            if (pathText(pos, m, p) == text) return m;
    }
    return std::nullopt;
}

}  // namespace shogi
