#include "engine/Mobility.h"

#include <algorithm>

namespace shogi {

Mobility::Mobility(const Variant& variant) {
    const int kinds = variant.kindCount();
    for (int side = 0; side < 2; ++side) {
        const unsigned theirs = 1u << (opposite(Side(side)) + 1);
        begin_[side].assign(kinds + 1, 0);
        for (int k = 0; k < kinds; ++k) {
            begin_[side][k] = static_cast<std::uint32_t>(steps_[side].size());
            if (!variant.kind(k).valid) continue;
            for (const Ray& ray : variant.kind(k).moves[side].rays)
                if (ray.skip == 0)
                    steps_[side].push_back({ray.offset, ((ray.modes & kModeMove) ? 1u : 0u) |
                                                            ((ray.modes & kModeCapture) ? theirs : 0u)});
        }
        begin_[side][kinds] = static_cast<std::uint32_t>(steps_[side].size());
    }
    for (int side = 0; side < 2; ++side)
        for (const FirstStep& step : steps_[side])
            if (std::find(offsets_.begin(), offsets_.end(), step.offset) == offsets_.end())
                offsets_.push_back(step.offset);
    cellStates_ = makeCell(kinds, kBlack);
    landingBy_.assign(cellStates_ * offsets_.size(), 0);
    for (int side = 0; side < 2; ++side)
        for (int k = 0; k < kinds; ++k)
            for (std::uint32_t i = begin_[side][k]; i < begin_[side][k + 1]; ++i) {
                const FirstStep& step = steps_[side][i];
                const std::size_t o = static_cast<std::size_t>(
                    std::find(offsets_.begin(), offsets_.end(), step.offset) - offsets_.begin());
                for (unsigned state = 0; state < 4; ++state)
                    if ((step.mask >> state) & 1)
                        landingBy_[o * cellStates_ + makeCell(k, Side(side))] +=
                            static_cast<std::uint16_t>(1u << (4 * state));
            }
}

int Mobility::ofPiece(const Position& pos, Square sq, Side side, int kind) const {
    int mobility = 0;
    const FirstStep* steps = steps_[side].data();
    const std::uint32_t* begin = begin_[side].data();
    for (std::uint32_t i = begin[kind]; i < begin[kind + 1]; ++i)
        mobility += (steps[i].mask >> (pos.cell(static_cast<Square>(sq + steps[i].offset)) & 3)) & 1;
    return mobility;
}

int Mobility::ofSide(const Position& pos, Side side) const {
    int mobility = 0;
    for (Square sq : pos.pieces(side)) mobility += ofPiece(pos, sq, side, cellKind(pos.cell(sq)));
    return mobility;
}

// A move changes the mobility only on the rays that start on a cell it touches (the pieces
// there) or land on one (the pieces around it). The pieces on touched cells are counted
// before the move and after it. A ray landing on a touched cell from an untouched one keeps
// its piece and changes only with the state of the cell it lands on, so its change is read
// once, after the move, from the touched cell's state before and after; a ray from one
// touched cell to another is counted with the piece it starts from. The rim makes every
// landing cell's origin a readable cell.
void Mobility::addOnTouched(const Position& pos, const TouchedCells& touched, int sign, int mobility[2]) const {
    for (int i = 0; i < touched.count; ++i) {
        const Square sq = touched.squares[i];
        const Cell here = pos.cell(sq);
        if (isPiece(here)) mobility[cellSide(here)] += sign * ofPiece(pos, sq, cellSide(here), cellKind(here));
    }
}

void Mobility::addLandingChange(const Position& pos, const TouchedCells& touched, int mobility[2]) const {
    const std::size_t offsets = offsets_.size();
    for (int i = 0; i < touched.count; ++i) {
        const Square to = touched.squares[i];
        const unsigned was = 4 * (touched.before[i] & 3u), now = 4 * (pos.cell(to) & 3u);
        if (was == now) continue;
        const std::uint16_t* row = landingBy_.data();
        for (std::size_t o = 0; o < offsets; ++o, row += cellStates_) {
            const Square from = static_cast<Square>(to - offsets_[o]);
            const Cell c = pos.cell(from);
            const unsigned steps = row[c];
            const int change = static_cast<int>((steps >> now) & 15) - static_cast<int>((steps >> was) & 15);
            if (change && !touched.contains(from)) mobility[cellSide(c)] += change;
        }
    }
}

}  // namespace shogi
