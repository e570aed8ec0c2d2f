#pragma once
// What the searches said about the positions of a game, for the evaluation graph: one score
// per position (from Black's side), kept by the position's hash so that it stays right when
// moves are taken back, played again or the same position comes back. The deepest search of
// a position wins; a report of the same depth replaces the older one.

#include <optional>
#include <unordered_map>
#include <vector>

#include "engine/Engine.h"
#include "language/ScoreText.h"

namespace ui {

class EvalHistory {
public:
    struct Eval {
        BlackScore score;
        int depth = 0;
    };

    // A search of `pos` finished an iteration; only its best line (multipv 1) counts.
    // Returns true if the stored score changed.
    bool record(const shogi::Position& pos, const shogi::SearchInfo& info);
    std::optional<Eval> at(const shogi::Position& pos) const;
    // The score of every position of the game, the start (ply 0) to the last move.
    std::vector<std::optional<BlackScore>> forGame(const shogi::Game& game) const;
    // Plies of the game whose position has no score yet.
    std::vector<int> missing(const shogi::Game& game) const;
    void clear() { evals_.clear(); }
    bool empty() const { return evals_.empty(); }

private:
    std::unordered_map<std::uint64_t, Eval> evals_;
};

}  // namespace ui
