#pragma once
// The benchmarks' middlegame positions (bench/positions.txt): variant id -> position text, one
// line each, `#` comments; shared by the search and attack benchmarks so that both measure the
// same positions.

#include <fstream>
#include <map>
#include <string>

namespace bench {

inline std::map<std::string, std::string> readPositions(const char* path) {
    std::map<std::string, std::string> positions;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        const std::size_t space = line.find(' ');
        if (space != std::string::npos) positions[line.substr(0, space)] = line.substr(space + 1);
    }
    return positions;
}

}  // namespace bench
