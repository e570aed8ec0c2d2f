#include "engine/RandomEngine.h"

namespace shogi {

SearchResult RandomEngine::search(const Game& game, const SearchLimits&, const std::atomic<bool>&) {
    SearchResult r;
    const MoveList& moves = game.legalMoves();
    if (moves.empty()) return r;
    std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
    r.best = moves[pick(rng_)];
    r.hasMove = true;
    r.nodes = moves.size();
    r.pv = {r.best};
    return r;
}

}  // namespace shogi
