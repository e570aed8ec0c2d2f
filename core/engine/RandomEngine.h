#pragma once
// Plays a uniformly random legal move; deterministic for a given seed.

#include <random>

#include "engine/Engine.h"

namespace shogi {

class RandomEngine : public Engine {
public:
    explicit RandomEngine(std::uint64_t seed) : rng_(seed) {}
    std::string name() const override { return "random"; }
    SearchResult search(const Game& game, const SearchLimits& limits, const std::atomic<bool>& stop) override;

private:
    std::mt19937_64 rng_;
};

}  // namespace shogi
