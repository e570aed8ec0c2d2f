// Moves in Japanese style (core/notation/JapaneseMoveText, docs/formats.md): squares,
// piece names, 成/不成/打, 同, origins that tell two pieces apart, and the Lion's moves.
#include <gtest/gtest.h>

#include "TestSupport.h"
#include "notation/JapaneseMoveText.h"
#include "record/GameText.h"

using namespace shogi;

namespace {

// Plays `moves` (core text) from `start` and returns the Japanese text of `last` after them.
std::string textAfter(const char* variantId, const std::string& start, const std::vector<std::string>& moves,
                      const std::string& last) {
    const Variant& v = test::variant(variantId);
    Game game(v, start.empty() ? startPosition(v) : test::position(variantId, start));
    for (const std::string& text : moves) {
        std::string error;
        const auto m = parseMove(game, text, error);
        if (!m) return "bad move " + text + ": " + error;
        game.play(*m);
    }
    std::string error;
    const auto m = parseMove(game, last, error);
    if (!m) return "bad move " + last + ": " + error;
    return japaneseMoveText(game, *m);
}

}  // namespace

TEST(JapaneseMoveText, NumeralsAndSquares) {
    EXPECT_EQ(kanjiNumeral(1), "一");
    EXPECT_EQ(kanjiNumeral(9), "九");
    EXPECT_EQ(kanjiNumeral(10), "十");
    EXPECT_EQ(kanjiNumeral(13), "十三");
    EXPECT_EQ(kanjiNumeral(19), "十九");
    EXPECT_EQ(fullWidthNumber(7), "７");
    EXPECT_EQ(fullWidthNumber(13), "１３");
    const Geometry micro(4, 5), maka(19, 19);
    // a1 is Black's bottom left: file 4 from the right, rank 5 from White's side.
    EXPECT_EQ(japaneseSquare(micro, toSquare(0, 0)), "４五");
    EXPECT_EQ(japaneseSquare(micro, toSquare(3, 4)), "１一");
    EXPECT_EQ(japaneseSquare(maka, toSquare(6, 6)), "１３十三");
}

TEST(JapaneseMoveText, PieceNamesUseTheCustomaryShortForms) {
    const Variant& micro = test::variant("micro");
    EXPECT_EQ(japanesePieceName(micro.faceType(micro.kindByCode("P"))), "歩");
    EXPECT_EQ(japanesePieceName(micro.faceType(micro.kindByCode("+B"))), "と");
    const Variant& maka = test::variant("maka-dai-dai");
    EXPECT_EQ(japanesePieceName(maka.faceType(maka.kindByCode("LN"))), "獅子");
}

TEST(JapaneseMoveText, ShortNamesTellEveryFaceOfAVariantApart) {
    for (const Variant* v : allVariants()) {
        std::map<std::string, std::string> byName;  // short name -> full kanji
        for (int k = 0; k < v->kindCount(); ++k) {
            if (!v->kind(k).valid) continue;
            const PieceType& face = v->faceType(k);
            const auto [it, inserted] = byName.emplace(japanesePieceName(face), face.kanji);
            EXPECT_EQ(it->second, std::string(face.kanji)) << v->id() << ": " << it->first;
        }
    }
}

TEST(JapaneseMoveText, PlainMovesCapturesAndTheSameSquare) {
    EXPECT_EQ(textAfter("heian-dai", "", {}, "a3-a4"), "▲１３十歩");
    EXPECT_EQ(textAfter("heian-dai", "", {"a3-a4"}, "a11-a10"), "☖１３四歩");
    // Micro: Black's Pawn takes on d4 after White's Pawn came there: 同.
    EXPECT_EQ(textAfter("micro", "", {"d2-d3", "a4-a3", "d3-d4", "a3-a2"}, "d4xd5+"), "▲１一歩成");
    EXPECT_EQ(textAfter("micro", "", {"d2-d3", "a4-a3", "d3-d4", "a3-a2", "d4xd5+"}, "c5xd5+"), "☖同金成");
}

TEST(JapaneseMoveText, DropsAreMarked) {
    // Micro, Black holds a Pawn: dropped on b3 (file 3, rank 3).
    EXPECT_EQ(textAfter("micro", "k,3/4/4/4/3,K b P", {}, "P*b3"), "▲３三歩打");
}

TEST(JapaneseMoveText, DecliningAPromotionIsWritten) {
    // Heian: a Black Pawn entering the promotion zone may stay a Pawn (White keeps a Pawn, so
    // its King is not bare).
    const std::string start = "k,p,11/13/13/4,P,8/13/13/13/13/13/13/13/13/12,K b -";
    const std::string promoted = textAfter("heian-dai", start, {}, "e10-e11+");
    const std::string stays = textAfter("heian-dai", start, {}, "e10-e11");
    EXPECT_EQ(promoted, "▲９三歩成");
    EXPECT_EQ(stays, "▲９三歩不成");
}

TEST(JapaneseMoveText, TheOriginTellsTwoPiecesApart) {
    // Two Black Golds can both step to b2.
    const std::string start = "k,p,11/13/13/13/13/13/13/13/13/13/13/G,1,G,10/12,K b -";
    EXPECT_EQ(textAfter("heian-dai", start, {}, "a2-b2"), "▲１２十二金（１３十二）");
    EXPECT_EQ(textAfter("heian-dai", start, {}, "c2-b2"), "▲１２十二金（１１十二）");
    // Only one of them reaches c3: no origin.
    EXPECT_EQ(textAfter("heian-dai", start, {}, "c2-c3"), "▲１１十一金");
}

TEST(JapaneseMoveText, LionMovesHaveJapaneseForms) {
    // Macadamia: a Black Lion on e5 behind two White Pawns on e6 and e7. A capture may
    // promote it there, so a capture that does not is 不成.
    const std::string lion = "k,12/13/13/13/13/13/4,p,8/4,p,8/4,LN,8/13/13/13/12,K b -";
    EXPECT_EQ(textAfter("macadamia", lion, {}, "e5xe6xe7"), "▲９七獅子不成（９八取・９七取）");
    EXPECT_EQ(textAfter("macadamia", lion, {}, "e5xe6xe7+"), "▲９七獅子成（９八取・９七取）");
    EXPECT_EQ(textAfter("macadamia", lion, {}, "e5xe6-e5"), "▲９八獅子不成居喰い");
    EXPECT_EQ(textAfter("macadamia", lion, {}, "e5xe6-d7"), "▲１０七獅子不成（９八取）");
    EXPECT_EQ(textAfter("macadamia", lion, {}, "e5-e5"), "▲９九獅子じっと");
}
