#pragma once
// The computer player from the command line: think about one position (go), show its
// thinking line by line (analyse), play engines against each other (match), and speak XBoard/CECP on stdin/stdout
// (xboard, see XboardSession).

#include "Options.h"

namespace shogi::cli {

int go(const Args& args);
int analyse(const Args& args);
int match(const Args& args);
int xboard(const Args& args);

}  // namespace shogi::cli
