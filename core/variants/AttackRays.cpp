#include "variants/AttackRays.h"

#include <algorithm>
#include <cstdlib>

#include "variants/Variant.h"

namespace shogi {
namespace {

// raysCoverPatterns is asked only of patterns this short: its walk grows as the product of
// the legs' ranges, and no leap is longer than 3 (the rim's width), so a pattern that reaches
// farther cannot be covered anyway.
constexpr int kCoveredReach = 3;

// A ray that captures somewhere: capturing, and not jumping every square it could reach.
bool captures(const Ray& ray) { return (ray.modes & kModeCapture) && ray.skip < ray.range; }

// Every square (as an offset from the piece) where leg `index` of `p` or a later leg could
// capture, walking from `at` whatever stands on the way: a superset of the pattern's
// captures, for patterns of short legs.
void patternCaptureSquares(const CompiledPattern& p, int index, int dx, int dy, int prevDir, std::vector<int>& out) {
    if (index >= CompiledPattern::kMaxLegs) return;  // count never exceeds it; the optimiser cannot know
    const CompiledLeg& leg = p.legs[index];
    for (int r = 0; r < 8; ++r) {
        if (!(leg.directions >> r & 1)) continue;
        const int dir = index == 0 ? r : (prevDir + r) & 7;
        for (int d = 1; d <= leg.range; ++d) {
            const int x = dx + d * kCompassDx[dir], y = dy + d * kCompassDy[dir];
            if (leg.modes & kModeCapture) out.push_back(offsetOf(x, y));
            if (index + 1 < p.count) patternCaptureSquares(p, index + 1, x, y, dir, out);
        }
    }
}

// Whether the kind's own one-square rays (steps and leaps, which nothing blocks) capture on
// every square where its patterns could: then the attack test need not run the generator for
// it (the Lion: its King steps and Knight, Alfil and Dabbaba leaps cover its two steps; the
// Lion Dog: its leaps cover its three steps along a line).
bool raysCoverPatterns(const MoveSet& ms) {
    std::vector<int> squares;
    for (const CompiledPattern& p : ms.patterns) patternCaptureSquares(p, 0, 0, 0, 0, squares);
    return std::all_of(squares.begin(), squares.end(), [&](int offset) {
        return offset == 0 || std::any_of(ms.rays.begin(), ms.rays.end(), [&](const Ray& ray) {
                   return ray.offset == offset && ray.skip == 0 && ray.range >= 1 && (ray.modes & kModeCapture);
               });
    });
}

bool isBentSlide(const CompiledPattern& p) {
    // Turning by 0 or 4 (straight on, back) would make the two lines one.
    return p.count == 2 && p.legs[0].modes == kModeMove && (p.legs[1].modes & kModeCapture) &&
           !(p.legs[1].directions & (1u << 0 | 1u << 4));
}

}  // namespace

AttackRays::AttackRays(const std::vector<const MoveSet*>& moves) : kinds_(static_cast<int>(moves.size())) {
    generatorReach_.assign(moves.size(), 0);
    bentSlidesOnly_.assign(moves.size(), 0);
    for (std::size_t k = 0; k < moves.size(); ++k) {
        const MoveSet* ms = moves[k];
        if (!ms) continue;
        bentSlidesOnly_[k] = !ms->universal && !ms->patterns.empty() &&
                             std::all_of(ms->patterns.begin(), ms->patterns.end(), isBentSlide);
        int reach = ms->universal ? kMaxDistance : 0;
        for (const CompiledPattern& p : ms->patterns) reach = std::max(reach, p.captureReach(kMaxDistance));
        if (!ms->universal && reach <= kCoveredReach && raysCoverPatterns(*ms)) reach = 0;
        generatorReach_[k] = static_cast<std::uint8_t>(std::min(reach, kMaxDistance));
        for (const Ray& ray : ms->rays) {
            if (!captures(ray)) continue;
            auto line = std::find_if(lines_.begin(), lines_.end(), [&](const AttackLine& l) { return l.offset == ray.offset; });
            if (line == lines_.end()) line = lines_.insert(lines_.end(), AttackLine{ray.offset, 0, 0, 0});
            line->reach = std::max(line->reach, std::min(ray.range, kMaxDistance));
            line->maxSkip = std::max(line->maxSkip, ray.skip);
        }
    }
    // Short lines first: steps are the most common attackers and end their walk at once.
    // Among the single cells, those within two squares first, which the attack test skips
    // together where the neighbour words show no attacker that near.
    const auto near = [](const AttackLine& l) {
        return l.reach == 1 && std::max(std::abs(offsetDx(l.offset)), std::abs(offsetDy(l.offset))) <= 2;
    };
    std::stable_sort(lines_.begin(), lines_.end(), [&](const AttackLine& a, const AttackLine& b) {
        return a.reach != b.reach ? a.reach < b.reach : near(a) > near(b);
    });
    singleCellLines_ = static_cast<int>(
        std::count_if(lines_.begin(), lines_.end(), [](const AttackLine& l) { return l.reach == 1; }));
    nearCellLines_ = static_cast<int>(std::count_if(lines_.begin(), lines_.end(), near));
    int size = 0;
    for (AttackLine& line : lines_) {
        line.masks = size;
        size += (line.maxSkip + 1) * kinds_;
    }
    masks_.assign(static_cast<std::size_t>(size), 0);
    for (std::size_t k = 0; k < moves.size(); ++k) {
        if (!moves[k]) continue;
        for (const Ray& ray : moves[k]->rays) {
            if (!captures(ray)) continue;
            const AttackLine& line = *std::find_if(lines_.begin(), lines_.end(), [&](const AttackLine& l) { return l.offset == ray.offset; });
            std::uint32_t distances = 0;
            for (int d = ray.skip + 1; d <= std::min(ray.range, kMaxDistance); ++d) distances |= 1u << d;
            for (int gap = 0; gap <= ray.skip; ++gap)
                masks_[static_cast<std::size_t>(line.masks + gap * kinds_) + k] |= distances;
        }
    }
}

}  // namespace shogi
