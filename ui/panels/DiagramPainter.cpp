#include "panels/DiagramPainter.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <numbers>

namespace ui {
namespace {

// Not a QObject: gives lupdate and tr() the context "ui::DiagramPainter".
struct DiagramTexts {
    Q_DECLARE_TR_FUNCTIONS(ui::DiagramPainter)
};

const QColor kBoard(0xf4, 0xe4, 0xc1);
const QColor kGrid(0x9a, 0x80, 0x5c);
const QColor kHome(0xe2, 0xc8, 0x92);
const QColor kInk(0x26, 0x20, 0x1a);
const QColor kRed(0xc8, 0x16, 0x1d);
const QColor kLion(0xd9, 0x6c, 0x00);
const QColor kLionArea(0xf5, 0x9b, 0x1c, 0x55);
const QColor kDog(0x6a, 0x3d, 0x9a);
const QColor kDogArea(0x9b, 0x6b, 0xc9, 0x40);
const QColor kHookBlue(0x1d, 0x5f, 0xc2);
const QColor kPassGreen(0x1b, 0x7a, 0x34);
const QColor kGoldArea(0xf2, 0xb9, 0x0f, 0x70);

constexpr std::uint8_t kBoth = shogi::kModeMove | shogi::kModeCapture;
constexpr double kFaint = 0.16;

double length(QPointF v) { return std::hypot(v.x(), v.y()); }
QPointF unitOf(QPointF v) { return v / length(v); }
QPointF normal(QPointF u) { return {-u.y(), u.x()}; }

QColor modeColor(std::uint8_t modes, QColor color) { return modes == shogi::kModeCapture ? kRed : color; }

QPen linePen(double s, std::uint8_t modes, QColor color, double width = 0.075) {
    QPen pen(modeColor(modes, color), std::max(1.4, width * s), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    if (modes == shogi::kModeMove) pen.setDashPattern({2.2, 1.6});
    return pen;
}

// Filled: moves and captures; hollow: moves only; a red cross: captures only.
void drawDot(QPainter& p, QPointF c, double s, std::uint8_t modes, QColor color = kInk, double radius = 0.16) {
    const double r = radius * s;
    if (modes == shogi::kModeCapture) {
        p.setPen(QPen(kRed, std::max(1.5, 0.08 * s), Qt::SolidLine, Qt::RoundCap));
        p.drawLine(c + QPointF(-r, -r), c + QPointF(r, r));
        p.drawLine(c + QPointF(-r, r), c + QPointF(r, -r));
        return;
    }
    if (modes == shogi::kModeMove) {
        p.setPen(QPen(color, std::max(1.2, 0.06 * s)));
        p.setBrush(kBoard);
    } else {
        p.setPen(Qt::NoPen);
        p.setBrush(color);
    }
    p.drawEllipse(c, r, r);
}

void drawRing(QPainter& p, QPointF c, double s, std::uint8_t modes, QColor color = kInk) {
    p.setPen(linePen(s, modes, color, 0.07));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(c, 0.27 * s, 0.27 * s);
}

void drawArrowHead(QPainter& p, QPointF tip, QPointF u, double s, QColor color) {
    const double len = 0.3 * s, half = 0.16 * s;
    const QPointF base = tip - u * len;
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawPolygon(QPolygonF({tip, base + normal(u) * half, base - normal(u) * half}));
}

void drawArrow(QPainter& p, QPointF from, QPointF tip, double s, std::uint8_t modes, QColor color = kInk) {
    const QPointF u = unitOf(tip - from);
    p.setPen(linePen(s, modes, color));
    p.drawLine(from, tip - u * (0.2 * s));
    drawArrowHead(p, tip, u, s, modeColor(modes, color));
}

void drawChevron(QPainter& p, QPointF c, QPointF u, double s, QColor color) {
    const double a = 0.19 * s;
    const QPointF tip = c + u * (0.1 * s);
    p.setPen(QPen(color, std::max(1.5, 0.085 * s), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    p.drawPolyline(QPolygonF({tip - u * a + normal(u) * a, tip, tip - u * a - normal(u) * a}));
}

void drawBadge(QPainter& p, QPointF c, double s, int number) {
    const double r = 0.27 * s;
    p.setPen(QPen(kInk, std::max(1.0, 0.045 * s)));
    p.setBrush(Qt::white);
    p.drawEllipse(c, r, r);
    QFont font = p.font();
    font.setBold(true);
    font.setPixelSize(std::max(8, static_cast<int>(0.36 * s)));
    p.setFont(font);
    p.setPen(kInk);
    p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt::AlignCenter, QString::number(number));
}

// A short red arrow in the gap between a square and the piece, pointing home: it captures
// on the square and returns. `edge`: where the piece's square ends on that line.
void drawReturn(QPainter& p, QPointF square, QPointF edge, double s) {
    const QPointF u = unitOf(edge - square);
    const QPointF from = square + u * (0.24 * s);
    const QPointF tip = edge;
    p.setPen(QPen(kRed, std::max(1.3, 0.06 * s), Qt::SolidLine, Qt::RoundCap));
    const double len = std::min(0.2 * s, length(tip - from));
    if (length(tip - from) > len) p.drawLine(from, tip - u * (len * 0.8));
    const double half = 0.12 * s;
    p.setPen(Qt::NoPen);
    p.setBrush(kRed);
    p.drawPolygon(QPolygonF({tip, tip - u * len + normal(u) * half, tip - u * len - normal(u) * half}));
}

// A circular arrow round the piece: it may step out and back, a pass.
void drawPass(QPainter& p, QPointF c, double s) {
    const double r = 0.56 * s;
    const QRectF box(c.x() - r, c.y() - r, 2 * r, 2 * r);
    p.setPen(QPen(kPassGreen, std::max(1.4, 0.07 * s), Qt::SolidLine, Qt::RoundCap));
    p.setBrush(Qt::NoBrush);
    constexpr double startDeg = 120, spanDeg = 285;
    p.drawArc(box, static_cast<int>(startDeg * 16), static_cast<int>(spanDeg * 16));
    const double end = (startDeg + spanDeg) * std::numbers::pi / 180;
    const QPointF tip(c.x() + r * std::cos(end), c.y() - r * std::sin(end));
    const QPointF u(std::sin(end), std::cos(end));  // counter-clockwise tangent, y down
    const double len = 0.24 * s, half = 0.13 * s;
    p.setPen(Qt::NoPen);
    p.setBrush(kPassGreen);
    p.drawPolygon(QPolygonF({tip + u * (0.08 * s), tip - u * len + normal(u) * half, tip - u * len - normal(u) * half}));
}

// From `start` to the bend, round the corner, on to `end` with an arrowhead.
void drawBent(QPainter& p, QPointF start, QPointF corner, QPointF end, double s, QColor color) {
    const QPointF u1 = unitOf(corner - start), u2 = unitOf(end - corner);
    const double round = std::min(0.3 * s, length(corner - start) * 0.5);
    QPainterPath path(start);
    path.lineTo(corner - u1 * round);
    path.quadTo(corner, corner + u2 * round);
    path.lineTo(end - u2 * (0.2 * s));
    p.setPen(QPen(color, std::max(1.4, 0.065 * s), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
    drawArrowHead(p, end, u2, s * 0.85, color);
}

void tintSquare(QPainter& p, QPointF c, double s, QColor color) { p.fillRect(QRectF(c.x() - s / 2, c.y() - s / 2, s, s), color); }

}  // namespace

DiagramPainter::DiagramPainter(QPainter& painter, QRectF board, int radius, bool turned)
    : p_(painter), board_(board), radius_(radius), turned_(turned), s_(board.width() / (2 * radius + 1)) {}

QPointF DiagramPainter::centreOf(shogi::Offset o) const {
    const double sign = turned_ ? -1 : 1;
    return board_.center() + QPointF(sign * o.dx * s_, -sign * o.dy * s_);
}

QPointF DiagramPainter::screenStep(int d) const { return centreOf(shogi::compassOffset(d, 1)) - centreOf({0, 0}); }

QPointF DiagramPainter::lineStart(const PlacedMark& m) const {
    const QPointF step = screenStep(m.direction);
    if (m.from == 0) return centreOf({0, 0}) + step * 0.5;  // the edge of the piece's square
    return centreOf(shogi::compassOffset(m.direction, m.from)) + unitOf(step) * (0.3 * s_);  // clear of the ring
}

void DiagramPainter::paint(const DiagramLayout& layout, const QPixmap& piece, int part) {
    p_.save();
    p_.setRenderHint(QPainter::Antialiasing);
    const int n = 2 * radius_ + 1;
    p_.fillRect(board_, kBoard);
    tintSquare(p_, centreOf({0, 0}), s_, kHome);
    p_.setPen(QPen(kGrid, 0.8));
    for (int i = 0; i <= n; ++i) {
        p_.drawLine(QPointF(board_.left() + i * s_, board_.top()), QPointF(board_.left() + i * s_, board_.bottom()));
        p_.drawLine(QPointF(board_.left(), board_.top() + i * s_), QPointF(board_.right(), board_.top() + i * s_));
    }
    // One part shown: the others stay in view, faint, so the part is seen in its place.
    const auto paintLayer = [&](Layer layer) {
        for (const PlacedMark& m : layout.marks) {
            p_.setOpacity(part >= 0 && m.part != part ? kFaint : 1.0);
            paintMark(m, layer);
        }
        p_.setOpacity(1.0);
    };
    for (Layer layer : {Layer::Area, Layer::Line, Layer::Symbol}) paintLayer(layer);
    if (!piece.isNull()) {
        const QPointF c = centreOf({0, 0});
        const double size = s_ * 0.94;
        p_.drawPixmap(QRectF(c.x() - size / 2, c.y() - size / 2, size, size), piece, QRectF(piece.rect()));
    }
    paintLayer(Layer::Top);
    p_.restore();
}

void DiagramPainter::paintMark(const PlacedMark& m, Layer layer) {
    const QPointF at = centreOf(m.at);
    switch (m.kind) {
        case MarkKind::Step:
            if (layer == Layer::Symbol) drawDot(p_, at, s_, m.modes);
            break;
        case MarkKind::Range:
            if (layer == Layer::Line) {
                p_.setPen(linePen(s_, m.modes, kInk, 0.06));
                p_.drawLine(lineStart(m), at);
            }
            break;
        case MarkKind::Slide:
        case MarkKind::LimitedSlide:
            if (layer == Layer::Line) drawArrow(p_, lineStart(m), at + screenStep(m.direction) * 0.42, s_, m.modes);
            if (layer == Layer::Symbol && m.kind == MarkKind::LimitedSlide) drawBadge(p_, at, s_, m.number);
            break;
        case MarkKind::Leap:
            if (layer == Layer::Symbol) drawRing(p_, at, s_, m.modes);
            break;
        case MarkKind::DoubleStep:
            if (layer == Layer::Area) tintSquare(p_, at, s_, kLionArea);
            if (layer == Layer::Symbol) drawDot(p_, at, s_, kBoth, kLion, 0.2);
            break;
        case MarkKind::DoubleArea:
            if (layer == Layer::Area) tintSquare(p_, at, s_, kLionArea);
            if (layer == Layer::Symbol) {
                if (m.jump) drawRing(p_, at, s_, kBoth, kLion);
                else drawDot(p_, at, s_, kBoth, kLion, 0.12);
            }
            break;
        case MarkKind::LineStep:
            if (layer == Layer::Area) tintSquare(p_, at, s_, kDogArea);
            if (layer == Layer::Symbol) {
                drawChevron(p_, at, unitOf(screenStep(m.direction)), s_, kDog);
                if (m.jump) drawRing(p_, at, s_, kBoth, kDog);
            }
            break;
        case MarkKind::Igui:
            if (layer == Layer::Top) drawReturn(p_, at, centreOf({0, 0}) + screenStep(m.direction) * 0.5, s_);
            break;
        case MarkKind::Pass:
            if (layer == Layer::Top) drawPass(p_, centreOf({0, 0}), s_);
            break;
        case MarkKind::Hook:
            if (layer == Layer::Line) paintHook(m);
            break;
        case MarkKind::Universal:
            paintUniversal(layer);
            break;
        case MarkKind::MoveOnly:
        case MarkKind::CaptureOnly:
            break;
    }
}

void DiagramPainter::paintHook(const PlacedMark& m) {
    const shogi::Offset bend = shogi::compassOffset(m.direction, m.bend);
    const QPointF turnStep = screenStep(m.turn);
    if (m.stub) {  // the other way to turn, from the same bend: a short arrow
        const QPointF corner = centreOf(bend);
        const QPointF tip = corner + turnStep * 0.75;
        p_.setPen(QPen(kHookBlue, std::max(1.4, 0.065 * s_), Qt::SolidLine, Qt::RoundCap));
        p_.drawLine(corner, tip - unitOf(turnStep) * (0.15 * s_));
        drawArrowHead(p_, tip, unitOf(turnStep), s_ * 0.85, kHookBlue);
        return;
    }
    // The bent arrow runs beside the straight slide, on the side it turns to, and on to the
    // edge of the diagram.
    const QPointF side = unitOf(turnStep) * (0.13 * s_);
    int beyond = 0;
    for (shogi::Offset o = bend; std::max(std::abs(o.dx), std::abs(o.dy)) <= radius_;
         o = {o.dx + shogi::compassDx(m.turn), o.dy + shogi::compassDy(m.turn)})
        ++beyond;
    const QPointF corner = centreOf(bend) + side;
    const QPointF end = centreOf(bend) + turnStep * (beyond - 1 + 0.42);
    drawBent(p_, centreOf({0, 0}) + screenStep(m.direction) * 0.5 + side, corner, end, s_, kHookBlue);
}

void DiagramPainter::paintUniversal(Layer layer) {
    if (layer == Layer::Area) {
        for (int dy = -radius_; dy <= radius_; ++dy)
            for (int dx = -radius_; dx <= radius_; ++dx)
                if (dx || dy) tintSquare(p_, centreOf({dx, dy}), s_, kGoldArea);
    }
    if (layer != Layer::Top) return;
    // Said on the board itself: the Emperor has no pattern to draw.
    QFont font = p_.font();
    font.setBold(true);
    font.setPixelSize(std::max(9, static_cast<int>(s_ * 0.34)));
    p_.setFont(font);
    const double rowHeight = s_ * 0.8;
    const QString lines[2] = {DiagramTexts::tr("any empty square"), DiagramTexts::tr("any unprotected piece")};
    const double ys[2] = {board_.top() + s_ * 1.0, board_.bottom() - s_ * 1.0};
    for (int i = 0; i < 2; ++i) {
        const QRectF plate(board_.left() + s_ * 0.25, ys[i] - rowHeight / 2, board_.width() - s_ * 0.5, rowHeight);
        p_.setPen(Qt::NoPen);
        p_.setBrush(QColor(255, 255, 255, 215));
        p_.drawRoundedRect(plate, s_ * 0.15, s_ * 0.15);
        p_.setPen(kInk);
        p_.drawText(plate, Qt::AlignCenter, lines[i]);
    }
}

void DiagramPainter::paintIcon(QPainter& p, MarkKind kind, QRectF box) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const double s = box.height();
    const QPointF c = box.center();
    const QPointF left(box.left() + 0.2 * s, c.y()), right(box.right() - 0.15 * s, c.y());
    switch (kind) {
        case MarkKind::Step:
            drawDot(p, c, s, kBoth);
            break;
        case MarkKind::Range:
            p.setPen(linePen(s, kBoth, kInk, 0.06));
            p.drawLine(left, right - QPointF(0.2 * s, 0));
            drawDot(p, c - QPointF(0.05 * s, 0), s, kBoth);
            drawDot(p, right - QPointF(0.2 * s, 0), s, kBoth);
            break;
        case MarkKind::Slide:
            drawArrow(p, left, right, s, kBoth);
            break;
        case MarkKind::LimitedSlide:
            drawArrow(p, left, right, s, kBoth);
            drawBadge(p, c, s, 5);
            break;
        case MarkKind::Leap:
            drawRing(p, c, s, kBoth);
            break;
        case MarkKind::DoubleStep:
            tintSquare(p, c, s * 0.9, kLionArea);
            drawDot(p, c, s, kBoth, kLion, 0.2);
            break;
        case MarkKind::DoubleArea:
            tintSquare(p, c, s * 0.9, kLionArea);
            drawRing(p, c, s, kBoth, kLion);
            break;
        case MarkKind::LineStep:
            tintSquare(p, c - QPointF(0.45 * s, 0), s * 0.9, kDogArea);
            tintSquare(p, c + QPointF(0.45 * s, 0), s * 0.9, kDogArea);
            drawChevron(p, c - QPointF(0.45 * s, 0), {1, 0}, s, kDog);
            drawChevron(p, c + QPointF(0.45 * s, 0), {1, 0}, s, kDog);
            drawRing(p, c + QPointF(0.45 * s, 0), s, kBoth, kDog);
            break;
        case MarkKind::Igui:
            drawDot(p, c + QPointF(0.45 * s, 0), s, kBoth, kLion, 0.2);
            drawReturn(p, c + QPointF(0.45 * s, 0), c - QPointF(0.45 * s, 0), s);
            break;
        case MarkKind::Pass:
            tintSquare(p, c, s * 0.8, kHome);
            drawPass(p, c, s * 0.8);
            break;
        case MarkKind::Hook: {
            const QPointF corner(box.left() + 0.55 * s, c.y() - 0.1 * s);
            drawBent(p, QPointF(corner.x(), box.bottom() - 0.05 * s), corner, QPointF(box.right() - 0.1 * s, corner.y()), s,
                     kHookBlue);
            p.setPen(QPen(kHookBlue, std::max(1.4, 0.065 * s), Qt::SolidLine, Qt::RoundCap));
            p.drawLine(corner, corner - QPointF(0.25 * s, 0));
            drawArrowHead(p, corner - QPointF(0.42 * s, 0), {-1, 0}, s * 0.85, kHookBlue);
            break;
        }
        case MarkKind::Universal:
            tintSquare(p, c, s * 0.9, kGoldArea);
            break;
        case MarkKind::MoveOnly:
            drawDot(p, c, s, shogi::kModeMove);
            break;
        case MarkKind::CaptureOnly:
            drawDot(p, c, s, shogi::kModeCapture);
            break;
    }
    p.restore();
}

}  // namespace ui
