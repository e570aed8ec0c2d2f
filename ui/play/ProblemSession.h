#pragma once
// Solving one problem: the solver plays the winning side's moves on a game started from the
// problem's position, and the program answers each right move with the defence that holds
// out longest. A move on the main line is right at once; the key is the only first move
// that wins in time (the problem's proof says so); any other move is weighed by the prover
// on its thread (ProblemJudge), and the answer to a right one is then the longest defence
// against it. A wrong move stays on the board, marked, until retry() takes it back. A hint
// names the piece, then the move; the solution is the main line, stepped through from the
// start. No rule is decided here: the game and the prover decide.

#include <QObject>
#include <optional>

#include "game/Game.h"
#include "play/ProblemJudge.h"
#include "problems/Problem.h"

namespace ui {

class ProblemSession : public QObject {
    Q_OBJECT

public:
    enum class State {
        Idle,      // no problem yet
        Solving,   // the solver to move
        Judging,   // the prover weighs the solver's move
        Wrong,     // the last move does not win in time: retry() takes it back
        Solved,    // the solver has won
        Solution,  // the main line, shown move by move
    };

    explicit ProblemSession(QObject* parent = nullptr);

    void start(const shogi::Problem& problem);
    const shogi::Problem* problem() const { return problem_ ? &*problem_ : nullptr; }
    // The game on the board (valid once a problem is started).
    const shogi::Game& game() const { return *game_; }
    State state() const { return state_; }
    // The moves the winning side still has to make.
    int movesLeft() const;
    // The move being weighed (Judging) or found wrong (Wrong).
    const std::optional<shogi::Move>& tried() const { return tried_; }
    // The defender's answer to the solver's last move, if it was answered.
    const std::optional<shogi::Move>& lastAnswer() const { return lastAnswer_; }

    // The solver's move (ignored unless Solving).
    void play(const shogi::Move& move);
    // Takes the wrong move back; the solver tries again from the same position.
    void retry();
    // Back to the problem's position, solving.
    void restart();
    // First the piece to move, then the move; level 0 when no hint is shown.
    void hint();
    int hintLevel() const { return hintLevel_; }
    const std::optional<shogi::Move>& hintMove() const { return hintMove_; }
    // The main line from the problem's position: step through it with stepSolution().
    void showSolution();
    bool stepSolution(int delta);
    int solutionPly() const { return static_cast<int>(game_->moves().size()); }
    bool solutionShown() const { return solutionShown_; }

signals:
    // Anything the window shows may have changed.
    void changed();
    // The solver won without looking at the solution first.
    void solved();

private:
    // The problem's position again, in `state` (Solving or Solution).
    void reset(State state);
    void answered(const ProblemJudge::Answer& answer);
    // Plays the solver's right move and the defence (if the game goes on).
    void accept(const shogi::Move& move, const std::optional<shogi::Move>& defence);
    void reject(const shogi::Move& move);
    bool onMainLine() const;

    ProblemJudge judge_;
    enum class Question { None, Move, Hint };
    Question asked_ = Question::None;
    std::optional<shogi::Problem> problem_;
    std::optional<shogi::Game> game_;
    State state_ = State::Idle;
    std::optional<shogi::Move> tried_;
    std::optional<shogi::Move> lastAnswer_;
    int hintLevel_ = 0;
    std::optional<shogi::Move> hintMove_;
    bool solutionShown_ = false;
};

}  // namespace ui
