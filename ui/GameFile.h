#pragma once
// Reading and writing games in the text format of docs/game-format.md.

#include <QString>
#include <optional>

#include "GameRecord.h"

namespace ui {

class GameFile {
public:
    // The record as text. `game` is the game the record was played to (for move texts and the result).
    static QString write(const GameRecord& record, const shogi::Game& game);
    // Parses and checks a whole game (every move must be legal in turn). On failure returns
    // nullopt and `error` names the line and the reason.
    static std::optional<GameRecord> read(const QString& text, QString& error);

    // The game a record describes, replayed (the record must have been read or built whole).
    static shogi::Game replay(const GameRecord& record);

    static bool save(const QString& path, const GameRecord& record, const shogi::Game& game, QString& error);
    static std::optional<GameRecord> load(const QString& path, QString& error);

    static constexpr const char* kMagic = "LargeShogiGame 1";
};

}  // namespace ui
