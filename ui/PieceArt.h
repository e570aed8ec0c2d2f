#pragma once
// How a piece face looks: an SVG document per face. The board, the hands, the piece panel
// and the reference window all draw through this interface, so a piece set (the kanji and
// mnemonic sets of the piece-art issue) replaces the drawing without touching the views.

#include <QByteArray>
#include <QString>

namespace shogi {
class Variant;
}

namespace ui {

class PieceArt {
public:
    virtual ~PieceArt() = default;
    // Stable identifier stored in the settings ("letters", "kanji", ...).
    virtual QString id() const = 0;
    // Name shown in the View menu.
    virtual QString displayName() const = 0;
    // The face `kind` of `variant`, drawn for Black (pointing up). The cache turns it
    // for White, so a set draws each face once.
    virtual QByteArray svg(const shogi::Variant& variant, int kind) const = 0;
};

}  // namespace ui
