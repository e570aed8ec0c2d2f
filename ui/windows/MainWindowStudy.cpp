// The main window's study tools: the position editor, the legend, the learn mode and the
// problems (the threat display is the board's, switched in the View menu: MainMenus).
#include <chrono>

#include "boardview/BoardWidget.h"
#include "editor/PositionEditor.h"
#include "learn/LearnWindow.h"
#include "record/RecordDate.h"
#include "windows/LegendWindow.h"
#include "windows/MainWindow.h"
#include "windows/ProblemsWindow.h"

namespace ui {

LegendWindow* MainWindow::showLegend() {
    if (!legend_) {
        legend_ = new LegendWindow(this);
        connect(&controller_, &GameController::gameStarted, legend_, [this] {
            if (legend_->isVisible()) legend_->showVariant(controller_.game().variant(), art_);
        });
    }
    legend_->showVariant(controller_.game().variant(), art_);
    legend_->show();
    legend_->raise();
    return legend_;
}

LearnWindow* MainWindow::showLearn() {
    if (!learn_) {
        learn_ = new LearnWindow(this);
        learn_->setPieceArt(art_);
    }
    if (!learn_->isVisible()) learn_->start(controller_.game().variant());
    learn_->show();
    learn_->raise();
    learn_->activateWindow();
    return learn_;
}

ProblemsWindow* MainWindow::showProblems() {
    if (!problems_) {
        problems_ = new ProblemsWindow(art_, this);
        // A variant without problems opens the first that has some.
        if (!problems_->showVariant(controller_.game().variant()))
            for (const shogi::Variant* v : shogi::allVariants())
                if (problems_->showVariant(*v)) break;
    }
    problems_->show();
    problems_->raise();
    problems_->activateWindow();
    return problems_;
}

PositionEditor* MainWindow::setUpPosition(const shogi::Variant& variant) {
    std::optional<shogi::Position> current;
    if (&controller_.game().variant() == &variant) current = controller_.positionAt(controller_.viewedPly());
    auto* editor = new PositionEditor(variant, current, art_, settings_.player(0), settings_.player(1), this);
    editor->board()->setTheme(board_->theme());
    editor->setAttribute(Qt::WA_DeleteOnClose);
    connect(editor, &PositionEditor::playRequested, this,
            [this](const shogi::Position& start, const shogi::PlayerSpec& black, const shogi::PlayerSpec& white) {
                settings_.setPlayer(0, black);
                settings_.setPlayer(1, white);
                startFromPosition(start, black, white);
            });
    // Study: both sides are the user's, so every move can be tried and taken back.
    connect(editor, &PositionEditor::studyRequested, this,
            [this](const shogi::Position& start) { startFromPosition(start, {}, {}); });
    editor->open();
    return editor;
}

void MainWindow::startFromPosition(const shogi::Position& start, const shogi::PlayerSpec& black,
                                   const shogi::PlayerSpec& white) {
    shogi::GameRecord record;
    record.variant = &start.variant();
    record.players[shogi::kBlack] = black;
    record.players[shogi::kWhite] = white;
    record.date = shogi::formatRecordDate(std::chrono::system_clock::now());
    record.start = start;
    settings_.setLastVariant(QString::fromUtf8(start.variant().id()));
    currentFile_.clear();  // before the game starts: the title names no file
    controller_.loadGame(record);
}

}  // namespace ui
