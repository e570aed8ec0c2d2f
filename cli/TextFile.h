#pragma once
// Whole text files for shogi-cli, through the program's file code (files/): read up to the
// size of the largest game, written atomically. Errors name the file and the reason.

#include <optional>
#include <string>

namespace shogi::cli {

// A saved game's or a PGN's text: a file larger than kMaxGameTextBytes is refused unread.
std::optional<std::string> readTextFile(const std::string& path, std::string& error);

// Replaces `path` whole or not at all (files/FileWrite.h: a temporary file made exclusively
// beside it, the mode kept, a read-only file refused, a symbolic link followed).
bool writeTextFile(const std::string& path, const std::string& text, std::string& error);

}  // namespace shogi::cli
