#pragma once
// The learn mode's "Which piece is this?": a face shown (kanji or mnemonic, the piece set in
// use) with names to choose from, or a name with faces to choose from (core's
// study/ChoiceQuestion.h). A click or the keys 1 to 4 answer; the right choice turns green,
// a wrong one red, and the piece's names, move diagram and move in words are shown. Enter
// goes on.

#include <QWidget>
#include <vector>

#include "study/ChoiceQuestion.h"

class QLabel;
class QPushButton;

namespace ui {

class MoveDiagram;
class PieceArt;

class ChoicePage : public QWidget {
    Q_OBJECT

public:
    explicit ChoicePage(QWidget* parent = nullptr);

    void setPieceArt(const PieceArt* art);
    void ask(const shogi::Variant& variant, const std::vector<shogi::Face>& faces, const shogi::ChoiceQuestion& question);
    // Answers with the choice at `index` (0-based, in the order shown), once.
    void choose(int index);
    bool answeredYet() const { return chosen_ >= 0; }
    const std::vector<QPushButton*>& buttons() const { return buttons_; }

signals:
    void answered(bool right);
    void nextRequested();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void showQuestion();
    void showAnswer();

    const shogi::Variant* variant_ = nullptr;
    std::vector<shogi::Face> faces_;
    shogi::ChoiceQuestion question_;
    const PieceArt* art_ = nullptr;
    int chosen_ = -1;
    QLabel* prompt_;
    QLabel* shown_;
    std::vector<QPushButton*> buttons_;
    QWidget* answer_;
    QLabel* verdict_;
    QLabel* heading_;
    MoveDiagram* diagram_;
    QLabel* words_;
    QPushButton* nextButton_;
};

}  // namespace ui
