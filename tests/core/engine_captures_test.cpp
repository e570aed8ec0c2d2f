// The quiescence search's capture generator produces exactly the captures of the full move
// generator, position after position of seeded random games in every variant.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "EngineTestSupport.h"
#include "RandomGames.h"
#include "engine/CaptureGen.h"

namespace shogi::test {
namespace {

std::set<std::string> texts(const Position& pos, const MoveList& moves) {
    std::set<std::string> out;
    for (const Move& m : moves) out.insert(formatMove(pos, m));
    return out;
}

TEST(EngineCaptures, SameCapturesAsTheMoveGenerator) {
    for (const char* id : kVariantIds) {
        SCOPED_TRACE(id);
        int positionsWithCaptures = 0;
        randomGames(variant(id), 3, 150, 31, [&](Game& game, const Move&, const Position&) {
            const Position& pos = game.position();
            MoveList all, captures;
            generateMoves(pos, all);
            all.erase(std::remove_if(all.begin(), all.end(), [](const Move& m) { return !m.isCapture(); }), all.end());
            generateCaptures(pos, captures);
            ASSERT_EQ(texts(pos, captures), texts(pos, all)) << formatPosition(pos);
            for (const Move& m : captures) ASSERT_NE(std::find(all.begin(), all.end(), m), all.end());
            positionsWithCaptures += all.empty() ? 0 : 1;
        });
        EXPECT_GT(positionsWithCaptures, 10);
    }
}

}  // namespace
}  // namespace shogi::test
