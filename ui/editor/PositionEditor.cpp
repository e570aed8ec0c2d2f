#include "editor/PositionEditor.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDropEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMimeData>
#include <QMouseEvent>
#include <QPushButton>
#include <QResizeEvent>
#include <QRadioButton>
#include <QScreen>
#include <QShortcut>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include "art/PieceImageCache.h"
#include "boardview/BoardWidget.h"
#include "dialogs/PlayerCombo.h"
#include "editor/PieceDrag.h"
#include "editor/PiecePalette.h"
#include "language/DisplayNames.h"
#include "language/PieceToolTip.h"
#include "language/ProblemText.h"
#include "position/PositionText.h"

namespace ui {
namespace {

// Types that can be held in hand: those with an unpromoted face, royals excepted.
std::vector<int> holdableTypes(const shogi::Variant& v) {
    std::vector<int> types;
    for (int t = 0; t < v.typeCount(); ++t)
        if (v.kind(shogi::Variant::kindOf(t, false)).valid && !v.type(t).has(shogi::kRoyal)) types.push_back(t);
    return types;
}

}  // namespace

PositionEditor::PositionEditor(const shogi::Variant& variant, std::optional<shogi::Position> current, const PieceArt* art,
                               const shogi::PlayerSpec& black, const shogi::PlayerSpec& white, QWidget* parent)
    : QDialog(parent), variant_(variant), current_(std::move(current)), art_(art), board_(new BoardWidget(this)),
      palette_(new PiecePalette(this)) {
    setObjectName(QStringLiteral("positionEditor"));
    history_.push_back(current_ ? *current_ : shogi::startPosition(variant));
    board_->setPieceArt(art);
    board_->setAcceptDrops(true);
    board_->installEventFilter(this);
    board_->setMinimumSize(300, 300);
    palette_->setVariant(variant, art);

    auto* main = new QVBoxLayout(this);
    main->addWidget(buildTopRow());
    auto* middle = new QHBoxLayout;
    middle->addWidget(board_, 1);
    side_ = buildSidePanel();
    middle->addWidget(side_);
    main->addLayout(middle, 1);
    main->addWidget(buildTextRow());
    main->addWidget(buildBottomRow());

    setComboPlayer(players_[shogi::kBlack], black);
    setComboPlayer(players_[shogi::kWhite], white);

    auto* undoKey = new QShortcut(QKeySequence::Undo, this);
    connect(undoKey, &QShortcut::activated, this, &PositionEditor::undo);
    auto* redoKey = new QShortcut(QKeySequence::Redo, this);
    connect(redoKey, &QShortcut::activated, this, &PositionEditor::redo);

    retranslate();
    showPosition();
    // As large as the screen allows, the board first.
    const QRect screen = (parent ? parent->screen() : QGuiApplication::primaryScreen())->availableGeometry();
    resize(std::min(1800, screen.width() * 95 / 100), std::min(1000, screen.height() * 92 / 100));
}

QWidget* PositionEditor::buildTopRow() {
    auto* row = new QWidget(this);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    startLabel_ = new QLabel(row);
    fromCurrent_ = new QPushButton(row);
    fromStart_ = new QPushButton(row);
    empty_ = new QPushButton(row);
    fromCurrent_->setEnabled(current_.has_value());
    for (QPushButton* b : {fromCurrent_, fromStart_, empty_}) b->setAutoDefault(false);
    connect(fromCurrent_, &QPushButton::clicked, this, &PositionEditor::startFromCurrent);
    connect(fromStart_, &QPushButton::clicked, this, &PositionEditor::startFromInitial);
    connect(empty_, &QPushButton::clicked, this, &PositionEditor::startEmpty);
    undo_ = new QToolButton(row);
    redo_ = new QToolButton(row);
    flip_ = new QToolButton(row);
    flip_->setCheckable(true);
    connect(undo_, &QToolButton::clicked, this, &PositionEditor::undo);
    connect(redo_, &QToolButton::clicked, this, &PositionEditor::redo);
    connect(flip_, &QToolButton::toggled, board_, &BoardWidget::setFlipped);
    layout->addWidget(startLabel_);
    layout->addWidget(fromCurrent_);
    layout->addWidget(fromStart_);
    layout->addWidget(empty_);
    layout->addStretch(1);
    layout->addWidget(undo_);
    layout->addWidget(redo_);
    layout->addWidget(flip_);
    return row;
}

QWidget* PositionEditor::buildBottomRow() {
    auto* row = new QWidget(this);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    for (shogi::Side side : {shogi::kBlack, shogi::kWhite}) {
        players_[side] = makePlayerCombo({}, QString::fromUtf8(variant_.id()), row);
        players_[side]->setObjectName(side == shogi::kBlack ? QStringLiteral("playerBlack") : QStringLiteral("playerWhite"));
        playerLabels_[side] = new QLabel(row);
        playerLabels_[side]->setBuddy(players_[side]);
        layout->addWidget(playerLabels_[side]);
        layout->addWidget(players_[side]);
    }
    layout->addStretch(1);
    play_ = new QPushButton(row);
    study_ = new QPushButton(row);
    cancel_ = new QPushButton(row);
    play_->setObjectName(QStringLiteral("playFromHere"));
    study_->setObjectName(QStringLiteral("studyPosition"));
    // No default button: Enter in the position text sets the text up, it does not start a game.
    for (QPushButton* b : {play_, study_, cancel_}) b->setAutoDefault(false);
    connect(play_, &QPushButton::clicked, this, [this] {
        if (!canPlay()) return;
        emit playRequested(position(), player(shogi::kBlack), player(shogi::kWhite));
        accept();
    });
    connect(study_, &QPushButton::clicked, this, [this] {
        if (!canPlay()) return;
        emit studyRequested(position());
        accept();
    });
    connect(cancel_, &QPushButton::clicked, this, &QDialog::reject);
    layout->addWidget(play_);
    layout->addWidget(study_);
    layout->addWidget(cancel_);
    return row;
}

void PositionEditor::resizeEvent(QResizeEvent* event) {
    // The board is square: the side panel takes the width the board cannot use.
    const QMargins m = layout()->contentsMargins();
    const int rows = m.top() + m.bottom() + 3 * layout()->spacing() + fromCurrent_->parentWidget()->sizeHint().height() +
                     text_->parentWidget()->sizeHint().height() + play_->parentWidget()->sizeHint().height();
    // The board widget's shape: files (and the hands' two columns) by ranks, plus the labels.
    const shogi::Geometry& g = variant_.geometry();
    const double aspect = (g.files() + (variant_.rules().drops ? 2.3 : 0.0) + 1.0) / (g.ranks() + 1.0);
    const int boardWidth = static_cast<int>((height() - rows) * aspect);
    side_->setFixedWidth(std::clamp(width() - boardWidth - 30, 340, 720));
    QDialog::resizeEvent(event);
}

QWidget* PositionEditor::buildTextRow() {
    auto* row = new QWidget(this);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    textLabel_ = new QLabel(row);
    text_ = new QLineEdit(row);
    text_->setObjectName(QStringLiteral("positionText"));
    textLabel_->setBuddy(text_);
    connect(text_, &QLineEdit::returnPressed, this, [this] { applyText(text_->text()); });
    copy_ = new QPushButton(row);
    paste_ = new QPushButton(row);
    for (QPushButton* b : {copy_, paste_}) b->setAutoDefault(false);
    connect(copy_, &QPushButton::clicked, this, &PositionEditor::copyText);
    connect(paste_, &QPushButton::clicked, this, &PositionEditor::pasteText);
    layout->addWidget(textLabel_);
    layout->addWidget(text_, 1);
    layout->addWidget(copy_);
    layout->addWidget(paste_);
    return row;
}

QWidget* PositionEditor::buildSidePanel() {
    auto* panel = new QWidget(this);
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(palette_, 3);
    connect(palette_, &PiecePalette::brushChanged, this, [this] { board_->setCursor(palette_->eraser() ? Qt::CrossCursor : Qt::ArrowCursor); });

    sideBox_ = new QGroupBox(panel);
    auto* sideLayout = new QGridLayout(sideBox_);
    for (shogi::Side side : {shogi::kBlack, shogi::kWhite}) {
        sideButtons_[side] = new QRadioButton(sideBox_);
        sideLayout->addWidget(sideButtons_[side], 0, side);
        connect(sideButtons_[side], &QRadioButton::toggled, this, [this, side](bool on) {
            if (on && !updating_) setSideToMove(side);
        });
        // The pass flag only where it changes what may be played (Hook: no two passes in a row).
        if (variant_.rules().noDoublePass) {
            passBoxes_[side] = new QCheckBox(sideBox_);
            sideLayout->addWidget(passBoxes_[side], 1, side);
            connect(passBoxes_[side], &QCheckBox::toggled, this, [this, side](bool on) {
                if (!updating_) setPassed(side, on);
            });
        }
    }
    layout->addWidget(sideBox_);

    if (variant_.rules().drops) {
        handBox_ = new QGroupBox(panel);
        // One column per type, one row per side: little height, which the palette needs more.
        auto* grid = new QGridLayout(handBox_);
        for (shogi::Side side : {shogi::kBlack, shogi::kWhite}) {
            handHeads_[side] = new QLabel(handBox_);
            grid->addWidget(handHeads_[side], 1 + side, 0);
        }
        int column = 1;
        for (int type : holdableTypes(variant_)) {
            const int kind = shogi::Variant::kindOf(type, false);
            auto* icon = new QLabel(handBox_);
            if (art_) icon->setPixmap(PieceImageCache::shared().pixmap(*art_, variant_, kind, shogi::kBlack, 28, devicePixelRatioF()));
            icon->setToolTip(pieceToolTip(variant_, kind));
            grid->addWidget(icon, 0, column, Qt::AlignCenter);
            for (shogi::Side side : {shogi::kBlack, shogi::kWhite}) {
                auto* box = new QSpinBox(handBox_);
                box->setRange(0, shogi::Variant::kMaxHand - 1);
                box->setObjectName(QStringLiteral("hand-%1-%2").arg(side == shogi::kBlack ? 'b' : 'w').arg(QString::fromUtf8(variant_.type(type).code)));
                box->setToolTip(icon->toolTip());
                connect(box, &QSpinBox::valueChanged, this, [this, side, type](int n) {
                    if (!updating_) setHandCount(side, type, n);
                });
                grid->addWidget(box, 1 + side, column);
                handBoxes_[side].emplace_back(type, box);
            }
            ++column;
        }
        layout->addWidget(handBox_);
    }

    problemBox_ = new QGroupBox(panel);
    auto* problemLayout = new QVBoxLayout(problemBox_);
    problemList_ = new QListWidget(problemBox_);
    problemList_->setObjectName(QStringLiteral("problemList"));
    problemList_->setWordWrap(true);
    problemList_->setMinimumHeight(fontMetrics().height() * 7);  // three problems of two lines
    problemLayout->addWidget(problemList_);
    layout->addWidget(problemBox_, 1);

    return panel;
}

void PositionEditor::retranslate() {
    setWindowTitle(tr("Set Up Position — %1").arg(variantName(variant_)));
    startLabel_->setText(tr("Start from:"));
    fromCurrent_->setText(tr("&Current Position"));
    fromCurrent_->setToolTip(current_ ? tr("The position shown in the game window") : tr("The game window shows another variant"));
    fromStart_->setText(tr("&Start Position"));
    empty_->setText(tr("&Empty Board"));
    undo_->setText(tr("Undo"));
    undo_->setToolTip(tr("Undo the last change (%1)").arg(QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)));
    redo_->setText(tr("Redo"));
    redo_->setToolTip(tr("Redo (%1)").arg(QKeySequence(QKeySequence::Redo).toString(QKeySequence::NativeText)));
    flip_->setText(tr("Flip"));
    flip_->setToolTip(tr("Turn the board around"));
    textLabel_->setText(tr("Position &text:"));
    text_->setToolTip(tr("The position as text (docs/formats.md); edit it and press Enter to set it up"));
    copy_->setText(tr("Copy"));
    copy_->setToolTip(tr("Copy the position text to the clipboard"));
    paste_->setText(tr("Paste"));
    paste_->setToolTip(tr("Set up the position text on the clipboard"));
    sideBox_->setTitle(tr("Side to move"));
    sideButtons_[shogi::kBlack]->setText(tr("Black (sente)"));
    sideButtons_[shogi::kWhite]->setText(tr("White (gote)"));
    for (shogi::Side side : {shogi::kBlack, shogi::kWhite})
        if (passBoxes_[side]) {
            passBoxes_[side]->setText(side == shogi::kBlack ? tr("Black passed last turn") : tr("White passed last turn"));
            passBoxes_[side]->setToolTip(tr("A side that passed on its last turn may not pass again now"));
        }
    if (handBox_) {
        handBox_->setTitle(tr("Pieces in hand"));
        handHeads_[shogi::kBlack]->setText(tr("Black"));
        handHeads_[shogi::kWhite]->setText(tr("White"));
    }
    problemBox_->setTitle(tr("Problems"));
    playerLabels_[shogi::kBlack]->setText(tr("Players: &Black"));
    playerLabels_[shogi::kWhite]->setText(tr("&White"));
    play_->setText(tr("&Play from Here"));
    play_->setToolTip(tr("Start a game from this position with the players chosen"));
    study_->setText(tr("S&tudy"));
    study_->setToolTip(tr("Open the position on the board to try moves for both sides"));
    cancel_->setText(tr("Cancel"));
    showPosition();  // the problems, in the new language
}

void PositionEditor::changeEvent(QEvent* event) {
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange && startLabel_) retranslate();
}

shogi::PlayerSpec PositionEditor::player(shogi::Side side) const { return comboPlayer(players_[side]); }

QStringList PositionEditor::problemTexts() const {
    QStringList texts;
    for (const shogi::PositionProblem& p : problems_) texts << problemText(variant_, p);
    return texts;
}

bool PositionEditor::canPlay() const { return shogi::playable(problems_); }

// ---- edits ---------------------------------------------------------------------------

void PositionEditor::commit(const shogi::Position& next) {
    textError_.clear();
    if (next == position()) {
        showPosition();
        return;
    }
    history_.erase(history_.begin() + static_cast<std::ptrdiff_t>(at_) + 1, history_.end());  // no more redo
    history_.push_back(next);
    at_ = history_.size() - 1;
    showPosition();
}

void PositionEditor::startFromCurrent() {
    if (current_) commit(*current_);
}

void PositionEditor::startFromInitial() { commit(shogi::startPosition(variant_)); }

void PositionEditor::startEmpty() {
    shogi::Position next(variant_);
    next.clear();
    commit(next);
}

void PositionEditor::place(shogi::Square sq, int kind, shogi::Side side) {
    if (!variant_.geometry().contains(sq) || kind < 0 || kind >= variant_.kindCount() || !variant_.kind(kind).valid) return;
    shogi::Position next = position();
    next.put(sq, kind, side);
    commit(next);
}

void PositionEditor::removeAt(shogi::Square sq) {
    if (!variant_.geometry().contains(sq) || !shogi::isPiece(position().cell(sq))) return;
    shogi::Position next = position();
    next.remove(sq);
    commit(next);
}

void PositionEditor::clickSquare(shogi::Square sq) {
    if (!variant_.geometry().contains(sq)) return;
    if (palette_->eraser()) return removeAt(sq);
    const int kind = palette_->brushKind();
    if (kind < 0) return;
    // A second click with the same piece takes it away again.
    if (position().cell(sq) == shogi::makeCell(kind, palette_->side())) return removeAt(sq);
    place(sq, kind, palette_->side());
}

void PositionEditor::movePiece(shogi::Square from, shogi::Square to) {
    const shogi::Cell c = position().cell(from);
    if (from == to || !shogi::isPiece(c) || !variant_.geometry().contains(to)) return;
    shogi::Position next = position();
    next.remove(from);
    next.put(to, shogi::cellKind(c), shogi::cellSide(c));
    commit(next);
}

void PositionEditor::setHandCount(shogi::Side side, int type, int count) {
    if (!variant_.rules().drops || type < 0 || type >= variant_.typeCount()) return;
    shogi::Position next = position();
    next.setHandCount(side, type, std::clamp(count, 0, shogi::Variant::kMaxHand - 1));
    commit(next);
}

void PositionEditor::setSideToMove(shogi::Side side) {
    shogi::Position next = position();
    next.setSideToMove(side);
    commit(next);
}

void PositionEditor::setPassed(shogi::Side side, bool passed) {
    shogi::Position next = position();
    next.setPassed(side, passed);
    commit(next);
}

bool PositionEditor::applyText(const QString& text) {
    std::string error;
    const std::optional<shogi::Position> parsed = shogi::parsePosition(variant_, text.trimmed().toStdString(), error);
    if (!parsed) {
        // The position stays; the message says what could not be read.
        textError_ = tr("Could not read the position text: %1").arg(QString::fromStdString(error));
        showPosition();
        return false;
    }
    commit(*parsed);
    return true;
}

void PositionEditor::copyText() const {
    QGuiApplication::clipboard()->setText(QString::fromStdString(shogi::formatPosition(position())));
}

bool PositionEditor::pasteText() { return applyText(QGuiApplication::clipboard()->text()); }

void PositionEditor::undo() {
    if (!canUndo()) return;
    --at_;
    textError_.clear();
    showPosition();
}

void PositionEditor::redo() {
    if (!canRedo()) return;
    ++at_;
    textError_.clear();
    showPosition();
}

// ---- showing ---------------------------------------------------------------------------

void PositionEditor::showPosition() {
    if (!problemList_) return;  // still being built
    const shogi::Position& pos = position();
    problems_ = shogi::checkPosition(pos);
    BoardMarks marks;
    for (const shogi::PositionProblem& p : problems_)
        marks.flagged.insert(marks.flagged.end(), p.squares.begin(), p.squares.end());
    board_->setPosition(pos, marks);

    updating_ = true;
    text_->setText(QString::fromStdString(shogi::formatPosition(pos)));
    sideButtons_[pos.sideToMove()]->setChecked(true);
    for (shogi::Side side : {shogi::kBlack, shogi::kWhite}) {
        if (passBoxes_[side]) passBoxes_[side]->setChecked(pos.passedLastTurn(side));
        for (const auto& [type, box] : handBoxes_[side]) box->setValue(pos.handCount(side, type));
    }
    updating_ = false;

    problemList_->clear();
    if (!textError_.isEmpty()) {
        auto* item = new QListWidgetItem(textError_, problemList_);
        item->setForeground(QColor(200, 0, 0));
        item->setIcon(style()->standardIcon(QStyle::SP_MessageBoxCritical));
    }
    for (const shogi::PositionProblem& p : problems_) {
        auto* item = new QListWidgetItem(problemText(variant_, p), problemList_);
        item->setIcon(style()->standardIcon(p.blocksPlay() ? QStyle::SP_MessageBoxWarning : QStyle::SP_MessageBoxInformation));
    }
    if (problems_.empty() && textError_.isEmpty()) {
        auto* item = new QListWidgetItem(tr("No problems: the position can be played."), problemList_);
        item->setForeground(QColor(0, 120, 0));
    }
    const bool ok = canPlay();
    play_->setEnabled(ok);
    study_->setEnabled(ok);
    undo_->setEnabled(canUndo());
    redo_->setEnabled(canRedo());
}

// ---- mouse on the board ------------------------------------------------------------------

void PositionEditor::startDrag(QPoint at) {
    const shogi::Position& pos = position();
    PieceDrag drag;
    shogi::Side handSide = shogi::kBlack;
    if (const int type = board_->handTypeAt(at, handSide); type >= 0) {
        drag.kind = shogi::Variant::kindOf(type, false);
        drag.side = handSide;
        drag.handType = type;
    } else {
        const shogi::Square sq = board_->squareAt(at);
        if (sq == shogi::kNoSquare || !shogi::isPiece(pos.cell(sq))) return;
        drag.kind = shogi::cellKind(pos.cell(sq));
        drag.side = shogi::cellSide(pos.cell(sq));
        drag.from = sq;
    }
    const int size = std::max(24, board_->squarePoint(shogi::toSquare(1, 0)).x() - board_->squarePoint(shogi::toSquare(0, 0)).x());
    const QPixmap pixmap = art_ ? PieceImageCache::shared().pixmap(*art_, variant_, drag.kind, drag.side, std::abs(size), devicePixelRatioF())
                                : QPixmap();
    if (drag.exec(board_, pixmap) != Qt::IgnoreAction) return;
    // Let go where nothing takes it: off the board, so it is removed.
    if (drag.from != shogi::kNoSquare) removeAt(drag.from);
    else if (drag.handType >= 0) setHandCount(drag.side, drag.handType, position().handCount(drag.side, drag.handType) - 1);
}

bool PositionEditor::handleDrop(QDropEvent* event) {
    const std::optional<PieceDrag> drag = PieceDrag::fromMime(event->mimeData());
    if (!drag || drag->kind < 0 || drag->kind >= variant_.kindCount()) return false;
    const QPoint at = event->position().toPoint();
    shogi::Position next = position();
    // Taken from where it was.
    if (drag->from != shogi::kNoSquare) next.remove(drag->from);
    if (drag->handType >= 0) next.setHandCount(drag->side, drag->handType, std::max(0, next.handCount(drag->side, drag->handType) - 1));
    const shogi::Square to = board_->squareAt(at);
    if (to != shogi::kNoSquare) {
        next.put(to, drag->kind, drag->side);
    } else if (const std::optional<shogi::Side> hand = board_->handSideAt(at)) {
        // Into a hand, as the unpromoted piece; only what a hand can hold.
        const int type = variant_.kind(drag->kind).type;
        const std::vector<int> holdable = holdableTypes(variant_);
        if (std::find(holdable.begin(), holdable.end(), type) == holdable.end()) {
            event->acceptProposedAction();  // nothing changes, nothing is lost
            return true;
        }
        next.setHandCount(*hand, type, std::min(shogi::Variant::kMaxHand - 1, next.handCount(*hand, type) + 1));
    } else if (drag->from == shogi::kNoSquare && drag->handType < 0) {
        event->acceptProposedAction();  // a palette piece let go beside the board: nothing to do
        return true;
    }
    // Beside the board, a piece lifted from it is removed (as if dragged off the window).
    commit(next);
    event->acceptProposedAction();
    return true;
}

bool PositionEditor::eventFilter(QObject* watched, QEvent* event) {
    if (watched != board_) return QDialog::eventFilter(watched, event);
    switch (event->type()) {
        case QEvent::MouseButtonPress:
        case QEvent::MouseButtonDblClick: {  // a quick second click is a click too
            auto* e = static_cast<QMouseEvent*>(event);
            if (e->modifiers() & Qt::ShiftModifier) return false;  // the board's "who can go there"
            const QPoint at = e->position().toPoint();
            if (e->button() == Qt::RightButton) {
                shogi::Side side = shogi::kBlack;
                if (const int type = board_->handTypeAt(at, side); type >= 0)
                    setHandCount(side, type, position().handCount(side, type) - 1);
                else
                    removeAt(board_->squareAt(at));
                return true;
            }
            if (e->button() == Qt::LeftButton) {
                pressed_ = true;
                pressPoint_ = at;
            }
            return true;
        }
        case QEvent::MouseMove: {
            auto* e = static_cast<QMouseEvent*>(event);
            if (pressed_ && (e->buttons() & Qt::LeftButton) &&
                (e->position().toPoint() - pressPoint_).manhattanLength() >= QApplication::startDragDistance()) {
                pressed_ = false;
                startDrag(pressPoint_);
            }
            return false;  // the board still follows the pointer
        }
        case QEvent::MouseButtonRelease: {
            auto* e = static_cast<QMouseEvent*>(event);
            if (e->button() == Qt::LeftButton && pressed_) {
                pressed_ = false;
                clickSquare(board_->squareAt(e->position().toPoint()));
            }
            return true;
        }
        case QEvent::DragEnter:
        case QEvent::DragMove: {
            auto* e = static_cast<QDropEvent*>(event);
            if (PieceDrag::fromMime(e->mimeData())) e->acceptProposedAction();
            return true;
        }
        case QEvent::Drop:
            handleDrop(static_cast<QDropEvent*>(event));
            return true;
        default:
            return false;
    }
}

}  // namespace ui
