#include "protocol/MoveClock.h"

#include "clock/GameClock.h"

namespace shogi::net {

ThinkingCharge chargeThinking(const TimeControl& control, const SideClock& before, std::int64_t thinkingMs) {
    std::int64_t now = 0;
    GameClock clock(control, [&now] { return now; });
    clock.setState(kBlack, before);
    clock.start(kBlack);
    now = thinkingMs;
    ThinkingCharge charge;
    charge.during = clock.state(kBlack);
    charge.flagged = clock.flagged(kBlack);
    clock.completeMove(kBlack);
    charge.after = clock.state(kBlack);
    return charge;
}

}  // namespace shogi::net
