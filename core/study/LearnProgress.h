#pragma once
// What the player has learned: for each variant, each face's Leitner box (1 to kTopBox; a
// face never asked is in none), when it is next due, and its right and wrong answers. A
// wrong answer puts a face in box 1, where it is asked again after a couple of other faces;
// a right one moves it up a box (to box 2 at least) and asks it again later, the higher the
// box the later. The faces in the top box are mastered.
//
// Kept as text (toText, parse) that the program writes next to its settings; time is the
// caller's (seconds since 1970), so the scheduling is tested without a clock.

#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "study/Faces.h"
#include "study/QuizRandom.h"

namespace shogi {

struct FaceRecord {
    int box = 0;            // 0: never asked
    std::int64_t due = 0;   // when to ask it again
    int right = 0;
    int wrong = 0;
    friend bool operator==(const FaceRecord&, const FaceRecord&) = default;
};

class LearnProgress {
public:
    static constexpr int kTopBox = 5;
    // How long a face waits in each box after a right answer (seconds; box 1 is the box of a
    // wrong answer, asked again in the same sitting).
    static std::int64_t interval(int box);

    // The record of a face (its type's code, faceCode), a face never asked if none.
    FaceRecord record(const std::string& variant, const std::string& face) const;
    // Records an answer at time `now`. A right answer moves the face up a box if it was due
    // (or new); asked before it was due, it stays where it is.
    void answer(const std::string& variant, const std::string& face, bool right, std::int64_t now);

    // How many of the variant's faces are in the top box, and in each box (index 0: never asked).
    int mastered(const Variant& variant, const std::vector<Face>& faces) const;
    std::vector<int> boxCounts(const Variant& variant, const std::vector<Face>& faces) const;

    // The face to ask next (an index into `faces`): the due face in the lowest box (the
    // longest due first), else a face never asked, taken in `newOrder` (mostCommonFirst, or
    // the table's order), else the face due soonest. The faces in `recent` (the last asked)
    // come only when nothing else is left.
    int nextFace(const Variant& variant, const std::vector<Face>& faces, const std::vector<int>& newOrder,
                 std::int64_t now, std::span<const int> recent) const;

    // The text kept on disk, and back. A text that cannot be read gives nullopt and `error`
    // naming the line and what is wrong with it.
    std::string toText() const;
    static std::optional<LearnProgress> parse(const std::string& text, std::string& error);

    bool empty() const { return records_.empty(); }
    friend bool operator==(const LearnProgress&, const LearnProgress&) = default;

private:
    // variant id -> face code -> record
    std::map<std::string, std::map<std::string, FaceRecord>> records_;
};

}  // namespace shogi
