#include "Numbers.h"

#include <charconv>
#include <cmath>

namespace shogi::cli {

std::string Range::text() const { return "from " + std::to_string(min) + " to " + std::to_string(max); }

std::optional<std::int64_t> parseWhole(std::string_view text, Range range) {
    // from_chars takes a '-' but no '+', no space, and reports a number beyond 64 bits as such.
    std::int64_t value = 0;
    const char* end = text.data() + text.size();
    const auto [stop, ec] = std::from_chars(text.data(), end, value);
    if (text.empty() || ec != std::errc{} || stop != end || value < range.min || value > range.max) return std::nullopt;
    return value;
}

std::optional<std::int64_t> parseSecondsAsMs(std::string_view text, Range rangeMs) {
    double seconds = 0;
    const char* end = text.data() + text.size();
    // Digits, a point, an exponent; from_chars takes "inf" and "nan" too, which isfinite refuses.
    const auto [stop, ec] = std::from_chars(text.data(), end, seconds, std::chars_format::general);
    if (text.empty() || ec != std::errc{} || stop != end || !std::isfinite(seconds)) return std::nullopt;
    const double ms = std::round(seconds * 1000);  // 1.005 s is 1004.9999999999999 ms before it
    // Compared as doubles before the conversion, which is only defined within the range.
    if (ms < static_cast<double>(rangeMs.min) || ms > static_cast<double>(rangeMs.max)) return std::nullopt;
    return static_cast<std::int64_t>(ms);
}

}  // namespace shogi::cli
