#pragma once
// Static evaluation of a position, in centipawns from the side to move's point of view:
// material (values from the move data), promotion potential, safety of the royals, and a
// cheap mobility estimate. Terminal positions (royal captured, bare King, no move) are the
// search's business, not this function's.

#include <cstdint>

#include "engine/PieceValues.h"
#include "position/Position.h"

namespace shogi {

class Evaluator {
public:
    explicit Evaluator(const Variant& variant);

    int evaluate(const Position& pos) const { return evaluate(pos, -kNoBound, kNoBound); }
    // Lazy: when material alone is far outside [alpha, beta], the positional terms (which
    // stay within kLazyMargin) cannot bring it back, and material is returned.
    int evaluate(const Position& pos, int alpha, int beta) const;
    static constexpr int kNoBound = 1 << 20;
    static constexpr int kLazyMargin = 300;
    // Value of the piece on a board cell (royals get their mobility value).
    int cellValue(Cell c) const { return values_.kind[cellKind(c)]; }
    int kindValue(int kind) const { return values_.kind[kind]; }

private:
    int material(const Position& pos, Side side) const;
    int positional(const Position& pos, Side side) const;
    int mopUp(const Position& pos, Side winning, int lead) const;

    const Variant& variant_;
    const PieceValues& values_;
    int promotionShare_;    // percent of a promotion's gain credited before it happens
    bool zonePromotion_;
};

}  // namespace shogi
