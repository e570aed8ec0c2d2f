// Problems as data and their proofs: the file text read and written (core/problems/ProblemText),
// the collection compiled in, the proof of one problem (ProblemCheck) with problems made to
// fail it (two keys, a win stated too long, a key that does not win, a defence that is not
// the longest, themes the line does not show), the themes a line shows, and the miner.
#include <gtest/gtest.h>

#include "TestSupport.h"
#include "mining/Miner.h"
#include "notation/MoveText.h"
#include "problems/BuiltinProblems.h"
#include "problems/ProblemCheck.h"
#include "problems/ProblemText.h"
#include "problems/Solution.h"
#include "problems/Themes.h"

namespace shogi::test {
namespace {

// Micro: Black drops a promoted Gold on d5 and mates next move, whatever White does.
const char* kWinInTwo = "k,3/p,1,+s,1/3,b/1,S,G,+B/1,P,1,K b G";
// Micro: White mates at once with b3-c2 or with S*d2.
const char* kTwoKeys = "1,k,B,+B/4/1,g,P,P/+g,3/2,+s,K w s";

Move moveOf(const Position& pos, const std::string& text) {
    Position scratch = pos;
    MoveList legal;
    legalMoves(scratch, legal);
    std::string error;
    const std::optional<Move> m = parseMove(pos, text, legal, error);
    if (!m) throw std::runtime_error(text + ": " + error);
    return *m;
}

std::vector<Move> lineOf(const Position& start, const std::string& text) {
    std::vector<Move> line;
    Position pos = start;
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t end = std::min(text.find(' ', i), text.size());
        const Move m = moveOf(pos, text.substr(i, end - i));
        line.push_back(m);
        Position::Undo undo;
        pos.make(m, undo);
        i = end + 1;
    }
    return line;
}

Problem problem(const char* variantId, const char* positionText, int length, const std::string& line) {
    const Position pos = position(variantId, positionText);
    std::vector<Move> moves = lineOf(pos, line);
    return {"t1", pos, length, moves, lineThemes(pos, moves), "test"};
}

std::string fileOf(const Problem& p) {
    ProblemSet set;
    set.variant = &p.position.variant();
    set.problems = {p};
    return writeProblemSet(set);
}

TEST(ProblemCheck, ProvesAWinInTwoWithOneKey) {
    Prover prover;
    const Problem p = problem("micro", kWinInTwo, 2, "+G*d5 a5-b4 c2-b3");
    const ProblemVerdict v = checkProblem(prover, p);
    EXPECT_TRUE(v.proved) << v.reason;
    // The main line the prover makes is the one given.
    EXPECT_EQ(mainLine(prover, p.position, p.key(), 2), p.line);
    EXPECT_EQ(p.themes, (std::vector<std::string>{"drop", "checkmate"}));
}

TEST(ProblemCheck, RejectsACookedProblem) {
    Prover prover;
    for (const char* key : {"b3-c2", "S*d2"}) {
        const ProblemVerdict v = checkProblem(prover, problem("micro", kTwoKeys, 1, key));
        EXPECT_FALSE(v.proved) << key;
        EXPECT_NE(v.reason.find("a second key"), std::string::npos) << v.reason;
    }
}

// Stated as a win in three, with a line whose second move wins only slowly.
TEST(ProblemCheck, RejectsAWinStatedLongerThanItIs) {
    Prover prover;
    const ProblemVerdict v = checkProblem(prover, problem("micro", kWinInTwo, 3, "+G*d5 a5-b4 b2-b3 b4-a3 c2-b2"));
    EXPECT_FALSE(v.proved);
    EXPECT_NE(v.reason.find("wins in fewer than 3 moves"), std::string::npos) << v.reason;
}

TEST(ProblemCheck, RejectsAKeyThatDoesNotWin) {
    Prover prover;
    // The proof stops at the key: the rest of the line is not looked at.
    const ProblemVerdict v = checkProblem(prover, problem("micro", kWinInTwo, 2, "c2-b3"));
    EXPECT_FALSE(v.proved);
    EXPECT_NE(v.reason.find("does not win in 2 moves"), std::string::npos) << v.reason;
}

TEST(ProblemCheck, RejectsThemesTheLineDoesNotShow) {
    Prover prover;
    Problem p = problem("micro", kWinInTwo, 2, "+G*d5 a5-b4 c2-b3");
    p.themes = {"igui", "checkmate"};
    const ProblemVerdict v = checkProblem(prover, p);
    EXPECT_FALSE(v.proved);
    EXPECT_NE(v.reason.find("themes"), std::string::npos) << v.reason;
}

// Every defender's move of every win in two or more of the Micro collection is tried in place
// of the line's: the proof refuses each that gives in sooner than the line's.
TEST(ProblemCheck, RejectsADefenceThatIsNotTheLongest) {
    std::string error;
    const std::optional<ProblemSet> set = readProblemSet(builtinProblemText("micro"), error);
    ASSERT_TRUE(set) << error;
    Prover prover;
    int refused = 0;
    for (const Problem& p : set->problems) {
        if (p.length < 2 || refused >= 3) continue;
        Position after = p.position;
        Position::Undo undo;
        after.make(p.key(), undo);
        Position defended = after;
        defended.make(p.line[1], undo);
        const int held = prover.shortestWin(defended, p.length - 1);  // the line's defence holds this long
        MoveList replies;
        legalMoves(after, replies);
        for (const Move& d : replies) {
            Position next = after;
            next.make(d, undo);
            const int n = prover.shortestWin(next, p.length - 1);
            if (n == 0 || n >= held) continue;
            // A weaker defence, answered by the fastest win.
            Problem weak = p;
            weak.line = {p.key(), d};
            const std::optional<Reply> win = fastestWin(prover, next, n);
            ASSERT_TRUE(win);
            weak.line.push_back(win->move);
            const ProblemVerdict v = checkProblem(prover, weak);
            EXPECT_FALSE(v.proved) << p.id;
            EXPECT_NE(v.reason.find("not the longest defence"), std::string::npos) << p.id << ": " << v.reason;
            ++refused;
            break;
        }
    }
    EXPECT_GT(refused, 0);
}

TEST(ProblemText, WritesAndReadsBack) {
    const Problem p = problem("micro", kWinInTwo, 2, "+G*d5 a5-b4 c2-b3");
    ProblemSet set;
    set.variant = &variant("micro");
    set.settings = "shogi-cli problems mine micro --seed 1";
    set.problems = {p};
    const std::string text = writeProblemSet(set);
    std::string error;
    const std::optional<ProblemSet> back = readProblemSet(text, error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(back->settings, set.settings);
    ASSERT_EQ(back->problems.size(), 1u);
    const Problem& q = back->problems.front();
    EXPECT_EQ(q.id, p.id);
    EXPECT_EQ(q.position, p.position);
    EXPECT_EQ(q.length, 2);
    EXPECT_EQ(q.line, p.line);
    EXPECT_EQ(q.themes, p.themes);
    EXPECT_EQ(q.origin, "test");
    EXPECT_EQ(writeProblemSet(*back), text);
    EXPECT_NE(text.find("key +G*d5\n"), std::string::npos);
    EXPECT_NE(text.find("line +G*d5 a5-b4 c2-b3\n"), std::string::npos);
    EXPECT_NE(text.find("side black\nwin 2\n"), std::string::npos);
}

TEST(ProblemText, RefusesBadTextNamingTheLine) {
    const std::string good = fileOf(problem("micro", kWinInTwo, 2, "+G*d5 a5-b4 c2-b3"));
    const auto replaced = [&](const std::string& from, const std::string& to) {
        std::string text = good;
        const std::size_t at = text.find(from);
        if (at == std::string::npos) throw std::runtime_error("no " + from);
        return text.replace(at, from.size(), to);
    };
    // The problem's lines come after the three comment lines and the variant line.
    const std::vector<std::pair<std::string, std::string>> cases{
        {replaced("variant micro", "variant chess"), "line 4: unknown variant 'chess'"},
        {replaced("side black", "side white"), "side: the position has black to move, not white"},
        {replaced("win 2", "win two"), "win: expected a number of moves from 1 to 20"},
        {replaced("win 2", "win 1"), "line: a win in 1 takes 1 move of both sides, found 3"},
        {replaced("key +G*d5", "key c2-b3"), "key: 'c2-b3' is not the first move of the line"},
        {replaced("line +G*d5 a5-b4 c2-b3", "line +G*d5 a5-a4 c2-b3"), "line: move 2: "},
        {replaced("themes drop checkmate", "themes drop fork"), "themes: unknown theme 'fork'"},
        {replaced("origin test", "origin test\nrating 5"), "unknown field 'rating'"},
        {replaced("problem t1", "problem t 1"), "problem id 't 1'"},
        {good + "\nproblem t1\n", "problem 't1' is given twice"},
        {good + "\nproblem t2\nposition k,3/4/4/4/3,K b -\n", "(problem t2, from line"},
    };
    for (const auto& [text, expected] : cases) {
        std::string error;
        EXPECT_FALSE(readProblemSet(text, error)) << expected;
        EXPECT_NE(error.find(expected), std::string::npos) << "expected '" << expected << "' in: " << error;
        EXPECT_EQ(error.rfind("line ", 0) == 0 || error.rfind("end of text", 0) == 0, true) << error;
    }
}

// The collection compiled in: every variant has one, of sixty problems or more, each read
// whole (legal moves, a line as long as the win), with wins of one and two moves at least.
TEST(ProblemCollection, EveryVariantHasSixtyProblemsThatRead) {
    for (const Variant* v : allVariants()) {
        std::string error;
        const std::optional<ProblemSet> set = readProblemSet(builtinProblemText(v->id()), error);
        ASSERT_TRUE(set) << v->id() << ": " << error;
        EXPECT_EQ(set->variant, v);
        EXPECT_GE(set->problems.size(), 60u) << v->id();
        std::map<int, int> byLength;
        for (const Problem& p : set->problems) ++byLength[p.length];
        EXPECT_GT(byLength[1], 0) << v->id();
        EXPECT_GT(byLength[2], 0) << v->id();
        EXPECT_FALSE(set->settings.empty()) << v->id() << ": the miner's settings are kept";
    }
    EXPECT_TRUE(builtinProblemText("chess").empty());
}

TEST(Themes, NameWhatTheLineShows) {
    // A Lion's double capture that takes the King second, on an otherwise empty board.
    const Position lion = placed("maka-dai-dai", {{"j10", "LN"}, {"j11", "p"}, {"j12", "k"}, {"a1", "K"}, {"s19", "g"}});
    EXPECT_EQ(lineThemes(lion, {moveOf(lion, "j10xj11xj12")}),
              (std::vector<std::string>{"lion-double-capture", "royal-captured"}));
    // Igui: the Lion takes and stays.
    const Position igui = placed("maka-dai-dai", {{"j10", "LN"}, {"j11", "p"}, {"s19", "k"}, {"a1", "K"}});
    EXPECT_EQ(lineThemes(igui, {moveOf(igui, "j10xj11-j10")}).front(), "igui");
    // A Hook Mover's bent move, and a straight one.
    const Position hook = placed("hook", {{"c3", "HM"}, {"p16", "k"}, {"a1", "K"}});
    EXPECT_EQ(lineThemes(hook, {moveOf(hook, "c3-h8")}).front(), "hook-bend");
    EXPECT_TRUE(lineThemes(hook, {moveOf(hook, "c3-c8")}).empty() ||
                lineThemes(hook, {moveOf(hook, "c3-c8")}).front() != "hook-bend");
    // A drop in Micro.
    const Position drop = position("micro", kWinInTwo);
    EXPECT_EQ(lineThemes(drop, {moveOf(drop, "+G*d5")}).front(), "drop");
    // Every theme is known to the reader.
    for (const char* t : themeIds()) EXPECT_TRUE(isThemeId(t));
    EXPECT_FALSE(isThemeId("fork"));
}

// Two runs with the same seed and settings mine the same problems, and each is proved.
TEST(Miner, TheSameSeedMinesTheSameProvedProblems) {
    MiningSettings s;
    s.seed = 3;
    s.games = 3;
    s.quota = {2, 1};
    s.scan = 2;
    s.branches = 1;
    s.branchBack = 6;
    s.tableBits = 16;
    const auto mine = [&] {
        Miner miner(variant("micro"), s);
        ProblemSet set = miner.run([](const std::string&) {});
        EXPECT_GT(miner.counts().games, 0);
        return set;
    };
    const ProblemSet first = mine();
    const ProblemSet second = mine();
    ASSERT_FALSE(first.problems.empty());
    EXPECT_EQ(writeProblemSet(first), writeProblemSet(second));
    Prover prover;
    for (const Problem& p : first.problems) {
        const ProblemVerdict v = checkProblem(prover, p);
        EXPECT_TRUE(v.proved) << p.id << ": " << v.reason;
        EXPECT_LE(p.length, 2);
        EXPECT_EQ(static_cast<int>(p.line.size()), 2 * p.length - 1);
    }
}

// The last plies can be tried on the winner's turns alone: the same games, fewer positions.
TEST(Miner, TheTailCanBeTheWinnersTurnsAlone) {
    MiningSettings s;
    s.seed = 3;
    s.games = 3;
    s.quota = {50, 50};  // never enough: every game is played
    s.scan = 0;
    s.tailPlies = 8;
    s.branches = 0;
    s.tableBits = 16;
    const auto mine = [&](bool winnerOnly) {
        s.tailWinnerOnly = winnerOnly;
        Miner miner(variant("micro"), s);
        miner.run([](const std::string&) {});
        return miner.counts();
    };
    const MiningCounts both = mine(false);
    const MiningCounts winner = mine(true);
    EXPECT_EQ(both.games, winner.games);
    EXPECT_GT(winner.positions, 0);
    EXPECT_LT(winner.positions, both.positions);
}

}  // namespace
}  // namespace shogi::test
