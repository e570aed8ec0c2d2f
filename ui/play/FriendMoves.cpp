#include "play/FriendMoves.h"

#include <QRandomGenerator>

#include "language/DisplayNames.h"
#include "play/GameController.h"
#include "record/FriendMove.h"
#include "record/GameId.h"

namespace ui {

QString FriendMoves::lastMove(GameController& controller) {
    if (controller.moveCount() == 0) return {};
    if (controller.gameId().empty()) controller.setGameId(shogi::makeGameId(QRandomGenerator::global()->generate64()));
    return QString::fromStdString(shogi::formatFriendMove(shogi::lastFriendMove(controller.game(), controller.gameId())));
}

QString FriendMoves::play(GameController& controller, const QString& text) {
    if (controller.remoteSide()) return tr("This game is played online: its moves come over the connection.");
    std::string error;
    const std::optional<shogi::FriendMove> move = shogi::parseFriendMove(text.toStdString(), error);
    if (!move) return tr("The clipboard holds no friend's move (a line \"large-shogi move …\"): %1").arg(QString::fromStdString(error));
    const shogi::Game& game = controller.game();
    const shogi::FriendMoveCheck check = shogi::checkFriendMove(game, controller.gameId(), *move);
    const QString ply = QString::number(move->ply);
    const QString detail = QString::fromStdString(check.detail);
    using Problem = shogi::FriendMoveProblem;
    switch (check.problem) {
        case Problem::None: break;
        case Problem::OtherGame:
            return tr("This move is for game %1; the game here is game %2.")
                .arg(QString::fromStdString(move->gameId), QString::fromStdString(controller.gameId()));
        case Problem::OtherVariant:
            return tr("This move is for a game of %1; the game here is %2.").arg(variantName(*move->variant), variantName(game.variant()));
        case Problem::GameOver: return tr("The game here is over.");
        case Problem::AlreadyPlayed: return tr("Move %1 (%2) is on the board already.").arg(ply, detail);
        case Problem::Replaced:
            return tr("The game here has another move %1 (%2, not %3): the two copies differ.")
                .arg(ply, detail, QString::fromStdString(move->move));
        case Problem::MovesMissing:
            return tr("This is move %1, but the game here is at move %2: the moves between are missing.")
                .arg(ply)
                .arg(controller.moveCount());
        case Problem::Illegal:
            return tr("Move %1 (%2) is not legal here: %3").arg(ply, QString::fromStdString(move->move), detail);
        case Problem::PositionDiffers:
            return tr("After move %1 (%2) the position here differs from your friend's: the two copies are not the same game.")
                .arg(ply, QString::fromStdString(move->move));
    }
    if (controller.gameId().empty()) controller.setGameId(move->gameId);
    controller.playCheckedMove(*check.move);
    return {};
}

}  // namespace ui
