#include "play/GameFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

#include "record/SavedGame.h"

namespace ui {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("ui::GameFile", text); }

}  // namespace

bool GameFile::save(const QString& path, const shogi::GameRecord& record, QString& error) {
    return writeAtomically(path, QByteArray::fromStdString(shogi::SavedGame::write(record)), error);
}

bool GameFile::writeAtomically(const QString& path, const QByteArray& bytes, QString& error) {
    QSaveFile file(path);
    // Unbuffered: Qt 6.4's QSaveFile::commit() ignores an error of its final flush, so a
    // buffered write that failed on a full disk would be renamed over the previous file cut
    // short. Written straight through, the failure shows in write()'s count.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        error = file.errorString();
        return false;
    }
    // QSaveFile writes a temporary file beside `path` and renames it over `path` only when
    // everything was written: a crash or a full disk leaves the previous file as it was.
    if (file.write(bytes) != bytes.size() || !file.flush() || file.error() != QFileDevice::NoError) {
        error = file.error() != QFileDevice::NoError ? file.errorString() : tr("the disk is full or the file could not be written");
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        error = file.errorString();
        return false;
    }
    return true;
}

std::optional<shogi::GameRecord> GameFile::load(const QString& path, QString& error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        error = file.errorString();
        return std::nullopt;
    }
    const QByteArray bytes = file.readAll();
    std::string why;
    std::optional<shogi::GameRecord> record = shogi::SavedGame::read(bytes.toStdString(), why);
    if (!record) error = QString::fromStdString(why);
    return record;
}

}  // namespace ui
