#include "boardview/CoordinateLabels.h"

#include "notation/JapaneseMoveText.h"

namespace ui {
namespace {

// One home for the numerals: the Japanese move text counts ranks the same way.
QString kanjiNumeral(int n) { return QString::fromStdString(shogi::kanjiNumeral(n)); }

}  // namespace

QString coordinateStyleId(CoordinateStyle style) {
    switch (style) {
        case CoordinateStyle::Chess: return QStringLiteral("chess");
        case CoordinateStyle::ShogiLetters: return QStringLiteral("shogi-letters");
        case CoordinateStyle::ShogiKanji: return QStringLiteral("shogi-kanji");
    }
    return QStringLiteral("chess");
}

CoordinateStyle coordinateStyleFromId(const QString& id) {
    if (id == QLatin1String("shogi-letters")) return CoordinateStyle::ShogiLetters;
    if (id == QLatin1String("shogi-kanji")) return CoordinateStyle::ShogiKanji;
    return CoordinateStyle::Chess;
}

QString fileLabel(CoordinateStyle style, int file, int files) {
    if (style == CoordinateStyle::Chess) return QString(QChar('a' + file));
    return QString::number(files - file);
}

QString rankLabel(CoordinateStyle style, int rank, int ranks) {
    const int fromTop = ranks - rank;  // 1 for White's back rank
    switch (style) {
        case CoordinateStyle::Chess: return QString::number(rank + 1);
        case CoordinateStyle::ShogiLetters: return QString(QChar('a' + fromTop - 1));
        case CoordinateStyle::ShogiKanji: return kanjiNumeral(fromTop);
    }
    return {};
}

}  // namespace ui
