#pragma once
// Problems mined from engine games: a strong level plays a weaker one (whose slips leave
// tactics on the board), every move searched to a fixed depth so that the games, and so the
// problems, depend on the seed and the settings alone and never on the machine's speed. A
// decisive game is also played on again from points before its end (branches), as forced wins
// lie near the ends of games. Every position goes to the prover (core/problems) for a short
// win, those near an end and those where the engine saw a forced win for longer ones; a position
// becomes a problem only when its proof holds whole (ProblemCheck.h), and the miner keeps as
// many of each length as it is asked for, choosing them so that the themes vary. A problem
// that fails is dropped, never mended.

#include <cstdint>
#include <functional>
#include <string>
#include <unordered_set>
#include <vector>

#include "game/Game.h"
#include "problems/Problem.h"
#include "problems/Prover.h"

namespace shogi {

struct MiningSettings {
    std::uint64_t seed = 1;
    int games = 50;                  // at most; fewer once every length has enough to choose from
    std::string strong = "strong";   // the levels playing (makeEngine)
    std::string weak = "casual";
    int depth = 3;                   // every move of both sides searched to this depth
    int opening = 6;                 // random plies before the engines play
    int maxPlies = 800;              // a game longer than this is left unfinished
    std::vector<int> quota;          // quota[n - 1]: problems of a win in n moves to keep
    int scan = 2;                    // every position of a game is tried for a win this long
    int tailPlies = 20;              // the last plies of a game are tried for the longest wins
    // Only the winner's turns of a decisive game's last plies: the loser's, which near the end
    // rarely hold a forced win, are the dearest to search (every defence tried, none wins).
    bool tailWinnerOnly = false;
    int branches = 6;                // a decisive game is played on again from this many points
    int branchBack = 20;             // plies from the end to the first branch, and between branches
    int tableBits = 21;              // the prover's table (2^bits positions)
};

struct MiningCounts {
    int games = 0;
    int positions = 0;   // tried by the prover
    int proved = 0;      // whole proofs that held (before choosing)
    int cooked = 0;      // a forced win with more than one key
    int failed = 0;      // a unique key whose whole proof then failed
};

class Miner {
public:
    Miner(const Variant& variant, MiningSettings settings);

    using Log = std::function<void(const std::string&)>;
    // Plays the games and proves their positions; `log` receives a line per game and one per
    // position dropped after a unique key was found. The set's problems are numbered 001,
    // 002 ... shortest wins first.
    ProblemSet run(const Log& log);
    const MiningCounts& counts() const { return counts_; }

private:
    struct Candidate {
        Position position;
        int limit;           // longest win worth trying
        std::string origin;
    };
    // Plays `game` to its end with engines seeded by `seed` and tries its new positions.
    void playOut(Game& game, std::uint64_t seed, bool strongIsBlack, const std::string& origin,
                 std::vector<std::vector<Problem>>& found, const Log& log);
    void tryPosition(const Candidate& candidate, std::vector<std::vector<Problem>>& found, const Log& log);
    bool enough(const std::vector<std::vector<Problem>>& found) const;
    std::vector<Problem> choose(std::vector<std::vector<Problem>>& found) const;

    const Variant& variant_;
    MiningSettings settings_;
    Prover prover_;
    MiningCounts counts_;
    std::unordered_set<std::uint64_t> seen_;  // hashes of the positions tried
};

}  // namespace shogi
