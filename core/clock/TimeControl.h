#pragma once
// A time control: how much thinking time each side has and how it comes back.
//
//   none          no clock
//   sudden death  MAIN seconds for the whole game; when they are gone the side loses
//   byoyomi       MAIN seconds, then PERIODS periods of PERIOD seconds: a move made within
//                 a period keeps it for the next move, a period used up is lost, and the side
//                 that uses up its last period loses
//   Fischer       MAIN seconds, and INCREMENT seconds added after each move the side makes;
//                 MAIN may be 0 (a game of increments only): each side then starts with one
//                 increment, the one its first move earns
//
// The text form (saved games, docs/game-format.md): "none", "sudden-death MAIN",
// "byoyomi MAIN PERIOD PERIODS", "fischer MAIN INCREMENT", whole seconds.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace shogi {

enum class TimeControlKind { None, SuddenDeath, Byoyomi, Fischer };

struct TimeControl {
    TimeControlKind kind = TimeControlKind::None;
    int mainSeconds = 0;
    int periodSeconds = 0;     // byoyomi: length of a period
    int periods = 0;           // byoyomi: how many
    int incrementSeconds = 0;  // Fischer

    // The longest time any field may hold: 100 hours.
    static constexpr int kMaxSeconds = 100 * 3600;

    bool timed() const { return kind != TimeControlKind::None; }
    static TimeControl suddenDeath(int mainSeconds);
    static TimeControl byoyomi(int mainSeconds, int periodSeconds, int periods);
    static TimeControl fischer(int mainSeconds, int incrementSeconds);

    friend bool operator==(const TimeControl&, const TimeControl&) = default;
};

// One side's time left (GameClock keeps two; a saved game records them).
struct SideClock {
    std::int64_t mainMs = 0;        // main time left
    int periods = 0;                // byoyomi periods left, the one in use included
    std::int64_t periodUsedMs = 0;  // byoyomi: the part of the period in use already spent on this move

    friend bool operator==(const SideClock&, const SideClock&) = default;
};

// "none", "sudden-death", "byoyomi", "fischer".
const char* timeControlKindId(TimeControlKind kind);

// Why the control cannot be played (a sudden death without time, a byoyomi without periods,
// a time out of range), or an empty string when it can.
std::string checkTimeControl(const TimeControl& control);

std::string formatTimeControl(const TimeControl& control);
// Reads the text form; on failure returns nullopt and `error` says what is wrong.
std::optional<TimeControl> parseTimeControl(std::string_view text, std::string& error);

// A side's time as a saved game writes it: "MAIN_MS" (milliseconds of main time left), and
// under byoyomi "MAIN_MS PERIODS PERIOD_USED_MS".
std::string formatSideClock(const TimeControl& control, const SideClock& clock);
// Reads that form for `control`; on failure nullopt and `error` says why.
std::optional<SideClock> parseSideClock(const TimeControl& control, std::string_view text, std::string& error);

}  // namespace shogi
