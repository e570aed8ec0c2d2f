#pragma once
// Time in milliseconds, as the clocks, the time plan and the search count it: 64 bits, and
// sums and products that saturate instead of overflowing. Times given from outside (XBoard's
// commands, shogi-cli's options) are refused beyond kMaxTimeMs, so a search can be given more
// than 2^31 ms (24.8 days: very long times mean long thinking) and nothing wraps round.

#include <cstdint>
#include <limits>

namespace shogi {

// The longest time a time value given to the program may hold: 10^10 ms, about 116 days.
inline constexpr std::int64_t kMaxTimeMs = 10'000'000'000;

// a + b, or the largest (smallest) 64-bit value where it would overflow.
constexpr std::int64_t addTime(std::int64_t a, std::int64_t b) {
    std::int64_t sum = 0;
    if (__builtin_add_overflow(a, b, &sum))
        return b > 0 ? std::numeric_limits<std::int64_t>::max() : std::numeric_limits<std::int64_t>::min();
    return sum;
}

// ms * numerator / denominator (denominator > 0), saturating where the product overflows.
constexpr std::int64_t scaleTime(std::int64_t ms, std::int64_t numerator, std::int64_t denominator) {
    std::int64_t product = 0;
    if (__builtin_mul_overflow(ms, numerator, &product))
        return (ms < 0) != (numerator < 0) ? std::numeric_limits<std::int64_t>::min()
                                           : std::numeric_limits<std::int64_t>::max();
    return product / denominator;
}

}  // namespace shogi
