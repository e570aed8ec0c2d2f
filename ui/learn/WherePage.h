#pragma once
// The learn mode's "Where can it go?": a board with one piece of the variant, alone or among a
// few pieces of both sides, on which the player marks every square it can go to (a piece of
// the other side marked is a capture). Click a square to mark it or take the mark off, drag
// to mark a line of squares; or move the cursor with the arrow keys and press Space. Enter
// checks the answer against core's (study/WhereQuestion.h: checkAnswer) and shows what was
// right, missed and wrong on the board, with the piece's move diagram beside it; Enter
// again goes on.

#include <QWidget>
#include <optional>
#include <set>

#include "study/WhereQuestion.h"

class QLabel;
class QPushButton;

namespace ui {

class BoardWidget;
class MoveDiagram;
class PieceArt;
class QuizBoardOverlay;

class WherePage : public QWidget {
    Q_OBJECT

public:
    explicit WherePage(QWidget* parent = nullptr);

    void setPieceArt(const PieceArt* art);
    void ask(const shogi::WhereQuestion& question);

    // The squares marked; marking the piece's own square does nothing.
    const std::set<shogi::Square>& chosen() const { return chosen_; }
    void toggle(shogi::Square square);
    void markEveryEmptySquare();
    void clearMarks();
    // Checks the answer (once); answered() tells whether it was right.
    void check();
    const std::optional<shogi::AnswerCheck>& result() const { return result_; }
    BoardWidget* board() const { return board_; }

signals:
    void answered(bool right);
    void nextRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    // Enter anywhere on the page: check, then go on.
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    bool boardMouse(QEvent* event);
    bool boardKey(int key, Qt::KeyboardModifiers modifiers);
    void moveCursor(int dx, int dy);
    void checkOrGoOn();
    void updateTexts();
    void setMark(shogi::Square square, bool marked);

    std::optional<shogi::WhereQuestion> question_;
    const PieceArt* art_ = nullptr;
    std::set<shogi::Square> chosen_;
    std::optional<shogi::AnswerCheck> result_;
    shogi::Square cursor_ = shogi::kNoSquare;
    std::optional<bool> painting_;  // while the button is held: marking (true) or unmarking
    BoardWidget* board_;
    QuizBoardOverlay* overlay_;
    QLabel* prompt_;
    QLabel* count_;
    QPushButton* checkButton_;
    QPushButton* clearButton_;
    QPushButton* allEmptyButton_;
    QLabel* verdict_;
    MoveDiagram* diagram_;
    QLabel* words_;
    QPushButton* nextButton_;
};

}  // namespace ui
