#include "engine/Evaluation.h"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "movegen/MoveGen.h"

namespace shogi {
namespace {

constexpr int kMaxGuards = 4;  // friendly pieces next to a royal that count, per royal
constexpr int kMaxDropPieces = 3;  // enemy pieces in hand that count towards royal_drop_room

// Mop-up: a side far ahead in material is drawn towards the enemy royals and drives them
// to the edge, so that it finishes the game instead of collecting pieces forever (a lone
// royal on 19x19 is out of the search's sight otherwise). Fades in from kMopUpStart to
// kMopUpFull of material lead.
constexpr int kMopUpStart = 300;
constexpr int kMopUpFull = 1500;
constexpr int kMopUpPerStep = 2;      // per piece, per step closer to the nearest enemy royal
constexpr int kMopUpEdge = 20;        // per step an enemy royal stands away from the centre
constexpr int kMopUpFreedom = 15;     // per empty square next to an enemy royal

// Keeping the mobility costs a few dozen cell reads at every move made; counting it costs a
// read per first step of every piece at every evaluation. On Micro's 20 squares counting is
// cheaper (measured: keeping it made the search 10-25% slower there); from 13x13 on, keeping
// it makes the whole search 1.2-1.4x faster.
constexpr int kKeepMobilityFromSquares = 100;
// Keeping the mop-up's pull costs a look at the enemy royals for every touched cell, and a
// count over the army whenever a royal moves; counting it costs a look at every piece at each
// evaluation with a lead past kMopUpStart. Measured on identical trees (estimated cycles per
// node): 13x13 0.93-1.00x (slower), Hook's 16x16 1.03-1.07x, Maka Dai Dai's 19x19 1.03-1.13x.
constexpr int kKeepPullFromSquares = 256;

// Every cell's file and rank, read where a loop over the army would divide by the stride.
constexpr auto kFileRank = [] {
    std::array<std::array<std::int8_t, 2>, kCells> table{};
    for (int sq = 0; sq < kCells; ++sq)
        table[sq] = {static_cast<std::int8_t>(fileOf(static_cast<Square>(sq))),
                     static_cast<std::int8_t>(rankOf(static_cast<Square>(sq)))};
    return table;
}();

// One piece's share of the mop-up's pull: the board's longer side minus the Chebyshev
// distance to the nearest of a few enemy royals (0 when there are none). Their files and
// ranks are read once, for the many pieces measured against them.
template <int kMax>
class NearestRoyal {
public:
    NearestRoyal(const Square* royals, int count, const Geometry& g)
        : count_(count), span_(std::max(g.files(), g.ranks())) {
        for (int i = 0; i < count; ++i) {
            file_[i] = fileOf(royals[i]);
            rank_[i] = rankOf(royals[i]);
        }
    }
    int closeness(Square sq) const {
        const int file = kFileRank[sq][0], rank = kFileRank[sq][1];
        int nearest = span_;
        const int count = kMax == 1 ? 1 : count_;  // NearestRoyal<1> is made for exactly one
        for (int i = 0; i < count; ++i)
            nearest = std::min(nearest, std::max(std::abs(file - file_[i]), std::abs(rank - rank_[i])));
        return span_ - nearest;
    }

private:
    int file_[kMax] = {};
    int rank_[kMax] = {};
    int count_;
    int span_;
};

// The pull of the side's whole army towards the given royals (at most kMax of them).
template <int kMax>
int armyPull(const Position& pos, Side side, const Square* royals, int count, const Geometry& g) {
    const NearestRoyal<kMax> nearest(royals, count, g);
    int pull = 0;
    for (Square sq : pos.pieces(side)) pull += nearest.closeness(sq);
    return pull;
}

bool hasLongMove(const Kind& kind) {
    if (kind.hookClass || kind.moves[kBlack].universal) return true;
    for (const Ray& ray : kind.moves[kBlack].rays)
        if (ray.range >= 3) return true;
    return false;
}

}  // namespace

Evaluator::Evaluator(const Variant& variant) : Evaluator(variant, evalWeights(variant)) {}

Evaluator::Evaluator(const Variant& variant, const EvalWeights& weights)
    : variant_(variant), values_(pieceValues(variant)), weights_(weights) {
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
    for (int side = 0; side < 2; ++side) {
        const unsigned theirs = 1u << (opposite(Side(side)) + 1);
        mobilityBegin_[side].assign(kinds + 1, 0);
        for (int k = 0; k < kinds; ++k) {
            mobilityBegin_[side][k] = static_cast<std::uint32_t>(firstSteps_[side].size());
            if (!variant.kind(k).valid) continue;
            for (const Ray& ray : variant.kind(k).moves[side].rays)
                if (ray.skip == 0)
                    firstSteps_[side].push_back({ray.offset, ((ray.modes & kModeMove) ? 1u : 0u) |
                                                                 ((ray.modes & kModeCapture) ? theirs : 0u)});
        }
        mobilityBegin_[side][kinds] = static_cast<std::uint32_t>(firstSteps_[side].size());
    }
    for (int side = 0; side < 2; ++side)
        for (const FirstStep& step : firstSteps_[side])
            if (std::find(stepOffsets_.begin(), stepOffsets_.end(), step.offset) == stepOffsets_.end())
                stepOffsets_.push_back(step.offset);
    keepMobility_ = variant.geometry().files() * variant.geometry().ranks() >= kKeepMobilityFromSquares;
    keepPull_ = variant.geometry().files() * variant.geometry().ranks() >= kKeepPullFromSquares;
    const std::size_t offsets = stepOffsets_.size();
    cellStates_ = makeCell(kinds, kBlack);
    stepsLandingBy_.assign(cellStates_ * offsets, 0);
    for (int side = 0; side < 2; ++side)
        for (int k = 0; k < kinds; ++k)
            for (std::uint32_t i = mobilityBegin_[side][k]; i < mobilityBegin_[side][k + 1]; ++i) {
                const FirstStep& step = firstSteps_[side][i];
                const std::size_t o = static_cast<std::size_t>(
                    std::find(stepOffsets_.begin(), stepOffsets_.end(), step.offset) - stepOffsets_.begin());
                for (unsigned state = 0; state < 4; ++state)
                    if ((step.mask >> state) & 1)
                        stepsLandingBy_[o * cellStates_ + makeCell(k, Side(side))] +=
                            static_cast<std::uint16_t>(1u << (4 * state));
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

int Evaluator::pieceMobility(const Position& pos, Square sq, Side side, int kind) const {
    int mobility = 0;
    const FirstStep* steps = firstSteps_[side].data();
    const std::uint32_t* begin = mobilityBegin_[side].data();
    for (std::uint32_t i = begin[kind]; i < begin[kind + 1]; ++i)
        mobility += (steps[i].mask >> (pos.cell(static_cast<Square>(sq + steps[i].offset)) & 3)) & 1;
    return mobility;
}

int Evaluator::mobilityOf(const Position& pos, Side side) const {
    int mobility = 0;
    for (Square sq : pos.pieces(side)) mobility += pieceMobility(pos, sq, side, cellKind(pos.cell(sq)));
    return mobility;
}

// A move changes the mobility only on the rays that start on a cell it touches (the pieces
// there) or land on one (the pieces around it). The pieces on touched cells are counted
// before the move and after it. A ray landing on a touched cell from an untouched one keeps
// its piece and changes only with the state of the cell it lands on, so its change is read
// once, after the move, from the touched cell's state before and after; a ray from one
// touched cell to another is counted with the piece it starts from. The rim makes every
// landing cell's origin a readable cell.
void Evaluator::mobilityOnTouched(const Position& pos, const TouchedCells& touched, int sign, int mobility[2]) const {
    for (int i = 0; i < touched.count; ++i) {
        const Square sq = touched.squares[i];
        const Cell here = pos.cell(sq);
        if (isPiece(here)) mobility[cellSide(here)] += sign * pieceMobility(pos, sq, cellSide(here), cellKind(here));
    }
}

void Evaluator::mobilityLandingChange(const Position& pos, const TouchedCells& touched, int mobility[2]) const {
    const std::size_t offsets = stepOffsets_.size();
    for (int i = 0; i < touched.count; ++i) {
        const Square to = touched.squares[i];
        const unsigned was = 4 * (touched.before[i] & 3u), now = 4 * (pos.cell(to) & 3u);
        if (was == now) continue;
        const std::uint16_t* row = stepsLandingBy_.data();
        for (std::size_t o = 0; o < offsets; ++o, row += cellStates_) {
            const Square from = static_cast<Square>(to - stepOffsets_[o]);
            const Cell c = pos.cell(from);
            const unsigned steps = row[c];
            const int change = static_cast<int>((steps >> now) & 15) - static_cast<int>((steps >> was) & 15);
            if (change && !touched.contains(from)) mobility[cellSide(c)] += change;
        }
    }
}

// `all`: every feature, also those whose weight is 0 (for `shogi-cli features`); the search
// skips those, so that an untuned variant pays nothing for them.
void Evaluator::positionalFeatures(const Position& pos, Side side, int sign, bool all, const int* mobility,
                                   Features& f) const {
    f[kMobility] += sign * (mobility ? mobility[side] : mobilityOf(pos, side));
    for (Square sq : pos.specialPieces(side)) {
        const int k = cellKind(pos.cell(sq));
        if (royal_[k]) royalFeatures(pos, sq, side, sign, all, f);
        if ((all || lionThreats_) && values_.multiCapture[k]) lionFeatures(pos, sq, side, sign, f);
    }
}

int Evaluator::royalSquares(const Position& pos, Side side, Square royals[kMaxRoyals]) const {
    int count = 0;
    for (Square sq : pos.specialPieces(side))
        if (royal_[cellKind(pos.cell(sq))] && count < kMaxRoyals) royals[count++] = sq;
    return count;
}

int Evaluator::pullOf(const Position& pos, Side side) const {
    Square royals[kMaxRoyals];
    const int count = royalSquares(pos, opposite(side), royals);
    return pullOf(pos, side, royals, count);
}

int Evaluator::pullOf(const Position& pos, Side side, const Square* royals, int count) const {
    // One enemy royal is the usual case: then without the loop over royals for every piece.
    return count == 1 ? armyPull<1>(pos, side, royals, count, variant_.geometry())
                      : armyPull<kMaxRoyals>(pos, side, royals, count, variant_.geometry());
}

unsigned Evaluator::royalSidesOn(const Position& pos, const TouchedCells& touched) const {
    unsigned sides = 0;
    for (int i = 0; i < touched.count; ++i) {
        const Cell c = pos.cell(touched.squares[i]);
        if (isPiece(c) && royal_[cellKind(c)]) sides |= 1u << cellSide(c);
    }
    return sides;
}

void Evaluator::pullAround(const Position& pos, const TouchedCells& touched, int sign, int pull[2]) const {
    // Indexed by the side whose pieces are pulled: the other side's royals.
    Square royals[2][kMaxRoyals];
    const int count[2] = {royalSquares(pos, opposite(kBlack), royals[kBlack]),
                          royalSquares(pos, opposite(kWhite), royals[kWhite])};
    const NearestRoyal<kMaxRoyals> nearest[2] = {{royals[kBlack], count[kBlack], variant_.geometry()},
                                     {royals[kWhite], count[kWhite], variant_.geometry()}};
    for (int i = 0; i < touched.count; ++i) {
        const Cell c = pos.cell(touched.squares[i]);
        if (isPiece(c)) pull[cellSide(c)] += sign * nearest[cellSide(c)].closeness(touched.squares[i]);
    }
}

int Evaluator::mopUp(const Position& pos, Side winning, int lead, int pull) const {
    const Geometry& g = variant_.geometry();
    Square royals[kMaxRoyals];
    const int count = royalSquares(pos, opposite(winning), royals);
    if (count == 0) return 0;
    int cornered = 0;
    for (int i = 0; i < count; ++i) {
        const Square sq = royals[i];
        // Twice the distance from the centre, so odd and even board sizes count alike.
        cornered += std::max(std::abs(2 * fileOf(sq) - (g.files() - 1)), std::abs(2 * rankOf(sq) - (g.ranks() - 1))) *
                    kMopUpEdge / 2;
        for (int dir = 0; dir < 8; ++dir)
            if (pos.cell(static_cast<Square>(sq + variant_.compassOffset(dir))) == kEmptyCell) cornered -= kMopUpFreedom;
    }
    if (pull < 0) pull = pullOf(pos, winning, royals, count);
    const int weight = std::min(lead, kMopUpFull) - kMopUpStart;
    return (cornered + pull * kMopUpPerStep) * weight / (kMopUpFull - kMopUpStart);
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

Evaluator::KeptTerms Evaluator::keptTermsOf(const Position& pos) const {
    KeptTerms terms;
    for (Side side : {kBlack, kWhite}) {
        terms.material[side] = materialOf(pos, side);
        terms.mobility[side] = keepMobility_ ? mobilityOf(pos, side) : 0;
        terms.pull[side] = keepPull_ ? pullOf(pos, side) : 0;
    }
    return terms;
}

void Evaluator::beforeMove(const Position& pos, const Move& m, KeptTerms& terms, TouchedCells& touched) const {
    const Side us = pos.sideToMove();
    const bool drops = variant_.rules().drops;
    int* material = terms.material;
    touched.count = 0;
    const auto touch = [&](Square sq) {
        if (!touched.contains(sq)) touched.squares[touched.count++] = sq;
    };
    if (m.isDrop()) {
        material[us] -= handTerm_[variant_.kind(m.kind).type];
    } else {
        material[us] -= pieceTerm(pos.cell(m.from), m.from);
        touch(m.from);
        for (int i = 0; i < m.captureCount; ++i) {
            const Cell c = pos.cell(m.captures[i]);
            material[cellSide(c)] -= pieceTerm(c, m.captures[i]);
            if (drops) material[us] += handTerm_[variant_.kind(cellKind(c)).type];
            touch(m.captures[i]);
        }
    }
    material[us] += pieceTerm(makeCell(m.kind, us), m.to);
    touch(m.to);
    if (keepMobility_) {
        for (int i = 0; i < touched.count; ++i) touched.before[i] = pos.cell(touched.squares[i]);
        mobilityOnTouched(pos, touched, -1, terms.mobility);
    }
    if (keepPull_) {
        touched.royalSides = royalSidesOn(pos, touched);
        pullAround(pos, touched, -1, terms.pull);
    }
}

void Evaluator::afterMove(const Position& pos, const TouchedCells& touched, KeptTerms& terms) const {
    afterMoveLeavingMobility(pos, touched, terms);
    settleMobility(pos, touched, terms);
}

void Evaluator::settleMobility(const Position& pos, const TouchedCells& touched, KeptTerms& terms) const {
    if (!keepMobility_) return;
    mobilityOnTouched(pos, touched, 1, terms.mobility);
    mobilityLandingChange(pos, touched, terms.mobility);
}

// When a royal stood on a touched cell before the move or stands on one after it, the other
// side's pieces are pulled towards moved royals: their pull is counted again.
void Evaluator::afterMoveLeavingMobility(const Position& pos, const TouchedCells& touched, KeptTerms& terms) const {
    if (!keepPull_) return;
    const unsigned royalSides = touched.royalSides | royalSidesOn(pos, touched);
    pullAround(pos, touched, 1, terms.pull);
    for (Side side : {kBlack, kWhite})
        if (royalSides >> opposite(side) & 1) terms.pull[side] = pullOf(pos, side);
}

int Evaluator::finish(const Position& pos, int base, KeptTerms* kept, const TouchedCells* unsettled, int alpha,
                      int beta, Features& f, bool all, bool& exact) const {
    const Side us = pos.sideToMove();
    f[kSpareRoyal] = (pos.royalCount(us) >= 2) - (pos.royalCount(opposite(us)) >= 2);
    f[kTempo] = 1;
    base += weights_[kSpareRoyal] * f[kSpareRoyal] + weights_[kTempo];
    // The mop-up's fade is measured on the material group, so it follows the tuned values.
    const int lead = base / kWeightScale;
    // With more royals than royalSquares takes, which ones it takes follows the special
    // list's order, which moves that touch no royal reorder: then the pull is counted.
    const auto keptPull = [&](Side winning) {
        return kept && keepPull_ && pos.royalCount(opposite(winning)) <= kMaxRoyals ? kept->pull[winning] : -1;
    };
    if (lead > kMopUpStart) f[kMopUp] = mopUp(pos, us, lead, keptPull(us));
    else if (lead < -kMopUpStart) f[kMopUp] = -mopUp(pos, opposite(us), -lead, keptPull(opposite(us)));
    base += weights_[kMopUp] * f[kMopUp];
    const int material = base / kWeightScale;
    exact = all || !(material - kLazyMargin >= beta || material + kLazyMargin <= alpha);
    if (!exact) return material;
    if (unsettled) settleMobility(pos, *unsettled, *kept);
    const int* mobility = kept && keepMobility_ ? kept->mobility : nullptr;
    positionalFeatures(pos, us, 1, all, mobility, f);
    positionalFeatures(pos, opposite(us), -1, all, mobility, f);
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
    return finish(pos, dot(f, 0, kSpareRoyal), nullptr, nullptr, alpha, beta, f, out != nullptr, exact);
}

int Evaluator::evaluate(const Position& pos, int alpha, int beta, KeptTerms& terms, bool& exact,
                        const TouchedCells* unsettled) const {
    const Side us = pos.sideToMove();
    Features f{};
    return finish(pos, terms.material[us] - terms.material[opposite(us)], &terms, unsettled, alpha, beta, f, false,
                  exact);
}

Evaluator::Features Evaluator::features(const Position& pos) const {
    Features f{};  // score() adds to it
    score(pos, -kNoBound, kNoBound, &f);
    return f;
}

}  // namespace shogi
