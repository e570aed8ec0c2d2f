#pragma once
// One XBoard/CECP conversation (shogi-cli xboard): the game, whose side the engine plays, the
// clock settings, and the search. The engine searches on a thread of its own while the
// reading thread goes on answering: "?" makes it move at once, "." reports on it, and in
// analysis mode ("analyze") it searches the position shown until told otherwise, following
// moves, "undo", "new" and "setboard". Every line sent goes out whole, from either thread; a
// "ping" that comes while the engine thinks about its move is answered after the move.
// Numbers are read in their range (Numbers.h) and refused with an "Error (...)" line;
// what is echoed of a command is cut short, and so is a line longer than kMaxLineBytes.

#include <atomic>
#include <chrono>
#include <functional>
#include <istream>
#include <memory>
#include <mutex>
#include <optional>
#include <ostream>
#include <string>
#include <thread>
#include <vector>

#include "engine/Engine.h"
#include "game/Game.h"

namespace shogi::cli {

class XboardSession {
public:
    // Makes the engine of each new game from a seed (1, 2, ... in turn).
    using EngineFactory = std::function<std::unique_ptr<Engine>(std::uint64_t seed)>;

    // The engine plays at `level` (an engineLevels() name) and speaks on `out`; the game is
    // of the first registered variant (the smallest) until a "variant" command. The engine
    // is makeEngine(level, seed) unless `factory` makes another (the fuzz target's, which
    // caps every search at a few nodes).
    XboardSession(std::string level, std::ostream& out, EngineFactory factory = {});
    ~XboardSession();

    // Answers one line from the GUI; returns false on "quit".
    bool handle(const std::string& line);

    // The longest line read (64 KiB: a position text is at most 16 KiB); a longer one is
    // refused with an Error line.
    static constexpr std::size_t kMaxLineBytes = std::size_t(64) << 10;
    // The next line of `in` into `line`, which keeps at most kMaxLineBytes + 1 bytes of it:
    // the rest is read and dropped, so a line without end takes no memory. False at the end.
    static bool readLine(std::istream& in, std::string& line);

private:
    // A new game of the current variant, from `start` or its start position, and a fresh engine.
    void reset(std::optional<Position> start = std::nullopt);
    // Starts a search of the current position on the search thread: the engine's move
    // (played and sent when it ends) or, in analysis mode, one that runs until stopped.
    void startSearch();
    // Ends the search, if any, and waits for its thread. A move search that is not discarded
    // plays and sends its best move so far ("?"); a discarded one sends nothing.
    void stopSearch(bool discard);
    void searchThread(SearchLimits limits, bool analysis);
    void playEngineMove(const SearchResult& r);
    void sendInfo(const SearchInfo& info);
    void sendStatus();
    void sendSetup();
    void reportResult();
    // The time of the next search: st, else the clock (time/level), else a second.
    void setTimeLimits(SearchLimits& limits) const;
    void send(const std::string& line);
    // Commands that change the game: the search is stopped first (discarded), and an
    // analysis goes on from the new position afterwards.
    bool handleGameCommand(const std::string& cmd, const std::string& rest);
    // st, sd, time, level, cores: the next search's limits, each number in its range; a
    // refused command changes nothing and is answered "Error (REASON): COMMAND".
    bool handleLimitCommand(const std::string& cmd, const std::string& rest, const std::string& line);
    // "pong N" now, or after the move when the engine is thinking about one.
    void answerPing(const std::string& n);

    std::string level_;
    std::ostream& out_;
    EngineFactory makeEngine_;
    std::mutex outMutex_;
    const Variant* variant_;
    std::unique_ptr<Game> game_;      // touched by the search thread only while it runs
    std::unique_ptr<Engine> engine_;
    std::uint64_t seed_ = 1;
    bool force_ = false;
    Side engineSide_ = kWhite;
    std::atomic<bool> post_{false};  // read by the search thread
    bool analyzing_ = false;
    std::int64_t fixedMs_ = 0;              // st
    int depth_ = 0;                         // sd
    std::optional<std::int64_t> clockMs_;   // time (what the engine's clock says, once it has)
    int movesPerControl_ = 0;               // level
    std::int64_t incrementMs_ = 0;          // level
    int threads_ = 1;                       // cores

    std::thread search_;
    std::atomic<bool> stop_{false};
    std::atomic<bool> discard_{false};
    std::mutex pingMutex_;                  // a move search running, and the pings it holds back
    bool movePending_ = false;
    std::vector<std::string> heldPings_;
    std::mutex infoMutex_;   // the last iteration's report, for "."
    SearchInfo lastInfo_;
    std::chrono::steady_clock::time_point searchStart_;
};

}  // namespace shogi::cli
