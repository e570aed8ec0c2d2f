#pragma once
// The questions the board asks the player while a move is entered. The window answers them
// with dialogs; tests answer them from a script, so clicks can be simulated without a
// modal dialog blocking the test.

#include <QString>
#include <optional>
#include <vector>

#include "variants/Variant.h"

class QWidget;

namespace ui {

class MoveChooser {
public:
    virtual ~MoveChooser() = default;
    // Which of these faces (kinds of `variant`, for `side`)? nullopt cancels the move.
    // `promotion` tells a promotion choice from a choice of the face to drop.
    virtual std::optional<int> chooseFace(QWidget* parent, const shogi::Variant& variant, shogi::Side side,
                                          const std::vector<int>& kinds, bool promotion) = 0;
    // The move leaves the player's last royal capturable: play it anyway?
    virtual bool confirmExposure(QWidget* parent, const QString& moveText) = 0;
    // A click on the selected piece itself offers its pass; asked so that a habit of
    // clicking a piece again to put it down never passes a turn by accident.
    virtual bool confirmPass(QWidget* parent, const QString& moveText) = 0;
};

}  // namespace ui
