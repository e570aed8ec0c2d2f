#pragma once
// Every piece of the current variant, promoted forms included, each with its move diagram.

#include <QWidget>

#include "variants/Variant.h"

class QScrollArea;

namespace ui {

class PieceArt;

class PieceReferenceWindow : public QWidget {
    Q_OBJECT

public:
    explicit PieceReferenceWindow(QWidget* parent = nullptr);

    void showVariant(const shogi::Variant& variant, const PieceArt* art);
    // Number of pieces listed (for tests).
    int entryCount() const { return entries_; }

private:
    QScrollArea* scroll_;
    int entries_ = 0;
};

}  // namespace ui
