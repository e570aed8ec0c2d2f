#include "notation/SquareNames.h"

#include "notation/JapaneseMoveText.h"

namespace shogi {

std::string fileName(SquareStyle style, int file, int files) {
    if (style == SquareStyle::Chess) return std::string(1, static_cast<char>('a' + file));
    return std::to_string(files - file);
}

std::string rankName(SquareStyle style, int rank, int ranks) {
    const int fromTop = ranks - rank;  // 1 for White's back rank
    switch (style) {
        case SquareStyle::Chess: return std::to_string(rank + 1);
        case SquareStyle::ShogiLetters: return std::string(1, static_cast<char>('a' + fromTop - 1));
        case SquareStyle::ShogiKanji: return kanjiNumeral(fromTop);
    }
    return {};
}

std::string squareName(const Geometry& geometry, Square sq, SquareStyle style) {
    return fileName(style, fileOf(sq), geometry.files()) + rankName(style, rankOf(sq), geometry.ranks());
}

}  // namespace shogi
