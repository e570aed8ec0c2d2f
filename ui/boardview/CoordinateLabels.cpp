#include "boardview/CoordinateLabels.h"

namespace ui {
namespace {

QString kanjiNumeral(int n) {
    static const QString digits = QStringLiteral("一二三四五六七八九");
    static const QString ten = QStringLiteral("十");
    if (n < 10) return digits.mid(n - 1, 1);
    if (n == 10) return ten;
    return ten + digits.mid(n - 11, 1);
}

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
