// A move sent to a friend who keeps their own copy of the game (core/record/FriendMove) and
// game ids (core/record/GameId).
#include <gtest/gtest.h>

#include "TestSupport.h"
#include "record/FriendMove.h"
#include "record/GameId.h"
#include "record/GameText.h"

using namespace shogi;

namespace {

Game played(std::initializer_list<const char*> moves) {
    Game game(test::variant("micro"));
    std::string error;
    for (const char* m : moves) EXPECT_TRUE(game.play(*parseMove(game, m, error))) << m << ": " << error;
    return game;
}

}  // namespace

TEST(GameId, NewIdsAreTenCharactersOfCrockfordsAlphabet) {
    const std::string id = makeGameId(0x123456789abcdefull);
    EXPECT_EQ(id.size(), 10u);
    EXPECT_TRUE(isGameId(id));
    EXPECT_EQ(id.find_first_of("ILOU"), std::string::npos);
    EXPECT_NE(makeGameId(1), makeGameId(2));
    EXPECT_FALSE(isGameId(""));
    EXPECT_FALSE(isGameId("a b"));
    EXPECT_FALSE(isGameId(std::string(65, 'a')));
    EXPECT_TRUE(isGameId("game_7-X"));
}

TEST(FriendMove, TheLineCarriesGamePlyMoveAndHashAndReadsBack) {
    const Game game = played({"d2-d3", "a4-a3"});
    const FriendMove move = lastFriendMove(game, "7QK4M2XP9D");
    EXPECT_EQ(move.ply, 2);
    EXPECT_EQ(move.move, "a4-a3");
    EXPECT_EQ(move.hash, game.position().hash());
    const std::string line = formatFriendMove(move);
    char hash[17];
    std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(game.position().hash()));
    EXPECT_EQ(line, std::string("large-shogi move 7QK4M2XP9D micro 2 a4-a3 ") + hash);
    std::string error;
    const std::optional<FriendMove> back = parseFriendMove("Here it is:\r\n  " + line + "  \nbye", error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(back->gameId, move.gameId);
    EXPECT_EQ(back->variant, move.variant);
    EXPECT_EQ(back->ply, 2);
    EXPECT_EQ(back->move, "a4-a3");
    EXPECT_EQ(back->hash, move.hash);
}

TEST(FriendMove, BadLinesNameWhatIsWrong) {
    const std::pair<std::string, std::string> cases[] = {
        {"hello", "no line starting with 'large-shogi move'"},
        {"large-shogi move G1 micro 2 a4-a3", "expected 'large-shogi move GAMEID VARIANT PLY MOVE HASH', found 'large-shogi move G1 micro 2 a4-a3'"},
        {"large-shogi move G! micro 2 a4-a3 0123456789abcdef", "bad game id 'G!'"},
        {"large-shogi move G1 chess 2 a4-a3 0123456789abcdef", "unknown variant 'chess'"},
        {"large-shogi move G1 micro 0 a4-a3 0123456789abcdef", "bad ply '0' (a move number from 1)"},
        {"large-shogi move G1 micro 2 a4-a3 0123", "bad position hash '0123' (16 hex digits)"},
    };
    for (const auto& [text, expected] : cases) {
        std::string error;
        EXPECT_FALSE(parseFriendMove(text, error)) << text;
        EXPECT_EQ(error, expected);
    }
}

TEST(FriendMove, EachWayAMoveCanBeWrongIsNamed) {
    const Game sender = played({"d2-d3", "a4-a3", "c1-d2"});
    const FriendMove third = lastFriendMove(sender, "G1");
    // The next move of the same game: played.
    Game copy = played({"d2-d3", "a4-a3"});
    FriendMoveCheck check = checkFriendMove(copy, "G1", third);
    EXPECT_EQ(check.problem, FriendMoveProblem::None);
    ASSERT_TRUE(check.move);
    EXPECT_EQ(*check.move, sender.moves().back());
    // A copy without an id takes any.
    EXPECT_EQ(checkFriendMove(copy, "", third).problem, FriendMoveProblem::None);
    EXPECT_EQ(checkFriendMove(copy, "G2", third).problem, FriendMoveProblem::OtherGame);
    FriendMove otherVariant = third;
    otherVariant.variant = &test::variant("macadamia");
    EXPECT_EQ(checkFriendMove(copy, "G1", otherVariant).problem, FriendMoveProblem::OtherVariant);
    EXPECT_EQ(checkFriendMove(sender, "G1", third).problem, FriendMoveProblem::AlreadyPlayed);
    const Game elsewhere = played({"d2-d3", "a4-a3", "b1-c2"});
    check = checkFriendMove(elsewhere, "G1", third);
    EXPECT_EQ(check.problem, FriendMoveProblem::Replaced);
    EXPECT_EQ(check.detail, "b1-c2");
    EXPECT_EQ(checkFriendMove(played({"d2-d3"}), "G1", third).problem, FriendMoveProblem::MovesMissing);
    FriendMove illegal = third;
    illegal.move = "d3-d5";
    check = checkFriendMove(copy, "G1", illegal);
    EXPECT_EQ(check.problem, FriendMoveProblem::Illegal);
    EXPECT_FALSE(check.detail.empty());
    FriendMove forged = third;
    forged.hash ^= 1;
    EXPECT_EQ(checkFriendMove(copy, "G1", forged).problem, FriendMoveProblem::PositionDiffers);
    Game over = copy;
    over.resign(kBlack);
    EXPECT_EQ(checkFriendMove(over, "G1", third).problem, FriendMoveProblem::GameOver);
}
