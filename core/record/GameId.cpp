#include "record/GameId.h"

#include <algorithm>

namespace shogi {

bool isGameId(std::string_view id) {
    return !id.empty() && id.size() <= 64 && std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
    });
}

std::string makeGameId(std::uint64_t random) {
    // Crockford's alphabet: no I, L, O or U, so an id read aloud or retyped is not misread.
    static constexpr char kAlphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    std::string id(10, '0');
    for (char& c : id) {
        c = kAlphabet[random & 31];
        random >>= 5;
    }
    return id;
}

}  // namespace shogi
