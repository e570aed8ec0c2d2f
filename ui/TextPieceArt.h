#pragma once
// A stand-in piece set until the piece-art issue lands: a pentagon tile with the face's
// short code or kanji written on it, promoted faces in red.

#include "PieceArt.h"

namespace ui {

class TextPieceArt : public PieceArt {
public:
    enum class Label { Code, Kanji };
    explicit TextPieceArt(Label label) : label_(label) {}

    QString id() const override;
    QString displayName() const override;
    QByteArray svg(const shogi::Variant& variant, int kind) const override;

private:
    Label label_;
};

}  // namespace ui
