#pragma once
// Saved games on disk. The text is core's (record/SavedGame, docs/game-format.md); this class
// reads the file and writes it atomically.

#include <QByteArray>
#include <QString>
#include <optional>

#include "record/GameRecord.h"

namespace ui {

class GameFile {
public:
    // Atomic: writes a temporary file and renames it over `path`, so on failure (full disk,
    // no permission, crash) the previous file is untouched.
    static bool save(const QString& path, const shogi::GameRecord& record, QString& error);
    // The same for any text (PGN export uses it): `bytes` replace the file whole or not at all.
    static bool writeAtomically(const QString& path, const QByteArray& bytes, QString& error);
    // The whole game checked (see shogi::SavedGame::read); on failure `error` names the line
    // and the reason, or why the file could not be read.
    static std::optional<shogi::GameRecord> load(const QString& path, QString& error);
};

}  // namespace ui
