#pragma once
// Whole text files for shogi-cli. Errors name the file and the system's reason.

#include <optional>
#include <string>

namespace shogi::cli {

std::optional<std::string> readTextFile(const std::string& path, std::string& error);

// Writes `path.partial` beside the target and renames it over `path` only when everything
// was written, so a failure (full disk, no permission) leaves a previous file as it was.
bool writeTextFile(const std::string& path, const std::string& text, std::string& error);

}  // namespace shogi::cli
