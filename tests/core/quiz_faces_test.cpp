// The faces the learn mode asks about and the reference lists (study/Faces.h), and the
// multiple-choice questions (study/ChoiceQuestion.h).
#include <gtest/gtest.h>

#include <set>

#include "TestSupport.h"
#include "study/ChoiceQuestion.h"
#include "study/Faces.h"

using namespace shogi;

namespace {

const Face& faceByCode(const Variant& v, const std::vector<Face>& faces, const char* code) {
    const int i = faceOfType(faces, v.typeByCode(code));
    if (i < 0) throw std::runtime_error(std::string("no face ") + code);
    return faces[i];
}

}  // namespace

TEST(Faces, EachFaceOnceWithThePiecesPromotingToIt) {
    for (const Variant* v : allVariants()) {
        const std::vector<Face> faces = variantFaces(*v);
        std::set<int> types;
        for (const Face& f : faces) {
            EXPECT_TRUE(types.insert(f.type).second) << v->id();
            EXPECT_EQ(v->kind(f.kind).faceType, f.type);
        }
        // Every face a piece can show is among them.
        for (int k = 0; k < v->kindCount(); ++k) {
            if (v->kind(k).valid) {
                EXPECT_TRUE(types.count(v->kind(k).faceType)) << v->id() << " " << v->kind(k).code;
            }
        }
    }
    // Heian Dai: nearly everything promotes to the Gold General, listed on one face.
    const Variant& heian = test::variant("heian-dai");
    const std::vector<Face> faces = variantFaces(heian);
    const Face& gold = faceByCode(heian, faces, "G");
    EXPECT_GE(gold.promotedFrom.size(), 5u);
    EXPECT_EQ(gold.startCount, 4);  // two a side
    EXPECT_EQ(faces[faceByCode(heian, faces, "P").promotesTo].type, heian.typeByCode("G"));
}

TEST(Faces, KindsOfMoveComeFromTheDescriptionOfTheMove) {
    const Variant& maka = test::variant("maka-dai-dai");
    const std::vector<Face> faces = variantFaces(maka);
    const auto traits = [&](const char* code) { return faceByCode(maka, faces, code).traits; };
    EXPECT_TRUE(traits("K") & kTraitRoyal);
    EXPECT_TRUE(traits("K") & kTraitStepper);
    EXPECT_TRUE(traits("LN") & kTraitLionPower);
    EXPECT_FALSE(traits("LN") & kTraitStepper);
    EXPECT_TRUE(traits("LD") & kTraitLionDog);
    EXPECT_TRUE(traits("CA") & kTraitHook);
    EXPECT_TRUE(traits("N") & kTraitJump);
    EXPECT_TRUE(traits("L") & kTraitRanging);
    EXPECT_FALSE(traits("L") & kTraitStepper);
    EXPECT_TRUE(traits("G") & kTraitStepper);
    EXPECT_FALSE(traits("G") & (kTraitRoyal | kTraitRanging | kTraitJump));
    const Variant& hook = test::variant("hook");
    EXPECT_TRUE(faceByCode(hook, variantFaces(hook), "HM").traits & kTraitHook);
}

TEST(ChoiceQuestion, OffersDistinctFacesWithTheRightOneAmongThem) {
    QuizRandom random(5);
    for (const Variant* v : allVariants()) {
        const std::vector<Face> faces = variantFaces(*v);
        for (int face = 0; face < static_cast<int>(faces.size()); ++face) {
            const ChoiceQuestion q = choiceQuestion(*v, faces, face, 4, face % 2 == 0, random);
            EXPECT_EQ(q.choices.size(), std::min<std::size_t>(4, faces.size()));
            EXPECT_EQ(std::count(q.choices.begin(), q.choices.end(), face), 1);
            std::set<std::string> names, kanji;
            for (int c : q.choices) {
                names.insert(v->type(faces[c].type).name);
                kanji.insert(v->type(faces[c].type).kanji);
            }
            EXPECT_EQ(names.size(), q.choices.size()) << v->id();
            EXPECT_EQ(kanji.size(), q.choices.size()) << v->id();
        }
    }
}

TEST(ChoiceQuestion, TheRightChoiceMovesAboutAndLookalikesAreOffered) {
    const Variant& maka = test::variant("maka-dai-dai");
    const std::vector<Face> faces = variantFaces(maka);
    const int dragon = faceOfType(faces, maka.typeByCode("DK"));
    QuizRandom random(11);
    std::set<int> places;
    int lookalikes = 0;
    for (int i = 0; i < 40; ++i) {
        const ChoiceQuestion q = choiceQuestion(maka, faces, dragon, 4, true, random);
        places.insert(static_cast<int>(std::find(q.choices.begin(), q.choices.end(), dragon) - q.choices.begin()));
        for (int c : q.choices)
            if (c != dragon && std::string(maka.type(faces[c].type).kanji).find("龍") != std::string::npos) ++lookalikes;
    }
    EXPECT_EQ(places.size(), 4u);
    EXPECT_GT(lookalikes, 10);  // other dragons (龍) are offered for the Dragon King (龍王)
}
