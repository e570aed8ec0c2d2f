#pragma once
// The mobility term: for each piece, the first steps of its rays that land on an empty cell
// or on an enemy. Counted from scratch for a side, or changed around the cells a move
// touches, for the accumulator that keeps it move by move.

#include <cstdint>
#include <vector>

#include "engine/TouchedCells.h"
#include "position/Position.h"

namespace shogi {

class Mobility {
public:
    explicit Mobility(const Variant& variant);

    int ofPiece(const Position& pos, Square sq, Side side, int kind) const;
    int ofSide(const Position& pos, Side side) const;
    // Adds sign x the mobility of the pieces standing on the touched cells, per side.
    void addOnTouched(const Position& pos, const TouchedCells& touched, int sign, int mobility[2]) const;
    // After the move: adds the change in the mobility of the rays from other cells that land
    // on a touched cell, per side.
    void addLandingChange(const Position& pos, const TouchedCells& touched, int mobility[2]) const;

private:
    // First steps, flat per side: for kind k, steps begin_[s][k] to begin_[s][k + 1]. A step's
    // mask has bit (cell & 3) set for the states of the cell it lands on (empty, Black's,
    // White's, off the board) that count as a free step or a capture.
    struct FirstStep {
        int offset;
        unsigned mask;
    };
    std::vector<FirstStep> steps_[2];
    std::vector<std::uint32_t> begin_[2];
    // The same steps seen from where they land: every offset some first step has, and for
    // the piece in a cell c (side and kind; 0 for no piece) and offset o, the number of its
    // first steps along o that count for each state of the cell they land on (4 bits per
    // state) at [o * cellStates_ + c]: a row per offset, so that the walk over offsets
    // steps a pointer instead of multiplying.
    std::vector<int> offsets_;
    std::vector<std::uint16_t> landingBy_;
    std::size_t cellStates_ = 0;
};

}  // namespace shogi
