#pragma once
// The problem files of resources/problems (one per variant, <variant id>.txt), compiled into
// the program so that the command line and the window need no data directory.

#include <string_view>

namespace shogi {

// The text of the variant's problem file; empty if it has none.
std::string_view builtinProblemText(std::string_view variantId);

}  // namespace shogi
