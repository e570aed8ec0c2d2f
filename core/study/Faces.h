#pragma once
// The faces a player learns: one per row of the variant's piece table that some piece shows
// (a face shared by several promoted pieces is one face), with the pieces it is the promoted
// form of, how many stand on the board at the start, and what kinds of move it has, read
// from core's description of the move (describe/MoveComponents.h). The piece reference
// groups and filters by these; the learn mode asks about them, the most common first.

#include <string>
#include <vector>

#include "variants/Variant.h"

namespace shogi {

// What kind of move a face has, for filtering (a face may have several).
enum FaceTrait : unsigned {
    kTraitRoyal = 1u << 0,      // losing it can lose the game
    kTraitLionPower = 1u << 1,  // a double move: two steps in one turn (Lion)
    kTraitLionDog = 1u << 2,    // steps along a line, several per turn (Lion Dog)
    kTraitHook = 1u << 3,       // a slide with a right-angle turn
    kTraitJump = 1u << 4,       // a leap, or a slide that jumps its first squares
    kTraitRanging = 1u << 5,    // a slide of more than one square
    kTraitStepper = 1u << 6,    // nothing but single steps
};

struct Face {
    int type = -1;                  // its row in the piece table: names and move
    int kind = -1;                  // a face (Kind) that shows it: its own unpromoted one if the
                                    // piece exists unpromoted, else the first promoted one
    std::vector<int> promotedFrom;  // the types whose promoted face it is, in table order
    int startCount = 0;             // pieces showing it in the start position, both sides
    unsigned traits = 0;            // FaceTrait bits
    int promotesTo = -1;            // the face (an index into the same list) it promotes to
};

// Every face of the variant, in the order of its piece table.
std::vector<Face> variantFaces(const Variant& variant);

// The FaceTrait bits of one face (Kind).
unsigned faceTraits(const Variant& variant, int kind);

// Indices into `faces`, the most common first: the faces on the board at the start, most
// numerous first, then the promoted faces, those of the most numerous pieces first; the
// table's order between equals.
std::vector<int> mostCommonFirst(const std::vector<Face>& faces);

// The index in `faces` of the face showing type `type`, -1 if none.
int faceOfType(const std::vector<Face>& faces, int type);

// The face's code as the learn progress keys it: its type's code ("LN").
std::string faceCode(const Variant& variant, const Face& face);

}  // namespace shogi
