// Saved games as text (core/record, docs/game-format.md): round trips, the exact text
// written, every kind of damaged file refused with its line and reason, files cut short at
// any byte refused, dates and players in their text forms.
#include <gtest/gtest.h>

#include "RecordSupport.h"
#include "TestSupport.h"
#include "record/RecordDate.h"
#include "record/SavedGame.h"

using namespace shogi;
using shogi::test::kLionPosition;
using shogi::test::played;

namespace {

void expectSameRecord(const GameRecord& a, const GameRecord& b) {
    EXPECT_EQ(a.variant, b.variant);
    EXPECT_TRUE(a.players[kBlack] == b.players[kBlack]);
    EXPECT_TRUE(a.players[kWhite] == b.players[kWhite]);
    EXPECT_EQ(a.date, b.date);
    ASSERT_TRUE(a.start && b.start);
    EXPECT_TRUE(*a.start == *b.start);
    EXPECT_TRUE(a.moves == b.moves);
    EXPECT_EQ(a.resigned, b.resigned);
}

std::string savedGameReadError(const std::string& text) {
    std::string error;
    if (SavedGame::read(text, error)) return "<read>";
    return error;
}

struct Played {
    const char* variant;
    std::vector<std::string> moves;
    std::string start;
};

// GoogleTest prints a parameter in the test's listing, which CTest keeps in the test's name:
// the variant, not the bytes of the struct, so that names stay the same from run to run.
void PrintTo(const Played& played, std::ostream* out) { *out << played.variant; }

class SavedGameRoundTrip : public testing::TestWithParam<Played> {};

}  // namespace

TEST_P(SavedGameRoundTrip, ReadsBackTheRecordWritten) {
    GameRecord record = played(GetParam().variant, GetParam().moves, GetParam().start);
    record.players[kWhite] = PlayerSpec{true, "random"};
    std::string error;
    const std::optional<GameRecord> loaded = SavedGame::read(SavedGame::write(record), error);
    ASSERT_TRUE(loaded) << error;
    expectSameRecord(*loaded, record);
    EXPECT_TRUE(SavedGame::replay(*loaded).position() == SavedGame::replay(record).position());
}

INSTANTIATE_TEST_SUITE_P(
    Games, SavedGameRoundTrip,
    testing::Values(Played{"heian-dai", {"a3-a4", "a11-a10", "g4-g5"}, {}},
                    Played{"micro", {"d2-d3", "a4-a3", "d3-d4", "a3-a2", "d4xd5+", "c5xd5+", "+S*d3"}, {}},
                    Played{"macadamia", {"e5xe6xe7", "a13-a12", "e7-e8"}, kLionPosition},
                    Played{"maka-dai-dai", {}, {}}),
    // Named by variant ("Games/SavedGameRoundTrip.ReadsBackTheRecordWritten/micro"), so that
    // the CTest names stay the same from build to build.
    [](const testing::TestParamInfo<Played>& info) {
        std::string name = info.param.variant;
        std::replace(name.begin(), name.end(), '-', '_');
        return name;
    });

// The game in progress is saved after every move: a long game of the largest variant, its
// moves drawn by a fixed pseudo-random sequence, reads back whole.
TEST(SavedGame, LongGameRoundTrip) {
    GameRecord record = played("maka-dai-dai", {});
    Game game(*record.variant, *record.start);
    std::uint64_t state = 88172645463325252ull;
    while (game.moves().size() < 300 && !game.result().over()) {
        state ^= state << 13, state ^= state >> 7, state ^= state << 17;
        const MoveList& legal = game.legalMoves();
        ASSERT_TRUE(game.play(legal[state % legal.size()]));
    }
    record.moves = game.moves();
    std::string error;
    const std::optional<GameRecord> loaded = SavedGame::read(SavedGame::write(record), error);
    ASSERT_TRUE(loaded) << error;
    expectSameRecord(*loaded, record);
    EXPECT_TRUE(SavedGame::replay(*loaded).position() == game.position());
}

TEST(SavedGame, WritesTheDocumentedText) {
    GameRecord record = played("micro", {"d2-d3", "a4-a3", "d3-d4"});
    record.players[kWhite] = PlayerSpec{true, "random"};
    EXPECT_EQ(SavedGame::write(record),
              "LargeShogiGame 1\n"
              "# Large Shogi game record; the format is described in docs/game-format.md\n"
              "Variant: micro\n"
              "Black: Human\n"
              "White: Computer random\n"
              "Date: 2026-11-21T20:40:00Z\n"
              "Result: ongoing\n"
              "Start: k,b,g,s/p,3/4/3,P/S,G,B,K b -\n"
              "Moves:\n"
              "1. d2-d3\n"
              "2. a4-a3\n"
              "3. d3-d4\n"
              "End\n");
}

TEST(SavedGame, LionDoubleCaptureIsWrittenWithBothCaptures) {
    const GameRecord record = played("macadamia", {"e5xe6xe7"}, kLionPosition);
    EXPECT_NE(SavedGame::write(record).find("\n1. e5xe6xe7\n"), std::string::npos);
}

TEST(SavedGame, ResignationSurvivesTheRoundTrip) {
    GameRecord record = played("micro", {"d2-d3"});
    record.resigned = kWhite;
    const std::string text = SavedGame::write(record);
    EXPECT_NE(text.find("\nResult: black-wins resignation\nResigned: white\n"), std::string::npos) << text;
    std::string error;
    const std::optional<GameRecord> loaded = SavedGame::read(text, error);
    ASSERT_TRUE(loaded) << error;
    EXPECT_EQ(loaded->resigned, std::optional<Side>(kWhite));
    const GameResult result = SavedGame::replay(*loaded).result();
    EXPECT_EQ(result.outcome, Outcome::BlackWins);
    EXPECT_EQ(result.reason, EndReason::Resignation);
}

// What the format allows beside what the writer puts: comments and empty lines anywhere,
// several moves on a line with or without numbers, CRLF line ends, a byte order mark, no Start
// (the variant's), no players (Human) and no date.
TEST(SavedGame, ReadsTheWholeFormat) {
    const std::string text =
        "\xEF\xBB\xBF\r\n# a comment\r\nLargeShogiGame 1\r\n\r\nVariant: micro\r\n# players left out\r\nMoves:\r\n"
        "1. d2-d3 2. a4-a3\r\n  d3-d4  \r\n# between moves\r\nEnd\r\n\r\n# after the end\r\n";
    std::string error;
    const std::optional<GameRecord> loaded = SavedGame::read(text, error);
    ASSERT_TRUE(loaded) << error;
    expectSameRecord(*loaded, [] {
        GameRecord r = played("micro", {"d2-d3", "a4-a3", "d3-d4"});
        r.date.clear();
        return r;
    }());
}

TEST(SavedGame, DamagedFilesNameTheLineAndTheReason) {
    const std::string head = "LargeShogiGame 1\nVariant: micro\nBlack: Human\nWhite: Human\n";
    const std::pair<std::string, std::string> cases[] = {
        {"hello\n", "line 1: not a game file (expected 'LargeShogiGame 1')"},
        {"", "line 1: empty file"},
        {"\n# only a comment\n\n", "line 1: empty file"},
        {"LargeShogiGame 2\n", "line 1: not a game file (expected 'LargeShogiGame 1')"},
        {"LargeShogiGame 1\nVariant: chess\n", "line 2: unknown variant 'chess'"},
        {"LargeShogiGame 1\nVariant: micro\nBlack: Robot\n", "line 3: unknown player 'Robot' (expected Human or Computer LEVEL)"},
        {"LargeShogiGame 1\nVariant: micro\nWhite: Computer genius\n",
         "line 3: unknown player 'Computer genius' (expected Human or Computer LEVEL)"},
        {head + "Date: 2026-02-30T10:00:00Z\n", "line 5: bad date '2026-02-30T10:00:00Z'"},
        {head + "Date: yesterday\n", "line 5: bad date 'yesterday'"},
        {head + "Resigned: both\n", "line 5: Resigned must be black or white, found 'both'"},
        {"LargeShogiGame 1\nStart: k,b,g,s/p,3/4/3,P/S,G,B,K b -\nVariant: micro\n", "line 2: Start comes before Variant"},
        {"LargeShogiGame 1\nMoves:\nVariant: micro\n", "line 2: Moves come before Variant"},
        {head + "Moves: d2-d3\n", "line 5: moves start on the line after 'Moves:'"},
        {head + "Colour: blue\n", "line 5: unknown key 'Colour'"},
        {head + "Black: Human\n", "line 5: 'Black' is given twice"},
        {head + "just words\n", "line 5: expected 'Key: value', found 'just words'"},
        {"LargeShogiGame 1\nBlack: Human\n", "line 3: no Variant line"},
        {head, "line 5: the file is incomplete: it ends before the 'Moves:' line"},
        {head + "Moves:\n1. d2-d3\n", "line 7: the file is incomplete: it ends before the 'End' line after the moves"},
        {head + "Moves:\n1. d2-d3\nEnd\n2. a4-a3\n", "line 8: text after the End line"},
    };
    for (const auto& [text, expected] : cases) EXPECT_EQ(savedGameReadError(text), expected) << text;

    // Reasons that come from the position and move parsers, after the line number.
    const std::pair<std::string, std::string> parsed[] = {
        {head + "Start: k,b,g/zz b -\nMoves:\nEnd\n", "line 5: "},
        {head + "Moves:\n1. d2-d3\n2. d3-d4\nEnd\n", "line 7: move 'd3-d4'"},
        {head + "Moves:\n1. d2-d3\n2. banana\nEnd\n", "line 7: move 'banana'"},
        {head + "Moves:\n1. d2-d3 a4-a3 d3-d4 a3-a4\nEnd\n", "line 6: move 'a3-a4'"},
    };
    for (const auto& [text, prefix] : parsed) {
        const std::string error = savedGameReadError(text);
        EXPECT_EQ(error.rfind(prefix, 0), 0u) << error;
        EXPECT_GT(error.size(), prefix.size()) << "no reason in: " << error;
    }
}

// A file cut short at any byte (a full disk, an interrupted copy) is refused with a message
// naming a line, never read as a shorter game: only the whole text, with or without its
// final newline, reads, and as the game written.
TEST(SavedGame, FilesCutShortAreRefused) {
    GameRecord resigned = played("heian-dai", {"a3-a4", "a11-a10", "g4-g5"});
    resigned.resigned = kBlack;
    const GameRecord records[] = {
        played("micro", {"d2-d3", "a4-a3", "d3-d4", "a3-a2", "d4xd5+", "c5xd5+", "+S*d3"}),
        resigned,
        played("maka-dai-dai", {}),
        played("macadamia", {"e5xe6xe7"}, kLionPosition),
    };
    for (const GameRecord& record : records) {
        const std::string whole = SavedGame::write(record);
        ASSERT_EQ(whole.substr(whole.size() - 5), "\nEnd\n");
        for (std::size_t size = 0; size <= whole.size(); ++size) {
            std::string error;
            const std::optional<GameRecord> cut = SavedGame::read(std::string_view(whole).substr(0, size), error);
            if (size + 1 < whole.size()) {
                EXPECT_FALSE(cut) << "accepted " << size << " of " << whole.size() << " bytes";
                EXPECT_EQ(error.rfind("line ", 0), 0u) << error;
            } else {
                ASSERT_TRUE(cut) << error;
                expectSameRecord(*cut, record);
            }
        }
    }
}

TEST(RecordDate, WritesUtcToTheSecond) {
    using namespace std::chrono;
    const sys_days day{year{2026} / November / 21};
    EXPECT_EQ(formatRecordDate(day + hours{20} + minutes{40} + milliseconds{999}), "2026-11-21T20:40:00Z");
    EXPECT_EQ(formatRecordDate(sys_days{year{1970} / January / 1}), "1970-01-01T00:00:00Z");
}

TEST(RecordDate, ReadsIso8601AsUtc) {
    const std::pair<const char*, const char*> cases[] = {
        {"2026-11-21T20:40:00Z", "2026-11-21T20:40:00Z"},  {"2026-11-21T20:40:00z", "2026-11-21T20:40:00Z"},
        {"2026-11-21T20:40:00", "2026-11-21T20:40:00Z"},   {"2026-11-21 20:40:00Z", "2026-11-21T20:40:00Z"},
        {"2026-11-21T20:40", "2026-11-21T20:40:00Z"},      {"2026-11-21", "2026-11-21T00:00:00Z"},
        {"2026-11-21T20:40:00.123Z", "2026-11-21T20:40:00Z"}, {"2026-11-21T20:40:59,5Z", "2026-11-21T20:40:59Z"},
        {"2026-11-21T20:40:00+01:00", "2026-11-21T19:40:00Z"}, {"2026-11-21T20:40:00+0100", "2026-11-21T19:40:00Z"},
        {"2026-11-21T20:40:00+01", "2026-11-21T19:40:00Z"}, {"2026-11-21T20:40:00-00:30", "2026-11-21T21:10:00Z"},
        {"2026-12-31T23:30:00-01:00", "2027-01-01T00:30:00Z"}, {"2024-02-29T12:00:00Z", "2024-02-29T12:00:00Z"},
        {"0001-01-01T00:00:00Z", "0001-01-01T00:00:00Z"},  {"9999-12-31T23:59:59Z", "9999-12-31T23:59:59Z"},
    };
    for (const auto& [text, expected] : cases) EXPECT_EQ(parseRecordDate(text).value_or("<refused>"), expected) << text;
}

TEST(RecordDate, RefusesWhatIsNotADate) {
    for (const char* text :
         {"", "yesterday", "2026-02-30T10:00:00Z", "2025-02-29", "2026-13-01", "2026-00-10", "2026-11-00", "2026-1-21",
          "20261121T204000Z", "+2026-11-21T20:40:00Z", "0000-01-01T00:00:00Z", "12026-11-21T20:40:00Z",
          "2026-11-21T24:00:00Z", "2026-11-21T23:60:00Z", "2026-11-21T23:59:60Z", "2026-11-21T20:40:00 Z",
          "2026-11-21T20:40:00.Z", "2026-11-21T", "2026-11-21T20", "2026-11-21T20:40:00+24:00",
          "2026-11-21T20:40:00+01:60", "2026-11-21T20:40:00Zjunk", "2026-11-21T20:40:00+01:00x",
          "0001-01-01T00:30:00+01:00", "9999-12-31T23:30:00-01:00"})
        EXPECT_FALSE(parseRecordDate(text)) << text;
}

TEST(PlayerSpec, HasATextForm) {
    EXPECT_EQ(PlayerSpec{}.toText(), "Human");
    EXPECT_EQ((PlayerSpec{true, "random"}.toText()), "Computer random");
    EXPECT_TRUE(PlayerSpec::fromText("Human") == PlayerSpec{});
    EXPECT_TRUE(PlayerSpec::fromText("Computer random") == (PlayerSpec{true, "random"}));
    EXPECT_TRUE(PlayerSpec::fromText("Computer   master") == (PlayerSpec{true, "master"}));
    for (const char* bad : {"human", "Computer", "Computer ", "Computer genius", "Computerrandom", "Robot", ""})
        EXPECT_FALSE(PlayerSpec::fromText(bad)) << bad;
}

// Clocks and players: a timed game keeps its time control and both clocks, a loss on time is recorded
// like a resignation, and the players' names are kept. A file without these keys (every
// file written before them) reads as an untimed game.
TEST(SavedGame, TimeControlClocksAndNamesSurviveTheRoundTrip) {
    GameRecord record = played("micro", {"d2-d3", "a4-a3"});
    record.names[kBlack] = "Hanako";
    record.names[kWhite] = "太郎";
    record.timeControl = TimeControl::byoyomi(600, 30, 3);
    record.clocks[kBlack] = SideClock{512300, 3, 0};
    record.clocks[kWhite] = SideClock{0, 2, 4100};
    const std::string text = SavedGame::write(record);
    EXPECT_NE(text.find("\nBlackName: Hanako\nWhiteName: 太郎\n"), std::string::npos) << text;
    EXPECT_NE(text.find("\nTimeControl: byoyomi 600 30 3\nBlackClock: 512300 3 0\nWhiteClock: 0 2 4100\n"),
              std::string::npos)
        << text;
    std::string error;
    const std::optional<GameRecord> loaded = SavedGame::read(text, error);
    ASSERT_TRUE(loaded) << error;
    expectSameRecord(*loaded, record);
    EXPECT_EQ(loaded->names[kBlack], "Hanako");
    EXPECT_EQ(loaded->names[kWhite], "太郎");
    EXPECT_EQ(loaded->timeControl, record.timeControl);
    EXPECT_EQ(loaded->clocks[kBlack], record.clocks[kBlack]);
    EXPECT_EQ(loaded->clocks[kWhite], record.clocks[kWhite]);

    const std::optional<GameRecord> old = SavedGame::read(SavedGame::write(played("micro", {"d2-d3"})), error);
    ASSERT_TRUE(old) << error;
    EXPECT_FALSE(old->timeControl.timed());
    EXPECT_FALSE(old->clocks[kBlack] || old->clocks[kWhite] || old->lostOnTime);
}

TEST(SavedGame, LossOnTimeSurvivesTheRoundTrip) {
    GameRecord record = played("micro", {"d2-d3"});
    record.timeControl = TimeControl::fischer(60, 2);
    record.clocks[kBlack] = SideClock{30000, 0, 0};
    record.clocks[kWhite] = SideClock{0, 0, 0};
    record.lostOnTime = kWhite;
    const std::string text = SavedGame::write(record);
    EXPECT_NE(text.find("\nResult: black-wins time-forfeit\nLostOnTime: white\n"), std::string::npos) << text;
    std::string error;
    const std::optional<GameRecord> loaded = SavedGame::read(text, error);
    ASSERT_TRUE(loaded) << error;
    EXPECT_EQ(loaded->lostOnTime, std::optional<Side>(kWhite));
    const GameResult result = SavedGame::replay(*loaded).result();
    EXPECT_EQ(result.outcome, Outcome::BlackWins);
    EXPECT_EQ(result.reason, EndReason::TimeForfeit);
}

TEST(SavedGame, AgreedDrawAndGameIdSurviveTheRoundTrip) {
    GameRecord record = played("micro", {"d2-d3"});
    record.drawAgreed = true;
    record.gameId = "G7K2-M9QX";
    const std::string text = SavedGame::write(record);
    EXPECT_NE(text.find("\nResult: draw agreement\nDrawAgreed: yes\nGameId: G7K2-M9QX\n"), std::string::npos) << text;
    std::string error;
    const std::optional<GameRecord> loaded = SavedGame::read(text, error);
    ASSERT_TRUE(loaded) << error;
    EXPECT_TRUE(loaded->drawAgreed);
    EXPECT_EQ(loaded->gameId, "G7K2-M9QX");
    EXPECT_EQ(SavedGame::replay(*loaded).result(), (GameResult{Outcome::Draw, EndReason::Agreement}));
    // Without them, neither is read.
    const std::optional<GameRecord> plain = SavedGame::read(SavedGame::write(played("micro", {"d2-d3"})), error);
    ASSERT_TRUE(plain) << error;
    EXPECT_FALSE(plain->drawAgreed);
    EXPECT_TRUE(plain->gameId.empty());
}

TEST(SavedGame, BadClockKeysNameTheLineAndTheReason) {
    const std::string head = "LargeShogiGame 1\nVariant: micro\n";
    const std::pair<std::string, std::string> cases[] = {
        {head + "BlackClock: 5000\n", "line 3: BlackClock comes before TimeControl"},
        {head + "TimeControl: blitz\n", "line 3: unknown time control 'blitz' (expected none, sudden-death, byoyomi or fischer)"},
        {head + "TimeControl: none\nWhiteClock: 5000\n", "line 4: WhiteClock: a clock is given, but the time control is none"},
        {head + "TimeControl: fischer 60 2\nBlackClock: 1 2 3\n",
         "line 4: BlackClock: clock '1 2 3': expected 'MAIN_MS' for fischer"},
        {head + "TimeControl: byoyomi 60 10 1\nBlackClock: 0 5 0\n",
         "line 4: BlackClock: clock '0 5 0': more periods than the time control's 1"},
        {head + "LostOnTime: nobody\n", "line 3: LostOnTime must be black or white, found 'nobody'"},
        {head + "Resigned: black\nLostOnTime: white\n", "line 4: a game ends once: give one of Resigned, LostOnTime and DrawAgreed"},
        {head + "LostOnTime: black\nDrawAgreed: yes\n", "line 4: a game ends once: give one of Resigned, LostOnTime and DrawAgreed"},
        {head + "DrawAgreed: no\n", "line 3: DrawAgreed must be yes, found 'no'"},
        {head + "GameId: a b\n", "line 3: GameId must be 1 to 64 letters, digits, '-' or '_', found 'a b'"},
        {head + "GameId: " + std::string(65, 'x') + "\n", "line 3: GameId must be 1 to 64 letters, digits, '-' or '_', found '" + std::string(60, 'x') + "...' (65 bytes)"},
        {head + "BlackName: a\tb\n", "line 3: BlackName holds a control character"},
    };
    for (const auto& [text, expected] : cases) EXPECT_EQ(savedGameReadError(text), expected) << text;
}
