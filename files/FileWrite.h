#pragma once
// Writing a file whole or not at all, as every writer of the program does (shogi-cli's --save
// and record import; the window's Save, autosave and Export PGN). docs/formats.md, "Writing
// files", says what a user can count on:
//   - the text goes to a temporary file made beside the target, exclusively (O_CREAT|O_EXCL|
//     O_NOFOLLOW, a name no one can have prepared: a link lying in wait is never followed),
//     is flushed to the disk (fsync) and only then renamed over the target: a full disk, a
//     crash or a failure leaves the previous file as it was;
//   - an existing target keeps its mode (and its owner, where the system allows);
//   - a read-only target is refused, and left as it was, even for root, who could write it;
//   - a symbolic link is followed, and its target replaced atomically the same way (as
//     editors do): the link stays a link;
//   - a target that is not a regular file (a folder, a device) is refused.
// No Qt: the command line and the window write through the same code.

#include <string>
#include <string_view>

#include "files/FileError.h"

namespace shogi::files {

// Replaces (or creates) the file at `path` with `bytes`; false and why when it could not.
bool writeFileAtomically(const std::string& path, std::string_view bytes, FileError& error);

}  // namespace shogi::files
