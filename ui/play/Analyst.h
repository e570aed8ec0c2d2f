#pragma once
// The computer as an adviser rather than a player: a hint (a short search whose best move
// the board draws), analysis mode (a search without limits of the position shown, restarted
// whenever another position is shown, with up to three best lines) and a quick pass over the
// game that gives every position a score for the evaluation graph. It has its own
// EngineRunner, so it never disturbs a computer player's search, and one task at a time: a
// hint or a pass interrupts the analysis, which goes on when they end.

#include <QObject>
#include <optional>

#include "play/EngineRunner.h"
#include "play/EvalHistory.h"

namespace ui {

class Analyst : public QObject {
    Q_OBJECT

public:
    enum class Task { None, Hint, Analysis, GamePass };
    static constexpr int kMaxLines = 3;

    explicit Analyst(QObject* parent = nullptr);
    ~Analyst() override;

    // Tests put a scripted engine here (EngineRunner::setFactory).
    EngineRunner& engine() { return engine_; }
    EvalHistory& evals() { return evals_; }
    const EvalHistory& evals() const { return evals_; }
    void setLevel(const std::string& level) { level_ = level; }
    void setHintTimeMs(int ms) { hintMs_ = ms; }
    void setPassTimeMs(int ms) { passMs_ = ms; }

    Task task() const { return engine_.busy() ? task_ : Task::None; }
    // Analysis mode is on (its search may be interrupted by a hint or a pass, or have
    // nothing to search in a finished game).
    bool analysing() const { return analysing_; }
    bool passing() const { return passGame_.has_value(); }
    int lines() const { return lines_; }
    // The position the current or last search started from.
    const shogi::Position* searchedPosition() const { return engine_.searchedPosition(); }

public slots:
    // A short search of the game's position; hintFound gives its best move.
    void hint(const shogi::Game& game);
    // Forgets a hint being searched (the position it was for is gone); analysis goes on.
    void cancelHint();
    // Turns analysis mode on and searches the game's position until told otherwise.
    void startAnalysis(const shogi::Game& game);
    // The position shown changed: in analysis mode the search starts again from it (unless
    // it is the position being searched already).
    void follow(const shogi::Game& game);
    void stopAnalysis();
    // How many best lines the analysis searches (1 to kMaxLines); restarts it.
    void setLines(int lines);
    // Searches briefly each position of the game that has no score yet, last move first.
    void evaluateGame(const shogi::Game& game);
    void stopGamePass();
    // Stops every task and forgets the positions followed (a new game).
    void reset();

signals:
    void searchStarted(ui::Analyst::Task task, const shogi::Position& position);
    // An iteration of the task's search finished, for one of its lines.
    void infoReady(ui::Analyst::Task task, const shogi::Position& position, const shogi::SearchInfo& info);
    void hintFound(const shogi::Position& position, const shogi::Move& move);
    // Analysis mode was asked to follow a position where the game is over.
    void nothingToSearch(const shogi::Position& position);
    void analysingChanged(bool on);
    // A score of the EvalHistory changed.
    void evalsChanged();
    // The game pass: positions searched and to search; total 0 when it is over.
    void passProgress(int done, int total);
    // No search runs any more (the task ended or was stopped).
    void stopped();

private:
    void run(Task task, const shogi::Game& game, const shogi::SearchLimits& limits);
    void searchFinished(const shogi::Move& move);
    void nextPassPosition();
    void resumeAnalysis();
    void stopSearch();
    bool dropGamePass();  // false if no pass was under way

    EngineRunner engine_;
    EvalHistory evals_;
    std::string level_ = "master";
    int hintMs_ = 2000;
    int passMs_ = 300;
    int lines_ = 1;
    Task task_ = Task::None;
    bool analysing_ = false;
    std::optional<shogi::Game> followed_;   // the position analysis mode is on
    std::optional<shogi::Game> passGame_;   // the game pass walks back through this copy
    std::vector<int> passPlies_;            // plies still to search, last one first
    int passTotal_ = 0;
};

}  // namespace ui
