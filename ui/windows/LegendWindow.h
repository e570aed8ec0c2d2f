#pragma once
// The legend (View > Legend): every mark the board draws, each drawn by the board's own mark
// style (boardview/MarkStyle.h) on a sample square at the smallest size boards use (34 px) and
// a larger one, with what it means.

#include <QWidget>

#include "variants/Variant.h"

class QScrollArea;

namespace ui {

class PieceArt;

class LegendWindow : public QWidget {
    Q_OBJECT

public:
    explicit LegendWindow(QWidget* parent = nullptr);
    // Samples show pieces of `variant` in `art`.
    void showVariant(const shogi::Variant& variant, const PieceArt* art);
    // Number of marks explained (for tests).
    int entryCount() const { return entries_; }

protected:
    void changeEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void rebuild();

    QScrollArea* scroll_;
    const shogi::Variant* variant_ = nullptr;
    const PieceArt* art_ = nullptr;
    int entries_ = 0;
};

}  // namespace ui
