#pragma once
// The computer player's interface, shared by the GUI and shogi-cli. An engine picks a move
// for the current position of a game within the given limits; another thread may ask it
// to stop at any time through the flag, and it then returns its best move so far.

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "game/Game.h"

namespace shogi {

struct SearchLimits {
    int timeMs = 0;             // 0: no time limit
    int depth = 0;              // 0: no depth limit
    std::uint64_t nodes = 0;    // 0: no node limit
};

struct SearchResult {
    Move best;
    bool hasMove = false;       // false only when there is no legal move
    int depth = 0;
    std::uint64_t nodes = 0;
    int score = 0;              // centipawns from the mover's point of view
    std::vector<Move> pv;
    int elapsedMs = 0;          // wall-clock time the search took
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
// Creates the engine for a level name (see engineLevels()); nullptr if unknown.
std::unique_ptr<Engine> makeEngine(const std::string& level, std::uint64_t seed);

}  // namespace shogi
