#include "files/FileRead.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>

namespace shogi::files {

std::optional<std::string> readFileUpTo(const std::string& path, std::size_t maxBytes, FileError& error) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        error = FileError::system(errno);
        return std::nullopt;
    }
    struct stat st {};
    std::string text;
    int failure = 0;
    bool tooLarge = false;
    if (::fstat(fd, &st) != 0) {
        failure = errno;
    } else if (S_ISDIR(st.st_mode)) {
        failure = EISDIR;
    } else if (S_ISREG(st.st_mode) && static_cast<std::uint64_t>(st.st_size) > maxBytes) {
        tooLarge = true;  // known from its size: nothing is read
    } else {
        // A device or a pipe tells no size (and a file may grow): read until the end, or
        // until one byte past the limit.
        char buffer[1 << 16];
        while (!tooLarge) {
            const ssize_t n = ::read(fd, buffer, sizeof buffer);
            if (n < 0 && errno == EINTR) continue;
            if (n < 0) {
                failure = errno;
                break;
            }
            if (n == 0) break;
            text.append(buffer, static_cast<std::size_t>(n));
            tooLarge = text.size() > maxBytes;
        }
    }
    ::close(fd);
    if (failure) {
        error = FileError::system(failure);
        return std::nullopt;
    }
    if (tooLarge) {
        error = {FileError::Kind::TooLarge, 0, maxBytes};
        return std::nullopt;
    }
    return text;
}

}  // namespace shogi::files
