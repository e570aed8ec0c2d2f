#pragma once
// The searching computer player: keeps a transposition table between moves of a game and
// runs one Search per request with its level's settings, on as many threads as the limits
// ask: the helpers search the same position and share the table with the main search
// ("Lazy SMP") and skip the depths another thread has finished (SharedIteration); the main
// search answers, with the deepest iteration any thread completed.

#include <memory>
#include <string>
#include <vector>

#include "engine/Engine.h"
#include "engine/Search.h"
#include "engine/SharedIteration.h"

namespace shogi {

class AlphaBetaEngine : public Engine {
public:
    AlphaBetaEngine(std::string name, const SearchSettings& settings, std::size_t hashMegabytes = 32);

    std::string name() const override { return name_; }
    SearchResult search(const Game& game, const SearchLimits& limits, const std::atomic<bool>& stop) override;

private:
    std::string name_;
    SearchSettings settings_;
    TranspositionTable tt_;
    // Built on first use and rebuilt when the variant changes (the GUI may reuse an engine);
    // searches_[0] is the main search, the others its helpers.
    const Variant* variant_ = nullptr;
    std::vector<std::unique_ptr<Search>> searches_;
    SharedIteration shared_;
};

}  // namespace shogi
