#pragma once
// The keyboard's way to enter a move: a line to type it in, in any style the program writes
// moves (core/notation/MoveInput reads it: western "e5-e6", "e5xe6xe7", "P*b3", XBoard's legs
// "e5e6,e6e7", Japanese "７六歩" or "76歩"), the legal moves the text can still become listed
// under it as it is typed, written as the move list writes them, and what is wrong with text
// that names no move. Enter plays the move named (or the one picked in the list); a move that
// leaves the last royal capturable is confirmed first, as on the board. The text stays until
// a move is played. Esc empties it and gives the board the keys again.

#include <QWidget>
#include <memory>
#include <optional>

#include "game/Game.h"
#include "notation/MoveInput.h"

class QLabel;
class QLineEdit;
class QListWidget;

namespace ui {

class MoveChooser;

class MoveInputBox : public QWidget {
    Q_OBJECT

public:
    explicit MoveInputBox(QWidget* parent = nullptr);

    // The game whose side to move types here; nullptr (history shown, the computer's turn,
    // the game over) leaves the box unable to play. The game must outlive its use here.
    void setGame(const shogi::Game* game);
    void setChooser(MoveChooser* chooser) { chooser_ = chooser; }
    // Puts the keyboard focus in the line (the window's "/" and ":" keys).
    void focusLine();

    QLineEdit* line() const { return line_; }
    QListWidget* list() const { return list_; }
    QString message() const;
    // The moves listed, as shown.
    QStringList listed() const;

signals:
    // A legal move was typed and Enter pressed (after any confirmation).
    void moveEntered(const shogi::Move& move);
    // Esc: the player is done typing.
    void finished();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void update();     // reads the text again, fills the list and the message
    void enter();      // Enter: plays the move named or picked
    void showError(const QString& error);
    QString shown(const shogi::Move& move) const;
    bool confirmed(const shogi::Move& move);

    QLineEdit* line_;
    QListWidget* list_;
    QLabel* message_;
    const shogi::Game* game_ = nullptr;
    MoveChooser* chooser_ = nullptr;
    std::unique_ptr<shogi::MoveInputReader> reader_;
    shogi::MoveInput input_;
    std::vector<shogi::Move> listedMoves_;
};

}  // namespace ui
