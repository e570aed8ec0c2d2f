#include "boardview/MarkStyle.h"

#include <QPainterPath>
#include <algorithm>
#include <tuple>

#include "boardview/MoveEntry.h"

namespace ui::marks {
namespace {

const QColor kLastMove(255, 220, 60, 110);
const QColor kLastPath(255, 220, 60, 60);
const QColor kCaptured(220, 60, 40, 90);
const QColor kCheck(230, 0, 0, 150);
const QColor kSelected(60, 170, 60, 120);
const QColor kCaptureWedge(205, 25, 25, 235);
const QColor kPromotion(230, 160, 0);

}  // namespace

void lastMove(QPainter& p, const QRectF& r) { p.fillRect(r, kLastMove); }

void lastPath(QPainter& p, const QRectF& r) { p.fillRect(r, kLastPath); }

void lastCapture(QPainter& p, const QRectF& r) {
    // A captured square is crossed, so a capture the mover passed through stays visible.
    const QRectF inner = r.adjusted(3, 3, -3, -3);
    p.fillRect(inner, kCaptured);
    p.setPen(QPen(QColor(180, 30, 20, 170), std::max(1.5, r.width() / 18.0)));
    p.drawLine(inner.topLeft(), inner.bottomRight());
    p.drawLine(inner.topRight(), inner.bottomLeft());
}

void check(QPainter& p, const QRectF& r) {
    QRadialGradient glow(r.center(), r.width() * 0.6);
    glow.setColorAt(0, kCheck);
    glow.setColorAt(1, Qt::transparent);
    p.fillRect(r, glow);
}

void selected(QPainter& p, const QRectF& r) { p.fillRect(r, kSelected); }

void studied(QPainter& p, const QRectF& r) { p.fillRect(r, QColor(kStudy.red(), kStudy.green(), kStudy.blue(), 90)); }

void threatened(QPainter& p, const QRectF& r) {
    p.fillRect(r, QColor(230, 40, 20, 45));
    p.fillRect(r, QBrush(QColor(190, 20, 10, 120), Qt::BDiagPattern));
}

void flagged(QPainter& p, const QRectF& r) {
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(220, 0, 0), std::max(2.0, r.width() / 14.0), Qt::DashLine));
    p.drawRect(r.adjusted(1.5, 1.5, -1.5, -1.5));
}

void target(QPainter& p, const QRectF& r, unsigned mark, const QColor& color) {
    const double s = r.width();
    const QPointF c = r.center();
    p.setBrush(Qt::NoBrush);
    if (mark & kMarkMove) {
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        p.drawEllipse(c, s * 0.13, s * 0.13);
    }
    if (mark & kMarkContinue) {
        // A frame along the edges, not rings over the middle: the piece captured on the way
        // stays readable on small squares.
        const double w = std::max(2.0, s / 12.0);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(kPath, w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.drawRect(r.adjusted(w / 2, w / 2, -w / 2, -w / 2));
    }
    if (mark & kMarkCapture) {
        // Corner wedges leave the captured piece readable; drawn over the frame of a square a
        // move goes on from, so a capture on the way shows too. Never smaller than 10 px.
        p.setPen(Qt::NoPen);
        p.setBrush(kCaptureWedge);
        const double w = std::max(10.0, s * 0.28);
        for (const auto& [corner, dx, dy] : {std::tuple{r.topLeft(), 1, 1}, std::tuple{r.topRight(), -1, 1},
                                             std::tuple{r.bottomLeft(), 1, -1}, std::tuple{r.bottomRight(), -1, -1}}) {
            QPainterPath wedge;
            wedge.moveTo(corner);
            wedge.lineTo(corner + QPointF(dx * w, 0));
            wedge.lineTo(corner + QPointF(0, dy * w));
            wedge.closeSubpath();
            p.drawPath(wedge);
        }
    }
    if (mark & kMarkPass) {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(color, std::max(2.0, s / 16.0), Qt::DotLine));
        p.drawRect(r.adjusted(s * 0.08, s * 0.08, -s * 0.08, -s * 0.08));
    }
    if (mark & kMarkPromotion) {
        const QRectF badge(r.right() - s * 0.32, r.top() + s * 0.04, s * 0.28, s * 0.28);
        p.setPen(Qt::NoPen);
        p.setBrush(kPromotion);
        p.drawEllipse(badge);
        p.setPen(QPen(Qt::white, std::max(1.5, s / 24.0)));
        p.drawLine(QPointF(badge.center().x(), badge.top() + badge.height() * 0.22),
                   QPointF(badge.center().x(), badge.bottom() - badge.height() * 0.22));
        p.drawLine(QPointF(badge.left() + badge.width() * 0.22, badge.center().y()),
                   QPointF(badge.right() - badge.width() * 0.22, badge.center().y()));
    }
}

void enteredLegs(QPainter& p, const QPolygonF& centres, double size) {
    p.setPen(QPen(kPath, std::max(2.0, size / 10.0), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    p.drawPolyline(centres);
    p.setBrush(kPath);
    for (int i = 1; i < centres.size(); ++i) p.drawEllipse(centres[i], size * 0.08, size * 0.08);
}

void hoverPath(QPainter& p, const QPolygonF& centres, const QList<QRectF>& corners, double size) {
    p.setPen(QPen(kHoverPath, std::max(1.5, size / 16.0), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    p.drawPolyline(centres);
    p.setPen(QPen(kHoverPath, std::max(1.5, size / 20.0)));
    for (const QRectF& r : corners) p.drawRect(r.adjusted(size * 0.18, size * 0.18, -size * 0.18, -size * 0.18));
}

}  // namespace ui::marks
