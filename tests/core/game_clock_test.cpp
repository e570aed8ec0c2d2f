// Clocks (core/clock): time controls in text, and both sides' clocks under each kind of
// control, driven by a hand-moved time source (no sleeps). Every test name says "Clock".
#include <gtest/gtest.h>

#include "clock/GameClock.h"
#include "engine/TimePlan.h"

using namespace shogi;

namespace {

// A time source the test moves by hand.
struct ManualTime {
    std::int64_t now = 1'000'000;
    TimeSource source() {
        return [this] { return now; };
    }
};

}  // namespace

TEST(TimeControlClock, TextRoundTrips) {
    for (const TimeControl& c : {TimeControl{}, TimeControl::suddenDeath(600), TimeControl::byoyomi(600, 30, 3),
                                 TimeControl::byoyomi(0, 10, 1), TimeControl::fischer(300, 5)}) {
        std::string error;
        const auto back = parseTimeControl(formatTimeControl(c), error);
        ASSERT_TRUE(back) << error;
        EXPECT_EQ(*back, c) << formatTimeControl(c);
    }
    EXPECT_EQ(formatTimeControl(TimeControl::byoyomi(600, 30, 3)), "byoyomi 600 30 3");
    EXPECT_EQ(formatTimeControl(TimeControl::fischer(300, 5)), "fischer 300 5");
    EXPECT_EQ(formatTimeControl(TimeControl::suddenDeath(60)), "sudden-death 60");
    EXPECT_EQ(formatTimeControl(TimeControl{}), "none");
}

TEST(TimeControlClock, BadTextIsRefusedWithTheReason) {
    const std::pair<const char*, const char*> cases[] = {
        {"", "empty time control"},
        {"blitz 60", "unknown time control 'blitz'"},
        {"byoyomi 600 30", "expected 'byoyomi MAIN PERIOD PERIODS'"},
        {"fischer 300 5 1", "expected 'fischer MAIN INCREMENT'"},
        {"sudden-death ten", "'ten' is not a whole number"},
        {"sudden-death 0", "the main time must be at least one second"},
        {"byoyomi 600 0 3", "a byoyomi period must be at least one second"},
        {"byoyomi 600 30 0", "byoyomi needs 1 to 100 periods"},
        {"fischer -5 3", "a time must be between 0 and"},
        {"sudden-death 99999999", "a time must be between 0 and"},
    };
    for (const auto& [text, why] : cases) {
        std::string error;
        EXPECT_FALSE(parseTimeControl(text, error)) << text;
        EXPECT_NE(error.find(why), std::string::npos) << text << " -> " << error;
    }
}

TEST(TimeControlClock, SideClockTextFollowsTheControl) {
    const TimeControl byoyomi = TimeControl::byoyomi(600, 30, 3);
    const SideClock c{0, 2, 1500};
    EXPECT_EQ(formatSideClock(byoyomi, c), "0 2 1500");
    std::string error;
    ASSERT_TRUE(parseSideClock(byoyomi, "0 2 1500", error));
    EXPECT_EQ(*parseSideClock(byoyomi, "0 2 1500", error), c);
    EXPECT_FALSE(parseSideClock(byoyomi, "0 4 0", error));
    EXPECT_NE(error.find("more periods"), std::string::npos) << error;
    EXPECT_FALSE(parseSideClock(byoyomi, "0 1 30000", error));
    EXPECT_FALSE(parseSideClock(byoyomi, "5000", error));
    EXPECT_FALSE(parseSideClock(TimeControl::fischer(60, 1), "-1", error));
    EXPECT_FALSE(parseSideClock(TimeControl{}, "5000", error));
    EXPECT_NE(error.find("time control is none"), std::string::npos) << error;
    EXPECT_EQ(formatSideClock(TimeControl::fischer(60, 1), SideClock{61000, 0, 0}), "61000");
}

TEST(GameClock, UntimedClockNeverRunsOut) {
    ManualTime t;
    GameClock clock(TimeControl{}, t.source());
    clock.start(kBlack);
    t.now += 1'000'000'000;
    EXPECT_FALSE(clock.flagged(kBlack));
    clock.completeMove(kBlack);
    EXPECT_FALSE(clock.flagged(kWhite));
}

TEST(GameClock, SuddenDeathClockChargesOnlyTheMover) {
    ManualTime t;
    GameClock clock(TimeControl::suddenDeath(60), t.source());
    EXPECT_EQ(clock.state(kBlack).mainMs, 60000);
    clock.start(kBlack);
    t.now += 12'345;
    EXPECT_EQ(clock.shownMs(kBlack), 60000 - 12345);
    EXPECT_EQ(clock.shownMs(kWhite), 60000);
    clock.completeMove(kBlack);
    EXPECT_EQ(clock.running(), kWhite);
    t.now += 1000;
    EXPECT_EQ(clock.shownMs(kBlack), 60000 - 12345);  // stopped
    EXPECT_EQ(clock.shownMs(kWhite), 59000);
    t.now += 59'000;
    EXPECT_TRUE(clock.flagged(kWhite));
    EXPECT_FALSE(clock.flagged(kBlack));
    EXPECT_EQ(clock.shownMs(kWhite), 0);
}

TEST(GameClock, FischerClockAddsTheIncrementAfterEachMove) {
    ManualTime t;
    GameClock clock(TimeControl::fischer(10, 5), t.source());
    clock.start(kBlack);
    t.now += 3000;
    clock.completeMove(kBlack);
    EXPECT_EQ(clock.state(kBlack).mainMs, 10000 - 3000 + 5000);
    t.now += 9'999;  // White has had no increment yet
    EXPECT_FALSE(clock.flagged(kWhite));
    t.now += 1;
    EXPECT_TRUE(clock.flagged(kWhite));
    // A move after the flag fell gains nothing.
    clock.completeMove(kWhite);
    EXPECT_EQ(clock.state(kWhite).mainMs, 0);
}

TEST(GameClock, FischerWithoutMainTimeStartsWithOneIncrement) {
    std::string error;
    const auto control = parseTimeControl("fischer 0 5", error);
    ASSERT_TRUE(control) << error;
    EXPECT_FALSE(parseTimeControl("fischer 0 0", error));
    EXPECT_NE(error.find("needs a main time or an increment"), std::string::npos) << error;
    ManualTime t;
    GameClock clock(*control, t.source());
    EXPECT_EQ(clock.state(kBlack).mainMs, 5000);
    EXPECT_EQ(clock.state(kWhite).mainMs, 5000);
    clock.start(kBlack);
    t.now += 2000;
    clock.completeMove(kBlack);
    EXPECT_EQ(clock.state(kBlack).mainMs, 5000 - 2000 + 5000);
}

TEST(GameClock, ByoyomiClockKeepsAPeriodUsedInTimeAndLosesOneOverrun) {
    ManualTime t;
    GameClock clock(TimeControl::byoyomi(10, 30, 3), t.source());
    clock.start(kBlack);
    t.now += 10'000;  // the main time is gone
    EXPECT_TRUE(clock.inByoyomi(kBlack));
    EXPECT_EQ(clock.shownMs(kBlack), 30000);
    t.now += 29'000;  // within the first period
    EXPECT_EQ(clock.shownMs(kBlack), 1000);
    clock.completeMove(kBlack);
    EXPECT_EQ(clock.state(kBlack), (SideClock{0, 3, 0}));  // the period is kept, and full again
    clock.completeMove(kWhite);
    t.now += 45'000;  // one period overrun, half of the next used
    EXPECT_EQ(clock.state(kBlack), (SideClock{0, 2, 15000}));
    EXPECT_EQ(clock.shownMs(kBlack), 15000);
    EXPECT_EQ(clock.totalLeftMs(kBlack), 45000);
    clock.completeMove(kBlack);
    EXPECT_EQ(clock.state(kBlack), (SideClock{0, 2, 0}));
    clock.completeMove(kWhite);
    t.now += 59'999;
    EXPECT_FALSE(clock.flagged(kBlack));
    t.now += 1;
    EXPECT_TRUE(clock.flagged(kBlack));
    EXPECT_EQ(clock.totalLeftMs(kBlack), 0);
}

TEST(GameClock, StoppedClockPausesAndResumes) {
    ManualTime t;
    GameClock clock(TimeControl::suddenDeath(60), t.source());
    clock.start(kWhite);
    t.now += 5000;
    clock.stop();
    EXPECT_FALSE(clock.running());
    t.now += 100'000;  // paused: nothing is charged
    EXPECT_EQ(clock.shownMs(kWhite), 55000);
    EXPECT_FALSE(clock.flagged(kWhite));
    clock.start(kWhite);
    t.now += 1000;
    EXPECT_EQ(clock.shownMs(kWhite), 54000);
}

TEST(GameClock, SetStateRestoresASavedClock) {
    ManualTime t;
    GameClock clock(TimeControl::byoyomi(600, 30, 3), t.source());
    clock.setState(kWhite, SideClock{0, 1, 20000});
    clock.start(kWhite);
    t.now += 9999;
    EXPECT_FALSE(clock.flagged(kWhite));
    t.now += 1;
    EXPECT_TRUE(clock.flagged(kWhite));
}

TEST(GameClock, EnginePlansItsMoveFromTheClock) {
    ManualTime t;
    GameClock clock(TimeControl::fischer(300, 5), t.source());
    ClockLimits l = clock.limits(kBlack);
    EXPECT_EQ(l.remainingMs, 300000);
    EXPECT_EQ(l.incrementMs, 5000);
    EXPECT_EQ(l.byoyomiMs, 0);
    const std::int64_t planned = plannedMoveTimeMs(l);
    EXPECT_GT(planned, 1000);
    EXPECT_LT(planned, 150000);

    GameClock byoyomi(TimeControl::byoyomi(0, 10, 2), t.source());
    byoyomi.start(kBlack);
    t.now += 4000;
    l = byoyomi.limits(kBlack);
    EXPECT_EQ(l.remainingMs, 0);
    EXPECT_EQ(l.byoyomiMs, 6000);  // what is left of the period in use
    EXPECT_LT(plannedMoveTimeMs(l), 6000);
}
