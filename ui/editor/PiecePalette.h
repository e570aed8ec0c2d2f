#pragma once
// The spare pieces of the position editor: every face of every piece of the variant, each
// unpromoted face with its promoted face beside it, grouped (royals, the pieces of the start
// position, the rest), for the side chosen at the top, drawn with the current piece set.
// Clicking a piece makes it the brush that clicks on the board place; dragging one takes it
// to the board. The eraser makes clicks remove pieces. Names are in tooltips and under the
// groups; there is room for Maka Dai Dai's hundred faces: the list scrolls and wraps.

#include <QWidget>

#include "variants/Variant.h"

class QAbstractButton;
class QButtonGroup;
class QLabel;
class QScrollArea;
class QToolButton;

namespace ui {

class PieceArt;

class PiecePalette : public QWidget {
    Q_OBJECT

public:
    explicit PiecePalette(QWidget* parent = nullptr);

    void setVariant(const shogi::Variant& variant, const PieceArt* art);
    shogi::Side side() const { return side_; }
    void setSide(shogi::Side side);
    // The face clicks place (-1 when none or the eraser is chosen), for side().
    int brushKind() const { return brushKind_; }
    bool eraser() const;
    void chooseKind(int kind);
    void chooseEraser();

    // For tests: the button of a face, and how many faces the palette offers.
    QAbstractButton* buttonFor(int kind) const;
    int faceCount() const;

signals:
    void brushChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    void updateIcons();
    void updateBrushLabel();
    QToolButton* faceButton(int kind, QWidget* parent);

    const shogi::Variant* variant_ = nullptr;
    const PieceArt* art_ = nullptr;
    shogi::Side side_ = shogi::kBlack;
    int brushKind_ = -1;
    QToolButton* sideButtons_[2];
    QToolButton* eraser_;
    QLabel* brushLabel_;
    QScrollArea* scroll_;
    QButtonGroup* group_;
    std::vector<std::pair<int, QToolButton*>> buttons_;  // face kind, its button
};

}  // namespace ui
