#pragma once
// Input named in a message: quoted, and cut short when it is long, so that a message about a
// megabyte of text is still a line. One home for how every reader (position text, moves,
// saved games, PGN, shogi-cli's arguments, XBoard's commands) echoes what it refuses.

#include <cstddef>
#include <string>
#include <string_view>

namespace shogi {

// The most bytes of input a message repeats.
inline constexpr std::size_t kEchoBytes = 60;

// `text` whole if it has at most kEchoBytes bytes; otherwise its first kEchoBytes or so (cut
// between UTF-8 characters) and "...".
std::string beginning(std::string_view text);
// beginning(text), and the length of a text that was cut: "vvvv... (2000000 bytes)".
std::string shortened(std::string_view text);
// shortened(text) in single quotes: 'e5e6' or 'eeee...' (1000000 bytes).
std::string quoted(std::string_view text);

}  // namespace shogi
