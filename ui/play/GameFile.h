#pragma once
// Saved games on disk. The text is core's (record/SavedGame, docs/game-format.md); the file
// is read and written by the program's file code (files/), as shogi-cli reads and writes it.

#include <QByteArray>
#include <QString>
#include <optional>
#include <string>

#include "record/GameRecord.h"

namespace ui {

class GameFile {
public:
    // Atomic: writes a temporary file made exclusively beside `path` and renames it over it,
    // so on failure (full disk, no permission, crash) the previous file is untouched; the
    // file's mode is kept, a read-only file refused, a symbolic link followed (files/FileWrite.h).
    static bool save(const QString& path, const shogi::GameRecord& record, QString& error);
    // The same for any text (PGN export and autosave use it): `bytes` replace the file whole
    // or not at all.
    static bool writeAtomically(const QString& path, const QByteArray& bytes, QString& error);
    // A game's text from a file: one larger than a game can be (shogi::kMaxGameTextBytes) is
    // refused unread, with `error` saying so.
    static std::optional<std::string> readText(const QString& path, QString& error);
    // The whole game checked (see shogi::SavedGame::read); on failure `error` names the line
    // and the reason, or why the file could not be read.
    static std::optional<shogi::GameRecord> load(const QString& path, QString& error);
};

}  // namespace ui
