#include "panels/EvalGraph.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>
#include <algorithm>
#include <cmath>

namespace ui {
namespace {

// Paper on a light palette; on a dark one the panel's own base, so the graph does not glare.
const QColor kBackground(0xf7, 0xf3, 0xea);
const QColor kBlackArea(0x35, 0x35, 0x35, 200);
const QColor kWhiteArea(0xc8, 0xc0, 0xb0, 220);
const QColor kShown(0x1e, 0x5a, 0xdc);
const QColor kShownOnDark(0x6e, 0xaa, 0xff);

// -1..1: the share of the height a score takes. 4 pawns reach about three quarters of it.
double squash(const BlackScore& score) {
    if (score.mateIn != 0) return score.mateIn > 0 ? 1.0 : -1.0;
    return 2.0 / (1.0 + std::exp(-score.centipawns / 250.0)) - 1.0;
}

}  // namespace

EvalGraph::EvalGraph(QWidget* parent) : QWidget(parent) {
    setMouseTracking(false);
    setCursor(Qt::PointingHandCursor);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

QSize EvalGraph::sizeHint() const { return {260, 100}; }
QSize EvalGraph::minimumSizeHint() const { return {120, 64}; }

void EvalGraph::setScores(std::vector<std::optional<BlackScore>> scores) {
    if (scores == scores_) return;
    scores_ = std::move(scores);
    update();
}

void EvalGraph::setShownPly(int ply) {
    if (ply == shownPly_) return;
    shownPly_ = ply;
    update();
}

QRectF EvalGraph::plotRect() const { return QRectF(rect()).adjusted(3, 3, -3, -3); }

int EvalGraph::xOfPly(int ply) const {
    const QRectF r = plotRect();
    return qRound(r.left() + r.width() * ply / plies());
}

int EvalGraph::plyAtX(int x) const {
    const QRectF r = plotRect();
    const int ply = qRound((x - r.left()) / std::max(1.0, r.width()) * plies());
    return std::clamp(ply, 0, std::max(0, static_cast<int>(scores_.size()) - 1));
}

double EvalGraph::yOf(const BlackScore& score) const {
    const QRectF r = plotRect();
    return r.center().y() - squash(score) * r.height() / 2;
}

void EvalGraph::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    // The colours follow the palette: a dark desktop gets a dark graph with a light line.
    const QColor text = palette().color(QPalette::WindowText);
    const bool dark = palette().color(QPalette::Window).lightness() < text.lightness();
    const QColor lineColour = dark ? text : QColor(0x20, 0x20, 0x20);
    p.fillRect(rect(), dark ? palette().color(QPalette::Base) : kBackground);
    const QRectF r = plotRect();
    const double mid = r.center().y();

    QPolygonF line;
    for (int ply = 0; ply < static_cast<int>(scores_.size()); ++ply)
        if (scores_[ply]) line << QPointF(xOfPly(ply), yOf(*scores_[ply]));
    if (!line.isEmpty()) {
        // The area between the line and the middle: dark where Black leads, light where
        // White does (each half clipped to its side).
        QPainterPath area;
        area.moveTo(line.front().x(), mid);
        for (const QPointF& pt : line) area.lineTo(pt);
        area.lineTo(line.back().x(), mid);
        area.closeSubpath();
        p.save();
        p.setClipRect(QRectF(r.left(), r.top(), r.width(), mid - r.top()));
        p.fillPath(area, kBlackArea);
        p.setClipRect(QRectF(r.left(), mid, r.width(), r.bottom() - mid));
        p.fillPath(area, kWhiteArea);
        p.restore();
        p.setPen(QPen(lineColour, 1.2));
        p.drawPolyline(line);
        if (line.size() == 1 || r.width() / plies() >= 6) {
            p.setPen(Qt::NoPen);
            p.setBrush(lineColour);
            for (const QPointF& pt : line) p.drawEllipse(pt, 1.8, 1.8);
        }
    } else {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(r, Qt::AlignCenter | Qt::TextWordWrap,
                   tr("No scores yet: analyse, or evaluate the game."));
        return;
    }
    QColor zero = lineColour;
    zero.setAlpha(90);
    p.setPen(QPen(zero, 1, Qt::DashLine));
    p.drawLine(QPointF(r.left(), mid), QPointF(r.right(), mid));
    if (!scores_.empty()) {
        const double x = xOfPly(std::clamp(shownPly_, 0, static_cast<int>(scores_.size()) - 1));
        p.setPen(QPen(dark ? kShownOnDark : kShown, 2));
        p.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()));
    }
}

void EvalGraph::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || scores_.empty()) return QWidget::mousePressEvent(event);
    emit plySelected(plyAtX(qRound(event->position().x())));
}

void EvalGraph::mouseMoveEvent(QMouseEvent* event) {
    // Dragging along the graph steps through the game.
    if (!(event->buttons() & Qt::LeftButton) || scores_.empty()) return QWidget::mouseMoveEvent(event);
    const int ply = plyAtX(qRound(event->position().x()));
    if (ply != shownPly_) emit plySelected(ply);
}

bool EvalGraph::event(QEvent* event) {
    if (event->type() != QEvent::ToolTip || scores_.empty()) return QWidget::event(event);
    auto* help = static_cast<QHelpEvent*>(event);
    const int ply = plyAtX(help->pos().x());
    const std::optional<BlackScore>& score = scores_[ply];
    const QString text = ply == 0 ? tr("Start: %1") : tr("Move %1: %2");
    const QString value = score ? scoreText(*score) : tr("no score yet");
    QToolTip::showText(help->globalPos(), ply == 0 ? text.arg(value) : text.arg(ply).arg(value), this);
    return true;
}

}  // namespace ui
