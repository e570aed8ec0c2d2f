#pragma once
// A whole game as it is saved: variant, players, date, start position, moves, who resigned
// or lost on time or whether a draw was agreed, the clocks of a timed game, and the id that
// names the game between two players who play it apart (a network or correspondence game). The result is not kept: it follows from
// the moves (see SavedGame::replay).
// docs/game-format.md gives the text form; SavedGame reads and writes it.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "clock/TimeControl.h"
#include "position/Position.h"
#include "record/PlayerSpec.h"

namespace shogi {

// The longest text a game may be, as a saved game or PGN (8 MiB): a long game of the largest
// variant is well under 100 KB. Longer texts, and files, are refused before they are read.
inline constexpr std::size_t kMaxGameTextBytes = std::size_t(8) << 20;
// Why a longer text is refused.
inline std::string gameTextTooLarge() {
    return "the text is larger than " + std::to_string(kMaxGameTextBytes >> 20) + " MiB, more than a game can be";
}

struct GameRecord {
    const Variant* variant = nullptr;
    PlayerSpec players[2];                 // indexed by Side
    std::string date;                      // UTC, "YYYY-MM-DDTHH:MM:SSZ" (RecordDate.h); empty if unknown
    std::optional<Position> start;         // always set in a record that was read or built
    std::vector<Move> moves;
    std::optional<Side> resigned;          // the side that resigned, if the game ended so
    std::string names[2];                  // the players' names, indexed by Side; may be empty
    TimeControl timeControl;               // none: the game has no clocks
    std::optional<SideClock> clocks[2];    // each side's time when the game was saved (timed games)
    std::optional<Side> lostOnTime;        // the side whose time ran out, if the game ended so
    bool drawAgreed = false;               // the game ended in a draw the players agreed
    std::string gameId;                    // empty, or a game id (GameId.h) both players' copies share
};

}  // namespace shogi
