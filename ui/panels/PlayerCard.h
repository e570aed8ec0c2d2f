#pragma once
// One side's player beside the board: a turn marker, the side and the player's
// name, what kind of player it is (Human, Computer and its level), and the side's clock with
// a line on its time control. The card of the side to move is marked; a clock running low
// turns red.

#include <QFrame>

#include "variants/Variant.h"

class QLabel;

namespace ui {

class PlayerCard : public QFrame {
    Q_OBJECT

public:
    explicit PlayerCard(shogi::Side side, QWidget* parent = nullptr);

    shogi::Side side() const { return side_; }
    // `name` may be empty; `kind` is "Human" or "Computer (Beginner)".
    void setPlayer(const QString& name, const QString& kind);
    void setToMove(bool toMove);
    bool toMove() const { return toMove_; }
    // An empty face hides the clock (untimed games).
    void setClock(const QString& face, const QString& caption, bool low);
    // "Paused" or "Thinking…" under the player, or nothing.
    void setNote(const QString& note);

    // For tests: what the card says.
    QString titleText() const;
    QString kindText() const;
    QString clockText() const;
    QString noteText() const;

protected:
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void updateTitle();
    void updateStyle();

    shogi::Side side_;
    QString name_;
    bool toMove_ = false;
    bool low_ = false;
    QLabel* title_;
    QLabel* kind_;
    QLabel* clock_;
    QLabel* caption_;
    QLabel* note_;
};

}  // namespace ui
