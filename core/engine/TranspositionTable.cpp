#include "engine/TranspositionTable.h"

#include <algorithm>

namespace shogi {

TranspositionTable::TranspositionTable(std::size_t megabytes) {
    // A power of two no larger than requested, so an index is a mask of the key.
    std::size_t count = 1;
    const std::size_t wanted = std::max<std::size_t>(megabytes, 1) * 1024 * 1024 / sizeof(TTEntry);
    while (count * 2 <= wanted) count *= 2;
    slots_.resize(count);
    mask_ = count - 1;
}

const TTEntry* TranspositionTable::probe(std::uint64_t key) const {
    const TTEntry& e = slots_[key & mask_];
    return e.bound != Bound::None && e.key == key ? &e : nullptr;
}

void TranspositionTable::store(std::uint64_t key, const Move& move, int score, int depth, Bound bound) {
    TTEntry& e = slots_[key & mask_];
    if (e.bound != Bound::None && e.key == key && e.generation == generation_ && e.depth > depth &&
        bound != Bound::Exact)
        return;  // keep the deeper result of this search for this position
    if (e.key != key || move.to != kNoSquare) e.move = move;
    e.key = key;
    e.score = static_cast<std::int16_t>(score);
    e.depth = static_cast<std::int8_t>(std::clamp(depth, 0, 127));
    e.bound = bound;
    e.generation = generation_;
}

void TranspositionTable::clear() {
    std::fill(slots_.begin(), slots_.end(), TTEntry{});
    generation_ = 0;
}

}  // namespace shogi
