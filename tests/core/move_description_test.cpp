#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "pieces/MoveDescription.h"

using namespace shogi;

namespace {

MoveDescription parse(const char* text) {
    MoveDescription d;
    std::string error;
    EXPECT_TRUE(parseMoveDescription(text, d, error)) << error;
    return d;
}

std::set<std::pair<int, int>> vectors(const MoveDescription& d) {
    std::set<std::pair<int, int>> out;
    for (const auto& v : d.vectors) out.insert({v.dx, v.dy});
    return out;
}

using V = std::set<std::pair<int, int>>;

}  // namespace

TEST(MoveDescription, LeapersAndDirections) {
    EXPECT_EQ(vectors(parse("W")), (V{{0, 1}, {0, -1}, {1, 0}, {-1, 0}}));
    EXPECT_EQ(vectors(parse("fW")), (V{{0, 1}}));
    EXPECT_EQ(vectors(parse("fbW")), (V{{0, 1}, {0, -1}}));
    EXPECT_EQ(vectors(parse("fF")), (V{{1, 1}, {-1, 1}}));
    EXPECT_EQ(vectors(parse("rbF")), (V{{1, -1}}));
    EXPECT_EQ(vectors(parse("ffN")), (V{{1, 2}, {-1, 2}}));
    EXPECT_EQ(vectors(parse("fsN")), (V{{2, 1}, {-2, 1}}));
    EXPECT_EQ(vectors(parse("WfF")), (V{{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {-1, 1}}));
    EXPECT_EQ(vectors(parse("fKsW")), (V{{0, 1}, {1, 1}, {-1, 1}, {1, 0}, {-1, 0}}));
    EXPECT_EQ(vectors(parse("D")).size(), 4u);
    EXPECT_EQ(vectors(parse("A")).size(), 4u);
    EXPECT_EQ(vectors(parse("N")).size(), 8u);
}

TEST(MoveDescription, SlidersAndRanges) {
    auto rook = parse("R");
    ASSERT_EQ(rook.vectors.size(), 4u);
    for (const auto& v : rook.vectors) EXPECT_EQ(v.range, kUnlimited);
    auto w2 = parse("W2");
    for (const auto& v : w2.vectors) EXPECT_EQ(v.range, 2);
    auto doubled = parse("FF");
    for (const auto& v : doubled.vectors) EXPECT_EQ(v.range, kUnlimited);
    auto lance = parse("fR");
    ASSERT_EQ(lance.vectors.size(), 1u);
    EXPECT_EQ(lance.vectors[0].dy, 1);
    auto jump = parse("jQ3");
    ASSERT_EQ(jump.vectors.size(), 8u);
    EXPECT_EQ(jump.vectors[0].skip, 1);
    EXPECT_EQ(jump.vectors[0].range, 3);
}

TEST(MoveDescription, ModesRestrictMoveOrCapture) {
    auto m = parse("mW");
    for (const auto& v : m.vectors) EXPECT_EQ(v.modes, kModeMove);
    auto c = parse("cF");
    for (const auto& v : c.vectors) EXPECT_EQ(v.modes, kModeCapture);
}

TEST(MoveDescription, MultiLegPatterns) {
    auto lion = parse("KNADcaKmabK");
    ASSERT_EQ(lion.patterns.size(), 2u);
    const auto& igui = lion.patterns[0];
    ASSERT_EQ(igui.legs.size(), 2u);
    EXPECT_EQ(igui.legs[0].modes, kModeCapture);
    EXPECT_EQ(igui.legs[0].directions, 0xFF);
    EXPECT_EQ(igui.legs[1].directions, 0xFF);  // any direction, back included
    EXPECT_EQ(igui.legs[1].modes, kModeMove | kModeCapture);
    const auto& pass = lion.patterns[1];
    EXPECT_EQ(pass.legs[0].modes, kModeMove);
    EXPECT_EQ(pass.legs[1].directions, 1u << 4);  // straight back

    auto hook = parse("RasR");
    ASSERT_EQ(hook.patterns.size(), 1u);
    EXPECT_EQ(hook.patterns[0].legs[0].range, kUnlimited);
    EXPECT_EQ(hook.patterns[0].legs[0].directions, 0x55);        // the four orthogonals
    EXPECT_EQ(hook.patterns[0].legs[1].directions, (1u << 2) | (1u << 6));  // a quarter turn

    auto dog = parse("mcpafmcpafK");
    ASSERT_EQ(dog.patterns.size(), 1u);
    ASSERT_EQ(dog.patterns[0].legs.size(), 3u);
    EXPECT_EQ(dog.patterns[0].legs[0].modes, kModeMove | kModeCapture | kModeHop);
    EXPECT_EQ(dog.patterns[0].legs[1].directions, 1u);
}

TEST(MoveDescription, RejectsMalformedTextWithItsPosition) {
    MoveDescription d;
    std::string error;
    EXPECT_FALSE(parseMoveDescription("fX", d, error));
    EXPECT_NE(error.find("character 2"), std::string::npos) << error;
    EXPECT_FALSE(parseMoveDescription("fW q", d, error));
    EXPECT_FALSE(parseMoveDescription("ff", d, error));
    EXPECT_NE(error.find("without a piece letter"), std::string::npos) << error;
    EXPECT_FALSE(parseMoveDescription("", d, error));
    EXPECT_FALSE(parseMoveDescription("pW", d, error));       // a hop needs a following leg
    EXPECT_FALSE(parseMoveDescription("cacapaK", d, error));   // at most three legs
    EXPECT_FALSE(parseMoveDescription("jW", d, error));        // a jump needs a longer range
}

TEST(MoveDescription, SpacesSeparateItemsSoJoinedTextsKeepTheirMeaning) {
    auto joined = parse("KNADcaKmabK KADGH");
    for (const auto& v : joined.vectors) EXPECT_EQ(v.range, 1) << v.dx << "," << v.dy;
    auto doubled = parse("KK");
    for (const auto& v : doubled.vectors) EXPECT_EQ(v.range, kUnlimited);
}
