#pragma once
// Answers the board's questions with dialogs (the window's MoveChooser).

#include "boardview/MoveChooser.h"

namespace ui {

class PieceArt;

class DialogMoveChooser : public MoveChooser {
public:
    void setPieceArt(const PieceArt* art) { art_ = art; }
    std::optional<int> chooseFace(QWidget* parent, const shogi::Variant& variant, shogi::Side side,
                                  const std::vector<int>& kinds, bool promotion) override;
    bool confirmExposure(QWidget* parent, const QString& moveText) override;
    bool confirmPass(QWidget* parent, const QString& moveText) override;

private:
    const PieceArt* art_ = nullptr;
};

}  // namespace ui
