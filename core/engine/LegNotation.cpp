#include "engine/LegNotation.h"

namespace shogi {
namespace {

std::string dropText(const Position& pos, const Move& m) {
    const Variant& v = pos.variant();
    const Kind& k = v.kind(m.kind);
    return std::string(k.promoted ? "+" : "") + v.type(k.type).code + "@" + v.geometry().name(m.to);
}

std::string pathText(const Position& pos, const Move& m, const MovePath& path) {
    const Geometry& g = pos.variant().geometry();
    std::string text;
    for (std::size_t i = 1; i < path.waypoints.size(); ++i) {
        if (i > 1) text += ',';
        text += g.name(path.waypoints[i - 1]) + g.name(path.waypoints[i]);
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
