#pragma once
// Transposition table on the position's Zobrist hash: one slot per index, replaced when the
// new result is deeper or the old one is from an earlier search. Stored moves are only hints:
// the search uses one only if it is among the moves it generated itself.

#include <cstddef>
#include <cstdint>
#include <vector>

#include "position/Move.h"

namespace shogi {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

struct TTEntry {
    std::uint64_t key = 0;
    Move move;
    std::int16_t score = 0;
    std::int8_t depth = 0;
    Bound bound = Bound::None;
    std::uint8_t generation = 0;
};

class TranspositionTable {
public:
    explicit TranspositionTable(std::size_t megabytes);

    // The entry for `key`, or nullptr if none is stored.
    const TTEntry* probe(std::uint64_t key) const;
    void store(std::uint64_t key, const Move& move, int score, int depth, Bound bound);
    void newSearch() { ++generation_; }
    void clear();

private:
    std::vector<TTEntry> slots_;
    std::size_t mask_ = 0;
    std::uint8_t generation_ = 0;
};

}  // namespace shogi
