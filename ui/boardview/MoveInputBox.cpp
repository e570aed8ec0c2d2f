#include "boardview/MoveInputBox.h"

#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "boardview/CoordinateLabels.h"
#include "boardview/MoveChooser.h"
#include "language/MoveNotation.h"
#include "notation/MoveLine.h"

namespace ui {
namespace {
// More would not help anyone choose; the count of the rest is shown instead.
constexpr int kMostListed = 40;
}  // namespace

MoveInputBox::MoveInputBox(QWidget* parent)
    : QWidget(parent), line_(new QLineEdit(this)), list_(new QListWidget(this)), message_(new QLabel(this)) {
    setObjectName(QStringLiteral("moveInputBox"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    line_->setObjectName(QStringLiteral("moveInputLine"));
    line_->setClearButtonEnabled(true);
    list_->setObjectName(QStringLiteral("moveInputList"));
    list_->setFocusPolicy(Qt::NoFocus);  // the keys stay in the line; Up and Down pick
    list_->setUniformItemSizes(true);
    message_->setObjectName(QStringLiteral("moveInputMessage"));
    message_->setWordWrap(true);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(line_);
    layout->addWidget(message_);
    layout->addWidget(list_, 1);
    layout->addStretch(0);  // the spare height when no list is shown
    list_->hide();
    message_->hide();
    line_->installEventFilter(this);
    connect(line_, &QLineEdit::textEdited, this, &MoveInputBox::update);
    connect(line_, &QLineEdit::returnPressed, this, &MoveInputBox::enter);
    connect(list_, &QListWidget::itemActivated, this, [this] { enter(); });
    retranslate();
}

void MoveInputBox::setGame(const shogi::Game* game) {
    game_ = game;
    reader_.reset();
    if (!line_->text().isEmpty()) update();
}

void MoveInputBox::focusLine() {
    line_->setFocus(Qt::ShortcutFocusReason);
    line_->selectAll();
}

QString MoveInputBox::message() const { return message_->text(); }

QStringList MoveInputBox::listed() const {
    QStringList out;
    for (int i = 0; i < list_->count(); ++i) out << list_->item(i)->text();
    return out;
}

QString MoveInputBox::shown(const shogi::Move& move) const {
    const shogi::Position& pos = game_->position();
    const shogi::Square previousTo = game_->moves().empty() ? shogi::kNoSquare : game_->moves().back().to;
    const auto style = currentNotation() == Notation::Japanese ? shogi::MoveStyle::Japanese : shogi::MoveStyle::CodedText;
    return QString::fromStdString(
        shogi::formatMoveIn(style, pos, move, previousTo, squareStyle(currentCoordinateStyle())));
}

void MoveInputBox::update() {
    list_->clear();
    listedMoves_.clear();
    message_->clear();
    message_->hide();
    const QString text = line_->text();
    if (text.trimmed().isEmpty()) {
        list_->hide();
        input_ = {};
        return;
    }
    if (!game_) {
        list_->hide();
        showError(tr("No move can be entered now (not a human's turn, an earlier position shown, or the game over)."));
        return;
    }
    if (!reader_) {
        const shogi::Square previousTo = game_->moves().empty() ? shogi::kNoSquare : game_->moves().back().to;
        reader_ = std::make_unique<shogi::MoveInputReader>(game_->position(), game_->legalMoves(), previousTo);
    }
    input_ = reader_->read(text.toStdString());
    if (!input_.error.empty()) showError(QString::fromStdString(input_.error));
    const int count = static_cast<int>(input_.matches.size());
    for (int i = 0; i < std::min(count, kMostListed); ++i) {
        listedMoves_.push_back(input_.matches[i]);
        list_->addItem(shown(input_.matches[i]));
    }
    if (count > kMostListed) {
        auto* more = new QListWidgetItem(tr("… %n more", nullptr, count - kMostListed), list_);
        more->setFlags(Qt::NoItemFlags);
    }
    list_->setVisible(count > 0);
    // The move Enter would play is the one picked.
    if (const std::optional<shogi::Move> chosen = input_.chosen()) {
        const auto it = std::find(listedMoves_.begin(), listedMoves_.end(), *chosen);
        if (it != listedMoves_.end()) list_->setCurrentRow(static_cast<int>(it - listedMoves_.begin()));
    }
}

void MoveInputBox::showError(const QString& error) {
    message_->setText(error);
    message_->show();
}

void MoveInputBox::enter() {
    if (line_->text().trimmed().isEmpty()) return;
    if (!game_) {
        update();  // says why
        return;
    }
    std::optional<shogi::Move> move = input_.chosen();
    const int row = list_->currentRow();
    if (row >= 0 && row < static_cast<int>(listedMoves_.size())) move = listedMoves_[row];
    if (!move) {
        if (input_.error.empty())
            showError(input_.matches.empty() ? tr("Type a move.")
                                             : tr("%n moves begin so: type more, or pick one with Up and Down.", nullptr,
                                                  static_cast<int>(input_.matches.size())));
        return;
    }
    if (!confirmed(*move)) return;
    line_->clear();
    update();
    emit moveEntered(*move);
}

bool MoveInputBox::confirmed(const shogi::Move& move) {
    if (!chooser_) return true;
    // As on the board: a move that leaves the last royal capturable is asked about.
    const std::vector<shogi::PieceMove> moves =
        move.isDrop() ? game_->pieceMovesFromHand(game_->variant().kind(move.kind).type) : game_->pieceMoves(move.from);
    for (const shogi::PieceMove& pm : moves)
        if (pm.move == move && pm.exposesRoyal) return chooser_->confirmExposure(this, shown(move));
    return true;
}

bool MoveInputBox::eventFilter(QObject* watched, QEvent* event) {
    // Esc is the window's key to cancel a move on the board; typing here, it is this box's.
    if (watched == line_ && event->type() == QEvent::ShortcutOverride &&
        static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape) {
        event->accept();
        return true;
    }
    if (watched == line_ && event->type() == QEvent::KeyPress) {
        auto* key = static_cast<QKeyEvent*>(event);
        const int rows = static_cast<int>(listedMoves_.size());
        switch (key->key()) {
            case Qt::Key_Down:
            case Qt::Key_Up:
                if (rows > 0) {
                    const int step = key->key() == Qt::Key_Down ? 1 : -1;
                    list_->setCurrentRow((std::max(0, list_->currentRow()) + step + rows) % rows);
                }
                return true;
            case Qt::Key_Tab:
                // Completes to the move picked, as it is shown.
                if (list_->currentItem() && list_->currentRow() < rows) {
                    line_->setText(list_->currentItem()->text());
                    update();
                    return true;
                }
                break;
            case Qt::Key_Escape:
                line_->clear();
                update();
                emit finished();
                return true;
            case Qt::Key_Slash:
            case Qt::Key_Colon:
                // The keys that open the box are no part of a move: here they start the text over.
                line_->selectAll();
                return true;
            default: break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void MoveInputBox::retranslate() {
    line_->setPlaceholderText(tr("Type a move ( / )"));
    line_->setToolTip(tr("A move as the move list writes it (e5-e6, P*b3, ７六歩), or XBoard's legs (e5e6,e6e7). "
                         "The moves it can still become are listed; Enter plays, Esc goes back to the board."));
}

void MoveInputBox::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) retranslate();
}

}  // namespace ui
