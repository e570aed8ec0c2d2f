#pragma once
// The legend of a move diagram: each kind of mark drawn (DiagramMarks.h), as the diagram
// draws it, with what it means. The piece panel shows the marks of its diagram; the piece
// reference shows every mark its diagrams use.

#include <QWidget>
#include <vector>

#include "panels/DiagramMarks.h"

class QGridLayout;

namespace ui {

class DiagramLegend : public QWidget {
    Q_OBJECT

public:
    explicit DiagramLegend(QWidget* parent = nullptr);

    // The entries, in rows of `columns` entries.
    void setKinds(const std::vector<MarkKind>& kinds, int columns = 1);
    const std::vector<MarkKind>& kinds() const { return kinds_; }

    // What a mark means, in the language shown.
    static QString meaning(MarkKind kind);
    // The mark as the diagram draws it, `height` pixels high (twice as wide).
    static QPixmap icon(MarkKind kind, int height, qreal devicePixelRatio);

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();

    std::vector<MarkKind> kinds_;
    int columns_ = 1;
    QGridLayout* grid_;
};

}  // namespace ui
