#include "clock/GameClock.h"

#include <algorithm>
#include <chrono>

namespace shogi {

TimeSource steadyTimeSource() {
    return [] {
        return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
    };
}

GameClock::GameClock(const TimeControl& control, TimeSource now) : control_(control), now_(std::move(now)) {
    sides_[kBlack] = sides_[kWhite] = fullTime(control);
}

SideClock GameClock::fullTime(const TimeControl& control) {
    SideClock c;
    if (!control.timed()) return c;
    c.mainMs = std::int64_t(control.mainSeconds) * 1000;
    if (control.kind == TimeControlKind::Byoyomi) c.periods = control.periods;
    // Increments only: the first move's increment is there before it, or no move could be made.
    if (control.kind == TimeControlKind::Fischer && control.mainSeconds == 0)
        c.mainMs = std::int64_t(control.incrementSeconds) * 1000;
    return c;
}

bool isFlagged(const TimeControl& control, const SideClock& clock) {
    if (!control.timed() || clock.mainMs > 0) return false;
    return control.kind != TimeControlKind::Byoyomi || clock.periods == 0;
}

SideClock GameClock::charged(Side side, std::int64_t elapsedMs) const {
    SideClock c = sides_[side];
    if (!timed() || elapsedMs <= 0) return c;
    const std::int64_t fromMain = std::min(elapsedMs, c.mainMs);
    c.mainMs -= fromMain;
    const std::int64_t rest = elapsedMs - fromMain;
    if (control_.kind != TimeControlKind::Byoyomi || rest == 0) return c;
    // Past the main time the periods are spent one after the other; the last one gone is a loss.
    const std::int64_t period = std::int64_t(control_.periodSeconds) * 1000;
    c.periodUsedMs += rest;
    while (c.periods > 0 && c.periodUsedMs >= period) {
        c.periodUsedMs -= period;
        --c.periods;
    }
    if (c.periods == 0) c.periodUsedMs = 0;
    return c;
}

SideClock GameClock::state(Side side) const { return charged(side, running_ == side ? elapsed() : 0); }

void GameClock::setState(Side side, const SideClock& clock) {
    sides_[side] = clock;
    if (running_ == side) since_ = now_();
}

void GameClock::start(Side side) {
    stop();
    running_ = side;
    since_ = now_();
}

void GameClock::stop() {
    if (!running_) return;
    sides_[*running_] = state(*running_);
    running_.reset();
}

void GameClock::completeMove(Side mover) {
    if (running_ == mover) stop();
    SideClock& c = sides_[mover];
    if (timed() && !isFlagged(control_, c)) {
        if (control_.kind == TimeControlKind::Fischer) c.mainMs += std::int64_t(control_.incrementSeconds) * 1000;
        if (control_.kind == TimeControlKind::Byoyomi) c.periodUsedMs = 0;
    }
    start(opposite(mover));
}

bool GameClock::flagged(Side side) const { return isFlagged(control_, state(side)); }

std::int64_t GameClock::totalLeftMs(Side side) const {
    const SideClock c = state(side);
    std::int64_t left = c.mainMs;
    if (control_.kind == TimeControlKind::Byoyomi && c.periods > 0)
        left += std::int64_t(control_.periodSeconds) * 1000 * c.periods - c.periodUsedMs;
    return left;
}

std::int64_t GameClock::shownMs(Side side) const {
    const SideClock c = state(side);
    if (inByoyomi(side)) return std::int64_t(control_.periodSeconds) * 1000 - c.periodUsedMs;
    return c.mainMs;
}

bool GameClock::inByoyomi(Side side) const {
    const SideClock c = state(side);
    return control_.kind == TimeControlKind::Byoyomi && c.mainMs == 0 && c.periods > 0;
}

ClockLimits GameClock::limits(Side side) const {
    const SideClock c = state(side);
    ClockLimits l;
    l.remainingMs = c.mainMs;
    if (control_.kind == TimeControlKind::Fischer) l.incrementMs = std::int64_t(control_.incrementSeconds) * 1000;
    if (control_.kind == TimeControlKind::Byoyomi && c.periods > 0)
        l.byoyomiMs = std::int64_t(control_.periodSeconds) * 1000 - c.periodUsedMs;
    return l;
}

}  // namespace shogi
