#include "engine/PieceValues.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <mutex>

#include "movegen/MoveGen.h"
#include "position/Position.h"

namespace shogi {
namespace {

// Mobility is measured on a board crowded with friendly blockers, as in a real game: on an
// empty board a hook mover reaches almost every square and would be valued like an Emperor.
constexpr double kCrowding = 0.35;
// Value grows slower than mobility: a piece reaching 24 squares is not worth 24 Pawns,
// because many of those squares are rarely useful at once (chess: Rook 14 squares ~ 5 Pawns).
constexpr double kMobilityExponent = 0.7;
constexpr double kUnit = 100.0;
// Pieces whose first leg may capture and go on (Lion, Lion Dog, eagles) win material
// twice in one turn; a flat bonus reflects that.
constexpr double kMultiCaptureBonus = 1.3;

bool capturesMoreThanOnce(const MoveSet& ms) {
    for (const CompiledPattern& p : ms.patterns)
        if (p.count > 1 && (p.legs[0].modes & kModeCapture)) return true;
    return false;
}

// True for the squares that hold a blocker in the crowded test board: a fixed scatter
// (a hash of the square), the same for every piece, covering about kCrowding of the board.
bool crowded(Square sq) {
    std::uint32_t h = static_cast<std::uint32_t>(sq) * 2654435761u;
    h ^= h >> 15;
    return h % 100 < static_cast<std::uint32_t>(kCrowding * 100);
}

double crowdedBoardMobility(const Variant& v, int kind) {
    Position pos(v);
    for (Square sq : v.squares())
        if (crowded(sq)) pos.put(sq, kind, kBlack);
    double total = 0;
    int counted = 0;
    MoveList moves;
    std::vector<char> reached(kCells, 0);
    for (Square sq : v.squares()) {
        if (crowded(sq)) continue;
        pos.put(sq, kind, kBlack);
        moves.clear();
        generateMovesFrom(pos, sq, moves);
        int targets = 0;
        for (const Move& m : moves)
            if (m.to != m.from && !reached[m.to]) {
                reached[m.to] = 1;
                ++targets;
            }
        for (const Move& m : moves) reached[m.to] = 0;
        total += targets;
        ++counted;
        pos.remove(sq);
    }
    return counted ? total / counted : 0.0;
}

PieceValues compute(const Variant& v) {
    PieceValues pv;
    const int kinds = v.kindCount();
    pv.kind.assign(kinds, 0);
    pv.mobility.assign(kinds, 0.0);
    pv.promotionGain.assign(kinds, 0);
    pv.multiCapture.assign(kinds, 0);
    for (int k = 0; k < kinds; ++k) {
        if (!v.kind(k).valid) continue;
        const double m = crowdedBoardMobility(v, k);
        pv.mobility[k] = m;
        // A forward step (a Pawn) reaches 1 - kCrowding squares on average: that is the unit.
        double value = kUnit * std::pow(std::max(m, 0.5) / (1.0 - kCrowding), kMobilityExponent);
        pv.multiCapture[k] = capturesMoreThanOnce(v.kind(k).moves[kBlack]);
        if (pv.multiCapture[k]) value *= kMultiCaptureBonus;
        pv.kind[k] = static_cast<int>(std::lround(value));
    }
    for (int k = 0; k < kinds; ++k) {
        const int to = v.kind(k).promotesTo;
        if (v.kind(k).valid && to >= 0) pv.promotionGain[k] = std::max(0, pv.kind[to] - pv.kind[k]);
    }
    // A piece in hand can be dropped with either face (Micro): worth its better face, plus
    // a little for the freedom of choosing where it enters.
    pv.handType.assign(v.typeCount(), 0);
    for (int t = 0; t < v.typeCount(); ++t) {
        int best = 0;
        for (bool promoted : {false, true}) {
            const int k = Variant::kindOf(t, promoted);
            if (k < kinds && v.kind(k).valid) best = std::max(best, pv.kind[k]);
        }
        pv.handType[t] = best + best / 10;
    }
    return pv;
}

}  // namespace

const PieceValues& pieceValues(const Variant& variant) {
    static std::mutex mutex;
    static std::map<const Variant*, std::unique_ptr<PieceValues>> cache;
    std::lock_guard<std::mutex> lock(mutex);
    auto& slot = cache[&variant];
    if (!slot) slot = std::make_unique<PieceValues>(compute(variant));
    return *slot;
}

}  // namespace shogi
