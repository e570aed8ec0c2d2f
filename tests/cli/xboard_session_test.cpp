// The XBoard session in process (cli/XboardSession), with an engine that plays its first legal
// move at once and keeps the limits it was given: what the clock commands (time, st, level,
// sd, cores) turn into, and what they refuse. The conversation with the real program over
// pipes is cli_xboard_test's.
#include <gtest/gtest.h>

#include <condition_variable>
#include <mutex>
#include <sstream>

#include "XboardSession.h"

using namespace shogi;

namespace {

// What the session asked of its engine, shared by every engine the session makes.
struct SearchLog {
    std::mutex mutex;
    std::condition_variable changed;
    std::vector<SearchLimits> searches;

    // The limits of search number `n` (from 1), waiting for it to begin.
    SearchLimits waitFor(std::size_t n) {
        std::unique_lock<std::mutex> lock(mutex);
        const bool came = changed.wait_for(lock, std::chrono::seconds(30), [&] { return searches.size() >= n; });
        EXPECT_TRUE(came) << "no search " << n;
        return came ? searches[n - 1] : SearchLimits{};
    }
    std::size_t count() {
        const std::lock_guard<std::mutex> lock(mutex);
        return searches.size();
    }
};

class SpyEngine : public Engine {
public:
    explicit SpyEngine(SearchLog& log) : log_(log) {}
    std::string name() const override { return "spy"; }
    SearchResult search(const Game& game, const SearchLimits& limits, const std::atomic<bool>&) override {
        SearchResult r;
        if (!game.legalMoves().empty()) {
            r.best = game.legalMoves().front();
            r.hasMove = true;
        }
        const std::lock_guard<std::mutex> lock(log_.mutex);
        log_.searches.push_back(limits);
        log_.changed.notify_all();
        return r;
    }

private:
    SearchLog& log_;
};

// What the session writes, from both of its threads, read by the test while it runs.
class LockedText : public std::stringbuf {
public:
    std::string text() {
        const std::lock_guard<std::recursive_mutex> lock(mutex_);
        return str();
    }

protected:
    std::streamsize xsputn(const char* s, std::streamsize n) override {
        const std::lock_guard<std::recursive_mutex> lock(mutex_);
        return std::stringbuf::xsputn(s, n);
    }
    int_type overflow(int_type c) override {
        const std::lock_guard<std::recursive_mutex> lock(mutex_);
        return std::stringbuf::overflow(c);
    }

private:
    std::recursive_mutex mutex_;  // overflow() is called from inside xsputn()
};

struct Session {
    SearchLog log;
    LockedText text;
    std::ostream out{&text};
    cli::XboardSession session{"master", out, [this](std::uint64_t) { return std::make_unique<SpyEngine>(log); }};

    // Sends the lines; returns everything the session said so far but the engine's moves
    // (which come from the search thread).
    std::vector<std::string> send(std::initializer_list<const char*> lines) {
        for (const char* line : lines) session.handle(line);
        std::vector<std::string> said;
        std::istringstream in(text.text());
        for (std::string l; std::getline(in, l);)
            if (l.rfind("move ", 0) != 0) said.push_back(l);
        return said;
    }
};

}  // namespace

TEST(XboardTime, TimeBeyondTwoToThe31MillisecondsIsKept) {
    Session s;
    s.send({"new", "variant micro", "time 300000000", "otim 6000", "go"});  // 3e9 ms
    const SearchLimits l = s.log.waitFor(1);
    ASSERT_TRUE(l.clock);
    EXPECT_EQ(l.clock->remainingMs, 3'000'000'000);
}

TEST(XboardTime, LongFixedTimesAreKept) {
    Session s;
    s.send({"new", "variant micro", "st 3000000", "go"});  // 3e6 s per move
    EXPECT_EQ(s.log.waitFor(1).timeMs, 3'000'000'000);
    s.send({"force", "new", "st 0.25", "go"});
    EXPECT_EQ(s.log.waitFor(2).timeMs, 250);
    s.send({"force", "new", "st 1.005", "go"});  // 1004.9999999999999 ms as a double
    EXPECT_EQ(s.log.waitFor(3).timeMs, 1005);
}

TEST(XboardTime, AHugeIncrementIsKept) {
    Session s;
    s.send({"new", "variant micro", "level 40 5 3000000", "time 6000", "go"});
    const SearchLimits l = s.log.waitFor(1);
    ASSERT_TRUE(l.clock);
    EXPECT_EQ(l.clock->incrementMs, 3'000'000'000);
    EXPECT_EQ(l.clock->remainingMs, 60000);
    EXPECT_EQ(l.clock->movesToGo, 40);
}

TEST(XboardTime, NonFiniteAndOutOfRangeTimesAreRefused) {
    for (const char* bad : {"st nan", "st inf", "st -inf", "st 1e10", "st -5", "st 0", "st", "st 5s",
                            "time 99999999999999999999", "time nan", "time 1e5", "level 40 5 1e10",
                            "level 40 5 nan", "level 40 5 -1", "level -1 5 0", "level 40 5",
                            "level 40 99999999999 0", "sd 999999999999", "sd 0", "sd x", "cores 0", "cores 65"}) {
        SCOPED_TRACE(bad);
        Session s;
        // A setting of each kind first; the refused command must leave it as it was.
        s.send({"new", "variant micro", "st 2", "sd 7", "cores 2", bad, "go"});
        const std::vector<std::string> said = s.send({});
        ASSERT_FALSE(said.empty());
        const std::string& last = said.back();
        EXPECT_EQ(last.rfind("Error (", 0), 0u) << last;
        EXPECT_NE(last.find(std::string(bad).substr(0, std::string(bad).find(' '))), std::string::npos) << last;
        const SearchLimits l = s.log.waitFor(1);
        EXPECT_EQ(l.timeMs, 2000);
        EXPECT_EQ(l.depth, 7);
        EXPECT_EQ(l.threads, 2);
    }
}
