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

#include "engine/EvalWeights.h"
#include "engine/PieceValues.h"
#include "position/Move.h"
#include "position/Position.h"

namespace shogi {

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

    // The terms the search keeps move by move instead of counting them at every evaluation:
    // each side's material group (its pieces, with the promotion in reach, and its hand, in
    // weight units: materialOf), its mobility (the free first steps and captures of its
    // pieces, as the positional group counts them: mobilityOf) and how close its pieces stand
    // to the enemy royals, the mop-up's pull (pullOf); the last two only on the boards where
    // keeping them pays (keepsMobility, keepsPull), 0 elsewhere.
    struct KeptTerms {
        int material[2] = {0, 0};
        int mobility[2] = {0, 0};
        int pull[2] = {0, 0};
    };
    // The cells a move changes (where it starts, ends and captures), each once, what stood on
    // them before the move (where the mobility is kept) and, where the pull is kept, whether a
    // royal of either side stood on one before the move (bit s for side s).
    struct TouchedCells {
        std::array<Square, 5> squares{};
        std::array<Cell, 5> before{};
        int count = 0;
        unsigned royalSides = 0;
        bool contains(Square sq) const {
            for (int i = 0; i < count; ++i)
                if (squares[i] == sq) return true;
            return false;
        }
    };
    int materialOf(const Position& pos, Side side) const;
    int mobilityOf(const Position& pos, Side side) const;
    // Over the side's pieces, the board's longer side minus the Chebyshev distance to the
    // nearest enemy royal (0 for all when the enemy has none): the mop-up's pull.
    int pullOf(const Position& pos, Side side) const;
    // Whether the mobility is kept move by move (KeptTerms::mobility) or counted at each
    // evaluation (and left 0 in KeptTerms).
    bool keepsMobility() const { return keepMobility_; }
    bool keepsPull() const { return keepPull_; }  // likewise the mop-up's pull
    KeptTerms keptTermsOf(const Position& pos) const;
    int pieceTerm(Cell c, Square sq) const {
        return pieceTerm_[static_cast<std::size_t>(cellKind(c)) * rankCount_ +
                          variant_.geometry().relativeRank(sq, cellSide(c))];
    }
    int handTerm(int type) const { return handTerm_[type]; }
    // Around a move: beforeMove is asked before m is made on pos and fills `touched`,
    // afterMove once m is made. Between them, `terms` go from pos's to the next position's.
    void beforeMove(const Position& pos, const Move& m, KeptTerms& terms, TouchedCells& touched) const;
    void afterMove(const Position& pos, const TouchedCells& touched, KeptTerms& terms) const;
    // afterMove in two parts, for the search: most positions it reaches are left without their
    // mobility being asked for (a cutoff, a cached score, the lazy evaluation's cut), so it
    // adds the mobility's change only when a node needs it, while the position is still the
    // one after the move. afterMove is afterMoveLeavingMobility, then settleMobility.
    void afterMoveLeavingMobility(const Position& pos, const TouchedCells& touched, KeptTerms& terms) const;
    void settleMobility(const Position& pos, const TouchedCells& touched, KeptTerms& terms) const;
    // evaluate(pos, alpha, beta) from the kept terms. `exact` is false when the lazy cut
    // returned the material group. `unsettled`: the last move's cells when its mobility change
    // is not yet in `terms`; it is added (settleMobility) if, and only if, `exact` comes back true.
    int evaluate(const Position& pos, int alpha, int beta, KeptTerms& terms, bool& exact,
                 const TouchedCells* unsettled = nullptr) const;

private:
    int score(const Position& pos, int alpha, int beta, Features* out) const;
    // The material group past the pieces and hands (spare royal, tempo, mop-up) and the
    // positional group, from `base` = the pieces and hands, as score() adds them.
    int finish(const Position& pos, int base, KeptTerms* kept, const TouchedCells* unsettled, int alpha, int beta,
               Features& f, bool all, bool& exact) const;
    void materialFeatures(const Position& pos, Side side, int sign, Features& f) const;
    // `mobility`: the side's kept mobility, or nullptr to count it.
    void positionalFeatures(const Position& pos, Side side, int sign, bool all, const int* mobility,
                            Features& f) const;
    int pieceMobility(const Position& pos, Square sq, Side side, int kind) const;
    // Adds sign x the mobility of the pieces on the touched cells, per side.
    void mobilityOnTouched(const Position& pos, const TouchedCells& touched, int sign, int mobility[2]) const;
    // After the move: adds the change in the mobility of the rays from other cells that land
    // on a touched cell, per side.
    void mobilityLandingChange(const Position& pos, const TouchedCells& touched, int mobility[2]) const;
    void royalFeatures(const Position& pos, Square royal, Side side, int sign, bool all, Features& f) const;
    void lionFeatures(const Position& pos, Square lion, Side side, int sign, Features& f) const;
    // The squares of the side's first kMaxRoyals royals (in the special list's order); how many.
    static constexpr int kMaxRoyals = 4;
    int royalSquares(const Position& pos, Side side, Square royals[kMaxRoyals]) const;
    // pullOf, given the enemy royals' squares.
    int pullOf(const Position& pos, Side side, const Square* royals, int count) const;
    // Bit s set when a royal of side s stands on a touched cell.
    unsigned royalSidesOn(const Position& pos, const TouchedCells& touched) const;
    // The pieces' shares on the touched cells, added to `pull` times sign.
    void pullAround(const Position& pos, const TouchedCells& touched, int sign, int pull[2]) const;
    // `pull`: the winning side's kept pullOf, or -1 to count it.
    int mopUp(const Position& pos, Side winning, int lead, int pull) const;
    int dot(const Features& f, int first, int last) const;

    const Variant& variant_;
    const PieceValues& values_;
    EvalWeights weights_;
    std::vector<std::uint8_t> class_;  // the material feature of each kind
    std::vector<int> scaled_;          // kind value x its class's weight
    // Mobility's first steps, flat per side: for kind k, rays mobilityBegin_[s][k] to
    // mobilityBegin_[s][k + 1]. A ray's mask has bit (cell & 3) set for the cells whose state
    // (empty, Black's, White's, off the board) counts as a free step or a capture.
    struct FirstStep {
        int offset;
        unsigned mask;
    };
    std::vector<FirstStep> firstSteps_[2];
    std::vector<std::uint32_t> mobilityBegin_[2];
    // The same steps seen from where they land: every offset some first step has, and for
    // the piece in a cell c (side and kind; 0 for no piece) and offset o, the number of its
    // first steps along o that count for each state of the cell they land on (4 bits per
    // state) at [o * cellStates_ + c]: a row per offset, so that the walk over offsets
    // steps a pointer instead of multiplying.
    std::vector<int> stepOffsets_;
    std::vector<std::uint16_t> stepsLandingBy_;
    std::size_t cellStates_ = 0;
    bool keepMobility_;
    bool keepPull_;
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
