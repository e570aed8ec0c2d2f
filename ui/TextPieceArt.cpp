#include "TextPieceArt.h"

#include <QCoreApplication>

#include "variants/Variant.h"

namespace ui {
namespace {

QString escaped(const QString& s) { return s.toHtmlEscaped(); }

// Two-character kanji labels stack vertically, as on real pieces; longer names keep
// their first two characters so the text stays readable at 19x19.
QStringList kanjiLines(const QString& kanji) {
    QStringList lines;
    const QString k = kanji.left(2);
    for (const QChar& c : k) lines << QString(c);
    return lines;
}

}  // namespace

QString TextPieceArt::id() const { return label_ == Label::Code ? QStringLiteral("letters") : QStringLiteral("kanji-text"); }

QString TextPieceArt::displayName() const {
    return label_ == Label::Code ? QCoreApplication::translate("ui::TextPieceArt", "Letters")
                                 : QCoreApplication::translate("ui::TextPieceArt", "Kanji (system font)");
}

QByteArray TextPieceArt::svg(const shogi::Variant& variant, int kind) const {
    const shogi::Kind& k = variant.kind(kind);
    const shogi::PieceType& face = variant.faceType(kind);
    const QString ink = k.promoted ? QStringLiteral("#c00000") : QStringLiteral("#111111");
    const QString tile = variant.kind(kind).royal ? QStringLiteral("#f3d9a0") : QStringLiteral("#f6e3b4");

    QStringList lines;
    if (label_ == Label::Kanji) lines = kanjiLines(QString::fromUtf8(face.kanji));
    if (lines.isEmpty()) lines << QString::fromUtf8(face.code);

    // Text size shrinks with the longest line so three-letter codes still fit the tile.
    int longest = 1;
    for (const QString& l : lines) longest = std::max<int>(longest, l.size());
    const double size = lines.size() == 1 ? std::min(44.0, 84.0 / longest) : 34.0;
    QString text;
    for (int i = 0; i < lines.size(); ++i) {
        const double y = lines.size() == 1 ? 62.0 : 48.0 + i * 34.0;
        text += QStringLiteral("<text x='50' y='%1' font-size='%2' text-anchor='middle' "
                               "font-family='sans-serif' font-weight='bold' fill='%3'>%4</text>")
                    .arg(y)
                    .arg(size)
                    .arg(ink, escaped(lines[i]));
    }
    const QString doc = QStringLiteral(
                            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100' width='100' height='100'>"
                            "<path d='M50 4 L82 18 L92 96 L8 96 L18 18 Z' fill='%1' stroke='#5a4020' "
                            "stroke-width='3' stroke-linejoin='round'/>%2</svg>")
                            .arg(tile, text);
    return doc.toUtf8();
}

}  // namespace ui
