// The attack test (isAttacked walks back from the square along the side's capturing rays,
// solves hook movers' bent slides for their turning cell, and leaves the other multi-leg and
// universal pieces to the generator where their steps and leaps do not cover their patterns)
// gives the generator's own answer:
// for every square and both sides, true exactly when some move of some piece of that side
// captures there. Positions: seeded random games of every variant, and boards strewn with
// every face of the variant (hook-class pieces against each other, jumpers over crowds,
// Lions, the Emperor), where the start position's order would hide mistakes.
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "EngineTestSupport.h"
#include "RandomGames.h"
#include "variants/PieceMoves.h"

namespace shogi::test {
namespace {

struct Tally {
    int attacked = 0;        // (square, side) pairs found attacked
    int byJumpOverPiece = 0;  // ... where the only captures leap or jump over an occupied square
    int byGeneratorOnly = 0;  // ... where only multi-leg or universal pieces capture
    int hookSpared = 0;       // hook-class victims that a hook-class piece's ray reaches
};

bool jumpsOverPiece(const Position& pos, const Move& m) {
    const int dx = fileOf(m.to) - fileOf(m.from), dy = rankOf(m.to) - rankOf(m.from);
    const int steps = std::max(std::abs(dx), std::abs(dy));
    if (steps < 2 || dx % steps || dy % steps) return false;
    for (int i = 1; i < steps; ++i)
        if (pos.cell(static_cast<Square>(m.from + i * offsetOf(dx / steps, dy / steps))) != kEmptyCell) return true;
    return false;
}

// Compares isAttacked with the squares the generator's moves capture on, every square, both
// sides; counts what kind of attack each was.
void checkPosition(const Position& pos, Tally& tally) {
    const Variant& v = pos.variant();
    for (Side by : {kBlack, kWhite}) {
        std::set<Square> captured, jumped, byRays;
        for (Square from : pos.pieces(by)) {
            MoveList moves;
            generateMovesFrom(pos, from, moves);
            const MoveSet& ms = v.kind(cellKind(pos.cell(from))).moves[by];
            const bool generatorPiece = ms.universal || !ms.patterns.empty();  // may capture beyond its rays
            for (const Move& m : moves)
                for (int i = 0; i < m.captureCount; ++i) {
                    captured.insert(m.captures[i]);
                    if (!generatorPiece && m.captureCount == 1) {
                        (jumpsOverPiece(pos, m) ? jumped : byRays).insert(m.to);
                    }
                }
        }
        for (Square s : v.squares()) {
            const bool expected = captured.count(s) > 0;
            ASSERT_EQ(isAttacked(pos, s, by), expected)
                << v.id() << " " << v.geometry().name(s) << " by " << (by == kBlack ? "Black" : "White") << "\n"
                << formatPosition(pos);
            if (!expected) continue;
            ++tally.attacked;
            if (!byRays.count(s) && jumped.count(s)) ++tally.byJumpOverPiece;
            if (!byRays.count(s) && !jumped.count(s)) ++tally.byGeneratorOnly;
        }
    }
}

// A board with a piece of a random face and side on each square with probability `density`.
Position strewn(const Variant& v, double density, std::mt19937_64& rng) {
    std::vector<int> faces;
    for (int k = 0; k < v.kindCount(); ++k)
        if (v.kind(k).valid) faces.push_back(k);
    Position pos(v);
    std::uniform_real_distribution<double> coin(0, 1);
    std::uniform_int_distribution<std::size_t> face(0, faces.size() - 1);
    for (Square s : v.squares())
        if (coin(rng) < density) pos.put(s, faces[face(rng)], coin(rng) < 0.5 ? kBlack : kWhite);
    return pos;
}

TEST(Attack, EqualsTheGeneratorsCapturesInRandomGames) {
    for (const char* id : kVariantIds) {
        SCOPED_TRACE(id);
        Tally tally;
        randomGames(variant(id), 2, 120, 15, [&](Game& game, const Move&, const Position&) {
            checkPosition(game.position(), tally);
        });
        EXPECT_GT(tally.attacked, 100);
    }
}

TEST(Attack, EqualsTheGeneratorsCapturesOnStrewnBoards) {
    std::mt19937_64 rng(1515);
    for (const char* id : kVariantIds) {
        SCOPED_TRACE(id);
        const Variant& v = variant(id);
        Tally tally;
        for (int i = 0; i < 60; ++i) {
            checkPosition(strewn(v, 0.15 + 0.6 * (i % 4) / 3, rng), tally);
            if (HasFatalFailure()) return;
        }
        EXPECT_GT(tally.attacked, 200);
        // The cases a walk back along rays gets wrong first were met where the variant has
        // them: leaps and jumps over pieces, and pieces only the generator sees.
        bool jumpers = false, generatorPieces = false;
        for (int k = 0; k < v.kindCount(); ++k) {
            const MoveSet& ms = v.kind(k).moves[kBlack];
            if (!v.kind(k).valid) continue;
            generatorPieces |= ms.universal || !ms.patterns.empty();
            for (const Ray& ray : ms.rays) {
                const int dx = offsetDx(ray.offset), dy = offsetDy(ray.offset);
                const bool straight = dx == 0 || dy == 0 || std::abs(dx) == std::abs(dy);
                jumpers |= ray.skip > 0 || (straight && std::max(std::abs(dx), std::abs(dy)) > 1);
            }
        }
        EXPECT_EQ(tally.byJumpOverPiece > 0, jumpers);
        EXPECT_EQ(tally.byGeneratorOnly > 0, generatorPieces);
    }
}

// R4 on its own: hook-class pieces do not capture each other, whichever way they move (a
// slide, a bent hook move), and still capture the others; a square that holds nothing of
// the other side is never attacked.
TEST(Attack, HookClassPiecesDoNotAttackHookClassPieces) {
    // White's Capricorn would take on e5 by c7, and each Black hook-class piece on e9 (the
    // Hook Mover up its file, the Peacock by i5, the Capricorn by f8).
    const Position hooks = placed("hook", {{"e5", "HM"}, {"e9", "ca"}, {"h5", "g"}, {"e1", "PC"}, {"c5", "CA"}});
    EXPECT_FALSE(isAttacked(hooks, sq(hooks, "e9"), kBlack));
    EXPECT_FALSE(isAttacked(hooks, sq(hooks, "e5"), kWhite));
    EXPECT_TRUE(isAttacked(hooks, sq(hooks, "h5"), kBlack));  // a Gold on the Hook Mover's rank
    EXPECT_FALSE(isAttacked(hooks, sq(hooks, "e5"), kBlack));  // its own piece
    EXPECT_FALSE(isAttacked(hooks, sq(hooks, "e7"), kBlack));  // empty
    // The same squares with a Gold in the place of the victims are attacked.
    const Position golds = placed("hook", {{"e5", "G"}, {"e9", "g"}, {"h5", "g"}, {"e1", "PC"}, {"c5", "CA"},
                                           {"e4", "HM"}, {"a9", "ca"}});
    EXPECT_TRUE(isAttacked(golds, sq(golds, "e9"), kBlack));
    EXPECT_TRUE(isAttacked(golds, sq(golds, "e5"), kWhite));
    // A hook-class piece's single steps too: the Tengu's step up the file spares the Hook
    // Mover on e6, and takes the Gold.
    const Position tengu = placed("hook", {{"e5", "TG"}, {"e6", "hm"}, {"d5", "g"}});
    EXPECT_FALSE(isAttacked(tengu, sq(tengu, "e6"), kBlack));
    EXPECT_TRUE(isAttacked(tengu, sq(tengu, "d5"), kBlack));
    Tally tally;
    checkPosition(hooks, tally);
    checkPosition(golds, tally);
    checkPosition(tengu, tally);
}

// The attack test leaves a piece to the generator only where its patterns may capture on a
// square its own steps and leaps do not cover. A made-up piece that takes two in a line
// (capture, then a King step) reaches farther than its steps, and keeps the generator; the
// Lion's leaps cover its two steps, and the Lion Dog's its three, and they do not need it.
TEST(Attack, PatternsBeyondTheLeapsKeepTheGenerator) {
    static constexpr PieceType kPieces[] = {
        {"K", "King", "玉将", "gyokushō", "K", nullptr, "", kRoyal},
        {"TS", "Two Steps", "二歩", "nifu", "KcaK", nullptr, "", 0},
        {"LN", "Lion", "獅子", "shishi", kLionMoves, nullptr, "", 0},
    };
    static const VariantDef def{"two-steps", "Two Steps", "二歩将棋", 7, 7, kPieces, "3,k,3/7/7/7/7/7/3,K,3 b -",
                                {.royal = RoyalRule::RoyalCapture}};
    const Variant v(def);
    const int twoSteps = v.kindByCode("TS");
    EXPECT_EQ(v.attackRays(kBlack).generatorReach(twoSteps), 2);
    EXPECT_EQ(v.attackRays(kBlack).generatorReach(v.kindByCode("LN")), 0);
    const Variant& maka = variant("maka-dai-dai");
    EXPECT_EQ(maka.attackRays(kBlack).generatorReach(maka.kindByCode("LD")), 0);
    Position pos(v);
    pos.put(toSquare(3, 3), twoSteps, kBlack);
    pos.put(toSquare(3, 4), v.kindByCode("LN"), kWhite);
    pos.put(toSquare(3, 5), v.kindByCode("K"), kWhite);
    EXPECT_TRUE(isAttacked(pos, toSquare(3, 5), kBlack));  // through the Lion on d5
    pos.remove(toSquare(3, 4));
    EXPECT_FALSE(isAttacked(pos, toSquare(3, 5), kBlack));  // nothing to take on the way
}

// R4 where the attack test reads one cell per line (leaps that no piece of the side makes
// longer): a made-up hook-class Knight does not attack a hook-class piece on its leap's
// square, and attacks a plain one there.
TEST(Attack, HookClassLeapsSpareHookClassPieces) {
    static constexpr PieceType kPieces[] = {
        {"K", "King", "玉将", "gyokushō", "K", nullptr, "", kRoyal},
        {"HN", "Hook Knight", "鉤桂", "kagikei", "N", nullptr, "", kHookClass},
        {"G", "Gold", "金将", "kinshō", "WfF", nullptr, "", 0},
    };
    static const VariantDef def{"hookleap", "Hook Leap", "鉤将棋", 7, 7, kPieces, "3,k,3/7/7/7/7/7/3,K,3 b -",
                                {.royal = RoyalRule::RoyalCapture, .hookClassNoMutualCapture = true}};
    const Variant v(def);
    Position pos(v);
    pos.put(toSquare(3, 3), v.kindByCode("HN"), kBlack);
    pos.put(toSquare(4, 5), v.kindByCode("HN"), kWhite);
    pos.put(toSquare(2, 5), v.kindByCode("G"), kWhite);
    EXPECT_FALSE(isAttacked(pos, toSquare(4, 5), kBlack));
    EXPECT_TRUE(isAttacked(pos, toSquare(2, 5), kBlack));
    Tally tally;
    checkPosition(pos, tally);
}

// A capture on the way counts as much as one at the end: a piece whose leaps cover where
// its two-leg move ends, but not the square it captures on the way, keeps the generator.
TEST(Attack, CapturesOnTheWayKeepTheGenerator) {
    static constexpr PieceType kPieces[] = {
        {"K", "King", "玉将", "gyokushō", "K", nullptr, "", kRoyal},
        {"RM", "Ram", "羊", "hitsuji", "DcafW", nullptr, "", 0},
    };
    static const VariantDef def{"ram", "Ram", "羊将棋", 7, 7, kPieces, "3,k,3/7/7/7/7/7/3,K,3 b -",
                                {.royal = RoyalRule::RoyalCapture}};
    const Variant v(def);
    const int ram = v.kindByCode("RM");
    EXPECT_EQ(v.attackRays(kBlack).generatorReach(ram), 2);
    Position pos(v);
    pos.put(toSquare(3, 2), ram, kBlack);
    pos.put(toSquare(3, 3), v.kindByCode("K"), kWhite);
    EXPECT_TRUE(isAttacked(pos, toSquare(3, 3), kBlack));  // taken on the way to d5
    pos.put(toSquare(3, 4), ram, kBlack);
    EXPECT_FALSE(isAttacked(pos, toSquare(3, 3), kBlack));  // d5 is its own: no way on
}

// The bent slides the attack test solves for: the built-in ones (whole-board legs, turns of
// 90 degrees) and made-up ones with short legs and turns of 45 degrees, compared with the
// generator on strewn boards; a pattern that may go straight on is not a bent slide.
TEST(Attack, BentSlidesAreSolvedAsTheGeneratorWalksThem) {
    const Variant& maka = variant("maka-dai-dai");
    const Variant& hook = variant("hook");
    for (const char* code : {"HM", "CA"}) {
        EXPECT_TRUE(maka.attackRays(kBlack).bentSlidesOnly(maka.kindByCode(code))) << code;
        EXPECT_TRUE(maka.attackRays(kWhite).bentSlidesOnly(maka.kindByCode(code))) << code;
    }
    for (const char* code : {"PC", "TG"}) EXPECT_TRUE(hook.attackRays(kBlack).bentSlidesOnly(hook.kindByCode(code))) << code;
    static constexpr PieceType kPieces[] = {
        {"K", "King", "玉将", "gyokushō", "K", nullptr, "", kRoyal},
        {"TQ", "Turning Queen", "曲女", "magarijo", "mafrQ3", nullptr, "", 0},
        {"SR", "Short Hook", "短鉤", "tankō", "masR2", nullptr, "", 0},
        {"ST", "Straight On", "直進", "chokushin", "mafR2", nullptr, "", 0},
        {"G", "Gold General", "金将", "kinshō", "WfF", nullptr, "", 0},
    };
    static const VariantDef def{"bent-slides", "Bent Slides", "曲行将棋", 13, 13, kPieces,
                                "6,k,6/13/13/13/13/13/13/13/13/13/13/13/6,K,6 b -",
                                {.royal = RoyalRule::RoyalCapture}};
    const Variant v(def);
    EXPECT_TRUE(v.attackRays(kBlack).bentSlidesOnly(v.kindByCode("TQ")));
    EXPECT_TRUE(v.attackRays(kWhite).bentSlidesOnly(v.kindByCode("SR")));
    EXPECT_FALSE(v.attackRays(kBlack).bentSlidesOnly(v.kindByCode("ST")));
    std::mt19937_64 rng(77);
    Tally tally;
    for (int i = 0; i < 80; ++i) {
        checkPosition(strewn(v, 0.1 + 0.5 * (i % 4) / 3, rng), tally);
        if (HasFatalFailure()) return;
    }
    EXPECT_GT(tally.byGeneratorOnly, 50);
}

// The attack test skips the single cells within two squares of the target together when the
// neighbour words show no attacker there: that holds only if exactly those cells are first.
TEST(Attack, CellsWithinTwoSquaresComeFirstAmongTheSingleCells) {
    int skippable = 0;
    for (const Variant* v : allVariants())
        for (Side side : {kBlack, kWhite}) {
            const AttackRays& rays = v->attackRays(side);
            const int near = rays.nearCellLines(), single = rays.singleCellLines();
            ASSERT_LE(near, single) << v->id();
            for (int i = 0; i < single; ++i) {
                const AttackLine& line = rays.lines()[static_cast<std::size_t>(i)];
                const int distance = std::max(std::abs(offsetDx(line.offset)), std::abs(offsetDy(line.offset)));
                EXPECT_EQ(line.reach, 1) << v->id();
                EXPECT_EQ(distance <= 2, i < near) << v->id() << ", line " << i << " offset " << line.offset;
            }
            if (near >= AttackRays::kNearLinesWorthTheWords) ++skippable;
        }
    EXPECT_GE(skippable, 6);  // Macadamia, Hook and Maka Dai Dai, both sides
}

}  // namespace
}  // namespace shogi::test
