#pragma once
// How a host answers wrong secrets: each one doubles the wait before it takes the next
// connection (from the first delay), and after the last one allowed it takes none at all.
// Guessing a secret of 120 bits was hopeless before; this keeps a mistyped or stolen-but-wrong
// invitation from hammering the host, and tells the host it happened.

#include <optional>

namespace shogi::net {

class AttemptLimiter {
public:
    explicit AttemptLimiter(int maxWrong = 5, int firstDelayMs = 1000) : maxWrong_(maxWrong), firstDelayMs_(firstDelayMs) {}

    // Notes a wrong secret: the wait before the next connection is taken, in milliseconds,
    // or nullopt when the host must stop taking connections.
    std::optional<int> wrongSecret() {
        ++wrong_;
        if (wrong_ >= maxWrong_) return std::nullopt;
        return firstDelayMs_ << (wrong_ - 1);
    }
    bool stopped() const { return wrong_ >= maxWrong_; }
    int wrongCount() const { return wrong_; }
    int maxWrong() const { return maxWrong_; }

private:
    int maxWrong_;
    int firstDelayMs_;
    int wrong_ = 0;
};

}  // namespace shogi::net
