#include "play/UnfinishedGames.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include "language/DisplayNames.h"
#include "play/GameFile.h"

namespace ui {

QString UnfinishedGames::folder() { return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation); }
QString UnfinishedGames::autosavePath() { return folder() + QStringLiteral("/autosave.lsg"); }
QString UnfinishedGames::shelfFolder() { return folder() + QStringLiteral("/unfinished"); }

QString UnfinishedGames::shelveAutosave() {
    const QString from = autosavePath();
    if (!QFile::exists(from)) return {};
    QDir().mkpath(shelfFolder());
    // Named by when it was put away, so names sort by age and never clash.
    const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    QString to = shelfFolder() + QStringLiteral("/game-%1.lsg").arg(stamp);
    for (int n = 2; QFile::exists(to); ++n) to = shelfFolder() + QStringLiteral("/game-%1-%2.lsg").arg(stamp).arg(n);
    if (!QFile::rename(from, to)) {
        qWarning("large-shogi: could not keep the unfinished game %s as %s", qPrintable(from), qPrintable(to));
        return {};
    }
    // The oldest beyond kKeep go.
    const QFileInfoList files = QDir(shelfFolder()).entryInfoList({QStringLiteral("*.lsg")}, QDir::Files, QDir::Time);
    for (int i = kKeep; i < files.size(); ++i) QFile::remove(files[i].absoluteFilePath());
    return to;
}

QList<UnfinishedGames::Entry> UnfinishedGames::list() {
    QList<Entry> entries;
    const QFileInfoList files = QDir(shelfFolder()).entryInfoList({QStringLiteral("*.lsg")}, QDir::Files, QDir::Time);
    for (const QFileInfo& info : files) {
        QString error;
        const std::optional<shogi::GameRecord> record = GameFile::load(info.absoluteFilePath(), error);
        if (!record) continue;
        entries << Entry{info.absoluteFilePath(), variantName(*record->variant), int(record->moves.size()), info.lastModified()};
    }
    return entries;
}

}  // namespace ui
