#include "boardview/CoordinateLabels.h"

#include "notation/SquareNames.h"

namespace ui {

shogi::SquareStyle squareStyle(CoordinateStyle style) {
    switch (style) {
        case CoordinateStyle::Chess: return shogi::SquareStyle::Chess;
        case CoordinateStyle::ShogiLetters: return shogi::SquareStyle::ShogiLetters;
        case CoordinateStyle::ShogiKanji: return shogi::SquareStyle::ShogiKanji;
    }
    return shogi::SquareStyle::Chess;
}

namespace {
CoordinateStyle currentStyle = CoordinateStyle::Chess;
}  // namespace

CoordinateStyle currentCoordinateStyle() { return currentStyle; }
void setCurrentCoordinateStyle(CoordinateStyle style) { currentStyle = style; }

QString squareLabel(const shogi::Geometry& geometry, shogi::Square sq) {
    return QString::fromStdString(shogi::squareName(geometry, sq, squareStyle(currentStyle)));
}

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
    return QString::fromStdString(shogi::fileName(squareStyle(style), file, files));
}

QString rankLabel(CoordinateStyle style, int rank, int ranks) {
    return QString::fromStdString(shogi::rankName(squareStyle(style), rank, ranks));
}

}  // namespace ui
