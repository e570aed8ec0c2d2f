#include "windows/AnalysisDock.h"

#include <QEvent>

#include "boardview/BoardArrow.h"
#include "boardview/BoardWidget.h"
#include "panels/EnginePanel.h"
#include "panels/EvalGraph.h"
#include "play/Analyst.h"
#include "play/GameController.h"
#include "settings/AppSettings.h"

namespace ui {

AnalysisDock::AnalysisDock(GameController& controller, Analyst& analyst, AppSettings& settings, BoardWidget* board,
                           QWidget* parent)
    : QDockWidget(tr("Analysis"), parent),
      controller_(controller),
      analyst_(analyst),
      settings_(settings),
      board_(board),
      panel_(new EnginePanel(this)) {
    setObjectName(QStringLiteral("analysisDock"));
    setWidget(panel_);
    analyst_.setLines(settings_.analysisLines());
    panel_->setLines(analyst_.lines());
    panel_->setAnalysing(false);
    connectPlayerSearch();
    connectAnalyst();
    connectPanel();
    connect(&controller_, &GameController::gameStarted, this, [this] {
        analyst_.reset();
        panel_->clear();
        board_->setArrow({});
    });
    connect(&controller_, &GameController::positionChanged, this, &AnalysisDock::followShownPosition);
    updateHintAvailable();
}

bool AnalysisDock::analysing() const { return analyst_.analysing(); }

void AnalysisDock::changeEvent(QEvent* event) {
    QDockWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) setWindowTitle(tr("Analysis"));
}

void AnalysisDock::connectPlayerSearch() {
    // The computer player's thinking shows in the panel unless analysis mode has it; its
    // scores go into the graph either way.
    connect(&controller_, &GameController::thinkingStarted, this, [this] {
        if (const shogi::Position* pos = controller_.engine().searchedPosition(); pos && !analyst_.analysing())
            panel_->begin(EnginePanel::Source::Computer, *pos);
        updateHintAvailable();
    });
    connect(&controller_.engine(), &EngineRunner::infoReady, this, [this](const shogi::SearchInfo& info) {
        const shogi::Position* pos = controller_.engine().searchedPosition();
        if (!pos) return;
        if (analyst_.evals().record(*pos, info)) updateEvalGraph();
        if (!analyst_.analysing() && panel_->source() == EnginePanel::Source::Computer && panel_->position() == *pos)
            panel_->showInfo(info);
    });
    connect(&controller_, &GameController::thinkingFinished, this, [this] {
        if (panel_->source() == EnginePanel::Source::Computer) panel_->end();
        updateHintAvailable();
    });
}

void AnalysisDock::connectAnalyst() {
    connect(&analyst_, &Analyst::searchStarted, this, [this](Analyst::Task task, const shogi::Position& pos) {
        if (task == Analyst::Task::GamePass) {
            // The graph shows the pass, not the panel; an analysis it interrupts is not going on.
            if (panel_->source() != EnginePanel::Source::Computer) panel_->end();
            return;
        }
        panel_->begin(task == Analyst::Task::Hint ? EnginePanel::Source::Hint : EnginePanel::Source::Analysis, pos);
    });
    connect(&analyst_, &Analyst::infoReady, this,
            [this](Analyst::Task task, const shogi::Position& pos, const shogi::SearchInfo& info) {
                if (task == Analyst::Task::GamePass || panel_->position() != pos) return;
                panel_->showInfo(info);
                // Analysis mode shows its best move on the board as it goes.
                if (task == Analyst::Task::Analysis && info.multipv == 1 && !info.pv.empty())
                    board_->setArrow(moveArrow(pos, info.pv.front()));
            });
    connect(&analyst_, &Analyst::hintFound, this, [this](const shogi::Position& pos, const shogi::Move& move) {
        // The hint is for the position shown (a move or another ply shown cancels it).
        if (controller_.positionAt(controller_.viewedPly()) == pos) board_->setArrow(moveArrow(pos, move));
    });
    connect(&analyst_, &Analyst::nothingToSearch, this, [this](const shogi::Position& pos) {
        panel_->showNothingToSearch(pos);
        board_->setArrow({});
    });
    connect(&analyst_, &Analyst::stopped, this, [this] {
        if (panel_->source() != EnginePanel::Source::Computer) panel_->end();
        updateHintAvailable();
    });
    connect(&analyst_, &Analyst::analysingChanged, this, [this](bool on) {
        panel_->setAnalysing(on);
        emit analysingChanged(on);
        if (!on) board_->setArrow({});  // the lines stay, marked as stopped
        updateHintAvailable();
    });
    connect(&analyst_, &Analyst::evalsChanged, this, &AnalysisDock::updateEvalGraph);
    connect(&analyst_, &Analyst::passProgress, panel_, &EnginePanel::setPassProgress);
}

void AnalysisDock::connectPanel() {
    connect(panel_, &EnginePanel::analyseToggled, this, &AnalysisDock::setAnalysing);
    connect(panel_, &EnginePanel::linesChanged, this, [this](int lines) {
        settings_.setAnalysisLines(lines);
        analyst_.setLines(lines);
    });
    connect(panel_, &EnginePanel::hintRequested, this, &AnalysisDock::requestHint);
    connect(panel_, &EnginePanel::evaluateGameRequested, this, [this] {
        if (analyst_.passing()) analyst_.stopGamePass();
        else analyst_.evaluateGame(controller_.gameAt(controller_.moveCount()));
    });
    connect(panel_->graph(), &EvalGraph::plySelected, &controller_, &GameController::viewPly);
}

void AnalysisDock::setAnalysing(bool on) {
    if (on == analyst_.analysing()) return;
    if (on) analyst_.startAnalysis(controller_.gameAt(controller_.viewedPly()));
    else analyst_.stopAnalysis();
}

void AnalysisDock::requestHint() {
    updateHintAvailable();
    if (!hintAvailable_) return;
    board_->setArrow({});
    analyst_.hint(controller_.gameAt(controller_.viewedPly()));
}

void AnalysisDock::followShownPosition() {
    const int ply = controller_.viewedPly();
    if (analyst_.analysing()) {
        const shogi::Game shown = controller_.gameAt(ply);
        // The arrow stays only if the analysis goes on with the same position.
        if (panel_->position() != shown.position()) board_->setArrow({});
        analyst_.follow(shown);
    } else {
        // A hint lasts until the next move, or until another position is shown.
        board_->setArrow({});
        if (analyst_.task() == Analyst::Task::Hint) analyst_.cancelHint();
        dropStaleLines();
    }
    updateEvalGraph();
    updateHintAvailable();
}

void AnalysisDock::dropStaleLines() {
    // Lines stay while they are about the live position, or the one its last move was played
    // in (what the computer thought before it moved); after an undo, a redo or a look at
    // another position they would describe something no longer on the board.
    const std::optional<shogi::Position>& shown = panel_->position();
    if (!shown || *shown == controller_.game().position()) return;
    const int n = controller_.moveCount();
    if (n > 0 && controller_.viewingLive() && *shown == controller_.positionAt(n - 1)) return;
    panel_->clear();
}

void AnalysisDock::updateHintAvailable() {
    // An earlier position always had a move; the live one has none once the game is over.
    const bool movesLeft = !controller_.viewingLive() || !controller_.game().result().over();
    const bool available = !analyst_.analysing() && !controller_.thinking() && movesLeft;
    panel_->setHintEnabled(available);
    if (available == hintAvailable_) return;
    hintAvailable_ = available;
    emit hintAvailableChanged(available);
}

void AnalysisDock::updateEvalGraph() {
    panel_->graph()->setScores(analyst_.evals().forGame(controller_.game()));
    panel_->graph()->setShownPly(controller_.viewedPly());
}

}  // namespace ui
