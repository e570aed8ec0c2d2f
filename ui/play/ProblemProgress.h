#pragma once
// Which problems the player has solved, kept between runs in a small text file in the
// program's data folder, rewritten whole and atomically after each new mark (GameFile::
// writeAtomically, files/FileWrite.h): one line "solved VARIANT ID FINGERPRINT" per problem. The fingerprint is taken
// from the problem's position and key, so a collection grown again (new problems under old
// ids) shows no marks it has not earned. A file that cannot be read is kept aside as
// ".damaged", reported (problem()), and a new one begun.

#include <QCoreApplication>
#include <QSet>
#include <QString>

#include "problems/Problem.h"

namespace ui {

class ProblemProgress {
    Q_DECLARE_TR_FUNCTIONS(ui::ProblemProgress)

public:
    // The file in the program's data folder (QStandardPaths::AppDataLocation).
    static QString defaultPath();
    explicit ProblemProgress(QString path = defaultPath());

    // Reads the file (a missing one is an empty record).
    void load();
    // What went wrong when the file was last read or written; empty if nothing did.
    const QString& problem() const { return problem_; }

    bool solved(const shogi::Problem& problem) const;
    int solvedCount(const shogi::ProblemSet& set) const;
    // Marks the problem solved and writes the file; false (the mark kept in memory, problem()
    // saying why) if it could not be written.
    bool markSolved(const shogi::Problem& problem);

    static QString fingerprint(const shogi::Problem& problem);

private:
    static QString entry(const shogi::Problem& problem);
    bool write();

    QString path_;
    QSet<QString> solved_;  // entry(): "VARIANT ID FINGERPRINT"
    QString problem_;
};

}  // namespace ui
