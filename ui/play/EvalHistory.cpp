#include "play/EvalHistory.h"

namespace ui {
namespace {

// Calls f(ply, position) for every position of the game, replaying it once.
template <typename F>
void forEachPosition(const shogi::Game& game, F&& f) {
    shogi::Position pos = game.startPosition();
    shogi::Position::Undo undo;
    f(0, pos);
    int ply = 0;
    for (const shogi::Move& m : game.moves()) {
        pos.make(m, undo);
        f(++ply, pos);
    }
}

}  // namespace

bool EvalHistory::record(const shogi::Position& pos, const shogi::SearchInfo& info) {
    if (info.multipv != 1 || info.depth <= 0) return false;
    const Eval eval{blackScore(info.score, info.mateIn, pos.sideToMove()), info.depth};
    auto [it, added] = evals_.try_emplace(pos.hash(), eval);
    if (added) return true;
    if (it->second.depth > eval.depth || (it->second.depth == eval.depth && it->second.score == eval.score)) return false;
    it->second = eval;
    return true;
}

std::optional<EvalHistory::Eval> EvalHistory::at(const shogi::Position& pos) const {
    const auto it = evals_.find(pos.hash());
    if (it == evals_.end()) return std::nullopt;
    return it->second;
}

std::vector<std::optional<BlackScore>> EvalHistory::forGame(const shogi::Game& game) const {
    std::vector<std::optional<BlackScore>> scores;
    scores.reserve(game.moves().size() + 1);
    forEachPosition(game, [&](int, const shogi::Position& pos) {
        const std::optional<Eval> e = at(pos);
        scores.push_back(e ? std::optional(e->score) : std::nullopt);
    });
    return scores;
}

std::vector<int> EvalHistory::missing(const shogi::Game& game) const {
    std::vector<int> plies;
    forEachPosition(game, [&](int ply, const shogi::Position& pos) {
        if (!evals_.contains(pos.hash())) plies.push_back(ply);
    });
    return plies;
}

}  // namespace ui
