#pragma once
// Numbers the user gives shogi-cli (its options, and the commands of an XBoard session), each
// with its range: the one home for how they are read and how a refusal names the range.
// Only what the range allows is taken: no wrapping, no silent default, no NaN or infinity.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace shogi::cli {

struct Range {
    std::int64_t min = 0;
    std::int64_t max = 0;
    // "from MIN to MAX"
    std::string text() const;
};

// A random seed: any number that is not negative.
inline constexpr Range kSeedRange{0, INT64_MAX};
// A count or a number of plies far beyond any use, but one that fits an int.
inline constexpr Range kCountRange{1, 1'000'000};

// A whole number in decimal digits ('-' first for a negative one), nothing else, in `range`.
std::optional<std::int64_t> parseWhole(std::string_view text, Range range);

// Seconds written as a decimal number ("30", "0.25", "1e3"), as whole milliseconds (to the
// nearest) in `rangeMs`; NaN and infinities are refused.
std::optional<std::int64_t> parseSecondsAsMs(std::string_view text, Range rangeMs);

}  // namespace shogi::cli
