#pragma once
// One side of a network game from the command line (shogi-cli host, join): the computer at a
// level plays it (its search on a thread of its own, so heartbeats are answered while it
// thinks), or a person types on stdin ("--level human": a move in move text, or resign,
// draw, decline, takeback, chat TEXT, save, quit). What happens is printed one line each:
//   joined NAME / resumed PLY / move PLY TEXT / disconnected WHY / connected
//   draw-offered / takeback-requested PLY / chat TEXT / result OUTCOME REASON
// The computer declines draw offers and takebacks.

#include <QObject>
#include <QSocketNotifier>
#include <atomic>
#include <memory>
#include <string>
#include <thread>

#include "engine/Engine.h"
#include "link/NetGame.h"

namespace shogi::cli {

class NetworkPlayer {
public:
    // `level`: an engine level or "human"; `timeMs`: the computer's time per move in a game
    // without clocks; `patienceSeconds`: how long a dropped connection may stay down.
    NetworkPlayer(net::NetGame* game, const std::string& level, int timeMs, int patienceSeconds, std::uint64_t seed);
    ~NetworkPlayer();

    // Runs the event loop until the session ends. The exit status: 0 the game ended, 1 it
    // was left unfinished (saved, stopped, the friend gone), 2 the host refused or could not
    // be reached (the reason on stderr).
    int run();

private:
    void onEvent(const net::SessionEvent& event);
    void onLink(net::NetGame::LinkState state, const QString& detail);
    void think();
    void onThought(int request, const Move& move, bool hasMove);
    void readInput();
    void command(const std::string& line);
    void finish(int status, const std::string& resultLine);
    void report(const std::string& why);

    net::NetGame* game_;
    QObject context_;  // the receiver of the connections made here
    std::string level_;
    int timeMs_;
    int patienceSeconds_;
    std::unique_ptr<Engine> engine_;
    std::thread thinker_;
    std::atomic<bool> stop_{false};
    int request_ = 0;  // the search being waited for; a newer one makes an older one stale
    bool thinking_ = false;
    std::unique_ptr<QSocketNotifier> input_;
    std::string inputBuffer_;
    bool started_ = false;
    bool finished_ = false;
    int status_ = 0;
    QTimer* patience_ = nullptr;
};

}  // namespace shogi::cli
