#include "problems/Themes.h"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "describe/MoveComponents.h"
#include "game/Rules.h"

namespace shogi {
namespace {

constexpr std::array<const char*, 15> kThemes{
    "lion-double-capture", "igui",        "lion-dog-line", "hook-bend",     "emperor-capture",
    "contagion",           "drop",        "pass",          "quiet-key",     "bare-king",
    "royal-captured",      "stalemate",   "checkmate",     "promotion",     "sacrifice"};

bool hasPart(const Variant& v, int kind, ComponentType type) {
    const std::vector<MoveComponent> parts = moveComponents(v, kind);
    return std::any_of(parts.begin(), parts.end(), [type](const MoveComponent& c) { return c.type == type; });
}

// The squares a move stops on after its origin (captures, then the destination), in order.
std::vector<Square> stops(const Move& m) {
    std::vector<Square> s(m.captures.begin(), m.captures.begin() + m.captureCount);
    if (s.empty() || s.back() != m.to) s.push_back(m.to);
    return s;
}

// Every stop on one ray out of the origin (the Lion Dog's line).
bool alongOneLine(const Move& m) {
    int dx = 0, dy = 0;
    for (Square s : stops(m)) {
        const int x = fileOf(s) - fileOf(m.from), y = rankOf(s) - rankOf(m.from);
        if (x == 0 && y == 0) continue;
        if (x != 0 && y != 0 && std::abs(x) != std::abs(y)) return false;
        const int sx = (x > 0) - (x < 0), sy = (y > 0) - (y < 0);
        if ((dx || dy) && (sx != dx || sy != dy)) return false;
        dx = sx;
        dy = sy;
    }
    return true;
}

// The themes of one move of the winning side.
void moveThemes(const Position& pos, const Move& m, std::vector<std::string>& out) {
    if (m.isDrop()) {
        out.emplace_back("drop");
        return;
    }
    const Variant& v = pos.variant();
    const int kind = cellKind(pos.cell(m.from));
    if (m.isPass()) out.emplace_back("pass");
    if (m.from == m.to && m.isCapture()) out.emplace_back("igui");
    const bool multiStep = m.captureCount >= 2 || (m.isCapture() && m.captures[0] != m.to);
    if (multiStep && m.from != m.to) {
        if (hasPart(v, kind, ComponentType::LineMove) && alongOneLine(m)) out.emplace_back("lion-dog-line");
        else if (m.captureCount >= 2 && hasPart(v, kind, ComponentType::DoubleMove)) out.emplace_back("lion-double-capture");
    }
    if (hasPart(v, kind, ComponentType::Hook)) {
        const std::vector<MovePath> paths = movePaths(pos, m);
        if (!paths.empty() && std::all_of(paths.begin(), paths.end(), [](const MovePath& p) { return p.waypoints.size() > 2; }))
            out.emplace_back("hook-bend");
    }
    if (m.isCapture() && hasPart(v, kind, ComponentType::Universal)) out.emplace_back("emperor-capture");
    if (endsPromoted(v, m) && !v.kind(kind).promoted) out.emplace_back("promotion");
}

// A capture that turns the capturer by contagion (R6).
bool catchesContagion(const Position& pos, const Move& m) {
    const Variant& v = pos.variant();
    if (m.isDrop() || v.kind(cellKind(pos.cell(m.from))).contagionImmune) return false;
    for (int i = 0; i < m.captureCount; ++i)
        if (v.kind(cellKind(pos.cell(m.captures[i]))).contagionResult >= 0) return true;
    return false;
}

}  // namespace

std::span<const char* const> themeIds() { return kThemes; }

bool isThemeId(const std::string& id) {
    return std::any_of(kThemes.begin(), kThemes.end(), [&](const char* t) { return id == t; });
}

std::vector<std::string> lineThemes(const Position& start, const std::vector<Move>& line) {
    std::vector<std::string> found;
    Position pos = start;
    const Side winner = start.sideToMove();
    for (std::size_t i = 0; i < line.size(); ++i) {
        const Move& m = line[i];
        if (catchesContagion(pos, m)) found.emplace_back("contagion");
        if (pos.sideToMove() == winner) {
            moveThemes(pos, m, found);
            if (i == 0 && !m.isCapture() && !m.isDrop()) {
                Position after = pos;
                Position::Undo undo;
                after.make(m, undo);
                if (!anyRoyalAttacked(after, opposite(winner))) found.emplace_back("quiet-key");
            }
        } else if (i > 0 && std::find(m.captures.begin(), m.captures.begin() + m.captureCount, line[i - 1].to) !=
                                  m.captures.begin() + m.captureCount) {
            // The defender takes the piece the winner has just moved, and the win goes on.
            found.emplace_back("sacrifice");
        }
        Position::Undo undo;
        pos.make(m, undo);
    }
    const GameResult end = positionResult(pos);
    switch (end.reason) {
        case EndReason::BareKing: found.emplace_back("bare-king"); break;
        case EndReason::RoyalCaptured: found.emplace_back("royal-captured"); break;
        case EndReason::NoLegalMoves: found.emplace_back("stalemate"); break;
        case EndReason::Checkmate: found.emplace_back("checkmate"); break;
        default: break;
    }
    std::vector<std::string> themes;
    for (const char* t : kThemes)
        if (std::find(found.begin(), found.end(), t) != found.end()) themes.emplace_back(t);
    return themes;
}

}  // namespace shogi
