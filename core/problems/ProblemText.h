#pragma once
// The text of a problem file (resources/problems/<variant>.txt, docs/problems.md): a variant
// line and the miner's settings, then one block per problem, every line "FIELD VALUE":
//
//   problem 007
//   position k,b,g,s/p,3/4/3,P/S,G,B,K b -
//   side black
//   win 2
//   key c2-c3
//   line c2-c3 a4-b4 d1-a4
//   themes drop checkmate
//   origin seed 1 game 3 ply 21
//
// Reading checks what the text alone can tell (every move legal where it is played, the line
// as long as the win); whether the win is forced is the proof's question (ProblemCheck.h).

#include <optional>
#include <string>
#include <string_view>

#include "problems/Problem.h"

namespace shogi {

// The set the text holds; nullopt with `error` naming the line, the problem and what is wrong.
std::optional<ProblemSet> readProblemSet(std::string_view text, std::string& error);
std::string writeProblemSet(const ProblemSet& set);

}  // namespace shogi
