#pragma once
// The rules commands of shogi-cli. Each returns the process exit status; bad input is
// reported on stderr with status 2 (see Options.h).

#include "Options.h"

namespace shogi::cli {

int variants(const Args& args);
int pieces(const Args& args);
int moves(const Args& args);
int perft(const Args& args);
int play(const Args& args);
int bench(const Args& args);

}  // namespace shogi::cli
