#include "engine/AlphaBetaEngine.h"

#include <algorithm>
#include <thread>

namespace shogi {

AlphaBetaEngine::AlphaBetaEngine(std::string name, const SearchSettings& settings, std::size_t hashMegabytes)
    : name_(std::move(name)), settings_(settings), tt_(hashMegabytes) {}

SearchResult AlphaBetaEngine::search(const Game& game, const SearchLimits& limits, const std::atomic<bool>& stop) {
    const int threads = std::clamp(limits.threads, 1, kMaxSearchThreads);
    if (variant_ != &game.variant()) {
        // Hash keys of different variants mean different things (a new table is empty).
        if (variant_) tt_.clear();
        variant_ = &game.variant();
        searches_.clear();
    }
    if (static_cast<int>(searches_.size()) != threads) {
        searches_.resize(static_cast<std::size_t>(threads));
        for (auto& s : searches_)
            if (!s) s = std::make_unique<Search>(*variant_, tt_, settings_);
        for (std::size_t i = 0; i < searches_.size(); ++i) {
            std::vector<const Search*> peers;
            for (std::size_t j = 0; j < searches_.size(); ++j)
                if (j != i) peers.push_back(searches_[j].get());
            searches_[i]->setHelperIndex(static_cast<int>(i));
            searches_[i]->setPeers(std::move(peers));
        }
    }
    tt_.newSearch();
    shared_.reset();
    for (auto& s : searches_) s->setShared(threads > 1 ? &shared_ : nullptr);
    if (threads == 1) return searches_[0]->run(game, limits, stop);

    // Helpers search until the main search ends (or to its depth limit, so that the deepest
    // iteration is never deeper than asked); they report nothing and need one line.
    SearchLimits helperLimits;
    helperLimits.depth = limits.infinite ? 0 : limits.depth;
    helperLimits.infinite = helperLimits.depth == 0;
    std::atomic<bool> helpersStop{false};
    std::vector<std::thread> helpers;
    for (int i = 1; i < threads; ++i)
        helpers.emplace_back([&, i] { searches_[static_cast<std::size_t>(i)]->run(game, helperLimits, helpersStop); });
    SearchResult result = searches_[0]->run(game, limits, stop);
    helpersStop.store(true);
    for (std::thread& t : helpers) t.join();
    for (int i = 1; i < threads; ++i) result.nodes += searches_[static_cast<std::size_t>(i)]->publishedNodes();
    return result;
}

}  // namespace shogi
