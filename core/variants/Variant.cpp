#include "variants/Variant.h"

#include <algorithm>
#include <set>
#include <stdexcept>
#include <utility>

namespace shogi {
namespace {

std::uint64_t splitmix(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

std::uint8_t rotateMask(std::uint8_t mask, int by) {
    by &= 7;
    return static_cast<std::uint8_t>(((mask << by) | (mask >> (8 - by))) & 0xFF);
}

// True when two rays can reach the same displacement on an empty board, so one move can be
// generated twice.
bool raysOverlap(const std::vector<AtomVector>& vectors) {
    std::set<std::pair<int, int>> seen;
    for (const auto& v : vectors) {
        const int reach = std::min(v.range, 24);
        for (int d = v.skip + 1; d <= reach; ++d)
            if (!seen.insert({v.dx * d, v.dy * d}).second) return true;
    }
    return false;
}

CaptureReach captureReachOf(const MoveSet& ms) {
    CaptureReach reach;
    reach.otherWays = !ms.patterns.empty() || ms.universal;
    int other = ms.universal ? CaptureReach::kFar : 0;
    for (const CompiledPattern& p : ms.patterns) other = std::max(other, p.captureReach(CaptureReach::kFar));
    for (const Ray& ray : ms.rays) {
        if (!(ray.modes & kModeCapture)) continue;
        int d = ray.skip == 0 ? 0 : 8;  // a jump is never a first step
        while (d < 8 && ray.offset != compassStep(d)) ++d;
        if (d == 8) {
            reach.otherWays = true;
            const int far = std::max(std::abs(offsetDx(ray.offset)), std::abs(offsetDy(ray.offset)));
            other = std::max(other, far * std::min(ray.range, CaptureReach::kFar));
            continue;
        }
        reach.firstStep |= static_cast<std::uint16_t>(1u << (2 * d));
        if (ray.range >= 2) reach.beyondEmpty |= static_cast<std::uint16_t>(1u << (2 * d));
    }
    reach.otherReach = static_cast<std::uint8_t>(std::min(other, CaptureReach::kFar));
    return reach;
}

}  // namespace

Variant::Variant(const VariantDef& def) : def_(def), geometry_(def.files, def.ranks) {
    if (def.files < kMinFiles || def.files > kMaxFiles || def.ranks < kMinRanks || def.ranks > kMaxRanks)
        throw std::logic_error(std::string("variant ") + def.id + ": board size out of range");
    geometry_.forEachSquare([&](Square sq) { squares_.push_back(sq); });

    kinds_.resize(def.pieces.size() * 2);
    for (int t = 0; t < typeCount(); ++t) {
        const PieceType& row = type(t);
        Kind& base = kinds_[kindOf(t, false)];
        base.valid = !row.has(kPromotedOnly);
        base.type = t;
        base.faceType = t;
        base.code = row.code;
        if (*row.promotesTo) {
            const int target = typeByCode(row.promotesTo);
            if (target < 0)
                throw std::logic_error(std::string("variant ") + def.id + ": " + row.code +
                                       " promotes to unknown " + row.promotesTo);
            Kind& promoted = kinds_[kindOf(t, true)];
            promoted.valid = base.valid;
            promoted.type = t;
            promoted.promoted = true;
            promoted.faceType = target;
            promoted.code = std::string("+") + row.code;
            if (base.valid) base.promotesTo = kindOf(t, true);
            if (def.rules.promotion == PromotionRule::FlipOnCapture) promoted.demotesTo = kindOf(t, false);
        }
    }
    for (int k = 0; k < kindCount(); ++k) {
        Kind& kd = kinds_[k];
        if (!kd.valid) continue;
        const PieceType& base = type(kd.type);
        const PieceType& face = type(kd.faceType);
        kd.royal = face.has(kRoyal);
        kd.hookClass = face.has(kHookClass);
        const bool wouldBeRoyal = kd.promotesTo >= 0 && type(kinds_[kd.promotesTo].faceType).has(kRoyal);
        kd.contagionImmune = kd.royal || base.has(kRoyal) || wouldBeRoyal;
        if (base.has(kContagious) && *base.promotesTo) kd.contagionResult = kindOf(kd.type, true);
        compileKind(k);
        kd.special = kd.royal;
        for (const MoveSet& ms : kd.moves) kd.special = kd.special || !ms.patterns.empty() || ms.universal;
    }
    for (int side = 0; side < 2; ++side) {
        std::vector<const MoveSet*> moves(kinds_.size(), nullptr);
        for (std::size_t k = 0; k < kinds_.size(); ++k)
            if (kinds_[k].valid) moves[k] = &kinds_[k].moves[side];
        attackRays_[side] = AttackRays(moves);
        captureReach_[side].assign(kinds_.size(), CaptureReach{});
        for (std::size_t k = 0; k < kinds_.size(); ++k)
            if (moves[k]) captureReach_[side][k] = captureReachOf(*moves[k]);
    }

    std::uint64_t seed = 0x5EED;
    for (const char* p = def.id; *p; ++p) seed = seed * 131 + static_cast<unsigned char>(*p);
    pieceKeys_.resize(kinds_.size() * 2 * kCells);
    for (auto& key : pieceKeys_) key = splitmix(seed);
    handKeys_.resize(def.pieces.size() * 2 * kMaxHand);
    for (std::size_t i = 0; i < handKeys_.size(); ++i)
        handKeys_[i] = (i % kMaxHand == 0) ? 0 : splitmix(seed);  // an empty hand adds nothing
    sideKey_ = splitmix(seed);
    passKeys_[0] = splitmix(seed);
    passKeys_[1] = splitmix(seed);
}

void Variant::compileKind(int k) {
    Kind& kd = kinds_[k];
    const PieceType& face = type(kd.faceType);
    MoveDescription desc;
    std::string error;
    if (!parseMoveDescription(face.moveText(), desc, error))
        throw std::logic_error(std::string("variant ") + def_.id + ", piece " + face.code + ": " + error);

    for (int side = 0; side < 2; ++side) {
        const int sign = side == kBlack ? 1 : -1;
        MoveSet& ms = kd.moves[side];
        for (const AtomVector& v : desc.vectors) {
            Ray ray{offsetOf(sign * v.dx, sign * v.dy), v.range, v.skip, v.modes};
            auto same = std::find_if(ms.rays.begin(), ms.rays.end(), [&](const Ray& r) {
                return r.offset == ray.offset && r.skip == ray.skip && r.modes == ray.modes;
            });
            if (same != ms.rays.end()) same->range = std::max(same->range, ray.range);
            else ms.rays.push_back(ray);
        }
        for (const LegPattern& p : desc.patterns) {
            CompiledPattern cp{};
            cp.count = static_cast<int>(p.legs.size());
            for (int i = 0; i < cp.count; ++i) {
                const LegSpec& leg = p.legs[i];
                const std::uint8_t dirs = i == 0 ? rotateMask(leg.directions, side * 4) : leg.directions;
                cp.legs[i] = {dirs, leg.range, leg.modes};
            }
            for (int i = cp.count - 1; i >= 0; --i) {
                const bool here = cp.legs[i].modes & kModeCapture;
                const bool later = cp.capturesFrom >> (i + 1) & 1u;  // 0 past the last leg
                cp.capturesFrom |= static_cast<std::uint8_t>((here || later) << i);
            }
            ms.patterns.push_back(cp);
        }
        ms.universal = desc.universal;
        ms.needsDedup = !ms.patterns.empty() || (ms.universal && !ms.rays.empty()) || raysOverlap(desc.vectors);
    }

    // Far ranks where this face has no move at all: only when every move goes forward.
    if (!desc.universal && desc.patterns.empty() && !desc.vectors.empty()) {
        int dead = 1 << 20;
        for (const AtomVector& v : desc.vectors) dead = std::min(dead, v.dy * (v.skip + 1));
        kd.deadRanks = std::max(dead, 0);
    }
}

int Variant::typeByCode(std::string_view code) const {
    for (int t = 0; t < typeCount(); ++t)
        if (code == type(t).code) return t;
    return -1;
}

int Variant::kindByCode(std::string_view code) const {
    const bool promoted = !code.empty() && code[0] == '+';
    if (promoted) code.remove_prefix(1);
    const int t = typeByCode(code);
    if (t < 0) return -1;
    const int k = kindOf(t, promoted);
    return kinds_[k].valid ? k : -1;
}

}  // namespace shogi
