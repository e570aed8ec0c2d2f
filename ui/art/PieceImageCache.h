#pragma once
// Rendered piece images, cached per (set, variant, face, side, direction, size): SVG rendering
// is slow and a 19x19 board repaints up to 361 pieces, so each image is rendered once per size.

#include <QHash>
#include <QPixmap>

#include "variants/Variant.h"

namespace ui {

class PieceArt;

class PieceImageCache {
public:
    // Which way the piece points on screen. Own: the side's own way (Black up, White down);
    // the board passes Up or Down when it is flipped.
    enum class Facing { Own, Up, Down };

    // `side`'s piece (its colours, in a set that tells the sides apart) as a pixmap of
    // `size` x `size` device-independent pixels, pointing as `facing` says, drawn by the set
    // `art` hands that size to (PieceArt::forSize).
    QPixmap pixmap(const PieceArt& art, const shogi::Variant& variant, int kind, shogi::Side side, int size,
                   qreal devicePixelRatio = 1.0, Facing facing = Facing::Own);
    void clear() { cache_.clear(); }
    int size() const { return static_cast<int>(cache_.size()); }
    // How many images were rendered so far (cache misses).
    int renderCount() const { return renders_; }

    // The cache shared by every view of the program (GUI thread only).
    static PieceImageCache& shared();

    struct Key {
        const PieceArt* art;
        const shogi::Variant* variant;
        int kind;
        int side;
        bool down;
        int pixels;
        qreal devicePixelRatio;
        friend bool operator==(const Key&, const Key&) = default;
    };

private:
    QHash<Key, QPixmap> cache_;
    int renders_ = 0;
};

size_t qHash(const PieceImageCache::Key& key, size_t seed = 0);

}  // namespace ui
