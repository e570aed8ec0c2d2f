// The threat display's questions (movegen/Reach.h): which squares a side attacks, and which
// pieces can go to a square.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>

#include "TestSupport.h"
#include "movegen/Reach.h"

using namespace shogi;
using test::sq;

namespace {

std::set<std::string> names(const Position& pos, const std::vector<Square>& squares) {
    std::set<std::string> out;
    for (Square s : squares) out.insert(pos.variant().geometry().name(s));
    return out;
}

// "from:m", "from:c", "from:mc" per visitor, "*P:m" for a drop of face P.
std::set<std::string> describe(const Position& pos, const std::vector<SquareVisitor>& visitors) {
    std::set<std::string> out;
    for (const SquareVisitor& v : visitors) {
        std::string s = v.from == kNoSquare ? "*" + pos.variant().kind(v.kind).code : pos.variant().geometry().name(v.from);
        s += ':';
        if (v.moves) s += 'm';
        if (v.captures) s += 'c';
        out.insert(s);
    }
    return out;
}

// A position after `plies` random moves from the start.
Position randomPosition(const Variant& v, int plies, std::mt19937& rng) {
    Position pos = startPosition(v);
    for (int i = 0; i < plies; ++i) {
        MoveList moves;
        legalMoves(pos, moves);
        if (moves.empty()) break;
        Position::Undo undo;
        pos.make(moves[rng() % moves.size()], undo);
    }
    return pos;
}

}  // namespace

TEST(ThreatQueries, ASliderAttacksUpToTheFirstPieceInItsWay) {
    // Free Chariot (fbR) on e5: up to the White Pawn on e9 (attacked), down to its own
    // Pawn on e2 (not).
    const Position pos = test::placed("heian-dai", {{"e5", "FC"}, {"e9", "p"}, {"e2", "P"}, {"a1", "K"}, {"m13", "k"}});
    std::set<std::string> expected = {"e6", "e7", "e8", "e9", "e4", "e3"};
    // The King on a1 adds its three squares.
    expected.insert({"a2", "b1", "b2"});
    EXPECT_EQ(names(pos, attackedSquares(pos, kBlack)), expected);
}

TEST(ThreatQueries, AttacksAreTurnedForWhite) {
    const Position pos = test::placed("micro", {{"b4", "p"}, {"a5", "k"}, {"d1", "K"}}, kWhite);
    // White's Pawn attacks b3, downwards; its King a4 and b5 (b4 holds its own Pawn).
    EXPECT_EQ(names(pos, attackedSquares(pos, kWhite)), (std::set<std::string>{"b3", "a4", "b5"}));
}

TEST(ThreatQueries, ALionAttacksItsWholeArea) {
    const Position pos = test::placed("macadamia", {{"g7", "LN"}, {"a1", "K"}, {"m13", "k"}});
    const std::vector<Square> attacked = attackedSquares(pos, kBlack);
    int area = 0;
    for (Square s : attacked)
        if (std::abs(fileOf(s) - 6) <= 2 && std::abs(rankOf(s) - 6) <= 2) ++area;
    EXPECT_EQ(area, 24);
}

TEST(ThreatQueries, HookMoversDoNotThreatenHookMoversInHookShogi) {
    // The Hook Mover on a1 could bend to g7 if g7 held anything but a hook-class piece.
    const Position pos = test::placed("hook", {{"a1", "HM"}, {"a7", "k"}, {"g7", "ca"}, {"p16", "K"}});
    const std::set<std::string> attacked = names(pos, attackedSquares(pos, kBlack));
    EXPECT_TRUE(attacked.count("a7"));   // the King, straight up the file
    EXPECT_TRUE(attacked.count("f7"));   // an empty square, around the corner a1-f1-f7
    EXPECT_FALSE(attacked.count("g7"));  // the Capricorn
    const Position ordinary = test::placed("hook", {{"a1", "HM"}, {"a7", "k"}, {"g7", "g"}, {"p16", "K"}});
    EXPECT_TRUE(names(ordinary, attackedSquares(ordinary, kBlack)).count("g7"));
}

TEST(ThreatQueries, TheEmperorThreatensOnlyWhatIsUnprotected) {
    // A Maka Emperor (promoted King) on a1: the White Pawn on p10 is guarded by the Pawn on
    // p11 (White's Pawns step down), which nothing guards.
    const Position pos = test::placed("maka-dai-dai", {{"a1", "+K"}, {"p10", "p"}, {"p11", "p"}, {"s19", "k"}});
    const std::set<std::string> attacked = names(pos, attackedSquares(pos, kBlack));
    EXPECT_FALSE(attacked.count("p10"));
    EXPECT_TRUE(attacked.count("p11"));
    EXPECT_TRUE(attacked.count("j10"));  // any empty square far away
    // Next to the White King, an empty square is guarded by the King: not attacked.
    EXPECT_FALSE(attacked.count("r18"));
}

TEST(ThreatQueries, AttackedSquaresAgreeWithTheMoveGenerator) {
    // Independent of how attackedSquares asks: a square holding an enemy is attacked exactly
    // when some generated move of that side captures there; an empty one exactly when
    // movesTo lists a capturer.
    std::mt19937 rng(12);
    for (const Variant* v : allVariants()) {
        for (int game = 0; game < 3; ++game) {
            const Position pos = randomPosition(*v, 20 + 15 * game, rng);
            for (Side side : {kBlack, kWhite}) {
                const std::vector<Square> attacked = attackedSquares(pos, side);
                Position turn = pos;
                turn.setSideToMove(side);
                turn.setPassed(side, false);
                MoveList moves;
                generateMoves(turn, moves);
                std::set<Square> captured;
                for (const Move& m : moves)
                    for (int i = 0; i < m.captureCount; ++i) captured.insert(m.captures[i]);
                for (Square s : v->squares()) {
                    const Cell c = pos.cell(s);
                    const bool isAttacked = std::find(attacked.begin(), attacked.end(), s) != attacked.end();
                    if (ownedBy(c, side)) {
                        EXPECT_FALSE(isAttacked);
                    } else if (c != kEmptyCell) {
                        EXPECT_EQ(isAttacked, captured.count(s) > 0) << v->id() << " " << v->geometry().name(s);
                    } else {
                        const auto visitors = movesTo(pos, s).side[side];
                        const bool capturer = std::any_of(visitors.begin(), visitors.end(), [](const SquareVisitor& x) { return x.captures; });
                        EXPECT_EQ(isAttacked, capturer) << v->id() << " " << v->geometry().name(s);
                    }
                }
            }
        }
    }
}

TEST(ThreatQueries, MovesToListsMoversAndCapturersOfBothSides) {
    // Micro: Black Gold c2, Silver a1 (can reach b2), White Bishop d4 (sees b2 over c3).
    const Position pos = test::position("micro", "k,3/3,b/4/2,G,1/S,2,K b -");
    const Square b2 = sq(pos, "b2");
    const SquareVisitors visitors = movesTo(pos, b2);
    EXPECT_EQ(describe(pos, visitors.side[kBlack]), (std::set<std::string>{"a1:mc", "c2:mc"}));
    EXPECT_EQ(describe(pos, visitors.side[kWhite]), (std::set<std::string>{"d4:mc"}));
}

TEST(ThreatQueries, MovesToNamesDefendersOfAnOccupiedSquare) {
    // On b2, Black's own Gold: the Silver on a1 could take back there; White's Bishop captures.
    const Position pos = test::position("micro", "k,3/3,b/4/1,G,2/S,2,K b -");
    const SquareVisitors visitors = movesTo(pos, sq(pos, "b2"));
    EXPECT_EQ(describe(pos, visitors.side[kBlack]), (std::set<std::string>{"a1:c"}));
    EXPECT_EQ(describe(pos, visitors.side[kWhite]), (std::set<std::string>{"d4:c"}));
}

TEST(ThreatQueries, MovesToIncludesDropsWhereTheyAreAllowed) {
    // Black holds a Pawn: it may drop on b4 with its Pawn face, and with its promoted face
    // (a Knight) only below the last two ranks; on the last rank not at all (R8).
    const Position pos = test::position("micro", "k,3/4/4/4/3,K w P");
    EXPECT_EQ(describe(pos, movesTo(pos, sq(pos, "b4")).side[kBlack]), (std::set<std::string>{"*P:m"}));
    EXPECT_EQ(describe(pos, movesTo(pos, sq(pos, "b2")).side[kBlack]), (std::set<std::string>{"*P:m", "*+P:m"}));
    EXPECT_TRUE(movesTo(pos, sq(pos, "b5")).side[kBlack].empty());
}
