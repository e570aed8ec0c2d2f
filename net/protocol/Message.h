#pragma once
// The messages of a game between two programs, as text inside the sealed frames. One line
// names the message and its fields, separated by single spaces; free text (a name, a chat
// line, a reason) comes last on the line; a sync carries the saved game after the line.
//
//   join GAMEID PLY HASH PLAYER [NAME]     guest: its copy of the game ("-": none), who plays
//   sync EPOCH SIDE \n SAVED-GAME          host: the game as it stands, the host's side
//   refuse CODE TEXT                       host: "other-game" or "busy", and why
//   move EPOCH PLY MOVE HASH MS CLOCK      a move, the hash after it, the mover's thinking
//                                          time and its clock after it ("-": no clock)
//   resign EPOCH PLY / flag EPOCH PLY      the sender resigns / its time ran out (guest)
//   end EPOCH PLY OUTCOME REASON           host: the game ended so, after move PLY
//   draw-offer|draw-accept|draw-decline EPOCH PLY
//   takeback-request|takeback-accept EPOCH PLY TARGET / takeback-decline EPOCH PLY
//   takeback EPOCH TARGET BLACK-CLOCK WHITE-CLOCK      host: the game goes back to TARGET
//   chat TEXT / ping N / pong N / bye saved|left / stop TEXT
//
// EPOCH counts the host's decisions that rewrite the game (a sync, an end, a takeback): a
// guest's message sent before it has crossed it and is dropped (GameSession.h). A clock is
// MAIN_MS/PERIODS/PERIOD_USED_MS. decodeMessage accepts exactly this and nothing else.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "clock/TimeControl.h"
#include "game/GameEnd.h"

namespace shogi::net {

enum class MessageType {
    Join, Sync, Refuse, Move, Resign, Flag, End, DrawOffer, DrawAccept, DrawDecline,
    TakebackRequest, TakebackAccept, TakebackDecline, Takeback, Chat, Ping, Pong, Bye, Stop,
};

struct Message {
    MessageType type = MessageType::Ping;
    int epoch = 0;
    int ply = 0;                // the sender's ply when it sent it; a move's own number
    int target = 0;             // takeback: the ply the game goes back to
    std::string gameId;         // join: empty when the guest has no copy
    std::uint64_t hash = 0;     // join, move: of the position (after the move)
    std::string move;           // move text
    std::int64_t thinkingMs = 0;
    std::optional<SideClock> clock;      // move: the mover's clock after it (timed games)
    std::optional<SideClock> clocks[2];  // takeback: both clocks, by Side
    Side side = kBlack;         // sync: the host's side
    GameResult result;          // end
    std::string player;         // join: "human" or the computer's level
    std::string text;           // join: the name; chat; refuse and stop: why; bye: saved|left
    std::string code;           // refuse
    std::uint64_t number = 0;   // ping, pong
    std::string body;           // sync: the saved game (docs/game-format.md)
};

inline constexpr std::size_t kMaxNameBytes = 64;
inline constexpr std::size_t kMaxChatBytes = 500;
inline constexpr std::size_t kMaxReasonBytes = 300;

const char* messageTypeId(MessageType type);
std::string encodeMessage(const Message& message);
// nullopt with `error` saying what is wrong and where.
std::optional<Message> decodeMessage(std::string_view text, std::string& error);

// Text a player typed, as a message may carry it: valid UTF-8 without control characters,
// at most `maxBytes` bytes.
bool isMessageText(std::string_view text, std::size_t maxBytes);

}  // namespace shogi::net
