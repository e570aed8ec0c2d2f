// The generator's captures-only mode produces exactly the captures of the full generator
// (the same moves, each once after R1's de-duplication), position after position of seeded
// random games in every variant.
#include <gtest/gtest.h>

#include <algorithm>

#include "EngineTestSupport.h"
#include "RandomGames.h"
#include "notation/MoveText.h"

namespace shogi::test {
namespace {

std::string texts(const Position& pos, const MoveList& moves) {
    std::string out;
    for (const Move& m : moves) out += formatMove(pos, m) + " ";
    return out;
}

TEST(MoveGenCaptures, CapturesOnlyModeEqualsTheCapturesOfTheFullGenerator) {
    for (const char* id : kVariantIds) {
        SCOPED_TRACE(id);
        int positionsWithCaptures = 0;
        int multiCaptures = 0;
        int universalCaptures = 0;
        for (std::uint64_t seed : {31u, 32u}) {
            randomGames(variant(id), 3, 150, seed, [&](Game& game, const Move&, const Position&) {
                const Position& pos = game.position();
                MoveList all, captures;
                generateMoves(pos, all);
                all.erase(std::remove_if(all.begin(), all.end(), [](const Move& m) { return !m.isCapture(); }),
                          all.end());
                generateCaptures(pos, captures);
                ASSERT_EQ(sortedMoves(captures), sortedMoves(all))
                    << formatPosition(pos) << "\ncaptures-only: " << texts(pos, captures)
                    << "\nfull generator: " << texts(pos, all);
                positionsWithCaptures += all.empty() ? 0 : 1;
                for (const Move& m : all) {
                    multiCaptures += m.captureCount > 1 ? 1 : 0;
                    const Cell mover = pos.cell(m.from);
                    universalCaptures += pos.variant().kind(cellKind(mover)).moves[cellSide(mover)].universal ? 1 : 0;
                }
            });
        }
        EXPECT_GT(positionsWithCaptures, 10);
        // The Lion-like pieces of the large variants take two pieces in one move somewhere.
        if (std::string(id) != "micro" && std::string(id) != "heian-dai") {
            EXPECT_GT(multiCaptures, 0);
        }
        // In Maka Dai Dai a King that captures may become an Emperor: its captures (R5) are seen.
        if (std::string(id) == "maka-dai-dai") {
            EXPECT_GT(universalCaptures, 0);
        }
    }
}

// Quiet moves and passes are never captures: the start positions (where nothing can be
// taken yet, though Macadamia's Lion and Wolf may pass) give none.
TEST(MoveGenCaptures, NoQuietMoveOrPassInCapturesOnlyMode) {
    for (const char* id : kVariantIds) {
        SCOPED_TRACE(id);
        const Position start = startPosition(variant(id));
        MoveList all, captures;
        generateMoves(start, all);
        generateCaptures(start, captures);
        EXPECT_FALSE(all.empty());
        EXPECT_TRUE(captures.empty()) << texts(start, captures);
        if (std::string(id) == "macadamia") {
            EXPECT_TRUE(std::any_of(all.begin(), all.end(), [](const Move& m) { return m.isPass(); }));
        }
    }
}

// What the captures-only walk skips on: how far a piece's other ways (patterns, leaps, jumps,
// the universal leap) reach. Pieces that reach two squares at most are walked only with an
// enemy in the 5x5 square around them, so a reach counted short would lose captures.
TEST(MoveGenCaptures, OtherWaysReachAsFarAsTheirMoves) {
    const Variant& maka = variant("maka-dai-dai");
    const auto reach = [&](const char* code) { return maka.captureReach(maka.kindByCode(code), kBlack); };
    EXPECT_FALSE(reach("G").otherWays);
    EXPECT_EQ(reach("G").otherReach, 0);
    for (const char* code : {"LN", "KY", "PH", "N"}) {
        EXPECT_TRUE(reach(code).otherWays) << code;
        EXPECT_EQ(reach(code).otherReach, 2) << code;
    }
    EXPECT_EQ(reach("LD").otherReach, 3);  // three King steps
    EXPECT_EQ(reach("+K").otherReach, CaptureReach::kFar);  // the Emperor's universal leap
    const Variant& hook = variant("hook");
    EXPECT_EQ(hook.captureReach(hook.kindByCode("HM"), kBlack).otherReach, CaptureReach::kFar);  // two slides
}

}  // namespace
}  // namespace shogi::test
