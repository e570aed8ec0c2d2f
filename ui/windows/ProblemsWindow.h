#pragma once
// Study > Problems: the collection of forced wins (core/problems), a list per variant with
// each problem's length, theme and solved mark beside a board to solve it on. The player
// moves the winning side; the program answers (ProblemSession); Hint shows the piece, then
// the move; Show Solution steps through the main line; the marks are kept between runs
// (ProblemProgress).

#include <QWidget>
#include <vector>

#include "dialogs/DialogMoveChooser.h"
#include "play/ProblemProgress.h"
#include "play/ProblemSession.h"
#include "problems/Problem.h"

class QComboBox;
class QLabel;
class QPushButton;

namespace ui {

class BoardWidget;
class MoveChooser;
class PieceArt;
class ProblemList;

class ProblemsWindow : public QWidget {
    Q_OBJECT

public:
    explicit ProblemsWindow(const PieceArt* art, QWidget* parent = nullptr);

    void setPieceArt(const PieceArt* art);
    // Shows the variant's problems (the first unsolved one chosen); false if it has none.
    bool showVariant(const shogi::Variant& variant);
    // Chooses problem `index` of the variant shown.
    void showProblem(int index);

    // For tests: the parts a person looks at and presses.
    ProblemSession& session() { return session_; }
    ProblemProgress& progress() { return progress_; }
    BoardWidget* board() const { return board_; }
    ProblemList* list() const { return list_; }
    const shogi::ProblemSet* currentSet() const;
    QString statusText() const;
    // Tests answer the board's questions from a script; nullptr: dialogs.
    void setChooser(MoveChooser* chooser);

protected:
    void changeEvent(QEvent* event) override;

private:
    QWidget* createListSide();
    QWidget* createBoardSide();
    void loadSets();
    void retranslate();
    void refresh();
    void updateButtons();
    QString statusFor() const;
    // The last move of the game on the board, as the player's notation writes it.
    QString lastMoveText() const;
    void onSolved();
    // The count of solved problems, and what went wrong with the record of them.
    void updateProgress();
    void nextProblem();

    struct Collection {
        const shogi::Variant* variant;
        shogi::ProblemSet set;
    };
    std::vector<Collection> sets_;
    int setIndex_ = -1;
    int problemIndex_ = -1;
    const PieceArt* art_;
    ProblemSession session_;
    ProblemProgress progress_;
    DialogMoveChooser dialogChooser_;

    QComboBox* variantBox_;
    ProblemList* list_;
    QLabel* solvedLabel_;
    QLabel* noticeLabel_;
    QLabel* titleLabel_;
    QLabel* themesLabel_;
    BoardWidget* board_;
    QLabel* statusLabel_;
    QPushButton* hintButton_;
    QPushButton* solutionButton_;
    QPushButton* backButton_;
    QPushButton* forwardButton_;
    QPushButton* retryButton_;
    QPushButton* restartButton_;
    QPushButton* nextButton_;
};

}  // namespace ui
