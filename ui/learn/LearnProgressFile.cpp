#include "learn/LearnProgressFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>

#include "play/GameFile.h"

namespace ui {
namespace {

// Not a QObject: gives lupdate and tr() the context "ui::LearnProgressFile".
struct Texts {
    Q_DECLARE_TR_FUNCTIONS(ui::LearnProgressFile)
};

}  // namespace

QString LearnProgressFile::defaultPath() {
    return QFileInfo(QSettings().fileName()).absolutePath() + QStringLiteral("/learn-progress.txt");
}

shogi::LearnProgress LearnProgressFile::load(QString& problem) const {
    problem.clear();
    QFile file(path_);
    if (!file.exists()) return {};
    QString why;
    std::optional<shogi::LearnProgress> progress;
    if (file.size() > kMaxBytes) {
        why = Texts::tr("the file is %1 bytes long, far more than any progress").arg(file.size());
    } else if (!file.open(QIODevice::ReadOnly)) {
        why = file.errorString();
    } else {
        std::string error;
        progress = shogi::LearnProgress::parse(file.readAll().toStdString(), error);
        if (!progress) why = QString::fromStdString(error);
        file.close();
    }
    if (progress) return *progress;
    // Kept aside, never deleted; a new file from here on.
    const QString damaged = path_ + QStringLiteral(".damaged");
    QFile::remove(damaged);
    const bool kept = QFile::rename(path_, damaged);
    QString saveError;
    save({}, saveError);
    problem = kept ? Texts::tr("Your learning progress could not be read (%1: %2). It was kept as %3, and a new record "
                               "of your progress has been started.")
                         .arg(QDir::toNativeSeparators(path_), why, QDir::toNativeSeparators(damaged))
                   : Texts::tr("Your learning progress could not be read (%1: %2), and a new record of your progress has "
                               "been started.")
                         .arg(QDir::toNativeSeparators(path_), why);
    return {};
}

bool LearnProgressFile::save(const shogi::LearnProgress& progress, QString& error) const {
    QDir().mkpath(QFileInfo(path_).absolutePath());
    return GameFile::writeAtomically(path_, QByteArray::fromStdString(progress.toText()), error);
}

}  // namespace ui
