#pragma once
// The fallback drawing for a face that has no SVG file (a variant added to core before its
// art is generated, or the small variants of the tests): a pentagon tile with the face's
// short code, promoted faces in red. Not offered as a set of its own.

#include "art/PieceArt.h"

namespace ui {

class TextPieceArt : public PieceArt {
public:
    QString id() const override;
    QString displayName() const override;
    using PieceArt::svg;
    QByteArray svg(const shogi::Variant& variant, int kind, shogi::Side side) const override;
};

}  // namespace ui
