#include <gtest/gtest.h>

#include "RandomGames.h"
#include "notation/MoveText.h"
#include "record/GameText.h"

using namespace shogi;
using shogi::test::variant;

namespace {

std::string parseError(const Position& pos, const std::string& text) {
    Position copy = pos;
    MoveList legal;
    legalMoves(copy, legal);
    std::string error;
    EXPECT_FALSE(parseMove(pos, text, legal, error)) << "accepted: " << text;
    return error;
}

std::optional<Move> parse(const Position& pos, const std::string& text) {
    Position copy = pos;
    MoveList legal;
    legalMoves(copy, legal);
    std::string error;
    auto m = parseMove(pos, text, legal, error);
    EXPECT_TRUE(m) << text << ": " << error;
    return m;
}

}  // namespace

TEST(MoveText, FormatsPlainCaptureAndPromotingMoves) {
    const Position pos = test::position("micro", "k,3/4/1,p,2/1,G,2/3,K b P");
    const auto texts = test::legalMoveTexts(pos);
    EXPECT_TRUE(texts.count("b2-b1"));
    EXPECT_TRUE(texts.count("b2xb3+"));   // a capture flips the Gold to its Rook face
    EXPECT_TRUE(texts.count("P*a2"));
    EXPECT_TRUE(texts.count("+P*a2"));    // the Knight face of the Pawn
}

TEST(MoveText, EveryLegalMoveRoundTripsAlongRandomGames) {
    for (const char* id : {"micro", "heian-dai"}) {
        int checked = 0;
        test::randomGames(variant(id), 6, 80, 7, [&](Game&, const Move& played, const Position& before) {
            Position copy = before;
            MoveList legal;
            legalMoves(copy, legal);
            for (const Move& m : legal) {
                const std::string text = formatMove(before, m);
                std::string error;
                auto back = parseMove(before, text, legal, error);
                ASSERT_TRUE(back) << id << " " << text << ": " << error;
                EXPECT_TRUE(*back == m) << text;
                ++checked;
            }
            (void)played;
        });
        EXPECT_GT(checked, 1000) << id;
    }
}

TEST(MoveText, DistinctMovesHaveDistinctTexts) {
    test::randomGames(variant("heian-dai"), 3, 60, 11, [&](Game& game, const Move&, const Position&) {
        std::set<std::string> seen;
        for (const Move& m : game.legalMoves()) EXPECT_TRUE(seen.insert(moveText(game, m)).second) << moveText(game, m);
    });
}

TEST(MoveText, AcceptsEverySquareOfASlideSpelledOut) {
    const Position pos = startPosition(variant("micro"));
    auto shortForm = parse(pos, "c1-a3");
    auto longForm = parse(pos, "c1-b2-a3");
    ASSERT_TRUE(shortForm && longForm);
    EXPECT_TRUE(*shortForm == *longForm);
    // A path the piece cannot take is refused.
    EXPECT_NE(parseError(pos, "c1-b3-a3").find("not a legal move"), std::string::npos);
}

TEST(MoveText, RejectsBadTextNamingWhatAndWhere) {
    const Position pos = startPosition(variant("micro"));
    EXPECT_NE(parseError(pos, "").find("empty"), std::string::npos);
    EXPECT_NE(parseError(pos, "z9-a1").find("character 1"), std::string::npos);
    EXPECT_NE(parseError(pos, "c1?b2").find("character 3"), std::string::npos);
    EXPECT_NE(parseError(pos, "c1").find("origin and a destination"), std::string::npos);
    EXPECT_NE(parseError(pos, "b3-b4").find("no piece on b3"), std::string::npos);
    EXPECT_NE(parseError(pos, "a4-a3").find("not the side to move"), std::string::npos);
    EXPECT_NE(parseError(pos, "c1-c2").find("Bishop on c1"), std::string::npos);
    EXPECT_NE(parseError(pos, "c1-b2+").find("not a legal move"), std::string::npos);
    EXPECT_NE(parseError(pos, "Q*b3").find("not a piece"), std::string::npos);
    EXPECT_NE(parseError(pos, "P*b3").find("not legal"), std::string::npos);  // empty hand
    EXPECT_NE(parseError(pos, "P*").find("expected a square"), std::string::npos);
    EXPECT_NE(parseError(pos, "P*b3+").find("cannot promote"), std::string::npos);
}

TEST(MoveText, HeianPromotionChoiceIsWrittenWithPlus) {
    const Position pos = test::position("heian-dai", "k,12/13/13/P,12/13/13/13/13/13/13/13/13/12,K b -");
    const auto texts = test::legalMoveTexts(pos);
    EXPECT_TRUE(texts.count("a10-a11"));
    EXPECT_TRUE(texts.count("a10-a11+"));
    auto promoted = parse(pos, "a10-a11+");
    ASSERT_TRUE(promoted);
    EXPECT_TRUE(pos.variant().kind(promoted->kind).promoted);
}
