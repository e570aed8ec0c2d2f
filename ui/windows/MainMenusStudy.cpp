// The Study menu of the main window (MainMenus): the learn mode, the problems and the piece
// reference.
#include <QMainWindow>
#include <QMenuBar>

#include "windows/MainMenus.h"

namespace ui {

void MainMenus::createStudyMenu() {
    QMenu* study = window_->menuBar()->addMenu(tr("&Study"));
    study->setObjectName(QStringLiteral("studyMenu"));
    QAction* learn = study->addAction(tr("&Learn Pieces…"), QKeySequence(Qt::CTRL | Qt::Key_L), this, &MainMenus::learnRequested);
    learn->setObjectName(QStringLiteral("learnAction"));
    learn->setStatusTip(tr("Questions about the pieces of the variant: where each can go, which piece is which"));
    QAction* problems = study->addAction(tr("&Problems…"), this, &MainMenus::problemsRequested);
    problems->setObjectName(QStringLiteral("problemsAction"));
    QAction* reference = study->addAction(tr("Piece &Reference…"), QKeySequence(Qt::CTRL | Qt::Key_R), this,
                                          &MainMenus::referenceRequested);
    reference->setObjectName(QStringLiteral("referenceAction"));
}

}  // namespace ui
