#pragma once
// A game begun with random legal moves, so that games between the same players differ: the
// opening of engine matches and of the games the problem miner plays.

#include <cstdint>

#include "game/Game.h"

namespace shogi {

// `start` (the variant's start position when not given) and then `plies` legal moves drawn
// with `seed` (fewer if the game ends first).
Game randomOpening(const Variant& variant, const Position& start, std::uint64_t seed, int plies);
Game randomOpening(const Variant& variant, std::uint64_t seed, int plies);

}  // namespace shogi
