#pragma once
// Unfinished games are never lost. The game on the board is saved after every
// move to autosave.lsg in the application data folder (atomically, by GameFile); when another
// game takes its place, an unfinished one is moved (a rename, also atomic) into the folder
// "unfinished" beside it, where the last kKeep of them wait for Game > Resume. A game that
// ends leaves no file: there is nothing to resume.

#include <QDateTime>
#include <QList>
#include <QString>

namespace ui {

class UnfinishedGames {
public:
    static constexpr int kKeep = 10;

    struct Entry {
        QString path;
        QString variantName;  // as shown to the user
        int moves = 0;
        QDateTime saved;      // when it was last played
    };

    // The folder holding autosave.lsg (created when needed).
    static QString folder();
    static QString autosavePath();
    static QString shelfFolder();

    // Moves autosave.lsg, if there is one, onto the shelf; returns its new path (empty if
    // there was none or it could not be moved). Keeps the newest kKeep games on the shelf.
    static QString shelveAutosave();
    // The games on the shelf, newest first. Files that cannot be read are left out.
    static QList<Entry> list();
};

}  // namespace ui
