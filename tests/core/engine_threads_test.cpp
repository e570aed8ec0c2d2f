// The parallel search: threads sharing one lockless transposition table, one
// thread staying deterministic, multi-PV lines, and a stop that ends every thread. Run under
// ThreadSanitizer by the test command too.
#include <gtest/gtest.h>

#include <set>
#include <thread>

#include "EngineTestSupport.h"
#include "engine/LargePages.h"
#include "engine/TranspositionTable.h"

using namespace shogi;

namespace {

bool isLegal(const Game& game, const Move& m) {
    return std::find(game.legalMoves().begin(), game.legalMoves().end(), m) != game.legalMoves().end();
}

}  // namespace

TEST(TranspositionTable, KeepsEveryMoveOfEveryVariantWhole) {
    // Every legal move of a few positions of each variant, drops and multi-captures included,
    // comes back from the table as it went in, with its score, depth and bound.
    TranspositionTable tt(1);
    for (const Variant* v : allVariants()) {
        Game game(*v);
        for (int ply = 0; ply < 12 && !game.legalMoves().empty(); ++ply) {
            std::uint64_t key = game.position().hash();
            for (const Move& m : game.legalMoves()) {
                key = key * 6364136223846793005ull + 1442695040888963407ull;
                tt.store(key, m, -12345, 17, Bound::Lower);
                TTEntry e;
                ASSERT_TRUE(tt.probe(key, e));
                EXPECT_EQ(e.move, m) << v->id();
                EXPECT_EQ(e.score, -12345);
                EXPECT_EQ(e.depth, 17);
                EXPECT_EQ(e.bound, Bound::Lower);
                EXPECT_FALSE(tt.probe(key ^ 1, e));
            }
            game.play(game.legalMoves()[static_cast<std::size_t>(ply * 7) % game.legalMoves().size()]);
        }
    }
}

TEST(TranspositionTable, StartsEmptyOnMemoryAlignedForHugePages) {
    // A new table reads as empty everywhere, and the memory under it is aligned for huge pages
    // and all there for the size asked.
    TranspositionTable tt(1);
    TTEntry e;
    for (std::uint64_t key = 0; key < 4096; ++key) EXPECT_FALSE(tt.probe(key, e)) << key;
    for (std::size_t bytes : {std::size_t{1}, std::size_t{3} << 20}) {
        void* p = allocateLarge(bytes);
        EXPECT_EQ(reinterpret_cast<std::uintptr_t>(p) % (std::size_t{2} << 20), 0u) << bytes;
        static_cast<volatile char*>(p)[bytes - 1] = 1;  // all of it is there
        freeLarge(p);
    }
}

TEST(TranspositionTable, KeepsTheDeeperResultOfASearch) {
    TranspositionTable tt(1);
    Move a;
    a.from = toSquare(1, 1);
    a.to = toSquare(1, 2);
    tt.store(42, a, 10, 8, Bound::Lower);
    tt.store(42, Move{}, 20, 3, Bound::Upper);  // shallower, not exact: the deeper one stays
    TTEntry e;
    ASSERT_TRUE(tt.probe(42, e));
    EXPECT_EQ(e.depth, 8);
    tt.newSearch();
    tt.store(42, Move{}, 20, 3, Bound::Upper);  // a new search replaces it, keeping the move
    ASSERT_TRUE(tt.probe(42, e));
    EXPECT_EQ(e.depth, 3);
    EXPECT_EQ(e.move, a);
    tt.clear();
    EXPECT_FALSE(tt.probe(42, e));
}

TEST(EngineThreads, OneThreadIsDeterministicForASeed) {
    const Game game(test::variant("macadamia"));
    std::atomic<bool> stop{false};
    const SearchResult a = makeEngine("master", 7)->search(game, SearchLimits::ofDepth(4), stop);
    const SearchResult b = makeEngine("master", 7)->search(game, SearchLimits::ofDepth(4), stop);
    EXPECT_EQ(a.best, b.best);
    EXPECT_EQ(a.score, b.score);
    EXPECT_EQ(a.nodes, b.nodes);
    EXPECT_EQ(a.pv, b.pv);
}

TEST(EngineThreads, SeveralThreadsReachTheDepthAndCountEveryNode) {
    for (const char* id : {"micro", "heian-dai", "hook"}) {
        const Game game(test::variant(id));
        std::atomic<bool> stop{false};
        SearchLimits limits = SearchLimits::ofDepth(4);
        limits.threads = 4;
        std::vector<SearchInfo> infos;
        limits.onInfo = [&](const SearchInfo& info) { infos.push_back(info); };
        auto engine = makeEngine("master", 1);
        const SearchResult r = engine->search(game, limits, stop);
        ASSERT_TRUE(r.hasMove) << id;
        EXPECT_TRUE(isLegal(game, r.best)) << id;
        EXPECT_EQ(r.depth, 4) << id;
        // The main thread alone reports, each depth at most once and deeper each time (a
        // depth another thread finished first is reported with that thread's line, or skipped).
        ASSERT_FALSE(infos.empty()) << id;
        ASSERT_LE(infos.size(), 4u) << id;
        for (std::size_t i = 1; i < infos.size(); ++i) EXPECT_GT(infos[i].depth, infos[i - 1].depth) << id;
        EXPECT_EQ(infos.back().depth, 4) << id;
        EXPECT_EQ(infos.back().pv.front(), r.best) << id;
        for (const SearchInfo& info : infos) {
            Game line = game;
            for (const Move& m : info.pv) ASSERT_TRUE(line.play(m)) << id << " depth " << info.depth;
        }
        EXPECT_GE(r.nodes, infos.back().nodes) << id;
        // Playing on with the same engine and threads keeps working (searches are reused).
        Game next = game;
        next.play(r.best);
        const SearchResult again = engine->search(next, limits, stop);
        EXPECT_TRUE(isLegal(next, again.best)) << id;
    }
}

TEST(EngineThreads, StopEndsEveryThread) {
    const Game game(test::variant("maka-dai-dai"));
    std::atomic<bool> stop{false};
    SearchLimits limits;
    limits.infinite = true;
    limits.threads = 6;
    auto engine = makeEngine("master", 1);
    std::thread stopper([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        stop = true;
    });
    const SearchResult r = engine->search(game, limits, stop);
    stopper.join();
    ASSERT_TRUE(r.hasMove);
    EXPECT_TRUE(isLegal(game, r.best));
    EXPECT_GT(r.nodes, 0u);
}

TEST(EngineThreads, MultiPvLinesStartWithDifferentMovesBestFirst) {
    const Game game(test::variant("heian-dai"));
    std::atomic<bool> stop{false};
    SearchLimits limits = SearchLimits::ofDepth(3);
    limits.multiPV = 4;
    std::vector<SearchInfo> last;
    limits.onInfo = [&](const SearchInfo& info) {
        if (info.multipv == 1) last.clear();
        last.push_back(info);
    };
    const SearchResult r = makeEngine("master", 1)->search(game, limits, stop);
    ASSERT_EQ(last.size(), 4u);
    std::set<std::pair<Square, Square>> firsts;
    for (std::size_t i = 0; i < last.size(); ++i) {
        EXPECT_EQ(last[i].multipv, static_cast<int>(i) + 1);
        EXPECT_EQ(last[i].depth, 3);
        ASSERT_FALSE(last[i].pv.empty());
        EXPECT_TRUE(isLegal(game, last[i].pv.front()));
        firsts.insert({last[i].pv.front().from, last[i].pv.front().to});
        if (i > 0) {
            EXPECT_LE(last[i].score, last[i - 1].score);
        }
    }
    EXPECT_EQ(firsts.size(), 4u);
    EXPECT_EQ(last.front().pv.front(), r.best);
    EXPECT_EQ(last.front().score, r.score);

    // More lines than moves: one line per legal move.
    const Game micro(test::variant("micro"), test::placedPieces("micro", {{"a5", "k"}, {"d1", "K"}}));
    limits.multiPV = 50;
    last.clear();
    makeEngine("master", 1)->search(micro, limits, stop);
    EXPECT_EQ(last.size(), micro.legalMoves().size());
}
