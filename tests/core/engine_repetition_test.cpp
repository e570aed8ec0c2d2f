// Repetition at the root: the engine does not make the move that completes a fourth
// occurrence it would lose by (perpetual check, R10), and it avoids a drawing repetition
// when it is far ahead.
#include <gtest/gtest.h>

#include "EngineTestSupport.h"
#include "GamePlay.h"
#include "record/GameText.h"

namespace shogi::test {
namespace {

// A Black Rook chases the White King between m13 and m12 with checks on ranks 13 and 12.
// White is two Queens up, so a draw by repetition would suit Black: only the rule that the
// side checking on every move loses keeps it from repeating.
Game perpetualCheckGame() {
    const Position start = placedPieces(
        "macadamia", {{"m13", "k"}, {"f10", "p"}, {"b5", "q"}, {"k5", "q"}, {"a13", "R"}, {"e1", "K"}}, kWhite);
    Game game(variant("macadamia"), start);
    for (int cycle = 0; cycle < 2; ++cycle) play(game, {"m13-m12", "a13-a12", "m12-m13", "a12-a13"});
    play(game, {"m13-m12", "a13-a12", "m12-m13"});
    return game;
}

TEST(EngineRepetition, TheSetUpReallyEndsInAPerpetualCheckLoss) {
    Game game = perpetualCheckGame();
    ASSERT_FALSE(game.result().over());
    play(game, {"a12-a13"});
    EXPECT_EQ(game.result().reason, EndReason::PerpetualCheck);
    EXPECT_EQ(game.result().outcome, Outcome::WhiteWins);
}

TEST(EngineRepetition, DoesNotCompleteAPerpetualCheck) {
    for (const std::string& level : engineLevels()) {
        if (level == "random") continue;
        for (const SearchLimits& limits : {SearchLimits::ofDepth(1), SearchLimits::ofDepth(4)}) {
            Game game = perpetualCheckGame();
            const SearchResult r = searchWith(level, game, limits);
            ASSERT_TRUE(r.hasMove);
            ASSERT_TRUE(game.play(r.best));
            EXPECT_NE(game.result().reason, EndReason::PerpetualCheck) << level << " played " << moveText(game, r.best);
        }
    }
}

}  // namespace
}  // namespace shogi::test
