#pragma once
// A problem: a position from an engine game in which the side to move forces a win, with the
// number of its own moves the win takes, the one first move that wins so fast (the key) and
// the main line (the key, the longest defence, the fastest win, and so on to the end). A set
// holds one variant's problems, as resources/problems/<variant>.txt keeps them
// (docs/problems.md; ProblemText reads and writes the file).

#include <string>
#include <vector>

#include "position/Position.h"

namespace shogi {

struct Problem {
    std::string id;
    Position position;
    int length = 0;                   // moves of the winning side (the side to move)
    std::vector<Move> line;           // the key first
    std::vector<std::string> themes;  // theme ids (Themes.h), the most telling first
    std::string origin;               // where the miner found it: "seed 3 game 12 ply 143"

    const Move& key() const { return line.front(); }
    Side winner() const { return position.sideToMove(); }
};

struct ProblemSet {
    const Variant* variant = nullptr;
    // How the set was made (the miner's command and settings), kept through a rewrite.
    std::string settings;
    std::vector<Problem> problems;

    // The problem with that id; nullptr if none.
    const Problem* find(const std::string& id) const;
};

}  // namespace shogi
