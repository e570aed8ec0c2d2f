#include "boardview/MarkStyle.h"

#include <QPainterPath>
#include <cmath>
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

// A frame just inside the square: a piece covers all but the square's outer few pixels.
void edgeFrame(QPainter& p, const QRectF& r, const QColor& color, Qt::PenStyle style) {
    const double w = std::max(2.0, r.width() / 13.0);
    p.save();
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(color, w, style, Qt::SquareCap, Qt::MiterJoin));
    p.drawRect(r.adjusted(w / 2, w / 2, -w / 2, -w / 2));
    p.restore();
}

void lastMoveFrame(QPainter& p, const QRectF& r) { edgeFrame(p, r, QColor(225, 150, 0, 235), Qt::SolidLine); }

void checkFrame(QPainter& p, const QRectF& r) { edgeFrame(p, r, QColor(220, 0, 0), Qt::SolidLine); }

void threatenedRoyal(QPainter& p, const QRectF& r) { edgeFrame(p, r, QColor(220, 0, 0), Qt::DashLine); }

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

void quizChosen(QPainter& p, const QRectF& r, bool capture) { target(p, r, capture ? kMarkCapture : kMarkMove, kStudy); }

void quizRight(QPainter& p, const QRectF& r, bool capture) {
    // The player's mark stays; a green frame says it was right.
    quizChosen(p, r, capture);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(kQuizRight, std::max(2.0, r.width() / 12.0)));
    p.drawRect(r.adjusted(r.width() * 0.1, r.width() * 0.1, -r.width() * 0.1, -r.width() * 0.1));
}

void quizMissed(QPainter& p, const QRectF& r) {
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(kQuizMissed, std::max(2.5, r.width() / 9.0), Qt::DashLine, Qt::FlatCap));
    p.drawEllipse(r.center(), r.width() * 0.33, r.width() * 0.33);
}

void quizWrong(QPainter& p, const QRectF& r) {
    const double a = r.width() * 0.28;
    p.setPen(QPen(kQuizWrong, std::max(2.5, r.width() / 9.0), Qt::SolidLine, Qt::RoundCap));
    p.drawLine(r.center() + QPointF(-a, -a), r.center() + QPointF(a, a));
    p.drawLine(r.center() + QPointF(-a, a), r.center() + QPointF(a, -a));
}

void quizCursor(QPainter& p, const QRectF& r) {
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(30, 90, 220), std::max(2.0, r.width() / 14.0), Qt::SolidLine));
    p.drawRect(r.adjusted(1, 1, -1, -1));
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

void hintArrow(QPainter& p, QPolygonF points, double s) {
    p.save();
    // A leg straight back over the one before (igui) is moved aside, so both directions show.
    bool turnsBack = false;
    for (int i = 2; i < points.size(); ++i) {
        if (points[i] != points[i - 2]) continue;
        const QPointF d = points[i - 1] - points[i - 2];
        const double len = std::hypot(d.x(), d.y());
        if (len == 0) continue;
        const QPointF aside(-d.y() / len * s * 0.2, d.x() / len * s * 0.2);
        turnsBack = true;
        points[i - 2] += aside;
        points[i - 1] += aside;
        points[i] -= aside;
        points.insert(i, points[i - 1] - 2 * aside);
        ++i;
    }
    p.setBrush(Qt::NoBrush);
    if (points.size() < 2 || points.front() == points.back()) {
        p.setPen(QPen(kArrow, std::max(2.0, s / 9.0)));
        p.drawEllipse(points.back(), s * 0.4, s * 0.4);
        if (points.size() < 2) {
            p.restore();
            return;
        }
    }
    // The shaft stops short of the tip, where the head is drawn.
    const QPointF tip = points.back();
    const QPointF from = points[points.size() - 2];
    const QPointF d = tip - from;
    const double len = std::max(1e-6, std::hypot(d.x(), d.y()));
    const QPointF unit = d / len;
    // A head that would cover the leg beside it is made smaller, but never so small that a
    // one-square move on a 19x19 board loses its point.
    const double head = std::max(std::min({s * 0.45, len * 0.6, turnsBack ? s * 0.3 : s}), std::min(11.0, len * 0.8));
    QPolygonF shaft = points;
    shaft.back() = tip - unit * head * 0.8;
    const double width = std::max(3.0, s * 0.16);
    const QPointF normal(-unit.y(), unit.x());
    QPolygonF arrowHead;
    arrowHead << tip << tip - unit * head + normal * head * 0.55 << tip - unit * head - normal * head * 0.55;
    // A pale halo first, so the arrow stands out from the kanji it crosses.
    const QColor halo(255, 255, 255, 190);
    p.setPen(QPen(halo, width + 3, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
    p.drawPolyline(shaft);
    p.setPen(QPen(halo, 3, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    p.drawPolygon(arrowHead);
    p.setPen(QPen(kArrow, width, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
    p.drawPolyline(shaft);
    for (int i = 1; i + 1 < points.size(); ++i) {
        // Where a leg ends and the next begins: a dot, so the corner reads as a stop.
        p.setPen(Qt::NoPen);
        p.setBrush(kArrow);
        p.drawEllipse(points[i], s * 0.13, s * 0.13);
    }
    p.setPen(Qt::NoPen);
    p.setBrush(kArrow);
    p.drawPolygon(arrowHead);
    p.restore();
}

}  // namespace ui::marks
