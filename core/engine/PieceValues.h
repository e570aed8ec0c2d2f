#pragma once
// Material values for every piece face of a variant, derived from the move data once per
// variant: a face is worth roughly what it can reach on a board a third full of blockers,
// averaged over every free square, with a bonus for moves that capture more than one
// piece. Values are in centipawns where one forward step (a Pawn) is about 100.

#include <vector>

#include "variants/Variant.h"

namespace shogi {

struct PieceValues {
    std::vector<int> kind;          // value of each kind index (0 for faces that do not exist)
    std::vector<double> mobility;   // average number of destinations on the crowded board
    std::vector<int> promotionGain; // value(promoted face) - value(face), 0 if it cannot promote
    std::vector<int> handType;      // value of a piece of each type held in hand (drop variants)
    std::vector<char> multiCapture; // the face's first leg may capture and go on (Lion power)
    int pawn = 100;                 // the value unit, for scaling other terms
};

// Computed on first use and cached for the life of the program (thread-safe).
const PieceValues& pieceValues(const Variant& variant);

}  // namespace shogi
