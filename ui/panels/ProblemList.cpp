#include "panels/ProblemList.h"

#include <QHeaderView>
#include <QSignalBlocker>

#include "language/ProblemThemes.h"
#include "play/ProblemProgress.h"

namespace ui {
namespace {

enum Column { Solved, Number, Length, Theme, Columns };
constexpr int kIndexRole = Qt::UserRole;

}  // namespace

ProblemList::ProblemList(QWidget* parent) : QTreeWidget(parent) {
    setObjectName(QStringLiteral("problemList"));
    setColumnCount(Columns);
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    header()->setStretchLastSection(true);
    header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    retranslate();
    connect(this, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (item) emit problemChosen(item->data(Number, kIndexRole).toInt());
    });
}

void ProblemList::retranslate() {
    setHeaderLabels({tr("Solved"), tr("No."), tr("Moves"), tr("Theme")});
    if (!set_) return;
    for (int i = 0; i < topLevelItemCount(); ++i) fillRow(topLevelItem(i), set_->problems[static_cast<std::size_t>(i)]);
}

void ProblemList::fillRow(QTreeWidgetItem* item, const shogi::Problem& problem) {
    item->setText(Number, QString::fromStdString(problem.id));
    item->setText(Length, QString::number(problem.length));
    item->setTextAlignment(Length, Qt::AlignCenter);
    item->setTextAlignment(Solved, Qt::AlignCenter);
    item->setText(Theme, problem.themes.empty() ? QString() : themeName(problem.themes.front()));
    item->setToolTip(Theme, themeNames(problem.themes));
}

void ProblemList::showSet(const shogi::ProblemSet& set, const ProblemProgress& progress) {
    const QSignalBlocker block(this);
    clear();
    set_ = &set;
    for (std::size_t i = 0; i < set.problems.size(); ++i) {
        auto* item = new QTreeWidgetItem(this);
        item->setData(Number, kIndexRole, static_cast<int>(i));
        fillRow(item, set.problems[i]);
    }
    updateMarks(progress);
}

void ProblemList::updateMarks(const ProblemProgress& progress) {
    if (!set_) return;
    for (int i = 0; i < topLevelItemCount(); ++i) {
        const bool solved = progress.solved(set_->problems[static_cast<std::size_t>(i)]);
        topLevelItem(i)->setText(Solved, solved ? QStringLiteral("✓") : QString());
        topLevelItem(i)->setData(Solved, Qt::AccessibleTextRole, solved ? tr("solved") : tr("not solved"));
    }
}

void ProblemList::selectProblem(int index) {
    if (index >= 0 && index < topLevelItemCount()) setCurrentItem(topLevelItem(index));
}

int ProblemList::currentProblem() const {
    const QTreeWidgetItem* item = currentItem();
    return item ? item->data(Number, kIndexRole).toInt() : -1;
}

}  // namespace ui
