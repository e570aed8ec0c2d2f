#pragma once
// Answers the main window's questions with dialogs (the window's PlayQuestions).

#include <QPointer>

#include "dialogs/PlayQuestions.h"

class QMessageBox;

namespace ui {

class DialogPlayQuestions : public PlayQuestions {
public:
    SaveAnswer askSaveUnfinished(QWidget* parent, const QString& question) override;
    bool confirmResign(QWidget* parent, const QString& side) override;
    bool confirmPlayOn(QWidget* parent, int ply, int dropped) override;
    // A game-over box still open when another game ends is replaced, not stacked (its
    // answer is never given).
    void gameOver(QWidget* parent, const QString& result, std::function<void(GameOverAnswer)> answered) override;

private:
    QPointer<QMessageBox> gameOverBox_;
};

}  // namespace ui
