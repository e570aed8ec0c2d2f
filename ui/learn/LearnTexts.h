#pragma once
// Words both pages of the learn mode show.

#include <QCoreApplication>
#include <QString>

namespace ui {

struct LearnTexts {
    Q_DECLARE_TR_FUNCTIONS(ui::LearnTexts)

public:
    // The button that goes on once a question is answered (Enter does the same).
    static QString nextQuestion() { return tr("&Next question (Enter)"); }
};

}  // namespace ui
