#pragma once
// Helpers of the network tests: new games to play, a player that picks moves fast and ends
// games soon, two sessions joined by an in-memory wire (no sockets), and fast timings and an
// event loop for the tests over loopback sockets.

#include <QCoreApplication>
#include <QElapsedTimer>
#include <chrono>
#include <deque>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "link/NetGame.h"
#include "protocol/GameSession.h"

namespace shogi::test {

// The invitation secret the tests host and join with.
inline constexpr const char* kTestSecret = "7QK4-M2XP-9D3F-HT6W-ZR8B-C5NJ";

// A new game of the variant with an id, ready to host.
GameRecord newNetworkGame(const char* variantId, const TimeControl& control = {});

// A legal move that ends games soon: one that takes the last royal or (where there are few
// moves to try) wins at once, else a capture (most of the time), else any. The game must have
// a legal move.
Move quickMove(const Game& game, std::mt19937_64& rng);

// A hand-moved clock for the sessions' thinking time.
struct ManualTime {
    std::int64_t ms = 0;
    TimeSource source() {
        return [this] { return ms; };
    }
};

// Two sessions over an in-memory wire: what one puts out waits on the wire until deliver()
// hands it on, so a test decides what crosses what.
struct SessionPair {
    SessionPair(const GameRecord& record, Side hostSide, ManualTime* time = nullptr);

    net::GameSession host;
    net::GameSession guest;
    std::deque<std::string> toGuest;
    std::deque<std::string> toHost;
    std::vector<net::SessionEvent> hostEvents;
    std::vector<net::SessionEvent> guestEvents;
    std::string lastError;  // the last message refused by a side (receive's answer)

    // Both links up, join and sync delivered.
    void connect();
    // Takes what both sides put out onto the wire (and their events).
    void collect();
    // Hands on everything waiting, both ways, until the wire is quiet. False: a side refused
    // a message (lastError).
    bool deliver();
    // Hands on only the messages waiting for one side.
    bool deliverTo(net::GameSession& side);
    // Drops what is on the wire and takes both links down.
    void drop();
    net::GameSession& mover();
    bool same() const;  // the two copies hold the same moves and result
};

// Timings for loopback tests: retries in tens of milliseconds, a connection found dead after
// `silenceMs` of silence. The default leaves room for a loaded machine (a sanitizer build):
// a busy test must not take a slow answer for a dead line.
net::LinkTimings fastTimings(int silenceMs = 3000);

// Runs the event loop until `done` or `timeoutMs`; false on time out.
bool runUntil(const std::function<bool()>& done, int timeoutMs);

// A player over a NetGame that moves as soon as it is its turn (quickMove), from the event
// loop so that it never plays inside another event.
class Bot : public QObject {
public:
    Bot(net::NetGame* game, std::uint64_t seed);
    net::NetGame* game;
    std::mt19937_64 rng;
    std::vector<net::SessionEvent> events;
    int moves = 0;
    bool ended = false;
    // When this bot's last move was handed to its session (checked, sealed and sent from then).
    std::chrono::steady_clock::time_point lastMoveMade;
    // Before each move: a hook that may do something else instead (a takeback, an offer) and
    // returns true when it did.
    std::function<bool(Bot&)> beforeMove;
    // Called after each of this bot's moves (the soak drops connections here).
    std::function<void(Bot&)> afterMove;
    void wake();

private:
    void play();
    bool scheduled_ = false;
};

}  // namespace shogi::test
