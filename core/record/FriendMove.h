#pragma once
// A move sent to a friend who plays the same game elsewhere, a move a day (correspondence):
// one short line that survives any messenger,
//   large-shogi move GAMEID VARIANT PLY MOVE HASH
// e.g. "large-shogi move 7QK4M2XP9D micro 12 c3-c4 9f3a1c2e5b7d0a11": the game's id (the
// record's gameId), the variant id, the ply (the move's number in the game, from 1), the move
// in move text and the Zobrist hash of the position after it in hex. The receiver checks every
// part against its own copy of the game before the move is played (checkFriendMove).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "game/Game.h"

namespace shogi {

struct FriendMove {
    std::string gameId;
    const Variant* variant = nullptr;
    int ply = 0;
    std::string move;        // move text
    std::uint64_t hash = 0;  // of the position after the move
};

// The line above.
std::string formatFriendMove(const FriendMove& move);
// The first line of `text` that starts with "large-shogi move" (a messenger may add lines and
// spaces around it); nullopt with `error` naming what is wrong.
std::optional<FriendMove> parseFriendMove(std::string_view text, std::string& error);
// The game's last move for the friend; the game must have one.
FriendMove lastFriendMove(const Game& game, const std::string& gameId);

enum class FriendMoveProblem {
    None,
    OtherGame,        // another game id than this game's
    OtherVariant,     // another variant than this game's
    GameOver,         // this game has ended
    AlreadyPlayed,    // the move is this game's move at that ply already
    Replaced,         // this game has another move at that ply
    MovesMissing,     // the ply is beyond the next one: moves between are missing
    Illegal,          // not a legal move here (detail: why)
    PositionDiffers,  // legal, but the position after it is not the friend's
};

struct FriendMoveCheck {
    FriendMoveProblem problem = FriendMoveProblem::None;
    std::optional<Move> move;  // the move to play when there is no problem
    std::string detail;        // Illegal: the parse error; Replaced: this game's move
};

// Checks a friend's move against `game`, whose id is `gameId` (empty when it has none yet:
// then any id is taken, and the caller gives the game the friend's).
FriendMoveCheck checkFriendMove(const Game& game, const std::string& gameId, const FriendMove& move);

}  // namespace shogi
