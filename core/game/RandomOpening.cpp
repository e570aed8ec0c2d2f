#include "game/RandomOpening.h"

#include <random>

namespace shogi {

Game randomOpening(const Variant& variant, const Position& start, std::uint64_t seed, int plies) {
    Game game(variant, start);
    std::mt19937_64 rng(seed);
    for (int i = 0; i < plies && !game.legalMoves().empty(); ++i) {
        const MoveList& moves = game.legalMoves();
        game.play(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
    }
    return game;
}

Game randomOpening(const Variant& variant, std::uint64_t seed, int plies) {
    return randomOpening(variant, Game(variant).position(), seed, plies);
}

}  // namespace shogi
