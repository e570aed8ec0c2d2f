#include "files/FileWrite.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <random>

namespace shogi::files {
namespace {

constexpr int kMaxLinks = 40;  // as the kernel's limit on links followed in one path (ELOOP)
constexpr int kNameTries = 100;
// Of the target's name, what goes into the temporary file's: with the suffix it stays within
// the 255 bytes a name may have.
constexpr std::size_t kNameKept = 200;

std::string folderOf(const std::string& path) {
    const std::size_t slash = path.find_last_of('/');
    if (slash == std::string::npos) return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

std::string nameOf(const std::string& path) {
    const std::size_t slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

// The file a path names once its symbolic links are followed (a link to a link, a relative
// link read from its own folder); the path itself when it is not a link. The result may not
// exist yet (a new file, or a dangling link's target).
bool followLinks(std::string& path, int& failure) {
    for (int hops = 0;; ++hops) {
        struct stat st {};
        if (::lstat(path.c_str(), &st) != 0 || !S_ISLNK(st.st_mode)) return true;
        if (hops == kMaxLinks) {
            failure = ELOOP;
            return false;
        }
        std::string target(static_cast<std::size_t>(st.st_size > 0 ? st.st_size : 255) + 1, '\0');
        const ssize_t n = ::readlink(path.c_str(), target.data(), target.size());
        if (n < 0) {
            failure = errno;
            return false;
        }
        target.resize(static_cast<std::size_t>(n));
        path = !target.empty() && target.front() == '/' ? target : folderOf(path) + "/" + target;
    }
}

// A temporary file of its own in `folder`: ".NAME.XXXXXXXX.tmp", created exclusively, a link
// at that name not followed. Its descriptor, or -1 with `failure` set.
int createTemporary(const std::string& folder, const std::string& name, std::string& tempPath, int& failure) {
    std::random_device entropy;
    std::mt19937_64 rng((static_cast<std::uint64_t>(entropy()) << 32) ^ entropy() ^ static_cast<std::uint64_t>(::getpid()));
    for (int attempt = 0; attempt < kNameTries; ++attempt) {
        char suffix[17];
        std::snprintf(suffix, sizeof suffix, "%016llx", static_cast<unsigned long long>(rng()));
        tempPath = folder + "/." + name.substr(0, kNameKept) + "." + suffix + ".tmp";
        const int fd = ::open(tempPath.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
        if (fd >= 0) return fd;
        if (errno != EEXIST) break;
    }
    failure = errno;
    return -1;
}

bool writeAll(int fd, std::string_view bytes) {
    while (!bytes.empty()) {
        const ssize_t n = ::write(fd, bytes.data(), bytes.size());
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            if (n == 0) errno = EIO;
            return false;
        }
        bytes.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
}

// The rename itself reaches the disk when the folder is flushed; a folder that cannot be
// (some file systems) does not make the write fail: the file is whole either way.
void syncFolder(const std::string& folder) {
    const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return;
    (void)::fsync(fd);
    ::close(fd);
}

}  // namespace

bool writeFileAtomically(const std::string& requested, std::string_view bytes, FileError& error) {
    int failure = 0;
    std::string path = requested;
    if (!followLinks(path, failure)) {
        error = FileError::system(failure);
        return false;
    }
    struct stat existing {};
    std::optional<struct stat> old;
    if (::stat(path.c_str(), &existing) == 0) {
        if (S_ISDIR(existing.st_mode)) {
            error = FileError::system(EISDIR);
            return false;
        }
        if (!S_ISREG(existing.st_mode)) {
            error = {FileError::Kind::NotRegularFile, 0, 0};
            return false;
        }
        // No write permission for anyone, or none for us: the user meant it to stay.
        if ((existing.st_mode & 0222) == 0 || ::access(path.c_str(), W_OK) != 0) {
            error = {FileError::Kind::ReadOnly, 0, 0};
            return false;
        }
        old = existing;
    } else if (errno != ENOENT) {
        error = FileError::system(errno);
        return false;
    }

    std::string tempPath;
    const int fd = createTemporary(folderOf(path), nameOf(path), tempPath, failure);
    if (fd < 0) {
        error = FileError::system(failure);
        return false;
    }
    auto check = [&failure](bool done) {
        if (!done && !failure) failure = errno ? errno : EIO;
    };
    if (old) {
        // The owner is kept where we may (root saving another user's file); elsewhere the file
        // becomes ours, as any new file would. Then the mode (a change of owner clears set-id bits).
        if (old->st_uid != ::geteuid() || old->st_gid != ::getegid()) (void)!::fchown(fd, old->st_uid, old->st_gid);
        check(::fchmod(fd, old->st_mode & 07777) == 0);
    }
    if (!failure) check(writeAll(fd, bytes));
    if (!failure) check(::fsync(fd) == 0);
    check(::close(fd) == 0);
    if (!failure) check(::rename(tempPath.c_str(), path.c_str()) == 0);
    if (failure) {
        ::unlink(tempPath.c_str());
        error = FileError::system(failure);
        return false;
    }
    syncFolder(folderOf(path));
    return true;
}

}  // namespace shogi::files
