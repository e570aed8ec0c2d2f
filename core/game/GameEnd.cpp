#include "game/GameEnd.h"

#include "game/PositionHistory.h"
#include "game/Rules.h"

namespace shogi {
namespace {

bool royalCapture(const Position& pos) { return pos.variant().rules().royal == RoyalRule::RoyalCapture; }

// A bare side's one move takes the other side's last non-royal piece (R9's draw).
bool bareKingBaresTheOther(const Position& pos) {
    const Side them = opposite(pos.sideToMove());
    if (pos.pieceCount(them) - pos.royalCount(them) != 1) return false;
    MoveList captures;
    generateCaptures(pos, captures);
    for (const Move& m : captures)
        for (int i = 0; i < m.captureCount; ++i)
            if (!pos.variant().kind(cellKind(pos.cell(m.captures[i]))).royal) return true;
    return false;
}

}  // namespace

const char* outcomeId(Outcome o) {
    switch (o) {
        case Outcome::Ongoing: return "ongoing";
        case Outcome::BlackWins: return "black-wins";
        case Outcome::WhiteWins: return "white-wins";
        case Outcome::Draw: return "draw";
    }
    return "?";
}

const char* endReasonId(EndReason r) {
    switch (r) {
        case EndReason::None: return "none";
        case EndReason::Checkmate: return "checkmate";
        case EndReason::RoyalCaptured: return "royal-captured";
        case EndReason::BareKing: return "bare-king";
        case EndReason::BareKingDraw: return "bare-king-draw";
        case EndReason::NoLegalMoves: return "no-legal-moves";
        case EndReason::Repetition: return "repetition";
        case EndReason::PerpetualCheck: return "perpetual-check";
        case EndReason::Resignation: return "resignation";
        case EndReason::TimeForfeit: return "time-forfeit";
        case EndReason::Agreement: return "agreement";
    }
    return "?";
}

GameResult winFor(Side side, EndReason reason) {
    return {side == kBlack ? Outcome::BlackWins : Outcome::WhiteWins, reason};
}

bool takesLastRoyal(const Position& pos, const Move& move) {
    if (!move.isCapture() || !royalCapture(pos)) return false;
    int taken = 0;
    for (int i = 0; i < move.captureCount; ++i)
        if (pos.variant().kind(cellKind(pos.cell(move.captures[i]))).royal) ++taken;
    return taken > 0 && taken == pos.royalCount(opposite(pos.sideToMove()));
}

bool anyTakesLastRoyal(const Position& pos, const MoveList& moves) {
    if (!royalCapture(pos)) return false;
    for (const Move& m : moves)
        if (takesLastRoyal(pos, m)) return true;
    return false;
}

bool isBare(const Position& pos, Side side) {
    return pos.royalCount(side) > 0 && pos.pieceCount(side) == pos.royalCount(side);
}

GameResult materialResult(const Position& pos) {
    const Side us = pos.sideToMove();
    const Side them = opposite(us);
    if (royalCapture(pos)) {
        if (pos.royalCount(us) == 0) return winFor(them, EndReason::RoyalCaptured);
        if (pos.royalCount(them) == 0) return winFor(us, EndReason::RoyalCaptured);
    }
    if (!pos.variant().rules().bareKingLoses) return {};
    const bool usBare = isBare(pos, us), themBare = isBare(pos, them);
    if (usBare && themBare) return {Outcome::Draw, EndReason::BareKingDraw};
    if (themBare) return winFor(us, EndReason::BareKing);
    if (usBare) {
        if (bareKingBaresTheOther(pos)) return {Outcome::Draw, EndReason::BareKingDraw};
        return winFor(them, EndReason::BareKing);
    }
    return {};
}

bool everyMoveLosesLastRoyal(Position& pos, const MoveList& legal) {
    // Whether or not the royal is attacked now (R9); taking the other side's last royal is
    // always a way out (exposesLastRoyal says no for it).
    for (const Move& m : legal)
        if (!exposesLastRoyal(pos, m)) return false;
    return true;
}

GameResult noLegalMoveResult(const Position& pos) {
    const Side us = pos.sideToMove();
    return winFor(opposite(us), inCheck(pos, us) ? EndReason::Checkmate : EndReason::NoLegalMoves);
}

GameResult positionResult(Position& pos, MoveList* legal) {
    if (!legal) {
        Move none;
        return positionResult(pos, none);
    }
    if (const GameResult r = materialResult(pos); r.over()) return r;
    legal->clear();
    legalMoves(pos, *legal);
    if (legal->empty()) return noLegalMoveResult(pos);
    if (royalCapture(pos) && everyMoveLosesLastRoyal(pos, *legal))
        return winFor(opposite(pos.sideToMove()), EndReason::Checkmate);
    return {};
}

GameResult positionResult(Position& pos, Move& saving) {
    if (const GameResult r = materialResult(pos); r.over()) return r;
    const Side us = pos.sideToMove();
    bool anyLegal = false;
    // The same two tests as the list above: a legal move, and under royal capture one that
    // does not lose the last royal at once.
    const auto saves = [&](const Move& m) {
        if (!isLegalMove(pos, m)) return false;
        anyLegal = true;
        return !(royalCapture(pos) && exposesLastRoyal(pos, m));
    };
    if (isPseudoLegal(pos, saving) && saves(saving)) return {};
    // The squares are copied: making and unmaking moves may reorder the piece lists. Not
    // re-entered (no rule below calls back here), so one buffer per thread serves.
    thread_local std::vector<Square> squares;
    thread_local MoveList moves;
    squares.clear();
    for (Square sq : pos.specialPieces(us))
        if (pos.variant().kind(cellKind(pos.cell(sq))).royal) squares.push_back(sq);
    for (Square sq : pos.pieces(us))
        if (!pos.variant().kind(cellKind(pos.cell(sq))).royal) squares.push_back(sq);
    for (std::size_t i = 0; i <= squares.size(); ++i) {
        moves.clear();
        if (i < squares.size()) generateMovesFrom(pos, squares[i], moves);
        else generateDrops(pos, moves);
        for (const Move& m : moves)
            if (saves(m)) {
                saving = m;
                return {};
            }
    }
    if (!anyLegal) return noLegalMoveResult(pos);
    return winFor(opposite(us), EndReason::Checkmate);
}

GameResult gameResult(Position& pos, const PositionHistory& history, MoveList* legal) {
    const GameResult r = positionResult(pos, legal);
    return r.over() ? r : history.result();
}

}  // namespace shogi
