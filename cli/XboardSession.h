#pragma once
// One XBoard/CECP conversation (shogi-cli xboard): the game, whose side the engine plays, and
// the clock settings. The engine thinks on the reading thread; the time limit ends each search.

#include <memory>
#include <optional>
#include <ostream>
#include <string>

#include "engine/Engine.h"
#include "game/Game.h"

namespace shogi::cli {

class XboardSession {
public:
    // The engine plays at `level` (an engineLevels() name) and speaks on `out`; the game is
    // The first registered variant (the smallest) until a "variant" command.
    XboardSession(std::string level, std::ostream& out);

    // Answers one line from the GUI; returns false on "quit".
    bool handle(const std::string& line);

private:
    // A new game of the current variant, from `start` or its start position, and a fresh engine.
    void reset(std::optional<Position> start = std::nullopt);
    void think();
    void reportResult();
    int moveTimeMs() const;

    std::string level_;
    std::ostream& out_;
    const Variant* variant_;
    std::unique_ptr<Game> game_;
    std::unique_ptr<Engine> engine_;
    std::uint64_t seed_ = 1;
    bool force_ = false;
    Side engineSide_ = kWhite;
    bool post_ = false;
    int fixedMs_ = 0;        // st
    int depth_ = 0;          // sd
    int clockMs_ = 0;        // time
    int movesPerControl_ = 0, incrementMs_ = 0;  // level
};

}  // namespace shogi::cli
