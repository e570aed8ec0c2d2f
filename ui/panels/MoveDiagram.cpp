#include "panels/MoveDiagram.h"

#include <QEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QStyleOptionFocusRect>
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
    part_ = -1;
    layout_ = kind_ >= 0 ? layoutDiagram(shogi::moveComponents(*variant_, kind_)) : DiagramLayout{};
    updateGeometry();
    update();
}

void MoveDiagram::setPart(int part) {
    if (part == part_) return;
    part_ = part;
    update();
}

void MoveDiagram::setClickable(bool clickable) {
    clickable_ = clickable;
    setCursor(clickable ? Qt::PointingHandCursor : Qt::ArrowCursor);
    setFocusPolicy(clickable ? Qt::StrongFocus : Qt::NoFocus);
    setToolTip(clickable ? tr("Click (or press Enter) to see the diagram large") : QString());
}

void MoveDiagram::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) setClickable(clickable_);
}

QRectF MoveDiagram::boardRect() const {
    // Whole pixels per square, so the grid lines stay sharp; a pixel kept for the focus frame.
    const int n = 2 * layout_.radius + 1;
    const double s = std::max(1.0, std::floor((std::min(width(), height()) - 3) / double(n)));
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
    painter.paint(layout_, piece, part_);
    if (hasFocus()) {
        QStyleOptionFocusRect option;
        option.initFrom(this);
        option.rect = board.toAlignedRect().adjusted(-1, -1, 1, 1);
        style()->drawPrimitive(QStyle::PE_FrameFocusRect, &option, &p, this);
    }
}

void MoveDiagram::mouseReleaseEvent(QMouseEvent* event) {
    if (clickable_ && event->button() == Qt::LeftButton && rect().contains(event->position().toPoint())) {
        emit clicked();
        return;
    }
    QWidget::mouseReleaseEvent(event);
}

void MoveDiagram::keyPressEvent(QKeyEvent* event) {
    if (clickable_ && (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter || event->key() == Qt::Key_Space)) {
        emit clicked();
        return;
    }
    QWidget::keyPressEvent(event);
}

}  // namespace ui
