#pragma once
// Knows whether a question is open: any modal window of the program (a message box, a file
// dialog, New Game, Settings, the game-over box, the position editor), seen by an event
// filter on the whole application, so that no dialog has to say so itself and none is
// forgotten. The window holds the clocks and the computer's moves while one is open.
//
// Questions that belong to entering a move (which face, pass, leave the royal capturable:
// MoveChooser) are part of the player's thinking time, as on a real clock; their dialogs
// carry the property kPartOfMove and are not counted.

#include <QObject>
#include <QSet>

class QWidget;

namespace ui {

class QuestionWatch : public QObject {
    Q_OBJECT

public:
    // The dynamic property a dialog sets (to true) to be left out.
    static constexpr const char* kPartOfMove = "shogiPartOfMove";

    explicit QuestionWatch(QObject* parent = nullptr);
    ~QuestionWatch() override;

    bool questionOpen() const { return !open_.isEmpty(); }

signals:
    // The first question opened, or the last one closed.
    void questionOpenChanged(bool open);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void opened(QWidget* window);
    void closed(QObject* window);

    QSet<QObject*> open_;
};

}  // namespace ui
