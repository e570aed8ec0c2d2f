#pragma once
// Engine output shared by `go` and the xboard session.

#include <string>
#include <vector>

#include "position/Position.h"

namespace shogi::cli {

// The principal variation from `start`, in move text separated by spaces.
std::string pvText(const Position& start, const std::vector<Move>& pv);

}  // namespace shogi::cli
