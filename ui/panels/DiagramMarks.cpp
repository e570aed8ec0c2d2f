#include "panels/DiagramMarks.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace ui {
namespace {

using shogi::ComponentType;
using shogi::MoveComponent;
using shogi::Offset;

template <typename F>
void forEachDirection(std::uint8_t mask, F f) {
    for (int d = 0; d < 8; ++d)
        if (mask & (1u << d)) f(d);
}

class Layout {
public:
    explicit Layout(int radius) { result_.radius = radius; }

    void add(const MoveComponent& c, int part) {
        part_ = part;
        switch (c.type) {
            case ComponentType::Universal:
                put({.kind = MarkKind::Universal});
                break;
            case ComponentType::Step:
            case ComponentType::Slide:
                forEachDirection(c.directions, [&](int d) { line(d, 0, c.range, c.modes); });
                break;
            case ComponentType::JumpSlide:
                forEachDirection(c.directions, [&](int d) {
                    const int first = std::countr_zero(unsigned(c.landings));
                    for (int n = first; n < 8; ++n)
                        if ((c.landings >> n) & 1) leap(shogi::compassOffset(d, n), c.modes);
                    if (c.range > first) line(d, first, c.range, c.modes);
                });
                break;
            case ComponentType::Leap:
                if (c.distance) forEachDirection(c.directions, [&](int d) { leap(shogi::compassOffset(d, c.distance), c.modes); });
                for (Offset o : c.offsets) leap(o, c.modes);
                break;
            case ComponentType::DoubleMove:
                forEachDirection(c.directions, [&](int d) { put({.kind = MarkKind::DoubleStep, .at = shogi::compassOffset(d, 1), .direction = d}); });
                for (Offset o : c.offsets) put({.kind = MarkKind::DoubleArea, .at = o, .jump = c.leaps});
                returns(c);
                break;
            case ComponentType::LineMove:
                forEachDirection(c.directions, [&](int d) {
                    for (int n = 1; n <= c.steps; ++n)
                        put({.kind = MarkKind::LineStep, .at = shogi::compassOffset(d, n), .direction = d, .jump = c.leaps && n > 1});
                });
                returns(c);
                break;
            case ComponentType::Return:
                returns(c);
                break;
            case ComponentType::Hook:
                // Orthogonal hooks bend two squares out, diagonal ones one square out, so that
                // what comes after the bend has room in a 7x7 diagram. The first turn clockwise
                // runs to the edge and the other way is a stub at the same bend: the bent
                // arrows of the directions then form a pinwheel and never cross.
                forEachDirection(c.directions, [&](int d) {
                    bool first = true;
                    for (int t : {2, 6, 1, 3, 5, 7, 4, 0}) {
                        if (!(c.turns & (1u << t))) continue;
                        put({.kind = MarkKind::Hook, .at = shogi::compassOffset(d, 1), .direction = d, .turn = (d + t) & 7,
                             .bend = d % 2 == 0 ? 2 : 1, .stub = !first});
                        first = false;
                    }
                });
                break;
            case ComponentType::Legs:
            case ComponentType::CaptureLimit:
                break;  // said in words only
        }
    }

    DiagramLayout take() { return std::move(result_); }

private:
    void put(PlacedMark m) {
        m.part = part_;
        result_.marks.push_back(m);
    }

    // A slide or step along direction d from square `from` (0: the piece) to `range`: dots
    // where it ends inside the diagram, an arrow where it runs off it.
    void line(int d, int from, int range, std::uint8_t modes) {
        const int r = result_.radius;
        if (range > r) {
            const bool limited = range < shogi::kUnlimited;
            put({.kind = limited ? MarkKind::LimitedSlide : MarkKind::Slide, .at = shogi::compassOffset(d, r), .direction = d,
                 .from = from, .number = limited ? range : 0, .modes = modes});
            return;
        }
        if (range - from > 1) put({.kind = MarkKind::Range, .at = shogi::compassOffset(d, range), .direction = d, .from = from, .modes = modes});
        for (int n = from + 1; n <= range; ++n) put({.kind = MarkKind::Step, .at = shogi::compassOffset(d, n), .direction = d, .modes = modes});
    }

    void leap(Offset o, std::uint8_t modes) {
        if (std::max(std::abs(o.dx), std::abs(o.dy)) <= result_.radius) put({.kind = MarkKind::Leap, .at = o, .modes = modes});
    }

    void returns(const MoveComponent& c) {
        if (c.igui)
            forEachDirection(c.directions, [&](int d) {
                const bool drawn = std::any_of(result_.marks.begin(), result_.marks.end(), [&](const PlacedMark& m) {
                    return m.kind == MarkKind::Igui && m.direction == d;
                });
                if (!drawn) put({.kind = MarkKind::Igui, .at = shogi::compassOffset(d, 1), .direction = d});
            });
        if (c.pass && !result_.count(MarkKind::Pass)) put({.kind = MarkKind::Pass});
    }

    DiagramLayout result_;
    int part_ = -1;
};

}  // namespace

int DiagramLayout::count(MarkKind kind) const {
    return static_cast<int>(std::count_if(marks.begin(), marks.end(), [&](const PlacedMark& m) { return m.kind == kind; }));
}

std::vector<MarkKind> DiagramLayout::legendKinds(int part) const {
    bool used[kMarkKinds] = {};
    for (const PlacedMark& m : marks) {
        if (part >= 0 && m.part != part) continue;
        used[static_cast<int>(m.kind)] = true;
        if (m.modes == shogi::kModeMove) used[static_cast<int>(MarkKind::MoveOnly)] = true;
        if (m.modes == shogi::kModeCapture) used[static_cast<int>(MarkKind::CaptureOnly)] = true;
    }
    std::vector<MarkKind> kinds;
    for (int k = 0; k < kMarkKinds; ++k)
        if (used[k]) kinds.push_back(static_cast<MarkKind>(k));
    return kinds;
}

DiagramLayout layoutDiagram(const std::vector<MoveComponent>& components) {
    Layout layout(shogi::diagramRadius(components));
    for (std::size_t i = 0; i < components.size(); ++i) layout.add(components[i], static_cast<int>(i));
    return layout.take();
}

}  // namespace ui
