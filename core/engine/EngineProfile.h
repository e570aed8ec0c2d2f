#pragma once
// What the engine does differently from one variant to another, decided in one place: which
// evaluation terms the search keeps move by move instead of counting them at every leaf
// (EvalAccumulator), and whether a node's moves are generated in stages (MovePicker). Every
// other part of the engine asks the profile instead of looking at the board's size.

#include "engine/EvalWeights.h"
#include "variants/Variant.h"

namespace shogi {

struct EngineProfile {
    // Each side's mobility kept move by move: a move changes it only around the cells it
    // touches, so keeping it costs a few dozen cell reads per move made, where counting it
    // costs a read per first step of every piece at every evaluation.
    bool keepMobility = false;
    // Each side's mop-up pull (its pieces' closeness to the enemy royals) kept move by move:
    // a move changes it only on the cells it touches, unless a royal moves.
    bool keepPull = false;
    // The stored move, the captures and the killers before the other moves are generated at
    // all (most nodes are refuted by one of them); otherwise every move is generated at once.
    bool stagedPicking = false;
};

EngineProfile engineProfile(const Variant& variant, const EvalWeights& weights);

}  // namespace shogi
