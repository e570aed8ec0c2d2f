#pragma once
// Board geometry shared by every variant, from 4x5 to 19x19.
//
// Squares are indices into a padded mailbox of fixed stride: every board sits in the
// middle of a 25x25 grid with a 3-square rim, so any step, slide or leap of up to three
// squares lands either on the board or on the rim, and the move generator never needs a
// bounds check beyond "is this cell off the board".

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace shogi {

using Square = std::uint16_t;

inline constexpr int kMaxFiles = 19;
inline constexpr int kMaxRanks = 19;
inline constexpr int kMinFiles = 4;
inline constexpr int kMinRanks = 4;
inline constexpr int kRim = 3;
inline constexpr int kStride = kMaxFiles + 2 * kRim;               // 25
inline constexpr int kCells = kStride * (kMaxRanks + 2 * kRim);    // 625
inline constexpr Square kNoSquare = 0xFFFF;

// File 0 is Black's left ("a"), rank 0 is Black's first rank ("1").
constexpr Square toSquare(int file, int rank) {
    return static_cast<Square>((rank + kRim) * kStride + file + kRim);
}
constexpr int fileOf(Square sq) { return sq % kStride - kRim; }
constexpr int rankOf(Square sq) { return sq / kStride - kRim; }
constexpr int offsetOf(int dx, int dy) { return dy * kStride + dx; }
// offsetOf undone: the file and rank displacement of an offset at most kStride / 2 files
// sideways, as a ray's step or leap is (not a move across a wide board: its files overlap).
constexpr int offsetDx(int offset) { return (offset % kStride + kStride + kStride / 2) % kStride - kStride / 2; }
constexpr int offsetDy(int offset) { return (offset - offsetDx(offset)) / kStride; }

// The eight compass directions, clockwise from Black's forward (dy > 0 is towards White).
inline constexpr int kCompassDx[8] = {0, 1, 1, 1, 0, -1, -1, -1};
inline constexpr int kCompassDy[8] = {1, 1, 0, -1, -1, -1, 0, 1};
inline constexpr int kCompassStep[8] = {
    offsetOf(kCompassDx[0], kCompassDy[0]), offsetOf(kCompassDx[1], kCompassDy[1]),
    offsetOf(kCompassDx[2], kCompassDy[2]), offsetOf(kCompassDx[3], kCompassDy[3]),
    offsetOf(kCompassDx[4], kCompassDy[4]), offsetOf(kCompassDx[5], kCompassDy[5]),
    offsetOf(kCompassDx[6], kCompassDy[6]), offsetOf(kCompassDx[7], kCompassDy[7])};
// The square offset of one step in direction `dir`.
constexpr int compassStep(int dir) { return kCompassStep[dir & 7]; }

// The size of one variant's board.
class Geometry {
public:
    constexpr Geometry(int files, int ranks) : files_(files), ranks_(ranks) {}

    constexpr int files() const { return files_; }
    constexpr int ranks() const { return ranks_; }
    constexpr int squareCount() const { return files_ * ranks_; }
    constexpr bool contains(int file, int rank) const {
        return file >= 0 && file < files_ && rank >= 0 && rank < ranks_;
    }
    constexpr bool contains(Square sq) const {
        return sq < kCells && contains(fileOf(sq), rankOf(sq));
    }

    // Ranks counted from the given side's own back rank: 0 for Black's rank 1, 0 for
    // White's top rank.
    constexpr int relativeRank(Square sq, int side) const {
        return side == 0 ? rankOf(sq) : ranks_ - 1 - rankOf(sq);
    }

    // "a1" .. "s19"; files from Black's left.
    std::string name(Square sq) const;
    // Parses a square name at the start of text; returns the square and the characters used.
    std::optional<std::pair<Square, std::size_t>> parse(std::string_view text) const;

    // Squares of the board in index order (rank 1 first, file a first).
    template <class F> void forEachSquare(F&& f) const {
        for (int r = 0; r < ranks_; ++r)
            for (int fl = 0; fl < files_; ++fl) f(toSquare(fl, r));
    }

private:
    int files_;
    int ranks_;
};

}  // namespace shogi
