#pragma once
// Reading a whole file that holds text the program reads (a saved game, a PGN), up to a size:
// a larger file is refused on its size, unread; a device without end (/dev/zero) or a pipe
// that never stops, once the size is passed. Nothing larger is ever held in memory. No Qt:
// shogi-cli and the window read through it alike.

#include <cstddef>
#include <optional>
#include <string>

#include "files/FileError.h"

namespace shogi::files {

// The bytes of the file at `path`, if it has at most `maxBytes`; otherwise nullopt and why.
std::optional<std::string> readFileUpTo(const std::string& path, std::size_t maxBytes, FileError& error);

}  // namespace shogi::files
