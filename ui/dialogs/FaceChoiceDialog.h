#pragma once
// Asks which face a piece should show: promote or not, or which face to drop in Micro.

#include <QDialog>

#include "variants/Variant.h"

namespace ui {

class PieceArt;

class FaceChoiceDialog : public QDialog {
    Q_OBJECT

public:
    FaceChoiceDialog(const PieceArt& art, const shogi::Variant& variant, shogi::Side side, const std::vector<int>& kinds,
                     bool promotion, QWidget* parent = nullptr);
    // The face picked (a kind of the variant); valid after exec() returned Accepted.
    int chosenKind() const { return chosen_; }

private:
    int chosen_ = -1;
};

}  // namespace ui
