#pragma once
// Answers the main window's questions with dialogs (the window's PlayQuestions).

#include "dialogs/PlayQuestions.h"

namespace ui {

class DialogPlayQuestions : public PlayQuestions {
public:
    SaveAnswer askSaveUnfinished(QWidget* parent, const QString& question) override;
    bool confirmResign(QWidget* parent, const QString& side) override;
    bool confirmPlayOn(QWidget* parent, int ply, int dropped) override;
    void gameOver(QWidget* parent, const QString& result, std::function<void(GameOverAnswer)> answered) override;
};

}  // namespace ui
