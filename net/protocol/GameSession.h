#pragma once
// One side of a game between two programs: the game, checked by core on this side whatever
// the other says, and the messages (Message.h) that keep the two copies the same. No sockets:
// the link (net/link) hands it the messages it receives and sends what it puts out, and
// tests and the fuzz target drive it directly.
//
// Who decides. Moves alternate, so they never cross; everything else might (a resignation and
// a move, an accepted draw and a move, two offers). The host's copy decides: what the host
// does counts at once, what the guest asks for (resign, accept a draw or a takeback, its own
// time out) counts when the host has applied it and says so (end, takeback). Each such
// decision of the host starts a new epoch; a guest's message from an older epoch crossed it
// and is dropped, and a guest's move that crossed it is taken back on the guest's side. So the
// two copies agree after every message, with no clock and no third party.
//
// Every move is checked on arrival: its number, that it is the sender's turn, that it is legal
// (core), the position's hash after it and the mover's clock. A failed check stops the game
// on both sides with the reason ("stop"); both keep the game up to the last good move.
//
// Clocks: each program measures its own player's thinking time (only while connected, and from
// the first move on, as on one board), and reports it with the move (MoveClock.h). A side whose time runs out says so; the host also
// ends the game when the guest's time is over by more than a grace for the network's delay.
//
// A dropped connection pauses the game (offers lapse, the clocks stop). On the next
// connection the guest says which game and move it has (join) and the host sends the game
// whole (sync); the guest checks it against its own copy, takes the moves it missed, and sends
// again its own last move if the host never got it.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "clock/GameClock.h"
#include "game/Game.h"
#include "protocol/Handshake.h"
#include "protocol/Message.h"
#include "record/GameRecord.h"

namespace shogi::net {

struct SessionEvent {
    enum class Kind {
        Joined,             // the other player is here: the game starts, or goes on (resumed)
        MovePlayed,         // a move of either side: side, move, ply
        MoveWithdrawn,      // guest: its move crossed the host's decision and was taken back
        TakenBack,          // the game went back to move `ply`
        Ended,              // result
        DrawOffered,        // by `side`
        DrawDeclined,       // this side's offer was declined, or it lapsed
        TakebackRequested,  // by `side`, back to `ply`
        TakebackDeclined,   // this side's request was declined, or it lapsed
        Chat,               // `text` from the other player
        Pong,               // the answer to ping `ply` (the link measures the delay)
        PeerLeft,           // the other player ended the session; `saved`: to resume it later
        Stopped,            // the game was stopped: `text` says why
        Refused,            // the host would not let this guest in: `text` says why
    };
    Kind kind = Kind::Joined;
    Side side = kBlack;
    Move move;
    int ply = 0;
    GameResult result;
    std::string text;
    std::int64_t thinkingMs = 0;  // MovePlayed: the mover's thinking time
    bool flag = false;  // Joined: resumed; PeerLeft: saved; Stopped: by the other side
};

struct SessionOptions {
    std::string name;          // this player's name; may be empty
    PlayerSpec player;         // who plays on this side: a person, or the computer at a level
    TimeSource now = steadyTimeSource();
    // The host ends the game on the guest's time this long after the guest's clock ran out as
    // the host sees it (the network's delay is in that view, not in the guest's own).
    std::int64_t graceMs = 5000;
};

class GameSession {
public:
    // The host: the game to play (a new one, or one saved earlier and resumed) and its side.
    // The record must be whole (read or built) and have a game id.
    static GameSession host(const GameRecord& record, Side hostSide, SessionOptions options);
    // The guest: its copy of the game when it resumes one, or nothing.
    static GameSession guest(const std::optional<GameRecord>& saved, SessionOptions options);

    Role role() const { return role_; }

    // The link: the handshake succeeded (the guest says join), or the connection was lost.
    void linkUp();
    void linkDown();

    // A message received. An empty string: taken (or dropped as stale); otherwise the
    // message is malformed or breaks the protocol and the connection must close; the game is
    // as it was.
    std::string receive(std::string_view text);

    // What this side's player does. Each returns an empty string when done, or why not.
    std::string playMove(const Move& move);
    std::string resign();
    std::string offerDraw();
    std::string acceptDraw();
    std::string declineDraw();
    std::string requestTakeback();
    std::string acceptTakeback();
    std::string declineTakeback();
    std::string chat(std::string_view text);
    void ping(std::uint64_t number);
    // Ends the session: the other side is told (saved: to resume later) and the link closes.
    void leave(bool saved);

    // Time: this side's time out, and the host's limit on the guest's. Call often (10 a second).
    void tick();

    // Messages to send, in order, and whether the link closes once they are sent.
    std::vector<std::string> takeOutgoing();
    bool closeAfterSending() const { return closeAfterSending_; }
    // What happened since the last call, in order.
    std::vector<SessionEvent> takeEvents();

    // The game (the guest has one once the first sync came, or when it resumes a copy).
    bool hasGame() const { return game_.has_value(); }
    const Game& game() const { return *game_; }
    int ply() const { return static_cast<int>(game_->moves().size()); }
    Side localSide() const { return localSide_; }
    const std::string& gameId() const { return gameId_; }
    GameRecord record() const;
    // Connected, joined and synced: moves can be made.
    bool playing() const { return phase_ == Phase::Playing; }
    bool linked() const { return phase_ != Phase::Unlinked; }
    // Nothing more will happen in this session: it was left, stopped or refused.
    bool closed() const { return closed_; }
    bool stopped() const { return !stopReason_.empty(); }
    const std::string& stopReason() const { return stopReason_; }
    // A side's clock as it stands now, its thinking on this turn charged.
    SideClock clock(Side side) const;
    const TimeControl& timeControl() const { return timeControl_; }
    // The offers standing: by which side (nullopt: none).
    std::optional<Side> drawOfferBy() const;
    std::optional<Side> takebackRequestBy() const;
    // The guest asked the host for something final (resign, a draw, a takeback, its time
    // out) and waits for the answer: it makes no move meanwhile.
    bool waitingForHost() const { return waitingForHost_; }
    int epoch() const { return epoch_; }

private:
    enum class Phase { Unlinked, Joining, Playing };
    struct Offer {
        Side by;
        int ply;
        int target = 0;  // takeback
    };
    using ClockPair = std::array<SideClock, 2>;
    // Where a message from the other side stands against this side's game.
    enum class Freshness { Current, Stale, Bad };

    GameSession(Role role, SessionOptions options);

    // Receiving (GameSessionReceive.cpp).
    std::string receiveMessage(const Message& m);
    std::string hostReceives(const Message& m);
    std::string guestReceives(const Message& m);
    std::string onJoin(const Message& m);
    std::string onSync(const Message& m);
    std::string onMove(const Message& m);
    std::string onEnd(const Message& m);
    std::string onTakeback(const Message& m);
    std::string onOffer(const Message& m);
    std::string onDrawAccept(const Message& m);
    std::string onTakebackAccept(const Message& m);
    std::string onDecline(const Message& m);
    Freshness freshness(const Message& m) const;

    // The game.
    void adopt(const GameRecord& record);
    std::string checkMove(const Message& m, Move& move, SideClock& after);
    void applyMove(const Move& move, Side mover, const SideClock& after, std::int64_t thinkingMs);
    void endGame(const GameResult& result);
    void takeBackTo(int target, const std::optional<ClockPair>& clocks);
    void hostTakesBack(int target);
    void stop(const std::string& why);
    std::optional<int> takebackTarget(Side requester) const;
    Side moverOf(int ply) const;  // the side that made move `ply` (from 1)
    ClockPair clocksAtPly() const;

    // Time on this turn.
    std::int64_t thinkingMs() const;
    void startTurnClock(bool keepSpent);
    void pauseTurnClock();

    // Sending.
    void send(Message m);
    Message stamped(MessageType type) const;
    void hostDecides(const GameResult& result);
    void event(SessionEvent::Kind kind, Side side = kBlack);
    std::string localCheck() const;

    Role role_;
    SessionOptions options_;
    Phase phase_ = Phase::Unlinked;
    std::optional<Game> game_;
    std::string gameId_;
    Side localSide_ = kBlack;
    PlayerSpec players_[2];
    std::string names_[2];
    std::string date_;
    TimeControl timeControl_;
    std::vector<std::optional<ClockPair>> clocks_;  // by ply: the clocks when it was reached
    std::int64_t spentMs_ = 0;                      // this turn's thinking before the last pause
    std::optional<std::int64_t> turnStartedAt_;     // the turn clock runs since then
    int epoch_ = 0;
    std::optional<Offer> drawOffer_;
    std::optional<Offer> takeback_;
    bool waitingForHost_ = false;
    std::int64_t lastOwnThinkingMs_ = 0;  // the guest's last move, sent again after a resume
    bool closed_ = false;
    bool closeAfterSending_ = false;
    std::string stopReason_;
    std::vector<std::string> outgoing_;
    std::vector<SessionEvent> events_;
};

}  // namespace shogi::net
