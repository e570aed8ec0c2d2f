#pragma once
// The problems of one variant as a list: a solved mark, the problem's number, the length of
// the win (the winner's moves) and its first theme; choosing a row asks for that problem.

#include <QTreeWidget>

#include "problems/Problem.h"

namespace ui {

class ProblemProgress;

class ProblemList : public QTreeWidget {
    Q_OBJECT

public:
    explicit ProblemList(QWidget* parent = nullptr);

    // Shows `set` (which must outlive its use here) with the marks of `progress`.
    void showSet(const shogi::ProblemSet& set, const ProblemProgress& progress);
    // The solved marks again (after a problem was solved).
    void updateMarks(const ProblemProgress& progress);
    void selectProblem(int index);
    int currentProblem() const;
    // The column titles and theme names in the current language.
    void retranslate();

signals:
    void problemChosen(int index);

private:
    void fillRow(QTreeWidgetItem* item, const shogi::Problem& problem);

    const shogi::ProblemSet* set_ = nullptr;
};

}  // namespace ui
