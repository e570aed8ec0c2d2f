#pragma once
// Beside the board while the game waits for the player (GameController::waitingForStart):
// says that nothing runs yet and offers to start it or to set up another. Shown at start-up,
// where the program never starts a game on its own.

#include <QFrame>

class QLabel;
class QPushButton;

namespace ui {

class StartPrompt : public QFrame {
    Q_OBJECT

public:
    explicit StartPrompt(QWidget* parent = nullptr);

    // `humanMovesFirst`: the side to move is a human, whose move starts the game too.
    void setHumanMovesFirst(bool humanMovesFirst);
    QString text() const;

signals:
    void startClicked();
    void newGameClicked();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QLabel* label_;
    QPushButton* start_;
    QPushButton* newGame_;
    bool humanMovesFirst_ = true;
};

}  // namespace ui
