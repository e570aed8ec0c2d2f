#pragma once
// Reading and writing games in the text format of docs/game-format.md.

#include <QString>
#include <optional>

#include "play/GameRecord.h"

namespace ui {

class GameFile {
public:
    // The record as text. `game` is the game the record was played to (for move texts and the result).
    static QString write(const GameRecord& record, const shogi::Game& game);
    // Parses and checks a whole game (every move must be legal in turn, and the End line
    // must follow the moves, so a truncated file is refused). On failure returns nullopt and
    // `error` names the line and the reason.
    static std::optional<GameRecord> read(const QString& text, QString& error);

    // The game a record describes, replayed (the record must have been read or built whole).
    static shogi::Game replay(const GameRecord& record);

    // Atomic: writes a temporary file and renames it over `path`, so on failure (full disk,
    // no permission, crash) the previous file is untouched.
    static bool save(const QString& path, const GameRecord& record, const shogi::Game& game, QString& error);
    static std::optional<GameRecord> load(const QString& path, QString& error);

    static constexpr const char* kMagic = "LargeShogiGame 1";
    static constexpr const char* kEnd = "End";  // the line after the moves: the file is whole
};

}  // namespace ui
