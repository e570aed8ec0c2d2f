#pragma once
// A small picture of where a piece can go, on an otherwise empty board of its variant
// (cropped to the squares it reaches, so a step mover stays readable on a 19x19 board).
// The squares are core's answer (shogi::reachOnEmptyBoard): where the piece moves on an empty
// board, and where it captures a lone enemy standing on that square. A filled dot means both,
// a hollow dot moving only, a red ring capturing only.

#include <QWidget>
#include <map>

#include "variants/Variant.h"

namespace ui {

class PieceArt;

class MoveDiagram : public QWidget {
    Q_OBJECT

public:
    explicit MoveDiagram(QWidget* parent = nullptr);

    // kind -1 clears the diagram.
    void setPiece(const PieceArt* art, const shogi::Variant* variant, int kind);

    // Where the diagram puts the piece: the middle of the board.
    static shogi::Square centre(const shogi::Variant& variant);

    QSize sizeHint() const override { return {200, 200}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QRect shownArea() const;  // the files (x) and ranks (y) drawn

    const PieceArt* art_ = nullptr;
    const shogi::Variant* variant_ = nullptr;
    int kind_ = -1;
    std::map<shogi::Square, unsigned> marks_;
};

}  // namespace ui
