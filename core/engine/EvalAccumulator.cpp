#include "engine/EvalAccumulator.h"

#include "engine/Evaluation.h"
#include "engine/MoveOrdering.h"

namespace shogi {

EvalAccumulator::EvalAccumulator(const Evaluator& eval, Position& pos)
    : eval_(eval), pos_(pos), keepMobility_(eval.profile().keepMobility), keepPull_(eval.profile().keepPull) {
    line_.reserve(kMaxPly + 1);
}

void EvalAccumulator::reset() {
    for (Side side : {kBlack, kWhite}) {
        terms_.material[side] = eval_.materialOf(pos_, side);
        terms_.mobility[side] = keepMobility_ ? eval_.mobility().ofSide(pos_, side) : 0;
        terms_.pull[side] = keepPull_ ? eval_.mopUp().pullOf(pos_, side) : 0;
    }
    line_.clear();
    unsettled_ = false;
}

void EvalAccumulator::settle() {
    if (!unsettled_) return;
    eval_.mobility().addOnTouched(pos_, last_, 1, terms_.mobility);
    eval_.mobility().addLandingChange(pos_, last_, terms_.mobility);
    unsettled_ = false;
}

void EvalAccumulator::make(const Move& m, Position::Undo& undo) {
    settle();  // the terms after the move start from this position's
    line_.push_back(terms_);
    const Side us = pos_.sideToMove();
    const bool drops = pos_.variant().rules().drops;
    int* material = terms_.material;
    if (m.isDrop()) {
        material[us] -= eval_.handTerm(pos_.variant().kind(m.kind).type);
    } else {
        material[us] -= eval_.pieceTerm(pos_.cell(m.from), m.from);
        for (int i = 0; i < m.captureCount; ++i) {
            const Cell c = pos_.cell(m.captures[i]);
            material[cellSide(c)] -= eval_.pieceTerm(c, m.captures[i]);
            if (drops) material[us] += eval_.handTerm(pos_.variant().kind(cellKind(c)).type);
        }
    }
    material[us] += eval_.pieceTerm(makeCell(m.kind, us), m.to);
    last_ = TouchedCells::of(pos_, m);
    if (keepMobility_) eval_.mobility().addOnTouched(pos_, last_, -1, terms_.mobility);
    if (keepPull_) {
        last_.royalSides = eval_.mopUp().royalSidesOn(pos_, last_);
        eval_.mopUp().addPullOnTouched(pos_, last_, -1, terms_.pull);
    }
    pos_.make(m, undo);
    if (keepPull_) {
        // The other side's pieces are pulled towards royals that moved or were taken: their
        // pull is counted again.
        const unsigned royalSides = last_.royalSides | eval_.mopUp().royalSidesOn(pos_, last_);
        eval_.mopUp().addPullOnTouched(pos_, last_, 1, terms_.pull);
        for (Side side : {kBlack, kWhite})
            if (royalSides >> opposite(side) & 1) terms_.pull[side] = eval_.mopUp().pullOf(pos_, side);
    }
    unsettled_ = keepMobility_;
}

void EvalAccumulator::unmake(const Move& m, const Position::Undo& undo) {
    pos_.unmake(m, undo);
    terms_ = line_.back();
    line_.pop_back();
    unsettled_ = false;
}

}  // namespace shogi
