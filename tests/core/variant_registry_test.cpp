// The registry: a variant is data registered through one function. This test adds a small
// variant of its own through the same path the built-in ones take, and plays it.
#include <gtest/gtest.h>

#include <stdexcept>

#include "TestSupport.h"
#include "record/GameText.h"
#include "variants/PieceMoves.h"

using namespace shogi;

namespace {

constexpr PieceType kTinyPieces[] = {
    {"K", "King", "玉将", "gyokushō", "K", nullptr, "", kRoyal},
    {"LN", "Lion", "獅子", "shishi", kLionMoves, nullptr, "", 0},
    {"G", "Gold General", "金将", "kinshō", "WfF", nullptr, "", 0},
    {"P", "Pawn", "歩兵", "fuhyō", "fW", nullptr, "G", 0},
};

// 5x6, Lions in the middle, royal capture, promotion on entering the last rank.
const VariantDef& tinyLionShogi() {
    static const VariantDef def{
        "tiny-lion", "Tiny Lion Shogi", "小獅子将棋", 5, 6, kTinyPieces,
        "g,1,k,1,g/2,ln,2/p,p,p,p,p/P,P,P,P,P/2,LN,2/G,1,K,1,G b -",
        {.promotion = PromotionRule::Zone, .zoneDepth = 1, .royal = RoyalRule::RoyalCapture},
    };
    return def;
}

constexpr PieceType kBrokenPieces[] = {
    {"K", "King", "玉将", "gyokushō", "K", nullptr, "", kRoyal},
    {"X", "Broken", "壊", "kowa", "fW?", nullptr, "", 0},
};

}  // namespace

TEST(VariantRegistry, ATestVariantRegistersAndPlaysLikeTheBuiltInOnes) {
    const std::size_t before = allVariants().size();
    const Variant& tiny = registerVariant(tinyLionShogi());
    ASSERT_EQ(allVariants().size(), before + 1);
    EXPECT_EQ(findVariant("tiny-lion"), &tiny);
    // Smallest board first: after Micro (4x5), before every 13x13 variant.
    EXPECT_EQ(std::string(allVariants()[0]->id()), "micro");
    EXPECT_EQ(allVariants()[1], &tiny);

    // A whole game through Game: seeded random legal moves until it ends (or 400 plies),
    // then every move taken back.
    Game game(tiny);
    EXPECT_EQ(formatPosition(game.position()), tinyLionShogi().setup);
    std::uint64_t seed = 7;
    while (!game.result().over() && game.moves().size() < 400) {
        const MoveList& legal = game.legalMoves();
        ASSERT_FALSE(legal.empty());
        seed = seed * 6364136223846793005ull + 1442695040888963407ull;
        ASSERT_TRUE(game.play(legal[(seed >> 33) % legal.size()]));
    }
    EXPECT_TRUE(game.result().over()) << formatPosition(game.position());
    while (game.undo()) {}
    EXPECT_TRUE(game.position() == startPosition(tiny));

    // Its Lion is every variant's Lion: a double capture, then the King taken ends the game.
    Game lion(tiny, test::position("tiny-lion", "5/2,k,2/2,p,2/2,p,2/2,LN,2/2,K,2 b -"));
    std::string error;
    const auto twoPawns = parseMove(lion, "c2xc3xc4", error);
    ASSERT_TRUE(twoPawns) << error;
    ASSERT_TRUE(lion.play(*twoPawns));
    const auto pass = parseMove(lion, "c5-c5", error);  // the King has no Lion power
    EXPECT_FALSE(pass);
    const auto step = parseMove(lion, "c5-b5", error);
    ASSERT_TRUE(step) << error;
    ASSERT_TRUE(lion.play(*step));
    const auto royal = parseMove(lion, "c4xb5", error);
    ASSERT_TRUE(royal) << error;
    ASSERT_TRUE(lion.play(*royal));
    EXPECT_EQ(lion.result(), winFor(kBlack, EndReason::RoyalCaptured));
}

TEST(VariantRegistry, ATakenIdOrABrokenTableIsRefusedByName) {
    EXPECT_THROW(registerVariant(test::variant("micro").def()), std::logic_error);
    static const VariantDef broken{"broken", "Broken Shogi", "壊将棋", 5, 5, kBrokenPieces, "2,k,2/5/5/5/2,K,2 b -", {}};
    try {
        registerVariant(broken);
        FAIL() << "a table with a bad move text was registered";
    } catch (const std::logic_error& e) {
        EXPECT_NE(std::string(e.what()).find("broken"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("X"), std::string::npos) << e.what();
    }
    EXPECT_EQ(findVariant("broken"), nullptr);
}
