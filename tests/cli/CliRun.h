#pragma once
// Runs the built shogi-cli as a user does, through the shell, and collects what it printed
// and its exit status. Shared by the command-line contract tests.

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#ifndef SHOGI_CLI
#error "SHOGI_CLI (the path of the built shogi-cli) must be defined"
#endif

namespace clitest {

struct CliRun {
    int status = -1;
    std::string out;
    std::string err;

    std::vector<std::string> lines() const {
        std::vector<std::string> all;
        std::istringstream in(out);
        for (std::string line; std::getline(in, line);) all.push_back(line);
        return all;
    }
};

inline std::string quoted(const std::string& word) {
    std::string out = "'";
    for (char c : word) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

// The whole of a file, as bytes.
inline std::string fileText(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// The Macadamia position of the Lion's double capture: a Black Lion on e5 behind two White Pawns.
inline constexpr const char* kLionPosition = "k,12/13/13/13/13/13/4,p,8/4,p,8/4,LN,8/13/13/13/12,K b -";

// shogi-cli with `args`, each passed as one word; stdin empty.
inline CliRun runCli(const std::vector<std::string>& args) {
    namespace fs = std::filesystem;
    static int serial = 0;
    const fs::path errFile =
        fs::temp_directory_path() / ("shogi-cli-" + std::to_string(::getpid()) + "-" + std::to_string(++serial) + ".err");
    std::string command = quoted(SHOGI_CLI);
    for (const std::string& a : args) command += " " + quoted(a);
    command += " 2>" + quoted(errFile.string()) + " </dev/null";
    CliRun run;
    if (FILE* pipe = popen(command.c_str(), "r")) {
        char buffer[4096];
        std::size_t n;
        while ((n = fread(buffer, 1, sizeof buffer, pipe)) > 0) run.out.append(buffer, n);
        const int status = pclose(pipe);
        run.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    }
    run.err = fileText(errFile);
    fs::remove(errFile);
    return run;
}

}  // namespace clitest
