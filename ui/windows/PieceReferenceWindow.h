#pragma once
// Every face of the current variant, each once (a promoted face shared by several pieces is
// one card that lists them): a card per face with its names, what it promotes to, its move
// diagram and its move in words (ReferenceCard), in as many columns as the window is wide.
// Above the cards a search field (names, kanji, reading, code, as you type) and a choice of
// the kind of move (ReferenceFilter); beside them an index of the faces shown, by name. The
// legend of the marks the diagrams use heads the cards. Ctrl+F goes to the search field,
// Down from there to the index, Enter shows the card chosen; Esc closes the window.

#include <QWidget>
#include <vector>

#include "study/Faces.h"
#include "windows/ReferenceFilter.h"

class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QScrollArea;

namespace ui {

class DiagramLegend;
class MoveDiagram;
class PieceArt;
class ReferenceCard;

class PieceReferenceWindow : public QWidget {
    Q_OBJECT

public:
    explicit PieceReferenceWindow(QWidget* parent = nullptr);

    void showVariant(const shogi::Variant& variant, const PieceArt* art);
    // What is shown; the controls follow.
    void setFilter(const ReferenceFilter& filter);
    const ReferenceFilter& filter() const { return filter_; }
    // The faces of the variant (shogi::variantFaces) and those shown now, in the cards' order.
    const std::vector<shogi::Face>& faces() const { return faces_; }
    std::vector<int> shownFaces() const;
    // Brings a face's card into view and marks it (also when the filter hides it: the filter
    // is cleared then).
    void showFace(int face);
    int currentFace() const { return current_; }
    // Number of cards: one per face.
    int entryCount() const { return static_cast<int>(faces_.size()); }
    // The diagrams, one per face, in the order of faces().
    const std::vector<MoveDiagram*>& diagrams() const { return diagrams_; }
    int columnCount() const { return columns_; }
    // True when the card is fully inside the visible part of the list.
    bool cardInView(int face) const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QWidget* createControls();
    void retranslateControls();
    void fillTargets();
    void applyFilter();
    void fillIndex(const std::vector<int>& shown);
    void placeCards(bool force);
    int fittingColumns() const;
    void showLarge(int face);

    const shogi::Variant* variant_ = nullptr;
    const PieceArt* art_ = nullptr;
    std::vector<shogi::Face> faces_;
    ReferenceFilter filter_;
    QLineEdit* search_;
    QComboBox* kind_;
    QComboBox* target_;
    QLabel* count_;
    QListWidget* index_;
    QScrollArea* scroll_;
    QLabel* nothing_ = nullptr;
    DiagramLegend* legend_ = nullptr;
    QLabel* legendTitle_ = nullptr;
    QGridLayout* grid_ = nullptr;
    std::vector<ReferenceCard*> cards_;
    std::vector<MoveDiagram*> diagrams_;
    int columns_ = 0;
    int current_ = -1;
    bool filling_ = false;  // the controls are being set: their signals change nothing
};

}  // namespace ui
