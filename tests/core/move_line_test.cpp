// A line of moves in every style (core/notation/MoveLine): the one formatter behind the
// command line's pv, XBoard's thinking output, PGN's movetext and the window's lines.
#include <gtest/gtest.h>

#include "GamePlay.h"
#include "notation/JapaneseMoveText.h"
#include "notation/LegNotation.h"
#include "notation/MoveLine.h"
#include "notation/MoveText.h"

using namespace shogi;

namespace {

// The first `n` legal moves played one after another from the start of `variantId`.
std::vector<Move> firstMoves(const char* variantId, int n) {
    Game game(test::variant(variantId));
    std::vector<Move> line;
    for (int i = 0; i < n && !game.legalMoves().empty(); ++i) {
        const Move m = game.legalMoves()[static_cast<std::size_t>(i * 7) % game.legalMoves().size()];
        line.push_back(m);
        game.play(m);
    }
    return line;
}

}  // namespace

TEST(MoveLine, EachStyleWritesEachMoveAsItsOwnFormatterDoes) {
    for (const Variant* v : allVariants()) {
        const std::vector<Move> line = firstMoves(v->id(), 6);
        const Position start = startPosition(*v);
        const auto text = lineMoves(start, line, MoveStyle::Text);
        const auto legs = lineMoves(start, line, MoveStyle::Legs);
        const auto coded = lineMoves(start, line, MoveStyle::CodedText);
        const auto japanese = lineMoves(start, line, MoveStyle::Japanese);
        ASSERT_EQ(text.size(), line.size()) << v->id();
        ASSERT_EQ(legs.size(), line.size());
        ASSERT_EQ(japanese.size(), line.size());
        Game game(*v);
        for (std::size_t i = 0; i < line.size(); ++i) {
            EXPECT_EQ(text[i], formatMove(game.position(), line[i]));
            EXPECT_EQ(legs[i], formatLegs(game.position(), line[i]));
            EXPECT_EQ(japanese[i], japaneseMoveText(game, line[i]));
            EXPECT_EQ(japanese[i], formatMoveIn(MoveStyle::Japanese, game.position(), line[i],
                                                i == 0 ? kNoSquare : line[i - 1].to));
            const std::string code = v->kind(cellKind(game.position().cell(line[i].from))).code;
            EXPECT_EQ(coded[i], line[i].isDrop() ? text[i] : code + " " + text[i]);
            game.play(line[i]);
        }
    }
}

TEST(MoveLine, JoinsWithSpacesAndStopsAtAMoveOfAnotherPosition) {
    const Variant& micro = test::variant("micro");
    Game game(micro);
    test::play(game, {"d2-d3", "a4-a3"});
    std::vector<Move> line = game.moves();
    EXPECT_EQ(lineText(startPosition(micro), line, MoveStyle::Text), "d2-d3 a4-a3");
    // The same two moves from the position after them: the first is not a move there.
    EXPECT_TRUE(lineMoves(game.position(), line, MoveStyle::Text).empty());
    // A good move then a bad one: the good one is kept.
    line.push_back(line.front());
    EXPECT_EQ(lineMoves(startPosition(micro), line, MoveStyle::Legs).size(), 2u);
}

TEST(MoveLine, JapaneseWritesDouForARecapture) {
    // Every two-move line of Micro's start where the second move goes where the first
    // went: the second is written with 同, the first never.
    const Variant& micro = test::variant("micro");
    const Position start = startPosition(micro);
    Game game(micro);
    int recaptures = 0;
    for (const Move& first : game.legalMoves()) {
        Game after(micro);
        after.play(first);
        for (const Move& second : after.legalMoves()) {
            if (second.to != first.to) continue;
            const auto texts = lineMoves(start, {first, second}, MoveStyle::Japanese);
            ASSERT_EQ(texts.size(), 2u);
            EXPECT_EQ(texts[0].find("同"), std::string::npos) << texts[0];
            EXPECT_NE(texts[1].find("同"), std::string::npos) << texts[1];
            ++recaptures;
        }
    }
    EXPECT_GT(recaptures, 0);
}
