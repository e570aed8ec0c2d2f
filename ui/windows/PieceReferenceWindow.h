#pragma once
// Every piece of the current variant: a card per piece with its face and, beside it, its
// promoted face, each with names, move diagram and move in words; the legend of the marks
// the diagrams use at the top. Cards fill as many columns as the window is wide.

#include <QWidget>
#include <vector>

#include "variants/Variant.h"

class QGridLayout;
class QScrollArea;

namespace ui {

class DiagramLegend;
class MoveDiagram;
class PieceArt;

class PieceReferenceWindow : public QWidget {
    Q_OBJECT

public:
    explicit PieceReferenceWindow(QWidget* parent = nullptr);

    void showVariant(const shogi::Variant& variant, const PieceArt* art);
    // Number of piece types listed, each type once however many faces show it (for tests).
    int entryCount() const { return entries_; }
    // The diagrams shown, one per face, in order: a piece's face, then its promoted face.
    const std::vector<MoveDiagram*>& diagrams() const { return diagrams_; }
    int columnCount() const { return columns_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QWidget* faceColumn(const shogi::Variant& variant, int kind, QWidget* parent);
    void placeCards();
    int fittingColumns() const;

    QScrollArea* scroll_;
    const shogi::Variant* variant_ = nullptr;
    const PieceArt* art_ = nullptr;
    DiagramLegend* legend_ = nullptr;
    QGridLayout* grid_ = nullptr;
    std::vector<QWidget*> cards_;
    std::vector<MoveDiagram*> diagrams_;
    int columns_ = 0;
    int entries_ = 0;
};

}  // namespace ui
