#pragma once
// Shares a panel between a square move diagram and the words about it: the diagram as large
// as the panel allows with room left for the words, beside them when the panel is wide,
// above them when it is tall. The whole diagram is always in view, whatever size the panel
// is given; only the words scroll. Lays its two children out itself, so that the
// diagram's size never asks the panel to grow.

#include <QWidget>

namespace ui {

class DiagramSplit : public QWidget {
    Q_OBJECT

public:
    // Takes both widgets as children.
    DiagramSplit(QWidget* diagram, QWidget* words, QWidget* parent = nullptr);

    bool sideBySide() const { return sideBySide_; }
    // The diagram's side at the current size.
    int diagramSide() const { return side_; }

    QSize sizeHint() const override { return {300, 460}; }
    QSize minimumSizeHint() const override { return {150, 150}; }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void place();

    QWidget* diagram_;
    QWidget* words_;
    bool sideBySide_ = false;
    int side_ = 0;
};

}  // namespace ui
