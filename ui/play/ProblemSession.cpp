#include "play/ProblemSession.h"

#include "problems/Solution.h"

namespace ui {

ProblemSession::ProblemSession(QObject* parent) : QObject(parent) {
    connect(&judge_, &ProblemJudge::answered, this, &ProblemSession::answered);
}

void ProblemSession::start(const shogi::Problem& problem) {
    judge_.cancel();
    problem_ = problem;
    solutionShown_ = false;
    restart();
}

void ProblemSession::restart() { reset(State::Solving); }

void ProblemSession::reset(State state) {
    if (!problem_) return;
    judge_.cancel();
    asked_ = Question::None;
    game_.emplace(problem_->position.variant(), problem_->position);
    state_ = state;
    if (state == State::Solution) solutionShown_ = true;
    tried_.reset();
    lastAnswer_.reset();
    hintLevel_ = 0;
    hintMove_.reset();
    emit changed();
}

int ProblemSession::movesLeft() const {
    if (!problem_) return 0;
    // The winner moves first: at plies 0, 2, 4 ...
    return problem_->length - static_cast<int>((game_->moves().size() + 1) / 2);
}

bool ProblemSession::onMainLine() const {
    const std::vector<shogi::Move>& played = game_->moves();
    return played.size() <= problem_->line.size() && std::equal(played.begin(), played.end(), problem_->line.begin());
}

void ProblemSession::play(const shogi::Move& move) {
    if (state_ != State::Solving || game_->sideToMove() != problem_->winner()) return;
    const std::size_t ply = game_->moves().size();
    if (onMainLine() && ply < problem_->line.size() && move == problem_->line[ply]) {
        const std::optional<shogi::Move> defence =
            ply + 1 < problem_->line.size() ? std::optional<shogi::Move>(problem_->line[ply + 1]) : std::nullopt;
        accept(move, defence);
        return;
    }
    // The proof showed that no first move but the key wins so fast.
    if (ply == 0) {
        reject(move);
        return;
    }
    tried_ = move;
    state_ = State::Judging;
    asked_ = Question::Move;
    const int left = movesLeft();
    judge_.ask([pos = game_->position(), left, move](shogi::Prover& prover) {
        ProblemJudge::Answer a;
        a.yes = prover.winsWithin(pos, left, &move);
        if (!a.yes || left == 1) return a;
        shogi::Position after = pos;
        shogi::Position::Undo undo;
        after.make(move, undo);
        if (const std::optional<shogi::Reply> d = shogi::longestDefence(prover, after, left - 1)) a.move = d->move;
        return a;
    });
    emit changed();
}

void ProblemSession::answered(const ProblemJudge::Answer& answer) {
    const Question asked = asked_;
    asked_ = Question::None;
    if (asked == Question::Hint) {
        hintMove_ = answer.move;
        hintLevel_ = answer.move ? 1 : 0;
        emit changed();
    } else if (asked == Question::Move && state_ == State::Judging) {
        if (answer.yes) accept(*tried_, answer.move);
        else reject(*tried_);
    }
}

void ProblemSession::accept(const shogi::Move& move, const std::optional<shogi::Move>& defence) {
    game_->play(move);
    tried_.reset();
    lastAnswer_.reset();
    hintLevel_ = 0;
    hintMove_.reset();
    const shogi::GameResult result = game_->result();
    if (result.over()) {
        // The game's own rules have the last word (a line that repeats may end drawn).
        if (result.outcome == shogi::winFor(problem_->winner(), shogi::EndReason::None).outcome) {
            state_ = State::Solved;
            if (!solutionShown_) emit solved();
        } else {
            tried_ = move;
            state_ = State::Wrong;
        }
        emit changed();
        return;
    }
    if (defence) {
        game_->play(*defence);
        lastAnswer_ = defence;
    }
    state_ = State::Solving;
    emit changed();
}

void ProblemSession::reject(const shogi::Move& move) {
    // Shown on the board until taken back.
    game_->play(move);
    tried_ = move;
    lastAnswer_.reset();
    state_ = State::Wrong;
    emit changed();
}

void ProblemSession::retry() {
    if (state_ != State::Wrong) return;
    game_->undo();
    tried_.reset();
    state_ = State::Solving;
    emit changed();
}

void ProblemSession::hint() {
    if (state_ != State::Solving || game_->sideToMove() != problem_->winner()) return;
    if (hintLevel_ == 1 && hintMove_) {
        hintLevel_ = 2;
        emit changed();
        return;
    }
    if (hintLevel_ > 0) return;
    const std::size_t ply = game_->moves().size();
    if (onMainLine() && ply < problem_->line.size()) {
        hintMove_ = problem_->line[ply];
        hintLevel_ = 1;
        emit changed();
        return;
    }
    asked_ = Question::Hint;
    judge_.ask([pos = game_->position(), left = movesLeft()](shogi::Prover& prover) {
        ProblemJudge::Answer a;
        if (const std::optional<shogi::Reply> win = shogi::fastestWin(prover, pos, left)) {
            a.yes = true;
            a.move = win->move;
        }
        return a;
    });
}

void ProblemSession::showSolution() { reset(State::Solution); }

bool ProblemSession::stepSolution(int delta) {
    if (state_ != State::Solution) return false;
    bool moved = false;
    for (; delta > 0 && game_->moves().size() < problem_->line.size(); --delta, moved = true)
        game_->play(problem_->line[game_->moves().size()]);
    for (; delta < 0 && !game_->moves().empty(); ++delta, moved = true) game_->undo();
    if (moved) emit changed();
    return moved;
}

}  // namespace ui
