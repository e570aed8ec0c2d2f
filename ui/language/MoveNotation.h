#pragma once
// How moves are shown to the player: western, the core move text with the piece's
// code ("P e5-e6"), or Japanese style ("▲７六歩", core/notation/JapaneseMoveText). The choice
// is the user's (View > Notation); by default it follows the language. One setting for the
// whole program, so every place that shows a move (move list, status bar, questions, the
// copied move list) shows it the same way.

#include <QString>
#include <QStringList>

#include "game/Game.h"

namespace ui {

enum class Notation { Western, Japanese };

// Stored ids: "western", "japanese"; "" follows the language (Japanese for Japanese).
QString notationId(Notation notation);
// nullopt for "" (follow the language) and anything unknown.
std::optional<Notation> notationFromId(const QString& id);
Notation notationForLanguage(const QString& language);

Notation currentNotation();
void setCurrentNotation(Notation notation);

// `move` of the game's current position (not yet played), as the current notation writes it.
QString moveTextForUser(const shogi::Game& game, const shogi::Move& move);

// A whole game's moves as the move list shows them, one per line, numbered: for the clipboard.
// `western` are "P e5-e6" labels and `japanese` the Japanese texts (one per ply each);
// `firstMover` is the side that made the first move.
QString moveListText(const QStringList& western, const QStringList& japanese, shogi::Side firstMover, Notation notation);

// One row of the move list: "12. ▲ P e5-e6" or "12. ☖同銀".
QString moveRowText(int number, shogi::Side mover, const QString& western, const QString& japanese, Notation notation);

}  // namespace ui
