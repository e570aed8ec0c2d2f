#pragma once
// What a move diagram draws, mark by mark, laid out from the parts of the piece's move
// (core/describe/MoveComponents.h) in Black's frame: a dot per step, a line with an arrow per
// slide (with a number where the range goes beyond the diagram), a ring per leap, the Lion's
// area with its first steps, igui and pass, chevrons along a Lion Dog's lines, a bent arrow
// per hook, the Emperor's whole board. MoveDiagram paints the marks (DiagramPainter),
// DiagramLegend explains them; this file only places them, so it is tested on its own.

#include <cstdint>
#include <vector>

#include "describe/MoveComponents.h"

namespace ui {

enum class MarkKind {
    Step,          // a dot on a square the piece steps to
    Range,         // a line out to the last square of a slide that ends inside the diagram
    Slide,         // a line with an arrowhead to the edge of the diagram
    LimitedSlide,  // the same, with the number of squares it may go
    Leap,          // a ring on a square it jumps to
    DoubleStep,    // a double move's first step: it may capture here and step again
    DoubleArea,    // a square a double move reaches in two steps (a ring: also by a jump)
    LineStep,      // a chevron on a square of a line move (Lion Dog)
    Igui,          // a return arrow: captures next to it and goes back to its square
    Pass,          // a circular arrow round the piece: may pass
    Hook,          // a bent arrow: slides, turns a right angle, slides on (a stub: the other way)
    Universal,     // the whole board: any empty square, any unprotected piece
    // Legend entries only, for marks drawn in their move-only or capture-only style.
    MoveOnly,
    CaptureOnly,
};
inline constexpr int kMarkKinds = static_cast<int>(MarkKind::CaptureOnly) + 1;

struct PlacedMark {
    MarkKind kind = MarkKind::Step;
    shogi::Offset at{};        // the square; for lines the last square drawn
    int direction = -1;        // compass direction of a line, chevron or igui; a hook's first leg
    int from = 0;              // lines: the square along `direction` they start from (0: the piece)
    int turn = -1;             // Hook: compass direction after the bend
    int bend = 0;              // Hook: squares before the bend
    bool stub = false;         // Hook: a second way to turn at the same bend, drawn short
    int number = 0;            // LimitedSlide: squares it may go
    bool jump = false;         // DoubleArea, LineStep: reached by a jump as well
    std::uint8_t modes = shogi::kModeMove | shogi::kModeCapture;
    int part = -1;             // the part of the move (an index into the components) it draws
};

struct DiagramLayout {
    int radius = 3;  // squares from the piece to the edge: the board is 2 * radius + 1 wide
    std::vector<PlacedMark> marks;

    int count(MarkKind kind) const;
    // The legend's entries: the kinds drawn (of one part only, if `part` >= 0), in the order
    // of MarkKind, with MoveOnly and CaptureOnly when a mark is drawn in that style.
    std::vector<MarkKind> legendKinds(int part = -1) const;
};

DiagramLayout layoutDiagram(const std::vector<shogi::MoveComponent>& components);

}  // namespace ui
