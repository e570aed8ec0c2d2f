#include "study/ChoiceQuestion.h"

#include <algorithm>
#include <string>

namespace shogi {
namespace {

// The characters of a UTF-8 string, each as its own string.
std::vector<std::string> characters(const std::string& text) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < text.size();) {
        std::size_t n = 1;
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (c >= 0xF0) n = 4;
        else if (c >= 0xE0) n = 3;
        else if (c >= 0xC0) n = 2;
        out.push_back(text.substr(i, n));
        i += n;
    }
    return out;
}

std::vector<std::string> words(const std::string& text) {
    std::vector<std::string> out;
    std::string word;
    for (char c : text + " ") {
        if (c == ' ' || c == '-') {
            if (!word.empty()) out.push_back(word);
            word.clear();
        } else {
            word += c;
        }
    }
    return out;
}

bool sharesAny(const std::vector<std::string>& a, const std::vector<std::string>& b) {
    return std::any_of(a.begin(), a.end(), [&](const std::string& x) { return std::find(b.begin(), b.end(), x) != b.end(); });
}

// How easily a player takes `other` for `face`: 2 when their names share a kanji or a word,
// 1 when they move in the same kinds of way, else 0.
int likeness(const Variant& variant, const Face& face, const Face& other) {
    const PieceType& a = variant.type(face.type);
    const PieceType& b = variant.type(other.type);
    if (sharesAny(characters(a.kanji), characters(b.kanji)) || sharesAny(words(a.name), words(b.name))) return 2;
    return (face.traits & ~kTraitRoyal) == (other.traits & ~kTraitRoyal) ? 1 : 0;
}

}  // namespace

ChoiceQuestion choiceQuestion(const Variant& variant, const std::vector<Face>& faces, int face, int choices,
                              bool showsFace, QuizRandom& random) {
    ChoiceQuestion q;
    q.face = face;
    q.showsFace = showsFace;
    q.choices.push_back(face);
    // The most alike first (in a random order among equals).
    std::vector<int> similar;
    for (int i = 0; i < static_cast<int>(faces.size()); ++i)
        if (i != face) similar.push_back(i);
    random.shuffle(similar);
    std::stable_sort(similar.begin(), similar.end(), [&](int a, int b) {
        return likeness(variant, faces[face], faces[a]) > likeness(variant, faces[face], faces[b]);
    });
    // Up to half of the wrong choices look alike; the rest are any face, so that the right
    // one cannot be told by what the others share.
    const std::size_t alike = std::min<std::size_t>(similar.size(), choices / 2);
    std::vector<int> pool(similar.begin(), similar.begin() + alike);
    std::vector<int> others(similar.begin() + alike, similar.end());
    random.shuffle(others);
    pool.insert(pool.end(), others.begin(), others.end());
    for (int candidate : pool) {
        if (static_cast<int>(q.choices.size()) >= choices) break;
        const PieceType& c = variant.type(faces[candidate].type);
        const bool clash = std::any_of(q.choices.begin(), q.choices.end(), [&](int chosen) {
            const PieceType& t = variant.type(faces[chosen].type);
            return std::string(t.name) == c.name || std::string(t.kanji) == c.kanji;
        });
        if (!clash) q.choices.push_back(candidate);
    }
    random.shuffle(q.choices);
    return q;
}

}  // namespace shogi
