#include "game/Game.h"

#include <algorithm>

namespace shogi {

Game::Game(const Variant& variant) : Game(variant, shogi::startPosition(variant)) {}

Game::Game(const Variant& variant, const Position& start) : variant_(&variant), start_(start), pos_(start) {
    hashes_.push_back(pos_.hash());
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
        pm.text = formatMove(pos_, m);
        pm.capture = m.isCapture();
        pm.promotes = !m.isDrop() && m.changesFace() && variant_->kind(m.kind).promoted;
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

std::optional<Move> Game::parseMove(std::string_view text, std::string& error) const {
    if (result_.over()) {
        error = "move '" + std::string(text) + "': the game is over";
        return std::nullopt;
    }
    return shogi::parseMove(pos_, text, legal_, error);
}

bool Game::play(const Move& m) {
    if (result_.over() || std::find(legal_.begin(), legal_.end(), m) == legal_.end()) return false;
    const Side us = pos_.sideToMove();
    Position::Undo undo;
    pos_.make(m, undo);
    moves_.push_back(m);
    undos_.push_back(undo);
    hashes_.push_back(pos_.hash());
    gaveCheck_.push_back(shogi::inCheck(pos_, opposite(us)));
    refresh();
    return true;
}

bool Game::undo() {
    if (moves_.empty()) return false;
    pos_.unmake(moves_.back(), undos_.back());
    moves_.pop_back();
    undos_.pop_back();
    hashes_.pop_back();
    gaveCheck_.pop_back();
    refresh();
    return true;
}

void Game::resign(Side side) { result_ = winFor(opposite(side), EndReason::Resignation); legal_.clear(); }

void Game::refresh() {
    legal_.clear();
    result_ = positionResult(pos_, &legal_);
    if (!result_.over()) {
        // Repetition (R10): the fourth occurrence of this position with this side to move.
        const std::uint64_t now = hashes_.back();
        std::vector<std::size_t> seen;
        for (std::size_t i = hashes_.size(); i-- > 0;)
            if (hashes_[i] == now) seen.push_back(i);
        if (static_cast<int>(seen.size()) >= variant_->rules().repetitionCount) {
            const std::size_t first = seen.back();
            // Moves since the first occurrence: indices first .. moves_.size()-1.
            bool allCheck[2] = {true, true};
            bool moved[2] = {false, false};
            const Side firstMover = (first % 2 == 0) == (start_.sideToMove() == kBlack) ? kBlack : kWhite;
            for (std::size_t i = first; i < moves_.size(); ++i) {
                const Side mover = (i - first) % 2 == 0 ? firstMover : opposite(firstMover);
                moved[mover] = true;
                if (!gaveCheck_[i]) allCheck[mover] = false;
            }
            if (moved[kBlack] && allCheck[kBlack]) result_ = winFor(kWhite, EndReason::PerpetualCheck);
            else if (moved[kWhite] && allCheck[kWhite]) result_ = winFor(kBlack, EndReason::PerpetualCheck);
            else result_ = {Outcome::Draw, EndReason::Repetition};
        }
    }
    if (result_.over()) legal_.clear();
}

}  // namespace shogi
