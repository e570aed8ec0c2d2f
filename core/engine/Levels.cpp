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
    // Strength measured by bench/level_elo.py: neighbouring levels against each other and
    // master against Fairy-Stockfish, in Micro at 200 ms per move, 40 games a match; the
    // scale puts Fairy-Stockfish (1 thread, 200 ms per move) at 2000.
    int elo;
};

// The random mover's Elo on the same scale.
constexpr int kRandomElo = 373;

// The weaker levels see less (a depth cap, no pruning tricks, the beginner not even the
// captures after its move), think briefly, and blur their judgement with seeded noise so
// they blunder now and then; the strongest uses all the time it is given.
const std::array<Level, 4> kLevels{{
    {.name = "beginner",
     .settings = {.maxDepth = 1, .timePercent = 100, .maxTimeMs = 200, .noise = 150,
                  .nullMove = false, .reductions = false, .quiescence = false, .pruning = false},
     .hashMegabytes = 4,
     .elo = 1132},
    {.name = "casual",
     .settings = {.maxDepth = 1, .timePercent = 30, .maxTimeMs = 1000, .noise = 60,
                  .nullMove = false, .reductions = false, .quiescence = true, .pruning = false},
     .hashMegabytes = 8,
     .elo = 1470},
    {.name = "strong",
     .settings = {.maxDepth = 6, .timePercent = 25, .maxTimeMs = 0, .noise = 25},
     .hashMegabytes = 32,
     .elo = 1981},
    {.name = "master", .settings = {}, .hashMegabytes = 64, .elo = 2150},
}};

}  // namespace

std::vector<std::string> engineLevels() {
    std::vector<std::string> names{"random"};
    for (const Level& l : kLevels) names.emplace_back(l.name);
    return names;
}

int engineLevelElo(const std::string& level) {
    if (level == "random") return kRandomElo;
    for (const Level& l : kLevels)
        if (level == l.name) return l.elo;
    return 0;
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
