#include "notation/LegNotation.h"

namespace shogi {
namespace {

std::string dropText(const Position& pos, const Move& m) {
    const Variant& v = pos.variant();
    const Kind& k = v.kind(m.kind);
    return std::string(k.promoted ? "+" : "") + v.type(k.type).code + "@" + v.geometry().name(m.to);
}

std::string promotionMark(const Position& pos, const Move& m) {
    return endsPromoted(pos.variant(), m) ? "+" : "";
}

// Legs through `stops`: "a1b2,b2c3" for a1, b2, c3.
std::string legsText(const Position& pos, const std::vector<Square>& stops) {
    const Geometry& g = pos.variant().geometry();
    std::string text;
    for (std::size_t i = 1; i < stops.size(); ++i) {
        if (i > 1) text += ',';
        text += g.name(stops[i - 1]) + g.name(stops[i]);
    }
    return text;
}

// The text of the move: its legs end where it captures, and at its destination. Moves are
// told apart by their origin, captures and destination (R1), so this names each move once,
// and it is XBoard's model of a multi-leg move: each leg but the last ends on a victim.
std::string canonicalText(const Position& pos, const Move& m) {
    std::vector<Square> stops{m.from};
    for (int i = 0; i < m.captureCount; ++i) stops.push_back(m.captures[i]);
    if (m.captureCount == 0 || m.captures[m.captureCount - 1] != m.to) stops.push_back(m.to);
    return legsText(pos, stops) + promotionMark(pos, m);
}

std::optional<Move> parseExactLegs(const Position& pos, std::string_view text, const MoveList& candidates) {
    for (const Move& m : candidates)
        if (formatLegs(pos, m) == text) return m;
    // Also read: a move with every square it stops on spelled out as a leg, as other
    // engines write a Lion's pass or a Wolf's three steps ("f6f5,f5f4,f4f5").
    for (const Move& m : candidates) {
        if (m.isDrop()) continue;
        for (const MovePath& p : movePaths(pos, m))
            if (legsText(pos, p.waypoints) + promotionMark(pos, m) == text) return m;
    }
    return std::nullopt;
}

}  // namespace

std::string formatLegs(const Position& pos, const Move& move) {
    return move.isDrop() ? dropText(pos, move) : canonicalText(pos, move);
}

std::optional<Move> parseLegs(const Position& pos, std::string_view text, const MoveList& candidates) {
    if (std::optional<Move> m = parseExactLegs(pos, text, candidates)) return m;
    // Where the piece must promote, the "+" may be left out (XBoard drops it where its own
    // rules see no promotion, as in Micro Shogi's flip on capture).
    if (!text.empty() && text.back() != '+') return parseExactLegs(pos, std::string(text) + "+", candidates);
    return std::nullopt;
}

}  // namespace shogi
