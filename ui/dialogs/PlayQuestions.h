#pragma once
// The questions the main window asks before something that cannot be undone: save
// an unfinished game, resign, drop later moves, and what to do when a game is over. The window
// answers them with dialogs (DialogPlayQuestions); tests answer them from a script, so every
// answer can be tried without a modal dialog blocking the test (as MoveChooser does for the
// board's questions).

#include <QString>
#include <functional>

class QWidget;

namespace ui {

class PlayQuestions {
public:
    enum class SaveAnswer { Save, Discard, Cancel };
    enum class GameOverAnswer { NewGame, Save, Review, Close };

    virtual ~PlayQuestions() = default;
    // An unfinished game that is not saved is about to leave the board; `question` asks it in
    // words that say why (a new game, another game opened, quitting). Discard keeps the game
    // under Game > Resume.
    virtual SaveAnswer askSaveUnfinished(QWidget* parent, const QString& question) = 0;
    // `side` (a side's name) is about to resign.
    virtual bool confirmResign(QWidget* parent, const QString& side) = 0;
    // Playing on from move `ply` drops the `dropped` moves after it.
    virtual bool confirmPlayOn(QWidget* parent, int ply, int dropped) = 0;
    // The game is over: `result` says how and why. The answer comes through `answered`, maybe
    // later: the dialog does not block, so a window behind it goes on painting.
    virtual void gameOver(QWidget* parent, const QString& result, std::function<void(GameOverAnswer)> answered) = 0;
};

}  // namespace ui
