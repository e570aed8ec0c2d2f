#pragma once
// A problem's play, from the prover's answers: the fastest win for the side to move, the
// defence that holds out longest, and the main line made of the two. Ties go to the move
// generated first, so the same position always gets the same answer.

#include <optional>
#include <vector>

#include "problems/Prover.h"

namespace shogi {

struct Reply {
    Move move;
    // The moves the winner still needs after it; 0: more than the limit asked about.
    int winIn = 0;
};

// The side to move's fastest win within `limit` of its moves: the move and its length (the
// move included); nullopt if it has none so fast.
std::optional<Reply> fastestWin(Prover& prover, const Position& pos, int limit);
// The side to move defends against a win within `limit` moves of the other side: the reply
// after which that win is longest, or one after which there is none within `limit` (winIn
// 0). nullopt when the game is over.
std::optional<Reply> longestDefence(Prover& prover, const Position& pos, int limit);
// The main line of a win in `length` starting with `key`: the longest defence answered by
// the fastest win, to the end of the game. Empty if the key does not win so fast.
std::vector<Move> mainLine(Prover& prover, const Position& start, const Move& key, int length);

}  // namespace shogi
