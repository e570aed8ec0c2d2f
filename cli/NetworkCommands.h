#pragma once
// A game with a friend over the network from the command line (net/, README "Command-line
// tool"): host prints the invitation and plays; join takes it and plays the other side. Both
// play as a computer level or a person on stdin (NetworkPlayer) and end with
// "result OUTCOME REASON". A bad invitation, a refused secret or a host that cannot be
// reached: a message on stderr and exit status 2.

#include "Options.h"

namespace shogi::cli {

int host(const Args& args);
int join(const Args& args);

}  // namespace shogi::cli
