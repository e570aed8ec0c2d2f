#include "art/TextPieceArt.h"

#include <QCoreApplication>
#include <algorithm>

namespace ui {

QString TextPieceArt::id() const { return QStringLiteral("letters"); }

QString TextPieceArt::displayName() const { return QCoreApplication::translate("ui::TextPieceArt", "Letters"); }

QByteArray TextPieceArt::svg(const shogi::Variant& variant, int kind, shogi::Side) const {
    const shogi::Kind& k = variant.kind(kind);
    const QString code = QString::fromUtf8(variant.faceType(kind).code);
    const QString ink = k.promoted ? QStringLiteral("#c00000") : QStringLiteral("#111111");
    const QString tile = k.royal ? QStringLiteral("#f3d9a0") : QStringLiteral("#f6e3b4");
    // The text shrinks with the code's length so three-letter codes still fit the tile.
    const double size = std::min(44.0, 84.0 / std::max<qsizetype>(1, code.size()));
    const QString doc = QStringLiteral(
                            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100' width='100' height='100'>"
                            "<path d='M50 4 L82 18 L92 96 L8 96 L18 18 Z' fill='%1' stroke='#5a4020' "
                            "stroke-width='3' stroke-linejoin='round'/>"
                            "<text x='50' y='66' font-size='%2' text-anchor='middle' font-family='sans-serif' "
                            "font-weight='bold' fill='%3'>%4</text></svg>")
                            .arg(tile)
                            .arg(size)
                            .arg(ink, code.toHtmlEscaped());
    return doc.toUtf8();
}

}  // namespace ui
