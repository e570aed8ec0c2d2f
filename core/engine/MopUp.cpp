#include "engine/MopUp.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace shogi {
namespace {

constexpr int kPerStep = 2;   // per piece, per step closer to the nearest enemy royal
constexpr int kEdge = 20;     // per step an enemy royal stands away from the centre
constexpr int kFreedom = 15;  // per empty square next to an enemy royal

// Every cell's file and rank, read where a loop over the army would divide by the stride.
constexpr auto kFileRank = [] {
    std::array<std::array<std::int8_t, 2>, kCells> table{};
    for (int sq = 0; sq < kCells; ++sq)
        table[sq] = {static_cast<std::int8_t>(fileOf(static_cast<Square>(sq))),
                     static_cast<std::int8_t>(rankOf(static_cast<Square>(sq)))};
    return table;
}();

// One piece's share of the pull: the board's longer side minus the Chebyshev distance to the
// nearest of a few enemy royals (0 when there are none). Their files and ranks are read once,
// for the many pieces measured against them.
template <int kMax>
class NearestRoyal {
public:
    NearestRoyal(const Square* royals, int count, const Geometry& g)
        : count_(count), span_(std::max(g.files(), g.ranks())) {
        for (int i = 0; i < count; ++i) {
            file_[i] = fileOf(royals[i]);
            rank_[i] = rankOf(royals[i]);
        }
    }
    int closeness(Square sq) const {
        const int file = kFileRank[sq][0], rank = kFileRank[sq][1];
        int nearest = span_;
        const int count = kMax == 1 ? 1 : count_;  // NearestRoyal<1> is made for exactly one
        for (int i = 0; i < count; ++i)
            nearest = std::min(nearest, std::max(std::abs(file - file_[i]), std::abs(rank - rank_[i])));
        return span_ - nearest;
    }

private:
    int file_[kMax] = {};
    int rank_[kMax] = {};
    int count_;
    int span_;
};

// The pull of the side's whole army towards the given royals (at most kMax of them).
template <int kMax>
int armyPull(const Position& pos, Side side, const Square* royals, int count, const Geometry& g) {
    const NearestRoyal<kMax> nearest(royals, count, g);
    int pull = 0;
    for (Square sq : pos.pieces(side)) pull += nearest.closeness(sq);
    return pull;
}

}  // namespace

MopUp::MopUp(const Variant& variant) : variant_(variant), royal_(variant.kindCount(), 0) {
    for (int k = 0; k < variant.kindCount(); ++k) royal_[k] = variant.kind(k).valid && variant.kind(k).royal;
}

int MopUp::royalSquares(const Position& pos, Side side, Square royals[kMaxRoyals]) const {
    int count = 0;
    for (Square sq : pos.specialPieces(side))
        if (royal_[cellKind(pos.cell(sq))] && count < kMaxRoyals) royals[count++] = sq;
    return count;
}

int MopUp::pullOf(const Position& pos, Side side) const {
    Square royals[kMaxRoyals];
    const int count = royalSquares(pos, opposite(side), royals);
    return pullOf(pos, side, royals, count);
}

int MopUp::pullOf(const Position& pos, Side side, const Square* royals, int count) const {
    // One enemy royal is the usual case: then without the loop over royals for every piece.
    return count == 1 ? armyPull<1>(pos, side, royals, count, variant_.geometry())
                      : armyPull<kMaxRoyals>(pos, side, royals, count, variant_.geometry());
}

unsigned MopUp::royalSidesOn(const Position& pos, const TouchedCells& touched) const {
    unsigned sides = 0;
    for (int i = 0; i < touched.count; ++i) {
        const Cell c = pos.cell(touched.squares[i]);
        if (isPiece(c) && royal_[cellKind(c)]) sides |= 1u << cellSide(c);
    }
    return sides;
}

void MopUp::addPullOnTouched(const Position& pos, const TouchedCells& touched, int sign, int pull[2]) const {
    // Indexed by the side whose pieces are pulled: the other side's royals.
    Square royals[2][kMaxRoyals];
    const int count[2] = {royalSquares(pos, opposite(kBlack), royals[kBlack]),
                          royalSquares(pos, opposite(kWhite), royals[kWhite])};
    const NearestRoyal<kMaxRoyals> nearest[2] = {{royals[kBlack], count[kBlack], variant_.geometry()},
                                                 {royals[kWhite], count[kWhite], variant_.geometry()}};
    for (int i = 0; i < touched.count; ++i) {
        const Cell c = pos.cell(touched.squares[i]);
        if (isPiece(c)) pull[cellSide(c)] += sign * nearest[cellSide(c)].closeness(touched.squares[i]);
    }
}

int MopUp::score(const Position& pos, Side winning, int lead, int pull) const {
    const Geometry& g = variant_.geometry();
    Square royals[kMaxRoyals];
    const int count = royalSquares(pos, opposite(winning), royals);
    if (count == 0) return 0;
    int cornered = 0;
    for (int i = 0; i < count; ++i) {
        const Square sq = royals[i];
        // Twice the distance from the centre, so odd and even board sizes count alike.
        cornered += std::max(std::abs(2 * fileOf(sq) - (g.files() - 1)), std::abs(2 * rankOf(sq) - (g.ranks() - 1))) *
                    kEdge / 2;
        for (int dir = 0; dir < 8; ++dir)
            if (pos.cell(static_cast<Square>(sq + variant_.compassOffset(dir))) == kEmptyCell) cornered -= kFreedom;
    }
    if (pull < 0) pull = pullOf(pos, winning, royals, count);
    const int weight = std::min(lead, kFull) - kStart;
    return (cornered + pull * kPerStep) * weight / (kFull - kStart);
}

}  // namespace shogi
