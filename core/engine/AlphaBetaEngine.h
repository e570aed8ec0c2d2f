#pragma once
// The searching computer player: keeps a transposition table between moves of a game and
// runs one Search per request with its level's settings.

#include <memory>
#include <string>

#include "engine/Engine.h"
#include "engine/Search.h"

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
    // Built on first use and rebuilt when the variant changes (the GUI may reuse an engine).
    const Variant* variant_ = nullptr;
    std::unique_ptr<Search> search_;
};

}  // namespace shogi
