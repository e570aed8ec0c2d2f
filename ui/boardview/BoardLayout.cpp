#include "boardview/BoardLayout.h"

#include <algorithm>
#include <cmath>

namespace ui {
namespace {
constexpr double kHandGapSquares = 0.3;  // between the board and the hands, and after them

// The layout's width in squares: board, label margins and, with drops, the hands' column
// with a gap on either side (the stands do not touch the widget's edge).
double widthUnits(int files, bool hands, double rankMargin) {
    return files + 2 * rankMargin + (hands ? BoardLayout::kHandColumns + 2 * kHandGapSquares : 0.0);
}
double heightUnits(int ranks) { return ranks + 2 * BoardLayout::kFileMargin; }

// The width a board of `square` pixels takes: its squares, the label margins as the layout
// rounds them, the hands.
double layoutWidth(int square, int files, bool hands, double rankMargin) {
    return square * files + 2 * std::round(square * rankMargin) +
           (hands ? square * (BoardLayout::kHandColumns + 2 * kHandGapSquares) : 0.0);
}
}  // namespace

BoardLayout::BoardLayout(QSize area, int files, int ranks, bool hands, bool flipped, double rankMargin)
    : files_(files), ranks_(ranks), hands_(hands), flipped_(flipped) {
    // The largest square whose board, as the margins round, fits the area.
    square_ = std::max(4, static_cast<int>(std::floor(
                              std::min(area.width() / widthUnits(files, hands, rankMargin), area.height() / heightUnits(ranks)))));
    while (layoutWidth(square_ + 1, files, hands, rankMargin) <= area.width() && (square_ + 1) * heightUnits(ranks) <= area.height())
        ++square_;
    while (square_ > 4 && layoutWidth(square_, files, hands, rankMargin) > area.width()) --square_;
    margin_ = std::round(square_ * kFileMargin);
    sideMargin_ = std::round(square_ * rankMargin);

    const double totalWidth = layoutWidth(square_, files, hands, rankMargin);
    const double totalHeight = square_ * ranks + 2 * margin_;
    usedWidth_ = totalWidth;
    const double left = std::floor((area.width() - totalWidth) / 2);
    const double top = std::floor((area.height() - totalHeight) / 2);
    board_ = QRectF(left + sideMargin_, top + margin_, square_ * files, square_ * ranks);
    if (hands)
        handArea_ = QRectF(board_.right() + sideMargin_ + square_ * kHandGapSquares, board_.top(), square_ * kHandColumns,
                           board_.height());
}

int BoardLayout::widthForHeight(int height, int files, int ranks, bool hands, double rankMargin) {
    const int square = std::max(4, static_cast<int>(std::floor(height / heightUnits(ranks))));
    return static_cast<int>(std::ceil(layoutWidth(square, files, hands, rankMargin)));
}

QRectF BoardLayout::squareRect(shogi::Square sq) const {
    return QRectF(board_.left() + column(shogi::fileOf(sq)) * square_, board_.top() + row(shogi::rankOf(sq)) * square_,
                  square_, square_);
}

shogi::Square BoardLayout::squareAt(QPointF p) const {
    if (!board_.contains(p) || square_ <= 0) return shogi::kNoSquare;
    const int col = std::clamp(static_cast<int>((p.x() - board_.left()) / square_), 0, files_ - 1);
    const int rw = std::clamp(static_cast<int>((p.y() - board_.top()) / square_), 0, ranks_ - 1);
    const int file = flipped_ ? files_ - 1 - col : col;
    const int rank = flipped_ ? rw : ranks_ - 1 - rw;
    return shogi::toSquare(file, rank);
}

int BoardLayout::labelPixelSize() const { return std::clamp(static_cast<int>(square_ * 0.32), 8, 22); }

QRectF BoardLayout::fileLabelRect(int file, bool top) const {
    const double x = board_.left() + column(file) * square_;
    return top ? QRectF(x, board_.top() - margin_, square_, margin_) : QRectF(x, board_.bottom(), square_, margin_);
}

QRectF BoardLayout::rankLabelRect(int rank, bool left) const {
    const double y = board_.top() + row(rank) * square_;
    return left ? QRectF(board_.left() - sideMargin_, y, sideMargin_, square_) : QRectF(board_.right(), y, sideMargin_, square_);
}

QRectF BoardLayout::handCell(shogi::Side side, int index) const {
    if (!hands_) return {};
    const bool atTop = (side == shogi::kWhite) != flipped_;
    const int col = index % kHandColumns;
    const int rw = index / kHandColumns;
    const double y = atTop ? handArea_.top() + rw * square_ : handArea_.bottom() - (rw + 1) * square_;
    return QRectF(handArea_.left() + col * square_, y, square_, square_);
}

QRectF BoardLayout::handStand(shogi::Side side) const {
    if (!hands_) return {};
    const bool atTop = (side == shogi::kWhite) != flipped_;
    const double half = handArea_.height() / 2 - square_ * 0.1;
    return atTop ? QRectF(handArea_.left(), handArea_.top(), handArea_.width(), half)
                 : QRectF(handArea_.left(), handArea_.bottom() - half, handArea_.width(), half);
}

int BoardLayout::handCellAt(QPointF p, shogi::Side& side) const {
    if (!hands_ || !handArea_.contains(p)) return -1;
    for (shogi::Side s : {shogi::kBlack, shogi::kWhite}) {
        // Each side's cells fill its own half, from its edge: the other half is the other hand's.
        const bool atTop = (s == shogi::kWhite) != flipped_;
        for (int i = 0; i < 64; ++i) {
            const QRectF cell = handCell(s, i);
            if (!handArea_.intersects(cell)) break;
            if (atTop ? cell.top() >= handArea_.center().y() : cell.bottom() <= handArea_.center().y()) break;
            if (cell.contains(p)) {
                side = s;
                return i;
            }
        }
    }
    return -1;
}

std::vector<int> handTypes(const shogi::Position& position, shogi::Side side) {
    std::vector<int> types;
    if (!position.variant().rules().drops) return types;
    for (int t = 0; t < position.variant().typeCount(); ++t)
        if (position.handCount(side, t) > 0) types.push_back(t);
    return types;
}

}  // namespace ui
