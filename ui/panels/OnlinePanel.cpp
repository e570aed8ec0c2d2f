#include "panels/OnlinePanel.h"

#include <QDockWidget>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

#include "play/NetworkGameController.h"

namespace ui {

using shogi::net::NetGame;

OnlinePanel::OnlinePanel(NetworkGameController& online, QWidget* parent) : QWidget(parent), online_(online) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* statusRow = new QHBoxLayout;
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("onlineStatus"));
    status_->setWordWrap(true);
    statusRow->addWidget(status_, 1);
    reconnect_ = new QPushButton(this);
    reconnect_->setObjectName(QStringLiteral("reconnectButton"));
    connect(reconnect_, &QPushButton::clicked, &online_, &NetworkGameController::reconnectNow);
    statusRow->addWidget(reconnect_);
    layout->addLayout(statusRow);

    auto* offerRow = new QHBoxLayout;
    offer_ = new QLabel(this);
    offer_->setObjectName(QStringLiteral("onlineOffer"));
    offer_->setWordWrap(true);
    offer_->setStyleSheet(QStringLiteral("font-weight: bold"));
    offerRow->addWidget(offer_, 1);
    accept_ = new QPushButton(this);
    accept_->setObjectName(QStringLiteral("acceptOfferButton"));
    decline_ = new QPushButton(this);
    decline_->setObjectName(QStringLiteral("declineOfferButton"));
    offerRow->addWidget(accept_);
    offerRow->addWidget(decline_);
    layout->addLayout(offerRow);
    auto answer = [this](bool yes) {
        const shogi::net::NetGame* game = online_.netGame();
        if (!game) return;
        const shogi::net::GameSession& s = game->session();
        if (s.takebackRequestBy() && *s.takebackRequestBy() != s.localSide()) online_.answerTakeback(yes);
        else online_.answerDraw(yes);
    };
    connect(accept_, &QPushButton::clicked, this, [answer] { answer(true); });
    connect(decline_, &QPushButton::clicked, this, [answer] { answer(false); });

    auto* buttons = new QHBoxLayout;
    drawButton_ = new QPushButton(this);
    takebackButton_ = new QPushButton(this);
    saveButton_ = new QPushButton(this);
    drawButton_->setObjectName(QStringLiteral("offerDrawButton"));
    takebackButton_->setObjectName(QStringLiteral("takebackButton"));
    saveButton_->setObjectName(QStringLiteral("saveAndEndButton"));
    connect(drawButton_, &QPushButton::clicked, &online_, &NetworkGameController::offerDraw);
    connect(takebackButton_, &QPushButton::clicked, &online_, &NetworkGameController::requestTakeback);
    connect(saveButton_, &QPushButton::clicked, &online_, &NetworkGameController::saveAndEnd);
    for (QPushButton* b : {drawButton_, takebackButton_, saveButton_}) buttons->addWidget(b);
    layout->addLayout(buttons);

    chat_ = new QPlainTextEdit(this);
    chat_->setObjectName(QStringLiteral("onlineChat"));
    chat_->setReadOnly(true);
    chat_->setMaximumBlockCount(500);
    layout->addWidget(chat_, 1);
    chatInput_ = new QLineEdit(this);
    chatInput_->setObjectName(QStringLiteral("chatInput"));
    chatInput_->setMaxLength(200);
    connect(chatInput_, &QLineEdit::returnPressed, this, [this] {
        online_.sendChat(chatInput_->text());
        chatInput_->clear();
    });
    layout->addWidget(chatInput_);

    connect(&online_, &NetworkGameController::linkChanged, this, &OnlinePanel::updateLink);
    connect(&online_, &NetworkGameController::started, this, &OnlinePanel::updateLink);
    connect(&online_, &NetworkGameController::offersChanged, this, &OnlinePanel::updateOffer);
    connect(&online_, &NetworkGameController::started, this, &OnlinePanel::updateOffer);
    connect(&online_, &NetworkGameController::chatReceived, this, [this](const QString& text, bool mine) {
        addLine(mine ? tr("You: %1").arg(text) : tr("Friend: %1").arg(text));
    });
    connect(&online_, &NetworkGameController::notice, this, [this](const QString& text) { addLine(QStringLiteral("— ") + text); });
    // The round trip shown is kept fresh while connected.
    auto* refresh = new QTimer(this);
    refresh->setInterval(2000);
    connect(refresh, &QTimer::timeout, this, &OnlinePanel::updateLink);
    refresh->start();
    retranslate();
}

void OnlinePanel::retranslate() {
    if (auto* dock = qobject_cast<QDockWidget*>(parentWidget())) dock->setWindowTitle(tr("Friend Online"));
    reconnect_->setText(tr("Reconnect &Now"));
    accept_->setText(tr("&Accept"));
    decline_->setText(tr("&Decline"));
    drawButton_->setText(tr("Offer a Dra&w"));
    takebackButton_->setText(tr("Ask to &Take Back"));
    saveButton_->setText(tr("&Save and End"));
    saveButton_->setToolTip(tr("End the session and keep the game: host it again, or join with the same invitation, "
                               "to go on later."));
    chatInput_->setPlaceholderText(tr("A message to your friend (Enter sends it)"));
    updateLink();
    updateOffer();
}

void OnlinePanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) retranslate();
}

void OnlinePanel::updateLink() {
    const NetGame* game = online_.netGame();
    const NetGame::LinkState state = game ? game->linkState() : NetGame::LinkState::Closed;
    const QString detail = game ? game->linkDetail() : QString();
    QString text;
    switch (state) {
        case NetGame::LinkState::Idle:
        case NetGame::LinkState::Connecting: text = tr("Connecting…"); break;
        case NetGame::LinkState::Listening:
            text = online_.onBoard() ? tr("Connection lost (%1). Waiting for your friend to come back; the clocks are "
                                          "stopped.")
                                           .arg(detail)
                                     : tr("Waiting for your friend to join.");
            break;
        case NetGame::LinkState::Connected: {
            const int ms = game->roundTripMs();
            text = ms >= 0 ? tr("Connected to %1 (round trip %2 ms).").arg(detail).arg(ms) : tr("Connected to %1.").arg(detail);
            break;
        }
        case NetGame::LinkState::Reconnecting:
            text = tr("Connection lost: %1. The game is paused and the clocks are stopped.").arg(detail);
            break;
        case NetGame::LinkState::Closed: text = tr("The session has ended: %1.").arg(detail); break;
    }
    status_->setText(text);
    status_->setStyleSheet(state == NetGame::LinkState::Connected ? QString() : QStringLiteral("color: #b00020"));
    reconnect_->setVisible(state == NetGame::LinkState::Reconnecting && game && game->role() == shogi::net::Role::Guest);
    updateOffer();
}

void OnlinePanel::updateOffer() {
    const NetGame* game = online_.netGame();
    const bool on = game && game->session().playing() && game->session().hasGame() && !game->session().game().result().over();
    QString text;
    if (on) {
        const shogi::net::GameSession& s = game->session();
        if (s.takebackRequestBy() && *s.takebackRequestBy() != s.localSide())
            text = tr("Your friend asks to take back their last move.");
        else if (s.drawOfferBy() && *s.drawOfferBy() != s.localSide())
            text = tr("Your friend offers a draw.");
        else if (s.takebackRequestBy())
            text = tr("You asked to take back your last move; waiting for the answer.");
        else if (s.drawOfferBy())
            text = tr("You offered a draw.");
    }
    offer_->setText(text);
    offer_->setVisible(!text.isEmpty());
    const bool answer = on && ((game->session().takebackRequestBy() && *game->session().takebackRequestBy() != game->session().localSide()) ||
                               (game->session().drawOfferBy() && *game->session().drawOfferBy() != game->session().localSide()));
    accept_->setVisible(answer);
    decline_->setVisible(answer);
    drawButton_->setEnabled(on);
    takebackButton_->setEnabled(on);
    saveButton_->setEnabled(game && !game->session().closed());
    chatInput_->setEnabled(game && game->session().playing());
}

void OnlinePanel::addLine(const QString& line) { chat_->appendPlainText(line); }

QString OnlinePanel::statusText() const { return status_->text(); }
QString OnlinePanel::offerText() const { return offer_->text(); }
QString OnlinePanel::chatText() const { return chat_->toPlainText(); }

}  // namespace ui
