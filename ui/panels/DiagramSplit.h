#pragma once
// Shares a panel between a square move diagram, a heading (the piece's names) and the words
// about the move: the diagram as large as the panel allows with room left for the words,
// beside the heading and the words when the panel is wide, between the heading and the words
// when it is tall. The whole diagram is always in view, whatever size the panel is given;
// only the words scroll. Lays its children out itself, so that the diagram's size never asks
// the panel to grow.

#include <QWidget>

namespace ui {

class DiagramSplit : public QWidget {
    Q_OBJECT

public:
    // Takes the widgets as children; `heading` may be null.
    DiagramSplit(QWidget* diagram, QWidget* words, QWidget* heading = nullptr, QWidget* parent = nullptr);

    bool sideBySide() const { return sideBySide_; }
    // The diagram's side at the current size.
    int diagramSide() const { return side_; }
    // Lays the children out again (the heading's text changed).
    void relayout() { place(); }

    QSize sizeHint() const override { return {300, 460}; }
    QSize minimumSizeHint() const override { return {150, 150}; }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void place();
    int headingHeight(int width) const;

    QWidget* diagram_;
    QWidget* words_;
    QWidget* heading_;
    bool sideBySide_ = false;
    int side_ = 0;
};

}  // namespace ui
