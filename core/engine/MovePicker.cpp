#include "engine/MovePicker.h"

#include <algorithm>

namespace shogi {

MovePicker::MovePicker(const Position& pos, const Evaluator& eval, const MoveOrdering& ordering, MoveList& list,
                       std::vector<int>& scores, const Move* hashMove, int ply)
    : pos_(pos), eval_(eval), ordering_(ordering), list_(list), scores_(scores), ply_(ply),
      killers_{ordering.killer(ply, 0), ordering.killer(ply, 1)} {
    list_.clear();
    const bool stored = hashMove && hashMove->to != kNoSquare;
    if (!eval_.profile().stagedPicking) {
        // Unstaged: every move at once (a stored move that is not among them is a key
        // collision and matches nothing).
        generateMoves(pos_, list_);
        ordering_.score(pos_, eval_, list_, stored ? hashMove : nullptr, ply_, scores_);
        stage_ = Stage::Rest;
        return;
    }
    generateCaptures(pos_, list_);
    if (stored) {
        hashMove_ = *hashMove;
        // A stored capture is one of the captures or nothing (a key collision); a quiet one
        // is looked for among its piece's moves.
        haveHashMove_ = hashMove_.isCapture() ? std::find(list_.begin(), list_.end(), hashMove_) != list_.end()
                                              : isPseudoLegal(pos_, hashMove_);
    }
    ordering_.score(pos_, eval_, list_, haveHashMove_ ? &hashMove_ : nullptr, ply_, scores_);
}

bool MovePicker::next(Move& m) {
    switch (stage_) {
        case Stage::HashMove:
            stage_ = Stage::Captures;
            // A stored capture comes first among the captures (its score is the highest).
            if (haveHashMove_ && !hashMove_.isCapture()) {
                m = hashMove_;
                return true;
            }
            [[fallthrough]];
        case Stage::Captures:
            if (pickFromList(m)) return true;
            stage_ = Stage::Killers;
            [[fallthrough]];
        case Stage::Killers:
            while (killer_ < 2) {
                const Move& k = killers_[killer_++];
                // Killers are quiet (MoveOrdering records no capture), so none was given above.
                if (k.to == kNoSquare || k.isCapture() || (haveHashMove_ && k == hashMove_) ||
                    !isPseudoLegal(pos_, k))
                    continue;
                m = k;
                return true;
            }
            startRest();
            [[fallthrough]];
        case Stage::Rest:
            if (pickFromList(m)) return true;
            stage_ = Stage::Done;
            [[fallthrough]];
        case Stage::Done:
            break;
    }
    return false;
}

bool MovePicker::pickFromList(Move& m) {
    if (index_ == list_.size()) return false;
    pickNext(list_, scores_, index_, restInOrder_);
    m = list_[index_++];
    return true;
}

void MovePicker::startRest() {
    stage_ = Stage::Rest;
    list_.clear();
    generateMoves(pos_, list_);
    // What the earlier stages gave is not given again: every capture, the stored move and
    // the killers (a killer in this list is pseudo-legal, so it was given).
    std::erase_if(list_, [&](const Move& m) {
        return m.isCapture() || (haveHashMove_ && m == hashMove_) || m == killers_[0] || m == killers_[1];
    });
    ordering_.score(pos_, eval_, list_, nullptr, ply_, scores_);
    index_ = 0;
    restInOrder_ = false;
}

}  // namespace shogi
