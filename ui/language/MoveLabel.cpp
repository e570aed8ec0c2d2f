#include "language/MoveLabel.h"

#include "boardview/CoordinateLabels.h"
#include "language/MoveNotation.h"
#include "notation/MoveLine.h"

namespace ui {

QString moveLabel(const shogi::Position& before, const shogi::Move& move) {
    return QString::fromStdString(shogi::formatMoveIn(shogi::MoveStyle::CodedText, before, move, shogi::kNoSquare,
                                                      squareStyle(currentCoordinateStyle())));
}

QStringList lineLabels(const shogi::Position& start, const std::vector<shogi::Move>& line) {
    // A line reads like the move list: in the notation chosen (language/MoveNotation).
    const auto style = currentNotation() == Notation::Japanese ? shogi::MoveStyle::Japanese : shogi::MoveStyle::CodedText;
    QStringList labels;
    for (const std::string& text : shogi::lineMoves(start, line, style, squareStyle(currentCoordinateStyle())))
        labels << QString::fromStdString(text);
    return labels;
}

}  // namespace ui
