#pragma once
// Move ordering for the search: the hash move first, then captures by the value of what
// they take (most valuable victims first, cheapest attacker first), then killer moves, then
// quiet moves by their history score.

#include <cstdint>
#include <vector>

#include "engine/Evaluation.h"
#include "movegen/MoveGen.h"

namespace shogi {

inline constexpr int kMaxPly = 96;

// Value gained by a move's captures and its change of face.
int materialGain(const Position& pos, const Evaluator& eval, const Move& m);

class MoveOrdering {
public:
    explicit MoveOrdering(const Variant& variant);

    void clear();
    // Fills `scores` (one per move) for the node at `ply`.
    void score(const Position& pos, const Evaluator& eval, const MoveList& moves, const Move* hashMove, int ply,
               std::vector<int>& scores) const;
    // Remembers a quiet move that refuted the node at `ply`.
    void recordCutoff(const Position& pos, const Move& m, int ply, int depth);
    bool isKiller(const Move& m, int ply) const { return m == killers_[ply][0] || m == killers_[ply][1]; }
    // Killer `i` (0 or 1) of the node at `ply`; a default Move (to == kNoSquare) if none.
    const Move& killer(int ply, int i) const { return killers_[ply][i]; }

private:
    int& history(Side side, const Move& m) {
        return history_[(static_cast<std::size_t>(m.kind) * 2 + side) * kCells + m.to];
    }
    int history(Side side, const Move& m) const {
        return history_[(static_cast<std::size_t>(m.kind) * 2 + side) * kCells + m.to];
    }

    std::vector<int> history_;
    Move killers_[kMaxPly][2];
};

// Moves the highest-scored remaining move to index `i` (selection sort, one step at a time:
// most nodes cut off after a few moves, so sorting everything would be wasted). Scores are
// never negative, so once the best remaining move scores 0 every remaining one does and they
// are in order already: `restInOrder` (false at the start of a list) notes it, and later
// calls return at once. On big boards most quiet moves have no history, and the scans over
// them were a tenth of the search's time.
void pickNext(MoveList& moves, std::vector<int>& scores, std::size_t i, bool& restInOrder);

}  // namespace shogi
