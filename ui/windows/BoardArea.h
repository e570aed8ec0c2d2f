#pragma once
// The middle of the main window: the board, and beside it a column with each
// side's player card, the card of the side shown at the top of the board at the top and the
// other at the bottom, so each clock stands beside its own side, and between them what the
// window puts there (the prompt to start, the move box). The column sits to the right of the
// board, where a wide screen has room to spare; the whole height goes to the board.

#include <QWidget>

#include "variants/Variant.h"

namespace ui {

class BoardWidget;
class PlayerCard;

class BoardArea : public QWidget {
    Q_OBJECT

public:
    BoardArea(BoardWidget* board, QWidget* parent = nullptr);

    BoardWidget* board() const { return board_; }
    PlayerCard* card(shogi::Side side) const { return cards_[side]; }
    // The side whose pieces are at the bottom of the board (Black unless the board is turned).
    void setBottomSide(shogi::Side side);
    shogi::Side bottomSide() const { return bottom_; }
    // Widgets shown between the two cards, top to bottom; the last one takes the spare height.
    void setColumnMiddle(const QList<QWidget*>& widgets);
    // The width at which a board area of `height` pixels has no empty band beside the board.
    int widthForHeight(int height) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void arrange();
    int columnWidth() const;

    BoardWidget* board_;
    PlayerCard* cards_[2];
    QWidget* column_;
    QList<QWidget*> middle_;
    shogi::Side bottom_ = shogi::kBlack;
};

}  // namespace ui
