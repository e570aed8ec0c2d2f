#include "editor/PieceDrag.h"

#include <QDrag>
#include <QMimeData>
#include <QStringList>
#include <QWidget>

namespace ui {

QMimeData* PieceDrag::toMime() const {
    auto* mime = new QMimeData;
    const QString text = QStringLiteral("%1 %2 %3 %4").arg(kind).arg(int(side)).arg(from == shogi::kNoSquare ? -1 : int(from)).arg(handType);
    mime->setData(QString::fromLatin1(kMimeType), text.toLatin1());
    return mime;
}

std::optional<PieceDrag> PieceDrag::fromMime(const QMimeData* mime) {
    if (!mime || !mime->hasFormat(QString::fromLatin1(kMimeType))) return std::nullopt;
    const QStringList parts = QString::fromLatin1(mime->data(QString::fromLatin1(kMimeType))).split(QLatin1Char(' '));
    if (parts.size() != 4) return std::nullopt;
    PieceDrag drag;
    drag.kind = parts[0].toInt();
    drag.side = parts[1].toInt() == 1 ? shogi::kWhite : shogi::kBlack;
    const int from = parts[2].toInt();
    drag.from = from < 0 ? shogi::kNoSquare : static_cast<shogi::Square>(from);
    drag.handType = parts[3].toInt();
    return drag;
}

Qt::DropAction PieceDrag::exec(QWidget* source, const QPixmap& pixmap) const {
    auto* drag = new QDrag(source);
    drag->setMimeData(toMime());
    drag->setPixmap(pixmap);
    drag->setHotSpot(QPoint(pixmap.width(), pixmap.height()) / 2 / pixmap.devicePixelRatio());
    return drag->exec(Qt::MoveAction | Qt::CopyAction, Qt::MoveAction);
}

}  // namespace ui
