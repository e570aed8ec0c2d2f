#include "panels/StartPrompt.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace ui {

StartPrompt::StartPrompt(QWidget* parent)
    : QFrame(parent), label_(new QLabel(this)), start_(new QPushButton(this)), newGame_(new QPushButton(this)) {
    setObjectName(QStringLiteral("startPrompt"));
    setFrameShape(QFrame::StyledPanel);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    label_->setWordWrap(true);
    start_->setObjectName(QStringLiteral("startButton"));
    start_->setDefault(true);
    newGame_->setObjectName(QStringLiteral("startPromptNewGame"));
    layout->addWidget(label_);
    layout->addWidget(start_);
    layout->addWidget(newGame_);
    connect(start_, &QPushButton::clicked, this, &StartPrompt::startClicked);
    connect(newGame_, &QPushButton::clicked, this, &StartPrompt::newGameClicked);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    retranslate();
}

void StartPrompt::setHumanMovesFirst(bool humanMovesFirst) {
    humanMovesFirst_ = humanMovesFirst;
    retranslate();
}

QString StartPrompt::text() const { return label_->text(); }

void StartPrompt::retranslate() {
    label_->setText(humanMovesFirst_ ? tr("Nothing runs yet: your first move, or Start, begins the game.")
                                     : tr("Nothing runs yet: the computer moves and the clocks run once you start."));
    start_->setText(tr("Start Game"));
    newGame_->setText(tr("New Game…"));
}

void StartPrompt::changeEvent(QEvent* event) {
    QFrame::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) retranslate();
}

}  // namespace ui
