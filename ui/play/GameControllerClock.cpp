// GameController's clocks, pause, single step and "play on from here". The clock
// itself is core's (core/clock/GameClock); here is only when it runs:
//   - from the first move on (the first mover's clock does not run before it), while the
//     game is not over, not held (paused), not waiting for the player to start it and not
//     under a question (a modal dialog), and not during the delay a watched computer game
//     leaves between two moves;
//   - each ply keeps the clocks as they were when it was reached, so undo, redo and playing
//     on from an earlier move put them back.
#include "play/GameController.h"

#include <algorithm>

namespace ui {

void GameController::setTimeSource(shogi::TimeSource source) {
    timeSource_ = std::move(source);
    clock_ = shogi::GameClock(clock_.control(), timeSource_);
}

void GameController::resetClock(const shogi::GameRecord& record) {
    clock_ = shogi::GameClock(record.timeControl, timeSource_);
    for (const shogi::Side side : {shogi::kBlack, shogi::kWhite})
        if (record.clocks[side]) clock_.setState(side, *record.clocks[side]);
    // Only the clocks of the last position are known; earlier plies keep what they have.
    clockHistory_.assign(moveCount() + 1, std::nullopt);
    clockHistory_.back() = ClockPair{clock_.state(shogi::kBlack), clock_.state(shogi::kWhite)};
    clockRedo_.clear();
    // A timed game opened half-way does not start its clocks before the player is ready.
    if (clock_.timed() && moveCount() > 0 && !game_->result().over()) setHeld(true);
}

void GameController::clockAfterMove(shogi::Side mover) {
    if (clock_.timed()) clock_.completeMove(mover);
    clockHistory_.push_back(ClockPair{clock_.state(shogi::kBlack), clock_.state(shogi::kWhite)});
}

void GameController::clockAfterUndo() {
    if (!clockHistory_.empty() && clockHistory_.back()) {
        clock_.setState(shogi::kBlack, (*clockHistory_.back())[shogi::kBlack]);
        clock_.setState(shogi::kWhite, (*clockHistory_.back())[shogi::kWhite]);
    }
    emit clockChanged();
}

void GameController::clockAfterRedo() { clockAfterUndo(); }

void GameController::updateClockRunning() {
    const bool run = clock_.timed() && !game_->result().over() && (!paused_ || stepping_) && moveCount() > 0 &&
                     !watchDelay_ && !waiting_ && !questionOpen_;
    if (run) {
        if (clock_.running() != game_->sideToMove()) clock_.start(game_->sideToMove());
        if (!clockTimer_->isActive()) clockTimer_->start();
    } else {
        clock_.stop();
        clockTimer_->stop();
    }
    emit clockChanged();
}

void GameController::checkClock() {
    if (!clock_.timed() || game_->result().over()) return;
    const std::optional<shogi::Side> side = clock_.running();
    // In a game with a friend elsewhere the session decides a time out (endGame).
    if (side && clock_.flagged(*side) && !remoteSide_) {
        stopEngine();
        stepping_ = false;
        game_->loseOnTime(*side);
        viewedPly_ = moveCount();
        afterChange();
        return;
    }
    emit clockChanged();
}

void GameController::setHeld(bool held) {
    if (held == paused_) return;
    paused_ = held;
    emit pausedChanged(held);
}

void GameController::setPaused(bool paused) {
    if (paused == paused_ || (paused && game_->result().over())) return;
    stepping_ = false;
    if (paused) stopEngine();
    setHeld(paused);
    updateClockRunning();
    emit positionChanged();  // the board takes moves again, or stops taking them
    if (!paused) {
        maybeStartEngine();
        updateClockRunning();
    }
}

void GameController::step() {
    if (!paused_ || !computerToMove() || game_->result().over() || engine_.busy()) return;
    stepping_ = true;
    startEngineNow();
    if (!engine_.busy()) stepping_ = false;
    updateClockRunning();  // runs for the step's search only
}

void GameController::setClocks(const shogi::SideClock& black, const shogi::SideClock& white) {
    if (!clock_.timed()) return;
    clock_.setState(shogi::kBlack, black);
    clock_.setState(shogi::kWhite, white);
    clockHistory_.back() = ClockPair{black, white};
    emit clockChanged();
}

bool GameController::playOnFrom(int ply) {
    ply = std::clamp(ply, 0, moveCount());
    if (ply == moveCount() && !endCanBeTakenBack()) return false;
    stopEngine();
    stepping_ = false;
    game_->reopen();
    while (moveCount() > ply) {
        game_->undo();
        forgetMove();
        clockHistory_.pop_back();
    }
    redo_.clear();
    clockRedo_.clear();
    clockAfterUndo();
    // Two computers wait for "move now" or a step; against the computer it answers at once.
    const bool hotSeat = !players_[0].computer && !players_[1].computer;
    setHeld(hotSeat ? paused_ : players_[0].computer && players_[1].computer);
    viewedPly_ = moveCount();
    announcedEnd_ = false;
    afterChange();
    return true;
}

}  // namespace ui
