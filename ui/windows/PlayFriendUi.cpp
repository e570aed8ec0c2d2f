#include "windows/PlayFriendUi.h"

#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>

#include "dialogs/OnlineHostDialog.h"
#include "dialogs/OnlineJoinDialog.h"
#include "panels/OnlinePanel.h"
#include "play/FriendMoves.h"
#include "play/GameController.h"
#include "play/NetworkGameController.h"
#include "settings/AppSettings.h"

namespace ui {

using shogi::net::NetGame;

PlayFriendUi::PlayFriendUi(QMainWindow* window, GameController& controller, AppSettings& settings,
                           std::function<bool()> mayLeave)
    : QObject(window),
      window_(window),
      controller_(controller),
      settings_(settings),
      mayLeave_(std::move(mayLeave)),
      online_(new NetworkGameController(controller, this)),
      dock_(new QDockWidget(window)),
      panel_(new OnlinePanel(*online_, dock_)) {
    online_->setSoundsOn(settings_.onlineSounds());
    dock_->setObjectName(QStringLiteral("onlineDock"));
    dock_->setWidget(panel_);  // the panel names the dock, in the language of the day
    window_->addDockWidget(Qt::RightDockWidgetArea, dock_);
    dock_->hide();
    connect(online_, &NetworkGameController::gameArriving, this, &PlayFriendUi::gameArriving);
    connect(online_, &NetworkGameController::started, this, &PlayFriendUi::showDock);
    // While the friend is away the status bar says so, over the usual "Paused".
    connect(online_, &NetworkGameController::linkChanged, this, [this](NetGame::LinkState state, const QString& detail) {
        if (!online_->onBoard()) return;
        if (state == NetGame::LinkState::Connected) window_->statusBar()->clearMessage();
        else if (state == NetGame::LinkState::Closed)
            window_->statusBar()->showMessage(tr("The game with your friend has ended its session: %1").arg(detail), 10000);
        else
            window_->statusBar()->showMessage(tr("Connection to your friend lost (%1): the game and its clocks are paused.").arg(detail));
    });
}

void PlayFriendUi::showDock() {
    dock_->show();
    dock_->raise();
}

void PlayFriendUi::hostGame() {
    if (online_->onBoard() && !online_->netGame()->session().closed() &&
        QMessageBox::question(window_, tr("Host a game"), tr("End the game with your friend (it is saved, to go on later)?")) !=
            QMessageBox::Yes)
        return;
    if (!mayLeaveBoard()) return;
    OnlineHostDialog dialog(*online_, settings_, controller_.positionAt(controller_.moveCount()), window_);
    dialog.exec();
}

void PlayFriendUi::joinGame() {
    if (online_->onBoard() && !online_->netGame()->session().closed() &&
        QMessageBox::question(window_, tr("Join a game"), tr("End the game with your friend (it is saved, to go on later)?")) !=
            QMessageBox::Yes)
        return;
    if (!mayLeaveBoard()) return;
    OnlineJoinDialog dialog(*online_, settings_, window_);
    dialog.exec();
}

bool PlayFriendUi::mayLeaveBoard() {
    // A game with a friend is saved by its session after every move, to be resumed: nothing to
    // ask about it. Any other unsaved game on the board is the window's question.
    return online_->onBoard() || mayLeave_();
}

void PlayFriendUi::offerDraw() { online_->offerDraw(); }
void PlayFriendUi::requestTakeback() { online_->requestTakeback(); }
void PlayFriendUi::saveAndEnd() { online_->saveAndEnd(); }

void PlayFriendUi::setSoundsOn(bool on) {
    settings_.setOnlineSounds(on);
    online_->setSoundsOn(on);
}

void PlayFriendUi::copyFriendMove() {
    const QString text = FriendMoves::lastMove(controller_);
    if (text.isEmpty()) {
        window_->statusBar()->showMessage(tr("No move has been played yet."), 4000);
        return;
    }
    QApplication::clipboard()->setText(text);
    window_->statusBar()->showMessage(tr("Copied for your friend: %1").arg(text), 8000);
}

void PlayFriendUi::pasteFriendMove() {
    const QString why = FriendMoves::play(controller_, QApplication::clipboard()->text());
    if (!why.isEmpty()) {
        QMessageBox::warning(window_, tr("Paste Friend's Move"), why);
        return;
    }
    window_->statusBar()->showMessage(tr("Your friend's move %1 was played.").arg(controller_.moveCount()), 5000);
}

}  // namespace ui
