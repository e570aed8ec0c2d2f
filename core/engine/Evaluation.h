#pragma once
// Static evaluation of a position, in centipawns from the side to move's point of view: a
// feature vector (EvalWeights.h names every feature) times the variant's weights. Material
// (values from the move data, scaled per piece class), promotion potential, a spare royal,
// tempo and mop-up form the material group; mobility, royal safety and Lion threats the
// positional group, which the lazy cut skips. Terminal positions (royal captured, bare King,
// no move) are the search's business, not this function's.

#include <array>
#include <cstdint>
#include <vector>

#include "engine/EngineProfile.h"
#include "engine/EvalWeights.h"
#include "engine/Mobility.h"
#include "engine/MopUp.h"
#include "engine/PieceValues.h"
#include "position/Move.h"
#include "position/Position.h"

namespace shogi {

class EvalAccumulator;

class Evaluator {
public:
    explicit Evaluator(const Variant& variant);
    Evaluator(const Variant& variant, const EvalWeights& weights);

    using Features = std::array<int, kFeatureCount>;

    int evaluate(const Position& pos) const { return score(pos, -kNoBound, kNoBound, nullptr); }
    // Lazy: when the material group alone is far outside [alpha, beta], the positional group
    // (clamped to within kLazyMargin) cannot bring it back, and the material group is returned.
    int evaluate(const Position& pos, int alpha, int beta) const { return score(pos, alpha, beta, nullptr); }
    // Every feature from the side to move's view (own count minus the opponent's, except the
    // two lion_loose features, which are one side's each). evaluate(pos) is
    // (M + clamp(P, ±kPositionalCap)) / kWeightScale (truncated), where M and P are the sums of
    // weight x feature over the material and the positional group.
    Features features(const Position& pos) const;
    const EvalWeights& weights() const { return weights_; }

    static constexpr int kNoBound = 1 << 20;
    static constexpr int kLazyMargin = 300;
    static constexpr int kPositionalCap = (kLazyMargin - 1) * kWeightScale;
    // Value of the piece on a board cell, scaled by its class's weight (royals get their
    // mobility value).
    int cellValue(Cell c) const { return scaled_[cellKind(c)]; }
    int kindValue(int kind) const { return scaled_[kind]; }

    // evaluate(pos, alpha, beta) of the accumulator's position, from its kept terms. `exact` is
    // false when the lazy cut returned the material group; only an exact evaluation reads the
    // mobility (and so settles it).
    int evaluate(EvalAccumulator& acc, int alpha, int beta, bool& exact) const;

    // The variant's profile (which terms are kept, how moves are picked), for the accumulator
    // and the move picker.
    const EngineProfile& profile() const { return profile_; }
    const Mobility& mobility() const { return mobility_; }
    const MopUp& mopUp() const { return mopUp_; }
    // The material group of a side's pieces and hand, in weight units, as the accumulator keeps
    // it: a term per piece (kind and relative rank: the promotion in reach grows towards the
    // zone) and per type in hand.
    int materialOf(const Position& pos, Side side) const;
    int pieceTerm(Cell c, Square sq) const {
        return pieceTerm_[static_cast<std::size_t>(cellKind(c)) * rankCount_ +
                          variant_.geometry().relativeRank(sq, cellSide(c))];
    }
    int handTerm(int type) const { return handTerm_[type]; }

private:
    int score(const Position& pos, int alpha, int beta, Features* out) const;
    // The material group past the pieces and hands (spare royal, tempo, mop-up) and the
    // positional group, from `base` = the pieces and hands, as score() adds them; from the
    // accumulator's terms, or counted when `acc` is null.
    int finish(const Position& pos, int base, EvalAccumulator* acc, int alpha, int beta, Features& f, bool all,
               bool& exact) const;
    void materialFeatures(const Position& pos, Side side, int sign, Features& f) const;
    void positionalFeatures(const Position& pos, Side side, int sign, bool all, int mobility, Features& f) const;
    void royalFeatures(const Position& pos, Square royal, Side side, int sign, bool all, Features& f) const;
    void lionFeatures(const Position& pos, Square lion, Side side, int sign, Features& f) const;
    int dot(const Features& f, int first, int last) const;

    const Variant& variant_;
    const PieceValues& values_;
    EvalWeights weights_;
    EngineProfile profile_;
    Mobility mobility_;
    MopUp mopUp_;
    std::vector<std::uint8_t> class_;  // the material feature of each kind
    std::vector<int> scaled_;          // kind value x its class's weight
    std::vector<std::uint8_t> royal_;
    int rankCount_;
    std::vector<int> pieceTerm_;       // [kind x rankCount_ + relative rank]
    std::vector<int> handTerm_;        // [type]
    bool zonePromotion_;
    bool capturePromotion_;
    bool openLines_;    // the search computes these features only when their weights are not 0
    bool lionThreats_;
    bool dropSafety_;
};

}  // namespace shogi
