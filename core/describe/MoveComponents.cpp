#include "describe/MoveComponents.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <map>
#include <numeric>
#include <string>
#include <tuple>

#include "variants/Variant.h"

namespace shogi {
namespace {

constexpr std::uint8_t kBothModes = kModeMove | kModeCapture;
constexpr std::uint8_t kStraightOrBack = 0x11;  // later-leg rotations: straight on (0), back (4)
constexpr std::uint8_t kBackOnly = 0x10;
constexpr std::uint8_t kSideways = 0x44;        // later-leg rotations: right (2), left (6)

MoveComponent part(ComponentType type) {
    MoveComponent c;
    c.type = type;
    return c;
}

std::uint8_t bitOf(int d) { return static_cast<std::uint8_t>(1u << (d & 7)); }
Offset unit(int d) { return compassOffset(d, 1); }

// The compass direction and distance of a vector along one of the eight lines; -1 if oblique.
int lineOf(int dx, int dy, int& distance) {
    const int g = std::gcd(std::abs(dx), std::abs(dy));
    if (g == 0) return -1;
    const int d = compassIndex(dx / g, dy / g);
    distance = g;
    return d;
}

// What a multi-leg pattern is, told by the way its later legs may turn.
enum class PatternKind { Hook, Double, Line, Return, Other };

PatternKind classify(const LegPattern& p) {
    const auto& legs = p.legs;
    const bool ranged = std::any_of(legs.begin(), legs.end(), [](const LegSpec& l) { return l.range > 1; });
    if (ranged) return legs.size() == 2 && (legs[1].directions & ~kSideways) == 0 ? PatternKind::Hook : PatternKind::Other;
    if (legs.size() == 2 && legs[1].directions == kBackOnly) return PatternKind::Return;
    if (std::all_of(legs.begin() + 1, legs.end(), [](const LegSpec& l) { return (l.directions & ~kStraightOrBack) == 0; }))
        return PatternKind::Line;
    return legs.size() == 2 ? PatternKind::Double : PatternKind::Other;
}

// What a pattern along one line can do, found by walking its choices (on or back per leg):
// whether it may capture on the way and come home (igui), come home without capturing
// (pass) or capture more than once.
struct LineAbilities {
    bool igui = false, pass = false, multiCapture = false;
};

LineAbilities lineAbilities(const LegPattern& p) {
    LineAbilities a;
    const int n = static_cast<int>(p.legs.size());
    for (unsigned choice = 0; choice < (1u << (n - 1)); ++choice) {
        int at = 1;
        bool valid = true, everyLegMoves = (p.legs[0].modes & kModeMove) != 0;
        int capturing = (p.legs[0].modes & kModeCapture) ? 1 : 0;
        for (int i = 1; i < n && valid; ++i) {
            const bool back = (choice >> (i - 1)) & 1;
            if (!(p.legs[i].directions & (back ? kBackOnly : 0x01))) valid = false;
            at += back ? -1 : 1;
            if (at < 0) valid = false;
            const bool home = at == 0;  // its own square is empty once it has left: a move
            if (home && !(p.legs[i].modes & kModeMove)) valid = false;
            if (!home && (p.legs[i].modes & kModeCapture)) ++capturing;
            if (!home && !(p.legs[i].modes & kModeMove)) everyLegMoves = false;
        }
        if (!valid) continue;
        if (at == 0 && capturing > 0) a.igui = true;
        if (at == 0 && everyLegMoves) a.pass = true;
        if (capturing > 1) a.multiCapture = true;
    }
    return a;
}

// The single-leg vectors, each used by at most one part.
struct VectorPool {
    const std::vector<AtomVector>& vectors;
    std::vector<bool> used;
    explicit VectorPool(const std::vector<AtomVector>& v) : vectors(v), used(v.size(), false) {}

    // The plain leap or step (range 1, no jump, moving and capturing) to (dx, dy); -1 if none.
    int plainTo(Offset to) const {
        for (std::size_t i = 0; i < vectors.size(); ++i) {
            const AtomVector& v = vectors[i];
            if (v.dx == to.dx && v.dy == to.dy && v.range == 1 && v.skip == 0 && v.modes == kBothModes)
                return static_cast<int>(i);
        }
        return -1;
    }
    // Marks every target's vector used if all of them are there; true if so.
    bool takeAll(const std::vector<Offset>& targets) {
        std::vector<int> found;
        for (Offset t : targets) {
            const int i = plainTo(t);
            if (i < 0) return false;
            found.push_back(i);
        }
        for (int i : found) used[i] = true;
        return true;
    }
    void takeSteps(std::uint8_t directions) {
        for (int d = 0; d < 8; ++d)
            if (directions & bitOf(d)) {
                const int i = plainTo(unit(d));
                if (i >= 0) used[i] = true;
            }
    }
};

std::uint8_t firstDirections(const LegPattern& p) { return p.legs[0].directions; }

// The squares two steps reach (first step in `directions`, second turned by `turns`), other
// than the piece's own square and the first step's squares.
std::vector<Offset> doubleArea(std::uint8_t directions, std::uint8_t turns) {
    std::vector<Offset> area;
    for (int d = 0; d < 8; ++d) {
        if (!(directions & bitOf(d))) continue;
        for (int t = 0; t < 8; ++t) {
            if (!(turns & bitOf(t))) continue;
            const Offset to{compassDx(d) + compassDx(d + t), compassDy(d) + compassDy(d + t)};
            const int step = compassIndex(to.dx, to.dy);
            const bool firstStep = step >= 0 && (directions & bitOf(step));
            if ((to.dx || to.dy) && !firstStep && std::find(area.begin(), area.end(), to) == area.end())
                area.push_back(to);
        }
    }
    std::sort(area.begin(), area.end());
    return area;
}

void addReturn(MoveComponent& c, const LegPattern& p) {
    if (p.legs[0].modes & kModeMove) c.pass = true;
    if (p.legs[0].modes & kModeCapture) c.igui = true;
}

// Single-leg vectors not taken by a multi-leg part, grouped by what they do.
void addVectorParts(VectorPool& pool, std::vector<MoveComponent>& out) {
    // Per direction and modes: the farthest plain slide or step; the first landings and
    // reach of jumping slides. Leaps along lines per distance and modes; oblique leaps per
    // modes.
    std::map<std::pair<int, int>, int> reach;                           // (d, modes) -> range
    std::map<std::tuple<int, int, int>, std::uint8_t> jumps;            // (d, modes, range) -> landings
    std::map<std::pair<int, int>, std::uint8_t> lineLeaps;              // (distance, modes) -> directions
    std::map<int, std::vector<Offset>> obliqueLeaps;                    // modes -> targets
    for (std::size_t i = 0; i < pool.vectors.size(); ++i) {
        if (pool.used[i]) continue;
        const AtomVector& v = pool.vectors[i];
        int distance = 0;
        const int d = lineOf(v.dx, v.dy, distance);
        if (d >= 0 && distance == 1 && v.skip == 0) {
            int& r = reach[{d, v.modes}];
            r = std::max(r, v.range);
        } else if (d >= 0 && distance == 1 && v.range == v.skip + 1) {
            lineLeaps[{v.range, v.modes}] |= bitOf(d);  // jumps the squares before: a leap
        } else if (d >= 0 && distance == 1) {
            jumps[{d, v.modes, v.range}] |= bitOf(v.skip + 1);
        } else if (d >= 0 && v.range == 1) {
            lineLeaps[{distance, v.modes}] |= bitOf(d);
        } else {
            // Oblique leaps (and, never in the built-in variants, repeated leaps: each square
            // is listed as a leap of its own).
            for (int k = std::max(1, v.skip + 1); k <= std::min(v.range, 8); ++k)
                obliqueLeaps[v.modes].push_back({v.dx * k, v.dy * k});
        }
    }
    // Slides, farthest first, then steps; each (range, modes) one part.
    std::map<std::pair<int, int>, std::uint8_t, std::greater<>> byRange;  // (range, modes) -> directions
    for (const auto& [key, range] : reach) byRange[{range, key.second}] |= bitOf(key.first);
    for (const auto& [key, directions] : byRange) {
        MoveComponent c;
        c.type = key.first == 1 ? ComponentType::Step : ComponentType::Slide;
        c.range = key.first;
        c.modes = static_cast<std::uint8_t>(key.second);
        c.directions = directions;
        out.push_back(c);
    }
    std::map<std::tuple<int, int, std::uint8_t>, std::uint8_t> jumpGroups;  // (range, modes, landings) -> directions
    for (const auto& [key, landings] : jumps) {
        const auto [d, modes, range] = key;
        jumpGroups[{range, modes, landings}] |= bitOf(d);
    }
    for (const auto& [key, directions] : jumpGroups) {
        MoveComponent c;
        c.type = ComponentType::JumpSlide;
        std::tie(c.range, std::ignore, c.landings) = key;
        c.modes = static_cast<std::uint8_t>(std::get<1>(key));
        c.directions = directions;
        out.push_back(c);
    }
    for (const auto& [key, directions] : lineLeaps) {
        MoveComponent c;
        c.type = ComponentType::Leap;
        c.distance = key.first;
        c.modes = static_cast<std::uint8_t>(key.second);
        c.directions = directions;
        out.push_back(c);
    }
    for (auto& [modes, targets] : obliqueLeaps) {
        std::sort(targets.begin(), targets.end());
        targets.erase(std::unique(targets.begin(), targets.end()), targets.end());
        MoveComponent c;
        c.type = ComponentType::Leap;
        c.modes = static_cast<std::uint8_t>(modes);
        c.offsets = targets;
        out.push_back(c);
    }
}

// The multi-leg patterns of a description sorted by what they are; parts take the patterns
// they stand for out of these lists.
struct Patterns {
    std::vector<const LegPattern*> hooks, doubles, lines, returns, others;

    explicit Patterns(const std::vector<LegPattern>& all) {
        for (const LegPattern& p : all) {
            switch (classify(p)) {
                case PatternKind::Hook: hooks.push_back(&p); break;
                case PatternKind::Double: doubles.push_back(&p); break;
                case PatternKind::Line: lines.push_back(&p); break;
                case PatternKind::Return: returns.push_back(&p); break;
                case PatternKind::Other: others.push_back(&p); break;
            }
        }
    }

    // The out-and-back patterns whose first step `host` has: their igui and pass are its own.
    void absorbReturns(MoveComponent& host) {
        std::erase_if(returns, [&](const LegPattern* p) {
            if (firstDirections(*p) & ~host.directions) return false;
            addReturn(host, *p);
            return true;
        });
    }
};

// The double move (Lion): one part for every pattern whose second step may turn, with the
// steps, leaps and two-step line patterns it already has.
MoveComponent doubleMove(Patterns& patterns, VectorPool& pool) {
    MoveComponent lion = part(ComponentType::DoubleMove);
    lion.steps = 2;
    for (const LegPattern* p : patterns.doubles) {
        const LegSpec& first = p->legs[0];
        const LegSpec& second = p->legs[1];
        lion.directions |= first.directions;
        lion.turns |= second.directions;
        const bool firstCaptures = first.modes & kModeCapture;
        if (firstCaptures && (second.directions & kBackOnly)) lion.igui = true;
        if ((first.modes & kModeMove) && (second.directions & kBackOnly)) lion.pass = true;
        if (firstCaptures && (second.modes & kModeCapture) && (second.directions & ~kBackOnly)) lion.multiCapture = true;
    }
    lion.offsets = doubleArea(lion.directions, lion.turns);
    lion.leaps = pool.takeAll(lion.offsets);
    pool.takeSteps(lion.directions);
    // A Lion Dog's capture-and-step-on inside a Furious Fiend is one of the Lion's moves.
    std::erase_if(patterns.lines, [&](const LegPattern* p) {
        if (p->legs.size() != 2 || (firstDirections(*p) & ~lion.directions) || (p->legs[1].directions & ~lion.turns))
            return false;
        const LineAbilities a = lineAbilities(*p);
        lion.igui |= a.igui;
        lion.pass |= a.pass;
        return true;
    });
    patterns.absorbReturns(lion);
    return lion;
}

// Line moves (Lion Dog): the directions grouped by the most steps they take, each group one
// part with the steps and leaps along its lines.
void addLineMoves(Patterns& patterns, VectorPool& pool, std::vector<MoveComponent>& out) {
    int steps[8] = {};
    LineAbilities abilities[8];
    for (const LegPattern* p : patterns.lines) {
        const LineAbilities a = lineAbilities(*p);
        for (int d = 0; d < 8; ++d) {
            if (!(firstDirections(*p) & bitOf(d))) continue;
            steps[d] = std::max(steps[d], static_cast<int>(p->legs.size()));
            abilities[d].igui |= a.igui;
            abilities[d].pass |= a.pass;
            abilities[d].multiCapture |= a.multiCapture;
        }
    }
    for (int n = 2; n <= 3; ++n) {
        MoveComponent line = part(ComponentType::LineMove);
        line.steps = n;
        for (int d = 0; d < 8; ++d) {
            if (steps[d] != n) continue;
            line.directions |= bitOf(d);
            line.igui |= abilities[d].igui;
            line.pass |= abilities[d].pass;
            line.multiCapture |= abilities[d].multiCapture;
        }
        if (!line.directions) continue;
        std::vector<Offset> beyond;
        for (int d = 0; d < 8; ++d)
            if (line.directions & bitOf(d))
                for (int k = 2; k <= n; ++k) beyond.push_back(compassOffset(d, k));
        line.leaps = pool.takeAll(beyond);
        pool.takeSteps(line.directions);
        patterns.absorbReturns(line);
        out.push_back(line);
    }
}

// Hooks: one part per way of turning and range.
void addHooks(const Patterns& patterns, std::vector<MoveComponent>& out) {
    for (const LegPattern* p : patterns.hooks) {
        auto same = std::find_if(out.begin(), out.end(), [&](const MoveComponent& c) {
            return c.type == ComponentType::Hook && c.turns == p->legs[1].directions && c.range == p->legs[0].range;
        });
        if (same != out.end()) {
            same->directions |= firstDirections(*p);
            continue;
        }
        MoveComponent hook = part(ComponentType::Hook);
        hook.directions = firstDirections(*p);
        hook.range = p->legs[0].range;
        hook.steps = 2;
        hook.turns = p->legs[1].directions;
        out.push_back(hook);
    }
}

// Out-and-back patterns no double or line move has, and anything not recognised.
void addLeftovers(const Patterns& patterns, std::vector<MoveComponent>& out) {
    for (const LegPattern* p : patterns.returns) {
        MoveComponent c = part(ComponentType::Return);
        c.directions = firstDirections(*p);
        c.steps = 2;
        addReturn(c, *p);
        out.push_back(c);
    }
    for (const LegPattern* p : patterns.others) {
        MoveComponent c = part(ComponentType::Legs);
        c.directions = firstDirections(*p);
        c.legs = static_cast<int>(p->legs.size());
        out.push_back(c);
    }
}

}  // namespace

Offset compassOffset(int dir, int n) { return {n * compassDx(dir), n * compassDy(dir)}; }

const char* componentTypeId(ComponentType type) {
    switch (type) {
        case ComponentType::Universal: return "universal";
        case ComponentType::Slide: return "slide";
        case ComponentType::Step: return "step";
        case ComponentType::JumpSlide: return "jump-slide";
        case ComponentType::Leap: return "leap";
        case ComponentType::DoubleMove: return "double-move";
        case ComponentType::LineMove: return "line-move";
        case ComponentType::Hook: return "hook";
        case ComponentType::Return: return "return";
        case ComponentType::Legs: return "legs";
        case ComponentType::CaptureLimit: return "capture-limit";
    }
    return "?";
}

std::vector<MoveComponent> moveComponents(const MoveDescription& description) {
    Patterns patterns(description.patterns);
    VectorPool pool(description.vectors);
    // The multi-leg parts first: they take the single-leg vectors that only spell them out.
    std::vector<MoveComponent> multiLeg;
    if (!patterns.doubles.empty()) multiLeg.push_back(doubleMove(patterns, pool));
    addLineMoves(patterns, pool, multiLeg);
    addHooks(patterns, multiLeg);
    addLeftovers(patterns, multiLeg);

    std::vector<MoveComponent> out;
    if (description.universal) out.push_back(part(ComponentType::Universal));
    addVectorParts(pool, out);
    out.insert(out.end(), multiLeg.begin(), multiLeg.end());
    return out;
}

std::vector<MoveComponent> moveComponents(const Variant& variant, int kind) {
    const Kind& k = variant.kind(kind);
    MoveDescription description;
    std::string error;
    // The variant parsed this text when it was built, so it cannot fail here.
    if (!parseMoveDescription(variant.faceType(kind).moveText(), description, error)) return {};
    std::vector<MoveComponent> parts = moveComponents(description);
    if (k.hookClass && variant.rules().hookClassNoMutualCapture) {
        MoveComponent limit = part(ComponentType::CaptureLimit);
        for (int t = 0; t < variant.typeCount(); ++t)
            if (variant.type(t).has(kHookClass)) limit.spared.push_back(t);
        parts.push_back(limit);
    }
    return parts;
}

int diagramRadius(const std::vector<MoveComponent>& components) {
    int radius = 3;
    for (const MoveComponent& c : components) {
        switch (c.type) {
            case ComponentType::Leap:
            case ComponentType::DoubleMove:
                radius = std::max(radius, c.distance);
                for (Offset o : c.offsets) radius = std::max({radius, std::abs(o.dx), std::abs(o.dy)});
                break;
            case ComponentType::JumpSlide:
                radius = std::max(radius, static_cast<int>(std::bit_width(unsigned(c.landings))) - 1);
                break;
            case ComponentType::LineMove:
                radius = std::max(radius, c.steps);
                break;
            default:
                break;
        }
    }
    return radius;
}

std::vector<ComponentSquare> componentSquares(const MoveComponent& c, int radius) {
    std::vector<ComponentSquare> out;
    auto within = [&](Offset o) { return std::max(std::abs(o.dx), std::abs(o.dy)) <= radius; };
    auto add = [&](Offset o, std::uint8_t modes) {
        if (within(o)) out.push_back({o, modes});
    };
    auto alongLines = [&](int from, int to, std::uint8_t modes) {
        for (int d = 0; d < 8; ++d)
            if (c.directions & bitOf(d))
                for (int n = from; n <= std::min(to, radius); ++n) add(compassOffset(d, n), modes);
    };
    const Offset home{0, 0};
    switch (c.type) {
        case ComponentType::Universal:
            for (int dy = -radius; dy <= radius; ++dy)
                for (int dx = -radius; dx <= radius; ++dx)
                    if (dx || dy) add({dx, dy}, kBothModes);
            break;
        case ComponentType::Slide:
        case ComponentType::Step:
            alongLines(1, c.range, c.modes);
            break;
        case ComponentType::JumpSlide:
            alongLines(static_cast<int>(std::countr_zero(unsigned(c.landings))), c.range, c.modes);
            break;
        case ComponentType::Leap:
            if (c.distance) alongLines(c.distance, c.distance, c.modes);
            for (Offset o : c.offsets) add(o, c.modes);
            break;
        case ComponentType::DoubleMove:
            alongLines(1, 1, kBothModes);
            for (Offset o : c.offsets) add(o, kBothModes);
            if (c.pass) add(home, kModeMove);
            break;
        case ComponentType::LineMove:
            alongLines(1, c.steps, kBothModes);
            if (c.pass) add(home, kModeMove);
            break;
        case ComponentType::Return:
            if (c.igui) alongLines(1, 1, kModeCapture);
            if (c.pass) add(home, kModeMove);
            break;
        case ComponentType::Hook:
            // A bend beyond the window never comes back into it: the second leg moves away
            // from the piece in one coordinate.
            for (int d = 0; d < 8; ++d) {
                if (!(c.directions & bitOf(d))) continue;
                for (int n = 1; n <= std::min(c.range, radius); ++n) {
                    const Offset bend = compassOffset(d, n);
                    for (int t = 0; t < 8; ++t) {
                        if (!(c.turns & bitOf(t))) continue;
                        for (int m = 1; m <= c.range; ++m) {
                            const Offset to{bend.dx + m * compassDx(d + t), bend.dy + m * compassDy(d + t)};
                            if (!within(to)) break;
                            add(to, kBothModes);
                        }
                    }
                }
            }
            break;
        case ComponentType::Legs:
        case ComponentType::CaptureLimit:
            break;
    }
    return out;
}

}  // namespace shogi
