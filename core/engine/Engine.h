#pragma once
// The computer player's interface, shared by the GUI and shogi-cli. An engine picks a move
// for the current position of a game within the given limits; another thread may ask it
// to stop at any time through the flag, and it then returns its best move so far.

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "clock/ClockLimits.h"
#include "game/Game.h"

namespace shogi {

// The deepest search a depth limit may ask for, and the most search threads (more share the
// table with too little gain to be worth their memory): limits beyond them are refused by the
// programs' parsers, and cut to them by the engine.
inline constexpr int kMaxSearchDepth = 88;
inline constexpr int kMaxSearchThreads = 64;

// What the search saw when it finished an iteration, for one of its best lines. Reported
// through SearchLimits::onInfo on the searching thread.
struct SearchInfo {
    int depth = 0;
    int multipv = 1;            // 1: the best line, 2: the second best, ...
    int score = 0;              // centipawns from the side to move's point of view
    int mateIn = 0;             // not 0: the side to move mates (> 0) or is mated (< 0) in that many moves
    std::uint64_t nodes = 0;    // all threads, the whole search so far
    std::uint64_t nps = 0;
    std::int64_t elapsedMs = 0;
    std::vector<Move> pv;       // from the searched position
};

struct SearchLimits {
    std::int64_t timeMs = 0;    // time for this move (ms, clock/TimeArithmetic.h); 0: no time limit
    int depth = 0;              // 0: no depth limit
    std::uint64_t nodes = 0;    // 0: no node limit
    std::optional<ClockLimits> clock;  // plan the time from a clock (when timeMs is 0)
    bool infinite = false;      // analysis: search until stopped, whatever else is set
    int multiPV = 1;            // how many best lines to search and report
    int threads = 1;            // search threads sharing one transposition table
    // Called after every completed iteration, once per line, on the searching thread; it
    // must be quick and must not touch the engine.
    std::function<void(const SearchInfo&)> onInfo;

    static SearchLimits ofTime(std::int64_t ms) { SearchLimits l; l.timeMs = ms; return l; }
    static SearchLimits ofDepth(int plies) { SearchLimits l; l.depth = plies; return l; }
    static SearchLimits ofNodes(std::uint64_t n) { SearchLimits l; l.nodes = n; return l; }
};

struct SearchResult {
    Move best;
    bool hasMove = false;       // false only when there is no legal move
    int depth = 0;
    std::uint64_t nodes = 0;
    int score = 0;              // centipawns from the mover's point of view
    int mateIn = 0;             // as in SearchInfo
    std::vector<Move> pv;
    std::int64_t elapsedMs = 0; // wall-clock time the search took
};

class Engine {
public:
    virtual ~Engine() = default;
    virtual std::string name() const = 0;
    // Returns a legal move of game.position() unless the game has none. One search at a
    // time per engine (engines keep tables between moves); `stop` may be set from any thread.
    virtual SearchResult search(const Game& game, const SearchLimits& limits, const std::atomic<bool>& stop) = 0;
};

// Strength levels offered to players, weakest first; "random" plays random legal moves.
std::vector<std::string> engineLevels();
// A level's estimated strength in Elo in a variant, from matches at 200 ms per move (see
// Levels.cpp for the scale); 0 for an unknown level or variant.
int engineLevelElo(const std::string& level, std::string_view variantId);
// The most plies a level looks ahead, whatever time it is given; 0 for a level that searches
// as long as its time allows (and for the random mover, which does not search).
int engineLevelDepthLimit(const std::string& level);
// Creates the engine for a level name (see engineLevels()); nullptr if unknown.
std::unique_ptr<Engine> makeEngine(const std::string& level, std::uint64_t seed);

}  // namespace shogi
