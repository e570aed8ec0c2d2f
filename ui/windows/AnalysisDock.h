#pragma once
// The computer as an adviser, beside the board: a dock with the engine panel (live lines,
// analysis controls, evaluation graph), the hint arrow on the board, and the wiring between
// the searches (the computer player's and the Analyst's), the panel and the graph. Everything
// here reads the game through GameController. The Analysis menu (MainMenus) asks through
// requestHint() and setAnalysing() and follows the signals.

#include <QDockWidget>

namespace ui {

class Analyst;
class AppSettings;
class BoardWidget;
class EnginePanel;
class GameController;

class AnalysisDock : public QDockWidget {
    Q_OBJECT

public:
    AnalysisDock(GameController& controller, Analyst& analyst, AppSettings& settings, BoardWidget* board,
                 QWidget* parent = nullptr);

    EnginePanel* panel() const { return panel_; }
    // A hint can be asked for now: no analysis and no computer thinking, and a move to find.
    bool hintAvailable() const { return hintAvailable_; }
    bool analysing() const;
    // The best move of the position shown, drawn as an arrow; nothing if no hint is available.
    void requestHint();
    // Analysis mode: a search without limits of the position shown, which follows it.
    void setAnalysing(bool on);

signals:
    void hintAvailableChanged(bool available);
    void analysingChanged(bool on);

protected:
    // QEvent::LanguageChange: the dock's title (the panel writes its own texts again).
    void changeEvent(QEvent* event) override;

private:
    void connectPlayerSearch();
    void connectAnalyst();
    void connectPanel();
    void followShownPosition();
    void dropStaleLines();
    void updateHintAvailable();
    void updateEvalGraph();

    GameController& controller_;
    Analyst& analyst_;
    AppSettings& settings_;
    BoardWidget* board_;
    EnginePanel* panel_;
    bool hintAvailable_ = true;
};

}  // namespace ui
