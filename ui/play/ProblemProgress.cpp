#include "play/ProblemProgress.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QStringList>
#include <algorithm>

#include "notation/MoveText.h"
#include "play/GameFile.h"
#include "position/PositionText.h"

namespace ui {
namespace {

constexpr const char* kHeader = "# Large Shogi: the problems solved (Study > Problems). Written by the program.";

}  // namespace

QString ProblemProgress::defaultPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/problems-solved.txt");
}

ProblemProgress::ProblemProgress(QString path) : path_(std::move(path)) {}

QString ProblemProgress::fingerprint(const shogi::Problem& problem) {
    // FNV-1a over the position and the key as text: the same on every machine and run.
    const std::string text = shogi::formatPosition(problem.position) + " " + shogi::formatMove(problem.position, problem.key());
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (unsigned char c : text) h = (h ^ c) * 0x100000001b3ull;
    return QString::number(h, 16).rightJustified(16, QLatin1Char('0'));
}

QString ProblemProgress::entry(const shogi::Problem& problem) {
    return QStringLiteral("%1 %2 %3")
        .arg(QString::fromUtf8(problem.position.variant().id()), QString::fromStdString(problem.id), fingerprint(problem));
}

void ProblemProgress::load() {
    solved_.clear();
    problem_.clear();
    QFile file(path_);
    if (!file.exists()) return;
    QString why;
    int number = 0;
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        why = file.errorString();
    } else {
        while (!file.atEnd() && why.isEmpty()) {
            const QString line = QString::fromUtf8(file.readLine()).trimmed();
            ++number;
            if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
            const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (words.size() != 4 || words[0] != QLatin1String("solved") || words[3].size() != 16)
                why = tr("line %1 is not \"solved VARIANT ID FINGERPRINT\"").arg(number);
            else
                solved_.insert(words.mid(1).join(QLatin1Char(' ')));
        }
        file.close();
    }
    if (why.isEmpty()) return;
    // Nothing of it is trusted; the file is kept for whoever wants to look, and a new one begun.
    solved_.clear();
    const QString damaged = path_ + QStringLiteral(".damaged");
    QFile::remove(damaged);
    const bool kept = QFile::rename(path_, damaged);
    write();
    problem_ = kept ? tr("The record of solved problems could not be read (%1). It was kept as %2 and a new record was begun.")
                          .arg(why, QDir::toNativeSeparators(damaged))
                    : tr("The record of solved problems could not be read (%1), and a new record was begun.").arg(why);
}

bool ProblemProgress::solved(const shogi::Problem& problem) const { return solved_.contains(entry(problem)); }

int ProblemProgress::solvedCount(const shogi::ProblemSet& set) const {
    return static_cast<int>(std::count_if(set.problems.begin(), set.problems.end(),
                                          [this](const shogi::Problem& p) { return solved(p); }));
}

bool ProblemProgress::markSolved(const shogi::Problem& problem) {
    if (solved(problem)) return true;
    solved_.insert(entry(problem));
    return write();
}

bool ProblemProgress::write() {
    QStringList lines{QString::fromLatin1(kHeader)};
    QStringList entries(solved_.begin(), solved_.end());
    entries.sort();
    for (const QString& e : entries) lines << QStringLiteral("solved ") + e;
    QDir().mkpath(QFileInfo(path_).absolutePath());
    QString error;
    if (GameFile::writeAtomically(path_, (lines.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8(), error)) return true;
    problem_ = tr("The record of solved problems could not be saved to %1: %2").arg(QDir::toNativeSeparators(path_), error);
    return false;
}

}  // namespace ui
