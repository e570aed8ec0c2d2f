#include "perft/Perft.h"

#include "game/Rules.h"

namespace shogi {
namespace {

// Game over on the board itself (royal captured, bare King): no move follows.
bool decided(const Position& pos) { return materialResult(pos).over(); }

std::uint64_t perftRec(Position& pos, int depth, std::vector<MoveList>& lists) {
    if (decided(pos)) return 0;
    const bool selfCheckRule = pos.variant().rules().royal == RoyalRule::NoSelfCheck;
    if (depth == 1 && !selfCheckRule) return countMoves(pos);
    MoveList& moves = lists[depth];
    moves.clear();
    if (selfCheckRule) legalMoves(pos, moves);
    else generateMoves(pos, moves);
    if (depth == 1) return moves.size();
    std::uint64_t nodes = 0;
    Position::Undo undo;
    for (const Move& m : moves) {
        pos.make(m, undo);
        nodes += perftRec(pos, depth - 1, lists);
        pos.unmake(m, undo);
    }
    return nodes;
}

}  // namespace

std::uint64_t perft(Position& pos, int depth) {
    if (depth <= 0) return 1;
    std::vector<MoveList> lists(depth + 1);
    for (auto& l : lists) l.reserve(256);
    return perftRec(pos, depth, lists);
}

std::vector<std::pair<Move, std::uint64_t>> perftDivide(Position& pos, int depth) {
    std::vector<std::pair<Move, std::uint64_t>> out;
    if (depth <= 0 || decided(pos)) return out;
    MoveList moves;
    legalMoves(pos, moves);
    Position::Undo undo;
    for (const Move& m : moves) {
        pos.make(m, undo);
        out.emplace_back(m, perft(pos, depth - 1));
        pos.unmake(m, undo);
    }
    return out;
}

int perftDepthFor(Position& pos, std::uint64_t nodes) {
    const std::uint64_t one = perft(pos, 1), two = perft(pos, 2);
    if (one == 0 || two == 0) return 1;
    // Later plies branch about as much as the second did.
    const double branching = static_cast<double>(two) / static_cast<double>(one);
    double expected = static_cast<double>(two);
    int depth = 2;
    while (expected < static_cast<double>(nodes) && depth < 12 && branching > 1) {
        expected *= branching;
        ++depth;
    }
    return static_cast<double>(one) >= static_cast<double>(nodes) ? 1 : depth;
}

}  // namespace shogi
