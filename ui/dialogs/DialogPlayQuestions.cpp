#include "dialogs/DialogPlayQuestions.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>

namespace ui {
namespace {

// Not a QObject: gives lupdate and tr() the context "ui::DialogPlayQuestions".
struct QuestionTexts {
    Q_DECLARE_TR_FUNCTIONS(ui::DialogPlayQuestions)
};

}  // namespace

PlayQuestions::SaveAnswer DialogPlayQuestions::askSaveUnfinished(QWidget* parent, const QString& question) {
    QMessageBox box(QMessageBox::Question, QuestionTexts::tr("Unfinished game"),
                    question,
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setInformativeText(
        QuestionTexts::tr("A game that is not saved stays under Game > Resume, with the last unfinished games."));
    // The buttons' words are the program's own: Qt's translation may not be installed.
    box.button(QMessageBox::Save)->setText(QuestionTexts::tr("&Save…"));
    box.button(QMessageBox::Discard)->setText(QuestionTexts::tr("Do&n't Save"));
    box.button(QMessageBox::Cancel)->setText(QuestionTexts::tr("Cancel"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
        case QMessageBox::Save: return SaveAnswer::Save;
        case QMessageBox::Discard: return SaveAnswer::Discard;
        default: return SaveAnswer::Cancel;
    }
}

bool DialogPlayQuestions::confirmResign(QWidget* parent, const QString& side) {
    QMessageBox box(QMessageBox::Question, QuestionTexts::tr("Resign"),
                    QuestionTexts::tr("Resign this game as %1?").arg(side), QMessageBox::Cancel, parent);
    box.button(QMessageBox::Cancel)->setText(QuestionTexts::tr("Cancel"));
    QPushButton* resign = box.addButton(QuestionTexts::tr("&Resign"), QMessageBox::AcceptRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == resign;
}

bool DialogPlayQuestions::confirmPlayOn(QWidget* parent, int ply, int dropped) {
    QMessageBox box(QMessageBox::Question, QuestionTexts::tr("Play on from here"),
                    ply == 0 ? QuestionTexts::tr("Play on from the start position?")
                             : QuestionTexts::tr("Play on from move %1?").arg(ply),
                    QMessageBox::Cancel, parent);
    box.button(QMessageBox::Cancel)->setText(QuestionTexts::tr("Cancel"));
    if (dropped > 0)
        box.setInformativeText(dropped == 1 ? QuestionTexts::tr("The move after it will be dropped.")
                                            : QuestionTexts::tr("The %1 moves after it will be dropped.").arg(dropped));
    QPushButton* play = box.addButton(QuestionTexts::tr("&Play On"), QMessageBox::AcceptRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == play;
}

void DialogPlayQuestions::gameOver(QWidget* parent, const QString& result, std::function<void(GameOverAnswer)> answered) {
    if (gameOverBox_) {
        QObject::disconnect(gameOverBox_, &QMessageBox::finished, nullptr, nullptr);
        gameOverBox_->close();
    }
    auto* box = new QMessageBox(QMessageBox::Information, QuestionTexts::tr("Game over"), result, QMessageBox::Close, parent);
    box->setObjectName(QStringLiteral("gameOverDialog"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->button(QMessageBox::Close)->setText(QuestionTexts::tr("Close"));
    QPushButton* newGame = box->addButton(QuestionTexts::tr("&New Game…"), QMessageBox::ActionRole);
    QPushButton* save = box->addButton(QuestionTexts::tr("&Save…"), QMessageBox::ActionRole);
    QPushButton* review = box->addButton(QuestionTexts::tr("Re&view"), QMessageBox::ActionRole);
    box->setDefaultButton(review);
    QObject* context = parent ? static_cast<QObject*>(parent) : QCoreApplication::instance();
    QObject::connect(box, &QMessageBox::finished, box, [box, newGame, save, review, answered, context] {
        const QAbstractButton* clicked = box->clickedButton();
        const GameOverAnswer answer = clicked == newGame ? GameOverAnswer::NewGame
                                      : clicked == save  ? GameOverAnswer::Save
                                      : clicked == review ? GameOverAnswer::Review
                                                          : GameOverAnswer::Close;
        // After the box has gone: the answer may open another dialog.
        QTimer::singleShot(0, context, [answered, answer] { answered(answer); });
    });
    gameOverBox_ = box;
    box->open();
}

}  // namespace ui
