#pragma once
// Game > Copy Move for Friend and Paste Friend's Move: a game played a move a day with a friend
// elsewhere, the moves sent by any messenger as one short line (core/record/FriendMove: the
// game's id, the move's number, the move and the position's hash after it). A move for another
// game, another move number or another position is refused with the reason, and nothing is
// played.

#include <QCoreApplication>
#include <QString>

namespace ui {

class GameController;

class FriendMoves {
    Q_DECLARE_TR_FUNCTIONS(ui::FriendMoves)

public:
    // The line for the game's last move (empty when it has none); a game without an id gets
    // one first, which the friend's copy takes with the first move it is sent.
    static QString lastMove(GameController& controller);
    // Checks the friend's move in `text` against the game and plays it; an empty string when
    // it was played, otherwise why not, for the player.
    static QString play(GameController& controller, const QString& text);
};

}  // namespace ui
