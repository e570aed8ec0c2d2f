#include "problems/ProblemCheck.h"

#include "notation/MoveText.h"
#include "problems/Solution.h"
#include "problems/Themes.h"

namespace shogi {
namespace {

ProblemVerdict refuted(std::string reason) { return {false, std::move(reason)}; }

std::string movesText(int n) { return std::to_string(n) + (n == 1 ? " move" : " moves"); }

std::string joined(const std::vector<std::string>& words) {
    std::string out;
    for (const std::string& w : words) out += (out.empty() ? "" : " ") + w;
    return out.empty() ? "none" : out;
}

// The main line, move by move: the winner's moves win fastest, the defender's hold out longest.
ProblemVerdict checkLine(Prover& prover, const Problem& problem) {
    Position pos = problem.position;
    const auto holds = [](int winIn, int limit) { return winIn == 0 ? limit + 1 : winIn; };
    int left = problem.length;
    for (std::size_t i = 0; i < problem.line.size(); ++i) {
        const Move& m = problem.line[i];
        const std::string where = "line move " + std::to_string(i + 1) + " " + formatMove(pos, m);
        if (pos.sideToMove() == problem.winner()) {
            const int fastest = prover.shortestWin(pos, left);
            if (fastest == 0 || !prover.winsWithin(pos, fastest, &m))
                return refuted(where + ": not the fastest win (" + (fastest ? "one wins in " + movesText(fastest) : "no win in " + movesText(left)) + ")");
            left = fastest - 1;
        } else {
            const std::optional<Reply> best = longestDefence(prover, pos, left);
            Position after = pos;
            Position::Undo undo;
            after.make(m, undo);
            const int winIn = prover.shortestWin(after, left);
            if (best && holds(winIn, left) < holds(best->winIn, left))
                return refuted(where + ": not the longest defence (" + formatMove(pos, best->move) + " holds out longer)");
        }
        Position::Undo undo;
        pos.make(m, undo);
    }
    const GameResult end = positionResult(pos);
    if (!end.over() || end.outcome != winFor(problem.winner(), EndReason::None).outcome)
        return refuted("the line does not end in a win for the side to move");
    return {true, {}};
}

}  // namespace

ProblemVerdict checkProblem(Prover& prover, const Problem& problem) {
    const Position& pos = problem.position;
    const int n = problem.length;
    const Move& key = problem.key();
    const std::string keyText = formatMove(pos, key);
    if (!prover.winsWithin(pos, n, &key)) return refuted("the key " + keyText + " does not win in " + movesText(n));
    if (n > 1 && prover.mayWinWithin(pos, n - 1, &key))
        return refuted("the key " + keyText + " wins in fewer than " + movesText(n));
    Position scratch = pos;
    MoveList moves;
    legalMoves(scratch, moves);
    for (const Move& m : moves) {
        if (m == key) continue;
        if (prover.mayWinWithin(pos, n, &m))
            return refuted("a second key: " + formatMove(pos, m) + " also wins within " + movesText(n));
    }
    if (ProblemVerdict v = checkLine(prover, problem); !v.proved) return v;
    const std::vector<std::string> themes = lineThemes(pos, problem.line);
    if (themes != problem.themes)
        return refuted("themes: the line shows " + joined(themes) + ", the file says " + joined(problem.themes));
    return {true, {}};
}

}  // namespace shogi
