#include "notation/MoveLine.h"

#include <algorithm>

#include "movegen/Legality.h"
#include "notation/JapaneseMoveText.h"
#include "notation/LegNotation.h"
#include "notation/MoveText.h"

namespace shogi {
namespace {

std::string written(MoveStyle style, const Position& before, const Move& move, const MoveList& legal, Square previousTo,
                    SquareStyle squares) {
    switch (style) {
    case MoveStyle::Text:
        return formatMove(before, move, squares);
    case MoveStyle::CodedText:
        if (move.isDrop()) return formatMove(before, move, squares);
        return before.variant().kind(cellKind(before.cell(move.from))).code + std::string(" ") +
               formatMove(before, move, squares);
    case MoveStyle::Legs:
        return formatLegs(before, move);
    case MoveStyle::Japanese:
        return formatJapaneseMove(before, move, legal, previousTo);
    }
    return {};
}

}  // namespace

std::string formatMoveIn(MoveStyle style, const Position& before, const Move& move, Square previousTo,
                         SquareStyle squares) {
    MoveList legal;
    // Only Japanese needs the other legal moves: they tell 不成 and which origins to write.
    if (style == MoveStyle::Japanese) {
        Position scratch = before;
        legalMoves(scratch, legal);
    }
    return written(style, before, move, legal, previousTo, squares);
}

std::vector<std::string> lineMoves(Position start, const std::vector<Move>& line, MoveStyle style, SquareStyle squares) {
    std::vector<std::string> out;
    MoveList moves;
    Position::Undo undo;
    Square previousTo = kNoSquare;
    for (const Move& m : line) {
        moves.clear();
        legalMoves(start, moves);
        if (std::find(moves.begin(), moves.end(), m) == moves.end()) break;
        out.push_back(written(style, start, m, moves, previousTo, squares));
        previousTo = m.to;
        start.make(m, undo);
    }
    return out;
}

std::string lineText(const Position& start, const std::vector<Move>& line, MoveStyle style, SquareStyle squares) {
    std::string out;
    for (const std::string& m : lineMoves(start, line, style, squares)) out += (out.empty() ? "" : " ") + m;
    return out;
}

}  // namespace shogi
