// The parts a move diagram draws and the words describe (describe/MoveComponents.h,
// describe/MoveWords.h): hand-written expectations for the pieces with special moves, and for
// every face of every variant the check that the parts cover exactly what the move generator
// plays on an empty board.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <ostream>

#include "TestSupport.h"
#include "movegen/Reach.h"
#include "describe/MoveComponents.h"
#include "describe/MoveWords.h"

using namespace shogi;

namespace shogi {
// Offsets print as "(dx,dy)" in failure messages.
void PrintTo(Offset o, std::ostream* os) { *os << "(" << o.dx << "," << o.dy << ")"; }
}  // namespace shogi

namespace {

constexpr std::uint8_t kAll = 0xFF, kOrthogonal = 0x55, kDiagonal = 0xAA;
constexpr std::uint8_t kForwardDiagonals = 0x82, kBackwardDiagonals = 0x28, kSideTurns = 0x44;
constexpr std::uint8_t kBoth = kModeMove | kModeCapture;

std::vector<MoveComponent> partsOf(const char* variantId, const char* code) {
    const Variant& v = test::variant(variantId);
    const int kind = v.kindByCode(code);
    EXPECT_GE(kind, 0) << variantId << " " << code;
    return kind < 0 ? std::vector<MoveComponent>{} : moveComponents(v, kind);
}

std::vector<Offset> ring(int n) {
    std::vector<Offset> out;
    for (int dy = -n; dy <= n; ++dy)
        for (int dx = -n; dx <= n; ++dx)
            if (std::max(std::abs(dx), std::abs(dy)) == n) out.push_back({dx, dy});
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<int> hookClassTypes(const Variant& v) {
    std::vector<int> out;
    for (int t = 0; t < v.typeCount(); ++t)
        if (v.type(t).has(kHookClass)) out.push_back(t);
    return out;
}

}  // namespace

TEST(DiagramComponents, LionIsOneDoubleMoveOverTheFiveByFiveArea) {
    for (const char* variant : {"macadamia", "hook", "maka-dai-dai"}) {
        const auto parts = partsOf(variant, "LN");
        ASSERT_EQ(parts.size(), 1u) << variant;
        const MoveComponent& lion = parts[0];
        EXPECT_EQ(lion.type, ComponentType::DoubleMove);
        EXPECT_EQ(lion.directions, kAll);
        EXPECT_EQ(lion.turns, kAll);
        EXPECT_EQ(lion.steps, 2);
        EXPECT_EQ(lion.offsets, ring(2));  // the sixteen squares two steps away
        EXPECT_TRUE(lion.leaps);
        EXPECT_TRUE(lion.multiCapture);
        EXPECT_TRUE(lion.igui);
        EXPECT_TRUE(lion.pass);
    }
}

TEST(DiagramComponents, LionDogIsThreeStepsAlongEveryLine) {
    for (const auto& [variant, code] : {std::pair{"maka-dai-dai", "LD"}, {"hook", "LD"}, {"macadamia", "W"}}) {
        const auto parts = partsOf(variant, code);
        ASSERT_EQ(parts.size(), 1u) << variant;
        const MoveComponent& dog = parts[0];
        EXPECT_EQ(dog.type, ComponentType::LineMove);
        EXPECT_EQ(dog.directions, kAll);
        EXPECT_EQ(dog.steps, 3);
        EXPECT_TRUE(dog.leaps);  // to the second and third squares over anything between
        EXPECT_TRUE(dog.multiCapture);
        EXPECT_TRUE(dog.igui);
        EXPECT_TRUE(dog.pass);
    }
}

TEST(DiagramComponents, HookMoverIsARookSlideAndAHookThatSparesHookClassInHookShogi) {
    const auto maka = partsOf("maka-dai-dai", "HM");
    ASSERT_EQ(maka.size(), 2u);
    EXPECT_EQ(maka[0].type, ComponentType::Slide);
    EXPECT_EQ(maka[0].directions, kOrthogonal);
    EXPECT_EQ(maka[0].range, kUnlimited);
    EXPECT_EQ(maka[1].type, ComponentType::Hook);
    EXPECT_EQ(maka[1].directions, kOrthogonal);
    EXPECT_EQ(maka[1].turns, kSideTurns);
    EXPECT_EQ(maka[1].range, kUnlimited);

    const auto hook = partsOf("hook", "HM");
    ASSERT_EQ(hook.size(), 3u);
    EXPECT_EQ(hook[1].type, ComponentType::Hook);
    EXPECT_EQ(hook[2].type, ComponentType::CaptureLimit);
    EXPECT_EQ(hook[2].spared, hookClassTypes(test::variant("hook")));
    EXPECT_EQ(hook[2].spared.size(), 4u);  // Peacock, Capricorn, Tengu, Hook Mover
}

TEST(DiagramComponents, CapricornIsABishopSlideAndAHook) {
    for (const auto& [variant, code] : {std::pair{"maka-dai-dai", "CA"}, {"macadamia", "CA"}, {"hook", "CA"}}) {
        const auto parts = partsOf(variant, code);
        ASSERT_GE(parts.size(), 2u) << variant;
        EXPECT_EQ(parts[0].type, ComponentType::Slide);
        EXPECT_EQ(parts[0].directions, kDiagonal);
        EXPECT_EQ(parts[0].range, kUnlimited);
        EXPECT_EQ(parts[1].type, ComponentType::Hook);
        EXPECT_EQ(parts[1].directions, kDiagonal);
        EXPECT_EQ(parts[1].turns, kSideTurns);
    }
}

TEST(DiagramComponents, EmperorReachesEveryEmptySquare) {
    for (const char* variant : {"maka-dai-dai", "macadamia"}) {
        const auto parts = partsOf(variant, "+K");
        ASSERT_EQ(parts.size(), 1u) << variant;
        EXPECT_EQ(parts[0].type, ComponentType::Universal);
        EXPECT_EQ(componentSquares(parts[0], 3).size(), 48u);  // every square of a 7x7 diagram but its own
    }
}

TEST(DiagramComponents, PeacockSlidesForwardTurnsOnceAndStepsBackTwo) {
    const auto parts = partsOf("hook", "PC");
    ASSERT_EQ(parts.size(), 4u);
    EXPECT_EQ(parts[0].type, ComponentType::Slide);
    EXPECT_EQ(parts[0].directions, kForwardDiagonals);
    EXPECT_EQ(parts[0].range, kUnlimited);
    EXPECT_EQ(parts[1].type, ComponentType::Slide);
    EXPECT_EQ(parts[1].directions, kBackwardDiagonals);
    EXPECT_EQ(parts[1].range, 2);
    EXPECT_EQ(parts[2].type, ComponentType::Hook);
    EXPECT_EQ(parts[2].directions, kForwardDiagonals);
    EXPECT_EQ(parts[2].turns, kSideTurns);
    EXPECT_EQ(parts[3].type, ComponentType::CaptureLimit);
}

TEST(DiagramComponents, LimitedSlidersKeepTheirRange) {
    const auto sheDevil = partsOf("maka-dai-dai", "SD");  // W5F2
    ASSERT_EQ(sheDevil.size(), 2u);
    EXPECT_EQ(sheDevil[0].type, ComponentType::Slide);
    EXPECT_EQ(sheDevil[0].directions, kOrthogonal);
    EXPECT_EQ(sheDevil[0].range, 5);
    EXPECT_EQ(sheDevil[1].type, ComponentType::Slide);
    EXPECT_EQ(sheDevil[1].directions, kDiagonal);
    EXPECT_EQ(sheDevil[1].range, 2);
    // A diagram of three squares each way shows the range-5 slide to its edge only.
    EXPECT_EQ(componentSquares(sheDevil[0], 3).size(), 12u);
    EXPECT_EQ(componentSquares(sheDevil[0], 9).size(), 20u);

    const auto freeDemon = partsOf("hook", "+SC");  // BsRvW5
    ASSERT_EQ(freeDemon.size(), 2u);
    EXPECT_EQ(freeDemon[0].range, kUnlimited);
    EXPECT_EQ(freeDemon[0].directions, kDiagonal | 0x44);
    EXPECT_EQ(freeDemon[1].range, 5);
    EXPECT_EQ(freeDemon[1].directions, 0x11);
}

TEST(DiagramComponents, JumpsLeapsAndTheEaglesStings) {
    const auto roaringDog = partsOf("hook", "RD");  // KjQ3
    ASSERT_EQ(roaringDog.size(), 2u);
    EXPECT_EQ(roaringDog[0].type, ComponentType::Step);
    EXPECT_EQ(roaringDog[1].type, ComponentType::JumpSlide);
    EXPECT_EQ(roaringDog[1].landings, 1u << 2);
    EXPECT_EQ(roaringDog[1].range, 3);

    const auto knight = partsOf("heian-dai", "N");
    ASSERT_EQ(knight.size(), 1u);
    EXPECT_EQ(knight[0].type, ComponentType::Leap);
    EXPECT_EQ(knight[0].offsets, (std::vector<Offset>{{-1, 2}, {1, 2}}));

    const auto freeEagle = partsOf("hook", "+Q");  // QADcaFmcabF: a Queen with a diagonal Lion
    ASSERT_EQ(freeEagle.size(), 2u);
    EXPECT_EQ(freeEagle[1].type, ComponentType::DoubleMove);
    EXPECT_EQ(freeEagle[1].directions, kDiagonal);
    EXPECT_EQ(freeEagle[1].offsets, (std::vector<Offset>{{-2, -2}, {-2, 0}, {-2, 2}, {0, -2}, {0, 2}, {2, -2}, {2, 0}, {2, 2}}));
    EXPECT_TRUE(freeEagle[1].leaps && freeEagle[1].igui && freeEagle[1].pass && freeEagle[1].multiCapture);

    const auto greatFalcon = partsOf("hook", "+VF");
    ASSERT_EQ(greatFalcon.size(), 3u);
    EXPECT_EQ(greatFalcon[1].type, ComponentType::JumpSlide);
    EXPECT_EQ(greatFalcon[1].landings, (1u << 2) | (1u << 3));
    EXPECT_EQ(greatFalcon[1].directions, 0xFE);
    EXPECT_EQ(greatFalcon[2].type, ComponentType::LineMove);
    EXPECT_EQ(greatFalcon[2].directions, 0x01);  // the sting straight forward
    EXPECT_EQ(greatFalcon[2].steps, 3);
}

TEST(DiagramComponents, ComponentsCoverExactlyWhatTheGeneratorPlaysForEveryFace) {
    for (const Variant* v : allVariants()) {
        const int files = v->geometry().files(), ranks = v->geometry().ranks();
        const int cx = files / 2, cy = ranks / 2;
        const Square at = toSquare(cx, cy);
        // Within the board on every side, so that a hook bending outside never comes back.
        const int radius = std::min({cx, cy, files - 1 - cx, ranks - 1 - cy});
        for (int k = 0; k < v->kindCount(); ++k) {
            if (!v->kind(k).valid) continue;
            std::map<Offset, unsigned> expected, described;
            for (const auto& [sq, flags] : reachOnEmptyBoard(*v, k, kBlack, at)) {
                const Offset o{fileOf(sq) - cx, rankOf(sq) - cy};
                if (std::max(std::abs(o.dx), std::abs(o.dy)) > radius) continue;
                if (flags & kReachMove) expected[o] |= kModeMove;
                if (flags & kReachCapture) expected[o] |= kModeCapture;
                if (flags & kReachPass) expected[o] |= kModeMove;
            }
            for (const MoveComponent& c : moveComponents(*v, k))
                for (const ComponentSquare& s : componentSquares(c, radius)) described[s.at] |= s.modes;
            EXPECT_EQ(described, expected) << v->id() << " " << v->kind(k).code;
        }
    }
}

TEST(DiagramComponents, NoBuiltInFaceNeedsTheFallbacks) {
    for (const Variant* v : allVariants())
        for (int k = 0; k < v->kindCount(); ++k) {
            if (!v->kind(k).valid) continue;
            const auto parts = moveComponents(*v, k);
            EXPECT_FALSE(parts.empty()) << v->id() << " " << v->kind(k).code;
            for (const MoveComponent& c : parts) {
                EXPECT_NE(c.type, ComponentType::Legs) << v->id() << " " << v->kind(k).code;
                EXPECT_NE(c.type, ComponentType::Return) << v->id() << " " << v->kind(k).code;
            }
            EXPECT_EQ(diagramRadius(parts), 3) << v->id() << " " << v->kind(k).code;  // every diagram 7x7
        }
}

TEST(DescribeWords, EnglishAndJapaneseForTheLion) {
    const Variant& v = test::variant("macadamia");
    const int lion = v.kindByCode("LN");
    EXPECT_EQ(moveWords(v, lion, TextLanguage::English),
              std::vector<std::string>{"one square in any direction, twice per turn: it may capture two pieces, "
                                       "capture and return, or pass; it may also jump straight to any square two steps away"});
    const auto ja = moveWords(v, lion, TextLanguage::Japanese);
    ASSERT_EQ(ja.size(), 1u);
    EXPECT_NE(ja[0].find("全方向に1マスずつ、1手に2回動ける"), std::string::npos);
    EXPECT_NE(ja[0].find("居食い"), std::string::npos);
}

TEST(DescribeWords, DirectionsReadAsPlayersSayThem) {
    EXPECT_EQ(directionWords(0xFF, TextLanguage::English), "in any direction");
    EXPECT_EQ(directionWords(0xD7, TextLanguage::English), "in any direction except diagonally backward");  // Gold
    EXPECT_EQ(directionWords(0xEF, TextLanguage::English), "in any direction except straight backward");
    EXPECT_EQ(directionWords(0xAB, TextLanguage::English), "straight forward or diagonally");  // Silver
    EXPECT_EQ(directionWords(0xC7, TextLanguage::English), "straight forward, diagonally forward, or sideways");
    EXPECT_EQ(directionWords(0x93, TextLanguage::English), "straight forward or backward, or diagonally forward");
    EXPECT_EQ(directionWords(0xD7, TextLanguage::Japanese), "斜め後ろ以外の全方向");
    EXPECT_EQ(directionWords(0x83, TextLanguage::Japanese), "前・斜め前");
}

TEST(DescribeWords, EveryFaceHasWordsInBothLanguages) {
    for (const Variant* v : allVariants())
        for (int k = 0; k < v->kindCount(); ++k) {
            if (!v->kind(k).valid) continue;
            for (TextLanguage l : {TextLanguage::English, TextLanguage::Japanese}) {
                const auto lines = moveWords(*v, k, l);
                EXPECT_FALSE(lines.empty()) << v->id() << " " << v->kind(k).code;
                for (const std::string& line : lines) {
                    EXPECT_FALSE(line.empty());
                    EXPECT_EQ(line.find('%'), std::string::npos) << line;  // every placeholder filled
                }
            }
        }
}
