#pragma once
// One row of a variant's piece table: everything the program knows about a piece type.

#include <cstdint>

namespace shogi {

enum PieceFlag : std::uint32_t {
    kRoyal = 1u << 0,          // losing every royal loses the game (King, Prince, Emperor)
    kContagious = 1u << 1,     // whoever captures it turns into its promoted form (R6)
    kHookClass = 1u << 2,      // Hook Shogi: hook-class pieces never capture each other (R4)
    kPromotedOnly = 1u << 3,   // exists only as the promoted face of another type
};

struct PieceType {
    const char* code;        // unique within the variant, uppercase letters ("GB", "FC")
    const char* name;        // English name as the variant's rule text uses it
    const char* kanji;       // full kanji name
    const char* romaji;      // reading
    const char* betza;       // move notation shown to users
    const char* moves;       // move description the generator reads; nullptr: same as betza
    const char* promotesTo;  // code of the promoted form, or "" when it does not promote
    std::uint32_t flags = 0;

    const char* moveText() const { return moves ? moves : betza; }
    bool has(PieceFlag f) const { return (flags & f) != 0; }
};

}  // namespace shogi
