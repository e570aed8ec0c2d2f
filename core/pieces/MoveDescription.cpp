#include "pieces/MoveDescription.h"

#include "board/Geometry.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace shogi {
namespace {

struct AtomShape {
    char letter;
    int x, y;  // canonical vector; all symmetric images are generated
};

// Leapers only: K, Q, R and B are expanded into W and F before lookup.
constexpr std::array<AtomShape, 9> kAtoms{{
    {'W', 1, 0}, {'F', 1, 1}, {'D', 2, 0}, {'A', 2, 2}, {'H', 3, 0},
    {'G', 3, 3}, {'N', 2, 1}, {'C', 3, 1}, {'Z', 3, 2},
}};

const AtomShape* findAtom(char c) {
    for (const auto& a : kAtoms)
        if (a.letter == c) return &a;
    return nullptr;
}

std::vector<std::pair<int, int>> images(int x, int y) {
    std::vector<std::pair<int, int>> v;
    for (int sx : {1, -1})
        for (int sy : {1, -1})
            for (int swap : {0, 1}) {
                const int dx = sx * (swap ? y : x);
                const int dy = sy * (swap ? x : y);
                if (std::find(v.begin(), v.end(), std::make_pair(dx, dy)) == v.end())
                    v.emplace_back(dx, dy);
            }
    return v;
}

bool isDirLetter(char c) {
    return c == 'f' || c == 'b' || c == 'l' || c == 'r' || c == 's' || c == 'v';
}

// Single direction letter as a half-plane (f b l r) or an axis choice (s v).
bool singleMatches(char c, int dx, int dy) {
    const bool orthoOrDiag = dx == 0 || dy == 0 || std::abs(dx) == std::abs(dy);
    switch (c) {
        case 'f': return dy > 0;
        case 'b': return dy < 0;
        case 'l': return dx < 0;
        case 'r': return dx > 0;
        case 's':
            if (dx == 0) return false;
            return orthoOrDiag ? (dy == 0 || std::abs(dx) == std::abs(dy)) : std::abs(dx) > std::abs(dy);
        case 'v':
            if (dy == 0) return false;
            return orthoOrDiag ? (dx == 0 || std::abs(dx) == std::abs(dy)) : std::abs(dy) > std::abs(dx);
    }
    return false;
}

// A pair of letters names one direction of a diagonal ("fl") or oblique ("ff", "fs") atom.
bool pairMatches(char a, char b, int dx, int dy) {
    if (a == b) {
        const bool major = (a == 'f' || a == 'b') ? std::abs(dy) > std::abs(dx) : std::abs(dx) > std::abs(dy);
        return singleMatches(a, dx, dy) && major;
    }
    return singleMatches(a, dx, dy) && singleMatches(b, dx, dy);
}

// Direction letters of one atom select vectors: pairs combine for diagonal and oblique
// atoms, singles add up (so "fbR" is forward and backward, "flF" one diagonal).
bool directionSelects(std::string_view dirs, int x, int y, int dx, int dy) {
    if (dirs.empty()) return true;
    const bool diagonal = x == y;
    const bool oblique = x != y && y != 0;
    for (std::size_t i = 0; i < dirs.size();) {
        const char a = dirs[i];
        if (i + 1 < dirs.size()) {
            const char b = dirs[i + 1];
            const bool vertical = a == 'f' || a == 'b';
            const bool sidewaysB = b == 'l' || b == 'r';
            const bool pairs = oblique || (diagonal && ((vertical && sidewaysB) ||
                                                        ((a == 'l' || a == 'r') && (b == 'f' || b == 'b'))));
            if (pairs) {
                if (pairMatches(a, b, dx, dy)) return true;
                i += 2;
                continue;
            }
        }
        if (singleMatches(a, dx, dy)) return true;
        ++i;
    }
    return false;
}

// Rotation mask for a later leg: f=0, fr=1, r=2, br=3, b=4, bl=5, l=6, fl=7.
std::uint8_t relativeMask(std::string_view dirs, bool eightWay) {
    const std::uint8_t all = eightWay ? 0xFF : 0x55;
    if (dirs.empty()) return all;
    std::uint8_t mask = 0;
    for (std::size_t i = 0; i < dirs.size(); ++i) {
        const char a = dirs[i];
        const char b = i + 1 < dirs.size() ? dirs[i + 1] : 0;
        if ((a == 'f' || a == 'b') && (b == 'l' || b == 'r')) {
            mask |= 1u << (a == 'f' ? (b == 'r' ? 1 : 7) : (b == 'r' ? 3 : 5));
            ++i;
            continue;
        }
        switch (a) {
            case 'f': mask |= 1u << 0; break;
            case 'b': mask |= 1u << 4; break;
            case 'r': mask |= 1u << 2; break;
            case 'l': mask |= 1u << 6; break;
            case 's': mask |= (1u << 2) | (1u << 6); break;
            case 'v': mask |= (1u << 0) | (1u << 4); break;
        }
    }
    return mask & all;
}

struct Modifiers {
    std::string dirs;
    std::uint8_t modes = 0;
    int jumps = 0;  // each 'j' jumps one more leading square
};

bool splitModifiers(std::string_view text, Modifiers& m, std::string& problem) {
    for (char c : text) {
        if (isDirLetter(c)) m.dirs += c;
        else if (c == 'm') m.modes |= kModeMove;
        else if (c == 'c') m.modes |= kModeCapture;
        else if (c == 'p') m.modes |= kModeHop;
        else if (c == 'j') ++m.jumps;
        else {
            problem = std::string("unknown modifier '") + c + "'";
            return false;
        }
    }
    return true;
}

}  // namespace

int compassDx(int dir) { return kCompassDx[dir & 7]; }
int compassDy(int dir) { return kCompassDy[dir & 7]; }
int compassIndex(int dx, int dy) {
    for (int i = 0; i < 8; ++i)
        if (kCompassDx[i] == dx && kCompassDy[i] == dy) return i;
    return -1;
}

bool parseMoveDescription(std::string_view text, MoveDescription& out, std::string& error) {
    out = {};
    std::size_t i = 0;
    auto fail = [&](std::size_t at, const std::string& what) {
        error = "move description \"" + std::string(text) + "\", character " + std::to_string(at + 1) + ": " + what;
        return false;
    };
    while (i < text.size()) {
        if (text[i] == ' ') {  // a space separates items, so "K K" is not a doubled K
            ++i;
            continue;
        }
        const std::size_t start = i;
        while (i < text.size() && text[i] >= 'a' && text[i] <= 'z') ++i;
        const std::string_view mods = text.substr(start, i - start);
        if (i >= text.size()) return fail(start, "modifiers without a piece letter");
        const char letter = text[i++];
        if (letter == 'U') {
            if (!mods.empty()) return fail(start, "U takes no modifiers");
            out.universal = true;
            continue;
        }
        // Compound atoms expand to their parts with the same modifiers.
        std::vector<char> parts;
        bool slider = false;
        if (letter == 'K') parts = {'W', 'F'};
        else if (letter == 'Q') parts = {'W', 'F'}, slider = true;
        else if (letter == 'R') parts = {'W'}, slider = true;
        else if (letter == 'B') parts = {'F'}, slider = true;
        else if (findAtom(letter)) parts = {letter};
        else return fail(i - 1, std::string("unknown piece letter '") + letter + "'");
        if (!slider && i < text.size() && text[i] == letter) {  // doubled leaper slides
            slider = true;
            ++i;
        }
        int range = slider ? kUnlimited : 1;
        if (i < text.size() && text[i] >= '0' && text[i] <= '9') {
            range = 0;
            while (i < text.size() && text[i] >= '0' && text[i] <= '9') range = range * 10 + (text[i++] - '0');
            if (range < 1 || range > kUnlimited) return fail(i - 1, "range out of bounds");
        }

        // Split modifiers into legs at each 'a'.
        std::vector<Modifiers> legs(1);
        std::string problem;
        std::size_t segStart = 0;
        for (std::size_t k = 0; k <= mods.size(); ++k) {
            if (k == mods.size() || mods[k] == 'a') {
                if (!splitModifiers(mods.substr(segStart, k - segStart), legs.back(), problem))
                    return fail(start, problem);
                if (k < mods.size()) legs.emplace_back();
                segStart = k + 1;
            }
        }

        if (legs.size() == 1) {
            const Modifiers& m = legs[0];
            if (m.modes & kModeHop) return fail(start, "hop mode needs a following leg");
            for (char part : parts) {
                const AtomShape* a = findAtom(part);
                for (auto [dx, dy] : images(a->x, a->y)) {
                    if (!directionSelects(m.dirs, a->x, a->y, dx, dy)) continue;
                    AtomVector v;
                    v.dx = dx;
                    v.dy = dy;
                    v.range = range;
                    v.skip = m.jumps;
                    if (m.modes) v.modes = m.modes;
                    if (v.skip >= v.range) return fail(start, "jump needs a range of at least 2");
                    out.vectors.push_back(v);
                }
            }
            continue;
        }

        // Multi-leg: only unit-step atoms (W, F, K and their sliders).
        const bool eightWay = parts.size() == 2;
        if (parts[0] != 'W' && parts[0] != 'F') return fail(i - 1, "legs need a W, F, K, R, B or Q atom");
        if (legs.size() > 3) return fail(start, "at most three legs");
        LegPattern p;
        for (std::size_t k = 0; k < legs.size(); ++k) {
            const Modifiers& m = legs[k];
            if (m.jumps) return fail(start, "jump is not allowed inside legs");
            LegSpec leg;
            leg.range = range;
            const bool last = k + 1 == legs.size();
            leg.modes = m.modes ? m.modes : (last ? (kModeMove | kModeCapture) : kModeMove);
            if (last && (leg.modes & kModeHop)) return fail(start, "the last leg cannot hop");
            if (k == 0) {
                for (int d = 0; d < 8; ++d) {
                    const bool diag = (d & 1) != 0;
                    if (!eightWay && diag != (parts[0] == 'F')) continue;
                    if (directionSelects(m.dirs, 1, diag ? 1 : 0, kCompassDx[d], kCompassDy[d])) leg.directions |= 1u << d;
                }
            } else {
                leg.directions = relativeMask(m.dirs, eightWay);
            }
            if (!leg.directions) return fail(start, "a leg selects no direction");
            p.legs.push_back(leg);
        }
        out.patterns.push_back(std::move(p));
    }
    if (out.vectors.empty() && out.patterns.empty() && !out.universal) {
        error = "move description \"" + std::string(text) + "\" has no moves";
        return false;
    }
    return true;
}

}  // namespace shogi
