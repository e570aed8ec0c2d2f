#include "text/QuotedText.h"

namespace shogi {
namespace {

// Where the text may be cut at or before `at`: not inside a UTF-8 character.
std::size_t characterBoundary(std::string_view text, std::size_t at) {
    while (at > 0 && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80) --at;
    return at;
}

std::string length(std::string_view text) { return " (" + std::to_string(text.size()) + " bytes)"; }

}  // namespace

std::string beginning(std::string_view text) {
    if (text.size() <= kEchoBytes) return std::string(text);
    return std::string(text.substr(0, characterBoundary(text, kEchoBytes))) + "...";
}

std::string shortened(std::string_view text) {
    return text.size() <= kEchoBytes ? std::string(text) : beginning(text) + length(text);
}

std::string quoted(std::string_view text) {
    return text.size() <= kEchoBytes ? "'" + std::string(text) + "'" : "'" + beginning(text) + "'" + length(text);
}

}  // namespace shogi
