#pragma once
// A piece carried by drag and drop inside the position editor: from the palette, from a
// square of the board or from a hand, to a square or a hand (or off the board: removed).

#include <QPixmap>
#include <optional>

#include "position/Position.h"

class QMimeData;
class QWidget;

namespace ui {

struct PieceDrag {
    int kind = -1;
    shogi::Side side = shogi::kBlack;
    shogi::Square from = shogi::kNoSquare;  // the square it was lifted from, if any
    int handType = -1;                      // the hand type it was taken from, if any

    static constexpr const char* kMimeType = "application/x-large-shogi-piece";
    QMimeData* toMime() const;
    static std::optional<PieceDrag> fromMime(const QMimeData* mime);
    // Runs the drag (the pixmap follows the pointer) and returns what the target did:
    // Qt::IgnoreAction when the piece was let go where nothing took it.
    Qt::DropAction exec(QWidget* source, const QPixmap& pixmap) const;
};

}  // namespace ui
