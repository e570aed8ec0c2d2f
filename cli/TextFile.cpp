#include "TextFile.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

namespace shogi::cli {
namespace {

struct CloseFile {
    void operator()(std::FILE* f) const { std::fclose(f); }
};
using File = std::unique_ptr<std::FILE, CloseFile>;

std::string reason(const std::string& what, const std::string& path) {
    return "cannot " + what + " " + path + ": " + std::strerror(errno);
}

}  // namespace

std::optional<std::string> readTextFile(const std::string& path, std::string& error) {
    File file(std::fopen(path.c_str(), "rb"));
    if (!file) {
        error = reason("read", path);
        return std::nullopt;
    }
    std::string text;
    char buffer[1 << 16];
    std::size_t n;
    while ((n = std::fread(buffer, 1, sizeof buffer, file.get())) > 0) text.append(buffer, n);
    if (std::ferror(file.get())) {  // a folder, a device that failed
        error = reason("read", path);
        return std::nullopt;
    }
    return text;
}

bool writeTextFile(const std::string& path, const std::string& text, std::string& error) {
    const std::string partial = path + ".partial";
    std::FILE* file = std::fopen(partial.c_str(), "wb");
    if (!file) {
        error = reason("write", path);
        return false;
    }
    int failure = 0;  // the errno of the first step that failed
    auto check = [&failure](bool done) {
        if (!done && !failure) failure = errno ? errno : EIO;
    };
    check(std::fwrite(text.data(), 1, text.size(), file) == text.size() && std::fflush(file) == 0);
    check(std::fclose(file) == 0);
    if (!failure) check(std::rename(partial.c_str(), path.c_str()) == 0);
    if (!failure) return true;
    std::remove(partial.c_str());
    error = "cannot write " + path + ": " + std::strerror(failure);
    return false;
}

}  // namespace shogi::cli
