#pragma once
// Drawn over a board (a look-only BoardWidget) for the learn mode's "Where can it go?": the
// piece asked about, the squares the player has marked, the keyboard's cursor and, once the
// answer is checked, what was right, missed and wrong (boardview/MarkStyle.h). It lets the
// mouse through to the board; the page that owns it reads the clicks.

#include <QWidget>
#include <optional>
#include <set>

#include "board/Geometry.h"
#include "study/WhereQuestion.h"

namespace ui {

class BoardWidget;

class QuizBoardOverlay : public QWidget {
    Q_OBJECT

public:
    // Becomes a child of `board` covering it.
    explicit QuizBoardOverlay(BoardWidget* board);

    void setPieceSquare(shogi::Square square);
    void setChosen(const std::set<shogi::Square>& chosen);
    void setCursorSquare(shogi::Square square);
    // The checked answer; nullopt: not checked yet.
    void setCheck(const std::optional<shogi::AnswerCheck>& check);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    bool holdsEnemy(shogi::Square square) const;

    BoardWidget* board_;
    shogi::Square piece_ = shogi::kNoSquare;
    shogi::Square cursor_ = shogi::kNoSquare;
    std::set<shogi::Square> chosen_;
    std::optional<shogi::AnswerCheck> check_;
};

}  // namespace ui
