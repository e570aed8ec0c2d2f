// Moves typed by a person (notation/MoveInput): every written form of every legal move names
// that move alone, partial text lists what it can still become, and bad text says where it
// goes wrong.
#include <gtest/gtest.h>

#include "RandomGames.h"
#include "movegen/Legality.h"
#include "notation/JapaneseMoveText.h"
#include "notation/LegNotation.h"
#include "notation/MoveInput.h"
#include "notation/MoveLine.h"
#include "notation/MoveText.h"

using namespace shogi;
using shogi::test::variant;

namespace {

MoveList legalOf(const Position& pos) {
    Position copy = pos;
    MoveList legal;
    legalMoves(copy, legal);
    return legal;
}

MoveInput typed(const Position& pos, const std::string& text, Square previousTo = kNoSquare) {
    return MoveInputReader(pos, legalOf(pos), previousTo).read(text);
}

std::set<std::string> matchTexts(const Position& pos, const MoveInput& input) {
    std::set<std::string> out;
    for (const Move& m : input.matches) out.insert(formatMove(pos, m));
    return out;
}

void expectNames(const Position& pos, const std::string& text, const std::string& moveText) {
    const MoveInput input = typed(pos, text);
    ASSERT_TRUE(input.move) << "'" << text << "' should name " << moveText << "; error: " << input.error;
    EXPECT_EQ(formatMove(pos, *input.move), moveText) << text;
    EXPECT_TRUE(input.error.empty()) << input.error;
}

}  // namespace

TEST(MoveInput, EveryWrittenFormOfEveryLegalMoveNamesItAlongRandomGames) {
    // Each variant's moves in every style the program shows them in, as it shows them.
    for (const Variant* v : allVariants()) {
        int checked = 0;
        test::randomGames(*v, 2, test::scaled(24, 6), 5, [&](Game& game, const Move&, const Position&) {
            const Position& pos = game.position();
            const MoveList& legal = game.legalMoves();
            const Square previousTo = game.moves().empty() ? kNoSquare : game.moves().back().to;
            const MoveInputReader reader(pos, legal, previousTo);
            for (const Move& m : legal) {
                std::vector<std::string> forms{formatMove(pos, m), formatLegs(pos, m),
                                               formatJapaneseMove(pos, m, legal, previousTo),
                                               formatMove(pos, m, SquareStyle::ShogiLetters),
                                               formatMove(pos, m, SquareStyle::ShogiKanji)};
                if (!m.isDrop()) forms.push_back(formatMoveIn(MoveStyle::CodedText, pos, m));
                for (const std::string& form : forms) {
                    const MoveInput input = reader.read(form);
                    ASSERT_TRUE(input.move) << v->id() << " '" << form << "': " << input.error;
                    EXPECT_TRUE(*input.move == m) << v->id() << " '" << form << "' read as " << formatMove(pos, *input.move);
                    ++checked;
                }
            }
        });
        EXPECT_GT(checked, 500) << v->id();
    }
}

TEST(MoveInput, LionDoubleMovesIguiAndPassesInEveryStyle) {
    const Position pos = test::placed("maka-dai-dai", {{"a1", "K"}, {"s19", "k"}, {"j10", "LN"}, {"j11", "p"}, {"j12", "p"}});
    expectNames(pos, "j10xj11xj12", "j10xj11xj12");
    expectNames(pos, "j10j11,j11j12", "j10xj11xj12");
    expectNames(pos, "j10xj11-j10", "j10xj11-j10");   // igui
    expectNames(pos, "j10j11,j11j10", "j10xj11-j10");
    expectNames(pos, "j10-j10", "j10-j10");            // a pass
    expectNames(pos, "j10j10", "j10-j10");
    expectNames(pos, "LN j10xj11", "j10xj11");
    expectNames(pos, "ln j10 x j11", "j10xj11");       // case and spaces do not matter
    // Shogi coordinates: file 10 from Black's right, rank j from White's side.
    expectNames(pos, "10jx10i", "j10xj11");
    // Japanese: the igui names the square it takes on (a capture may promote here: 不成).
    expectNames(pos, "▲１０九獅子不成居喰い", "j10xj11-j10");
    expectNames(pos, "109獅子不成居喰い", "j10xj11-j10");
    expectNames(pos, "１０十獅子じっと", "j10-j10");
    expectNames(pos, "j10xj11-j10+", "j10xj11-j10+");
}

TEST(MoveInput, HookMoversAndDropsOfBothFaces) {
    // A right-angle turn: only a hook mover goes from e5 to h9.
    const Position hook = test::placed("maka-dai-dai", {{"a1", "K"}, {"s19", "k"}, {"e5", "HM"}});
    expectNames(hook, "e5-h9", "e5-h9");
    expectNames(hook, "e5h9", "e5-h9");

    // Micro: a Pawn in hand is dropped as a Pawn or as its Knight face.
    const Position micro = test::position("micro", "k,3/4/1,p,2/1,G,2/3,K b P");
    expectNames(micro, "P*a2", "P*a2");
    expectNames(micro, "+P*a2", "+P*a2");
    expectNames(micro, "P@a2", "P*a2");
    expectNames(micro, "+p@a2", "+P*a2");
    expectNames(micro, "４四歩打", "P*a2");
}

TEST(MoveInput, PartialTextListsTheMovesItCanBecome) {
    const Position pos = startPosition(variant("micro"));
    // Every move of the piece on a1, and nothing else.
    const MoveInput fromA1 = typed(pos, "a1");
    EXPECT_FALSE(fromA1.move);
    EXPECT_TRUE(fromA1.error.empty());
    std::set<std::string> expected;
    for (const Move& m : legalOf(pos))
        if (!m.isDrop() && formatMove(pos, m).rfind("a1", 0) == 0) expected.insert(formatMove(pos, m));
    ASSERT_FALSE(expected.empty());
    EXPECT_EQ(matchTexts(pos, fromA1), expected);
    // Nothing typed: nothing listed, no error.
    const MoveInput empty = typed(pos, "  ");
    EXPECT_TRUE(empty.matches.empty());
    EXPECT_TRUE(empty.error.empty());
    EXPECT_FALSE(empty.chosen());
}

TEST(MoveInput, AMoveThatMayPromoteListsBothAndTheTextPicksOne) {
    // Heian Dai: the zone is the far three ranks.
    const Position pos = test::placed("heian-dai", {{"a1", "K"}, {"m13", "k"}, {"f10", "P"}});
    const MoveInput plain = typed(pos, "f10-f11");
    ASSERT_TRUE(plain.move);
    EXPECT_EQ(formatMove(pos, *plain.move), "f10-f11");
    // Both moves begin so; Enter plays the one named in full.
    EXPECT_EQ(matchTexts(pos, plain), (std::set<std::string>{"f10-f11", "f10-f11+"}));
    EXPECT_EQ(formatMove(pos, *plain.chosen()), "f10-f11");
    expectNames(pos, "f10-f11+", "f10-f11+");
    expectNames(pos, "８三歩成", "f10-f11+");
    expectNames(pos, "83歩不成", "f10-f11");
}

TEST(MoveInput, AnOnlyPossibleCompletionIsWhatEnterPlays) {
    const Position pos = test::placed("micro", {{"a1", "K"}, {"d5", "k"}});
    const MoveInput input = typed(pos, "a1-b");
    EXPECT_FALSE(input.move);
    ASSERT_EQ(input.matches.size(), 2u);  // b1 and b2
    const MoveInput one = typed(pos, "a1-b2");
    ASSERT_TRUE(one.chosen());
    EXPECT_EQ(formatMove(pos, *one.chosen()), "a1-b2");
}

TEST(MoveInput, BadTextSaysWhatIsWrongAndWhere) {
    const Position pos = startPosition(variant("micro"));
    const MoveInput noPiece = typed(pos, "b3-b4");
    EXPECT_FALSE(noPiece.chosen());
    EXPECT_TRUE(noPiece.matches.empty());
    EXPECT_NE(noPiece.error.find("no piece on b3"), std::string::npos) << noPiece.error;
    // A square alone: what is there, and why nothing starts from it.
    EXPECT_EQ(typed(pos, "b3").error, "no piece on b3");
    EXPECT_EQ(typed(pos, "a5").error, "the piece on a5 is not the side to move's");
    const Position blocked = test::position("micro", "k,3/4/4/p,3/K,3 b -");
    EXPECT_TRUE(typed(blocked, "a1").matches.size() > 0);
    const Position stuck = test::placed("maka-dai-dai", {{"a1", "K"}, {"s19", "k"}, {"j5", "Q"}, {"j6", "P"}, {"i5", "P"},
                                                         {"k5", "P"}, {"i6", "P"}, {"k6", "P"}, {"i4", "P"}, {"j4", "P"}, {"k4", "P"}});
    EXPECT_EQ(typed(stuck, "j5").error, "the Queen on j5 has no legal move");
    const MoveInput wrongWay = typed(pos, "a1-a4");
    EXPECT_NE(wrongWay.error.find("not a legal move"), std::string::npos) << wrongWay.error;
    const MoveInput nonsense = typed(pos, "zz");
    EXPECT_NE(nonsense.error.find("character 1"), std::string::npos) << nonsense.error;
    const MoveInput legs = typed(pos, "a1a2,a2");
    EXPECT_NE(legs.error.find("goes on from 'a1a2' with ',a2'"), std::string::npos) << legs.error;
    const MoveInput japanese = typed(pos, "９九歩");
    EXPECT_FALSE(japanese.error.empty());
    EXPECT_NE(japanese.error.find("'９九歩' is the start of no legal move"), std::string::npos) << japanese.error;
}

TEST(MoveInput, NormalizesWidthCaseSpacesAndSideMarks) {
    EXPECT_EQ(MoveInputReader::normalized("▲７六歩"), "7六歩");
    EXPECT_EQ(MoveInputReader::normalized(" E5 - E6 "), "e5-e6");
    EXPECT_EQ(MoveInputReader::normalized("Ｐ＊ｂ３"), "p*b3");
    EXPECT_EQ(MoveInputReader::normalized("☖同銀"), "同銀");
}
