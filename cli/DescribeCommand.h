#pragma once
// shogi-cli describe VARIANT CODE: one face's move in words (core/describe/MoveWords.h).

#include "Options.h"

namespace shogi::cli {

// Prints the English description of the face CODE ("LN", "+P"; as in position text, either
// case), one part of its move per line. Unknown variant or code: stderr, exit status 2.
int describe(const Args& args);

}  // namespace shogi::cli
