#include "play/Analyst.h"

#include <algorithm>

namespace ui {

Analyst::Analyst(QObject* parent) : QObject(parent) {
    connect(&engine_, &EngineRunner::infoReady, this, [this](const shogi::SearchInfo& info) {
        const shogi::Position* pos = engine_.searchedPosition();
        if (!pos) return;
        if (evals_.record(*pos, info)) emit evalsChanged();
        emit infoReady(task_, *pos, info);
    });
    connect(&engine_, &EngineRunner::moveFound, this, &Analyst::searchFinished);
    // Only a finished position has no move, and no task searches one; an unknown level ends
    // the task like a search without a move.
    connect(&engine_, &EngineRunner::searchFailed, this, [this](const QString&) {
        if (task_ != Task::Hint) {
            searchFinished(shogi::Move{});
            return;
        }
        task_ = Task::None;
        resumeAnalysis();
    });
}

Analyst::~Analyst() { engine_.cancel(); }

void Analyst::run(Task task, const shogi::Game& game, const shogi::SearchLimits& limits) {
    task_ = task;
    engine_.start(game, level_, limits);
    if (engine_.busy()) emit searchStarted(task, game.position());
}

void Analyst::stopSearch() {
    engine_.cancel();
    task_ = Task::None;
}

void Analyst::hint(const shogi::Game& game) {
    if (game.legalMoves().empty()) return;
    dropGamePass();
    run(Task::Hint, game, shogi::SearchLimits::ofTime(hintMs_));
}

void Analyst::cancelHint() {
    if (task() != Task::Hint) return;
    stopSearch();
    resumeAnalysis();
}

void Analyst::searchFinished(const shogi::Move& move) {
    const Task finished = task_;
    task_ = Task::None;
    switch (finished) {
        case Task::Hint:
            if (const shogi::Position* pos = engine_.searchedPosition()) emit hintFound(*pos, move);
            resumeAnalysis();
            break;
        case Task::GamePass:
            nextPassPosition();
            break;
        case Task::Analysis:  // it went as deep as it can: the last lines stay shown
        case Task::None:
            emit stopped();
            break;
    }
}

void Analyst::startAnalysis(const shogi::Game& game) {
    followed_ = game;
    if (!analysing_) {
        analysing_ = true;
        emit analysingChanged(true);
    }
    dropGamePass();
    resumeAnalysis();
}

void Analyst::follow(const shogi::Game& game) {
    if (!analysing_) return;
    const bool same = followed_ && followed_->position() == game.position();
    followed_ = game;
    // A hint or a pass under way is left to finish; the analysis then starts from here.
    if (engine_.busy() && task_ != Task::Analysis) return;
    if (same && engine_.busy()) return;
    resumeAnalysis();
}

void Analyst::resumeAnalysis() {
    if (!analysing_ || !followed_) {
        if (!engine_.busy()) emit stopped();
        return;
    }
    if (followed_->legalMoves().empty()) {
        // A finished game has nothing to search; the panel says so.
        stopSearch();
        emit nothingToSearch(followed_->position());
        return;
    }
    shogi::SearchLimits limits;
    limits.infinite = true;
    limits.multiPV = lines_;
    run(Task::Analysis, *followed_, limits);
}

void Analyst::stopAnalysis() {
    if (!analysing_) return;
    analysing_ = false;
    followed_.reset();
    if (task_ == Task::Analysis) {
        stopSearch();
        emit stopped();
    }
    emit analysingChanged(false);
}

void Analyst::setLines(int lines) {
    lines = std::clamp(lines, 1, kMaxLines);
    if (lines == lines_) return;
    lines_ = lines;
    if (analysing_ && (task_ == Task::Analysis || !engine_.busy())) resumeAnalysis();
}

void Analyst::evaluateGame(const shogi::Game& game) {
    passGame_ = game;
    passPlies_ = evals_.missing(game);  // ascending: the back is searched first
    passTotal_ = static_cast<int>(passPlies_.size());
    nextPassPosition();
}

void Analyst::nextPassPosition() {
    while (passGame_ && !passPlies_.empty()) {
        const int ply = passPlies_.back();
        passPlies_.pop_back();
        // Walking back from the end: each position is one move taken back.
        while (static_cast<int>(passGame_->moves().size()) > ply) passGame_->undo();
        if (passGame_->legalMoves().empty()) continue;
        emit passProgress(passTotal_ - static_cast<int>(passPlies_.size()) - 1, passTotal_);
        run(Task::GamePass, *passGame_, shogi::SearchLimits::ofTime(passMs_));
        return;
    }
    passGame_.reset();
    passPlies_.clear();
    passTotal_ = 0;
    emit passProgress(0, 0);
    resumeAnalysis();
}

void Analyst::stopGamePass() {
    if (dropGamePass()) resumeAnalysis();
}

bool Analyst::dropGamePass() {
    if (!passGame_) return false;
    passGame_.reset();
    passPlies_.clear();
    passTotal_ = 0;
    if (task_ == Task::GamePass) stopSearch();
    emit passProgress(0, 0);
    return true;
}

void Analyst::reset() {
    dropGamePass();
    stopAnalysis();
    stopSearch();
    evals_.clear();
    emit evalsChanged();
    emit stopped();
}

}  // namespace ui
