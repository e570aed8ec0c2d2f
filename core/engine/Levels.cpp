// The strength levels: one table row per level, weakest first.
#include <array>
#include <string_view>

#include "engine/AlphaBetaEngine.h"
#include "engine/Engine.h"
#include "engine/RandomEngine.h"

namespace shogi {
namespace {

// A level's strength in each variant, measured by bench/level_elo.py: neighbouring levels
// play each other at 200 ms per move. In Micro the scale puts Fairy-Stockfish (1 thread,
// 200 ms per move) at 2000 through master's score against it; the large variants have no
// outside anchor, so there the random mover keeps its Micro number and the other levels
// stand on it. A number is only as exact as the matches of its chain (docs/engine.md): on
// the large boards each level swept the one below it, so each step there is a lower bound,
// and master is shown at strong's number, since their matches were even: at 0.2 s per move
// master does not reach strong's depth limit on 13x13 to 19x19 boards (Heian Dai apart),
// so the two play the same search, and in Heian Dai all their games reach the ply limit.
struct VariantElo {
    const char* variant;
    int elo;
};
using EloRow = std::array<VariantElo, 5>;

struct Level {
    const char* name;
    SearchSettings settings;
    std::size_t hashMegabytes;
    EloRow elo;
};

constexpr EloRow kRandomElo{{{"micro", 373},
                            {"heian-dai", 373},
                            {"macadamia", 373},
                            {"hook", 373},
                            {"maka-dai-dai", 373}}};

// The weaker levels see less (a depth cap, no pruning tricks, the beginner not even the
// captures after its move) and blur their judgement with seeded noise so they blunder now
// and then; with their depth reached they move at once, whatever time they were given. The
// strongest searches for all the time it is given.
const std::array<Level, 4> kLevels{{
    {.name = "beginner",
     .settings = {.maxDepth = 1, .noise = 150, .nullMove = false, .reductions = false, .quiescence = false,
                  .pruning = false},
     .hashMegabytes = 4,
     .elo = {{{"micro", 1132}, {"heian-dai", 790}, {"macadamia", 790}, {"hook", 790}, {"maka-dai-dai", 790}}}},
    {.name = "casual",
     .settings = {.maxDepth = 1, .noise = 60, .nullMove = false, .reductions = false, .quiescence = true,
                  .pruning = false},
     .hashMegabytes = 8,
     .elo = {{{"micro", 1470}, {"heian-dai", 1206}, {"macadamia", 1206}, {"hook", 1206}, {"maka-dai-dai", 1206}}}},
    {.name = "strong",
     .settings = {.maxDepth = 6, .noise = 25},
     .hashMegabytes = 32,
     .elo = {{{"micro", 1981}, {"heian-dai", 1623}, {"macadamia", 1623}, {"hook", 1623}, {"maka-dai-dai", 1623}}}},
    {.name = "master",
     .settings = {},
     .hashMegabytes = 64,
     .elo = {{{"micro", 2150}, {"heian-dai", 1623}, {"macadamia", 1623}, {"hook", 1623}, {"maka-dai-dai", 1623}}}},
}};

int eloIn(const EloRow& row, std::string_view variantId) {
    for (const VariantElo& e : row)
        if (variantId == e.variant) return e.elo;
    return 0;
}

}  // namespace

std::vector<std::string> engineLevels() {
    std::vector<std::string> names{"random"};
    for (const Level& l : kLevels) names.emplace_back(l.name);
    return names;
}

int engineLevelElo(const std::string& level, std::string_view variantId) {
    if (level == "random") return eloIn(kRandomElo, variantId);
    for (const Level& l : kLevels)
        if (level == l.name) return eloIn(l.elo, variantId);
    return 0;
}

int engineLevelDepthLimit(const std::string& level) {
    for (const Level& l : kLevels)
        if (level == l.name) return l.settings.maxDepth;
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
