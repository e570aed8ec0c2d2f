#include "boardview/SquareQueryPopup.h"

#include <QGuiApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QScreen>
#include <QVBoxLayout>

#include "boardview/CoordinateLabels.h"
#include "language/DisplayNames.h"
#include "movegen/Reach.h"

namespace ui {
namespace {

QString sideLabel(shogi::Side side) {
    return side == shogi::kBlack ? SquareQueryPopup::tr("Black (sente)") : SquareQueryPopup::tr("White (gote)");
}

// How one piece gets there, in the words of the square's state.
QString how(const shogi::SquareVisitor& v, shogi::Side side, shogi::Cell target) {
    if (v.from == shogi::kNoSquare) return SquareQueryPopup::tr("drop from hand");
    if (shogi::ownedBy(target, side)) return SquareQueryPopup::tr("protects");
    if (shogi::isPiece(target)) return SquareQueryPopup::tr("captures");
    if (v.moves && v.captures) return SquareQueryPopup::tr("moves there, attacks");
    return v.moves ? SquareQueryPopup::tr("moves there") : SquareQueryPopup::tr("attacks");
}

}  // namespace

SquareQueryPopup::SquareQueryPopup(QWidget* board) : QFrame(board, Qt::ToolTip), label_(new QLabel(this)) {
    setFrameShape(QFrame::Box);
    setObjectName(QStringLiteral("squareQueryPopup"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->addWidget(label_);
    label_->setTextFormat(Qt::RichText);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    label_->setForegroundRole(QPalette::ToolTipText);
}

QString SquareQueryPopup::describe(const shogi::Position& position, shogi::Square sq) {
    const shogi::Variant& v = position.variant();
    const shogi::Cell target = position.cell(sq);
    const QString square = squareLabel(v.geometry(), sq);
    QString html = QStringLiteral("<b>") + tr("Pieces that can go to %1").arg(square) + QStringLiteral("</b>");
    if (shogi::isPiece(target))
        html += QStringLiteral("<br>") + tr("%1 stands there (%2)")
                                             .arg(pieceName(v.faceType(shogi::cellKind(target))).toHtmlEscaped(),
                                                  sideLabel(shogi::cellSide(target)));
    const shogi::SquareVisitors visitors = shogi::movesTo(position, sq);
    for (shogi::Side side : {shogi::kBlack, shogi::kWhite}) {
        html += QStringLiteral("<br><u>") + sideLabel(side) + QStringLiteral("</u>");
        if (visitors.side[side].empty()) html += QStringLiteral("<br>&nbsp;&nbsp;") + tr("none");
        for (const shogi::SquareVisitor& visitor : visitors.side[side]) {
            const QString name = pieceName(v.faceType(visitor.kind)).toHtmlEscaped();
            const QString where = visitor.from == shogi::kNoSquare ? tr("in hand")
                                                                   : squareLabel(v.geometry(), visitor.from);
            html += QStringLiteral("<br>&nbsp;&nbsp;") +
                    tr("%1 %2: %3", "piece name, its square, how it gets there").arg(name, where, how(visitor, side, target));
        }
    }
    return html;
}

QString SquareQueryPopup::showFor(const shogi::Position& position, shogi::Square sq, QPoint globalPos) {
    const QString text = describe(position, sq);
    label_->setText(text);
    adjustSize();
    // Kept on the screen the square is on.
    QPoint at = globalPos;
    if (const QScreen* screen = QGuiApplication::screenAt(globalPos)) {
        const QRect area = screen->availableGeometry();
        at.setX(std::min(at.x(), area.right() - width()));
        at.setY(std::min(at.y(), area.bottom() - height()));
    }
    move(at);
    show();
    raise();
    return text;
}

void SquareQueryPopup::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape) hide();
    else QFrame::keyPressEvent(event);
}

}  // namespace ui
