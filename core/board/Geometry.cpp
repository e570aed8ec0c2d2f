#include "board/Geometry.h"

namespace shogi {

std::string Geometry::name(Square sq) const {
    std::string s(1, static_cast<char>('a' + fileOf(sq)));
    s += std::to_string(rankOf(sq) + 1);
    return s;
}

std::optional<std::pair<Square, std::size_t>> Geometry::parse(std::string_view text) const {
    if (text.size() < 2 || text[0] < 'a' || text[0] > 'z') return std::nullopt;
    const int file = text[0] - 'a';
    std::size_t i = 1;
    int rank = 0;
    while (i < text.size() && i < 3 && text[i] >= '0' && text[i] <= '9') {
        rank = rank * 10 + (text[i] - '0');
        ++i;
    }
    if (i == 1 || rank < 1 || !contains(file, rank - 1)) return std::nullopt;
    return std::make_pair(toSquare(file, rank - 1), i);
}

}  // namespace shogi
