#pragma once
// A piece's moves as data, parsed from a Betza-style text.
//
// The language is the single-leg Betza notation plus the multi-leg extension of XBetza:
//   atoms      W F D A H G N C Z (leapers), K = W+F, R B Q (sliders), U (universal leaper)
//   range      a number after the atom limits a slide ("W2", "Q3"); a doubled leaper slides ("WW")
//   direction  f b l r s v before the atom, seen from the piece's owner ("fR", "ffN", "rbF")
//   mode       m (move only), c (capture only), p (hop over an occupied square, in a leg)
//   jump       j before a slider: the first square is jumped over ("jQ3": lands 2 or 3 away);
//              "jj" jumps the first two
//   legs       'a' separates legs of one move ("caK": capture one step, then step again);
//              legs after the first take directions relative to the previous leg
//              (f = straight on, b = back, s = sideways, v = straight on or back).
//   spaces     separate items, e.g. when joining two descriptions ("...abK KAD...")
// Moves are described in Black's frame (forward = up); the compiled form is per side.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace shogi {

enum MoveMode : std::uint8_t {
    kModeMove = 1,     // to an empty square
    kModeCapture = 2,  // to a square holding an enemy, which is captured
    kModeHop = 4,      // onto an occupied square that stays where it is (not on a last leg)
};

inline constexpr int kUnlimited = 64;

// One leaper or slider vector in Black's frame.
struct AtomVector {
    int dx = 0;
    int dy = 0;
    int range = 1;      // squares along the vector; 1 = step or leap
    int skip = 0;       // leading squares jumped over, never landed on
    std::uint8_t modes = kModeMove | kModeCapture;
};

// One leg of a multi-leg move. Directions are compass indices (0 = forward, clockwise):
// absolute for the first leg, rotations relative to the previous leg afterwards.
struct LegSpec {
    std::uint8_t directions = 0;  // bit mask over 8 compass directions / rotations
    int range = 1;
    std::uint8_t modes = 0;
};

struct LegPattern {
    std::vector<LegSpec> legs;  // two or three legs
};

struct MoveDescription {
    std::vector<AtomVector> vectors;
    std::vector<LegPattern> patterns;
    bool universal = false;  // reaches any square of the board (Emperor)
};

// Parses the text; on error returns false and sets error to a message naming the position.
bool parseMoveDescription(std::string_view text, MoveDescription& out, std::string& error);

// Compass helpers: index 0 = (0,+1), 1 = (+1,+1), 2 = (+1,0) ... 7 = (-1,+1).
int compassDx(int dir);
int compassDy(int dir);
int compassIndex(int dx, int dy);  // -1 unless a unit vector

}  // namespace shogi
