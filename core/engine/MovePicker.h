#pragma once
// The moves of one node of the main search, in MoveOrdering's bands, generated in stages:
// the stored move, the captures (most valuable victim first), the killers, and only then
// every other move. Many nodes are refuted by one of the first three, and where the variant's
// profile stages (EngineProfile::stagedPicking) the captures-only mode of the generator costs
// a fraction of the full generation. Elsewhere every move is generated at once and given in
// the one-pass order.
#include <vector>

#include "engine/MoveOrdering.h"

namespace shogi {

class MovePicker {
public:
    // `list` and `scores` are the node's own storage. The captures are generated here, so
    // that the search can ask at once whether one of them ends the game.
    MovePicker(const Position& pos, const Evaluator& eval, const MoveOrdering& ordering, MoveList& list,
               std::vector<int>& scores, const Move* hashMove, int ply);

    // Before the first next(): every capture (and, unstaged, every other move too). The last
    // stage reuses the list.
    const MoveList& generated() const { return list_; }
    // The next move, false when there is none left.
    bool next(Move& m);

private:
    enum class Stage { HashMove, Captures, Killers, Rest, Done };

    // The best of the list's moves not given yet, if any.
    bool pickFromList(Move& m);
    void startRest();

    const Position& pos_;
    const Evaluator& eval_;
    const MoveOrdering& ordering_;
    MoveList& list_;
    std::vector<int>& scores_;
    Move hashMove_;
    bool haveHashMove_ = false;
    int ply_;
    Stage stage_ = Stage::HashMove;
    std::size_t index_ = 0;
    // The node's killers as they were when it began (a copy, so that the stage that gives
    // them and the stage that leaves them out agree whatever the search records meanwhile).
    Move killers_[2];
    int killer_ = 0;
    bool restInOrder_ = false;
};

}  // namespace shogi
