#include "game/Game.h"
#include "position/PositionText.h"

#include <algorithm>

namespace shogi {

Game::Game(const Variant& variant) : Game(variant, shogi::startPosition(variant)) {}

Game::Game(const Variant& variant, const Position& start)
    : variant_(&variant), start_(start), pos_(start), history_(start) {
    refresh();
}

bool Game::inCheck() const { return shogi::inCheck(pos_, pos_.sideToMove()); }

std::vector<PieceMove> Game::pieceMoves(Square from) const {
    MoveList mine;
    for (const Move& m : legal_)
        if (!m.isDrop() && m.from == from) mine.push_back(m);
    return describe(mine);
}

std::vector<PieceMove> Game::pieceMovesFromHand(int type) const {
    MoveList mine;
    for (const Move& m : legal_)
        if (m.isDrop() && variant_->kind(m.kind).type == type) mine.push_back(m);
    return describe(mine);
}

std::vector<PieceMove> Game::describe(const MoveList& moves) const {
    std::vector<PieceMove> out;
    Position scratch = pos_;
    for (const Move& m : moves) {
        PieceMove pm;
        pm.move = m;
        pm.capture = m.isCapture();
        pm.promotes = !m.isDrop() && endsPromoted(*variant_, m);
        pm.exposesRoyal = variant_->rules().royal == RoyalRule::RoyalCapture && exposesLastRoyal(scratch, m);
        pm.paths = movePaths(pos_, m);
        out.push_back(std::move(pm));
    }
    for (PieceMove& a : out)
        for (const PieceMove& b : out)
            if (&a != &b && a.move.to == b.move.to && a.move.captureCount == b.move.captureCount &&
                a.move.captures == b.move.captures && a.promotes != b.promotes)
                a.promotionChoice = true;
    return out;
}

bool Game::play(const Move& m) {
    if (result_.over() || std::find(legal_.begin(), legal_.end(), m) == legal_.end()) return false;
    const Side us = pos_.sideToMove();
    Position::Undo undo;
    pos_.make(m, undo);
    moves_.push_back(m);
    undos_.push_back(undo);
    history_.push(pos_, m, shogi::inCheck(pos_, opposite(us)));
    refresh();
    return true;
}

bool Game::undo() {
    if (moves_.empty()) return false;
    pos_.unmake(moves_.back(), undos_.back());
    moves_.pop_back();
    undos_.pop_back();
    history_.pop();
    refresh();
    return true;
}

void Game::resign(Side side) { result_ = winFor(opposite(side), EndReason::Resignation); legal_.clear(); }

void Game::loseOnTime(Side side) { result_ = winFor(opposite(side), EndReason::TimeForfeit); legal_.clear(); }

void Game::agreeDraw() {
    result_ = {Outcome::Draw, EndReason::Agreement};
    legal_.clear();
}

bool Game::reopen() {
    if (result_.reason != EndReason::Resignation && result_.reason != EndReason::TimeForfeit &&
        result_.reason != EndReason::Agreement)
        return false;
    refresh();
    return true;
}

void Game::refresh() {
    legal_.clear();
    result_ = gameResult(pos_, history_, &legal_);
    if (result_.over()) legal_.clear();
}

}  // namespace shogi
