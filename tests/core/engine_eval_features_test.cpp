// The evaluation's features (core/engine/EvalWeights.h) on hand-built Macadamia positions (and
// Micro ones for the drop features):
// each king-safety and Lion feature moves when the thing it names is there and not otherwise;
// the evaluation is the dot product of features and weights; the lazy cut never contradicts
// the full evaluation, even with weights that make the positional group large; the material
// and mobility the search keeps move by move are those counted from scratch.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>

#include "EngineTestSupport.h"
#include "RandomGames.h"
#include "engine/EvalAccumulator.h"
#include "engine/Evaluation.h"
#include "position/PositionText.h"

namespace shogi::test {
namespace {

using Features = Evaluator::Features;

Features featuresOf(const Position& pos) { return Evaluator(pos.variant()).features(pos); }

// Both Kings far apart on the 13x13 board, plus the given pieces; Black to move by default.
Position withKings(std::vector<std::pair<std::string, std::string>> pieces, Side side = kBlack) {
    pieces.push_back({"g2", "K"});
    pieces.push_back({"g12", "k"});
    return placedPieces("macadamia", pieces, side);
}

TEST(EvalFeatures, GuardsNextToTheKingCount) {
    const Features bare = featuresOf(withKings({}));
    const Features guarded = featuresOf(withKings({{"f2", "G"}, {"h2", "G"}, {"g3", "S"}}));
    EXPECT_EQ(bare[kRoyalGuards], 0);
    EXPECT_EQ(guarded[kRoyalGuards], 3);
    // White's guards count against the side to move.
    EXPECT_EQ(featuresOf(withKings({{"f12", "g"}, {"h12", "g"}}))[kRoyalGuards], -2);
    // A piece two squares away is not a guard.
    EXPECT_EQ(featuresOf(withKings({{"g4", "G"}}))[kRoyalGuards], 0);
}

TEST(EvalFeatures, AttackersWithinTwoSquaresOfTheKing) {
    EXPECT_EQ(featuresOf(withKings({{"g4", "p"}, {"e3", "p"}}))[kRoyalAttackers], 2);
    EXPECT_EQ(featuresOf(withKings({{"g5", "p"}}))[kRoyalAttackers], 0);
}

// One White Pawn (or Black Gold) at a time on every cell of the 7x7 square around a Black
// King, in the middle and in a corner: it is an attacker exactly within two squares, a guard
// exactly next to the King, and counted once. On 13x13 both are read from the kept words of
// the cells around the King; the corner's words reach past the board's edge.
TEST(EvalFeatures, EveryCellWithinTwoSquaresCountsOnce) {
    const auto name = [](int file, int rank) { return std::string(1, char('a' + file)) + std::to_string(rank + 1); };
    for (const auto& king : {std::pair{6, 6}, std::pair{0, 0}}) {
        const int kingFile = king.first, kingRank = king.second;  // clang 14 cannot capture bindings
        for (int dr = -3; dr <= 3; ++dr)
            for (int df = -3; df <= 3; ++df) {
                const int file = kingFile + df, rank = kingRank + dr;
                if ((df == 0 && dr == 0) || file < 0 || rank < 0) continue;
                const int distance = std::max(std::abs(df), std::abs(dr));
                const auto on = [&](const std::string& piece) {
                    return featuresOf(placedPieces(
                        "macadamia", {{name(kingFile, kingRank), "K"}, {"m13", "k"}, {name(file, rank), piece}}, kBlack));
                };
                EXPECT_EQ(on("p")[kRoyalAttackers], distance <= 2 ? 1 : 0) << name(file, rank);
                EXPECT_EQ(on("G")[kRoyalGuards], distance <= 1 ? 1 : 0) << name(file, rank);
            }
    }
}

TEST(EvalFeatures, OpenLineTowardsTheKing) {
    // A White Rook on the King's file with nothing between, then with a Black Pawn between.
    EXPECT_EQ(featuresOf(withKings({{"g8", "r"}}))[kRoyalOpenLines], 1);
    EXPECT_EQ(featuresOf(withKings({{"g8", "r"}, {"g5", "P"}}))[kRoyalOpenLines], 0);
    // A diagonal counts too, and so does White's King seeing along Black's Rook's line.
    EXPECT_EQ(featuresOf(withKings({{"k6", "r"}}))[kRoyalOpenLines], 1);
    EXPECT_EQ(featuresOf(withKings({{"g6", "R"}}))[kRoyalOpenLines], 0 - 1);
}

// A Micro position from its text (ranks 5 to 1, files a to d; then the side to move and the
// pieces in hand, White's in lower case).
Position micro(const std::string& text) {
    std::string error;
    const auto pos = parsePosition(variant("micro"), text, error);
    EXPECT_TRUE(pos.has_value()) << text << ": " << error;
    return pos ? *pos : Position(variant("micro"));
}

TEST(EvalFeatures, DropSquaresNextToTheKing) {
    // Black's King on b2 with all eight neighbours empty; White's Gold on b4 covers a3, b3
    // and c3. With a Silver in White's hand those three are squares where a drop next to the
    // King cannot be taken by it, and all eight are room for the drop.
    const Features threatened = featuresOf(micro("3,k/1,g,2/4/1,K,2/4 b s"));
    EXPECT_EQ(threatened[kRoyalDropSquares], 3);
    EXPECT_EQ(threatened[kRoyalDropRoom], 8);
    // The same from White's side of the board: they count against White, the side to move.
    const Features waiting = featuresOf(micro("3,k/1,g,2/4/1,K,2/4 w s"));
    EXPECT_EQ(waiting[kRoyalDropSquares], -3);
    // With nothing in either hand no drop can come: neither counts.
    const Features emptyHands = featuresOf(micro("3,k/1,g,2/4/1,K,2/4 b -"));
    EXPECT_EQ(emptyHands[kRoyalDropSquares], 0);
    EXPECT_EQ(emptyHands[kRoyalDropRoom], 0);
    // The Silver in Black's hand instead: White's King on d5 has three empty neighbours, and
    // nothing of Black's covers them.
    const Features blackHolds = featuresOf(micro("3,k/1,g,2/4/1,K,2/4 b S"));
    EXPECT_EQ(blackHolds[kRoyalDropSquares], 0);
    EXPECT_EQ(blackHolds[kRoyalDropRoom], 0 - 3);
    // Pieces in hand count up to three; Black's own piece on c1 takes a square away.
    const Features crowded = featuresOf(micro("3,k/1,g,2/4/1,K,2/2,S,1 b s,s,s,s"));
    EXPECT_EQ(crowded[kRoyalDropSquares], 3);
    EXPECT_EQ(crowded[kRoyalDropRoom], 7 * 3);
}

TEST(EvalFeatures, RoyalAdvanceFromItsBackRank) {
    // Black's King two ranks up, White's on its back rank.
    EXPECT_EQ(featuresOf(micro("3,k/4/1,K,2/4/4 b -"))[kRoyalAdvance], 2);
    EXPECT_EQ(featuresOf(micro("4/3,k/4/4/1,K,2 b -"))[kRoyalAdvance], 0 - 1);
    // Macadamia, 13 ranks: Black's King on g4 is three ranks up, White's on g13 none.
    EXPECT_EQ(featuresOf(placedPieces("macadamia", {{"g4", "K"}, {"g13", "k"}}))[kRoyalAdvance], 3);
}

TEST(EvalFeatures, LionThreatensTwoPieces) {
    const std::vector<std::pair<std::string, std::string>> pieces = {{"f6", "LN"}, {"f8", "s"}, {"h7", "g"}};
    const Features toMove = featuresOf(withKings(pieces));
    EXPECT_EQ(toMove[kLionTargets], 2);
    EXPECT_EQ(toMove[kLionLooseToMove], 2);
    EXPECT_EQ(toMove[kLionLooseWaiting], 0);
    // With White to move the same threats are the waiting side's and count against White.
    const Features waiting = featuresOf(withKings(pieces, kWhite));
    EXPECT_EQ(waiting[kLionTargets], -2);
    EXPECT_EQ(waiting[kLionLooseToMove], 0);
    EXPECT_EQ(waiting[kLionLooseWaiting], 2);
    // A White piece next to the Silver defends it: one target stays loose. The defender, three
    // ranks up from the Lion, is out of its reach.
    auto defended = pieces;
    defended.push_back({"f9", "c"});
    const Features one = featuresOf(withKings(defended));
    EXPECT_EQ(one[kLionTargets], 2);
    EXPECT_EQ(one[kLionLooseToMove], 1);
    // A piece three squares away is out of the Lion's reach.
    EXPECT_EQ(featuresOf(withKings({{"f6", "LN"}, {"f9", "s"}}))[kLionTargets], 0);
    // Without Lion power (a Gold) nothing counts.
    EXPECT_EQ(featuresOf(withKings({{"f6", "G"}, {"f8", "s"}, {"h7", "g"}}))[kLionTargets], 0);
}

TEST(EvalFeatures, LionNextToTheKing) {
    EXPECT_EQ(featuresOf(withKings({{"g4", "ln"}}))[kRoyalLionAttackers], 1);
    EXPECT_EQ(featuresOf(withKings({{"g5", "ln"}}))[kRoyalLionAttackers], 0);
    EXPECT_EQ(featuresOf(withKings({{"g10", "LN"}}))[kRoyalLionAttackers], -1);
}

TEST(EvalFeatures, MaterialByPieceClass) {
    const Position pos = withKings({{"a3", "LN"}, {"b3", "R"}, {"c3", "G"}, {"m11", "p"}});
    const Features f = featuresOf(pos);
    // Material features are the move data's values; the weights scale them.
    const PieceValues& values = pieceValues(pos.variant());
    const auto value = [&](const char* square) { return values.kind[cellKind(pos.cell(sq(pos, square)))]; };
    EXPECT_EQ(f[kMaterialLion], value("a3"));
    EXPECT_EQ(f[kMaterialRange], value("b3"));
    EXPECT_EQ(f[kMaterialStep], value("c3") - value("m11"));
    EXPECT_EQ(f[kMaterialRoyal], 0);
    EXPECT_EQ(f[kTempo], 1);
}

// (M + clamp(P)) / scale, as docs/engine.md states the contract of `shogi-cli features`.
int dotProduct(const Features& f, const EvalWeights& w) {
    long long material = 0, positional = 0;
    for (int i = 0; i < kFeatureCount; ++i) (i < kFirstPositional ? material : positional) += 1LL * w[i] * f[i];
    positional = std::clamp<long long>(positional, -Evaluator::kPositionalCap, Evaluator::kPositionalCap);
    return static_cast<int>((material + positional) / kWeightScale);
}

// Weights that make every feature matter, the positional group often beyond the lazy margin.
EvalWeights heavyWeights(const Variant& v) {
    EvalWeights w = defaultWeights(v);
    w[kMaterialLion] = 180;
    w[kMaterialStep] = 90;
    for (int f = kFirstPositional; f < kFeatureCount; ++f) w[f] = (f % 2 ? 1 : -1) * 3000;
    return w;
}

TEST(EvalFeatures, EvaluationIsTheDotProduct) {
    for (const char* id : kVariantIds) {
        SCOPED_TRACE(id);
        const Variant& v = variant(id);
        for (const EvalWeights& w : {evalWeights(v), heavyWeights(v)}) {
            const Evaluator eval(v, w);
            randomGames(v, 3, 80, 11, [&](Game& game, const Move&, const Position&) {
                const Position& pos = game.position();
                ASSERT_EQ(eval.evaluate(pos), dotProduct(eval.features(pos), w)) << formatPosition(pos);
            });
        }
    }
}

TEST(EvalFeatures, WeightMovesTheEvaluationByItsFeature) {
    const Variant& v = variant("macadamia");
    const Position pos = withKings({{"f6", "LN"}, {"f8", "s"}, {"h7", "g"}});
    EvalWeights w = evalWeights(v);
    const int before = Evaluator(v, w).evaluate(pos);
    w[kLionLooseToMove] += 25 * kWeightScale;
    EXPECT_EQ(Evaluator(v, w).evaluate(pos), before + 2 * 25);
}

// The lazy cut returns a bound on the same side of the window as the full evaluation, and the
// exact value inside the window.
TEST(EvalFeatures, LazyEvaluationAgreesWithTheFullOne) {
    std::mt19937 rng(5);
    for (const char* id : kVariantIds) {
        SCOPED_TRACE(id);
        const Variant& v = variant(id);
        for (const EvalWeights& w : {evalWeights(v), heavyWeights(v)}) {
            const Evaluator eval(v, w);
            randomGames(v, 3, 120, 21, [&](Game& game, const Move&, const Position&) {
                const Position& pos = game.position();
                const int full = eval.evaluate(pos);
                for (int i = 0; i < 4; ++i) {
                    const int alpha = full + std::uniform_int_distribution<int>(-1500, 1500)(rng);
                    const int beta = alpha + std::uniform_int_distribution<int>(1, 400)(rng);
                    const int lazy = eval.evaluate(pos, alpha, beta);
                    if (lazy >= beta) EXPECT_GE(full, beta);
                    else if (lazy <= alpha) EXPECT_LE(full, alpha);
                    else EXPECT_EQ(lazy, full);
                }
            });
        }
    }
}

// The terms the search keeps move by move (EvalAccumulator): after every move of random
// games, captures, promotions, drops, Lion and royal moves included, they are what the
// evaluation counts from scratch (materialOf, Mobility::ofSide, MopUp::pullOf), taking a
// move back restores them, and the evaluation from them is the full one.
TEST(EvalFeatures, KeptTermsAreThoseCountedFromScratch) {
    std::mt19937 rng(9);
    for (const char* id : kVariantIds) {
        SCOPED_TRACE(id);
        const Variant& v = variant(id);
        for (const EvalWeights& w : {evalWeights(v), heavyWeights(v)}) {
            const Evaluator eval(v, w);
            const EngineProfile& profile = eval.profile();
            Position pos = Game(v).position();
            EvalAccumulator acc(eval, pos);
            acc.reset();
            int plies = 0, changes = 0, mobilityChanges = 0, pullChanges = 0;
            randomGames(v, 1, 200, 33, [&](Game& game, const Move& m, const Position& before) {
                ASSERT_EQ(pos, before);
                const EvalAccumulator::Terms was = acc.terms();
                Position::Undo undo;
                acc.make(m, undo);
                if (plies % 3 == 0) {
                    acc.unmake(m, undo);
                    ASSERT_EQ(pos, before);
                    const EvalAccumulator::Terms& back = acc.terms();
                    for (Side side : {kBlack, kWhite}) {
                        ASSERT_EQ(back.material[side], was.material[side]);
                        ASSERT_EQ(back.mobility[side], was.mobility[side]);
                        ASSERT_EQ(back.pull[side], was.pull[side]);
                    }
                    acc.make(m, undo);
                }
                ASSERT_EQ(pos, game.position());
                const EvalAccumulator::Terms& kept = acc.terms();
                for (Side side : {kBlack, kWhite}) {
                    ASSERT_EQ(kept.material[side], eval.materialOf(pos, side)) << "ply " << plies;
                    ASSERT_EQ(kept.mobility[side], profile.keepMobility ? eval.mobility().ofSide(pos, side) : 0)
                        << "ply " << plies;
                    ASSERT_EQ(kept.pull[side], profile.keepPull ? eval.mopUp().pullOf(pos, side) : 0) << "ply " << plies;
                }
                pullChanges += kept.pull[0] + kept.pull[1] != was.pull[0] + was.pull[1];
                changes += kept.material[0] + kept.material[1] != was.material[0] + was.material[1];
                mobilityChanges += kept.mobility[0] + kept.mobility[1] != was.mobility[0] + was.mobility[1];
                ++plies;
                const int alpha = std::uniform_int_distribution<int>(-800, 800)(rng);
                const int beta = alpha + std::uniform_int_distribution<int>(1, 400)(rng);
                bool exact = false;
                const int fromKept = eval.evaluate(acc, alpha, beta, exact);
                EXPECT_EQ(fromKept, eval.evaluate(pos, alpha, beta));
                if (exact) {
                    EXPECT_EQ(fromKept, eval.evaluate(pos));
                }
            });
            EXPECT_GT(changes, 0);  // the games did capture or promote
            if (profile.keepPull) {
                EXPECT_GT(pullChanges, plies / 2);
            }
            EXPECT_EQ(profile.keepPull, std::string(id) == "hook" || std::string(id) == "maka-dai-dai");
            if (profile.keepMobility) {
                EXPECT_GT(mobilityChanges, plies / 2);
            }
            // The large boards keep the mobility, where it weighs anything.
            EXPECT_EQ(profile.keepMobility, std::string(id) != "micro" && w[kMobility] != 0);
        }
    }
}

// A move's mobility change is added only when something reads the mobility (an exact
// evaluation, the terms, or the next move made): along random games, an accumulator read
// after every move and one read only by evaluations with random windows (and now and then
// not at all) give the same evaluations, and the same mobility whenever the second is read.
TEST(EvalFeatures, MobilitySettledLaterIsTheMobilityKeptAtOnce) {
    std::mt19937 rng(21);
    for (const char* id : kVariantIds) {
        SCOPED_TRACE(id);
        const Variant& v = variant(id);
        const Evaluator eval(v);
        if (!eval.profile().keepMobility) continue;
        Position atOncePos = Game(v).position(), laterPos = atOncePos;
        EvalAccumulator atOnce(eval, atOncePos), later(eval, laterPos);
        atOnce.reset();
        later.reset();
        int plies = 0, settledByEvaluation = 0, leftLazy = 0, readLater = 0;
        randomGames(v, 1, 200, 41, [&](Game&, const Move& m, const Position&) {
            Position::Undo undoAtOnce, undoLater;
            atOnce.make(m, undoAtOnce);
            const EvalAccumulator::Terms kept = atOnce.terms();
            later.make(m, undoLater);
            for (Side side : {kBlack, kWhite}) {
                ASSERT_EQ(later.material(side), kept.material[side]);
                ASSERT_EQ(later.pull(side), kept.pull[side]);
            }
            const int alpha = std::uniform_int_distribution<int>(-600, 600)(rng);
            const int beta = alpha + std::uniform_int_distribution<int>(1, 300)(rng);
            if (rng() % 4 != 0) {
                bool exactAtOnce = false, exactLater = false;
                const int score = eval.evaluate(atOnce, alpha, beta, exactAtOnce);
                ASSERT_EQ(eval.evaluate(later, alpha, beta, exactLater), score) << "ply " << plies;
                ASSERT_EQ(exactLater, exactAtOnce);
                (exactLater ? settledByEvaluation : leftLazy) += 1;
            }
            if (rng() % 5 == 0) {
                ++readLater;
                ASSERT_EQ(later.mobility(kBlack), kept.mobility[kBlack]) << "ply " << plies;
                ASSERT_EQ(later.mobility(kWhite), kept.mobility[kWhite]) << "ply " << plies;
            }
            ++plies;
        });
        EXPECT_GT(settledByEvaluation, 0);  // every way was taken
        EXPECT_GT(leftLazy, 0);
        EXPECT_GT(readLater, 0);
        for (Side side : {kBlack, kWhite}) EXPECT_EQ(later.mobility(side), atOnce.mobility(side));
    }
}

// The pull is counted again after every move that starts or ends on a royal's cell: random
// games of the variants that keep it, where the royals make half the moves they can; the
// evaluation from the kept terms is the full one, mop-up included.
TEST(EvalFeatures, KeptPullFollowsTheRoyals) {
    std::mt19937_64 rng(15);
    for (const char* id : kVariantIds) {
        const Variant& v = variant(id);
        const Evaluator eval(v);
        if (!eval.profile().keepPull) continue;
        SCOPED_TRACE(id);
        Game game(v);
        Position pos = game.position();
        EvalAccumulator acc(eval, pos);
        acc.reset();
        int royalMoves = 0, mopUps = 0;
        for (int ply = 0; ply < 300 && !game.result().over(); ++ply) {
            std::vector<Move> royal;
            for (const Move& m : game.legalMoves())
                if (!m.isDrop() && v.kind(cellKind(pos.cell(m.from))).royal) royal.push_back(m);
            const MoveList& all = game.legalMoves();
            const Move m = !royal.empty() && rng() % 2 ? royal[rng() % royal.size()] : all[rng() % all.size()];
            royalMoves += !m.isDrop() && v.kind(cellKind(pos.cell(m.from))).royal;
            ASSERT_TRUE(game.play(m));
            Position::Undo undo;
            acc.make(m, undo);
            for (Side side : {kBlack, kWhite})
                ASSERT_EQ(acc.pull(side), eval.mopUp().pullOf(pos, side)) << "ply " << ply;
            bool exact = false;
            EXPECT_EQ(eval.evaluate(acc, -Evaluator::kNoBound, Evaluator::kNoBound, exact), eval.evaluate(pos));
            mopUps += eval.features(pos)[kMopUp] != 0;
        }
        EXPECT_GT(royalMoves, 50);
        EXPECT_GT(mopUps, 20);  // the games ran far enough ahead for the mop-up to count
    }
}

// With more royals than the pull looks at (four), which four follows the special list's
// order, which a move touching no royal changes: the evaluation counts the pull then. Five
// White Kings and a Lion listed among them; the Lion's move puts the last King (s19) in its
// place in the list, so the King on s1, next to Black's Golds and Lions, drops out of the four.
TEST(EvalFeatures, PullWithFiveRoyalsIsCounted) {
    const Position before = placed("maka-dai-dai",
                                   {{"a19", "k"}, {"j10", "ln"}, {"c19", "k"}, {"e19", "k"}, {"s1", "k"},
                                    {"s19", "k"}, {"j1", "K"}, {"p2", "G"}, {"q2", "G"}, {"r2", "G"}, {"s2", "G"},
                                    {"p3", "G"}, {"q3", "G"}, {"r3", "G"}, {"s3", "G"}, {"p4", "LN"}, {"q4", "LN"},
                                    {"r4", "LN"}},
                                   kWhite);
    const Evaluator eval(before.variant());
    ASSERT_TRUE(eval.profile().keepPull);
    MoveList moves;
    generateMovesFrom(before, sq(before, "j10"), moves);
    const auto step = std::find_if(moves.begin(), moves.end(), [&](const Move& m) { return m.to == sq(before, "j9"); });
    ASSERT_NE(step, moves.end());
    Position pos = before;
    EvalAccumulator acc(eval, pos);
    acc.reset();
    Position::Undo undo;
    acc.make(*step, undo);
    ASSERT_GT(eval.features(pos)[kMopUp], 0);  // Black, to move, is far ahead
    bool exact = false;
    EXPECT_EQ(eval.evaluate(acc, -Evaluator::kNoBound, Evaluator::kNoBound, exact), eval.evaluate(pos));
}

}  // namespace
}  // namespace shogi::test
