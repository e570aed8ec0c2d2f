#pragma once
// Game records for the tests of saved games and PGN: a hot-seat game built from move texts.

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "TestSupport.h"
#include "position/PositionText.h"
#include "record/GameRecord.h"
#include "record/GameText.h"

namespace shogi::test {

// Macadamia: a Black Lion on e5 behind two White Pawns, for the Lion's double capture.
inline constexpr const char* kLionPosition = "k,12/13/13/13/13/13/4,p,8/4,p,8/4,LN,8/13/13/13/12,K b -";

// A hot-seat record of `variantId` from `start` (the variant's start when empty) with the
// given moves played in turn, dated 2026-11-21T20:40:00Z; throws on a move that is not legal.
inline GameRecord played(const char* variantId, const std::vector<std::string>& moves, const std::string& start = {}) {
    GameRecord record;
    record.variant = &variant(variantId);
    record.start = start.empty() ? startPosition(*record.variant) : position(variantId, start);
    record.date = "2026-11-21T20:40:00Z";
    Game game(*record.variant, *record.start);
    for (const std::string& text : moves) {
        std::string error;
        const std::optional<Move> m = parseMove(game, text, error);
        if (!m) throw std::runtime_error(error);
        game.play(*m);
        record.moves.push_back(*m);
    }
    return record;
}

}  // namespace shogi::test
