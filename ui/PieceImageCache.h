#pragma once
// Rendered piece images, cached per (set, variant, face, side, size): SVG rendering is slow
// and a 19x19 board repaints up to 361 pieces, so each image is rendered once per size.

#include <QHash>
#include <QPixmap>

#include "variants/Variant.h"

namespace ui {

class PieceArt;

class PieceImageCache {
public:
    // A pixmap of `size` x `size` device-independent pixels; White's pieces point down.
    QPixmap pixmap(const PieceArt& art, const shogi::Variant& variant, int kind, shogi::Side side, int size,
                   qreal devicePixelRatio = 1.0);
    void clear() { cache_.clear(); }
    int size() const { return static_cast<int>(cache_.size()); }

    // The cache shared by every view of the program (GUI thread only).
    static PieceImageCache& shared();

private:
    QHash<QString, QPixmap> cache_;
};

}  // namespace ui
