#pragma once
// How a piece face looks: an SVG document per face and side. The board, the hands, the piece
// panel, the reference window and the move list all draw through this interface, so a piece
// set replaces the drawing without touching the views.

#include <QByteArray>
#include <QString>

#include "variants/Variant.h"

namespace ui {

class PieceArt {
public:
    virtual ~PieceArt() = default;
    // Stable identifier stored in the settings ("kanji", "mnemonic").
    virtual QString id() const = 0;
    // Name shown in the View menu.
    virtual QString displayName() const = 0;
    // The face `kind` of `variant` as `side`'s piece, drawn pointing up (as Black sees his
    // own pieces). The cache turns White's pieces 180 degrees, so a set that tells the sides
    // apart (by colour, say) draws White's piece pointing up too, ready to be turned.
    virtual QByteArray svg(const shogi::Variant& variant, int kind, shogi::Side side) const = 0;
    // Black's piece.
    QByteArray svg(const shogi::Variant& variant, int kind) const { return svg(variant, kind, shogi::kBlack); }
    // The same for a piece shown pointing against its side's own direction (a flipped board:
    // Black's pieces point down, White's up). A set whose lettering is drawn to read upright
    // in the side's own direction turns the lettering here; real pieces (the default) don't.
    virtual QByteArray svgAgainstOwnDirection(const shogi::Variant& variant, int kind, shogi::Side side) const {
        return svg(variant, kind, side);
    }
    // The set that draws a piece `pixels` device-independent pixels wide: itself, or one
    // that stays legible at that size (the kanji set hands small pieces to the one-kanji set).
    virtual const PieceArt& forSize(int /*pixels*/) const { return *this; }
};

}  // namespace ui
