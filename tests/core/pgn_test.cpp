// Games as PGN (core/record/Pgn, docs/formats.md "PGN"): long random games of every variant
// round-trip with every move, the start position and the result; the tags and movetext
// follow XBoard (PGN's White is our Black); the reader passes over comments, NAGs,
// variations, escapes and CRLF, and refuses bad text naming the line and the reason.
#include <gtest/gtest.h>

#include <iostream>
#include <random>
#include <stdexcept>

#include "EngineTestSupport.h"
#include "RecordSupport.h"
#include "TestSupport.h"
#include "notation/XboardNames.h"
#include "record/Pgn.h"
#include "record/SavedGame.h"

using namespace shogi;
using shogi::test::kLionPosition;
using shogi::test::played;

namespace {

// The longest of a few seeded random games (up to `maxPlies`), as a record.
GameRecord longRandomGame(const char* variantId, int maxPlies) {
    GameRecord best;
    for (std::uint64_t seed = 1; seed <= 8 && best.moves.size() < 300; ++seed) {
        std::mt19937_64 rng(seed);
        GameRecord record;
        record.variant = &test::variant(variantId);
        record.start = startPosition(*record.variant);
        record.players[kWhite] = PlayerSpec{true, "master"};
        record.date = "2026-01-02T03:04:05Z";
        Game game(*record.variant);
        while (static_cast<int>(record.moves.size()) < maxPlies && !game.result().over()) {
            const MoveList& moves = game.legalMoves();
            const Move m = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
            game.play(m);
            record.moves.push_back(m);
        }
        if (record.moves.size() > best.moves.size()) best = record;
    }
    return best;
}

PgnGame readOrFail(const std::string& text) {
    std::string error;
    std::optional<PgnGame> game = Pgn::read(text, error);
    if (!game) throw std::runtime_error(error + "\n" + text);
    return *game;
}

std::string pgnReadError(const std::string& text) {
    std::string error;
    EXPECT_FALSE(Pgn::read(text, error)) << text;
    return error;
}

void expectSameGame(const GameRecord& a, const GameRecord& b) {
    EXPECT_EQ(a.variant, b.variant);
    EXPECT_EQ(formatPosition(*a.start), formatPosition(*b.start));
    EXPECT_TRUE(a.moves == b.moves);
    EXPECT_EQ(a.resigned, b.resigned);
    EXPECT_TRUE(a.players[kBlack] == b.players[kBlack]);
    EXPECT_TRUE(a.players[kWhite] == b.players[kWhite]);
    EXPECT_EQ(a.date, b.date);
    EXPECT_EQ(SavedGame::replay(a).result(), SavedGame::replay(b).result());
}

TEST(Pgn, LongRandomGameOfEveryVariantRoundTrips) {
    for (const char* id : test::kVariantIds) {
        SCOPED_TRACE(id);
        const GameRecord record = longRandomGame(id, 400);
        const std::string text = Pgn::write(record);
        const PgnGame back = readOrFail(text);
        expectSameGame(record, back.record);
        // Printed for the record: how long the game was and what it became.
        std::cout << "[ pgn ] " << id << ": " << record.moves.size() << " plies, " << text.size() << " bytes, "
                  << outcomeId(SavedGame::replay(record).result().outcome) << "\n";
        // Micro Shogi's random games end sooner (drops keep mates near); the others reach 300.
        if (std::string(id) != "micro") {
            EXPECT_GE(record.moves.size(), 300u);
        }
        // Written again, the text is the same.
        EXPECT_EQ(Pgn::write(back.record), text);
    }
}

TEST(Pgn, TagsFollowXboard) {
    GameRecord record = played("micro", {"d2-d3", "a4-a3"});
    record.date = "2026-11-21T20:40:05Z";  // seconds that must show in UTCTime
    record.players[kBlack] = PlayerSpec{true, "master"};
    record.resigned = kWhite;
    PgnHeader header;
    header.event = "Club \"night\"";
    const std::string text = Pgn::write(record, header);
    EXPECT_EQ(text,
              "[Event \"Club \\\"night\\\"\"]\n"
              "[Site \"?\"]\n"
              "[Date \"2026.11.21\"]\n"
              "[Round \"-\"]\n"
              "[White \"Computer master\"]\n"
              "[Black \"Human\"]\n"
              "[Result \"1-0\"]\n"
              "[Variant \"micro\"]\n"
              "[UTCTime \"20:40:05\"]\n"
              "\n"
              "1. d2d3 a4a3 {resignation} 1-0\n");
    const PgnGame back = readOrFail(text);
    expectSameGame(record, back.record);
    ASSERT_GE(back.tags.size(), 1u);
    EXPECT_EQ(back.tags[0].first, "Event");
    EXPECT_EQ(back.tags[0].second, "Club \"night\"");
}

TEST(Pgn, ResignationOfEitherSideRoundTrips) {
    for (Side side : {kBlack, kWhite}) {
        GameRecord record = played("heian-dai", {"a3-a4"});
        record.resigned = side;
        const std::string text = Pgn::write(record);
        EXPECT_NE(text.find(side == kBlack ? "[Result \"0-1\"]" : "[Result \"1-0\"]"), std::string::npos) << text;
        expectSameGame(record, readOrFail(text).record);
    }
}

TEST(Pgn, SetUpAndFenWhenNotFromTheStart) {
    const GameRecord record = played("macadamia", {"e5xe6xe7", "a13-b13"}, kLionPosition);
    const std::string text = Pgn::write(record);
    EXPECT_NE(text.find("[SetUp \"1\"]\n[FEN \"" + std::string(kLionPosition) + "\"]\n"), std::string::npos) << text;
    EXPECT_NE(text.find("1. e5e6,e6e7 a13b13 *"), std::string::npos) << text;
    expectSameGame(record, readOrFail(text).record);
    // From the start position there is neither tag.
    EXPECT_EQ(Pgn::write(played("macadamia", {})).find("FEN"), std::string::npos);
}

TEST(Pgn, SecondPlayerToMoveStartsWithEllipsis) {
    const GameRecord record = played("micro", {"a4-a3", "d2-d3"}, "k,b,g,s/p,3/4/3,P/S,G,B,K w -");
    const std::string text = Pgn::write(record);
    EXPECT_NE(text.find("\n1... a4a3 2. d2d3 *\n"), std::string::npos) << text;
    expectSameGame(record, readOrFail(text).record);
}

TEST(Pgn, DropsAndPromotionsInLegNotation) {
    const GameRecord record = played("micro", {"P*b3", "a5-a4"}, "k,3/4/4/4/3,K b P");
    const std::string text = Pgn::write(record);
    EXPECT_NE(text.find("1. P@b3 a5a4"), std::string::npos) << text;
    expectSameGame(record, readOrFail(text).record);
}

TEST(Pgn, ReaderPassesOverCommentsNagsVariationsAndEscapes) {
    const std::string text =
        "\xEF\xBB\xBF% an escape line for another program\r\n"
        "[Event \"a \\\\ b\"]\r\n"
        "[Variant \"Micro-Shogi\"] ; the XBoard name, any case\r\n"
        "[White \"Computer master\"]\r\n"
        "[Black \"Someone Else\"]\r\n"
        "[Date \"2026.03.04\"]\r\n"
        "\r\n"
        "{A comment\r\nover two lines} 1.d2d3 $1 a4a3!? (1... a4a3 2. d3d4 {inside} (2. c1c2)) 2. d3d4 ; rest of line\r\n"
        "2... a3a2 *\r\n";
    const PgnGame game = readOrFail(text);
    EXPECT_EQ(game.record.variant, &test::variant("micro"));
    ASSERT_EQ(game.record.moves.size(), 4u);
    EXPECT_TRUE(game.record.players[kBlack] == (PlayerSpec{true, "master"}));
    EXPECT_FALSE(game.record.players[kWhite].computer);
    EXPECT_EQ(game.record.date, "2026-03-04T00:00:00Z");
    EXPECT_EQ(game.tags[0].second, "a \\ b");
    EXPECT_FALSE(game.record.resigned);
}

TEST(Pgn, OurOwnMoveTextIsReadToo) {
    const PgnGame game = readOrFail("[Variant \"micro\"]\n1. d2-d3 a4-a3 *\n");
    EXPECT_EQ(game.record.moves.size(), 2u);
}

TEST(Pgn, BadTextNamesTheLineAndTheReason) {
    EXPECT_EQ(pgnReadError("[Variant \"micro\"]\n\n1. d2d3 a4a3\n2. d3d9 *\n"),
              "line 4: move 'd3d9' (ply 3): not a legal move here (moves are written as legs: 'c3c4', "
              "'e5e6,e6e7', 'P@b3', '+' to promote)");
    EXPECT_EQ(pgnReadError("[Variant \"chess\"]\n1. e2e4 *\n"), "line 2: unknown variant 'chess'");
    EXPECT_EQ(pgnReadError("[Event \"x\"]\n1. d2d3 *\n"),
              "line 2: no Variant tag (one of the ids listed by 'shogi-cli variants')");
    EXPECT_EQ(pgnReadError("[Variant \"micro\"]\n{ never closed\n1. d2d3 *\n"), "line 2: comment '{' is not closed");
    EXPECT_EQ(pgnReadError("[Variant \"micro\"]\n1. d2d3 (1. c1c2 *\n"), "line 2: variation '(' is not closed");
    EXPECT_EQ(pgnReadError("[Variant \"micro\n"), "line 1: tag 'Variant': its value is not closed by '\"'");
    EXPECT_EQ(pgnReadError("[Variant \"micro\"]\n[Result \"1-0\"]\n1. d2d3 0-1\n"),
              "line 3: the result '0-1' differs from the Result tag '1-0'");
    EXPECT_EQ(pgnReadError("[Variant \"micro\"]\n1. d2d3 *\n\n[Variant \"micro\"]\n1. d2d3 *\n"),
              "line 4: a tag after the moves: a second game starts here (one game per file)");
    EXPECT_EQ(pgnReadError("[Variant \"micro\"]\n[SetUp \"1\"]\n[FEN \"k,3/4 b -\"]\n*\n").substr(0, 13), "line 4: FEN: ");
    EXPECT_EQ(pgnReadError(""), "line 1: no game in the text (expected tag pairs such as [Variant \"macadamia\"] and moves)");
    // A result the moves contradict: Black's Rook takes the last royal, so Black has won.
    EXPECT_EQ(pgnReadError("[Variant \"macadamia\"]\n[SetUp \"1\"]\n"
                        "[FEN \"k,12/13/13/13/13/13/13/13/13/13/13/13/R,11,K b -\"]\n1. a1a13 0-1\n"),
              "line 4: the result '0-1' disagrees with the moves, which end the game: black-wins royal-captured");
}

TEST(Pgn, ADrawTheMovesDoNotReachIsReadAsAgreed) {
    const PgnGame game = readOrFail("[Variant \"micro\"]\n1. d2d3 1/2-1/2\n");
    EXPECT_FALSE(game.record.resigned);
    EXPECT_TRUE(game.record.drawAgreed);
    EXPECT_EQ(SavedGame::replay(game.record).result(), (GameResult{Outcome::Draw, EndReason::Agreement}));
    // Written out again, the agreed draw is the result.
    EXPECT_NE(Pgn::write(game.record).find("1/2-1/2"), std::string::npos);
}

TEST(Pgn, TellsPgnFromASavedGame) {
    EXPECT_TRUE(Pgn::looksLikePgn("\n[Event \"x\"]"));
    EXPECT_TRUE(Pgn::looksLikePgn("1. d2d3"));
    EXPECT_FALSE(Pgn::looksLikePgn(SavedGame::write(played("micro", {"d2-d3"}))));
    EXPECT_FALSE(Pgn::looksLikePgn("   "));
}

TEST(Pgn, XboardVariantNames) {
    EXPECT_EQ(variantFromXboardName("hook"), &test::variant("hook"));
    EXPECT_EQ(variantFromXboardName("Hook-Shogi"), &test::variant("hook"));
    EXPECT_EQ(variantFromXboardName("shogi"), nullptr);
}

}  // namespace

// Tags are checked for duplicates by name in linear time, and a game has at most
// Pgn::kMaxTags of them: a text of 100,000 tags (1.3 MB) is refused at the first tag too many.
TEST(Pgn, TagsAreCappedAndEachIsCheckedOnce) {
    std::string text = "[Variant \"micro\"]\n";
    for (std::size_t i = 1; i < Pgn::kMaxTags; ++i) text += "[Tag" + std::to_string(i) + " \"x\"]\n";
    text += "1. d2d3 *\n";
    EXPECT_EQ(readOrFail(text).tags.size(), Pgn::kMaxTags);  // the cap itself is taken
    std::string tooMany = "[Variant \"micro\"]\n";
    for (std::size_t i = 1; i < 100'000; ++i) tooMany += "[T" + std::to_string(i) + " \"\"]\n";
    const std::string line = std::to_string(Pgn::kMaxTags + 1);
    EXPECT_EQ(pgnReadError(tooMany), "line " + line + ": more than " + std::to_string(Pgn::kMaxTags) +
                                      " tag pairs: not a game this program wrote or reads");
    // A duplicate is still found, however many tags come before it.
    std::string twice = "[Variant \"micro\"]\n";
    for (std::size_t i = 1; i < 500; ++i) twice += "[Tag" + std::to_string(i) + " \"x\"]\n";
    twice += "[Tag7 \"y\"]\n1. d2d3 *\n";
    EXPECT_EQ(pgnReadError(twice), "line 501: tag 'Tag7' is given twice");
}

TEST(Pgn, TextsLargerThanAGameAreRefusedAndLongWordsEchoedCutShort) {
    const std::string big = "[Variant \"micro\"]\n{" + std::string(kMaxGameTextBytes, ' ') + "}\n*\n";
    const std::string error = pgnReadError(big);
    EXPECT_NE(error.find("larger than"), std::string::npos) << error.substr(0, 100);
    std::string why;
    EXPECT_FALSE(SavedGame::read(big, why));
    EXPECT_NE(why.find("larger than"), std::string::npos) << why.substr(0, 100);
    // A move, a tag name and a variant of a megabyte each: named in a short message.
    const std::string longWord(1'000'000, 'e');
    for (const std::string& text : {"[Variant \"micro\"]\n1. " + longWord + " *\n", "[" + longWord + " \"x\n",
                                    "[Variant \"" + longWord + "\"]\n*\n"}) {
        const std::string e = pgnReadError(text);
        EXPECT_FALSE(e.empty());
        EXPECT_LT(e.size(), 300u) << e.substr(0, 100);
    }
}
