// Over many seeded random positions of every variant, every level returns a legal move;
// the same seed gives the same move at a fixed depth.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "EngineTestSupport.h"
#include "RandomGames.h"

namespace shogi::test {
namespace {

bool isLegalIn(const Game& game, const Move& m) {
    return std::find(game.legalMoves().begin(), game.legalMoves().end(), m) != game.legalMoves().end();
}

// Positions sampled along seeded random games (some far into the game, some near the end).
std::vector<Game> samplePositions(const char* id, int count, std::uint64_t seed) {
    const Variant& v = variant(id);
    std::vector<Game> out;
    std::mt19937_64 rng(seed);
    while (static_cast<int>(out.size()) < count) {
        Game game(v);
        const int plies = std::uniform_int_distribution<int>(0, 120)(rng);
        for (int i = 0; i < plies && !game.result().over(); ++i) {
            const MoveList& moves = game.legalMoves();
            game.play(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
        }
        if (!game.result().over()) out.push_back(game);
    }
    return out;
}

TEST(EngineLegality, EveryLevelPlaysLegalMovesInRandomPositions) {
    for (const char* id : kVariantIds) {
        SCOPED_TRACE(id);
        const std::vector<Game> games = samplePositions(id, 12, 2024);
        for (const std::string& level : engineLevels()) {
            auto engine = makeEngine(level, 3);
            std::atomic<bool> stop{false};
            for (const Game& game : games) {
                // Small node budgets keep the test quick and also stop searches mid-iteration.
                const SearchResult r = engine->search(game, shogi::SearchLimits::ofNodes(3000), stop);
                ASSERT_TRUE(r.hasMove) << level;
                EXPECT_TRUE(isLegalIn(game, r.best)) << level << " " << formatPosition(game.position());
            }
        }
    }
}

TEST(EngineLegality, WholeGamesBetweenLevelsStayLegal) {
    for (const char* id : kVariantIds) {
        SCOPED_TRACE(id);
        Game game(variant(id));
        auto black = makeEngine("casual", 11), white = makeEngine("beginner", 12);
        std::atomic<bool> stop{false};
        for (int ply = 0; ply < 60 && !game.result().over(); ++ply) {
            Engine& e = game.sideToMove() == kBlack ? *black : *white;
            const SearchResult r = e.search(game, shogi::SearchLimits::ofNodes(2000), stop);
            ASSERT_TRUE(r.hasMove);
            ASSERT_TRUE(game.play(r.best)) << ply;
        }
    }
}

TEST(EngineLegality, SameSeedSameMoveAtFixedDepth) {
    for (const char* id : kVariantIds) {
        SCOPED_TRACE(id);
        for (const Game& game : samplePositions(id, 2, 77)) {
            for (const char* level : {"beginner", "casual", "master"}) {
                const SearchResult a = searchWith(level, game, shogi::SearchLimits::ofDepth(3), 42);
                const SearchResult b = searchWith(level, game, shogi::SearchLimits::ofDepth(3), 42);
                EXPECT_EQ(a.best, b.best) << level;
                EXPECT_EQ(a.nodes, b.nodes) << level;
                EXPECT_EQ(a.score, b.score) << level;
            }
        }
    }
}

TEST(EngineLegality, RandomLevelIsDeterministicForASeed) {
    const std::vector<Game> games = samplePositions("hook", 4, 5);
    for (const Game& game : games)
        EXPECT_EQ(searchWith("random", game, {}, 9).best, searchWith("random", game, {}, 9).best);
}

}  // namespace
}  // namespace shogi::test
