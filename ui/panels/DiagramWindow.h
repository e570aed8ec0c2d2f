#pragma once
// A move diagram large, in a window of its own (the piece panel opens it with a click on its
// diagram): the diagram as large as the window, and beside it the parts of the move in
// words. Choosing a part draws it alone, the others faint, so that in a dense diagram (the
// Lion Dog's lines over the Lion's area in the Furious Fiend, a hook mover's bends) each
// part can be told from the others; the legend then shows the marks of that part.

#include <QWidget>

#include "variants/Variant.h"

class QLabel;
class QListWidget;

namespace ui {

class DiagramLegend;
class MoveDiagram;
class PieceArt;

class DiagramWindow : public QWidget {
    Q_OBJECT

public:
    explicit DiagramWindow(QWidget* parent = nullptr);

    // Shows the face large in `owner`'s diagram window (made the first time), raised.
    static DiagramWindow* showFor(QWidget* owner, const PieceArt* art, const shogi::Variant& variant, int kind,
                                  shogi::Side side = shogi::kBlack);

    void showPiece(const PieceArt* art, const shogi::Variant& variant, int kind, shogi::Side side);
    // Draws one part alone (an index into the piece's parts), or the whole move (-1).
    void showPart(int part);

    const MoveDiagram* diagram() const { return diagram_; }
    int partCount() const;

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fillParts();
    void fitParts();

    QLabel* heading_;
    MoveDiagram* diagram_;
    QListWidget* parts_;
    DiagramLegend* legend_;
    QLabel* facing_;
};

}  // namespace ui
