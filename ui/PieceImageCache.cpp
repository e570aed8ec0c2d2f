#include "PieceImageCache.h"

#include <QPainter>
#include <QSvgRenderer>

#include "PieceArt.h"

namespace ui {

QPixmap PieceImageCache::pixmap(const PieceArt& art, const shogi::Variant& variant, int kind, shogi::Side side,
                                int size, qreal devicePixelRatio) {
    if (size <= 0) return {};
    const QString key = QStringLiteral("%1|%2|%3|%4|%5|%6")
                            .arg(art.id(), QString::fromUtf8(variant.id()))
                            .arg(kind)
                            .arg(int(side))
                            .arg(size)
                            .arg(devicePixelRatio);
    if (auto it = cache_.constFind(key); it != cache_.constEnd()) return *it;

    // Resizing the window walks through many sizes; old sizes are not worth keeping.
    if (cache_.size() > 4000) cache_.clear();

    const int pixels = qRound(size * devicePixelRatio);
    QPixmap image(pixels, pixels);
    image.fill(Qt::transparent);
    QSvgRenderer renderer(art.svg(variant, kind));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    if (side == shogi::kWhite) {
        painter.translate(pixels, pixels);
        painter.rotate(180);
    }
    renderer.render(&painter, QRectF(0, 0, pixels, pixels));
    painter.end();
    image.setDevicePixelRatio(devicePixelRatio);
    cache_.insert(key, image);
    return image;
}

PieceImageCache& PieceImageCache::shared() {
    static PieceImageCache cache;
    return cache;
}

}  // namespace ui
