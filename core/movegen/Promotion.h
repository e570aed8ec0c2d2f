#pragma once
// What a move does to the moving piece's face, per the variant's promotion rule (R6, R7, R8).

#include "position/Position.h"

namespace shogi {

// Calls fn once per allowed outcome of `move` for the piece of kind `kind`, with
// move.kind and the kChangeFace flag filled in: once when the outcome is forced, twice when
// the player may choose.
template <class Fn>
void forEachPromotionChoice(const Position& pos, int kind, Move move, Fn&& fn) {
    const Variant& v = pos.variant();
    // Inlined at each call: this runs once per generated move, in the generator's hottest path.
    auto emit = [&](int result) __attribute__((always_inline)) {
        move.kind = static_cast<std::uint16_t>(result);
        move.flags = result != kind ? (move.flags | Move::kChangeFace) : (move.flags & ~Move::kChangeFace);
        fn(move);
    };
    // Only the zone promotes without a capture: most moves are settled before the kind's
    // row is read.
    if (move.captureCount == 0 && v.rules().promotion != PromotionRule::Zone) return emit(kind);
    const Kind& k = v.kind(kind);

    if (move.captureCount > 0 && !k.contagionImmune) {
        // Contagion: the last contagious piece captured decides, forced (R6).
        int contagion = -1;
        for (int i = 0; i < move.captureCount; ++i) {
            const int r = v.kind(cellKind(pos.cell(move.captures[i]))).contagionResult;
            if (r >= 0) contagion = r;
        }
        if (contagion >= 0) return emit(contagion);
    }

    switch (v.rules().promotion) {
        case PromotionRule::FlipOnCapture:
            if (move.captureCount == 0) return emit(kind);
            return emit(k.promotesTo >= 0 ? k.promotesTo : k.demotesTo >= 0 ? k.demotesTo : kind);
        case PromotionRule::Zone: {
            // Only a move from outside the zone into it may promote; forced where the
            // unpromoted face would never move again (R7).
            const Side side = cellSide(pos.cell(move.from));
            if (k.promotesTo < 0 || v.inZone(move.from, side) || !v.inZone(move.to, side)) return emit(kind);
            const bool stuck = v.geometry().relativeRank(move.to, side) >= v.geometry().ranks() - k.deadRanks;
            if (!stuck) emit(kind);
            return emit(k.promotesTo);
        }
        case PromotionRule::CaptureOptional: {
            if (move.captureCount == 0 || k.promotesTo < 0) return emit(kind);
            bool victimPromoted = false;
            for (int i = 0; i < move.captureCount; ++i)
                victimPromoted |= v.kind(cellKind(pos.cell(move.captures[i]))).promoted;
            if (!victimPromoted) emit(kind);
            return emit(k.promotesTo);
        }
        case PromotionRule::CaptureForced:
            return emit(move.captureCount > 0 && k.promotesTo >= 0 ? k.promotesTo : kind);
    }
}

}  // namespace shogi
