#pragma once
// A piece's move in the classic printed style: the piece in the middle of a small board
// (7x7, larger only where a leap reaches further), a dot per step, an arrow per slide, a ring
// per leap, the Lion's area, the Lion Dog's lines, the hook's bent arrows, the Emperor's
// whole board. Drawn part by part from core's description of the move
// (shogi::moveComponents), the one the words and the mnemonic pieces come from; turned for
// White's pieces, whose forward is down the screen.

#include <QWidget>
#include <algorithm>

#include "panels/DiagramMarks.h"
#include "variants/Variant.h"

namespace ui {

class PieceArt;

class MoveDiagram : public QWidget {
    Q_OBJECT

public:
    explicit MoveDiagram(QWidget* parent = nullptr);

    // kind -1 clears the diagram. `side`: whose piece; White's diagram is turned.
    void setPiece(const PieceArt* art, const shogi::Variant* variant, int kind, shogi::Side side = shogi::kBlack);

    // What is drawn (for the legend and for tests): the marks, in Black's frame.
    const DiagramLayout& layout() const { return layout_; }
    bool turned() const { return side_ == shogi::kWhite; }
    bool isEmpty() const { return kind_ < 0; }
    // Where on the widget the middle of a square is drawn (the piece at {0, 0}).
    QPointF squareCentre(shogi::Offset square) const;

    QSize sizeHint() const override { return {210, 210}; }
    QSize minimumSizeHint() const override { return {140, 140}; }
    bool hasHeightForWidth() const override { return true; }
    // Square, up to a size beyond which a 7x7 diagram only gets coarser; drawn in the middle
    // of a wider widget.
    int heightForWidth(int width) const override { return std::min(width, kLargest); }
    static constexpr int kLargest = 330;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QRectF boardRect() const;

    const PieceArt* art_ = nullptr;
    const shogi::Variant* variant_ = nullptr;
    int kind_ = -1;
    shogi::Side side_ = shogi::kBlack;
    DiagramLayout layout_;
};

}  // namespace ui
