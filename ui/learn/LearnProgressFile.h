#pragma once
// Where the learn mode's progress (shogi::LearnProgress) is kept: a text file next to the
// settings, written atomically (GameFile::writeAtomically, files/FileWrite.h), so that a crash
// or a full disk leaves the last good file. A file that cannot be read is not lost and does not stop the learn mode: it is
// kept aside as FILE.damaged, replaced by a new one, and the caller is told what was wrong.

#include <QString>

#include "study/LearnProgress.h"

namespace ui {

class LearnProgressFile {
public:
    // learn-progress.txt in the folder of the settings file (QSettings).
    static QString defaultPath();

    explicit LearnProgressFile(QString path = defaultPath()) : path_(std::move(path)) {}
    const QString& path() const { return path_; }

    // The progress kept; a new one when there is no file yet. When the file cannot be read,
    // `problem` says why and where the file was kept, and a new file takes its place.
    shogi::LearnProgress load(QString& problem) const;
    // False with `error` when the file could not be written (the previous one is then kept).
    bool save(const shogi::LearnProgress& progress, QString& error) const;

    // Files larger than this are not progress the program wrote.
    static constexpr qint64 kMaxBytes = 4 * 1024 * 1024;

private:
    QString path_;
};

}  // namespace ui
