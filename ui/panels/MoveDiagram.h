#pragma once
// A piece's move in the classic printed style: the piece in the middle of a small board
// (7x7, larger only where a leap reaches further), a dot per step, an arrow per slide, a ring
// per leap, the Lion's area, the Lion Dog's lines, the hook's bent arrows, the Emperor's
// whole board. Drawn part by part from core's description of the move
// (shogi::moveComponents), the one the words and the mnemonic pieces come from; turned for
// White's pieces, whose forward is down the screen. The board is the largest square the
// widget holds, in its middle; one part of the move may be shown alone (the others faint).

#include <QWidget>

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
    // The part of the move drawn in full (an index into the piece's components; -1: all).
    void setPart(int part);
    int part() const { return part_; }
    // A clickable diagram (it opens the diagram large) takes the keyboard focus and says so
    // in its tooltip; a click, Enter or Space emits clicked().
    void setClickable(bool clickable);

    // What is drawn (for the legend and for tests): the marks, in Black's frame.
    const DiagramLayout& layout() const { return layout_; }
    bool turned() const { return side_ == shogi::kWhite; }
    bool isEmpty() const { return kind_ < 0; }
    const PieceArt* art() const { return art_; }
    const shogi::Variant* variant() const { return variant_; }
    int kind() const { return kind_; }
    shogi::Side side() const { return side_; }
    // Where on the widget the middle of a square is drawn (the piece at {0, 0}), and the
    // board drawn (widget coordinates).
    QPointF squareCentre(shogi::Offset square) const;
    QRectF boardRect() const;

    QSize sizeHint() const override { return {210, 210}; }
    QSize minimumSizeHint() const override { return {70, 70}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

signals:
    void clicked();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    const PieceArt* art_ = nullptr;
    const shogi::Variant* variant_ = nullptr;
    int kind_ = -1;
    shogi::Side side_ = shogi::kBlack;
    int part_ = -1;
    bool clickable_ = false;
    DiagramLayout layout_;
};

}  // namespace ui
