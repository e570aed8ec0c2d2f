#include "language/MoveLabel.h"

#include <algorithm>

#include "movegen/MoveGen.h"
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
    for (const shogi::Move& m : line) {
        moves.clear();
        shogi::generateMoves(start, moves);
        if (std::find(moves.begin(), moves.end(), m) == moves.end()) break;
        labels << moveLabel(start, m);
        start.make(m, undo);
    }
    return labels;
}

}  // namespace ui
