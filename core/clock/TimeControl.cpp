#include "clock/TimeControl.h"

#include <charconv>
#include <vector>

#include "text/QuotedText.h"

namespace shogi {
namespace {

constexpr TimeControlKind kKinds[] = {TimeControlKind::None, TimeControlKind::SuddenDeath, TimeControlKind::Byoyomi,
                                      TimeControlKind::Fischer};

// How many numbers follow the kind in the text form.
std::size_t fieldCount(TimeControlKind kind) {
    switch (kind) {
        case TimeControlKind::None: return 0;
        case TimeControlKind::SuddenDeath: return 1;
        case TimeControlKind::Byoyomi: return 3;
        case TimeControlKind::Fischer: return 2;
    }
    return 0;
}

// Far more than increments can add in any game; keeps the sums of clock times from overflowing.
constexpr std::int64_t kMaxClockMs = 1'000'000'000'000;

std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    while (!text.empty()) {
        const std::size_t start = text.find_first_not_of(' ');
        if (start == std::string_view::npos) break;
        text.remove_prefix(start);
        const std::size_t end = text.find(' ');
        out.push_back(text.substr(0, end));
        text = end == std::string_view::npos ? std::string_view() : text.substr(end);
    }
    return out;
}

}  // namespace

TimeControl TimeControl::suddenDeath(int mainSeconds) { return {TimeControlKind::SuddenDeath, mainSeconds, 0, 0, 0}; }
TimeControl TimeControl::byoyomi(int mainSeconds, int periodSeconds, int periods) {
    return {TimeControlKind::Byoyomi, mainSeconds, periodSeconds, periods, 0};
}
TimeControl TimeControl::fischer(int mainSeconds, int incrementSeconds) {
    return {TimeControlKind::Fischer, mainSeconds, 0, 0, incrementSeconds};
}

const char* timeControlKindId(TimeControlKind kind) {
    switch (kind) {
        case TimeControlKind::None: return "none";
        case TimeControlKind::SuddenDeath: return "sudden-death";
        case TimeControlKind::Byoyomi: return "byoyomi";
        case TimeControlKind::Fischer: return "fischer";
    }
    return "none";
}

std::string checkTimeControl(const TimeControl& c) {
    for (const int seconds : {c.mainSeconds, c.periodSeconds, c.incrementSeconds})
        if (seconds < 0 || seconds > TimeControl::kMaxSeconds)
            return "a time must be between 0 and " + std::to_string(TimeControl::kMaxSeconds) + " seconds";
    switch (c.kind) {
        case TimeControlKind::None: return {};
        case TimeControlKind::SuddenDeath:
            if (c.mainSeconds == 0) return "the main time must be at least one second";
            return {};
        case TimeControlKind::Fischer:
            if (c.mainSeconds == 0 && c.incrementSeconds == 0) return "a Fischer clock needs a main time or an increment";
            return {};
        case TimeControlKind::Byoyomi:
            if (c.periodSeconds == 0) return "a byoyomi period must be at least one second";
            if (c.periods < 1 || c.periods > 100) return "byoyomi needs 1 to 100 periods";
            return {};
    }
    return {};
}

std::string formatTimeControl(const TimeControl& c) {
    std::string out = timeControlKindId(c.kind);
    switch (c.kind) {
        case TimeControlKind::None: break;
        case TimeControlKind::SuddenDeath: out += " " + std::to_string(c.mainSeconds); break;
        case TimeControlKind::Byoyomi:
            out += " " + std::to_string(c.mainSeconds) + " " + std::to_string(c.periodSeconds) + " " + std::to_string(c.periods);
            break;
        case TimeControlKind::Fischer:
            out += " " + std::to_string(c.mainSeconds) + " " + std::to_string(c.incrementSeconds);
            break;
    }
    return out;
}

std::optional<TimeControl> parseTimeControl(std::string_view text, std::string& error) {
    const std::vector<std::string_view> w = words(text);
    if (w.empty()) {
        error = "empty time control (expected none, sudden-death, byoyomi or fischer)";
        return std::nullopt;
    }
    const TimeControlKind* kind = nullptr;
    for (const TimeControlKind& k : kKinds)
        if (w[0] == timeControlKindId(k)) kind = &k;
    if (!kind) {
        error = "unknown time control " + quoted(w[0]) + " (expected none, sudden-death, byoyomi or fischer)";
        return std::nullopt;
    }
    const std::size_t wanted = fieldCount(*kind);
    if (w.size() != wanted + 1) {
        static const char* const shapes[] = {"none", "sudden-death MAIN", "byoyomi MAIN PERIOD PERIODS", "fischer MAIN INCREMENT"};
        error = "time control " + quoted(text) + ": expected '" + shapes[static_cast<int>(*kind)] + "' (seconds)";
        return std::nullopt;
    }
    int numbers[3] = {0, 0, 0};
    for (std::size_t i = 0; i < wanted; ++i) {
        const std::string_view n = w[i + 1];
        const auto [end, ec] = std::from_chars(n.data(), n.data() + n.size(), numbers[i]);
        if (ec != std::errc{} || end != n.data() + n.size()) {
            error = "time control " + quoted(text) + ": " + quoted(n) + " is not a whole number";
            return std::nullopt;
        }
    }
    TimeControl c;
    c.kind = *kind;
    c.mainSeconds = numbers[0];
    if (c.kind == TimeControlKind::Byoyomi) {
        c.periodSeconds = numbers[1];
        c.periods = numbers[2];
    }
    if (c.kind == TimeControlKind::Fischer) c.incrementSeconds = numbers[1];
    if (const std::string why = checkTimeControl(c); !why.empty()) {
        error = "time control " + quoted(text) + ": " + why;
        return std::nullopt;
    }
    return c;
}

std::string formatSideClock(const TimeControl& control, const SideClock& clock) {
    std::string out = std::to_string(clock.mainMs);
    if (control.kind == TimeControlKind::Byoyomi)
        out += " " + std::to_string(clock.periods) + " " + std::to_string(clock.periodUsedMs);
    return out;
}

std::optional<SideClock> parseSideClock(const TimeControl& control, std::string_view text, std::string& error) {
    const std::vector<std::string_view> w = words(text);
    const bool byoyomi = control.kind == TimeControlKind::Byoyomi;
    if (!control.timed()) {
        error = "a clock is given, but the time control is none";
        return std::nullopt;
    }
    if (w.size() != (byoyomi ? 3u : 1u)) {
        error = "clock " + quoted(text) + ": expected " +
                (byoyomi ? "'MAIN_MS PERIODS PERIOD_USED_MS'" : "'MAIN_MS'") + " for " + timeControlKindId(control.kind);
        return std::nullopt;
    }
    std::int64_t numbers[3] = {0, 0, 0};
    for (std::size_t i = 0; i < w.size(); ++i) {
        const auto [end, ec] = std::from_chars(w[i].data(), w[i].data() + w[i].size(), numbers[i]);
        if (ec != std::errc{} || end != w[i].data() + w[i].size() || numbers[i] < 0) {
            error = "clock " + quoted(text) + ": " + quoted(w[i]) + " is not a whole number of 0 or more";
            return std::nullopt;
        }
    }
    SideClock c;
    c.mainMs = numbers[0];
    if (c.mainMs > kMaxClockMs) {
        error = "clock " + quoted(text) + ": more main time than a game can have";
        return std::nullopt;
    }
    if (byoyomi) {
        if (numbers[1] > control.periods) {
            error = "clock " + quoted(text) + ": more periods than the time control's " + std::to_string(control.periods);
            return std::nullopt;
        }
        if (numbers[2] >= std::int64_t(control.periodSeconds) * 1000) {
            error = "clock " + quoted(text) + ": more of the period used than the period lasts";
            return std::nullopt;
        }
        c.periods = static_cast<int>(numbers[1]);
        c.periodUsedMs = numbers[2];
    }
    return c;
}

}  // namespace shogi
