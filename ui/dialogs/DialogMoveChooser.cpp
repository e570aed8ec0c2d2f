#include "dialogs/DialogMoveChooser.h"

#include <QCoreApplication>
#include <QMessageBox>

#include "art/PieceSets.h"
#include "dialogs/FaceChoiceDialog.h"

namespace ui {

std::optional<int> DialogMoveChooser::chooseFace(QWidget* parent, const shogi::Variant& variant, shogi::Side side,
                                                 const std::vector<int>& kinds, bool promotion) {
    FaceChoiceDialog dialog(art_ ? *art_ : *pieceSets().front(), variant, side, kinds, promotion, parent);
    if (dialog.exec() != QDialog::Accepted) return std::nullopt;
    return dialog.chosenKind();
}

bool DialogMoveChooser::confirmExposure(QWidget* parent, const QString& moveText) {
    const QString title = QCoreApplication::translate("ui::DialogMoveChooser", "Leave your royal capturable?");
    const QString text = QCoreApplication::translate("ui::DialogMoveChooser",
                                                     "After %1 your opponent can capture your last royal piece "
                                                     "and win. Play it anyway?")
                             .arg(moveText);
    return QMessageBox::question(parent, title, text, QMessageBox::Yes | QMessageBox::No, QMessageBox::No) ==
           QMessageBox::Yes;
}

bool DialogMoveChooser::confirmPass(QWidget* parent, const QString& moveText) {
    const QString title = QCoreApplication::translate("ui::DialogMoveChooser", "Pass?");
    const QString text = QCoreApplication::translate("ui::DialogMoveChooser",
                                                     "Pass this turn (%1)? The piece stays where it is. "
                                                     "Press Esc or right-click to put a piece down instead.")
                             .arg(moveText);
    return QMessageBox::question(parent, title, text, QMessageBox::Yes | QMessageBox::No, QMessageBox::No) ==
           QMessageBox::Yes;
}

}  // namespace ui
