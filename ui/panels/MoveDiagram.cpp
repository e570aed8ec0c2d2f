#include "panels/MoveDiagram.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

#include "art/PieceImageCache.h"
#include "boardview/MoveEntry.h"
#include "movegen/Reach.h"

namespace ui {
MoveDiagram::MoveDiagram(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    setMinimumSize(120, 120);
}

shogi::Square MoveDiagram::centre(const shogi::Variant& variant) {
    return shogi::toSquare(variant.geometry().files() / 2, variant.geometry().ranks() / 2);
}

void MoveDiagram::setPiece(const PieceArt* art, const shogi::Variant* variant, int kind) {
    art_ = art;
    variant_ = variant;
    kind_ = kind;
    marks_.clear();
    if (variant_ && kind_ >= 0) marks_ = shogi::reachOnEmptyBoard(*variant_, kind_, shogi::kBlack, centre(*variant_));
    update();
}

int MoveDiagram::heightForWidth(int width) const {
    if (!variant_ || kind_ < 0) return width;
    const QRect area = shownArea();
    return width * area.height() / area.width();
}

QRect MoveDiagram::shownArea() const {
    // The part of the board worth drawing: everything the piece reaches plus one square,
    // kept symmetric around the piece so "forward" reads the same for every piece.
    const int files = variant_->geometry().files();
    const int ranks = variant_->geometry().ranks();
    const shogi::Square at = centre(*variant_);
    int reach = 2;
    for (const auto& [sq, mark] : marks_)
        reach = std::max({reach, std::abs(shogi::fileOf(sq) - shogi::fileOf(at)) + 1,
                          std::abs(shogi::rankOf(sq) - shogi::rankOf(at)) + 1});
    const int left = std::max(0, shogi::fileOf(at) - reach);
    const int right = std::min(files - 1, shogi::fileOf(at) + reach);
    const int bottom = std::max(0, shogi::rankOf(at) - reach);
    const int top = std::min(ranks - 1, shogi::rankOf(at) + reach);
    return QRect(left, bottom, right - left + 1, top - bottom + 1);  // x: files, y: ranks
}

void MoveDiagram::paintEvent(QPaintEvent*) {
    if (!variant_ || kind_ < 0) return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRect area = shownArea();
    const int files = area.width();
    const int ranks = area.height();
    const double s = std::floor(std::min(width() / double(files), height() / double(ranks)));
    const QPointF origin((width() - s * files) / 2, (height() - s * ranks) / 2);
    auto rectOf = [&](shogi::Square sq) {
        return QRectF(origin.x() + (shogi::fileOf(sq) - area.x()) * s,
                      origin.y() + (area.y() + ranks - 1 - shogi::rankOf(sq)) * s, s, s);
    };
    p.fillRect(QRectF(origin, QSizeF(s * files, s * ranks)), QColor(0xf2, 0xdf, 0xb5));
    p.setPen(QPen(QColor(0x8a, 0x70, 0x50), 0.6));
    for (int f = 0; f <= files; ++f) p.drawLine(QPointF(origin.x() + f * s, origin.y()), QPointF(origin.x() + f * s, origin.y() + ranks * s));
    for (int r = 0; r <= ranks; ++r) p.drawLine(QPointF(origin.x(), origin.y() + r * s), QPointF(origin.x() + files * s, origin.y() + r * s));

    // Filled dot: moves and captures there; hollow dot: moves only; red ring: captures only.
    const QColor green(20, 110, 40);
    for (const auto& [sq, mark] : marks_) {
        const QRectF r = rectOf(sq);
        const bool moves = mark & kMarkMove;
        const bool captures = mark & kMarkCapture;
        if (moves && captures) {
            p.setPen(Qt::NoPen);
            p.setBrush(green);
            p.drawEllipse(r.center(), s * 0.22, s * 0.22);
        } else if (moves) {
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(green, std::max(1.0, s / 10)));
            p.drawEllipse(r.center(), s * 0.2, s * 0.2);
        } else if (captures) {
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(QColor(200, 30, 30), std::max(1.0, s / 8)));
            p.drawEllipse(r.center(), s * 0.33, s * 0.33);
        }
    }
    const shogi::Square at = centre(*variant_);
    if (art_) {
        const int size = static_cast<int>(s);
        p.drawPixmap(rectOf(at).topLeft(), PieceImageCache::shared().pixmap(*art_, *variant_, kind_, shogi::kBlack, size, devicePixelRatioF()));
    }
}

}  // namespace ui
