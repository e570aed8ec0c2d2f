#include "play/GameController.h"

#include <QTimer>
#include <algorithm>
#include <chrono>

#include "language/MoveLabel.h"
#include "record/RecordDate.h"

namespace ui {

GameController::GameController(QObject* parent) : QObject(parent) {
    connect(&engine_, &EngineRunner::moveFound, this, [this](const shogi::Move& m) {
        emit thinkingFinished();
        play(m);
    });
    connect(&engine_, &EngineRunner::searchFailed, this, [this](const QString& why) {
        emit thinkingFinished();
        paused_ = true;
        emit engineFailed(why);
    });
    game_ = std::make_unique<shogi::Game>(*shogi::allVariants().front());
}

GameController::~GameController() { engine_.cancel(); }

void GameController::newGame(const shogi::Variant& variant, const shogi::PlayerSpec& black, const shogi::PlayerSpec& white) {
    shogi::GameRecord r;
    r.variant = &variant;
    r.players[shogi::kBlack] = black;
    r.players[shogi::kWhite] = white;
    r.date = shogi::formatRecordDate(std::chrono::system_clock::now());
    r.start = shogi::startPosition(variant);
    loadGame(r);
}

void GameController::loadGame(const shogi::GameRecord& record) {
    stopEngine();
    game_ = std::make_unique<shogi::Game>(*record.variant, *record.start);
    players_[0] = record.players[0];
    players_[1] = record.players[1];
    started_ = record.date.empty() ? shogi::formatRecordDate(std::chrono::system_clock::now()) : record.date;
    texts_.clear();
    labels_.clear();
    redo_.clear();
    for (const shogi::Move& m : record.moves) {
        noteMove(m);
        game_->play(m);
    }
    if (record.resigned && !game_->result().over()) game_->resign(*record.resigned);
    viewedPly_ = moveCount();
    paused_ = false;
    announcedEnd_ = game_->result().over();
    emit gameStarted();
    afterChange();
}

shogi::GameRecord GameController::record() const {
    shogi::GameRecord r;
    r.variant = &game_->variant();
    r.players[0] = players_[0];
    r.players[1] = players_[1];
    r.date = started_;
    r.start = game_->startPosition();
    r.moves = game_->moves();
    if (game_->result().reason == shogi::EndReason::Resignation)
        r.resigned = game_->result().outcome == shogi::Outcome::BlackWins ? shogi::kWhite : shogi::kBlack;
    return r;
}

bool GameController::humanToMove() const { return !players_[game_->sideToMove()].computer; }

bool GameController::playMove(const shogi::Move& move) {
    if (!humanToMove() || !viewingLive() || game_->result().over()) return false;
    const auto& legal = game_->legalMoves();
    if (std::find(legal.begin(), legal.end(), move) == legal.end()) return false;
    // Playing the move that was undone keeps the rest of the redo list.
    if (!redo_.empty() && redo_.back() == move) redo_.pop_back();
    else redo_.clear();
    paused_ = false;
    play(move);
    return true;
}

void GameController::noteMove(const shogi::Move& move) {
    texts_ << QString::fromStdString(game_->moveText(move));
    labels_ << moveLabel(game_->position(), move);
}

void GameController::forgetMove() {
    texts_.removeLast();
    labels_.removeLast();
}

void GameController::play(const shogi::Move& move) {
    const auto& legal = game_->legalMoves();
    if (std::find(legal.begin(), legal.end(), move) == legal.end()) return;
    noteMove(move);
    game_->play(move);
    viewedPly_ = moveCount();
    afterChange();
}

void GameController::afterChange() {
    emit positionChanged();
    emit gameChanged();
    if (game_->result().over()) {
        if (!announcedEnd_) {
            announcedEnd_ = true;
            emit gameEnded(game_->result());
        }
        return;
    }
    announcedEnd_ = false;
    maybeStartEngine();
}

void GameController::maybeStartEngine() {
    if (paused_ || humanToMove() || game_->result().over() || engine_.busy()) return;
    // Between two computers, a short pause lets the board show each move.
    const bool watched = players_[shogi::opposite(game_->sideToMove())].computer && moveCount() > 0;
    const int request = ++engineRequest_;
    auto start = [this, request] {
        if (request != engineRequest_ || paused_ || humanToMove() || game_->result().over() || engine_.busy()) return;
        engine_.start(*game_, players_[game_->sideToMove()].level);
        if (engine_.busy()) emit thinkingStarted();
    };
    if (watched && computerPauseMs_ > 0) QTimer::singleShot(computerPauseMs_, this, start);
    else start();
}

void GameController::stopEngine() {
    ++engineRequest_;
    if (engine_.busy()) {
        engine_.cancel();
        emit thinkingFinished();
    }
}

void GameController::undo() {
    stopEngine();
    if (!canUndo()) return;
    // Against the computer, take back its reply too, so the human is to move again.
    do {
        redo_.push_back(game_->moves().back());
        game_->undo();
        forgetMove();
    } while (canUndo() && !humanToMove() && (players_[0].computer != players_[1].computer));
    paused_ = !humanToMove();  // computer against computer: stay here until "move now"
    viewedPly_ = moveCount();
    announcedEnd_ = false;
    afterChange();
}

void GameController::redo() {
    stopEngine();
    if (!canRedo()) return;
    do {
        const shogi::Move m = redo_.back();
        redo_.pop_back();
        const auto& legal = game_->legalMoves();
        if (std::find(legal.begin(), legal.end(), m) == legal.end()) {
            redo_.clear();
            break;
        }
        noteMove(m);
        game_->play(m);
    } while (canRedo() && !humanToMove() && (players_[0].computer != players_[1].computer));
    paused_ = !humanToMove() && canRedo();
    viewedPly_ = moveCount();
    afterChange();
}

void GameController::resign() {
    if (game_->result().over()) return;
    stopEngine();
    // The human resigns: the side to move in hot-seat, otherwise the human side.
    shogi::Side side = game_->sideToMove();
    if (players_[side].computer && !players_[shogi::opposite(side)].computer) side = shogi::opposite(side);
    game_->resign(side);
    redo_.clear();
    viewedPly_ = moveCount();
    afterChange();
}

void GameController::moveNow() {
    if (engine_.busy()) {
        engine_.moveNow();
        return;
    }
    paused_ = false;
    maybeStartEngine();
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
    BoardMarks marks;
    const shogi::Position pos = positionAt(ply);
    if (ply > 0) {
        const shogi::Move& m = game_->moves()[ply - 1];
        const shogi::Position before = positionAt(ply - 1);
        if (!m.isDrop()) marks.lastFrom = m.from;
        marks.lastTo = m.to;
        for (int i = 0; i < m.captureCount; ++i) marks.lastCaptures.push_back(m.captures[i]);
        const std::vector<shogi::MovePath> paths = m.isDrop() ? std::vector<shogi::MovePath>{} : shogi::movePaths(before, m);
        if (!paths.empty())
            for (shogi::Square sq : paths.front().squares)
                if (sq != m.from && sq != m.to) marks.lastPath.push_back(sq);
    }
    const shogi::Side side = pos.sideToMove();
    if (shogi::inCheck(pos, side))
        for (shogi::Square sq : pos.pieces(side))
            if (pos.variant().kind(shogi::cellKind(pos.cell(sq))).royal) marks.check.push_back(sq);
    return marks;
}

}  // namespace ui
