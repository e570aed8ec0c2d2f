#pragma once
// Paints a move diagram's board and marks (DiagramMarks.h), and the same marks as legend
// icons, so that the legend shows exactly what the diagram draws.

#include <QPixmap>
#include <QPointF>
#include <QRectF>

#include "panels/DiagramMarks.h"

class QPainter;

namespace ui {

class DiagramPainter {
public:
    // `board`: the square area the (2 * radius + 1)^2 squares fill. Turned: White's view,
    // forward pointing down the screen.
    DiagramPainter(QPainter& painter, QRectF board, int radius, bool turned);

    // The board, every mark in layers (areas, lines, symbols), the piece in the middle, then
    // igui and pass on top. With `part` >= 0 the marks of the other parts are drawn faint.
    void paint(const DiagramLayout& layout, const QPixmap& piece, int part = -1);

    double squareSize() const { return s_; }
    QPointF centreOf(shogi::Offset square) const;

    // The mark drawn as a legend icon in `box`.
    static void paintIcon(QPainter& painter, MarkKind kind, QRectF box);

private:
    enum class Layer { Area, Line, Symbol, Top };
    void paintMark(const PlacedMark& m, Layer layer);
    void paintHook(const PlacedMark& m);
    void paintUniversal(Layer layer);
    QPointF screenStep(int direction) const;  // one square along a compass direction, on screen
    QPointF lineStart(const PlacedMark& m) const;

    QPainter& p_;
    QRectF board_;
    int radius_;
    bool turned_;
    double s_;
};

}  // namespace ui
