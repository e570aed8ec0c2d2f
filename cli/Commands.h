#pragma once
// The subcommands of shogi-cli. Each returns the process exit status; bad input is reported
// on stderr with status 2.

#include <string>
#include <vector>

namespace shogi {
class Variant;
}

namespace shogi::cli {

using Args = std::vector<std::string>;

// The variant named by the first argument; nullptr with `error` set when it is missing or
// unknown.
const Variant* variantFromArgs(const Args& args, std::string& error);

int variants(const Args& args);
int pieces(const Args& args);
int moves(const Args& args);
int perft(const Args& args);
int play(const Args& args);
int bench(const Args& args);

}  // namespace shogi::cli
