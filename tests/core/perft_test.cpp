#include <gtest/gtest.h>

#include "TestSupport.h"
#include "perft/Perft.h"

using namespace shogi;

// Expected counts were computed by two independent programs: this library and a separate
// straightforward implementation of the same rules written for the purpose.
TEST(Perft, MicroStartPosition) {
    Position pos = startPosition(test::variant("micro"));
    const std::uint64_t expected[] = {1, 9, 80, 767, 7220, 70755};
    for (int depth = 0; depth <= 5; ++depth) EXPECT_EQ(perft(pos, depth), expected[depth]) << "depth " << depth;
}

// The count published by an independent engine (71328) is for rules that let a piece be
// dropped where it could never move. With that switch on, this generator agrees; the 573
// extra moves are exactly those drops, which R8 forbids.
TEST(Perft, MicroMatchesThePublishedCountWithoutTheDeadDropRule) {
    VariantDef relaxed = test::variant("micro").def();
    relaxed.rules.deadDrops = true;
    const Variant v(relaxed);
    Position pos = startPosition(v);
    EXPECT_EQ(perft(pos, 5), 71328u);
}

TEST(Perft, HeianDaiStartPosition) {
    Position pos = startPosition(test::variant("heian-dai"));
    EXPECT_EQ(perft(pos, 1), 29u);  // hand count in docs/rules-notes.md
    EXPECT_EQ(perft(pos, 2), 841u);
    EXPECT_EQ(perft(pos, 3), 25085u);
}

TEST(Perft, DivideSumsToPerft) {
    Position pos = startPosition(test::variant("heian-dai"));
    std::uint64_t sum = 0;
    const auto divide = perftDivide(pos, 2);
    for (const auto& [move, n] : divide) sum += n;
    EXPECT_EQ(divide.size(), 29u);
    EXPECT_EQ(sum, perft(pos, 2));
}

TEST(Perft, StopsWhereTheGameIsOver) {
    // White's King is gone: nothing follows.
    Position pos = test::position("heian-dai", "13/13/13/13/13/13/13/13/13/13/13/13/5,P,K,6 w -");
    EXPECT_EQ(perft(pos, 2), 0u);
}
