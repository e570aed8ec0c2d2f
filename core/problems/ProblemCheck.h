#pragma once
// The proof of a problem, done again from its position whenever asked (`shogi-cli problems
// check`, the miner before it keeps a problem): the key wins within the stated number of
// moves; it does not win in fewer; no other first move wins within that number (the key is
// unique); the main line is the longest defence met by the fastest win, and ends in the win;
// the themes are those the line shows.

#include <string>

#include "problems/Problem.h"
#include "problems/Prover.h"

namespace shogi {

struct ProblemVerdict {
    bool proved = false;
    std::string reason;  // why not, naming the move
};

ProblemVerdict checkProblem(Prover& prover, const Problem& problem);

}  // namespace shogi
