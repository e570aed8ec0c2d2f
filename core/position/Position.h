#pragma once
// The state of a game at one moment: the board, the side to move, pieces in hand and the
// pass flags, with an incrementally kept Zobrist hash. Moves are made and unmade in place.

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "position/Move.h"
#include "variants/Variant.h"

namespace shogi {

// A board cell packs a piece: bits 0-1 are 0 (empty), 1 (Black), 2 (White) or 3 (off the
// board); the kind index sits above them.
using Cell = std::uint16_t;
inline constexpr Cell kEmptyCell = 0;
inline constexpr Cell kOffboardCell = 3;
constexpr Cell makeCell(int kind, Side side) { return static_cast<Cell>((kind << 2) | (side + 1)); }
constexpr bool isPiece(Cell c) { return (c & 3) == 1 || (c & 3) == 2; }
constexpr Side cellSide(Cell c) { return Side((c & 3) - 1); }
constexpr int cellKind(Cell c) { return c >> 2; }
// True for a piece of the given side (not empty, not off the board).
constexpr bool ownedBy(Cell c, Side side) { return (c & 3) == side + 1; }

// Of a Position::around word: bit 2d set where the cell in compass direction d is in
// `state` (bits 0-1 of a Cell: 0 empty, 1 Black, 2 White, 3 off the board).
constexpr unsigned aroundIn(std::uint16_t around, unsigned state) {
    const unsigned x = around ^ (state * 0x5555u);
    return ~(x | x >> 1) & 0x5555u;
}

// The sum of the eight two-bit fields of a word (at most 24). Words from aroundIn hold 0 or 1
// per field, so up to three of them may be added before counting. Not std::popcount: without
// -mpopcnt (the Debian baseline) that is a library call per word.
constexpr int aroundFieldSum(unsigned fields) {
    unsigned x = (fields & 0x3333u) + (fields >> 2 & 0x3333u);
    x = (x + (x >> 4)) & 0x0F0Fu;
    return static_cast<int>((x + (x >> 8)) & 0x1Fu);
}

// The outer ring of the 5x5 square around a cell (the sixteen cells two squares away) in four
// kept words instead of sixteen cells: each diagonal neighbour's word covers the 3x3 block at
// that corner, and the masks give each cell of the ring to one block only.
struct OuterRing {
    int corner[4];
    unsigned mask[4];
};
inline constexpr OuterRing kOuterRing = [] {
    OuterRing ring{};
    bool taken[5][5] = {};
    int n = 0;
    for (int c = 1; c < 8; c += 2) {  // the diagonal directions
        ring.corner[n] = compassStep(c);
        for (int d = 0; d < 8; ++d) {
            const int x = kCompassDx[c] + kCompassDx[d], y = kCompassDy[c] + kCompassDy[d];
            // Not std::abs: Clang's C library has no constexpr one.
            if (std::max({x, -x, y, -y}) != 2 || taken[x + 2][y + 2]) continue;
            taken[x + 2][y + 2] = true;
            ring.mask[n] |= 1u << (2 * d);
        }
        ++n;
    }
    return ring;
}();

class Position {
public:
    explicit Position(const Variant& variant);

    const Variant& variant() const { return *variant_; }
    Cell cell(Square sq) const { return board_[sq]; }
    // The states of the eight cells around `sq`, two bits per compass direction d at bit 2d
    // (see aroundIn): a piece's first steps in one load, kept by add() and take() on boards
    // of kAroundFromSquares or more (aroundKept()). On the small boards keeping them costs
    // more than they save (Micro's search: 11% more instructions).
    static constexpr int kAroundFromSquares = 100;
    static bool keepsAround(const Variant& variant) {
        return static_cast<int>(variant.squares().size()) >= kAroundFromSquares;
    }
    bool aroundKept() const { return aroundKept_; }
    std::uint16_t around(Square sq) const { return around_[sq]; }
    // Of the 24 cells within two squares of `sq` (aroundKept() boards only): how many are in
    // `state`, and whether any is, from five kept words (kOuterRing).
    int countWithinTwo(Square sq, unsigned state) const {
        return aroundFieldSum(aroundIn(around_[sq], state) + ringIn(sq, state, 0) + ringIn(sq, state, 1)) +
               aroundFieldSum(ringIn(sq, state, 2) + ringIn(sq, state, 3));
    }
    bool anyWithinTwo(Square sq, unsigned state) const {
        return (aroundIn(around_[sq], state) | ringIn(sq, state, 0) | ringIn(sq, state, 1) | ringIn(sq, state, 2) |
                ringIn(sq, state, 3)) != 0;
    }
    Side sideToMove() const { return side_; }
    int handCount(Side side, int type) const { return hands_[side][type]; }
    bool handEmpty(Side side) const;
    // The side passed on its previous turn. Part of the position (its hash, equality, the
    // repetition count) only where a rule reads it, Hook's ban on two passes in a row: moves
    // set it in no other variant (a position text may, which the set-up check refuses).
    bool passedLastTurn(Side side) const { return passed_[side]; }
    std::uint64_t hash() const { return hash_; }
    const std::vector<Square>& pieces(Side side) const { return lists_[side]; }
    // The side's special pieces (Kind::special: royals, multi-leg and universal movers), a
    // handful even on 19x19, so that their few users need not scan every piece.
    const std::vector<Square>& specialPieces(Side side) const { return specials_[side]; }
    int royalCount(Side side) const { return royals_[side]; }
    int pieceCount(Side side) const { return static_cast<int>(lists_[side].size()); }

    // Editing, for set-up and parsing.
    void clear();
    void put(Square sq, int kind, Side side);
    void remove(Square sq);
    void setSideToMove(Side side);
    void setHandCount(Side side, int type, int count);
    void setPassed(Side side, bool passed);

    struct Undo {
        std::uint64_t hash;
        Cell moved;
        std::array<Cell, 3> captured;
        bool passed[2];
    };
    void make(const Move& move, Undo& undo);
    void unmake(const Move& move, const Undo& undo);

    // Recomputed from scratch, to check the incremental hash.
    std::uint64_t computeHash() const;

    friend bool operator==(const Position& a, const Position& b);

private:
    void add(Square sq, Cell c);
    Cell take(Square sq);

    void setAround(Square sq, unsigned state);
    // Part i of the outer ring around `sq` (kOuterRing): its cells in `state`, as aroundIn gives them.
    unsigned ringIn(Square sq, unsigned state, int i) const {
        return aroundIn(around_[sq + kOuterRing.corner[i]], state) & kOuterRing.mask[i];
    }

    const Variant* variant_;
    bool aroundKept_;
    std::array<Cell, kCells> board_;
    std::array<std::uint16_t, kCells> around_;
    std::array<std::int16_t, kCells> listIndex_;
    std::vector<Square> lists_[2];
    std::vector<Square> specials_[2];
    std::vector<std::uint8_t> hands_[2];
    int royals_[2] = {0, 0};
    Side side_ = kBlack;
    bool passed_[2] = {false, false};
    std::uint64_t hash_ = 0;
};

// The move leaves its piece on a promoted face: a promotion, or in Micro a flip up or a drop of
// a promoted face.
inline bool endsPromoted(const Variant& v, const Move& m) { return m.changesFace() && v.kind(m.kind).promoted; }

}  // namespace shogi
