// Start positions: piece counts, symmetry, and the squares fixed by ruling R11.
#include <gtest/gtest.h>

#include "TestSupport.h"

using namespace shogi;

namespace {

std::string codeAt(const Position& pos, const char* square) {
    const Cell c = pos.cell(test::sq(pos, square));
    if (!isPiece(c)) return "-";
    std::string code = pos.variant().kind(cellKind(c)).code;
    if (cellSide(c) == kWhite)
        for (char& ch : code) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return code;
}

}  // namespace

TEST(Setup, EachSideHasTheRulesNumberOfPieces) {
    const std::pair<const char*, int> counts[] = {
        {"micro", 5}, {"heian-dai", 34}, {"macadamia", 48}, {"hook", 78}, {"maka-dai-dai", 96}};
    for (const auto& [id, n] : counts) {
        const Position pos = startPosition(test::variant(id));
        EXPECT_EQ(pos.pieceCount(kBlack), n) << id;
        EXPECT_EQ(pos.pieceCount(kWhite), n) << id;
    }
}

TEST(Setup, WhiteIsBlackRotatedHalfATurn) {
    for (const Variant* v : allVariants()) {
        const Position pos = startPosition(*v);
        const Geometry& g = v->geometry();
        for (Square sq : v->squares()) {
            const Square rotated = toSquare(g.files() - 1 - fileOf(sq), g.ranks() - 1 - rankOf(sq));
            const Cell a = pos.cell(sq), b = pos.cell(rotated);
            ASSERT_EQ(isPiece(a), isPiece(b)) << v->id() << " " << g.name(sq);
            if (isPiece(a)) {
                EXPECT_EQ(cellKind(a), cellKind(b)) << v->id() << " " << g.name(sq);
                EXPECT_NE(cellSide(a), cellSide(b)) << v->id() << " " << g.name(sq);
            }
        }
    }
}

TEST(Setup, MacadamiaSquaresOfRulingR11) {
    const Position pos = startPosition(test::variant("macadamia"));
    EXPECT_EQ(codeAt(pos, "h1"), "PI");
    EXPECT_EQ(codeAt(pos, "f13"), "pi");
    EXPECT_EQ(codeAt(pos, "g13"), "k");
    EXPECT_EQ(codeAt(pos, "f2"), "T");
    EXPECT_EQ(codeAt(pos, "h2"), "T");
    EXPECT_EQ(codeAt(pos, "f12"), "t");
    EXPECT_EQ(codeAt(pos, "h12"), "t");
}

TEST(Setup, MakaFourthRankIsSymmetric) {
    const Position pos = startPosition(test::variant("maka-dai-dai"));
    EXPECT_EQ(codeAt(pos, "c4"), "N");
    EXPECT_EQ(codeAt(pos, "q4"), "N");
    EXPECT_EQ(codeAt(pos, "e4"), "VO");
    EXPECT_EQ(codeAt(pos, "o4"), "VO");
    EXPECT_EQ(codeAt(pos, "g4"), "FD");
    EXPECT_EQ(codeAt(pos, "m4"), "FD");
    EXPECT_EQ(codeAt(pos, "r4"), "-");
}

TEST(Setup, HookFollowsTheDiagramLine) {
    const Position pos = startPosition(test::variant("hook"));
    EXPECT_EQ(codeAt(pos, "j3"), "RD");
    EXPECT_EQ(codeAt(pos, "k3"), "CA");
    EXPECT_EQ(codeAt(pos, "f3"), "PC");
    EXPECT_EQ(codeAt(pos, "g3"), "LD");
    EXPECT_EQ(codeAt(pos, "h1"), "K");
    EXPECT_EQ(codeAt(pos, "i1"), "DE");
}

TEST(Setup, EveryTypeIsInTheSetupOrReachedByPromotion) {
    for (const Variant* v : allVariants()) {
        const Position pos = startPosition(*v);
        std::set<int> present;
        for (Square sq : v->squares())
            if (isPiece(pos.cell(sq))) present.insert(v->kind(cellKind(pos.cell(sq))).type);
        for (int t = 0; t < v->typeCount(); ++t) {
            const PieceType& row = v->type(t);
            if (row.has(kPromotedOnly)) {
                bool reached = false;
                for (int b = 0; b < v->typeCount(); ++b) reached |= std::string(v->type(b).promotesTo) == row.code;
                EXPECT_TRUE(reached) << v->id() << " " << row.code;
            } else {
                EXPECT_TRUE(present.count(t)) << v->id() << " " << row.code << " is not in the setup";
            }
        }
    }
}
