#include "learn/QuizBoardOverlay.h"

#include <QEvent>
#include <QPainter>

#include "boardview/BoardWidget.h"
#include "boardview/MarkStyle.h"

namespace ui {

QuizBoardOverlay::QuizBoardOverlay(BoardWidget* board) : QWidget(board), board_(board) {
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setGeometry(board->rect());
    board->installEventFilter(this);
}

bool QuizBoardOverlay::eventFilter(QObject* watched, QEvent* event) {
    if (watched == board_ && event->type() == QEvent::Resize) setGeometry(board_->rect());
    return QWidget::eventFilter(watched, event);
}

void QuizBoardOverlay::setPieceSquare(shogi::Square square) {
    piece_ = square;
    update();
}

void QuizBoardOverlay::setChosen(const std::set<shogi::Square>& chosen) {
    chosen_ = chosen;
    update();
}

void QuizBoardOverlay::setCursorSquare(shogi::Square square) {
    cursor_ = square;
    update();
}

void QuizBoardOverlay::setCheck(const std::optional<shogi::AnswerCheck>& check) {
    check_ = check;
    update();
}

bool QuizBoardOverlay::holdsEnemy(shogi::Square square) const {
    const shogi::Position* pos = board_->position();
    return pos && shogi::isPiece(pos->cell(square)) && shogi::cellSide(pos->cell(square)) == shogi::kWhite;
}

void QuizBoardOverlay::paintEvent(QPaintEvent*) {
    if (!board_->position()) return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const BoardLayout& layout = board_->layout();
    if (piece_ != shogi::kNoSquare) marks::studied(p, layout.squareRect(piece_));
    if (check_) {
        for (shogi::Square sq : check_->right) marks::quizRight(p, layout.squareRect(sq), holdsEnemy(sq));
        for (shogi::Square sq : check_->missed) marks::quizMissed(p, layout.squareRect(sq));
        for (shogi::Square sq : check_->wrong) marks::quizWrong(p, layout.squareRect(sq));
    } else {
        for (shogi::Square sq : chosen_) marks::quizChosen(p, layout.squareRect(sq), holdsEnemy(sq));
    }
    if (cursor_ != shogi::kNoSquare && board_->hasFocus()) marks::quizCursor(p, layout.squareRect(cursor_));
}

}  // namespace ui
