#pragma once
// A move: a piece's whole turn (R1). The capture list is ordered as the captures happen;
// the destination's capture, if any, is in it too.

#include <array>
#include <cstdint>

#include "board/Geometry.h"

namespace shogi {

struct Move {
    enum Flag : std::uint8_t {
        kChangeFace = 1,  // the piece changes face: promotion, contagion, or Micro's flip
        kDrop = 2,     // a piece from hand; `kind` is the face dropped
    };

    Square from = kNoSquare;
    Square to = kNoSquare;
    std::array<Square, 3> captures{kNoSquare, kNoSquare, kNoSquare};
    std::uint8_t captureCount = 0;
    std::uint8_t flags = 0;
    std::uint16_t kind = 0;  // the moving piece's kind after the move (or the dropped face)

    bool isDrop() const { return flags & kDrop; }
    bool changesFace() const { return flags & kChangeFace; }
    bool isCapture() const { return captureCount > 0; }
    bool isPass() const { return !isDrop() && from == to && captureCount == 0; }
    void addCapture(Square sq) { captures[captureCount++] = sq; }

    friend bool operator==(const Move& a, const Move& b) {
        if (a.from != b.from || a.to != b.to || a.flags != b.flags || a.kind != b.kind ||
            a.captureCount != b.captureCount)
            return false;
        for (int i = 0; i < a.captureCount; ++i)
            if (a.captures[i] != b.captures[i]) return false;
        return true;
    }
};

}  // namespace shogi
