#pragma once
// What a strength level changes in the search (Levels.cpp holds one row per level).

#include <cstdint>

namespace shogi {

struct SearchSettings {
    // The most plies the level looks ahead, whatever time it is given (0: only the limits
    // given to search() apply). Every level uses the time it is given up to this depth.
    int maxDepth = 0;
    int noise = 0;             // +- centipawns of seeded noise added to evaluations
    std::uint64_t seed = 0;
    bool nullMove = true;
    bool reductions = true;    // late-move reductions
    bool quiescence = true;    // follow captures past the last ply; without it pieces hang
    bool pruning = true;       // reverse futility, futility and late-move pruning, IIR
};

}  // namespace shogi
