#pragma once
// Saved games as text (docs/game-format.md), with no file access: callers read and write the
// files (the window and shogi-cli alike through files/: read up to kMaxGameTextBytes, written
// atomically).

#include <optional>
#include <string>
#include <string_view>

#include "game/Game.h"
#include "record/GameRecord.h"

namespace shogi {

struct SavedGame {
    static constexpr std::string_view kMagic = "LargeShogiGame 1";
    static constexpr std::string_view kEnd = "End";  // the line after the moves: the file is whole

    // The record as text. Its variant and start must be set and its moves legal in turn.
    static std::string write(const GameRecord& record);

    // Parses and checks a whole game: every move must be legal in turn, and the End line must
    // follow the moves, so a truncated file is refused. On failure returns nullopt and `error`
    // names the line and the reason: "line 7: move 'd3-d4': ...".
    static std::optional<GameRecord> read(std::string_view text, std::string& error);

    // The game a record describes, replayed (the record must have been read or built whole),
    // with the resignation applied.
    static Game replay(const GameRecord& record);
};

}  // namespace shogi
