#include "art/SvgPieceArt.h"

#include <QCoreApplication>
#include <QFile>

// The resources live in the static library shogi_ui; naming their initialiser here makes
// the linker keep them in every program that uses a piece set. Q_INIT_RESOURCE must be
// used outside any namespace.
static void initPieceResources() { Q_INIT_RESOURCE(pieces); }

namespace ui {

SvgPieceArt::SvgPieceArt(Style style, const PieceArt* small) : style_(style), small_(small) { initPieceResources(); }

QString SvgPieceArt::id() const {
    switch (style_) {
        case Style::Kanji: return QStringLiteral("kanji");
        case Style::OneKanji: return QStringLiteral("kanji1");
        case Style::Mnemonic: return QStringLiteral("mnemonic");
    }
    return {};
}

QString SvgPieceArt::displayName() const {
    switch (style_) {
        case Style::Kanji:
            return QCoreApplication::translate("ui::SvgPieceArt", "Kanji (one character on small squares)");
        case Style::OneKanji: return QCoreApplication::translate("ui::SvgPieceArt", "Kanji, One Character");
        case Style::Mnemonic: return QCoreApplication::translate("ui::SvgPieceArt", "Mnemonic (Moves Shown)");
    }
    return {};
}

const PieceArt& SvgPieceArt::forSize(int pixels) const {
    return small_ && pixels < kTwoKanjiMinPixels ? *small_ : *this;
}

QString SvgPieceArt::resourcePath(const shogi::Variant& variant, int kind, shogi::Side side) const {
    // The file of a face is its code with the promotion mark '+' written as 'p'
    // (resources/pieces/README.md).
    QString file = QString::fromStdString(variant.kind(kind).code);
    if (file.startsWith(QLatin1Char('+'))) file.replace(0, 1, QLatin1Char('p'));
    const QString dir = QString::fromUtf8(variant.id());
    if (style_ == Style::Kanji) return QStringLiteral(":/pieces/kanji/%1/%2.svg").arg(dir, file);
    if (style_ == Style::OneKanji) return QStringLiteral(":/pieces/kanji1/%1/%2.svg").arg(dir, file);
    return QStringLiteral(":/pieces/mnemonic/%1/%2/%3.svg")
        .arg(dir, side == shogi::kWhite ? QStringLiteral("white") : QStringLiteral("black"), file);
}

bool SvgPieceArt::hasFile(const shogi::Variant& variant, int kind, shogi::Side side) const {
    return QFile::exists(resourcePath(variant, kind, side));
}

QByteArray SvgPieceArt::svg(const shogi::Variant& variant, int kind, shogi::Side side) const {
    QFile file(resourcePath(variant, kind, side));
    if (file.open(QIODevice::ReadOnly)) return file.readAll();
    return fallback_.svg(variant, kind, side);
}

QByteArray SvgPieceArt::svgAgainstOwnDirection(const shogi::Variant& variant, int kind, shogi::Side side) const {
    QByteArray doc = svg(variant, kind, side);
    if (style_ != Style::Mnemonic || !hasFile(variant, kind, side)) return doc;
    // The generator (tools/pieceart/make_pieces.py) writes the code last: `<path fill=".."
    // d="CODE"/></svg>`, on promoted faces after a halo `<path d="CODE" fill="none" .../>`,
    // centred on (50, 53). Turning that tail about (50, 53) turns the code alone.
    const qsizetype end = doc.lastIndexOf("</svg>");
    qsizetype start = doc.lastIndexOf("<path fill=\"", end);
    if (end < 0 || start < 0) return doc;
    const qsizetype d = doc.indexOf(" d=\"", start);
    const qsizetype dEnd = d < 0 ? -1 : doc.indexOf('"', d + 4);
    if (dEnd < 0 || dEnd > end) return doc;
    const QByteArray halo = "<path d=\"" + doc.mid(d + 4, dEnd - d - 4) + "\" fill=\"none\"";
    if (const qsizetype h = doc.lastIndexOf(halo, start); h >= 0 && doc.indexOf("/>", h) + 2 == start) start = h;
    doc.insert(end, "</g>");
    doc.insert(start, "<g transform=\"matrix(-1 0 0 -1 100 106)\">");
    return doc;
}

}  // namespace ui
