#pragma once
// Shows the last piece clicked: its names and promotion, then the whole move diagram, turned
// the way the piece faces and scaled to the panel, with its move in words (the Betza
// smaller) and the diagram's legend beside or under it (DiagramSplit); only the words
// scroll. A click on the diagram opens it large (DiagramWindow). Below, a link to the rules
// of the variant.

#include <QWidget>

#include "variants/Variant.h"

class QLabel;
class QScrollArea;

namespace ui {

class DiagramLegend;
class DiagramSplit;
class DiagramWindow;
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
    // Opens the diagram shown in a window of its own, large (a click on the diagram does
    // this); nullptr when no piece is shown.
    DiagramWindow* showLarge();

    const MoveDiagram* diagram() const { return diagram_; }
    const DiagramSplit* split() const { return split_; }
    QSize sizeHint() const override { return {300, 640}; }
    QSize minimumSizeHint() const override { return {160, 200}; }

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
    QLabel* image_;
    QLabel* heading_;
    MoveDiagram* diagram_;
    QScrollArea* words_;
    QLabel* moves_;
    QLabel* facing_;
    DiagramLegend* legend_;
    DiagramSplit* split_ = nullptr;
    QLabel* rules_;
    const shogi::Variant* rulesVariant_ = nullptr;
};

}  // namespace ui
