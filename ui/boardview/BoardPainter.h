#pragma once
// Draws one state of the board widget: board, coordinates, highlights, pieces, hands, the
// marks of the move being entered or the piece being studied, and the paths pointed at.
// Kept apart from BoardWidget so the widget file is about input only.

#include <QColor>
#include <QPainter>
#include <map>

#include "boardview/BoardArrow.h"
#include "boardview/BoardLayout.h"
#include "boardview/BoardMarks.h"
#include "boardview/CoordinateLabels.h"
#include "boardview/MoveEntry.h"

namespace ui {

class PieceArt;
struct BoardTheme;

// Everything the painter reads; owned by the widget for the duration of a paint event.
struct BoardScene {
    const shogi::Position* position = nullptr;
    const BoardLayout* layout = nullptr;
    const PieceArt* art = nullptr;
    const BoardTheme* theme = nullptr;  // nullptr: the default (wood)
    bool flipped = false;
    CoordinateStyle coordinates = CoordinateStyle::Chess;
    const BoardMarks* marks = nullptr;
    const BoardArrow* arrow = nullptr;  // the hint or analysis arrow; nullptr or empty: none
    const MoveEntry* entry = nullptr;
    int dropType = -1;
    shogi::Square studied = shogi::kNoSquare;
    const std::map<shogi::Square, unsigned>* studyTargets = nullptr;
    const std::vector<shogi::Square>* threatened = nullptr;  // threat display, nullptr when off
    shogi::Square hover = shogi::kNoSquare;
    bool dragging = false;
    QPoint dragPos;
    QColor textColor;
    qreal devicePixelRatio = 1.0;
};

class BoardPainter {
public:
    BoardPainter(QPainter& painter, const BoardScene& scene) : p_(painter), scene_(scene) {}
    void paint();

private:
    const BoardLayout& layout() const { return *scene_.layout; }
    const BoardTheme& theme() const;
    void paintBoard();
    void paintCoordinates();
    void paintHighlights();
    void paintFrames();  // marks over the pieces: last move, royals in check or attacked
    void paintPieces();
    void paintHands();
    void paintTargets(const std::map<shogi::Square, unsigned>& targets, const QColor& color);
    void paintPaths();
    void paintArrow();
    void paintPiece(const QRectF& rect, int kind, shogi::Side side);

    QPainter& p_;
    const BoardScene& scene_;
};

}  // namespace ui
