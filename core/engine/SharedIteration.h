#pragma once
// What the threads of one parallel search share besides the transposition table: the deepest
// iteration any of them has completed, with its score and line. A thread still searching a
// depth that another has finished gives it up and goes deeper, and the main search answers
// with the deepest completed iteration of all threads, so that 2 threads reach a depth sooner
// than 1 instead of repeating each other's work.

#include <atomic>
#include <mutex>
#include <vector>

#include "position/Move.h"

namespace shogi {

struct CompletedIteration {
    int depth = 0;
    int score = 0;
    std::vector<Move> pv;
};

class SharedIteration {
public:
    void reset() {
        std::lock_guard lock(mutex_);
        best_ = {};
        depth_.store(0, std::memory_order_relaxed);
    }
    // Kept if deeper than what is there.
    void publish(int depth, int score, const std::vector<Move>& pv) {
        std::lock_guard lock(mutex_);
        if (depth <= best_.depth || pv.empty()) return;
        best_ = {depth, score, pv};
        depth_.store(depth, std::memory_order_release);
    }
    // The deepest completed depth, cheap enough to ask every few hundred nodes.
    int depth() const { return depth_.load(std::memory_order_acquire); }
    CompletedIteration best() const {
        std::lock_guard lock(mutex_);
        return best_;
    }

private:
    mutable std::mutex mutex_;
    CompletedIteration best_;
    std::atomic<int> depth_{0};
};

}  // namespace shogi
