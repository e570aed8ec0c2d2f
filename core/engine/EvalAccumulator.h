#pragma once
// The one owner of the evaluation terms the search keeps move by move instead of counting
// them at every leaf: each side's material group (its pieces with the promotion in reach,
// and its hand, in weight units) and, where the variant's profile says keeping them pays
// (EngineProfile), its mobility and its mop-up pull. The accumulator tracks one position:
// make() and unmake() move the position and its terms together, the terms before each move
// of the current line on a stack.
//
// Most positions the search reaches are left without their mobility being read (a cutoff, a
// cached score, the lazy evaluation's cut), so make() leaves the mobility's change of the
// move unsettled, and it is added the first time the mobility is read or another move is
// made from the position.

#include <vector>

#include "engine/TouchedCells.h"
#include "position/Position.h"

namespace shogi {

class Evaluator;

class EvalAccumulator {
public:
    struct Terms {
        int material[2] = {0, 0};
        int mobility[2] = {0, 0};  // 0 unless the profile keeps it
        int pull[2] = {0, 0};      // 0 unless the profile keeps it
    };

    // Tracks `pos`, which must outlive the accumulator; call reset() once it is set up.
    EvalAccumulator(const Evaluator& eval, Position& pos);

    // Counts the terms of the position as it stands, with an empty line.
    void reset();
    void make(const Move& m, Position::Undo& undo);
    void unmake(const Move& m, const Position::Undo& undo);

    const Position& position() const { return pos_; }
    int material(Side side) const { return terms_.material[side]; }
    int pull(Side side) const { return terms_.pull[side]; }
    int mobility(Side side) {
        settle();
        return terms_.mobility[side];
    }
    // Every term, the mobility settled.
    const Terms& terms() {
        settle();
        return terms_;
    }

private:
    void settle();

    const Evaluator& eval_;
    Position& pos_;
    bool keepMobility_;
    bool keepPull_;
    Terms terms_;
    std::vector<Terms> line_;  // the terms before each move made, settled
    TouchedCells last_;        // the last move's cells, while its mobility change is not in terms_
    bool unsettled_ = false;
};

}  // namespace shogi
