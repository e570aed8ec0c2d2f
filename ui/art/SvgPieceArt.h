#pragma once
// The piece sets of resources/pieces (compiled in, see pieces.qrc): the kanji set (one wedge
// per face, both sides, the face's two characters), the one-kanji set (the same with the one
// character a face is known by: docs/piece-art.md) and the mnemonic set (a move diagram per
// face, one file per side). A face without a file is drawn by TextPieceArt instead.

#include "art/PieceArt.h"
#include "art/TextPieceArt.h"

namespace ui {

class SvgPieceArt : public PieceArt {
public:
    enum class Style { Kanji, OneKanji, Mnemonic };
    // Pieces drawn narrower than this are too small for two kanji: a square under 40 pixels.
    static constexpr int kTwoKanjiMinPixels = 37;

    // `small`: the set that draws pieces under kTwoKanjiMinPixels (the kanji set's one-kanji
    // set), nullptr for none.
    explicit SvgPieceArt(Style style, const PieceArt* small = nullptr);

    QString id() const override;
    QString displayName() const override;
    using PieceArt::svg;
    QByteArray svg(const shogi::Variant& variant, int kind, shogi::Side side) const override;
    // Mnemonic set: the code in the middle turned 180 degrees, so that it reads upright on a
    // flipped board too (the marks keep pointing the way the piece moves).
    QByteArray svgAgainstOwnDirection(const shogi::Variant& variant, int kind, shogi::Side side) const override;
    const PieceArt& forSize(int pixels) const override;

    // The resource path of a face's file (it may not exist): ":/pieces/kanji/hook/pLN.svg",
    // ":/pieces/mnemonic/hook/white/pLN.svg".
    QString resourcePath(const shogi::Variant& variant, int kind, shogi::Side side) const;
    // Whether the face has its own file (false: the fallback draws it).
    bool hasFile(const shogi::Variant& variant, int kind, shogi::Side side) const;

private:
    Style style_;
    const PieceArt* small_;
    TextPieceArt fallback_;
};

}  // namespace ui
