#include "record/RecordDate.h"

#include <cstdio>

namespace shogi {
namespace {

using namespace std::chrono;

// A cursor over the text being read.
struct DateReader {
    std::string_view text;
    std::size_t pos = 0;

    bool atEnd() const { return pos == text.size(); }
    bool skip(char c) {
        if (atEnd() || text[pos] != c) return false;
        ++pos;
        return true;
    }
    // Exactly `digits` decimal digits.
    std::optional<int> number(int digits) {
        if (text.size() - pos < static_cast<std::size_t>(digits)) return std::nullopt;
        int value = 0;
        for (int i = 0; i < digits; ++i, ++pos) {
            if (text[pos] < '0' || text[pos] > '9') return std::nullopt;
            value = value * 10 + (text[pos] - '0');
        }
        return value;
    }
};

bool inRange(const std::optional<int>& value, int low, int high) { return value && *value >= low && *value <= high; }

// Seconds from midnight; with no time given, midnight.
std::optional<seconds> timeOfDay(DateReader& in) {
    if (in.atEnd()) return seconds{0};
    if (!in.skip('T') && !in.skip(' ')) return std::nullopt;
    const std::optional<int> h = in.number(2);
    if (!inRange(h, 0, 23) || !in.skip(':')) return std::nullopt;
    const std::optional<int> m = in.number(2);
    if (!inRange(m, 0, 59)) return std::nullopt;
    std::optional<int> s = 0;
    if (in.skip(':')) {
        s = in.number(2);
        if (!inRange(s, 0, 59)) return std::nullopt;
        if (in.skip('.') || in.skip(',')) {  // a fraction: at least one digit, not kept
            if (!in.number(1)) return std::nullopt;
            while (in.number(1)) {
            }
        }
    }
    return hours{*h} + minutes{*m} + seconds{*s};
}

// The zone's offset east of UTC; the end of the text is UTC.
std::optional<minutes> zoneOffset(DateReader& in) {
    if (in.atEnd()) return minutes{0};
    if (in.skip('Z') || in.skip('z')) return in.atEnd() ? std::optional<minutes>(minutes{0}) : std::nullopt;
    const int sign = in.skip('+') ? 1 : in.skip('-') ? -1 : 0;
    if (!sign) return std::nullopt;
    const std::optional<int> h = in.number(2);
    if (!inRange(h, 0, 23)) return std::nullopt;
    std::optional<int> m = 0;
    if (!in.atEnd()) {
        in.skip(':');
        m = in.number(2);
        if (!inRange(m, 0, 59)) return std::nullopt;
    }
    if (!in.atEnd()) return std::nullopt;
    return minutes{sign * (*h * 60 + *m)};
}

std::optional<std::string> format(sys_seconds time) {
    const sys_days day = floor<days>(time);
    const year_month_day date{day};
    if (date.year() < year{1} || date.year() > year{9999}) return std::nullopt;
    const int secs = static_cast<int>((time - day).count());
    char text[64];  // 21 bytes are used; room for what the compiler thinks the fields could print
    std::snprintf(text, sizeof text, "%04d-%02u-%02uT%02d:%02d:%02dZ", static_cast<int>(date.year()),
                  static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()), secs / 3600, secs / 60 % 60,
                  secs % 60);
    return std::string(text);
}

}  // namespace

std::string formatRecordDate(system_clock::time_point time) {
    return format(floor<seconds>(time)).value_or("");
}

std::optional<std::string> parseRecordDate(std::string_view text) {
    DateReader in{text};
    const std::optional<int> y = in.number(4);
    if (!y || !in.skip('-')) return std::nullopt;
    const std::optional<int> m = in.number(2);
    if (!m || !in.skip('-')) return std::nullopt;
    const std::optional<int> d = in.number(2);
    if (!d) return std::nullopt;
    const year_month_day date{year{*y}, month{static_cast<unsigned>(*m)}, day{static_cast<unsigned>(*d)}};
    if (*y < 1 || !date.ok()) return std::nullopt;
    const std::optional<seconds> time = timeOfDay(in);
    if (!time) return std::nullopt;
    const std::optional<minutes> zone = zoneOffset(in);
    if (!zone) return std::nullopt;
    // Near the ends of the calendar an offset can move the instant out of it: refused too.
    return format(sys_days{date} + *time - *zone);
}

}  // namespace shogi
