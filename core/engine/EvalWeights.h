#pragma once
// The evaluation as features times weights: the name of every feature the evaluation counts,
// and each variant's weight for it. The hand-set defaults reproduce the evaluation before
// tuning; a variant's tuned row (EvalWeightsTuned.inc, written by bench/tune_eval.py with the
// seed and data that produced it) overrides them by name.
//
// Units: the evaluation is (sum of weight x feature) / kWeightScale, in centipawns. Material
// features are centipawns (PieceValues), so a weight of kWeightScale keeps a value as the move
// data gives it; a count feature's weight is centipawns x kWeightScale per unit.

#include <array>
#include <string_view>

#include "variants/Variant.h"

namespace shogi {

enum Feature : int {
    // Material group: counted before the lazy cut (Evaluator::evaluate).
    kMaterialStep,        // pieces that step or leap only (no slide, no Lion power, not royal)
    kMaterialRange,       // pieces with a slide of three squares or more, or a hook move
    kMaterialLion,        // pieces whose first leg may capture and go on (Lion, Lion Dog, eagles)
    kMaterialRoyal,       // royals, valued by their mobility
    kMaterialHand,        // pieces in hand (drop variants)
    kPromotion,           // promotion gain in reach (zone variants: grows towards the zone)
    kSpareRoyal,          // owning a second royal
    kTempo,               // always 1: the side to move
    kMopUp,               // the mop-up pull when far ahead (fades in with the lead); not tuned
    // Positional group: skipped by the lazy cut, and kept within the lazy margin.
    kMobility,            // first steps of rays that are free or capture
    kRoyalGuards,         // friendly pieces next to a royal (at most 4 per royal)
    kRoyalAttackers,      // enemy pieces within two squares of a royal
    kRoyalOpenLines,      // of a royal's 8 lines, those whose first piece is an enemy's
    kRoyalLionAttackers,  // enemy Lion-power pieces within two squares of a royal
    // Drops (Micro): a piece dropped next to a royal on a square the enemy already covers
    // cannot be taken by the royal, so those squares are where drop attacks begin.
    kRoyalDropSquares,    // empty squares next to a royal that the enemy covers, while it holds a piece in hand
    kRoyalDropRoom,       // empty squares next to a royal, times the pieces the enemy holds in hand (at most 3)
    kRoyalAdvance,        // ranks a royal stands away from its own back rank
    kLionTargets,         // enemy pieces within two squares of a Lion-power piece
    kLionLooseToMove,     // of those, for the side to move only: with no friend next to them
    kLionLooseWaiting,    // the same for the side not to move (its threats can be parried)
    kFeatureCount
};

inline constexpr int kWeightScale = 100;
inline constexpr int kFirstPositional = kMobility;

struct FeatureInfo {
    const char* name;
    bool tuned;  // false: the tuning script leaves it alone (mop-up finishes games, it does not predict them)
};

inline constexpr std::array<FeatureInfo, kFeatureCount> kFeatures{{
    {"material_step", true},
    {"material_range", true},
    {"material_lion", true},
    {"material_royal", false},
    {"material_hand", true},
    {"promotion", true},
    {"spare_royal", true},
    {"tempo", true},
    {"mop_up", false},
    {"mobility", true},
    {"royal_guards", true},
    {"royal_attackers", true},
    {"royal_open_lines", true},
    {"royal_lion_attackers", true},
    {"royal_drop_squares", true},
    {"royal_drop_room", true},
    {"royal_advance", true},
    {"lion_targets", true},
    {"lion_loose_to_move", true},
    {"lion_loose_waiting", true},
}};

using EvalWeights = std::array<int, kFeatureCount>;

// -1 if no feature has that name.
int featureByName(std::string_view name);
// The hand-set weights (the evaluation before tuning) for a variant's rules.
EvalWeights defaultWeights(const Variant& variant);
// The defaults with the variant's tuned row applied.
EvalWeights evalWeights(const Variant& variant);

}  // namespace shogi
