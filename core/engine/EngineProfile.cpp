#include "engine/EngineProfile.h"

#include "position/Position.h"

namespace shogi {
namespace {

// Keeping the mobility pays once a board has enough pieces for the count at each leaf to
// cost more than the change at each move: not on Micro's 20 squares (there the search ran
// 10-25% slower keeping it), from 13x13 on (1.2-1.4x faster).
constexpr int kKeepMobilityFromSquares = 100;
// Keeping the pull costs a look at the enemy royals for every touched cell and a count over
// the army whenever a royal moves; on 13x13 the royals move often and the armies are small,
// so counting it at the leaves that need it is cheaper there; on 16x16 and 19x19 keeping it
// is.
constexpr int kKeepPullFromSquares = 256;

}  // namespace

EngineProfile engineProfile(const Variant& variant, const EvalWeights& weights) {
    const int squares = variant.geometry().squareCount();
    EngineProfile profile;
    // A variant whose mobility weighs nothing neither keeps nor counts it.
    profile.keepMobility = squares >= kKeepMobilityFromSquares && weights[kMobility] != 0;
    profile.keepPull = squares >= kKeepPullFromSquares;
    // Staging pays only where the captures-only walk is much cheaper than the full one, which
    // takes the neighbour words that only the larger boards keep.
    profile.stagedPicking = Position::keepsAround(variant);
    return profile;
}

}  // namespace shogi
