#pragma once
// Shows the last piece clicked: its names, Betza, promoted form and a move diagram; below,
// a link to the rules of the variant.

#include <QWidget>

#include "variants/Variant.h"

class QLabel;

namespace ui {

class MoveDiagram;
class PieceArt;

class PiecePanel : public QWidget {
    Q_OBJECT

public:
    explicit PiecePanel(QWidget* parent = nullptr);

    void setPieceArt(const PieceArt* art);
    // The variant played: the panel links to its rules.
    void setVariant(const shogi::Variant& variant);
    void showPiece(const shogi::Variant& variant, int kind);
    void clear();

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
    QLabel* image_;
    QLabel* text_;
    MoveDiagram* diagram_;
    QLabel* rules_;
    const shogi::Variant* rulesVariant_ = nullptr;
};

}  // namespace ui
