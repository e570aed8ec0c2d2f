#include "engine/EvalWeights.h"

#include <stdexcept>
#include <string>
#include <utility>

namespace shogi {
namespace {

struct TunedRow {
    const char* variant;
    std::pair<const char*, int> weights[kFeatureCount];  // unused slots have no name
};

// One row per tuned variant, rewritten by bench/tune_eval.py (each row says how it was made);
// the last row only ends the list.
const TunedRow kTunedRows[] = {
#include "engine/EvalWeightsTuned.inc"
    {nullptr, {}},
};

}  // namespace

int featureByName(std::string_view name) {
    for (int f = 0; f < kFeatureCount; ++f)
        if (name == kFeatures[f].name) return f;
    return -1;
}

EvalWeights defaultWeights(const Variant& variant) {
    EvalWeights w{};
    for (int f : {kMaterialStep, kMaterialRange, kMaterialLion, kMaterialRoyal, kMaterialHand, kMopUp})
        w[f] = kWeightScale;
    // Share of a promotion's gain counted in advance: capture-promotion pieces may promote on
    // any capture; in zone variants the share grows as the piece approaches the zone.
    switch (variant.rules().promotion) {
        case PromotionRule::Zone: w[kPromotion] = 30; break;
        case PromotionRule::CaptureOptional:
        case PromotionRule::CaptureForced: w[kPromotion] = 15; break;
        case PromotionRule::FlipOnCapture: w[kPromotion] = 0; break;
    }
    // A second royal (Prince, the Elephant's King) is insurance: losing one is survivable.
    w[kSpareRoyal] = 600 * kWeightScale;
    w[kTempo] = 10 * kWeightScale;
    w[kMobility] = 2 * kWeightScale;
    w[kRoyalGuards] = 8 * kWeightScale;
    w[kRoyalAttackers] = -12 * kWeightScale;
    // The king-safety and Lion features added with the tuning start at 0, so that an untuned
    // variant (Micro) plays as before.
    return w;
}

EvalWeights evalWeights(const Variant& variant) {
    EvalWeights w = defaultWeights(variant);
    for (const TunedRow& row : kTunedRows) {
        if (!row.variant || std::string_view(row.variant) != variant.id()) continue;
        for (const auto& [name, weight] : row.weights) {
            if (!name) continue;
            const int f = featureByName(name);
            if (f < 0)
                throw std::logic_error(std::string("variant ") + variant.id() + ": tuned weight for unknown feature '" +
                                       name + "'");
            w[f] = weight;
        }
    }
    return w;
}

}  // namespace shogi
