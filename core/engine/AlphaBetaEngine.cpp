#include "engine/AlphaBetaEngine.h"

namespace shogi {

AlphaBetaEngine::AlphaBetaEngine(std::string name, const SearchSettings& settings, std::size_t hashMegabytes)
    : name_(std::move(name)), settings_(settings), tt_(hashMegabytes) {}

SearchResult AlphaBetaEngine::search(const Game& game, const SearchLimits& limits, const std::atomic<bool>& stop) {
    if (variant_ != &game.variant()) {
        // Hash keys of different variants mean different things (a new table is empty).
        if (variant_) tt_.clear();
        variant_ = &game.variant();
        search_ = std::make_unique<Search>(*variant_, tt_, settings_);
    }
    return search_->run(game, limits, stop);
}

}  // namespace shogi
