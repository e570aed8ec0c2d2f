#include "problems/Solution.h"

namespace shogi {

std::optional<Reply> fastestWin(Prover& prover, const Position& pos, int limit) {
    const int length = prover.shortestWin(pos, limit);
    if (length == 0) return std::nullopt;
    Position scratch = pos;
    MoveList moves;
    legalMoves(scratch, moves);
    for (const Move& m : moves)
        if (prover.winsWithin(pos, length, &m)) return Reply{m, length};
    return std::nullopt;  // only when the prover was stopped
}

std::optional<Reply> longestDefence(Prover& prover, const Position& pos, int limit) {
    Position scratch = pos;
    MoveList moves;
    if (positionResult(scratch, &moves).over()) return std::nullopt;
    // Of replies that hold out as long, one that does not leave the last royal to be taken
    // at once, as a player would choose.
    std::optional<Reply> best;
    int bestWorth = 0;
    for (const Move& m : moves) {
        Position after = pos;
        Position::Undo undo;
        after.make(m, undo);
        const int winIn = prover.shortestWin(after, limit);
        if (prover.stopped()) return std::nullopt;
        const bool exposes = exposesLastRoyal(scratch, m);
        const int worth = 2 * (winIn == 0 ? limit + 1 : winIn) + (exposes ? 0 : 1);
        if (!best || worth > bestWorth) {
            best = Reply{m, winIn};
            bestWorth = worth;
        }
        if (winIn == 0 && !exposes) break;  // nothing holds out longer
    }
    return best;
}

std::vector<Move> mainLine(Prover& prover, const Position& start, const Move& key, int length) {
    if (!prover.winsWithin(start, length, &key)) return {};
    std::vector<Move> line{key};
    Position pos = start;
    Position::Undo undo;
    pos.make(key, undo);
    for (int left = length - 1; left > 0; --left) {
        const std::optional<Reply> defence = longestDefence(prover, pos, left);
        if (!defence) break;  // the game is over
        pos.make(defence->move, undo);
        line.push_back(defence->move);
        const std::optional<Reply> win = fastestWin(prover, pos, left);
        if (!win) return {};
        pos.make(win->move, undo);
        line.push_back(win->move);
    }
    return line;
}

}  // namespace shogi
