// Soak: many random legal games in every variant, with the invariants checked after every
// move. Game counts scale with SHOGI_SOAK_SCALE (10 for a long run, 0.2 under sanitizers).
#include <gtest/gtest.h>

#include <cstdlib>
#include <random>

#include "TestSupport.h"
#include "engine/Engine.h"
#include "notation/MoveText.h"

using namespace shogi;

namespace {


int piecesIncludingHands(const Position& pos) {
    int n = pos.pieceCount(kBlack) + pos.pieceCount(kWhite);
    for (int s = 0; s < 2; ++s)
        for (int t = 0; t < pos.variant().typeCount(); ++t) n += pos.handCount(Side(s), t);
    return n;
}

struct SoakStats {
    int games = 0;
    int finished = 0;
    long plies = 0;
};

// Plays `games` games: random legal moves, or the moves of the engine `level` when given.
SoakStats soak(const Variant& v, int games, int maxPlies, std::uint64_t seed, const char* level = nullptr) {
    SoakStats stats;
    std::mt19937_64 rng(seed);
    const std::atomic<bool> stop{false};
    SearchLimits limits;
    limits.depth = 1;
    for (int g = 0; g < games; ++g) {
        // Each engine game gets its own seed and opens with four random plies.
        std::unique_ptr<Engine> engine = level ? makeEngine(level, seed + g) : nullptr;
        Game game(v);
        const int total = piecesIncludingHands(game.position());
        int captured = 0;
        for (int ply = 0; ply < maxPlies && !game.result().over(); ++ply) {
            const MoveList& moves = game.legalMoves();
            EXPECT_FALSE(moves.empty()) << v.id() << ": an unfinished game has moves";
            if (moves.empty()) return stats;
            Move m = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
            if (engine && ply >= 4) {
                const SearchResult r = engine->search(game, limits, stop);
                EXPECT_TRUE(r.hasMove);
                m = r.best;
            }
            const Position before = game.position();
            EXPECT_TRUE(game.play(m)) << v.id() << ": the engine's move must be legal";
            ++stats.plies;
            const Position& now = game.position();
            if (now.hash() != now.computeHash()) {
                ADD_FAILURE() << v.id() << " game " << g << ": hash drift after " << formatMove(before, m);
                return stats;
            }
            if (!v.rules().drops) captured += m.captureCount;
            if (piecesIncludingHands(now) + captured != total) {
                ADD_FAILURE() << v.id() << " game " << g << ": pieces not conserved after " << formatMove(before, m);
                return stats;
            }
            Position copy = before;
            Position::Undo undo;
            copy.make(m, undo);
            copy.unmake(m, undo);
            if (!(copy == before) || copy.hash() != before.hash()) {
                ADD_FAILURE() << v.id() << " game " << g << ": unmake differs after " << formatMove(before, m);
                return stats;
            }
        }
        const GameResult r = game.result();
        if (r.over()) {
            ++stats.finished;
            EXPECT_NE(r.reason, EndReason::None);
            EXPECT_TRUE(game.legalMoves().empty());
        }
        ++stats.games;
    }
    return stats;
}

}  // namespace

TEST(Soak, RandomGamesKeepEveryInvariant) {
    struct Plan {
        const char* id;
        int games;
        int maxPlies;
    };
    const double k = test::workScale();
    for (const Plan& p : {Plan{"micro", 2000, 300}, Plan{"heian-dai", 400, 500}, Plan{"macadamia", 200, 500},
                          Plan{"hook", 150, 500}, Plan{"maka-dai-dai", 60, 500}}) {
        const int games = std::max(1, static_cast<int>(p.games * k));
        const SoakStats s = soak(test::variant(p.id), games, p.maxPlies, 2024);
        EXPECT_EQ(s.games, games) << p.id;
        std::printf("%s: %d games, %d finished, %ld plies\n", p.id, s.games, s.finished, s.plies);
        EXPECT_GT(s.finished, 0) << p.id << ": some random games must end";
    }
}

TEST(Soak, GamesOfTheWeakestEngineKeepEveryInvariant) {
    const double k = test::workScale();
    for (const Variant* v : allVariants()) {
        const int games = std::max(1, static_cast<int>((v->geometry().squareCount() < 100 ? 300 : 20) * k));
        const SoakStats s = soak(*v, games, 300, 77, "beginner");
        std::printf("%s (beginner): %d games, %d finished, %ld plies\n", v->id(), s.games, s.finished, s.plies);
        EXPECT_EQ(s.games, games) << v->id();
    }
}
