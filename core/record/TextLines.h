#pragma once
// Small text helpers of the record reader.

#include <string_view>

namespace shogi {

// `text` without the ASCII white space (space, tab, CR, LF, VT, FF) at either end.
inline std::string_view trimmed(std::string_view text) {
    constexpr std::string_view kSpace = " \t\r\n\v\f";
    const std::size_t first = text.find_first_not_of(kSpace);
    if (first == std::string_view::npos) return {};
    return text.substr(first, text.find_last_not_of(kSpace) - first + 1);
}

}  // namespace shogi
