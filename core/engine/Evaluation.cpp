#include "engine/Evaluation.h"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "engine/EvalAccumulator.h"
#include "movegen/MoveGen.h"

namespace shogi {
namespace {

constexpr int kMaxGuards = 4;  // friendly pieces next to a royal that count, per royal
constexpr int kMaxDropPieces = 3;  // enemy pieces in hand that count towards royal_drop_room

bool hasLongMove(const Kind& kind) {
    if (kind.hookClass || kind.moves[kBlack].universal) return true;
    for (const Ray& ray : kind.moves[kBlack].rays)
        if (ray.range >= 3) return true;
    return false;
}

}  // namespace

Evaluator::Evaluator(const Variant& variant) : Evaluator(variant, evalWeights(variant)) {}

Evaluator::Evaluator(const Variant& variant, const EvalWeights& weights)
    : variant_(variant),
      values_(pieceValues(variant)),
      weights_(weights),
      profile_(engineProfile(variant, weights)),
      mobility_(variant),
      mopUp_(variant) {
    const PromotionRule rule = variant.rules().promotion;
    zonePromotion_ = rule == PromotionRule::Zone;
    capturePromotion_ = rule == PromotionRule::CaptureOptional || rule == PromotionRule::CaptureForced;
    const int kinds = variant.kindCount();
    class_.assign(kinds, kMaterialStep);
    scaled_.assign(kinds, 0);
    for (int k = 0; k < kinds; ++k) {
        const Kind& kind = variant.kind(k);
        if (!kind.valid) continue;
        class_[k] = kind.royal               ? kMaterialRoyal
                    : values_.multiCapture[k] ? kMaterialLion
                    : hasLongMove(kind)       ? kMaterialRange
                                              : kMaterialStep;
        scaled_[k] = values_.kind[k] * weights_[class_[k]] / kWeightScale;
    }
    royal_.assign(kinds, 0);
    for (int k = 0; k < kinds; ++k) royal_[k] = variant.kind(k).valid && variant.kind(k).royal;
    // The incremental material group: one term per kind and relative rank (the promotion in
    // reach grows towards the zone), one per type in hand; materialFeatures() in weight units.
    const Geometry& g = variant.geometry();
    rankCount_ = g.ranks();
    const int toZone = std::max(g.ranks() - variant.rules().zoneDepth, 1);
    pieceTerm_.assign(static_cast<std::size_t>(kinds) * rankCount_, 0);
    for (int k = 0; k < kinds; ++k) {
        if (!variant.kind(k).valid) continue;
        const int gain = values_.promotionGain[k];
        for (int r = 0; r < rankCount_; ++r) {
            const int promotion = zonePromotion_      ? gain * std::min(r, toZone) / toZone
                                  : capturePromotion_ ? gain
                                                      : 0;
            pieceTerm_[static_cast<std::size_t>(k) * rankCount_ + r] =
                weights_[class_[k]] * values_.kind[k] + weights_[kPromotion] * promotion;
        }
    }
    handTerm_.assign(variant.typeCount(), 0);
    if (variant.rules().drops)
        for (int t = 0; t < variant.typeCount(); ++t) handTerm_[t] = weights_[kMaterialHand] * values_.handType[t];
    openLines_ = weights_[kRoyalOpenLines] != 0;
    dropSafety_ = weights_[kRoyalDropSquares] || weights_[kRoyalDropRoom];
    lionThreats_ = weights_[kRoyalLionAttackers] || weights_[kLionTargets] || weights_[kLionLooseToMove] ||
                   weights_[kLionLooseWaiting];
}

void Evaluator::materialFeatures(const Position& pos, Side side, int sign, Features& f) const {
    const Geometry& g = variant_.geometry();
    const int toZone = std::max(g.ranks() - variant_.rules().zoneDepth, 1);
    int promotion = 0;
    for (Square sq : pos.pieces(side)) {
        const int k = cellKind(pos.cell(sq));
        f[class_[k]] += sign * values_.kind[k];
        const int gain = values_.promotionGain[k];
        if (gain == 0) continue;
        // Zone: 0 at the back rank, the whole gain on the zone's edge and beyond.
        if (zonePromotion_) promotion += gain * std::min(g.relativeRank(sq, side), toZone) / toZone;
        else if (capturePromotion_) promotion += gain;
    }
    f[kPromotion] += sign * promotion;
    if (variant_.rules().drops)
        for (int t = 0; t < variant_.typeCount(); ++t) f[kMaterialHand] += sign * pos.handCount(side, t) * values_.handType[t];
}

// Guards next to the royal, attackers within two squares, the lines on which an enemy
// piece sees the royal with nothing between, in drop variants the squares next to it where
// an enemy drop would begin an attack, and how far it has left its back rank. The rim around
// every board is three cells wide, so the scan needs no bounds test.
void Evaluator::royalFeatures(const Position& pos, Square royal, Side side, int sign, bool all, Features& f) const {
    const Side them = opposite(side);
    int guards = 0, attackers = 0;
    // Guards next to the royal, enemies within two squares: five kept words where the board
    // keeps them (Position::around), the 25 cells themselves elsewhere.
    if (pos.aroundKept()) {
        guards = aroundFieldSum(aroundIn(pos.around(royal), side + 1u));
        attackers = pos.countWithinTwo(royal, them + 1u);
    } else {
        for (int dr = -2; dr <= 2; ++dr)
            for (int df = -2; df <= 2; ++df) {
                const Cell n = pos.cell(static_cast<Square>(royal + offsetOf(df, dr)));
                if (ownedBy(n, them)) ++attackers;
                else if (std::abs(df) <= 1 && std::abs(dr) <= 1 && ownedBy(n, side)) ++guards;
            }
        guards -= 1;  // the royal itself
    }
    int open = 0;
    for (int dir = 0; dir < 8 && (all || openLines_); ++dir) {
        const int step = variant_.compassOffset(dir);
        Square sq = static_cast<Square>(royal + step);
        while (pos.cell(sq) == kEmptyCell) sq = static_cast<Square>(sq + step);
        if (ownedBy(pos.cell(sq), them)) ++open;
    }
    if ((all || dropSafety_) && variant_.rules().drops) {
        int inHand = 0;
        for (int t = 0; t < variant_.typeCount(); ++t) inHand += pos.handCount(them, t);
        int covered = 0, empty = 0;
        for (int dir = 0; dir < 8 && inHand > 0; ++dir) {
            const Square sq = static_cast<Square>(royal + variant_.compassOffset(dir));
            if (pos.cell(sq) != kEmptyCell) continue;
            ++empty;
            if (controlsBySingleLeg(pos, sq, them)) ++covered;
        }
        f[kRoyalDropSquares] += sign * covered;
        f[kRoyalDropRoom] += sign * empty * std::min(inHand, kMaxDropPieces);
    }
    f[kRoyalAdvance] += sign * variant_.geometry().relativeRank(royal, side);
    f[kRoyalGuards] += sign * std::min(guards, kMaxGuards);
    f[kRoyalAttackers] += sign * attackers;
    f[kRoyalOpenLines] += sign * open;
}

// Enemy pieces within a Lion-power piece's two-step area (it may take one and go on, or take
// two), those with no friend next to them, which nothing recaptures at once, and enemy
// royals in that area (counted against their owner).
void Evaluator::lionFeatures(const Position& pos, Square lion, Side side, int sign, Features& f) const {
    const Side them = opposite(side);
    int targets = 0, loose = 0;
    for (int dr = -2; dr <= 2; ++dr)
        for (int df = -2; df <= 2; ++df) {
            const Square sq = static_cast<Square>(lion + offsetOf(df, dr));
            const Cell n = pos.cell(sq);
            if (!ownedBy(n, them)) continue;
            ++targets;
            if (variant_.kind(cellKind(n)).royal) f[kRoyalLionAttackers] -= sign;
            bool guarded = false;
            for (int dir = 0; dir < 8 && !guarded; ++dir)
                guarded = ownedBy(pos.cell(static_cast<Square>(sq + variant_.compassOffset(dir))), them);
            if (!guarded) ++loose;
        }
    f[kLionTargets] += sign * targets;
    f[side == pos.sideToMove() ? kLionLooseToMove : kLionLooseWaiting] += loose;
}

// `all`: every feature, also those whose weight is 0 (for `shogi-cli features`); the search
// skips those, so that an untuned variant pays nothing for them.
void Evaluator::positionalFeatures(const Position& pos, Side side, int sign, bool all, int mobility,
                                   Features& f) const {
    f[kMobility] += sign * mobility;
    for (Square sq : pos.specialPieces(side)) {
        const int k = cellKind(pos.cell(sq));
        if (royal_[k]) royalFeatures(pos, sq, side, sign, all, f);
        if ((all || lionThreats_) && values_.multiCapture[k]) lionFeatures(pos, sq, side, sign, f);
    }
}

int Evaluator::dot(const Features& f, int first, int last) const {
    int sum = 0;
    for (int i = first; i < last; ++i) sum += weights_[i] * f[i];
    return sum;
}

int Evaluator::materialOf(const Position& pos, Side side) const {
    int sum = 0;
    for (Square sq : pos.pieces(side)) sum += pieceTerm(pos.cell(sq), sq);
    if (variant_.rules().drops)
        for (int t = 0; t < variant_.typeCount(); ++t) sum += pos.handCount(side, t) * handTerm_[t];
    return sum;
}

int Evaluator::finish(const Position& pos, int base, EvalAccumulator* acc, int alpha, int beta, Features& f,
                      bool all, bool& exact) const {
    const Side us = pos.sideToMove();
    f[kSpareRoyal] = (pos.royalCount(us) >= 2) - (pos.royalCount(opposite(us)) >= 2);
    f[kTempo] = 1;
    base += weights_[kSpareRoyal] * f[kSpareRoyal] + weights_[kTempo];
    // The mop-up's fade is measured on the material group, so it follows the tuned values.
    const int lead = base / kWeightScale;
    const auto mopUp = [&](Side winning, int winningLead) {
        const int pull =
            acc && profile_.keepPull && MopUp::pullKeepable(pos, winning) ? acc->pull(winning) : -1;
        return mopUp_.score(pos, winning, winningLead, pull);
    };
    if (lead > MopUp::kStart) f[kMopUp] = mopUp(us, lead);
    else if (lead < -MopUp::kStart) f[kMopUp] = -mopUp(opposite(us), -lead);
    base += weights_[kMopUp] * f[kMopUp];
    const int material = base / kWeightScale;
    exact = all || !(material - kLazyMargin >= beta || material + kLazyMargin <= alpha);
    if (!exact) return material;
    int mobility[2] = {0, 0};
    if (acc && profile_.keepMobility) {
        mobility[kBlack] = acc->mobility(kBlack);
        mobility[kWhite] = acc->mobility(kWhite);
    } else if (all || weights_[kMobility] != 0) {
        mobility[kBlack] = mobility_.ofSide(pos, kBlack);
        mobility[kWhite] = mobility_.ofSide(pos, kWhite);
    }
    positionalFeatures(pos, us, 1, all, mobility[us], f);
    positionalFeatures(pos, opposite(us), -1, all, mobility[opposite(us)], f);
    const int positional = std::clamp(dot(f, kFirstPositional, kFeatureCount), -kPositionalCap, kPositionalCap);
    return (base + positional) / kWeightScale;
}

int Evaluator::score(const Position& pos, int alpha, int beta, Features* out) const {
    const Side us = pos.sideToMove();
    Features local{};
    Features& f = out ? *out : local;
    materialFeatures(pos, us, 1, f);
    materialFeatures(pos, opposite(us), -1, f);
    bool exact;
    return finish(pos, dot(f, 0, kSpareRoyal), nullptr, alpha, beta, f, out != nullptr, exact);
}

int Evaluator::evaluate(EvalAccumulator& acc, int alpha, int beta, bool& exact) const {
    const Position& pos = acc.position();
    const Side us = pos.sideToMove();
    Features f{};
    return finish(pos, acc.material(us) - acc.material(opposite(us)), &acc, alpha, beta, f, false, exact);
}

Evaluator::Features Evaluator::features(const Position& pos) const {
    Features f{};  // score() adds to it
    score(pos, -kNoBound, kNoBound, &f);
    return f;
}

}  // namespace shogi