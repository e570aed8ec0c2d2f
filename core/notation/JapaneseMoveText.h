#pragma once
// Moves in Japanese style, for people (docs/formats.md, "Japanese move text"): "▲７六歩",
// "☖同銀", "▲２三歩成", "▲５五歩打", a Lion's "▲５三獅子（５四取）", "▲５四獅子居喰い",
// "▲５五獅子じっと". Files are counted from Black's right in full-width digits, ranks from
// White's side in kanji numerals, as the board's shogi coordinates are. Only for showing: the
// move text that is read back is the core one (MoveText.h).

#include <string>

#include "movegen/MoveGen.h"

namespace shogi {

// 1 .. 19 as kanji numerals: 一 .. 十九.
std::string kanjiNumeral(int n);
// A number in full-width digits: ７, １３.
std::string fullWidthNumber(int n);
// A square as the shogi style names it: file number, then rank numeral ("７六", "１３十三").
std::string japaneseSquare(const Geometry& geometry, Square sq);
// The name a move text gives a piece face: the customary one-character form of the standard
// shogi pieces (歩, 香, 桂, 銀, 金, 角, 飛, 玉, 王, と, 龍, 馬), else the full kanji name.
std::string japanesePieceName(const PieceType& face);

// `move` played in `before`, whose legal moves are `legal` (they tell 不成 and which moves
// need their origin written to be told apart). `previousTo` is the destination of the move
// before, written as 同 when this move goes there too (kNoSquare: none).
std::string formatJapaneseMove(const Position& before, const Move& move, const MoveList& legal,
                               Square previousTo = kNoSquare);

}  // namespace shogi
