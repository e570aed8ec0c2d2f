#pragma once
// A piece's move taken apart into the parts a player learns it by: steps, slides, leaps,
// jumping slides, the Lion's double move, the Lion Dog's steps along a line, the hook
// mover's bend, the Emperor's reach. The move diagram, the moves in words (MoveWords.h),
// `shogi-cli describe` and the mnemonic piece art (tools/pieceart) all read this one
// description, so what the program draws, says and plays agree.
//
// Built from the parsed move description (MoveDescription.h): single-leg vectors are grouped
// by what they do and how far; multi-leg patterns are recognised by the way their later legs
// turn (any way: a double move; straight on or back: a line move; sideways and unlimited: a
// hook). A double or line move takes in the steps, the leaps and the out-and-back patterns
// that only spell it out, so a Lion is one part, not six. The parts cover the description
// exactly: on an empty board their squares (componentSquares) are the squares the move
// generator reaches (tests/core/move_components_test.cpp checks every face of every variant).
//
// Everything is in Black's frame: forward is up, compass direction 0, then clockwise
// (1 = forward right, 2 = right ... 7 = forward left); a direction mask has bit d for d.

#include <cstdint>
#include <vector>

#include "pieces/MoveDescription.h"

namespace shogi {

class Variant;

enum class ComponentType : std::uint8_t {
    Universal,     // any empty square of the board, any enemy that is not protected (Emperor)
    Slide,         // up to `range` squares (kUnlimited: any number) along each direction
    Step,          // one square in each direction
    JumpSlide,     // jumps the first squares of each direction, lands on one of `landings`,
                   // and may go on up to `range` squares from the piece
    Leap,          // straight to the square `distance` out along each direction, or to each
                   // of `offsets` (oblique leaps such as the Knight's), over anything between
    DoubleMove,    // Lion: a step in `directions`, then a second step turned by `turns`
    LineMove,      // Lion Dog: up to `steps` steps along one line, back at most to its square
    Hook,          // a slide in `directions`, one right-angle turn, a slide on
    Return,        // a step out and straight back (igui, pass) that no double or line move has
    Legs,          // any other multi-leg move (none in the built-in variants)
    CaptureLimit,  // pieces this face may not capture (`spared`: piece type indices)
};

// A stable name for each type ("double-move"), for tools that read components as text.
const char* componentTypeId(ComponentType type);

struct Offset {
    int dx = 0;
    int dy = 0;
    friend bool operator==(Offset, Offset) = default;
    friend auto operator<=>(Offset, Offset) = default;
};

// n steps in compass direction dir (MoveDescription.h numbers the directions).
Offset compassOffset(int dir, int n);

struct MoveComponent {
    ComponentType type = ComponentType::Step;
    // Compass mask; for DoubleMove, LineMove, Hook and Return: of the first step.
    std::uint8_t directions = 0;
    // Move only, capture only or both (single-leg parts; both for the others).
    std::uint8_t modes = kModeMove | kModeCapture;
    int range = 1;                // Slide, JumpSlide: the farthest square; kUnlimited: none
    int distance = 0;             // Leap along `directions`: squares out (D 2, H 3)
    std::vector<Offset> offsets;  // Leap: oblique targets; DoubleMove: its area beyond the first step
    std::uint8_t landings = 0;    // JumpSlide: bit n set when it may first land n squares out
    int steps = 0;                // DoubleMove: 2; LineMove: most steps per turn (2 or 3)
    std::uint8_t turns = 0;       // DoubleMove: second-step rotations (bit 0 straight on, clockwise)
    bool leaps = false;           // DoubleMove, LineMove: may also jump straight to what its steps reach
    bool multiCapture = false;    // DoubleMove, LineMove: may capture on more than one square
    bool igui = false;            // may capture next to it and return to its square
    bool pass = false;            // may step out and back: a pass
    int legs = 0;                 // Legs: number of legs
    std::vector<int> spared;      // CaptureLimit: piece types (rows of the variant) it never captures
};

// The parts of a parsed move description, in the order a reader wants them: the Emperor's
// reach, slides (unlimited first), steps, jumping slides, leaps, double moves, line moves,
// hooks, anything else.
std::vector<MoveComponent> moveComponents(const MoveDescription& description);

// The parts of one face (Kind) of a variant, with what the variant's rules add to it (a
// hook-class piece of Hook Shogi never captures another: a CaptureLimit).
std::vector<MoveComponent> moveComponents(const Variant& variant, int kind);

// How far a diagram must reach for every part to show: 3 (a 7x7 diagram) unless a leap,
// a jump or a line move goes further.
int diagramRadius(const std::vector<MoveComponent>& components);

// A square a part marks, relative to the piece, and what the piece does there: moves
// (kModeMove), captures (kModeCapture); the piece's own square (0, 0) with kModeMove for a pass.
struct ComponentSquare {
    Offset at;
    std::uint8_t modes = 0;
};

// The squares `component` reaches on an empty board, within `radius` squares of the piece
// (Chebyshev distance), a lone enemy standing on a square for a capture there. Universal
// marks every square; CaptureLimit none.
std::vector<ComponentSquare> componentSquares(const MoveComponent& component, int radius);

}  // namespace shogi
