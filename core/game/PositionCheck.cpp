#include "game/PositionCheck.h"

#include <algorithm>
#include <map>

#include "game/Rules.h"
#include "movegen/Reach.h"
#include "position/PositionText.h"

namespace shogi {
namespace {

using Problems = std::vector<PositionProblem>;

PositionProblem problem(PositionProblemKind what, Side side, int type = -1) {
    PositionProblem p;
    p.what = what;
    p.side = side;
    p.type = type;
    return p;
}

// Squares of the board holding a piece of `side` that passes `test(kind)`, in square order.
template <class Test>
std::vector<Square> squaresOf(const Position& pos, Side side, Test test) {
    std::vector<Square> out;
    for (Square sq : pos.variant().squares())
        if (ownedBy(pos.cell(sq), side) && test(cellKind(pos.cell(sq)))) out.push_back(sq);
    return out;
}

void checkRoyals(const Position& pos, Problems& out) {
    const Variant& v = pos.variant();
    const bool noSelfCheck = v.rules().royal == RoyalRule::NoSelfCheck;
    for (Side side : {kBlack, kWhite}) {
        const auto royals = squaresOf(pos, side, [&](int k) { return v.kind(k).royal; });
        if (royals.empty()) {
            out.push_back(problem(PositionProblemKind::NoRoyal, side));
        } else if (noSelfCheck && royals.size() > 1) {
            // Check and checkmate are about one King: the rule has no meaning for two.
            PositionProblem p = problem(PositionProblemKind::ExtraRoyals, side);
            p.squares = royals;
            p.count = static_cast<int>(royals.size());
            p.limit = 1;
            out.push_back(std::move(p));
        }
    }
}

// Under the ban on self-check the side that just moved cannot have left its King attacked.
void checkKingSafety(const Position& pos, Problems& out) {
    const Variant& v = pos.variant();
    if (v.rules().royal != RoyalRule::NoSelfCheck) return;
    const Side mover = pos.sideToMove();
    const Side other = opposite(mover);
    for (Square king : squaresOf(pos, other, [&](int k) { return v.kind(k).royal; })) {
        PositionProblem p = problem(PositionProblemKind::KingCapturable, other, v.kind(cellKind(pos.cell(king))).type);
        p.squares.push_back(king);
        for (const SquareVisitor& attacker : movesTo(pos, king).side[mover])
            if (attacker.captures) p.squares.push_back(attacker.from);
        if (p.squares.size() > 1) out.push_back(std::move(p));
    }
}

void checkHands(const Position& pos, Problems& out) {
    const Variant& v = pos.variant();
    for (Side side : {kBlack, kWhite})
        for (int t = 0; t < v.typeCount(); ++t) {
            const int n = pos.handCount(side, t);
            if (n == 0) continue;
            auto add = [&](PositionProblemKind what, int limit) {
                PositionProblem p = problem(what, side, t);
                p.count = n;
                p.limit = limit;
                out.push_back(std::move(p));
            };
            if (!v.rules().drops) add(PositionProblemKind::HandWithoutDrops, 0);
            else if (v.type(t).has(kRoyal)) add(PositionProblemKind::RoyalInHand, 0);
            if (n >= Variant::kMaxHand) add(PositionProblemKind::HandOverflow, Variant::kMaxHand - 1);
        }
}

// With drops nothing leaves play: a captured piece changes hands and comes back. So no type
// can have more pieces than the start position has (counted by unpromoted type, both sides).
void checkCounts(const Position& pos, Problems& out) {
    const Variant& v = pos.variant();
    if (!v.rules().drops) return;
    const Position start = startPosition(v);
    auto inPlay = [&](const Position& p, int type) {
        int n = p.handCount(kBlack, type) + p.handCount(kWhite, type);
        for (Square sq : v.squares())
            if (isPiece(p.cell(sq)) && v.kind(cellKind(p.cell(sq))).type == type) ++n;
        return n;
    };
    for (int t = 0; t < v.typeCount(); ++t) {
        const int n = inPlay(pos, t), limit = inPlay(start, t);
        if (n <= limit) continue;
        PositionProblem p = problem(PositionProblemKind::TooManyPieces, kBlack, t);
        p.count = n;
        p.limit = limit;
        for (Square sq : v.squares())
            if (isPiece(pos.cell(sq)) && v.kind(cellKind(pos.cell(sq))).type == t) p.squares.push_back(sq);
        out.push_back(std::move(p));
    }
}

void checkPassFlags(const Position& pos, Problems& out) {
    if (pos.variant().rules().noDoublePass) return;
    for (Side side : {kBlack, kWhite})
        if (pos.passedLastTurn(side)) out.push_back(problem(PositionProblemKind::PassFlagUnused, side));
}

void noteImmobilePieces(const Position& pos, Problems& out) {
    const Variant& v = pos.variant();
    const int ranks = v.geometry().ranks();
    for (Side side : {kBlack, kWhite}) {
        std::map<int, std::vector<Square>> byKind;
        for (Square sq : v.squares()) {
            const Cell c = pos.cell(sq);
            if (!ownedBy(c, side)) continue;
            const int dead = v.kind(cellKind(c)).deadRanks;
            if (dead > 0 && v.geometry().relativeRank(sq, side) >= ranks - dead) byKind[cellKind(c)].push_back(sq);
        }
        for (auto& [kind, squares] : byKind) {
            PositionProblem p = problem(PositionProblemKind::NeverMoves, side, v.kind(kind).type);
            p.kind = kind;
            p.squares = std::move(squares);
            out.push_back(std::move(p));
        }
    }
}

}  // namespace

std::vector<PositionProblem> checkPosition(const Position& pos) {
    Problems problems;
    checkRoyals(pos, problems);
    checkKingSafety(pos, problems);
    checkHands(pos, problems);
    checkCounts(pos, problems);
    checkPassFlags(pos, problems);
    noteImmobilePieces(pos, problems);
    return problems;
}

bool playable(const std::vector<PositionProblem>& problems) {
    return std::none_of(problems.begin(), problems.end(), [](const PositionProblem& p) { return p.blocksPlay(); });
}

}  // namespace shogi
