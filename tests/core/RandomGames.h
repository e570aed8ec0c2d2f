#pragma once
// Plays seeded random legal games and calls back after every move.

#include <random>

#include "TestSupport.h"

namespace shogi::test {

// fn(Game&, const Move& played, const Position& before) after each move.
template <class Fn>
void randomGames(const Variant& v, int games, int maxPlies, std::uint64_t seed, Fn&& fn) {
    std::mt19937_64 rng(seed);
    for (int g = 0; g < games; ++g) {
        Game game(v);
        for (int ply = 0; ply < maxPlies && !game.result().over(); ++ply) {
            const MoveList& moves = game.legalMoves();
            const Move m = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
            const Position before = game.position();
            ASSERT_TRUE(game.play(m));
            fn(game, m, before);
        }
    }
}

}  // namespace shogi::test
