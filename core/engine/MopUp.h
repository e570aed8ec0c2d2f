#pragma once
// The plan of a side far ahead in material, as evaluation terms: its pieces are drawn towards
// the enemy royals (the pull) and the enemy royals are driven to the edge and hemmed in, so
// that it finishes the game instead of collecting pieces forever (a lone royal on 19x19 is
// out of the search's sight otherwise). The term fades in with the lead.

#include <cstdint>
#include <vector>

#include "engine/TouchedCells.h"
#include "position/Position.h"

namespace shogi {

class MopUp {
public:
    explicit MopUp(const Variant& variant);

    // The term is counted from this lead (centipawns of the material group) on, and has its
    // full weight from kFull on.
    static constexpr int kStart = 300;
    static constexpr int kFull = 1500;
    // Royals a side's pull is measured against: the first ones of the special list.
    static constexpr int kMaxRoyals = 4;

    // Over the side's pieces, the board's longer side minus the Chebyshev distance to the
    // nearest enemy royal (0 for all when the enemy has none).
    int pullOf(const Position& pos, Side side) const;
    // Whether a kept pull still matches pullOf: with more royals than kMaxRoyals, which ones
    // count follows the special list's order, which moves that touch no royal reorder.
    static bool pullKeepable(const Position& pos, Side winning) {
        return pos.royalCount(opposite(winning)) <= kMaxRoyals;
    }
    // For the accumulator: sign x the shares of the pieces on the touched cells, per side;
    // and which sides have a royal on a touched cell (bit s for side s).
    void addPullOnTouched(const Position& pos, const TouchedCells& touched, int sign, int pull[2]) const;
    unsigned royalSidesOn(const Position& pos, const TouchedCells& touched) const;

    // The term for `winning`, `lead` centipawns ahead (at least kStart), from its pull
    // (-1: count it).
    int score(const Position& pos, Side winning, int lead, int pull) const;

private:
    int royalSquares(const Position& pos, Side side, Square royals[kMaxRoyals]) const;
    int pullOf(const Position& pos, Side side, const Square* royals, int count) const;

    const Variant& variant_;
    std::vector<std::uint8_t> royal_;  // per kind
};

}  // namespace shogi
