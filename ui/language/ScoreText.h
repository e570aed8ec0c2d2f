#pragma once
// Engine scores as the user sees them: always from Black's side (+ is good for Black, - for
// White), whichever side the search was made for, in pawns or as a mate in so many moves.

#include <QString>

#include <cstdint>

#include "variants/Variant.h"

namespace ui {

struct BlackScore {
    int centipawns = 0;  // from Black's side
    int mateIn = 0;      // not 0: Black mates (> 0) or White mates (< 0) in that many moves
    friend bool operator==(const BlackScore&, const BlackScore&) = default;
};

// A search's score (centipawns and mate distance from the side to move's view, as in
// shogi::SearchInfo) turned to Black's side.
BlackScore blackScore(int score, int mateIn, shogi::Side mover);

// "+1.25", "-0.40", "0.00"; a mate "#+3" (Black mates in 3) or "#-2" (White mates in 2).
QString scoreText(const BlackScore& score);

// The sign convention in one sentence, for headers and tooltips.
QString scoreConvention();

// 1234567 as "1.23 M", 45678 as "45.7 k": node counts and speeds at a glance.
QString shortCount(std::uint64_t n);

}  // namespace ui
