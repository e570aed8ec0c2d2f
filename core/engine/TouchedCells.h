#pragma once
// The cells a move changes (where it starts, ends and captures), each once, with what stood
// on them before the move: what the terms kept move by move are updated around.

#include <array>

#include "position/Position.h"

namespace shogi {

struct TouchedCells {
    std::array<Square, 5> squares{};
    std::array<Cell, 5> before{};
    int count = 0;
    // Bit s set when a royal of side s stood on one of the cells before the move.
    unsigned royalSides = 0;

    bool contains(Square sq) const {
        for (int i = 0; i < count; ++i)
            if (squares[i] == sq) return true;
        return false;
    }
    // The cells of `m`, to be made on `pos`, with what stands on them now.
    static TouchedCells of(const Position& pos, const Move& m) {
        TouchedCells touched;
        const auto touch = [&](Square sq) {
            if (touched.contains(sq)) return;
            touched.before[touched.count] = pos.cell(sq);
            touched.squares[touched.count++] = sq;
        };
        if (!m.isDrop()) {
            touch(m.from);
            for (int i = 0; i < m.captureCount; ++i) touch(m.captures[i]);
        }
        touch(m.to);
        return touched;
    }
};

}  // namespace shogi
