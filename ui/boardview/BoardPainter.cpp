#include "boardview/BoardPainter.h"

#include <algorithm>
#include <cmath>

#include "art/PieceArt.h"
#include "art/PieceImageCache.h"
#include "boardview/BoardTheme.h"
#include "boardview/MarkStyle.h"

namespace ui {

const BoardTheme& BoardPainter::theme() const { return scene_.theme ? *scene_.theme : boardThemes().front(); }

void BoardPainter::paint() {
    p_.setRenderHint(QPainter::Antialiasing);
    paintBoard();
    paintCoordinates();
    paintHighlights();
    paintPieces();
    paintFrames();
    paintHands();
    if (scene_.arrow && !scene_.arrow->empty()) paintArrow();
    const MoveEntry& entry = *scene_.entry;
    if (entry.active()) {
        paintTargets(entry.targets(), marks::kTargets);
        paintPaths();
    }
    if (scene_.studied != shogi::kNoSquare) paintTargets(*scene_.studyTargets, marks::kStudy);
    if (scene_.dragging && entry.active()) {
        // The piece follows the pointer: from the board, or from the hand (its plain face).
        const int s = layout().squareSize();
        const QRectF at(scene_.dragPos.x() - s / 2.0, scene_.dragPos.y() - s / 2.0, s, s);
        if (entry.origin() != shogi::kNoSquare) {
            const shogi::Cell c = scene_.position->cell(entry.origin());
            paintPiece(at, shogi::cellKind(c), shogi::cellSide(c));
        } else if (scene_.dropType >= 0) {
            paintPiece(at, shogi::Variant::kindOf(scene_.dropType, false), scene_.position->sideToMove());
        }
    }
}

void BoardPainter::paintBoard() {
    const QRectF board = layout().boardRect();
    p_.fillRect(board, theme().board);
    const shogi::Geometry& g = scene_.position->variant().geometry();
    const double s = layout().squareSize();
    // The grid lies on whole device pixels, a whole number of them wide, so antialiasing does
    // not smear it over two pixels: sharp lines at 100%, 150% and 200% alike.
    const qreal dpr = scene_.devicePixelRatio > 0 ? scene_.devicePixelRatio : 1.0;
    const int pixels = std::max(1, qRound(std::max(1.0, s / 40.0) * theme().gridWeight * dpr));
    const qreal centre = pixels % 2 ? 0.5 / dpr : 0.0;
    const auto snap = [dpr, centre](qreal v) { return std::floor(v * dpr) / dpr + centre; };
    p_.setPen(QPen(theme().grid, pixels / dpr, Qt::SolidLine, Qt::SquareCap));
    const qreal top = snap(board.top()), bottom = snap(board.bottom()), left = snap(board.left()), right = snap(board.right());
    for (int f = 0; f <= g.files(); ++f) {
        const qreal x = snap(board.left() + f * s);
        p_.drawLine(QPointF(x, top), QPointF(x, bottom));
    }
    for (int r = 0; r <= g.ranks(); ++r) {
        const qreal y = snap(board.top() + r * s);
        p_.drawLine(QPointF(left, y), QPointF(right, y));
    }
}

void BoardPainter::paintCoordinates() {
    const shogi::Geometry& g = scene_.position->variant().geometry();
    QFont font = p_.font();
    font.setPixelSize(layout().labelPixelSize());
    p_.setFont(font);
    p_.setPen(scene_.textColor);
    // Chess labels sit bottom and left, shogi labels top and right, as each tradition prints
    // them; the edges stay put for the viewer when the board is flipped.
    const bool chess = scene_.coordinates == CoordinateStyle::Chess;
    const bool top = !chess;
    const bool left = chess;
    for (int f = 0; f < g.files(); ++f)
        p_.drawText(layout().fileLabelRect(f, top), Qt::AlignCenter, fileLabel(scene_.coordinates, f, g.files()));
    for (int r = 0; r < g.ranks(); ++r)
        p_.drawText(layout().rankLabelRect(r, left), Qt::AlignCenter, rankLabel(scene_.coordinates, r, g.ranks()));
}

void BoardPainter::paintHighlights() {
    if (scene_.threatened)
        for (shogi::Square sq : *scene_.threatened) marks::threatened(p_, layout().squareRect(sq));
    for (shogi::Square sq : scene_.marks->lastPath) marks::lastPath(p_, layout().squareRect(sq));
    if (scene_.marks->lastFrom != shogi::kNoSquare) marks::lastMove(p_, layout().squareRect(scene_.marks->lastFrom));
    if (scene_.marks->lastTo != shogi::kNoSquare) marks::lastMove(p_, layout().squareRect(scene_.marks->lastTo));
    for (shogi::Square sq : scene_.marks->lastCaptures) marks::lastCapture(p_, layout().squareRect(sq));
    for (shogi::Square sq : scene_.marks->check) marks::check(p_, layout().squareRect(sq));
    for (shogi::Square sq : scene_.marks->flagged) marks::flagged(p_, layout().squareRect(sq));
    for (shogi::Square sq : scene_.marks->hinted) marks::selected(p_, layout().squareRect(sq));
    if (scene_.entry->active() && scene_.entry->origin() != shogi::kNoSquare) marks::selected(p_, layout().squareRect(scene_.entry->origin()));
    if (scene_.studied != shogi::kNoSquare) marks::studied(p_, layout().squareRect(scene_.studied));
}

void BoardPainter::paintFrames() {
    const BoardMarks& m = *scene_.marks;
    for (const shogi::Square sq : {m.lastFrom, m.lastTo})
        if (sq != shogi::kNoSquare) marks::lastMoveFrame(p_, layout().squareRect(sq));
    for (shogi::Square sq : m.check) marks::checkFrame(p_, layout().squareRect(sq));
    for (shogi::Square sq : m.threatenedRoyals) marks::threatenedRoyal(p_, layout().squareRect(sq));
}

void BoardPainter::paintPiece(const QRectF& rect, int kind, shogi::Side side) {
    const int size = static_cast<int>(rect.width() * 0.92);
    // Pieces point at the opponent as the viewer sees the board: on a flipped board Black's
    // pieces point down.
    const bool up = (side == shogi::kBlack) != scene_.flipped;
    const QPixmap pix = PieceImageCache::shared().pixmap(*scene_.art, scene_.position->variant(), kind, side, size, scene_.devicePixelRatio,
                                                         up ? PieceImageCache::Facing::Up : PieceImageCache::Facing::Down);
    // Whole pixels: the image is drawn 1:1, not resampled, so it stays crisp.
    p_.drawPixmap(QPoint(qRound(rect.center().x() - size / 2.0), qRound(rect.center().y() - size / 2.0)), pix);
}

void BoardPainter::paintPieces() {
    const shogi::Square lifted = scene_.dragging ? scene_.entry->origin() : shogi::kNoSquare;
    for (shogi::Square sq : scene_.position->variant().squares()) {
        const shogi::Cell c = scene_.position->cell(sq);
        if (!shogi::isPiece(c)) continue;
        if (sq == lifted) p_.setOpacity(0.35);
        paintPiece(layout().squareRect(sq), shogi::cellKind(c), shogi::cellSide(c));
        p_.setOpacity(1.0);
    }
}

void BoardPainter::paintHands() {
    if (!layout().hasHands()) return;
    QFont font = p_.font();
    font.setBold(true);
    for (shogi::Side side : {shogi::kBlack, shogi::kWhite}) {
        // Each side's pieces in hand sit on a stand of their own, as on a real board.
        const QRectF stand = layout().handStand(side);
        p_.setPen(QPen(theme().grid, 1));
        p_.setBrush(theme().stand);
        p_.drawRoundedRect(stand.adjusted(-2, -2, 2, 2), 4, 4);
        const std::vector<int> types = handTypes(*scene_.position, side);
        // The count goes in a corner the piece's point leaves free (the top corners of a
        // piece pointing up), small, so the kanji stays readable.
        const bool up = (side == shogi::kBlack) != scene_.flipped;
        for (int i = 0; i < static_cast<int>(types.size()); ++i) {
            const QRectF cell = layout().handCell(side, i);
            if (scene_.dropType == types[i] && side == scene_.position->sideToMove()) marks::selected(p_, cell);
            paintPiece(cell, shogi::Variant::kindOf(types[i], false), side);
            const int count = scene_.position->handCount(side, types[i]);
            if (count > 1) {
                const double d = std::max(12.0, cell.width() * 0.3);
                const QRectF badge(cell.right() - d, up ? cell.top() : cell.bottom() - d, d, d);
                font.setPixelSize(std::max(8, static_cast<int>(d * 0.7)));
                p_.setFont(font);
                p_.setPen(QPen(Qt::white, 1));
                p_.setBrush(QColor(170, 30, 30, 230));
                p_.drawEllipse(badge);
                p_.drawText(badge, Qt::AlignCenter, QString::number(count));
            }
        }
    }
}

void BoardPainter::paintTargets(const std::map<shogi::Square, unsigned>& targets, const QColor& color) {
    for (const auto& [sq, mark] : targets) marks::target(p_, layout().squareRect(sq), mark, color);
}

void BoardPainter::paintPaths() {
    const double s = layout().squareSize();
    if (scene_.entry->origin() != shogi::kNoSquare && !scene_.entry->clicked().empty()) {
        // The legs chosen so far.
        QPolygonF line;
        line << layout().squareCenter(scene_.entry->origin());
        for (shogi::Square sq : scene_.entry->clicked()) line << layout().squareCenter(sq);
        marks::enteredLegs(p_, line, s);
    }
    if (scene_.hover == shogi::kNoSquare || scene_.entry->origin() == shogi::kNoSquare) return;
    // Every way the pointed-at target can be reached: bent hook paths show their corner.
    for (const shogi::MovePath& path : scene_.entry->pathsThrough(scene_.hover)) {
        if (path.squares.size() < 2) continue;
        QPolygonF line;
        for (shogi::Square sq : path.squares) line << layout().squareCenter(sq);
        QList<QRectF> corners;
        for (std::size_t i = 1; i < path.waypoints.size(); ++i) corners << layout().squareRect(path.waypoints[i]);
        marks::hoverPath(p_, line, corners, s);
    }
}

void BoardPainter::paintArrow() {
    const BoardArrow& arrow = *scene_.arrow;
    const double s = layout().squareSize();
    QPolygonF points;
    if (arrow.dropType >= 0) {
        // A drop starts at its piece in hand.
        const std::vector<int> types = handTypes(*scene_.position, arrow.side);
        const auto it = std::find(types.begin(), types.end(), arrow.dropType);
        if (it != types.end()) points << layout().handCell(arrow.side, static_cast<int>(it - types.begin())).center();
    }
    for (shogi::Square sq : arrow.legs) points << layout().squareCenter(sq);
    marks::hintArrow(p_, points, s);
}

}  // namespace ui
