#include "panels/MoveDiagram.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

#include "art/PieceImageCache.h"
#include "panels/DiagramPainter.h"
#include "describe/MoveComponents.h"

namespace ui {

MoveDiagram::MoveDiagram(QWidget* parent) : QWidget(parent) {
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void MoveDiagram::setPiece(const PieceArt* art, const shogi::Variant* variant, int kind, shogi::Side side) {
    art_ = art;
    variant_ = variant;
    kind_ = variant ? kind : -1;
    side_ = side;
    layout_ = kind_ >= 0 ? layoutDiagram(shogi::moveComponents(*variant_, kind_)) : DiagramLayout{};
    updateGeometry();
    update();
}

QRectF MoveDiagram::boardRect() const {
    // Whole pixels per square, so the grid lines stay sharp.
    const int n = 2 * layout_.radius + 1;
    const double s = std::max(1.0, std::floor((std::min({width(), height(), kLargest}) - 1) / double(n)));
    const double side = s * n;
    return {std::floor((width() - side) / 2) + 0.5, std::floor((height() - side) / 2) + 0.5, side, side};
}

QPointF MoveDiagram::squareCentre(shogi::Offset square) const {
    const QRectF board = boardRect();
    const double s = board.width() / (2 * layout_.radius + 1);
    const double sign = turned() ? -1 : 1;
    return board.center() + QPointF(sign * square.dx * s, -sign * square.dy * s);
}

void MoveDiagram::paintEvent(QPaintEvent*) {
    if (kind_ < 0) return;
    QPainter p(this);
    const QRectF board = boardRect();
    DiagramPainter painter(p, board, layout_.radius, turned());
    QPixmap piece;
    if (art_) {
        const int size = static_cast<int>(painter.squareSize() * 0.94);
        piece = PieceImageCache::shared().pixmap(*art_, *variant_, kind_, side_, size, devicePixelRatioF());
    }
    painter.paint(layout_, piece);
}

}  // namespace ui
