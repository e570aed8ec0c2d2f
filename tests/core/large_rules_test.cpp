// Rules of the large variants: promotion by capture and contagion (R6), royals and the end
// of the game (R9), Hook Shogi's passes, and start-position perft.
#include <gtest/gtest.h>

#include "GamePlay.h"
#include "perft/Perft.h"
#include "record/GameText.h"

using namespace shogi;
using test::movesFrom;
using test::placed;
using Texts = std::set<std::string>;

namespace {

// The kind code of the piece on a square after playing `text` from `pos`.
std::string kindAfter(const Position& pos, const std::string& text, const std::string& square) {
    Game game(pos.variant(), pos);
    std::string error;
    auto m = parseMove(game, text, error);
    if (!m) return "illegal: " + error;
    game.play(*m);
    const Cell c = game.position().cell(test::sq(game.position(), square));
    return isPiece(c) ? game.variant().kind(cellKind(c)).code : "empty";
}

Texts capturesOn(const Position& pos, const std::string& from, const std::string& target) {
    Texts out;
    for (const auto& t : movesFrom(pos, from))
        if (t.find("x" + target) != std::string::npos) out.insert(t);
    return out;
}

}  // namespace

// --- R6: promotion by capture ---

TEST(PromotionByCapture, OptionalInMacadamiaUnlessTheVictimWasPromoted) {
    const Position plain = placed("macadamia", {{"e5", "G"}, {"e6", "p"}, {"a1", "K"}, {"m13", "k"}});
    EXPECT_EQ(capturesOn(plain, "e5", "e6"), (Texts{"e5xe6", "e5xe6+"}));
    EXPECT_EQ(kindAfter(plain, "e5xe6+", "e6"), "+G");   // Running Gold
    const Position promoted = placed("macadamia", {{"e5", "G"}, {"e6", "+p"}, {"a1", "K"}, {"m13", "k"}});
    EXPECT_EQ(capturesOn(promoted, "e5", "e6"), (Texts{"e5xe6+"}));
    // Moves without a capture never promote.
    for (const auto& t : movesFrom(plain, "e5")) EXPECT_TRUE(t.back() != '+' || t.find('x') != std::string::npos) << t;
}

TEST(PromotionByCapture, ForcedForEveryCaptureInHookShogi) {
    const Position pos = placed("hook", {{"e5", "G"}, {"e6", "p"}, {"a1", "K"}, {"p16", "k"}});
    EXPECT_EQ(capturesOn(pos, "e5", "e6"), (Texts{"e5xe6+"}));
    EXPECT_EQ(kindAfter(pos, "e5xe6+", "e6"), "+G");   // the Rook face
    // The King has no promoted form and captures as it is.
    const Position king = placed("hook", {{"e5", "K"}, {"e6", "p"}, {"p16", "k"}});
    EXPECT_EQ(capturesOn(king, "e5", "e6"), (Texts{"e5xe6"}));
    // A promoted piece does not promote again.
    const Position rook = placed("hook", {{"e5", "+G"}, {"e6", "p"}, {"a1", "K"}, {"p16", "k"}});
    EXPECT_EQ(capturesOn(rook, "e5", "e6"), (Texts{"e5xe6"}));
}

TEST(Contagion, CapturingADevaMakesATeachingKingEvenOfAPromotedPiece) {
    const Position gold = placed("maka-dai-dai", {{"e5", "G"}, {"e6", "dv"}, {"a1", "K"}, {"s19", "k"}});
    EXPECT_EQ(capturesOn(gold, "e5", "e6"), (Texts{"e5xe6+"}));
    EXPECT_EQ(kindAfter(gold, "e5xe6+", "e6"), "+DV");
    const Position freeGold = placed("maka-dai-dai", {{"e5", "+G"}, {"e6", "+ds"}, {"a1", "K"}, {"s19", "k"}});
    EXPECT_EQ(capturesOn(freeGold, "e5", "e6"), (Texts{"e5xe6+"}));
    EXPECT_EQ(kindAfter(freeGold, "e5xe6+", "e6"), "+DS");
    // A Teaching King that captures a Teaching King stays one: no change of face.
    const Position tk = placed("maka-dai-dai", {{"e5", "+DV"}, {"e6", "+dv"}, {"a1", "K"}, {"s19", "k"}});
    EXPECT_TRUE(capturesOn(tk, "e5", "e6").count("e5xe6"));
}

TEST(Contagion, TheLastContagiousPieceCapturedDecides) {
    const Position a = placed("maka-dai-dai", {{"e5", "LN"}, {"e6", "dv"}, {"e7", "ds"}, {"a1", "K"}, {"s19", "k"}});
    EXPECT_EQ(kindAfter(a, "e5xe6xe7+", "e7"), "+DS");
    const Position b = placed("maka-dai-dai", {{"e5", "LN"}, {"e6", "ds"}, {"e7", "dv"}, {"a1", "K"}, {"s19", "k"}});
    EXPECT_EQ(kindAfter(b, "e5xe6xe7+", "e7"), "+DV");
    // Macadamia's Wolf going out two and back one: the farther piece was taken last.
    const Position wolf = placed("macadamia", {{"e5", "W"}, {"e6", "pi"}, {"e7", "pr"}, {"a1", "K"}, {"m13", "k"}});
    EXPECT_EQ(kindAfter(wolf, "e5xe6xe7-e6+", "e6"), "+PR");   // Saint
}

TEST(Contagion, RoyalsAndWouldBeRoyalsFollowTheirOwnPromotion) {
    const Position king = placed("maka-dai-dai", {{"e5", "K"}, {"e6", "dv"}, {"s19", "k"}});
    EXPECT_EQ(capturesOn(king, "e5", "e6"), (Texts{"e5xe6", "e5xe6+"}));
    EXPECT_EQ(kindAfter(king, "e5xe6+", "e6"), "+K");        // Emperor
    const Position elephant = placed("maka-dai-dai", {{"e5", "DE"}, {"e6", "ds"}, {"a1", "K"}, {"s19", "k"}});
    EXPECT_EQ(kindAfter(elephant, "e5xe6+", "e6"), "+DE");   // Prince
    EXPECT_EQ(kindAfter(elephant, "e5xe6", "e6"), "DE");
    const Position prince = placed("maka-dai-dai", {{"e5", "+DE"}, {"e6", "dv"}, {"a1", "K"}, {"s19", "k"}});
    EXPECT_EQ(capturesOn(prince, "e5", "e6"), (Texts{"e5xe6"}));
    const Position macElephant = placed("macadamia", {{"e5", "E"}, {"e6", "pr"}, {"a1", "K"}, {"m13", "k"}});
    EXPECT_EQ(capturesOn(macElephant, "e5", "e6"), (Texts{"e5xe6", "e5xe6+"}));
    EXPECT_EQ(kindAfter(macElephant, "e5xe6+", "e6"), "+E");   // a second King
    const Position hookElephant = placed("hook", {{"e5", "DE"}, {"e6", "dv"}, {"a1", "K"}, {"p16", "k"}});
    EXPECT_EQ(kindAfter(hookElephant, "e5xe6+", "e6"), "+DE");  // Prince, not Teaching King
    // A Tengu has no promotion of its own but catches the contagion.
    const Position tengu = placed("hook", {{"e5", "TG"}, {"e6", "dv"}, {"a1", "K"}, {"p16", "k"}});
    EXPECT_EQ(kindAfter(tengu, "e5xe6+", "e6"), "+DV");
}

// --- R9: royals and the end of the game ---

TEST(Royals, MacadamiaGameGoesOnWhileASecondKingRemains) {
    Game game(test::variant("macadamia"),
              placed("macadamia", {{"a1", "R"}, {"m1", "Q"}, {"g1", "K"}, {"a13", "k"}, {"m13", "+e"}, {"f10", "p"}}));
    test::play(game, {"a1xa13"});
    EXPECT_FALSE(game.result().over());
    test::play(game, {"f10-f9", "m1xm13"});
    EXPECT_EQ(game.result(), winFor(kBlack, EndReason::RoyalCaptured));
}

TEST(Royals, ExposingOneOfTwoRoyalsIsNotExposingTheLast) {
    Game game(test::variant("macadamia"),
              placed("macadamia", {{"e5", "K"}, {"h1", "+E"}, {"e8", "r"}, {"m13", "k"}, {"m12", "p"}}));
    for (const auto& pm : game.pieceMoves(test::sq(game.position(), "e5"))) EXPECT_FALSE(pm.exposesRoyal) << moveText(game, pm.move);
}

TEST(Royals, MakaPrinceKeepsTheGameGoing) {
    Game game(test::variant("maka-dai-dai"),
              placed("maka-dai-dai", {{"a1", "R"}, {"j1", "K"}, {"a19", "k"}, {"s19", "+de"}, {"s10", "p"}}));
    test::play(game, {"a1xa19"});
    EXPECT_FALSE(game.result().over());
}

TEST(Royals, CheckmateIsDeclaredUnderRoyalCapture) {
    Game game(test::variant("maka-dai-dai"),
              placed("maka-dai-dai", {{"a1", "L"}, {"b1", "RV"}, {"j1", "K"}, {"a19", "k"}, {"s10", "p"}}, kWhite));
    EXPECT_EQ(game.result(), winFor(kBlack, EndReason::Checkmate));
}

TEST(HookShogi, NoLegalMoveLosesEvenWhenTheKingIsSafe) {
    // Black's King is boxed in by its own Pawns, which are all blocked.
    std::string error;
    std::string ranks;
    for (int rank = 16; rank >= 1; --rank) {
        if (rank == 16) ranks += "P,P,13,k";
        else if (rank == 1) ranks += "K,P,14";
        else ranks += "P,P,14";
        if (rank > 1) ranks += "/";
    }
    auto parsed = parsePosition(test::variant("hook"), ranks + " b -", error);
    ASSERT_TRUE(parsed) << error;
    Game game(test::variant("hook"), *parsed);
    EXPECT_FALSE(game.inCheck());
    EXPECT_EQ(game.result(), winFor(kWhite, EndReason::NoLegalMoves));
}

TEST(HookShogi, NoSidePassesTwiceInARow) {
    Game game(test::variant("hook"),
              placed("hook", {{"h8", "LN"}, {"a1", "K"}, {"p16", "k"}, {"p10", "p"}}));
    test::play(game, {"h8-h8"});
    EXPECT_NE(formatPosition(game.position()).find(" P"), std::string::npos);  // the flag is in the text
    test::play(game, {"p10-p9"});
    for (const Move& m : game.legalMoves()) EXPECT_FALSE(m.isPass()) << moveText(game, m);
    test::play(game, {"h8-h9", "p9-p8"});
    bool passAgain = false;
    for (const Move& m : game.legalMoves()) passAgain |= m.isPass();
    EXPECT_TRUE(passAgain);
    // Other variants have no such rule.
    const Position mac = placed("macadamia", {{"h8", "LN"}, {"a1", "K"}, {"m13", "k"}});
    std::string error;
    auto flagged = parsePosition(test::variant("macadamia"), formatPosition(mac) + " P", error);
    ASSERT_TRUE(flagged) << error;
    EXPECT_TRUE(movesFrom(*flagged, "h8").count("h8-h8"));
}

// --- Start positions ---

TEST(LargePerft, StartPositions) {
    struct Case {
        const char* id;
        std::uint64_t d1, d2, d3;
    };
    // Depth 1 checked by hand (docs/rules-notes.md); depth 2 is its square because the armies
    // do not touch in two plies; depth 3 pins the generator.
    for (const Case& c : {Case{"macadamia", 50, 2500, 127454}, Case{"hook", 58, 3364, 206695},
                          Case{"maka-dai-dai", 78, 6084, 499102}}) {
        Position pos = startPosition(test::variant(c.id));
        EXPECT_EQ(perft(pos, 1), c.d1) << c.id;
        EXPECT_EQ(perft(pos, 2), c.d2) << c.id;
        EXPECT_EQ(perft(pos, 3), c.d3) << c.id;
    }
}

TEST(Repetition, FourthOccurrenceEndsAHookGame) {
    Game game(test::variant("hook"), placed("hook", {{"a1", "K"}, {"a5", "P"}, {"p16", "k"}, {"p12", "p"}}));
    for (int cycle = 0; cycle < 3; ++cycle) {
        ASSERT_FALSE(game.result().over());
        test::play(game, {"a1-b1", "p16-o16", "b1-a1"});
        ASSERT_FALSE(game.result().over());
        test::play(game, {"o16-p16"});
    }
    EXPECT_EQ(game.result(), (GameResult{Outcome::Draw, EndReason::Repetition}));
}

// R10 counts positions, and the "passed on the previous turn" flag belongs to the position
// only where a rule reads it: Hook's ban on two passes in a row. Elsewhere a pass leaves the
// same position as any other way to the same board and side to move.
TEST(Repetition, PassesRepeatThePositionWhereNoRuleReadsTheFlag) {
    for (const char* id : {"maka-dai-dai", "macadamia"}) {
        SCOPED_TRACE(id);
        Game game(test::variant(id), placed(id, {{"g7", "LN"}, {"a1", "K"}, {"g10", "ln"}, {"m13", "k"}}));
        // Both Lions pass, three times: the start occurs for the fourth time at ply 6.
        for (int ply = 0; ply < 5; ++ply) {
            test::play(game, {ply % 2 == 0 ? "g7-g7" : "g10-g10"});
            ASSERT_FALSE(game.result().over()) << "ply " << ply + 1;
        }
        test::play(game, {"g10-g10"});
        EXPECT_EQ(game.result(), (GameResult{Outcome::Draw, EndReason::Repetition}));
    }
}

TEST(Repetition, APassIsTheSamePositionAsAnyOtherWayThereWithoutThePassRule) {
    for (const char* id : {"maka-dai-dai", "macadamia", "hook"}) {
        SCOPED_TRACE(id);
        const bool passRule = test::variant(id).rules().noDoublePass;
        // The board after Black's Lion passes, and the same board with White to move reached otherwise.
        Position passed = placed(id, {{"g7", "LN"}, {"a1", "K"}, {"m13", "k"}});
        Game game(passed.variant(), passed);
        test::play(game, {"g7-g7"});
        const Position same = placed(id, {{"g7", "LN"}, {"a1", "K"}, {"m13", "k"}}, kWhite);
        EXPECT_EQ(game.position().passedLastTurn(kBlack), passRule);
        EXPECT_EQ(game.position() == same, !passRule);
        EXPECT_EQ(game.position().hash() == same.hash(), !passRule);
        EXPECT_EQ(game.position().hash(), game.position().computeHash());
    }
}

TEST(Repetition, PassesAlternatingWithKingMovesRepeatTheStart) {
    // Macadamia: Black's Lion passes at every turn while White's King goes out and back. The
    // start recurs every four plies and occurs a fourth time at ply 12 (were the flag part of
    // the position, the start would never recur, and the game would end a ply later).
    Game game(test::variant("macadamia"), placed("macadamia", {{"g7", "LN"}, {"a1", "K"}, {"m13", "k"}, {"m10", "p"}}));
    for (int cycle = 0; cycle < 3; ++cycle) {
        ASSERT_FALSE(game.result().over());
        test::play(game, {"g7-g7", "m13-l13", "g7-g7"});
        ASSERT_FALSE(game.result().over());
        test::play(game, {"l13-m13"});
    }
    EXPECT_EQ(game.result(), (GameResult{Outcome::Draw, EndReason::Repetition}));
}
