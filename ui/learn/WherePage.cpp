#include "learn/WherePage.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include "boardview/BoardWidget.h"
#include "boardview/MarkStyle.h"
#include "language/DisplayNames.h"
#include "learn/LearnTexts.h"
#include "learn/QuizBoardOverlay.h"
#include "panels/DiagramWindow.h"
#include "panels/MoveDiagram.h"
#include "panels/PieceFacts.h"
#include "panels/RichLabel.h"

namespace ui {
namespace {

constexpr int kSideWidth = 330;
constexpr int kDiagramSize = 196;

QString colored(const QColor& color, const QString& text) {
    return QStringLiteral("<span style=\"color:%1; font-weight:bold\">%2</span>").arg(color.name(), text.toHtmlEscaped());
}

}  // namespace

WherePage::WherePage(QWidget* parent)
    : QWidget(parent),
      board_(new BoardWidget),
      overlay_(new QuizBoardOverlay(board_)),
      prompt_(richLabel()),
      count_(richLabel()),
      checkButton_(new QPushButton),
      clearButton_(new QPushButton),
      allEmptyButton_(new QPushButton),
      verdict_(richLabel()),
      diagram_(new MoveDiagram),
      words_(richLabel()),
      nextButton_(new QPushButton) {
    board_->setObjectName(QStringLiteral("learnBoard"));
    board_->setGame(nullptr);
    board_->installEventFilter(this);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(board_, 1);

    auto* side = new QWidget;
    auto* column = new QVBoxLayout(side);
    column->setContentsMargins(0, 0, 0, 0);
    prompt_->setObjectName(QStringLiteral("wherePrompt"));
    column->addWidget(prompt_);
    count_->setObjectName(QStringLiteral("whereCount"));
    column->addWidget(count_);
    auto* buttons = new QHBoxLayout;
    checkButton_->setObjectName(QStringLiteral("whereCheck"));
    buttons->addWidget(checkButton_);
    buttons->addWidget(clearButton_);
    column->addLayout(buttons);
    column->addWidget(allEmptyButton_);
    verdict_->setObjectName(QStringLiteral("whereVerdict"));
    column->addWidget(verdict_);
    diagram_->setFixedSize(kDiagramSize, kDiagramSize);
    diagram_->setClickable(true);
    connect(diagram_, &MoveDiagram::clicked, this, [this] {
        if (question_) DiagramWindow::showFor(this, art_, question_->position.variant(), question_->kind);
    });
    column->addWidget(diagram_, 0, Qt::AlignHCenter);
    words_->setObjectName(QStringLiteral("whereWords"));
    column->addWidget(words_);
    nextButton_->setObjectName(QStringLiteral("whereNext"));
    column->addWidget(nextButton_);
    column->addStretch(1);
    auto* scroll = new QScrollArea;
    scroll->setWidget(side);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFixedWidth(kSideWidth);
    layout->addWidget(scroll);

    connect(checkButton_, &QPushButton::clicked, this, &WherePage::check);
    connect(clearButton_, &QPushButton::clicked, this, &WherePage::clearMarks);
    connect(allEmptyButton_, &QPushButton::clicked, this, &WherePage::markEveryEmptySquare);
    connect(nextButton_, &QPushButton::clicked, this, &WherePage::nextRequested);
    updateTexts();
}

void WherePage::setPieceArt(const PieceArt* art) {
    art_ = art;
    board_->setPieceArt(art);
    if (question_) diagram_->setPiece(art, &question_->position.variant(), question_->kind);
}

void WherePage::ask(const shogi::WhereQuestion& question) {
    question_ = question;
    chosen_.clear();
    result_.reset();
    painting_.reset();
    cursor_ = question.square;
    board_->setPosition(question.position);
    overlay_->setPieceSquare(question.square);
    overlay_->setCursorSquare(cursor_);
    overlay_->setChosen(chosen_);
    overlay_->setCheck(result_);
    diagram_->setPiece(art_, &question.position.variant(), question.kind);
    words_->setText(pieceMoves(question.position.variant(), question.kind));
    board_->setFocus();
    updateTexts();
}

void WherePage::setMark(shogi::Square square, bool marked) {
    if (!question_ || result_ || square == question_->square || !question_->position.variant().geometry().contains(square)) return;
    if (marked) chosen_.insert(square);
    else chosen_.erase(square);
    overlay_->setChosen(chosen_);
    updateTexts();
}

void WherePage::toggle(shogi::Square square) { setMark(square, !chosen_.count(square)); }

void WherePage::markEveryEmptySquare() {
    if (!question_ || result_) return;
    for (shogi::Square sq : question_->position.variant().squares())
        if (question_->position.cell(sq) == shogi::kEmptyCell) chosen_.insert(sq);
    overlay_->setChosen(chosen_);
    updateTexts();
}

void WherePage::clearMarks() {
    if (result_) return;
    chosen_.clear();
    overlay_->setChosen(chosen_);
    updateTexts();
}

void WherePage::check() {
    if (!question_ || result_) return;
    result_ = shogi::checkAnswer(*question_, std::vector<shogi::Square>(chosen_.begin(), chosen_.end()));
    overlay_->setCheck(result_);
    updateTexts();
    nextButton_->setFocus();
    emit answered(result_->correct());
}

bool WherePage::eventFilter(QObject* watched, QEvent* event) {
    if (watched != board_) return QWidget::eventFilter(watched, event);
    switch (event->type()) {
        case QEvent::MouseButtonPress:
        case QEvent::MouseButtonDblClick:
        case QEvent::MouseMove:
        case QEvent::MouseButtonRelease:
            return boardMouse(event);
        case QEvent::KeyPress: {
            const auto* key = static_cast<QKeyEvent*>(event);
            return boardKey(key->key(), key->modifiers());
        }
        case QEvent::FocusIn:
        case QEvent::FocusOut:
            overlay_->update();  // the cursor shows while the board has the keyboard
            return false;
        default:
            return false;
    }
}

bool WherePage::boardMouse(QEvent* event) {
    const auto* mouse = static_cast<QMouseEvent*>(event);
    const shogi::Square sq = board_->squareAt(mouse->position().toPoint());
    if (event->type() == QEvent::MouseButtonRelease) {
        painting_.reset();
        return true;
    }
    if (event->type() == QEvent::MouseMove) {
        // A drag marks (or unmarks, as its first square was) every square it passes.
        if (painting_ && (mouse->buttons() & Qt::LeftButton) && sq != shogi::kNoSquare) setMark(sq, *painting_);
        return false;  // the board still shows what is under the pointer
    }
    board_->setFocus();
    if (mouse->button() != Qt::LeftButton || sq == shogi::kNoSquare || !question_ || sq == question_->square) return true;
    painting_ = !chosen_.count(sq);
    setMark(sq, *painting_);
    cursor_ = sq;
    overlay_->setCursorSquare(cursor_);
    return true;
}

bool WherePage::boardKey(int key, Qt::KeyboardModifiers modifiers) {
    if (!question_) return false;
    switch (key) {
        case Qt::Key_Left: moveCursor(-1, 0); return true;
        case Qt::Key_Right: moveCursor(1, 0); return true;
        case Qt::Key_Up: moveCursor(0, 1); return true;
        case Qt::Key_Down: moveCursor(0, -1); return true;
        case Qt::Key_Space: toggle(cursor_); return true;
        case Qt::Key_Return:
        case Qt::Key_Enter:
            checkOrGoOn();
            return true;
        case Qt::Key_Delete:
        case Qt::Key_Backspace: clearMarks(); return true;
        case Qt::Key_A:
            if (modifiers & Qt::ControlModifier) {
                markEveryEmptySquare();
                return true;
            }
            return false;
        default: return false;
    }
}

void WherePage::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        checkOrGoOn();
        return;
    }
    QWidget::keyPressEvent(event);
}

void WherePage::checkOrGoOn() {
    if (result_) emit nextRequested();
    else check();
}

void WherePage::moveCursor(int dx, int dy) {
    const shogi::Geometry& g = question_->position.variant().geometry();
    const int file = std::clamp(shogi::fileOf(cursor_) + dx, 0, g.files() - 1);
    const int rank = std::clamp(shogi::rankOf(cursor_) + dy, 0, g.ranks() - 1);
    cursor_ = shogi::toSquare(file, rank);
    overlay_->setCursorSquare(cursor_);
}

void WherePage::updateTexts() {
    checkButton_->setText(tr("&Check (Enter)"));
    clearButton_->setText(tr("C&lear (Del)"));
    allEmptyButton_->setText(tr("Mark every &empty square (Ctrl+A)"));
    allEmptyButton_->setToolTip(tr("For pieces that go almost anywhere: mark every empty square, then take off the marks you do not want"));
    nextButton_->setText(LearnTexts::nextQuestion());
    if (!question_) return;
    const shogi::Variant& v = question_->position.variant();
    const QString name = pieceName(v.faceType(question_->kind)).toHtmlEscaped();
    prompt_->setText(
        QStringLiteral("<h3>%1</h3>").arg(tr("Where can it go?").toHtmlEscaped()) +
        tr("Mark every square the <b>%1</b> on %2 can go to with one move. A piece of the other side marked is a "
           "capture.")
            .arg(name, QString::fromStdString(v.geometry().name(question_->square))) +
        QStringLiteral("<br><span style=\"color:#777777; font-size:small\">%1</span>")
            .arg(tr("Click a square (drag for a line of squares), or move with the arrow keys and press Space.").toHtmlEscaped()));
    int captures = 0;
    for (shogi::Square sq : chosen_)
        captures += shogi::isPiece(question_->position.cell(sq)) && shogi::cellSide(question_->position.cell(sq)) == shogi::kWhite;
    count_->setText(tr("Marked: %1 squares, %2 of them captures").arg(chosen_.size()).arg(captures));
    const bool checked = result_.has_value();
    checkButton_->setEnabled(!checked);
    clearButton_->setEnabled(!checked);
    allEmptyButton_->setEnabled(!checked);
    verdict_->setVisible(checked);
    diagram_->setVisible(checked);
    words_->setVisible(checked);
    nextButton_->setVisible(checked);
    if (!checked) return;
    const int total = static_cast<int>(question_->answer.size());
    if (result_->correct()) {
        verdict_->setText(colored(marks::kQuizRight, tr("Right! The %1 can go to these %2 squares.")
                                                         .arg(pieceName(v.faceType(question_->kind)))
                                                         .arg(total)));
    } else {
        QStringList parts;
        parts << tr("%1 of %2 squares found.").arg(result_->right.size()).arg(total);
        if (!result_->missed.empty())
            parts << colored(marks::kQuizMissed, tr("%n missed (orange rings)", nullptr, static_cast<int>(result_->missed.size())));
        if (!result_->wrong.empty())
            parts << colored(marks::kQuizWrong, tr("%n wrong (red crosses)", nullptr, static_cast<int>(result_->wrong.size())));
        verdict_->setText(QStringLiteral("<b>%1</b><br>%2").arg(tr("Not quite.").toHtmlEscaped(), parts.join(QStringLiteral("<br>"))));
    }
}

void WherePage::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        updateTexts();
        if (question_) words_->setText(pieceMoves(question_->position.variant(), question_->kind));
    }
}

}  // namespace ui
