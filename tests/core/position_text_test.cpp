#include <gtest/gtest.h>

#include "TestSupport.h"

using namespace shogi;
using shogi::test::variant;

namespace {

std::string parseError(const char* variantId, const std::string& text) {
    std::string error;
    auto pos = parsePosition(variant(variantId), text, error);
    EXPECT_FALSE(pos) << "accepted: " << text;
    return error;
}

}  // namespace

TEST(PositionText, StartPositionsRoundTrip) {
    for (const Variant* v : allVariants()) {
        const Position start = startPosition(*v);
        const std::string text = formatPosition(start);
        EXPECT_EQ(text, v->def().setup) << v->id();
        std::string error;
        auto again = parsePosition(*v, text, error);
        ASSERT_TRUE(again) << error;
        EXPECT_TRUE(*again == start);
        EXPECT_EQ(again->hash(), start.hash());
    }
}

TEST(PositionText, MicroStartHasPiecesWhereTheRulesPutThem) {
    const Position pos = startPosition(variant("micro"));
    const Variant& v = pos.variant();
    auto at = [&](const char* s) { return pos.cell(test::sq(pos, s)); };
    EXPECT_EQ(at("d1"), makeCell(v.kindByCode("K"), kBlack));
    EXPECT_EQ(at("a1"), makeCell(v.kindByCode("S"), kBlack));
    EXPECT_EQ(at("d2"), makeCell(v.kindByCode("P"), kBlack));
    EXPECT_EQ(at("a5"), makeCell(v.kindByCode("K"), kWhite));
    EXPECT_EQ(at("a4"), makeCell(v.kindByCode("P"), kWhite));
    EXPECT_EQ(pos.sideToMove(), kBlack);
}

TEST(PositionText, HandsPromotedPiecesAndFlagsRoundTrip) {
    const std::string text = "k,+b,g,1/p,3/4/3,+P/S,G,1,K w B,P,P,s P";
    const Position pos = test::position("micro", text);
    EXPECT_EQ(formatPosition(pos), text);
    const Variant& v = pos.variant();
    EXPECT_EQ(pos.handCount(kBlack, v.typeByCode("P")), 2);
    EXPECT_EQ(pos.handCount(kBlack, v.typeByCode("B")), 1);
    EXPECT_EQ(pos.handCount(kWhite, v.typeByCode("S")), 1);
    EXPECT_TRUE(pos.passedLastTurn(kBlack));
    EXPECT_FALSE(pos.passedLastTurn(kWhite));
    EXPECT_EQ(pos.sideToMove(), kWhite);
    EXPECT_EQ(pos.hash(), pos.computeHash());
}

TEST(PositionText, HandOrderDoesNotMatter) {
    const Position a = test::position("micro", "k,3/4/4/4/3,K b P,B,p");
    const Position b = test::position("micro", "k,3/4/4/4/3,K b p,B,P");
    EXPECT_TRUE(a == b);
    EXPECT_EQ(a.hash(), b.hash());
}

TEST(PositionText, RejectsMalformedTextNamingWhereAndWhat) {
    EXPECT_NE(parseError("micro", "k,b,g,s/p,3/4/3,P b -").find("5 ranks"), std::string::npos);
    EXPECT_NE(parseError("micro", "k,b,g,s/p,3/4/3,P/S,G,B b -").find("rank 1"), std::string::npos);
    const std::string unknown = parseError("micro", "k,b,g,s/p,3/4/3,Q/S,G,B,K b -");
    EXPECT_NE(unknown.find("rank 2"), std::string::npos) << unknown;
    EXPECT_NE(unknown.find("'Q'"), std::string::npos) << unknown;
    EXPECT_NE(parseError("micro", "k,b,g,s/p,3/4/3,P/S,G,B,K x -").find("side to move"), std::string::npos);
    EXPECT_NE(parseError("micro", "k,b,g,s/p,3/4/3,P/S,G,B,K b Q").find("hand"), std::string::npos);
    EXPECT_NE(parseError("micro", "k,b,g,s/p,3/4/3,P/S,G,B,K b T").find("hand"), std::string::npos);
    EXPECT_NE(parseError("micro", "k,b,g,s/p,3/4/3,P/S,G,B,K b - z").find("flag"), std::string::npos);
    EXPECT_NE(parseError("micro", "k,b,g,s/p,4/4/3,P/S,G,B,K b -").find("only 4 squares"), std::string::npos);
    EXPECT_NE(parseError("micro", "k,b,g,s,p/p,3/4/3,P/S,G,B,K b -").find("already has"), std::string::npos);
    EXPECT_NE(parseError("micro", "Kb,b,g,s/p,3/4/3,P/S,G,B,K b -").find("one case"), std::string::npos);
    EXPECT_NE(parseError("micro", "k,,g,s/p,3/4/3,P/S,G,B,K b -").find("empty token"), std::string::npos);
    EXPECT_NE(parseError("micro", "").find("fields"), std::string::npos);
    EXPECT_NE(parseError("heian-dai", "13/13/13/13/13/13/13/13/13/13/13/13/6,K,6 b P").find("no pieces in hand"),
              std::string::npos);
    // A promoted-only type cannot stand on the board in its own name.
    EXPECT_FALSE(parseError("micro", "k,3/4/4/4/2,T,K b -").empty());
}

TEST(PositionText, SurvivesArbitraryGarbage) {
    const char* junk[] = {"/", "////", "b", "- - - - -", "99999/4/4/4/4 b -", "+,+,+,+/4/4/4/4 b -",
                          "k,3/4/4/4/3,K b ,,", "k,3/4/4/4/3,K b P,", "\xff\xfe b -", "0/4/4/4/4 b -"};
    for (const char* text : junk) {
        std::string error;
        EXPECT_FALSE(parsePosition(variant("micro"), text, error)) << text;
        EXPECT_FALSE(error.empty()) << text;
    }
}

// A position text is short (a 19x19 board with full hands is under 4 KB): a longer one is
// refused before it is read, and what the messages quote of it is cut short.
TEST(PositionText, OverlongTextIsRefusedAndQuotedCutShort) {
    std::string error;
    const std::string huge = "k,3/4/4/4/3,K b " + std::string(kMaxPositionTextBytes, 'P');
    EXPECT_FALSE(parsePosition(variant("micro"), huge, error));
    EXPECT_NE(error.find("longer than"), std::string::npos) << error.substr(0, 100);
    EXPECT_LT(error.size(), 200u);
    const std::string longToken(5000, 'Q');
    for (const std::string& text : {"k,3/4/4/4/3," + longToken + " b -", "k,3/4/4/4/3,K " + longToken + " -",
                                    "k,3/4/4/4/3,K b -" + std::string(" ") + longToken}) {
        EXPECT_FALSE(parsePosition(variant("micro"), text, error));
        EXPECT_LT(error.size(), 300u) << error.substr(0, 100);
    }
}
