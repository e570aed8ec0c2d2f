#include "language/MoveLabel.h"

#include <algorithm>

#include "game/Rules.h"
#include "language/MoveNotation.h"
#include "movegen/MoveGen.h"
#include "notation/JapaneseMoveText.h"
#include "notation/MoveText.h"

namespace ui {

QString moveLabel(const shogi::Position& before, const shogi::Move& move) {
    const QString text = QString::fromStdString(shogi::formatMove(before, move));
    if (move.isDrop()) return text;
    const shogi::Cell mover = before.cell(move.from);
    return QString::fromStdString(before.variant().kind(shogi::cellKind(mover)).code) + QLatin1Char(' ') + text;
}

QStringList lineLabels(shogi::Position start, const std::vector<shogi::Move>& line) {
    QStringList labels;
    shogi::MoveList moves;
    shogi::Position::Undo undo;
    // A line reads like the move list: in the notation chosen (language/MoveNotation).
    const bool japanese = currentNotation() == Notation::Japanese;
    shogi::Square previousTo = shogi::kNoSquare;
    for (const shogi::Move& m : line) {
        moves.clear();
        if (japanese) shogi::legalMoves(start, moves);  // they tell 不成 and origins apart
        else shogi::generateMoves(start, moves);
        if (std::find(moves.begin(), moves.end(), m) == moves.end()) break;
        labels << (japanese ? QString::fromStdString(shogi::formatJapaneseMove(start, m, moves, previousTo)) : moveLabel(start, m));
        previousTo = m.to;
        start.make(m, undo);
    }
    return labels;
}

}  // namespace ui
