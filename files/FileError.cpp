#include "files/FileError.h"

#include <cstring>

namespace shogi::files {

std::string sizeText(std::size_t bytes) {
    constexpr std::size_t kKiB = 1024, kMiB = kKiB * 1024;
    if (bytes >= kMiB && bytes % kMiB == 0) return std::to_string(bytes / kMiB) + " MiB";
    if (bytes >= kKiB && bytes % kKiB == 0) return std::to_string(bytes / kKiB) + " KiB";
    return std::to_string(bytes) + " bytes";
}

std::string FileError::text() const {
    switch (kind) {
        case Kind::None: break;
        case Kind::System: return std::strerror(errnum);
        case Kind::ReadOnly: return "the file is read-only: it was left as it was";
        case Kind::NotRegularFile: return "not a regular file (a device, a pipe or a socket): not replaced";
        case Kind::TooLarge: return "larger than " + sizeText(limit) + ", more than a game can be";
    }
    return {};
}

}  // namespace shogi::files
