#pragma once
// Helpers for the engine tests: positions built from pieces placed on squares named
// relative to the board's size, and a one-call search.

#include <atomic>
#include <string>
#include <utility>
#include <vector>

#include "TestSupport.h"
#include "engine/Engine.h"

namespace shogi::test {

// A square counted from the top rank (White's back rank): fromTop(v, 'a', 0) is "a13" on
// 13x13 boards and "a19" on 19x19.
inline std::string fromTop(const Variant& v, char file, int ranksDown) {
    return file + std::to_string(v.geometry().ranks() - ranksDown);
}

// Pieces as (square, code) with lowercase codes for White, as test::placed takes them.
inline Position placedPieces(const char* variantId, const std::vector<std::pair<std::string, std::string>>& pieces,
                             Side side = kBlack) {
    const Variant& v = variant(variantId);
    Position pos(v);
    for (const auto& [square, code] : pieces) {
        Position one = placed(variantId, {{square.c_str(), code.c_str()}});
        const Square s = sq(pos, square);
        pos.put(s, cellKind(one.cell(s)), cellSide(one.cell(s)));
    }
    pos.setSideToMove(side);
    return pos;
}

inline SearchResult searchWith(const std::string& level, const Game& game, const SearchLimits& limits,
                               std::uint64_t seed = 1) {
    auto engine = makeEngine(level, seed);
    std::atomic<bool> stop{false};
    return engine->search(game, limits, stop);
}

// searchWith, keeping every iteration's report (SearchLimits::onInfo) in `infos`.
inline SearchResult searchReporting(const std::string& level, const Game& game, SearchLimits limits,
                                    std::vector<SearchInfo>& infos, std::uint64_t seed = 1) {
    limits.onInfo = [&infos](const SearchInfo& info) { infos.push_back(info); };
    return searchWith(level, game, limits, seed);
}

inline const char* const kVariantIds[] = {"micro", "heian-dai", "macadamia", "hook", "maka-dai-dai"};
inline const char* const kRoyalCaptureIds[] = {"heian-dai", "macadamia", "hook", "maka-dai-dai"};

}  // namespace shogi::test
