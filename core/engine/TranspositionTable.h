#pragma once
// Transposition table on the position's Zobrist hash, shared by every search thread: one slot
// per index, replaced when the new result is deeper or the old one is from an earlier search.
// Stored moves are only hints: the search uses one only if it is among the moves it generated
// itself.
//
// Threads read and write slots without locks. A slot is three 64-bit atomic words: the move,
// the score data, and the key XORed with both, so a slot torn by two threads writing at once
// fails the key check on reading and counts as empty (the "lockless hashing" of chess engines).
// Relaxed atomics make this defined behaviour, which ThreadSanitizer can check.

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

#include "position/Move.h"

namespace shogi {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

struct TTEntry {
    Move move;
    int score = 0;
    int depth = 0;
    Bound bound = Bound::None;
};

class TranspositionTable {
public:
    explicit TranspositionTable(std::size_t megabytes);

    // Fills `out` with what is stored for `key`; false if nothing is.
    bool probe(std::uint64_t key, TTEntry& out) const;
    void store(std::uint64_t key, const Move& move, int score, int depth, Bound bound);
    // Called once per search, before its threads start.
    void newSearch() { ++generation_; }
    // Not while a search runs.
    void clear();

private:
    struct Slot {
        std::atomic<std::uint64_t> check{0};  // key ^ move ^ data
        std::atomic<std::uint64_t> move{0};
        std::atomic<std::uint64_t> data{0};   // score, depth, bound, generation; 0: empty
    };

    // The slots' memory, on a huge-page boundary (see LargePages.h).
    struct FreeLarge {
        void operator()(Slot* p) const;
    };
    std::unique_ptr<Slot[], FreeLarge> slots_;
    std::size_t mask_ = 0;
    std::uint8_t generation_ = 0;
};

}  // namespace shogi
