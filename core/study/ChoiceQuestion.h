#pragma once
// "Which piece is this?": a face shown (its kanji or mnemonic piece) with names to choose
// from, or a name with faces to choose from. The other choices are faces easily taken for
// it where the variant has them: faces sharing a character of its kanji name or a word of
// its English name, or moving in the same ways.

#include <vector>

#include "study/Faces.h"
#include "study/QuizRandom.h"

namespace shogi {

struct ChoiceQuestion {
    int face = -1;             // the face asked about (an index into the variant's faces)
    std::vector<int> choices;  // faces offered, the right one among them, in the order shown
    bool showsFace = true;     // true: the face is shown and names offered; false: the reverse
};

// A question about faces[face] with `choices` choices (fewer where the variant has fewer
// faces), no two with the same name or kanji.
ChoiceQuestion choiceQuestion(const Variant& variant, const std::vector<Face>& faces, int face, int choices,
                              bool showsFace, QuizRandom& random);

}  // namespace shogi
