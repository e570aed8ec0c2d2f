#pragma once
// The piece sets of resources/pieces (compiled in, see pieces.qrc): the kanji set (one wedge
// per face, both sides) and the mnemonic set (a move diagram per face, one file per side).
// A face without a file is drawn by TextPieceArt instead.

#include "art/PieceArt.h"
#include "art/TextPieceArt.h"

namespace ui {

class SvgPieceArt : public PieceArt {
public:
    enum class Style { Kanji, Mnemonic };
    explicit SvgPieceArt(Style style);

    QString id() const override;
    QString displayName() const override;
    using PieceArt::svg;
    QByteArray svg(const shogi::Variant& variant, int kind, shogi::Side side) const override;
    // Mnemonic set: the code in the middle turned 180 degrees, so that it reads upright on a
    // flipped board too (the marks keep pointing the way the piece moves).
    QByteArray svgAgainstOwnDirection(const shogi::Variant& variant, int kind, shogi::Side side) const override;

    // The resource path of a face's file (it may not exist): ":/pieces/kanji/hook/pLN.svg",
    // ":/pieces/mnemonic/hook/white/pLN.svg".
    QString resourcePath(const shogi::Variant& variant, int kind, shogi::Side side) const;
    // Whether the face has its own file (false: the fallback draws it).
    bool hasFile(const shogi::Variant& variant, int kind, shogi::Side side) const;

private:
    Style style_;
    TextPieceArt fallback_;
};

}  // namespace ui
