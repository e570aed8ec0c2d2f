#include "engine/Evaluation.h"

#include <algorithm>
#include <cstdlib>

namespace shogi {
namespace {

// Terms in centipawns (a Pawn is about 100).
constexpr int kTempo = 10;
constexpr int kOpenDirection = 2;     // per first step of a ray that is free or captures
constexpr int kShieldPerFriend = 8;   // per friendly piece next to a royal
constexpr int kMaxShield = 4;
constexpr int kAttackerNearRoyal = 12;  // per enemy piece within two steps of a royal
// A second royal (Prince, the Elephant's King) is insurance: losing one royal is survivable.
constexpr int kSpareRoyal = 600;

// Mop-up: a side far ahead in material is drawn towards the enemy royals and drives them
// to the edge, so that it finishes the game instead of collecting pieces forever (a lone
// royal on 19x19 is out of the search's sight otherwise). Fades in from kMopUpStart to
// kMopUpFull of material lead.
constexpr int kMopUpStart = 300;
constexpr int kMopUpFull = 1500;
constexpr int kMopUpPerStep = 2;      // per piece, per step closer to the nearest enemy royal
constexpr int kMopUpEdge = 20;        // per step an enemy royal stands away from the centre
constexpr int kMopUpFreedom = 15;     // per empty square next to an enemy royal

// Share of a promotion's gain counted in advance: capture-promotion pieces may promote on
// any capture; in zone variants the share grows as the piece approaches the zone.
constexpr int kCapturePromotionShare = 15;
constexpr int kZonePromotionShare = 30;

}  // namespace

Evaluator::Evaluator(const Variant& variant) : variant_(variant), values_(pieceValues(variant)) {
    const PromotionRule rule = variant.rules().promotion;
    zonePromotion_ = rule == PromotionRule::Zone;
    promotionShare_ = rule == PromotionRule::CaptureOptional || rule == PromotionRule::CaptureForced
                          ? kCapturePromotionShare
                          : 0;
}

int Evaluator::material(const Position& pos, Side side) const {
    const Geometry& g = variant_.geometry();
    int score = 0;
    for (Square sq : pos.pieces(side)) {
        const int k = cellKind(pos.cell(sq));
        score += values_.kind[k];
        const int gain = values_.promotionGain[k];
        if (gain > 0) {
            if (zonePromotion_) {
                // 0 at the back rank, the full share on the zone's edge and beyond.
                const int toZone = g.ranks() - variant_.rules().zoneDepth;
                const int rank = std::min(g.relativeRank(sq, side), toZone);
                score += gain * kZonePromotionShare * rank / (100 * std::max(toZone, 1));
            } else {
                score += gain * promotionShare_ / 100;
            }
        }
    }
    if (pos.royalCount(side) >= 2) score += kSpareRoyal;
    if (variant_.rules().drops)
        for (int t = 0; t < variant_.typeCount(); ++t) score += pos.handCount(side, t) * values_.handType[t];
    return score;
}

int Evaluator::positional(const Position& pos, Side side) const {
    const Geometry& g = variant_.geometry();
    const Side them = opposite(side);
    int score = 0;
    for (Square sq : pos.pieces(side)) {
        const Kind& kind = variant_.kind(cellKind(pos.cell(sq)));
        for (const Ray& ray : kind.moves[side].rays) {
            if (ray.skip > 0) continue;
            const Cell next = pos.cell(static_cast<Square>(sq + ray.offset));
            if (next == kEmptyCell ? (ray.modes & kModeMove) : (ownedBy(next, them) && (ray.modes & kModeCapture)))
                score += kOpenDirection;
        }
        if (!kind.royal) continue;
        int shield = 0;
        int attackers = 0;
        const int f0 = fileOf(sq), r0 = rankOf(sq);
        for (int dr = -2; dr <= 2; ++dr)
            for (int df = -2; df <= 2; ++df) {
                if (!g.contains(f0 + df, r0 + dr) || (df == 0 && dr == 0)) continue;
                const Cell n = pos.cell(toSquare(f0 + df, r0 + dr));
                const bool adjacent = std::abs(df) <= 1 && std::abs(dr) <= 1;
                if (adjacent && ownedBy(n, side)) ++shield;
                else if (ownedBy(n, them)) ++attackers;
            }
        score += std::min(shield, kMaxShield) * kShieldPerFriend - attackers * kAttackerNearRoyal;
    }
    return score;
}

int Evaluator::mopUp(const Position& pos, Side winning, int lead) const {
    const Geometry& g = variant_.geometry();
    const int span = std::max(g.files(), g.ranks());
    const Side losing = opposite(winning);
    Square royals[4];
    int count = 0;
    int cornered = 0;
    for (Square sq : pos.pieces(losing)) {
        if (!variant_.kind(cellKind(pos.cell(sq))).royal || count == 4) continue;
        royals[count++] = sq;
        // Twice the distance from the centre, so odd and even board sizes count alike.
        cornered += std::max(std::abs(2 * fileOf(sq) - (g.files() - 1)), std::abs(2 * rankOf(sq) - (g.ranks() - 1))) *
                    kMopUpEdge / 2;
        for (int dir = 0; dir < 8; ++dir)
            if (pos.cell(static_cast<Square>(sq + variant_.compassOffset(dir))) == kEmptyCell) cornered -= kMopUpFreedom;
    }
    if (count == 0) return 0;
    int pull = cornered;
    for (Square sq : pos.pieces(winning)) {
        int nearest = span;
        for (int i = 0; i < count; ++i)
            nearest = std::min(nearest, std::max(std::abs(fileOf(sq) - fileOf(royals[i])),
                                                 std::abs(rankOf(sq) - rankOf(royals[i]))));
        pull += (span - nearest) * kMopUpPerStep;
    }
    const int weight = std::min(lead, kMopUpFull) - kMopUpStart;
    return pull * weight / (kMopUpFull - kMopUpStart);
}

int Evaluator::evaluate(const Position& pos, int alpha, int beta) const {
    const Side us = pos.sideToMove();
    int base = material(pos, us) - material(pos, opposite(us)) + kTempo;
    if (base > kMopUpStart) base += mopUp(pos, us, base);
    else if (base < -kMopUpStart) base -= mopUp(pos, opposite(us), -base);
    if (base - kLazyMargin >= beta || base + kLazyMargin <= alpha) return base;
    return base + positional(pos, us) - positional(pos, opposite(us));
}

}  // namespace shogi
