// The strength levels: one table row per level, weakest first.
#include <array>

#include "engine/AlphaBetaEngine.h"
#include "engine/Engine.h"
#include "engine/RandomEngine.h"

namespace shogi {
namespace {

struct Level {
    const char* name;
    SearchSettings settings;
    std::size_t hashMegabytes;
};

// The weaker levels see less (a depth cap, no pruning tricks, the beginner not even the
// captures after its move), think briefly, and blur their judgement with seeded noise so
// they blunder now and then; the strongest uses all the time it is given.
//   maxDepth, timePercent, maxTimeMs, noise, seed, nullMove, reductions, quiescence
const std::array<Level, 4> kLevels{{
    {"beginner", {1, 100, 200, 150, 0, false, false, false}, 4},
    {"casual", {1, 30, 1000, 60, 0, false, false, true}, 8},
    {"strong", {6, 25, 0, 25, 0, true, true, true}, 32},
    {"master", {0, 100, 0, 0, 0, true, true, true}, 64},
}};

}  // namespace

std::vector<std::string> engineLevels() {
    std::vector<std::string> names{"random"};
    for (const Level& l : kLevels) names.emplace_back(l.name);
    return names;
}

std::unique_ptr<Engine> makeEngine(const std::string& level, std::uint64_t seed) {
    if (level == "random") return std::make_unique<RandomEngine>(seed);
    for (const Level& l : kLevels) {
        if (level != l.name) continue;
        SearchSettings s = l.settings;
        s.seed = seed;
        return std::make_unique<AlphaBetaEngine>(l.name, s, l.hashMegabytes);
    }
    return nullptr;
}

}  // namespace shogi
