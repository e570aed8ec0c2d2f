// The main window's part for the computer as an adviser: the dock with the engine panel
// (live lines, analysis controls, evaluation graph), the Analysis menu, the arrow on the
// board, and the wiring between the searches (the computer player's and the Analyst's), the
// panel and the graph. Everything here reads the game through GameController.
#include <QDockWidget>
#include <QMenuBar>
#include <QSignalBlocker>

#include "boardview/BoardArrow.h"
#include "boardview/BoardWidget.h"
#include "panels/EnginePanel.h"
#include "panels/EvalGraph.h"
#include "windows/MainWindow.h"

namespace ui {

void MainWindow::createAnalysisDock() {
    enginePanel_ = new EnginePanel(this);
    auto* dock = new QDockWidget(tr("Analysis"), this);
    dock->setObjectName(QStringLiteral("analysisDock"));
    dock->setWidget(enginePanel_);
    addDockWidget(Qt::RightDockWidgetArea, dock);
    // Between the move list and the piece panel, tall enough for three lines and the graph
    // (a saved window layout, restored later, wins).
    auto* moves = findChild<QDockWidget*>(QStringLiteral("movesDock"));
    auto* piece = findChild<QDockWidget*>(QStringLiteral("pieceDock"));
    if (moves && piece) {
        splitDockWidget(moves, dock, Qt::Vertical);
        resizeDocks({moves, dock, piece}, {200, 330, 220}, Qt::Vertical);
    }
    analyst_.setLines(settings_.analysisLines());
    enginePanel_->setLines(analyst_.lines());
    enginePanel_->setAnalysing(false);
    connectPlayerSearch();
    connectAnalyst();
    connectEnginePanel();
    connect(&controller_, &GameController::gameStarted, this, [this] {
        analyst_.reset();
        enginePanel_->clear();
        board_->setArrow({});
    });
    connect(&controller_, &GameController::positionChanged, this, &MainWindow::followShownPosition);
}

void MainWindow::createAnalysisMenu() {
    QMenu* menu = menuBar()->addMenu(tr("&Analysis"));
    hintAction_ = menu->addAction(tr("&Hint"), QKeySequence(Qt::Key_H), this, &MainWindow::requestHint);
    hintAction_->setObjectName(QStringLiteral("hintAction"));
    analyseAction_ = menu->addAction(tr("&Analyse Position Shown"));
    analyseAction_->setObjectName(QStringLiteral("analyseAction"));
    analyseAction_->setIconText(tr("Analyse"));
    analyseAction_->setShortcut(QKeySequence(Qt::Key_A));
    analyseAction_->setCheckable(true);
    analyseAction_->setChecked(analyst_.analysing());
    connect(analyseAction_, &QAction::toggled, this, &MainWindow::setAnalysing);
    menu->addAction(tr("&Evaluate Game"), enginePanel_, &EnginePanel::evaluateGameRequested);
    updateAnalysisActions();
}

void MainWindow::connectPlayerSearch() {
    // The computer player's thinking shows in the panel unless analysis mode has it; its
    // scores go into the graph either way.
    connect(&controller_, &GameController::thinkingStarted, this, [this] {
        if (const shogi::Position* pos = controller_.engine().searchedPosition(); pos && !analyst_.analysing())
            enginePanel_->begin(EnginePanel::Source::Computer, *pos);
        updateAnalysisActions();
    });
    connect(&controller_.engine(), &EngineRunner::infoReady, this, [this](const shogi::SearchInfo& info) {
        const shogi::Position* pos = controller_.engine().searchedPosition();
        if (!pos) return;
        if (analyst_.evals().record(*pos, info)) updateEvalGraph();
        if (!analyst_.analysing() && enginePanel_->source() == EnginePanel::Source::Computer &&
            enginePanel_->position() == *pos)
            enginePanel_->showInfo(info);
    });
    connect(&controller_, &GameController::thinkingFinished, this, [this] {
        if (enginePanel_->source() == EnginePanel::Source::Computer) enginePanel_->end();
        updateAnalysisActions();
    });
}

void MainWindow::connectAnalyst() {
    connect(&analyst_, &Analyst::searchStarted, this, [this](Analyst::Task task, const shogi::Position& pos) {
        if (task == Analyst::Task::GamePass) {
            // The graph shows the pass, not the panel; an analysis it interrupts is not going on.
            if (enginePanel_->source() != EnginePanel::Source::Computer) enginePanel_->end();
            return;
        }
        enginePanel_->begin(task == Analyst::Task::Hint ? EnginePanel::Source::Hint : EnginePanel::Source::Analysis, pos);
    });
    connect(&analyst_, &Analyst::infoReady, this,
            [this](Analyst::Task task, const shogi::Position& pos, const shogi::SearchInfo& info) {
                if (task == Analyst::Task::GamePass || enginePanel_->position() != pos) return;
                enginePanel_->showInfo(info);
                // Analysis mode shows its best move on the board as it goes.
                if (task == Analyst::Task::Analysis && info.multipv == 1 && !info.pv.empty())
                    board_->setArrow(moveArrow(pos, info.pv.front()));
            });
    connect(&analyst_, &Analyst::hintFound, this, [this](const shogi::Position& pos, const shogi::Move& move) {
        // The hint is for the position shown (a move or another ply shown cancels it).
        if (controller_.positionAt(controller_.viewedPly()) == pos) board_->setArrow(moveArrow(pos, move));
    });
    connect(&analyst_, &Analyst::nothingToSearch, this, [this](const shogi::Position& pos) {
        enginePanel_->showNothingToSearch(pos);
        board_->setArrow({});
    });
    connect(&analyst_, &Analyst::stopped, this, [this] {
        if (enginePanel_->source() != EnginePanel::Source::Computer) enginePanel_->end();
        updateAnalysisActions();
    });
    connect(&analyst_, &Analyst::analysingChanged, this, [this](bool on) {
        enginePanel_->setAnalysing(on);
        if (analyseAction_) {
            const QSignalBlocker block(analyseAction_);
            analyseAction_->setChecked(on);
        }
        if (!on) board_->setArrow({});  // the lines stay, marked as stopped
        updateAnalysisActions();
    });
    connect(&analyst_, &Analyst::evalsChanged, this, &MainWindow::updateEvalGraph);
    connect(&analyst_, &Analyst::passProgress, enginePanel_, &EnginePanel::setPassProgress);
}

void MainWindow::connectEnginePanel() {
    connect(enginePanel_, &EnginePanel::analyseToggled, this, &MainWindow::setAnalysing);
    connect(enginePanel_, &EnginePanel::linesChanged, this, [this](int lines) {
        settings_.setAnalysisLines(lines);
        analyst_.setLines(lines);
    });
    connect(enginePanel_, &EnginePanel::hintRequested, this, &MainWindow::requestHint);
    connect(enginePanel_, &EnginePanel::evaluateGameRequested, this, [this] {
        if (analyst_.passing()) analyst_.stopGamePass();
        else analyst_.evaluateGame(controller_.gameAt(controller_.moveCount()));
    });
    connect(enginePanel_->graph(), &EvalGraph::plySelected, &controller_, &GameController::viewPly);
}

void MainWindow::setAnalysing(bool on) {
    if (on == analyst_.analysing()) return;
    if (on) analyst_.startAnalysis(controller_.gameAt(controller_.viewedPly()));
    else analyst_.stopAnalysis();
}

void MainWindow::requestHint() {
    updateAnalysisActions();
    if (!hintAction_ || !hintAction_->isEnabled()) return;
    board_->setArrow({});
    analyst_.hint(controller_.gameAt(controller_.viewedPly()));
}

void MainWindow::followShownPosition() {
    const int ply = controller_.viewedPly();
    if (analyst_.analysing()) {
        const shogi::Game shown = controller_.gameAt(ply);
        // The arrow stays only if the analysis goes on with the same position.
        if (enginePanel_->position() != shown.position()) board_->setArrow({});
        analyst_.follow(shown);
    } else {
        // A hint lasts until the next move, or until another position is shown.
        board_->setArrow({});
        if (analyst_.task() == Analyst::Task::Hint) analyst_.cancelHint();
        dropStaleEngineLines();
    }
    updateEvalGraph();
    updateAnalysisActions();
}

void MainWindow::dropStaleEngineLines() {
    // Lines stay while they are about the live position, or the one its last move was played
    // in (what the computer thought before it moved); after an undo, a redo or a look at
    // another position they would describe something no longer on the board.
    const std::optional<shogi::Position>& shown = enginePanel_->position();
    if (!shown || *shown == controller_.game().position()) return;
    const int n = controller_.moveCount();
    if (n > 0 && controller_.viewingLive() && *shown == controller_.positionAt(n - 1)) return;
    enginePanel_->clear();
}

void MainWindow::updateAnalysisActions() {
    if (!enginePanel_) return;
    // An earlier position always had a move; the live one has none once the game is over.
    const bool movesLeft = !controller_.viewingLive() || !controller_.game().result().over();
    const bool canHint = !analyst_.analysing() && !controller_.thinking() && movesLeft;
    enginePanel_->setHintEnabled(canHint);
    if (hintAction_) hintAction_->setEnabled(canHint);
}

void MainWindow::updateEvalGraph() {
    if (!enginePanel_) return;
    enginePanel_->graph()->setScores(analyst_.evals().forGame(controller_.game()));
    enginePanel_->graph()->setShownPly(controller_.viewedPly());
}

}  // namespace ui
