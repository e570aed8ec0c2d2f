#pragma once
// One sitting of the learn mode: which face to ask about next (LearnProgress::nextFace: due
// faces first, those answered wrong soonest, then new faces, the most common first), what to
// ask ("Where can it go?", or which piece a face or a name is), the question itself, made
// from the sitting's seed, and the answer recorded in the progress. The window shows the
// questions and checks a "Where" answer with checkAnswer (WhereQuestion.h).

#include <cstdint>
#include <optional>
#include <vector>

#include "study/ChoiceQuestion.h"
#include "study/LearnProgress.h"
#include "study/WhereQuestion.h"

namespace shogi {

// What a sitting asks.
struct LearnOptions {
    bool where = true;        // ask "Where can it go?"
    bool names = true;        // ask which piece a face or a name is
    bool commonFirst = true;  // new faces in mostCommonFirst order, else the table's
    int choices = 4;          // choices offered by the other questions
};

class LearnSession {
public:
    enum class Kind {
        Where,       // click every square the piece can go to
        FaceToName,  // the face shown, its name chosen
        NameToFace,  // the name shown, its face chosen
    };

    struct Question {
        Kind kind = Kind::Where;
        int face = -1;  // an index into faces()
        std::optional<WhereQuestion> where;  // Kind::Where
        ChoiceQuestion choice;               // the others
    };

    LearnSession(const Variant& variant, std::uint64_t seed, LearnOptions options = {});

    const Variant& variant() const { return *variant_; }
    const std::vector<Face>& faces() const { return faces_; }
    const LearnOptions& options() const { return options_; }

    // The next question at time `now` (seconds since 1970), its face chosen by `progress`.
    // A face new or answered wrong is asked about on an empty board, others among a few
    // pieces of both sides.
    Question next(const LearnProgress& progress, std::int64_t now);
    // Records the answer to the last question.
    void answer(LearnProgress& progress, bool right, std::int64_t now);

    int asked() const { return asked_; }
    int answeredRight() const { return right_; }

private:
    Kind chooseKind();

    const Variant* variant_;
    std::vector<Face> faces_;
    std::vector<int> newOrder_;
    LearnOptions options_;
    QuizRandom random_;
    std::vector<int> recent_;  // the faces asked last, the last at the back
    int current_ = -1;
    int asked_ = 0;
    int right_ = 0;
};

}  // namespace shogi
