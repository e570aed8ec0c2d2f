#include "boardview/BoardWidget.h"

#include <QApplication>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>

#include "art/PieceArt.h"
#include "art/PieceSets.h"
#include "boardview/BoardPainter.h"
#include "boardview/MoveChooser.h"
#include "language/MoveNotation.h"
#include "boardview/SquareQueryPopup.h"
#include "language/PieceToolTip.h"

namespace ui {
BoardWidget::BoardWidget(QWidget* parent) : QWidget(parent), art_(pieceSets().front()) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

QSize BoardWidget::sizeHint() const { return {720, 720}; }

int BoardWidget::widthForHeight(int height) const {
    if (!position_) return height;
    const shogi::Variant& v = position_->variant();
    return BoardLayout::widthForHeight(height, v.geometry().files(), v.geometry().ranks(), v.rules().drops, rankMargin());
}

double BoardWidget::rankMargin() const {
    // Two kanji numerals (十一 .. 十九) side by side need more than a digit or two.
    const bool twoKanji = coordinates_ == CoordinateStyle::ShogiKanji && position_ && position_->variant().geometry().ranks() > 10;
    return twoKanji ? BoardLayout::kWideRankMargin : BoardLayout::kRankMargin;
}
QSize BoardWidget::minimumSizeHint() const { return {240, 240}; }

void BoardWidget::setPosition(const shogi::Position& position, const BoardMarks& marks) {
    const bool sameVariant = position_ && &position_->variant() == &position.variant();
    position_ = position;
    marks_ = marks;
    threatened_.clear();
    if (threatsShown_) threatened_ = shogi::attackedSquares(position, shogi::opposite(position.sideToMove()));
    cancelEntry();
    if (!sameVariant) relayout();
    update();
}

void BoardWidget::setGame(const shogi::Game* game) {
    game_ = game;
    cancelEntry();
}

void BoardWidget::setThreatsShown(bool shown) {
    threatsShown_ = shown;
    threatened_.clear();
    if (shown && position_) threatened_ = shogi::attackedSquares(*position_, shogi::opposite(position_->sideToMove()));
    update();
}

QString BoardWidget::querySquare(shogi::Square sq) {
    if (!position_ || !position_->variant().geometry().contains(sq)) return {};
    if (!queryPopup_) queryPopup_ = new SquareQueryPopup(this);
    const QString text = queryPopup_->showFor(*position_, sq, mapToGlobal(layout_.squareRect(sq).bottomRight().toPoint()));
    emit squareQueried(sq, text);
    return text;
}

void BoardWidget::setPieceArt(const PieceArt* art) {
    art_ = art ? art : pieceSets().front();
    update();
}

void BoardWidget::setTheme(const BoardTheme* theme) {
    theme_ = theme;
    update();
}

void BoardWidget::setFlipped(bool flipped) {
    flipped_ = flipped;
    relayout();
    update();
}

void BoardWidget::setCoordinateStyle(CoordinateStyle style) {
    coordinates_ = style;
    relayout();
    update();
}

void BoardWidget::cancelEntry() {
    if (queryPopup_) queryPopup_->hide();
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
    layout_ = BoardLayout(size(), v.geometry().files(), v.geometry().ranks(), v.rules().drops, flipped_, rankMargin());
}

void BoardWidget::resizeEvent(QResizeEvent*) { relayout(); }

QPoint BoardWidget::squarePoint(shogi::Square sq) const { return layout_.squareCenter(sq).toPoint(); }

QPoint BoardWidget::handPoint(shogi::Side side, int type) const {
    if (!position_) return {};
    const std::vector<int> types = handTypes(*position_, side);
    const auto it = std::find(types.begin(), types.end(), type);
    if (it == types.end()) return {};
    return layout_.handCell(side, static_cast<int>(it - types.begin())).center().toPoint();
}

int BoardWidget::handTypeAt(QPoint p, shogi::Side& side) const {
    if (!position_) return -1;
    const int cell = layout_.handCellAt(p, side);
    if (cell < 0) return -1;
    const std::vector<int> types = handTypes(*position_, side);
    return cell < static_cast<int>(types.size()) ? types[cell] : -1;
}

std::optional<shogi::Side> BoardWidget::handSideAt(QPoint p) const {
    shogi::Side side = shogi::kBlack;
    if (layout_.handCellAt(p, side) < 0) return std::nullopt;
    return side;
}

QString BoardWidget::toolTipAt(QPoint p) const {
    if (!position_) return {};
    shogi::Side side = shogi::kBlack;
    if (const int type = handTypeAt(p, side); type >= 0)
        return pieceToolTip(position_->variant(), shogi::Variant::kindOf(type, false), side);
    const shogi::Square sq = layout_.squareAt(p);
    if (sq == shogi::kNoSquare || !shogi::isPiece(position_->cell(sq))) return {};
    const shogi::Cell c = position_->cell(sq);
    return pieceToolTip(position_->variant(), shogi::cellKind(c), shogi::cellSide(c));
}

bool BoardWidget::event(QEvent* event) {
    if (event->type() != QEvent::ToolTip) return QWidget::event(event);
    auto* help = static_cast<QHelpEvent*>(event);
    const QString text = toolTipAt(help->pos());
    if (text.isEmpty()) {
        QToolTip::hideText();
        event->ignore();
    } else {
        QToolTip::showText(help->globalPos(), text, this);
    }
    return true;
}

bool BoardWidget::playable(shogi::Side owner) const {
    return game_ && position_ && !game_->result().over() && game_->sideToMove() == owner;
}

// ---- input ---------------------------------------------------------------------------

void BoardWidget::mousePressEvent(QMouseEvent* event) {
    if (!position_) return;
    if (event->button() == Qt::RightButton) {
        cancelEntry();
        return;
    }
    if (event->button() != Qt::LeftButton) return;
    if (queryPopup_) queryPopup_->hide();
    const QPointF p = event->position();
    shogi::Side side = shogi::kBlack;
    if (const int cell = layout_.handCellAt(p, side); cell >= 0) {
        pressPos_ = event->position().toPoint();
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

void BoardWidget::setArrow(const BoardArrow& arrow) {
    if (arrow == arrow_) return;
    arrow_ = arrow;
    update();
}

void BoardWidget::hoverSquare(shogi::Square sq) {
    hover_ = sq;
    update();
}

void BoardWidget::leaveEvent(QEvent*) {
    hover_ = shogi::kNoSquare;
    update();
}

void BoardWidget::clickSquare(shogi::Square sq, Qt::KeyboardModifiers modifiers) {
    const shogi::Cell cell = position_->cell(sq);
    if (modifiers & Qt::ShiftModifier) {
        querySquare(sq);  // the move being entered stays as it is
        return;
    }
    const bool studyKey = modifiers & Qt::ControlModifier;
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
    studyTargets_ = shogi::pieceReach(*position_, sq);
    update();
}

void BoardWidget::clickHand(shogi::Side side, int index) {
    cancelEntry();
    const std::vector<int> types = handTypes(*position_, side);
    if (index >= static_cast<int>(types.size())) return;
    const int type = types[index];
    emit pieceInspected(shogi::Variant::kindOf(type, false), side);
    if (!playable(side)) return;
    // Every drop of the piece, with each face core offers: which face is asked once the
    // square is chosen (finishEntry), so the piece can be dragged straight away.
    std::vector<shogi::PieceMove> drops = game_->pieceMovesFromHand(type);
    if (drops.empty()) return;
    dropType_ = type;
    entry_.begin(shogi::kNoSquare, std::move(drops));
    dragCandidate_ = true;
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
        // Only the face can tell two completed moves apart (R1): promotion, or the face a
        // piece in hand is dropped with. The player picks it.
        std::vector<int> faces;
        for (const auto& pm : done)
            if (std::find(faces.begin(), faces.end(), pm.move.kind) == faces.end()) faces.push_back(pm.move.kind);
        const bool drop = chosen.move.isDrop();
        if (drop) std::sort(faces.begin(), faces.end());
        int face = faces.back();
        for (const auto& pm : done)
            if (pm.promotes) face = pm.move.kind;
        if (chooser_) {
            const std::optional<int> picked = chooser_->chooseFace(this, position_->variant(), side, faces, !drop);
            if (!picked) return;
            face = *picked;
        }
        for (const auto& pm : done)
            if (pm.move.kind == face) chosen = pm;
    }
    // The question names the move as the player reads moves (the notation setting).
    const QString text = moveTextForUser(*game_, chosen.move);
    if (chosen.move.isPass() && chooser_ && !chooser_->confirmPass(this, text)) return;
    if (chosen.exposesRoyal && chooser_ && !chooser_->confirmExposure(this, text)) return;
    emit moveEntered(chosen.move);
}

// ---- painting ------------------------------------------------------------------------

void BoardWidget::paintEvent(QPaintEvent*) {
    if (!position_) return;
    QPainter p(this);
    BoardScene scene;
    scene.position = &*position_;
    scene.layout = &layout_;
    scene.art = art_;
    scene.theme = theme_;
    scene.flipped = flipped_;
    scene.coordinates = coordinates_;
    scene.marks = &marks_;
    scene.arrow = &arrow_;
    scene.entry = &entry_;
    scene.dropType = dropType_;
    scene.studied = studied_;
    scene.studyTargets = &studyTargets_;
    scene.threatened = threatsShown_ ? &threatened_ : nullptr;
    scene.hover = hover_;
    scene.dragging = dragging_;
    scene.dragPos = dragPos_;
    scene.textColor = palette().color(QPalette::WindowText);
    scene.devicePixelRatio = devicePixelRatioF();
    BoardPainter(p, scene).paint();
}

}  // namespace ui
