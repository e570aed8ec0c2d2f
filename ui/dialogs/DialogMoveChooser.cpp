#include "dialogs/DialogMoveChooser.h"

#include <QCoreApplication>
#include <QMessageBox>

#include "art/PieceSets.h"
#include "dialogs/FaceChoiceDialog.h"
#include "dialogs/QuestionWatch.h"

namespace ui {
namespace {

// A yes/no question asked while a move is entered: the player's clock runs on under it.
bool askDuringMove(QWidget* parent, const QString& title, const QString& text) {
    QMessageBox box(QMessageBox::Question, title, text, QMessageBox::Yes | QMessageBox::No, parent);
    box.setDefaultButton(QMessageBox::No);
    box.setProperty(QuestionWatch::kPartOfMove, true);
    return box.exec() == QMessageBox::Yes;
}

}  // namespace

std::optional<int> DialogMoveChooser::chooseFace(QWidget* parent, const shogi::Variant& variant, shogi::Side side,
                                                 const std::vector<int>& kinds, bool promotion) {
    FaceChoiceDialog dialog(art_ ? *art_ : *pieceSets().front(), variant, side, kinds, promotion, parent);
    dialog.setProperty(QuestionWatch::kPartOfMove, true);
    if (dialog.exec() != QDialog::Accepted) return std::nullopt;
    return dialog.chosenKind();
}

bool DialogMoveChooser::confirmExposure(QWidget* parent, const QString& moveText) {
    const QString title = QCoreApplication::translate("ui::DialogMoveChooser", "Leave your royal capturable?");
    const QString text = QCoreApplication::translate("ui::DialogMoveChooser",
                                                     "After %1 your opponent can capture your last royal piece "
                                                     "and win. Play it anyway?")
                             .arg(moveText);
    return askDuringMove(parent, title, text);
}

bool DialogMoveChooser::confirmPass(QWidget* parent, const QString& moveText) {
    const QString title = QCoreApplication::translate("ui::DialogMoveChooser", "Pass?");
    const QString text = QCoreApplication::translate("ui::DialogMoveChooser",
                                                     "Pass this turn (%1)? The piece stays where it is. "
                                                     "Press Esc or right-click to put a piece down instead.")
                             .arg(moveText);
    return askDuringMove(parent, title, text);
}

}  // namespace ui
