#pragma once
// The answer to Shift-click on a square: the pieces of each side that can go there next move
// (core's movesTo), in a small window beside the square. It stays until the next click on the
// board, Esc, or another position.

#include <QFrame>

#include "position/Position.h"

class QLabel;

namespace ui {

class SquareQueryPopup : public QFrame {
    Q_OBJECT

public:
    explicit SquareQueryPopup(QWidget* board);
    // Shows the pieces that can go to `sq` with its top-left corner at `globalPos`; returns the
    // text shown.
    QString showFor(const shogi::Position& position, shogi::Square sq, QPoint globalPos);

    // Rich text naming the pieces of each side that can go to `sq`, and how.
    static QString describe(const shogi::Position& position, shogi::Square sq);

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    QLabel* label_;
};

}  // namespace ui
