#pragma once
// The problems from the command line (docs/problems.md):
//   problems list VARIANT            "problem ID N POSITION" per problem (N: the winner's moves)
//   problems show VARIANT ID         "key MOVE", "line MOVE...", "themes THEME..."
//   problems check [VARIANT]         proves every problem again: "ok VARIANT COUNT" per
//                                    variant (exit 0), or "fail VARIANT ID REASON" per failure (exit 1)
//   problems mine VARIANT --out FILE [settings]   plays engine games and writes the problems found
// Each reads the collection compiled in, or --file FILE. Unknown variant or id: exit 2.

#include "Options.h"

namespace shogi::cli {

int problems(const Args& args);

}  // namespace shogi::cli
