#pragma once
// Both sides' clocks under one time control (TimeControl.h). The time comes from an injected
// source (milliseconds on a monotonic clock), so the program uses the steady clock and tests
// move time by hand: nothing here sleeps or reads the wall clock.
//
// One clock runs at a time, the mover's. completeMove() charges the mover, renews its time
// (the Fischer increment, a fresh byoyomi period) and starts the opponent; stop() pauses.
// Running out is only reported (flagged()): whoever owns the game decides what it means.

#include <cstdint>
#include <functional>
#include <optional>

#include "clock/ClockLimits.h"
#include "clock/TimeControl.h"
#include "variants/Variant.h"

namespace shogi {

// Milliseconds on a clock that never goes back; only differences are used.
using TimeSource = std::function<std::int64_t()>;
TimeSource steadyTimeSource();

class GameClock {
public:
    explicit GameClock(const TimeControl& control = {}, TimeSource now = steadyTimeSource());

    const TimeControl& control() const { return control_; }
    bool timed() const { return control_.timed(); }
    // A side's clock at the start of a game under `control`.
    static SideClock fullTime(const TimeControl& control);

    // The side's time as of now: a running clock has the time since it started charged.
    SideClock state(Side side) const;
    // Sets a side's time (a saved game's clocks); a running clock goes on from now.
    void setState(Side side, const SideClock& clock);
    std::optional<Side> running() const { return running_; }

    // Starts the side's clock; a clock that was running is charged and stopped.
    void start(Side side);
    // Charges and stops the running clock, if any (pause, game over).
    void stop();
    // `mover` completed a move: its time so far is charged, then renewed (increment, the
    // byoyomi period starts afresh for the next move), and the opponent's clock starts.
    void completeMove(Side mover);

    // The side has used up all its time.
    bool flagged(Side side) const;
    // Everything the side has left: main time and unused byoyomi periods.
    std::int64_t totalLeftMs(Side side) const;
    // What a clock face shows: the main time left, or in byoyomi what is left of the period.
    std::int64_t shownMs(Side side) const;
    bool inByoyomi(Side side) const;
    // What the engine plans its move time from when it plays `side`.
    ClockLimits limits(Side side) const;

private:
    SideClock charged(Side side, std::int64_t elapsedMs) const;
    std::int64_t elapsed() const { return running_ ? now_() - since_ : 0; }

    TimeControl control_;
    TimeSource now_;
    SideClock sides_[2];
    std::optional<Side> running_;
    std::int64_t since_ = 0;
};

// Whether a side's clock state has run out under `control`.
bool isFlagged(const TimeControl& control, const SideClock& clock);

}  // namespace shogi
