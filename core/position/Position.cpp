#include "position/Position.h"

#include <algorithm>
#include <utility>

namespace shogi {

Position::Position(const Variant& variant)
    : variant_(&variant), aroundKept_(keepsAround(variant)) {
    hands_[0].assign(variant.typeCount(), 0);
    hands_[1].assign(variant.typeCount(), 0);
    clear();
}

void Position::clear() {
    board_.fill(kOffboardCell);
    listIndex_.fill(-1);
    for (Square sq : variant_->squares()) board_[sq] = kEmptyCell;
    for (int sq = 0; sq < kCells; ++sq) {
        unsigned around = 0;
        for (int d = 0; d < 8; ++d) {
            const int n = sq + compassStep(d);
            around |= (n >= 0 && n < kCells ? board_[n] & 3u : 3u) << (2 * d);
        }
        around_[sq] = static_cast<std::uint16_t>(around);
    }
    for (int s = 0; s < 2; ++s) {
        lists_[s].clear();
        specials_[s].clear();
        std::fill(hands_[s].begin(), hands_[s].end(), 0);
        royals_[s] = 0;
        passed_[s] = false;
    }
    side_ = kBlack;
    hash_ = 0;
}

bool Position::handEmpty(Side side) const {
    return std::all_of(hands_[side].begin(), hands_[side].end(), [](std::uint8_t n) { return n == 0; });
}

// The cell in direction d of sq - offset(d) is sq. Unrolled: this runs at every add and take.
void Position::setAround(Square sq, unsigned state) {
    if (!aroundKept_) return;
    [&]<int... d>(std::integer_sequence<int, d...>) {
        ((around_[sq - compassStep(d)] =
              static_cast<std::uint16_t>((around_[sq - compassStep(d)] & ~(3u << (2 * d))) | state << (2 * d))),
         ...);
    }(std::make_integer_sequence<int, 8>{});
}

void Position::add(Square sq, Cell c) {
    const Side s = cellSide(c);
    board_[sq] = c;
    setAround(sq, c & 3u);
    listIndex_[sq] = static_cast<std::int16_t>(lists_[s].size());
    lists_[s].push_back(sq);
    const Kind& kind = variant_->kind(cellKind(c));
    if (kind.special) specials_[s].push_back(sq);
    if (kind.royal) ++royals_[s];
    hash_ ^= variant_->pieceKey(cellKind(c), s, sq);
}

Cell Position::take(Square sq) {
    const Cell c = board_[sq];
    const Side s = cellSide(c);
    auto& list = lists_[s];
    const int i = listIndex_[sq];
    const Square last = list.back();
    list[i] = last;
    listIndex_[last] = static_cast<std::int16_t>(i);
    list.pop_back();
    listIndex_[sq] = -1;
    board_[sq] = kEmptyCell;
    setAround(sq, kEmptyCell);
    const Kind& kind = variant_->kind(cellKind(c));
    if (kind.special) {
        auto& specials = specials_[s];
        *std::find(specials.begin(), specials.end(), sq) = specials.back();
        specials.pop_back();
    }
    if (kind.royal) --royals_[s];
    hash_ ^= variant_->pieceKey(cellKind(c), s, sq);
    return c;
}

void Position::put(Square sq, int kind, Side side) {
    if (isPiece(board_[sq])) take(sq);
    add(sq, makeCell(kind, side));
}

void Position::remove(Square sq) {
    if (isPiece(board_[sq])) take(sq);
}

void Position::setSideToMove(Side side) {
    if (side != side_) hash_ ^= variant_->sideKey();
    side_ = side;
}

void Position::setHandCount(Side side, int type, int count) {
    hash_ ^= variant_->handKey(side, type, hands_[side][type]) ^ variant_->handKey(side, type, count);
    hands_[side][type] = static_cast<std::uint8_t>(count);
}

void Position::setPassed(Side side, bool passed) {
    if (passed != passed_[side]) hash_ ^= variant_->passKey(side);
    passed_[side] = passed;
}

void Position::make(const Move& move, Undo& undo) {
    const Side us = side_;
    undo.hash = hash_;
    undo.passed[0] = passed_[0];
    undo.passed[1] = passed_[1];
    if (move.isDrop()) {
        const int type = variant_->kind(move.kind).type;
        setHandCount(us, type, hands_[us][type] - 1);
        add(move.to, makeCell(move.kind, us));
    } else {
        undo.moved = take(move.from);
        for (int i = 0; i < move.captureCount; ++i) {
            const Cell c = take(move.captures[i]);
            undo.captured[i] = c;
            if (variant_->rules().drops) {
                const int type = variant_->kind(cellKind(c)).type;
                setHandCount(us, type, hands_[us][type] + 1);
            }
        }
        add(move.to, makeCell(move.kind, us));
    }
    setPassed(us, move.isPass() && variant_->rules().noDoublePass);
    side_ = opposite(us);
    hash_ ^= variant_->sideKey();
}

void Position::unmake(const Move& move, const Undo& undo) {
    side_ = opposite(side_);
    const Side us = side_;
    take(move.to);
    if (move.isDrop()) {
        const int type = variant_->kind(move.kind).type;
        hands_[us][type] += 1;
    } else {
        for (int i = move.captureCount - 1; i >= 0; --i) {
            const Cell c = undo.captured[i];
            add(move.captures[i], c);
            if (variant_->rules().drops) hands_[us][variant_->kind(cellKind(c)).type] -= 1;
        }
        add(move.from, undo.moved);
    }
    passed_[0] = undo.passed[0];
    passed_[1] = undo.passed[1];
    hash_ = undo.hash;
}

std::uint64_t Position::computeHash() const {
    std::uint64_t h = 0;
    for (Square sq : variant_->squares())
        if (isPiece(board_[sq])) h ^= variant_->pieceKey(cellKind(board_[sq]), cellSide(board_[sq]), sq);
    for (int s = 0; s < 2; ++s) {
        for (int t = 0; t < variant_->typeCount(); ++t) h ^= variant_->handKey(Side(s), t, hands_[s][t]);
        if (passed_[s]) h ^= variant_->passKey(Side(s));
    }
    if (side_ == kWhite) h ^= variant_->sideKey();
    return h;
}

bool operator==(const Position& a, const Position& b) {
    if (a.variant_ != b.variant_ || a.side_ != b.side_ || a.passed_[0] != b.passed_[0] ||
        a.passed_[1] != b.passed_[1] || a.hands_[0] != b.hands_[0] || a.hands_[1] != b.hands_[1])
        return false;
    for (Square sq : a.variant_->squares())
        if (a.board_[sq] != b.board_[sq]) return false;
    return true;
}

}  // namespace shogi
