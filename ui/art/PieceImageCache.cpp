#include "art/PieceImageCache.h"

#include <QPainter>
#include <QSvgRenderer>

#include "art/PieceArt.h"

namespace ui {

size_t qHash(const PieceImageCache::Key& key, size_t seed) {
    return qHashMulti(seed, key.art, key.variant, key.kind, key.side, key.down, key.pixels, key.devicePixelRatio);
}

QPixmap PieceImageCache::pixmap(const PieceArt& chosen, const shogi::Variant& variant, int kind, shogi::Side side,
                                int size, qreal devicePixelRatio, Facing facing) {
    if (size <= 0) return {};
    // The set that stays legible at this size (PieceArt::forSize).
    const PieceArt& art = chosen.forSize(size);
    const bool down = facing == Facing::Down || (facing == Facing::Own && side == shogi::kWhite);
    const int pixels = qRound(size * devicePixelRatio);
    // Sets and variants live as long as the program, so their addresses identify them.
    const Key key{&art, &variant, kind, int(side), down, pixels, devicePixelRatio};
    if (auto it = cache_.constFind(key); it != cache_.constEnd()) return *it;

    // Resizing the window walks through many sizes; old sizes are not worth keeping.
    if (cache_.size() > 4000) cache_.clear();

    QPixmap image(pixels, pixels);
    image.fill(Qt::transparent);
    // Pointing against the side's own direction: a flipped board.
    const bool reversed = down != (side == shogi::kWhite);
    QSvgRenderer renderer(reversed ? art.svgAgainstOwnDirection(variant, kind, side) : art.svg(variant, kind, side));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    if (down) {
        painter.translate(pixels, pixels);
        painter.rotate(180);
    }
    renderer.render(&painter, QRectF(0, 0, pixels, pixels));
    painter.end();
    image.setDevicePixelRatio(devicePixelRatio);
    ++renders_;
    cache_.insert(key, image);
    return image;
}

PieceImageCache& PieceImageCache::shared() {
    static PieceImageCache cache;
    return cache;
}

}  // namespace ui
