#pragma once
// What a strength level changes in the search (Levels.cpp holds one row per level).

#include <cstdint>

namespace shogi {

struct SearchSettings {
    int maxDepth = 0;          // 0: only the limits given to search() apply
    int timePercent = 100;     // share of the given time this level uses
    int maxTimeMs = 0;         // a cap on thinking time when a time limit is given (0: none)
    int noise = 0;             // +- centipawns of seeded noise added to evaluations
    std::uint64_t seed = 0;
    bool nullMove = true;
    bool reductions = true;    // late-move reductions
    bool quiescence = true;    // follow captures past the last ply; without it pieces hang
    bool pruning = true;       // reverse futility, futility and late-move pruning, IIR
};

}  // namespace shogi
