#include "BoardWidget.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

#include "MoveChooser.h"
#include "PieceArt.h"
#include "PieceImageCache.h"
#include "PieceSets.h"

namespace ui {
namespace {

const QColor kWood(0xe9, 0xc9, 0x8b);
const QColor kGrid(0x5a, 0x40, 0x20);
const QColor kLastMove(255, 220, 60, 110);
const QColor kLastPath(255, 220, 60, 60);
const QColor kCaptured(220, 60, 40, 90);
const QColor kCheck(230, 0, 0, 150);
const QColor kSelected(60, 170, 60, 120);
const QColor kTargets(20, 110, 40);
const QColor kStudy(110, 50, 170);
const QColor kPath(30, 90, 220);
const QColor kHoverPath(230, 120, 0);

}  // namespace

BoardWidget::BoardWidget(QWidget* parent) : QWidget(parent), art_(pieceSets().front()) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

QSize BoardWidget::sizeHint() const { return {720, 720}; }
QSize BoardWidget::minimumSizeHint() const { return {240, 240}; }

void BoardWidget::setPosition(const shogi::Position& position, const BoardMarks& marks) {
    const bool sameVariant = position_ && &position_->variant() == &position.variant();
    position_ = position;
    marks_ = marks;
    cancelEntry();
    if (!sameVariant) relayout();
    update();
}

void BoardWidget::setGame(const shogi::Game* game) {
    game_ = game;
    cancelEntry();
}

void BoardWidget::setPieceArt(const PieceArt* art) {
    art_ = art ? art : pieceSets().front();
    update();
}

void BoardWidget::setFlipped(bool flipped) {
    flipped_ = flipped;
    relayout();
    update();
}

void BoardWidget::setCoordinateStyle(CoordinateStyle style) {
    coordinates_ = style;
    update();
}

void BoardWidget::cancelEntry() {
    entry_.clear();
    dropType_ = -1;
    studied_ = shogi::kNoSquare;
    studyTargets_.clear();
    dragCandidate_ = dragging_ = false;
    update();
}

void BoardWidget::relayout() {
    if (!position_) return;
    const shogi::Variant& v = position_->variant();
    layout_ = BoardLayout(size(), v.geometry().files(), v.geometry().ranks(), v.rules().drops, flipped_);
}

void BoardWidget::resizeEvent(QResizeEvent*) { relayout(); }

QPoint BoardWidget::squarePoint(shogi::Square sq) const { return layout_.squareCenter(sq).toPoint(); }

QPoint BoardWidget::handPoint(shogi::Side side, int type) const {
    const std::vector<int> types = handTypes(side);
    const auto it = std::find(types.begin(), types.end(), type);
    if (it == types.end()) return {};
    return layout_.handCell(side, static_cast<int>(it - types.begin())).center().toPoint();
}

bool BoardWidget::playable(shogi::Side owner) const {
    return game_ && position_ && !game_->result().over() && game_->sideToMove() == owner;
}

std::vector<int> BoardWidget::handTypes(shogi::Side side) const {
    std::vector<int> types;
    if (!position_ || !position_->variant().rules().drops) return types;
    for (int t = 0; t < position_->variant().typeCount(); ++t)
        if (position_->handCount(side, t) > 0) types.push_back(t);
    return types;
}

// ---- input ---------------------------------------------------------------------------

void BoardWidget::mousePressEvent(QMouseEvent* event) {
    if (!position_) return;
    if (event->button() == Qt::RightButton) {
        cancelEntry();
        return;
    }
    if (event->button() != Qt::LeftButton) return;
    const QPointF p = event->position();
    shogi::Side side = shogi::kBlack;
    if (const int cell = layout_.handCellAt(p, side); cell >= 0) {
        clickHand(side, cell);
        return;
    }
    const shogi::Square sq = layout_.squareAt(p);
    if (sq == shogi::kNoSquare) {
        cancelEntry();
        return;
    }
    pressPos_ = event->position().toPoint();
    clickSquare(sq, event->modifiers());
}

void BoardWidget::mouseMoveEvent(QMouseEvent* event) {
    const shogi::Square sq = layout_.squareAt(event->position());
    if (dragCandidate_ && (event->buttons() & Qt::LeftButton) &&
        (event->position().toPoint() - pressPos_).manhattanLength() >= QApplication::startDragDistance())
        dragging_ = true;
    if (dragging_) dragPos_ = event->position().toPoint();
    if (sq != hover_ || dragging_) {
        hover_ = sq;
        update();
    }
}

void BoardWidget::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return;
    const bool dropped = dragging_;
    dragCandidate_ = dragging_ = false;
    if (dropped) {
        // Dropping a dragged piece is a click on the square it lands on; back on its own
        // square it stays selected, so the move can still be finished by clicks.
        const shogi::Square sq = layout_.squareAt(event->position());
        if (sq != shogi::kNoSquare && entry_.active() && sq != entry_.origin()) clickSquare(sq, Qt::NoModifier);
        update();
    }
}

void BoardWidget::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape) {
        cancelEntry();
        return;
    }
    QWidget::keyPressEvent(event);
}

void BoardWidget::leaveEvent(QEvent*) {
    hover_ = shogi::kNoSquare;
    update();
}

void BoardWidget::clickSquare(shogi::Square sq, Qt::KeyboardModifiers modifiers) {
    const shogi::Cell cell = position_->cell(sq);
    const bool studyKey = modifiers & (Qt::ControlModifier | Qt::ShiftModifier);
    if (entry_.active() && !studyKey) {
        const auto targets = entry_.targets();
        const bool offered = targets.count(sq) > 0;
        if (sq == entry_.origin() && entry_.clicked().empty() && !offered) {
            cancelEntry();  // a second click on the chosen piece puts it back
            return;
        }
        switch (entry_.click(sq)) {
            case MoveEntry::Step::Completed: finishEntry(); return;
            case MoveEntry::Step::Continued: update(); return;
            case MoveEntry::Step::Rejected: break;
        }
    }
    cancelEntry();
    if (!shogi::isPiece(cell)) return;
    emit pieceInspected(shogi::cellKind(cell), shogi::cellSide(cell));
    if (!studyKey && playable(shogi::cellSide(cell))) startEntry(sq);
    else study(sq);
}

void BoardWidget::startEntry(shogi::Square sq) {
    entry_.begin(sq, game_->pieceMoves(sq));
    dragCandidate_ = true;
    update();
}

void BoardWidget::study(shogi::Square sq) {
    studied_ = sq;
    studyTargets_.clear();
    shogi::MoveList moves;
    shogi::generateMovesFrom(*position_, sq, moves);
    for (const shogi::Move& m : moves) {
        if (m.isPass()) {
            studyTargets_[m.to] |= kMarkPass;
            continue;
        }
        for (int i = 0; i < m.captureCount; ++i) studyTargets_[m.captures[i]] |= kMarkCapture;
        if (!m.isCapture() || m.captures[m.captureCount - 1] != m.to) studyTargets_[m.to] |= kMarkMove;
    }
    update();
}

void BoardWidget::clickHand(shogi::Side side, int index) {
    cancelEntry();
    const std::vector<int> types = handTypes(side);
    if (index >= static_cast<int>(types.size())) return;
    const int type = types[index];
    const shogi::Variant& v = position_->variant();
    emit pieceInspected(shogi::Variant::kindOf(type, false), side);
    if (!playable(side)) return;

    // The faces this piece may be dropped with, as core generates them.
    std::vector<int> faces;
    for (const shogi::Move& m : game_->legalMoves())
        if (m.isDrop() && v.kind(m.kind).type == type && std::find(faces.begin(), faces.end(), m.kind) == faces.end())
            faces.push_back(m.kind);
    if (faces.empty()) return;
    std::sort(faces.begin(), faces.end());
    int face = faces.front();
    if (faces.size() > 1 && chooser_) {
        const std::optional<int> chosen = chooser_->chooseFace(this, v, side, faces, false);
        if (!chosen) return;
        face = *chosen;
    }
    std::vector<shogi::PieceMove> drops;
    for (const shogi::Move& m : game_->legalMoves()) {
        if (!m.isDrop() || m.kind != face) continue;
        shogi::PieceMove pm;
        pm.move = m;
        pm.text = game_->moveText(m);
        pm.paths.push_back({{m.to}, {m.to}});
        drops.push_back(std::move(pm));
    }
    dropType_ = type;
    entry_.begin(shogi::kNoSquare, std::move(drops));
    update();
}

void BoardWidget::finishEntry() {
    std::vector<shogi::PieceMove> done = entry_.completed();
    const shogi::Side side = game_->sideToMove();
    entry_.clear();
    dropType_ = -1;
    dragCandidate_ = dragging_ = false;
    update();
    if (done.empty()) return;

    shogi::PieceMove chosen = done.front();
    if (done.size() > 1) {
        // Only promotion can tell two completed moves apart (R1); the player picks the face.
        std::vector<int> faces;
        for (const auto& pm : done) faces.push_back(pm.move.kind);
        int face = faces.back();
        for (const auto& pm : done)
            if (pm.promotes) face = pm.move.kind;
        if (chooser_) {
            const std::optional<int> picked = chooser_->chooseFace(this, position_->variant(), side, faces, true);
            if (!picked) return;
            face = *picked;
        }
        for (const auto& pm : done)
            if (pm.move.kind == face) chosen = pm;
    }
    if (chosen.exposesRoyal && chooser_ && !chooser_->confirmExposure(this, QString::fromStdString(chosen.text)))
        return;
    emit moveEntered(chosen.move);
}

// ---- painting ------------------------------------------------------------------------

void BoardWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    if (!position_) return;
    paintBoard(p);
    paintCoordinates(p);
    paintHighlights(p);
    paintPieces(p);
    paintHands(p);
    if (entry_.active()) {
        paintTargets(p, entry_.targets(), kTargets);
        paintPaths(p);
    }
    if (studied_ != shogi::kNoSquare) paintTargets(p, studyTargets_, kStudy);
    if (dragging_ && entry_.active() && entry_.origin() != shogi::kNoSquare) {
        const shogi::Cell c = position_->cell(entry_.origin());
        const int s = layout_.squareSize();
        paintPiece(p, QRectF(dragPos_.x() - s / 2.0, dragPos_.y() - s / 2.0, s, s), shogi::cellKind(c),
                   shogi::cellSide(c));
    }
}

void BoardWidget::paintBoard(QPainter& p) const {
    const QRectF board = layout_.boardRect();
    p.fillRect(board, kWood);
    const shogi::Geometry& g = position_->variant().geometry();
    const double s = layout_.squareSize();
    p.setPen(QPen(kGrid, std::max(1.0, s / 40.0)));
    for (int f = 0; f <= g.files(); ++f) p.drawLine(QPointF(board.left() + f * s, board.top()), QPointF(board.left() + f * s, board.bottom()));
    for (int r = 0; r <= g.ranks(); ++r) p.drawLine(QPointF(board.left(), board.top() + r * s), QPointF(board.right(), board.top() + r * s));
}

void BoardWidget::paintCoordinates(QPainter& p) const {
    const shogi::Geometry& g = position_->variant().geometry();
    QFont font = p.font();
    font.setPixelSize(std::max(8, static_cast<int>(layout_.squareSize() * 0.32)));
    p.setFont(font);
    p.setPen(palette().color(QPalette::WindowText));
    // Chess labels sit bottom and left, shogi labels top and right, as each tradition prints them.
    const bool chess = coordinates_ == CoordinateStyle::Chess;
    const bool top = chess == flipped_;
    const bool left = chess != flipped_;
    for (int f = 0; f < g.files(); ++f)
        p.drawText(layout_.fileLabelRect(f, top), Qt::AlignCenter, fileLabel(coordinates_, f, g.files()));
    for (int r = 0; r < g.ranks(); ++r)
        p.drawText(layout_.rankLabelRect(r, left), Qt::AlignCenter, rankLabel(coordinates_, r, g.ranks()));
}

void BoardWidget::paintHighlights(QPainter& p) const {
    for (shogi::Square sq : marks_.lastPath) p.fillRect(layout_.squareRect(sq), kLastPath);
    if (marks_.lastFrom != shogi::kNoSquare) p.fillRect(layout_.squareRect(marks_.lastFrom), kLastMove);
    if (marks_.lastTo != shogi::kNoSquare) p.fillRect(layout_.squareRect(marks_.lastTo), kLastMove);
    for (shogi::Square sq : marks_.lastCaptures) {
        // A captured square is crossed, so a capture the mover passed through stays visible.
        const QRectF r = layout_.squareRect(sq).adjusted(3, 3, -3, -3);
        p.fillRect(r, kCaptured);
        p.setPen(QPen(QColor(180, 30, 20, 170), std::max(1.5, layout_.squareSize() / 18.0)));
        p.drawLine(r.topLeft(), r.bottomRight());
        p.drawLine(r.topRight(), r.bottomLeft());
    }
    for (shogi::Square sq : marks_.check) {
        const QRectF r = layout_.squareRect(sq);
        QRadialGradient glow(r.center(), r.width() * 0.6);
        glow.setColorAt(0, kCheck);
        glow.setColorAt(1, Qt::transparent);
        p.fillRect(r, glow);
    }
    if (entry_.active() && entry_.origin() != shogi::kNoSquare) p.fillRect(layout_.squareRect(entry_.origin()), kSelected);
    if (studied_ != shogi::kNoSquare) p.fillRect(layout_.squareRect(studied_), QColor(kStudy.red(), kStudy.green(), kStudy.blue(), 90));
}

void BoardWidget::paintPiece(QPainter& p, const QRectF& rect, int kind, shogi::Side side) const {
    const int size = static_cast<int>(rect.width() * 0.92);
    const QPixmap pix = PieceImageCache::shared().pixmap(*art_, position_->variant(), kind, side, size, devicePixelRatioF());
    p.drawPixmap(QPointF(rect.center().x() - size / 2.0, rect.center().y() - size / 2.0), pix);
}

void BoardWidget::paintPieces(QPainter& p) const {
    const shogi::Square lifted = dragging_ ? entry_.origin() : shogi::kNoSquare;
    for (shogi::Square sq : position_->variant().squares()) {
        const shogi::Cell c = position_->cell(sq);
        if (!shogi::isPiece(c)) continue;
        if (sq == lifted) p.setOpacity(0.35);
        paintPiece(p, layout_.squareRect(sq), shogi::cellKind(c), shogi::cellSide(c));
        p.setOpacity(1.0);
    }
}

void BoardWidget::paintHands(QPainter& p) const {
    if (!layout_.hasHands()) return;
    QFont font = p.font();
    font.setPixelSize(std::max(8, static_cast<int>(layout_.squareSize() * 0.28)));
    font.setBold(true);
    p.setFont(font);
    for (shogi::Side side : {shogi::kBlack, shogi::kWhite}) {
        const std::vector<int> types = handTypes(side);
        for (int i = 0; i < static_cast<int>(types.size()); ++i) {
            const QRectF cell = layout_.handCell(side, i);
            if (dropType_ == types[i] && side == position_->sideToMove()) p.fillRect(cell, kSelected);
            paintPiece(p, cell, shogi::Variant::kindOf(types[i], false), side);
            const int count = position_->handCount(side, types[i]);
            if (count > 1) {
                const QRectF badge(cell.right() - cell.width() * 0.4, cell.bottom() - cell.height() * 0.34, cell.width() * 0.4,
                                   cell.height() * 0.34);
                p.setPen(Qt::NoPen);
                p.setBrush(QColor(40, 40, 40, 210));
                p.drawRoundedRect(badge, 4, 4);
                p.setPen(Qt::white);
                p.drawText(badge, Qt::AlignCenter, QString::number(count));
            }
        }
    }
}

void BoardWidget::paintTargets(QPainter& p, const std::map<shogi::Square, unsigned>& marks, const QColor& color) const {
    const double s = layout_.squareSize();
    for (const auto& [sq, mark] : marks) {
        const QRectF r = layout_.squareRect(sq);
        const QPointF c = r.center();
        p.setBrush(Qt::NoBrush);
        if (mark & kMarkMove) {
            p.setPen(Qt::NoPen);
            p.setBrush(color);
            p.drawEllipse(c, s * 0.13, s * 0.13);
        }
        if (mark & kMarkCapture) {
            // Corner wedges leave the captured piece readable.
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(200, 30, 30, 210));
            const double w = s * 0.28;
            for (const auto& [corner, dx, dy] : {std::tuple{r.topLeft(), 1, 1}, std::tuple{r.topRight(), -1, 1},
                                                 std::tuple{r.bottomLeft(), 1, -1}, std::tuple{r.bottomRight(), -1, -1}}) {
                QPainterPath wedge;
                wedge.moveTo(corner);
                wedge.lineTo(corner + QPointF(dx * w, 0));
                wedge.lineTo(corner + QPointF(0, dy * w));
                wedge.closeSubpath();
                p.drawPath(wedge);
            }
        }
        if (mark & kMarkContinue) {
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(kPath, std::max(2.0, s / 14.0)));
            p.drawEllipse(c, s * 0.36, s * 0.36);
            p.setPen(QPen(kPath, std::max(1.0, s / 28.0), Qt::DashLine));
            p.drawEllipse(c, s * 0.24, s * 0.24);
        }
        if (mark & kMarkPass) {
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(color, std::max(2.0, s / 16.0), Qt::DotLine));
            p.drawRect(r.adjusted(s * 0.08, s * 0.08, -s * 0.08, -s * 0.08));
        }
        if (mark & kMarkPromotion) {
            const QRectF badge(r.right() - s * 0.32, r.top() + s * 0.04, s * 0.28, s * 0.28);
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(230, 160, 0));
            p.drawEllipse(badge);
            p.setPen(QPen(Qt::white, std::max(1.5, s / 24.0)));
            p.drawLine(QPointF(badge.center().x(), badge.top() + badge.height() * 0.22),
                       QPointF(badge.center().x(), badge.bottom() - badge.height() * 0.22));
            p.drawLine(QPointF(badge.left() + badge.width() * 0.22, badge.center().y()),
                       QPointF(badge.right() - badge.width() * 0.22, badge.center().y()));
        }
    }
}

void BoardWidget::paintPaths(QPainter& p) const {
    const double s = layout_.squareSize();
    if (entry_.origin() != shogi::kNoSquare && !entry_.clicked().empty()) {
        // The legs chosen so far.
        QPolygonF line;
        line << layout_.squareCenter(entry_.origin());
        for (shogi::Square sq : entry_.clicked()) line << layout_.squareCenter(sq);
        p.setPen(QPen(kPath, std::max(2.0, s / 10.0), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(Qt::NoBrush);
        p.drawPolyline(line);
        p.setBrush(kPath);
        for (shogi::Square sq : entry_.clicked()) p.drawEllipse(layout_.squareCenter(sq), s * 0.08, s * 0.08);
    }
    if (hover_ == shogi::kNoSquare || entry_.origin() == shogi::kNoSquare) return;
    // Every way the pointed-at target can be reached: bent hook paths show their corner.
    for (const shogi::MovePath& path : entry_.pathsThrough(hover_)) {
        if (path.squares.size() < 2) continue;
        QPolygonF line;
        for (shogi::Square sq : path.squares) line << layout_.squareCenter(sq);
        p.setPen(QPen(kHoverPath, std::max(1.5, s / 16.0), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(Qt::NoBrush);
        p.drawPolyline(line);
        p.setPen(QPen(kHoverPath, std::max(1.5, s / 20.0)));
        for (std::size_t i = 1; i < path.waypoints.size(); ++i)
            p.drawRect(layout_.squareRect(path.waypoints[i]).adjusted(s * 0.18, s * 0.18, -s * 0.18, -s * 0.18));
    }
}

}  // namespace ui
