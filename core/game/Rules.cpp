#include "game/Rules.h"

namespace shogi {
namespace {

bool anyRoyalAttacked(const Position& pos, Side side) {
    for (Square sq : pos.pieces(side))
        if (pos.variant().kind(cellKind(pos.cell(sq))).royal && isAttacked(pos, sq, opposite(side))) return true;
    return false;
}

bool bare(const Position& pos, Side side) {
    return pos.royalCount(side) > 0 && pos.pieceCount(side) == pos.royalCount(side);
}

// The move wins on the spot: it takes the last enemy royal.
bool capturesLastRoyal(const Position& pos, const Move& m) {
    const Side them = opposite(pos.sideToMove());
    int royalsTaken = 0;
    for (int i = 0; i < m.captureCount; ++i)
        if (pos.variant().kind(cellKind(pos.cell(m.captures[i]))).royal) ++royalsTaken;
    return royalsTaken > 0 && royalsTaken == pos.royalCount(them);
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
    }
    return "?";
}

GameResult winFor(Side side, EndReason reason) {
    return {side == kBlack ? Outcome::BlackWins : Outcome::WhiteWins, reason};
}

bool isLegal(Position& pos, const Move& move) {
    if (pos.variant().rules().royal != RoyalRule::NoSelfCheck) return true;
    const Side us = pos.sideToMove();
    Position::Undo undo;
    pos.make(move, undo);
    const bool ok = !anyRoyalAttacked(pos, us);
    pos.unmake(move, undo);
    return ok;
}

void legalMoves(Position& pos, MoveList& out) {
    const std::size_t start = out.size();
    generateMoves(pos, out);
    if (pos.variant().rules().royal != RoyalRule::NoSelfCheck) return;
    std::size_t keep = start;
    for (std::size_t i = start; i < out.size(); ++i)
        if (isLegal(pos, out[i])) out[keep++] = out[i];
    out.resize(keep);
}

void legalMovesFrom(Position& pos, Square from, MoveList& out) {
    if (!ownedBy(pos.cell(from), pos.sideToMove())) return;
    const std::size_t start = out.size();
    generateMovesFrom(pos, from, out);
    std::size_t keep = start;
    for (std::size_t i = start; i < out.size(); ++i)
        if (isLegal(pos, out[i])) out[keep++] = out[i];
    out.resize(keep);
}

bool inCheck(const Position& pos, Side side) {
    if (pos.variant().rules().royal == RoyalRule::NoSelfCheck) return anyRoyalAttacked(pos, side);
    return pos.royalCount(side) == 1 && anyRoyalAttacked(pos, side);
}

bool exposesLastRoyal(Position& pos, const Move& move) {
    const Side us = pos.sideToMove();
    if (capturesLastRoyal(pos, move)) return false;
    Position::Undo undo;
    pos.make(move, undo);
    const bool exposed = pos.royalCount(us) <= 1 && anyRoyalAttacked(pos, us);
    pos.unmake(move, undo);
    return exposed;
}

GameResult positionResult(Position& pos, MoveList* legal) {
    const Variant& v = pos.variant();
    const Side us = pos.sideToMove();
    const Side them = opposite(us);
    if (v.rules().royal == RoyalRule::RoyalCapture) {
        if (pos.royalCount(us) == 0) return winFor(them, EndReason::RoyalCaptured);
        if (pos.royalCount(them) == 0) return winFor(us, EndReason::RoyalCaptured);
    }
    if (v.rules().bareKingLoses) {
        if (bare(pos, us) && bare(pos, them)) return {Outcome::Draw, EndReason::BareKingDraw};
        if (bare(pos, them)) return winFor(us, EndReason::BareKing);
        if (bare(pos, us)) {
            // The bare side gets one move: if its King can take the last other piece, draw.
            if (pos.pieceCount(them) - pos.royalCount(them) == 1) {
                MoveList moves;
                generateMoves(pos, moves);
                for (const Move& m : moves)
                    for (int i = 0; i < m.captureCount; ++i)
                        if (!v.kind(cellKind(pos.cell(m.captures[i]))).royal)
                            return {Outcome::Draw, EndReason::BareKingDraw};
            }
            return winFor(them, EndReason::BareKing);
        }
    }

    MoveList local;
    MoveList& moves = legal ? *legal : local;
    moves.clear();
    legalMoves(pos, moves);
    if (moves.empty())
        return winFor(them, inCheck(pos, us) ? EndReason::Checkmate : EndReason::NoLegalMoves);

    if (v.rules().royal == RoyalRule::RoyalCapture) {
        // Checkmate under royal capture: every move leaves the last royal to be taken (R9),
        // whether or not it is attacked now.
        for (const Move& m : moves)
            if (!exposesLastRoyal(pos, m)) return {};
        return winFor(them, EndReason::Checkmate);
    }
    return {};
}

}  // namespace shogi
