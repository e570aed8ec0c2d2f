#include "play/NetworkGameController.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTimer>

#include "language/ResultText.h"
#include "play/GameController.h"
#include "play/GameFile.h"
#include "play/OnlineGames.h"
#include "record/SavedGame.h"

namespace ui {

using shogi::net::GameSession;
using shogi::net::NetGame;
using shogi::net::SessionEvent;

NetworkGameController::NetworkGameController(GameController& controller, QObject* parent)
    : QObject(parent), controller_(controller) {
    // Another game on the board ends this one's session (it stays saved, to be resumed).
    connect(&controller_, &GameController::gameStarted, this, [this] {
        if (onBoard_ && !controller_.remoteSide()) {
            onBoard_ = false;
            if (game_) saveAndEnd();
        }
    });
    connect(&controller_, &GameController::resignationRequested, this,
            [this] { act([](GameSession& s) { return s.resign(); }); });
}

NetworkGameController::~NetworkGameController() {
    if (game_ && !game_->session().closed()) game_->leave(true);
}

bool NetworkGameController::host(const shogi::GameRecord& record, shogi::Side side, const QString& name,
                                 const shogi::net::HostSettings& settings, QString& error) {
    cancel();
    shogi::net::SessionOptions options;
    options.name = name.toStdString();
    NetGame* game = NetGame::host(record, side, options, settings, {}, this);
    if (!game->start(error)) {
        delete game;
        return false;
    }
    attach(game);
    game->setSavePath(OnlineGames::hostedPath(QString::fromStdString(record.gameId)));
    OnlineGames::rememberHosted(QString::fromStdString(record.gameId), game->invitation(), side);
    connect(game, &NetGame::invitationChanged, this, [this, side, id = QString::fromStdString(record.gameId)](const QString& text) {
        OnlineGames::rememberHosted(id, text, side);
        emit invitationChanged(text);
    });
    return true;
}

bool NetworkGameController::join(const shogi::net::Invitation& invitation, const QString& name, QString& error) {
    cancel();
    // The copy kept from an earlier session with this invitation, if it is unfinished.
    const QString path = OnlineGames::joinedPath(QString::fromStdString(invitation.secret));
    std::optional<shogi::GameRecord> saved;
    if (QFileInfo::exists(path)) {
        QString why;
        saved = GameFile::load(path, why);
        if (saved && shogi::SavedGame::replay(*saved).result().over()) saved.reset();
    }
    shogi::net::SessionOptions options;
    options.name = name.toStdString();
    NetGame* game = NetGame::join(invitation, saved, options, {}, this);
    if (!game->start(error)) {
        delete game;
        return false;
    }
    attach(game);
    game->setSavePath(path);
    return true;
}

void NetworkGameController::attach(NetGame* game) {
    game_ = game;
    onBoard_ = false;
    connect(game, &NetGame::sessionEvent, this, &NetworkGameController::onEvent);
    connect(game, &NetGame::linkStateChanged, this, &NetworkGameController::onLink);
    connect(game, &NetGame::portMapped, this, &NetworkGameController::portMapped);
    connect(game, &NetGame::wrongSecret, this, [this](int count, bool stopped) {
        emit notice(stopped ? tr("Someone tried a wrong secret %1 times: no more connections are taken. Host again "
                                 "to give your friend a new invitation.")
                                  .arg(count)
                            : tr("Someone tried to join with a wrong secret (%1 so far).").arg(count));
    });
    connect(game, &NetGame::saveFailed, this, [this](const QString& why) { emit notice(why); });
}

void NetworkGameController::cancel() {
    if (!game_) return;
    NetGame* game = game_;
    game_.clear();
    if (!game->session().closed()) game->leave(true);
    // A new game the friend never joined is nothing to go on with later.
    if (!onBoard_ && game->role() == shogi::net::Role::Host && game->session().ply() == 0) {
        const QString id = QString::fromStdString(game->session().gameId());
        OnlineGames::forgetHosted(id);
        QFile::remove(OnlineGames::hostedPath(id));
    }
    game->deleteLater();
    onBoard_ = false;
}

QString NetworkGameController::invitation() const { return game_ ? game_->invitation() : QString(); }

// ---- what the session says ----------------------------------------------------------------

void NetworkGameController::onEvent(const SessionEvent& e) {
    using Kind = SessionEvent::Kind;
    const GameSession& s = game_->session();
    switch (e.kind) {
        case Kind::Joined:
            if (!onBoard_) {
                emit gameArriving();
                onBoard_ = true;
                controller_.loadGame(s.record(), false, shogi::opposite(s.localSide()));
                controller_.setLocalMoveCheck([this](const shogi::Move& move) {
                    localMove_ = true;
                    const std::string why = game_ ? game_->act([&move](GameSession& g) { return g.playMove(move); })
                                                  : std::string("the session has ended");
                    localMove_ = false;
                    if (!why.empty()) emit notice(tr("The move was not made: %1").arg(QString::fromStdString(why)));
                    QTimer::singleShot(0, this, &NetworkGameController::followClocks);
                    return why.empty();
                });
                emit started();
            } else {
                emit notice(tr("Your friend is back: the game goes on from move %1.").arg(e.ply));
            }
            follow();
            controller_.setPaused(false);
            break;
        case Kind::MovePlayed:
            if (localMove_) return;  // the board plays it once the session has
            follow();  // the friend's move sounds as any move does (SoundPlayer, Settings)
            break;
        case Kind::MoveWithdrawn:
            follow();
            emit notice(tr("Your move %1 crossed the host's decision and was taken back.").arg(e.ply));
            break;
        case Kind::TakenBack:
            follow();
            emit notice(tr("The game went back to move %1.").arg(e.ply));
            emit offersChanged();
            break;
        case Kind::Ended:
            follow();
            emit offersChanged();
            break;
        case Kind::DrawOffered:
            sound();
            emit offersChanged();
            break;
        case Kind::DrawDeclined:
            emit notice(tr("Your draw offer was declined, or lapsed with a move."));
            emit offersChanged();
            break;
        case Kind::TakebackRequested:
            sound();
            emit offersChanged();
            break;
        case Kind::TakebackDeclined:
            emit notice(tr("Your takeback request was declined, or lapsed with a move."));
            emit offersChanged();
            break;
        case Kind::Chat:
            sound();
            emit chatReceived(QString::fromStdString(e.text), false);
            break;
        case Kind::PeerLeft:
            emit notice(e.flag ? tr("Your friend saved the game and ended the session: host it again, or join with the "
                                    "same invitation, to go on.")
                               : tr("Your friend left the game."));
            break;
        case Kind::Stopped:
            emit notice(tr("The game was stopped: %1. Both sides keep it up to the last good move.")
                            .arg(QString::fromStdString(e.text)));
            break;
        case Kind::Refused:
            emit notice(tr("The host refused: %1").arg(QString::fromStdString(e.text)));
            break;
        case Kind::Pong: break;
    }
}

void NetworkGameController::onLink(NetGame::LinkState state, const QString& detail) {
    // The clocks stop while the friend is away; the board takes no move.
    if (onBoard_ && !controller_.game().result().over()) controller_.setPaused(state != NetGame::LinkState::Connected);
    emit linkChanged(state, detail);
    if (state == NetGame::LinkState::Closed) {
        emit offersChanged();
        emit closed(detail);
    }
}

void NetworkGameController::follow() {
    if (!onBoard_ || !game_ || !game_->session().hasGame()) return;
    const shogi::Game& session = game_->session().game();
    const shogi::Game& board = controller_.game();
    const std::vector<shogi::Move>& have = board.moves();
    const std::vector<shogi::Move>& should = session.moves();
    const auto common =
        static_cast<int>(std::mismatch(have.begin(), have.end(), should.begin(), should.end()).first - have.begin());
    if (common < controller_.moveCount()) controller_.playOnFrom(common);
    for (std::size_t i = static_cast<std::size_t>(controller_.moveCount()); i < should.size(); ++i)
        controller_.playCheckedMove(should[i]);
    if (session.result().over() && !controller_.game().result().over()) controller_.endGame(session.result());
    followClocks();
}

void NetworkGameController::followClocks() {
    if (!onBoard_ || !game_) return;
    const GameSession& s = game_->session();
    controller_.setClocks(s.clock(shogi::kBlack), s.clock(shogi::kWhite));
}

// ---- what the player does ----------------------------------------------------------------

void NetworkGameController::act(const std::function<std::string(GameSession&)>& action) {
    if (!game_) {
        emit notice(tr("There is no game with a friend going on."));
        return;
    }
    const std::string why = game_->act(action);
    if (!why.empty()) emit notice(QString::fromStdString(why));
    emit offersChanged();
}

void NetworkGameController::offerDraw() { act([](GameSession& s) { return s.offerDraw(); }); }

void NetworkGameController::answerDraw(bool accept) {
    act([accept](GameSession& s) { return accept ? s.acceptDraw() : s.declineDraw(); });
}

void NetworkGameController::requestTakeback() { act([](GameSession& s) { return s.requestTakeback(); }); }

void NetworkGameController::answerTakeback(bool accept) {
    act([accept](GameSession& s) { return accept ? s.acceptTakeback() : s.declineTakeback(); });
}

void NetworkGameController::sendChat(const QString& text) {
    const QString line = text.simplified();
    if (line.isEmpty()) return;
    const std::string message = line.toStdString();
    if (!game_) return;
    const std::string why = game_->act([&message](GameSession& s) { return s.chat(message); });
    if (why.empty()) emit chatReceived(line, true);
    else emit notice(QString::fromStdString(why));
}

void NetworkGameController::saveAndEnd() {
    if (!game_) return;
    game_->leave(true);
}

void NetworkGameController::reconnectNow() {
    if (game_) game_->reconnectNow();
}

void NetworkGameController::sound() {
    if (soundsOn_) QApplication::beep();
}

}  // namespace ui
