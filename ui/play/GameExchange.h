#pragma once
// Games exchanged with other programs and people: PGN files (export and import, in XBoard's
// convention: core/record/Pgn, docs/formats.md) and the clipboard (a game copied as PGN; a
// saved-game text or a PGN pasted). The texts are core's; this class reads and writes files
// and the clipboard, and asks for file names. A game that is refused leaves nothing changed:
// the caller gets the reason, with its line, and no record.

#include <QCoreApplication>
#include <QString>
#include <optional>

#include "record/GameRecord.h"

class QWidget;

namespace ui {

class GameExchange {
    Q_DECLARE_TR_FUNCTIONS(ui::GameExchange)

public:
    // The game as PGN text.
    static QString pgnText(const shogi::GameRecord& record);
    // A game from text: a PGN, or the program's saved-game text; nullopt with `error` naming
    // the line and the reason.
    static std::optional<shogi::GameRecord> gameFromText(const QString& text, QString& error);

    // PGN files, read and written as GameFile does: reading refuses a file larger than a game,
    // writing is atomic (a failure leaves a previous file as it was).
    static bool writePgn(const QString& path, const shogi::GameRecord& record, QString& error);
    static std::optional<shogi::GameRecord> readPgn(const QString& path, QString& error);

    // The same through the clipboard.
    static void copyToClipboard(const shogi::GameRecord& record);
    static std::optional<shogi::GameRecord> pasteFromClipboard(QString& error);

    // Asks for a file name (".pgn" added when it has no extension) and writes the game; false
    // when cancelled or failed (the failure shown to the user).
    static bool exportWithDialog(QWidget* parent, const shogi::GameRecord& record);
    // Asks for a PGN file and reads it; nullopt when cancelled or refused (the reason shown).
    static std::optional<shogi::GameRecord> importWithDialog(QWidget* parent);
    // Shows why a game could not be read or written, without blocking (a computer game
    // behind it goes on).
    static void showError(QWidget* parent, const QString& title, const QString& text);
};

}  // namespace ui
