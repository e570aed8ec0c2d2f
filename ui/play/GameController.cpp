#include "play/GameController.h"

#include <QTimer>
#include <algorithm>
#include <chrono>

#include "movegen/Reach.h"
#include "notation/JapaneseMoveText.h"
#include "language/MoveLabel.h"
#include "record/GameText.h"
#include "record/RecordDate.h"

namespace ui {

GameController::GameController(QObject* parent) : QObject(parent), clockTimer_(new QTimer(this)) {
    connect(&engine_, &EngineRunner::moveFound, this, &GameController::computerMoved);
    connect(&engine_, &EngineRunner::searchFailed, this, [this](const QString& why) {
        emit thinkingFinished();
        stepping_ = false;
        setHeld(true);
        emit engineFailed(why);
    });
    // Often enough for a clock face showing tenths in its last seconds.
    clockTimer_->setInterval(100);
    connect(clockTimer_, &QTimer::timeout, this, &GameController::checkClock);
    game_ = std::make_unique<shogi::Game>(*shogi::allVariants().front());
    clockHistory_.assign(1, std::nullopt);
}

GameController::~GameController() { engine_.cancel(); }

void GameController::newGame(const shogi::Variant& variant, const shogi::PlayerSpec& black, const shogi::PlayerSpec& white,
                             const GameOptions& options) {
    shogi::GameRecord r;
    r.variant = &variant;
    r.players[shogi::kBlack] = black;
    r.players[shogi::kWhite] = white;
    r.names[shogi::kBlack] = options.names[shogi::kBlack];
    r.names[shogi::kWhite] = options.names[shogi::kWhite];
    r.timeControl = options.timeControl;
    r.date = shogi::formatRecordDate(std::chrono::system_clock::now());
    r.start = shogi::startPosition(variant);
    loadGame(r, options.waitForStart);
}

void GameController::loadGame(const shogi::GameRecord& record, bool waitForStart, std::optional<shogi::Side> remoteSide) {
    stopEngine();
    stepping_ = false;
    setWaiting(waitForStart);
    game_ = std::make_unique<shogi::Game>(*record.variant, *record.start);
    players_[0] = record.players[0];
    players_[1] = record.players[1];
    names_[0] = record.names[0];
    names_[1] = record.names[1];
    started_ = record.date.empty() ? shogi::formatRecordDate(std::chrono::system_clock::now()) : record.date;
    texts_.clear();
    labels_.clear();
    japanese_.clear();
    redo_.clear();
    for (const shogi::Move& m : record.moves) {
        noteMove(m);
        game_->play(m);
    }
    if (record.resigned && !game_->result().over()) game_->resign(*record.resigned);
    if (record.lostOnTime && !game_->result().over()) game_->loseOnTime(*record.lostOnTime);
    if (record.drawAgreed && !game_->result().over()) game_->agreeDraw();
    gameId_ = record.gameId;
    remoteSide_ = remoteSide;
    localMoveCheck_ = nullptr;
    viewedPly_ = moveCount();
    setHeld(false);
    resetClock(record);
    announcedEnd_ = game_->result().over();
    emit gameStarted();
    afterChange();
}

shogi::GameRecord GameController::record() const {
    shogi::GameRecord r;
    r.variant = &game_->variant();
    r.players[0] = players_[0];
    r.players[1] = players_[1];
    r.names[0] = names_[0];
    r.names[1] = names_[1];
    r.date = started_;
    r.start = game_->startPosition();
    r.moves = game_->moves();
    const shogi::GameResult result = game_->result();
    const shogi::Side loser = result.outcome == shogi::Outcome::BlackWins ? shogi::kWhite : shogi::kBlack;
    if (result.reason == shogi::EndReason::Resignation) r.resigned = loser;
    if (result.reason == shogi::EndReason::TimeForfeit) r.lostOnTime = loser;
    r.drawAgreed = result.reason == shogi::EndReason::Agreement;
    r.gameId = gameId_;
    r.timeControl = clock_.control();
    if (clock_.timed())
        for (const shogi::Side side : {shogi::kBlack, shogi::kWhite}) r.clocks[side] = clock_.state(side);
    return r;
}

bool GameController::humanToMove() const {
    const shogi::Side side = game_->sideToMove();
    return !players_[side].computer && side != remoteSide_;
}

bool GameController::computerToMove() const {
    const shogi::Side side = game_->sideToMove();
    return players_[side].computer && side != remoteSide_;
}

shogi::Side GameController::resigningSide() const {
    if (remoteSide_) return shogi::opposite(*remoteSide_);
    const shogi::Side side = game_->sideToMove();
    return players_[side].computer && !players_[shogi::opposite(side)].computer ? shogi::opposite(side) : side;
}

void GameController::setGameId(const std::string& id) {
    if (id == gameId_) return;
    gameId_ = id;
    emit gameChanged();
}

bool GameController::endCanBeTakenBack() const {
    const shogi::EndReason reason = game_->result().reason;
    return reason == shogi::EndReason::Resignation || reason == shogi::EndReason::TimeForfeit;
}

void GameController::computerMoved(const shogi::Move& move) {
    emit thinkingFinished();
    stepping_ = false;  // a step ends with its move: the game is held again
    // Nothing moves behind a question: the move waits for its answer.
    if (questionOpen_) heldMove_ = move;
    else play(move);
}

void GameController::setQuestionOpen(bool open) {
    if (open == questionOpen_) return;
    questionOpen_ = open;
    updateClockRunning();
    if (!open && heldMove_) {
        const shogi::Move move = *heldMove_;
        heldMove_.reset();
        play(move);
    }
}

void GameController::setWaiting(bool waiting) {
    if (waiting == waiting_) return;
    waiting_ = waiting;
    emit waitingChanged(waiting);
}

void GameController::start() {
    if (!waiting_) return;
    setWaiting(false);
    emit positionChanged();
    maybeStartEngine();
    updateClockRunning();
}

bool GameController::playMove(const shogi::Move& move) {
    if (!humanToMove() || !viewingLive() || game_->result().over() || paused_) return false;
    const auto& legal = game_->legalMoves();
    if (std::find(legal.begin(), legal.end(), move) == legal.end()) return false;
    if (localMoveCheck_ && !localMoveCheck_(move)) return false;
    setWaiting(false);  // the player's first move starts the game
    // Playing the move that was undone keeps the rest of the redo list.
    if (!redo_.empty() && redo_.back() == move) {
        redo_.pop_back();
        if (!clockRedo_.empty()) clockRedo_.pop_back();
    } else {
        redo_.clear();
        clockRedo_.clear();
    }
    play(move);
    return true;
}

void GameController::noteMove(const shogi::Move& move) {
    texts_ << QString::fromStdString(shogi::moveText(*game_, move));
    labels_ << moveLabel(game_->position(), move);
    japanese_ << QString::fromStdString(shogi::japaneseMoveText(*game_, move));
}

void GameController::relabel() {
    labels_.clear();
    shogi::Position pos = game_->startPosition();
    shogi::Position::Undo undo;
    for (const shogi::Move& m : game_->moves()) {
        labels_ << moveLabel(pos, m);
        pos.make(m, undo);
    }
    emit positionChanged();
}

void GameController::forgetMove() {
    texts_.removeLast();
    labels_.removeLast();
    japanese_.removeLast();
}

void GameController::play(const shogi::Move& move) {
    const auto& legal = game_->legalMoves();
    if (std::find(legal.begin(), legal.end(), move) == legal.end()) return;
    // A move that arrives after the mover's time ran out does not count.
    if (clock_.timed() && clock_.flagged(game_->sideToMove())) {
        checkClock();
        return;
    }
    commit(move);
}

void GameController::commit(const shogi::Move& move) {
    const shogi::Side mover = game_->sideToMove();
    noteMove(move);
    game_->play(move);
    clockAfterMove(mover);
    viewedPly_ = moveCount();
    emit movePlayed(move);
    afterChange();
}

bool GameController::playCheckedMove(const shogi::Move& move) {
    const auto& legal = game_->legalMoves();
    if (std::find(legal.begin(), legal.end(), move) == legal.end()) return false;
    // The session has checked the mover's time: the clock shown here only follows it.
    commit(move);
    return true;
}

void GameController::endGame(const shogi::GameResult& result) {
    if (game_->result().over() || !result.over()) return;
    stopEngine();
    const shogi::Side loser = result.outcome == shogi::Outcome::BlackWins ? shogi::kWhite : shogi::kBlack;
    if (result.reason == shogi::EndReason::Resignation) game_->resign(loser);
    else if (result.reason == shogi::EndReason::TimeForfeit) game_->loseOnTime(loser);
    else if (result.reason == shogi::EndReason::Agreement) game_->agreeDraw();
    else return;
    viewedPly_ = moveCount();
    afterChange();
}

void GameController::afterChange() {
    emit positionChanged();
    emit gameChanged();
    if (game_->result().over()) {
        updateClockRunning();
        if (!announcedEnd_) {
            announcedEnd_ = true;
            emit gameEnded(game_->result());
        }
        return;
    }
    announcedEnd_ = false;
    maybeStartEngine();
    updateClockRunning();
}

void GameController::maybeStartEngine() {
    if (waiting_ || paused_ || !computerToMove() || game_->result().over() || engine_.busy()) return;
    // Between two computers, a short pause lets the board show each move; no clock runs
    // during it.
    const bool watched = players_[shogi::opposite(game_->sideToMove())].computer && moveCount() > 0;
    const int request = ++engineRequest_;
    auto start = [this, request] {
        if (request != engineRequest_) return;
        watchDelay_ = false;
        if (waiting_ || paused_ || !computerToMove() || game_->result().over() || engine_.busy()) return;
        updateClockRunning();
        startEngineNow();
    };
    if (watched && computerPauseMs_ > 0) {
        watchDelay_ = true;
        QTimer::singleShot(computerPauseMs_, this, start);
    } else {
        start();
    }
}

void GameController::startEngineNow() {
    const shogi::Side side = game_->sideToMove();
    shogi::SearchLimits limits = engine_.limits();
    if (clock_.timed()) {
        // The computer plans its time from its clock (core/engine/TimePlan), not a fixed time.
        limits.timeMs = 0;
        limits.clock = clock_.limits(side);
    }
    engine_.start(*game_, players_[side].level, limits);
    if (engine_.busy()) emit thinkingStarted();
}

void GameController::stopEngine() {
    ++engineRequest_;
    watchDelay_ = false;
    heldMove_.reset();
    if (engine_.busy()) {
        engine_.cancel();
        emit thinkingFinished();
    }
}

void GameController::undo() {
    if (remoteSide_) return;
    stopEngine();
    stepping_ = false;
    if (endCanBeTakenBack()) {
        // First the resignation or the loss on time; the moves come with the next undo.
        const bool onTime = game_->result().reason == shogi::EndReason::TimeForfeit;
        game_->reopen();
        if (onTime) clockAfterUndo();  // the clocks as they were when this position was reached
        viewedPly_ = moveCount();
        announcedEnd_ = false;
        afterChange();
        return;
    }
    if (!canUndo()) return;
    // Against the computer, take back its reply too, so the human is to move again.
    do {
        redo_.push_back(game_->moves().back());
        clockRedo_.push_back(clockHistory_.back());
        clockHistory_.pop_back();
        game_->undo();
        forgetMove();
    } while (canUndo() && !humanToMove() && (players_[0].computer != players_[1].computer));
    // Computer against computer: stay here until "move now". Hot-seat keeps a pause.
    const bool hotSeat = !players_[0].computer && !players_[1].computer;
    setHeld(hotSeat ? paused_ : !humanToMove());
    clockAfterUndo();
    viewedPly_ = moveCount();
    announcedEnd_ = false;
    afterChange();
}

void GameController::redo() {
    if (remoteSide_) return;
    stopEngine();
    stepping_ = false;
    if (!canRedo()) return;
    do {
        const shogi::Move m = redo_.back();
        redo_.pop_back();
        const auto& legal = game_->legalMoves();
        if (std::find(legal.begin(), legal.end(), m) == legal.end()) {
            redo_.clear();
            clockRedo_.clear();
            break;
        }
        noteMove(m);
        game_->play(m);
        clockHistory_.push_back(clockRedo_.empty() ? std::nullopt : clockRedo_.back());
        if (!clockRedo_.empty()) clockRedo_.pop_back();
    } while (canRedo() && !humanToMove() && (players_[0].computer != players_[1].computer));
    const bool hotSeat = !players_[0].computer && !players_[1].computer;
    setHeld(hotSeat ? paused_ : !humanToMove() && canRedo());
    clockAfterRedo();
    viewedPly_ = moveCount();
    afterChange();
}

void GameController::resign() {
    if (game_->result().over()) return;
    if (remoteSide_) {
        emit resignationRequested(resigningSide());
        return;
    }
    stopEngine();
    stepping_ = false;
    game_->resign(resigningSide());
    viewedPly_ = moveCount();
    afterChange();
}

void GameController::moveNow() {
    if (engine_.busy()) {
        engine_.moveNow();
        return;
    }
    if (game_->result().over()) return;
    setHeld(false);
    setWaiting(false);  // asking the computer to move starts a game that waits
    maybeStartEngine();
    updateClockRunning();
}

void GameController::viewPly(int ply) {
    ply = std::clamp(ply, 0, moveCount());
    if (ply == viewedPly_) return;
    viewedPly_ = ply;
    emit positionChanged();
}

shogi::Position GameController::positionAt(int ply) const {
    if (ply >= moveCount()) return game_->position();
    shogi::Position pos = game_->startPosition();
    shogi::Position::Undo undo;
    for (int i = 0; i < ply; ++i) pos.make(game_->moves()[i], undo);
    return pos;
}

shogi::Game GameController::gameAt(int ply) const {
    ply = std::clamp(ply, 0, moveCount());
    shogi::Game game = *game_;
    // Taking moves back (rather than replaying from the start) is quickest near the end of
    // a long game; replaying the last one drops a resignation.
    const bool resigned = game.result().reason == shogi::EndReason::Resignation;
    const int back = moveCount() - ply + (resigned && ply > 0 && ply == moveCount() ? 1 : 0);
    for (int i = 0; i < back; ++i) game.undo();
    if (game.moves().size() < static_cast<std::size_t>(ply)) game.play(game_->moves()[game.moves().size()]);
    if (game.result().reason == shogi::EndReason::Resignation) game = shogi::Game(game_->variant(), game_->startPosition());
    return game;
}

BoardMarks GameController::marksAt(int ply) const {
    if (ply <= 0) return positionMarks(positionAt(0), nullptr, nullptr);
    const shogi::Position before = positionAt(ply - 1);
    return positionMarks(positionAt(ply), &before, &game_->moves()[ply - 1]);
}

}  // namespace ui
