#pragma once
// The id that names a game between two players who each keep a copy of it (a network game, a
// correspondence game): saved with the game (GameRecord::gameId) and sent with its moves.

#include <cstdint>
#include <string>
#include <string_view>

namespace shogi {

// 1 to 64 letters, digits, '-' or '_'.
bool isGameId(std::string_view id);
// A new id from 50 random bits: ten characters of Crockford's base 32 ("7QK4M2XP9D").
std::string makeGameId(std::uint64_t random);

}  // namespace shogi
