#pragma once
// Why a file could not be read or written, as a kind the window can translate and an English
// text for shogi-cli. Neither names the file: the caller does.

#include <cstddef>
#include <string>

namespace shogi::files {

struct FileError {
    enum class Kind {
        None,
        System,          // the system's reason: errnum (no such file, no permission, disk full, ...)
        ReadOnly,        // the file is read-only, and was left as it was
        NotRegularFile,  // a device, a pipe or a socket: not replaced
        TooLarge,        // larger than `limit` bytes: not read
    };
    Kind kind = Kind::None;
    int errnum = 0;
    std::size_t limit = 0;

    static FileError system(int errnum) { return {Kind::System, errnum, 0}; }
    // "No such file or directory", "the file is read-only: it was left as it was", ...
    std::string text() const;
};

// "8 MiB", "16 KiB" or "1000 bytes": a size in a message.
std::string sizeText(std::size_t bytes);

}  // namespace shogi::files
