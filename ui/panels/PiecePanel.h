#pragma once
// Shows the last piece clicked: its names and promotion, its move in words (with its Betza,
// smaller), a move diagram turned the way the piece faces and the diagram's legend; below, a
// link to the rules of the variant. The content scrolls when the dock is short.

#include <QWidget>

#include "variants/Variant.h"

class QLabel;
class QScrollArea;

namespace ui {

class DiagramLegend;
class MoveDiagram;
class PieceArt;

class PiecePanel : public QWidget {
    Q_OBJECT

public:
    explicit PiecePanel(QWidget* parent = nullptr);

    void setPieceArt(const PieceArt* art);
    // The variant played: the panel links to its rules.
    void setVariant(const shogi::Variant& variant);
    // `side`: whose piece it is; White's diagram is turned (forward is down) and says so.
    void showPiece(const shogi::Variant& variant, int kind, shogi::Side side = shogi::kBlack);
    void clear();

    const MoveDiagram* diagram() const { return diagram_; }
    // Room for the names, the words and a diagram of useful size: the dock asks for it.
    QSize sizeHint() const override { return {300, 640}; }

signals:
    // The "Rules of <variant>" link was clicked.
    void rulesRequested(const QString& variantId);

protected:
    void changeEvent(QEvent* event) override;

private:
    void updateRulesLink();

    const PieceArt* art_ = nullptr;
    const shogi::Variant* variant_ = nullptr;
    int kind_ = -1;
    shogi::Side side_ = shogi::kBlack;
    QScrollArea* scroll_;
    QLabel* image_;
    QLabel* heading_;
    QLabel* moves_;
    MoveDiagram* diagram_;
    QLabel* facing_;
    DiagramLegend* legend_;
    QLabel* rules_;
    const shogi::Variant* rulesVariant_ = nullptr;
};

}  // namespace ui
