#include "engine/MoveOrdering.h"

#include <algorithm>
#include <utility>

namespace shogi {
namespace {

// Bands that keep the classes of moves apart whatever their scores inside a class.
constexpr int kHashMoveScore = 1 << 30;
constexpr int kCaptureBand = 1 << 28;
constexpr int kKillerScore = 1 << 27;
constexpr int kHistoryLimit = 1 << 20;

}  // namespace

int materialGain(const Position& pos, const Evaluator& eval, const Move& m) {
    int gain = 0;
    for (int i = 0; i < m.captureCount; ++i) gain += eval.cellValue(pos.cell(m.captures[i]));
    if (m.changesFace() && !m.isDrop()) gain += eval.kindValue(m.kind) - eval.cellValue(pos.cell(m.from));
    return gain;
}

MoveOrdering::MoveOrdering(const Variant& variant)
    : history_(static_cast<std::size_t>(variant.kindCount()) * 2 * kCells, 0) {}

void MoveOrdering::clear() {
    std::fill(history_.begin(), history_.end(), 0);
    for (auto& k : killers_) k[0] = k[1] = Move{};
}

void MoveOrdering::score(const Position& pos, const Evaluator& eval, const MoveList& moves, const Move* hashMove,
                         int ply, std::vector<int>& scores) const {
    const Side us = pos.sideToMove();
    scores.resize(moves.size());
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move& m = moves[i];
        int s;
        if (hashMove && m == *hashMove) {
            s = kHashMoveScore;
        } else if (m.isCapture()) {
            int victims = 0;
            for (int c = 0; c < m.captureCount; ++c) victims += eval.cellValue(pos.cell(m.captures[c]));
            const int attacker = eval.cellValue(pos.cell(m.from));
            s = kCaptureBand + victims * 16 - attacker / 8 + (m.changesFace() ? 64 : 0);
        } else if (isKiller(m, ply)) {
            s = kKillerScore;
        } else {
            s = history(us, m);
            // A zone promotion is rarely bad: above every plain quiet move (whose history
            // never passes kHistoryLimit), which the search's pruning relies on.
            if (m.changesFace()) s += kHistoryLimit + 1;
        }
        scores[i] = s;  // never negative (pickNext relies on it)
    }
}

void MoveOrdering::recordCutoff(const Position& pos, const Move& m, int ply, int depth) {
    if (!(m == killers_[ply][0])) {
        killers_[ply][1] = killers_[ply][0];
        killers_[ply][0] = m;
    }
    int& h = history(pos.sideToMove(), m);
    h += depth * depth;
    if (h > kHistoryLimit) {
        // Halve everything so recent successes weigh more than old ones.
        for (int& x : history_) x /= 2;
    }
}

void pickNext(MoveList& moves, std::vector<int>& scores, std::size_t i, bool& restInOrder) {
    if (restInOrder) return;
    std::size_t best = i;
    for (std::size_t j = i + 1; j < moves.size(); ++j)
        if (scores[j] > scores[best]) best = j;
    if (best != i) {
        std::swap(moves[i], moves[best]);
        std::swap(scores[i], scores[best]);
    }
    restInOrder = scores[i] == 0;
}

}  // namespace shogi
