#pragma once
// Where everything sits in the board widget for a given widget size: squares stay square,
// the board fills as much of the widget as it can, coordinates take a thin margin (thinner
// above and below, where the height is what the board is short of; as wide at the sides as
// the rank labels need), and pieces in hand (variants with drops) get a column beside the
// board.

#include <QRectF>
#include <QSize>

#include "board/Geometry.h"
#include "position/Position.h"

namespace ui {

class BoardLayout {
public:
    // The margins for labels, in squares: above and below (file labels), and at the sides
    // (rank labels: wider for two kanji numerals).
    static constexpr double kFileMargin = 0.45;
    static constexpr double kRankMargin = 0.6;
    static constexpr double kWideRankMargin = 0.95;

    BoardLayout() = default;
    BoardLayout(QSize area, int files, int ranks, bool hands, bool flipped, double rankMargin = kRankMargin);

    // The narrowest widget of this height that still has the board as large as the height
    // allows: wider leaves an empty band beside it, narrower makes the squares smaller.
    static int widthForHeight(int height, int files, int ranks, bool hands, double rankMargin = kRankMargin);

    int squareSize() const { return square_; }
    // The width the board, its labels and hands take (at most the widget's).
    double usedWidth() const { return usedWidth_; }
    bool flipped() const { return flipped_; }
    QRectF boardRect() const { return board_; }
    QRectF squareRect(shogi::Square sq) const;
    QPointF squareCenter(shogi::Square sq) const { return squareRect(sq).center(); }
    // The square under a point, kNoSquare when the point is off the board.
    shogi::Square squareAt(QPointF p) const;

    // Labels: files along the top and bottom edges, ranks along the left and right ones, in
    // a font of labelPixelSize() pixels.
    int labelPixelSize() const;
    QRectF fileLabelRect(int file, bool top) const;
    QRectF rankLabelRect(int rank, bool left) const;

    // Pieces in hand: the side shown at the top of the board keeps its hand at the top.
    bool hasHands() const { return hands_; }
    static constexpr int kHandColumns = 2;
    QRectF handCell(shogi::Side side, int index) const;
    // The stand (komadai) a side's pieces in hand sit on: its half of the hand column.
    QRectF handStand(shogi::Side side) const;
    // The hand cell under a point: its index, and the side in `side`; -1 if none.
    int handCellAt(QPointF p, shogi::Side& side) const;

private:
    int column(int file) const { return flipped_ ? files_ - 1 - file : file; }
    int row(int rank) const { return flipped_ ? rank : ranks_ - 1 - rank; }

    int files_ = 0;
    int ranks_ = 0;
    bool hands_ = false;
    bool flipped_ = false;
    int square_ = 0;
    double margin_ = 0;      // above and below
    double sideMargin_ = 0;  // left and right
    QRectF board_;
    QRectF handArea_;
    double usedWidth_ = 0;
};

// The piece types `side` holds in hand, in the order their hand cells are laid out.
std::vector<int> handTypes(const shogi::Position& position, shogi::Side side);

}  // namespace ui
