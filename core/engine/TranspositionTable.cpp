#include "engine/TranspositionTable.h"

#include <algorithm>
#include <memory>

#include "engine/LargePages.h"

namespace shogi {
namespace {

// A move in 64 bits: five squares of 10 bits (kCells < 1024; kNoSquare is stored as 1023),
// the capture count, the flags and a 10-bit kind.
constexpr std::uint64_t kSquareBits = 10;
constexpr std::uint64_t kSquareMask = (1u << kSquareBits) - 1;
static_assert(kCells <= static_cast<int>(kSquareMask), "a square must fit in 10 bits");

std::uint64_t packSquare(Square s) { return s == kNoSquare ? kSquareMask : s; }
Square unpackSquare(std::uint64_t v) {
    v &= kSquareMask;
    return v == kSquareMask ? kNoSquare : static_cast<Square>(v);
}

std::uint64_t packMove(const Move& m) {
    std::uint64_t v = packSquare(m.from) | packSquare(m.to) << 10 | packSquare(m.captures[0]) << 20 |
                      packSquare(m.captures[1]) << 30 | packSquare(m.captures[2]) << 40;
    return v | std::uint64_t{m.captureCount & 3u} << 50 | std::uint64_t{m.flags & 3u} << 52 |
           std::uint64_t{m.kind & 0x3FFu} << 54;
}

Move unpackMove(std::uint64_t v) {
    Move m;
    m.from = unpackSquare(v);
    m.to = unpackSquare(v >> 10);
    for (int i = 0; i < 3; ++i) m.captures[static_cast<std::size_t>(i)] = unpackSquare(v >> (20 + 10 * i));
    m.captureCount = static_cast<std::uint8_t>(v >> 50 & 3);
    m.flags = static_cast<std::uint8_t>(v >> 52 & 3);
    m.kind = static_cast<std::uint16_t>(v >> 54 & 0x3FF);
    return m;
}

// Score (16 bits), depth (8), bound (2), generation (8). A stored entry's bound is never
// None, so a zero word means an empty slot.
std::uint64_t packData(int score, int depth, Bound bound, std::uint8_t generation) {
    return static_cast<std::uint16_t>(static_cast<std::int16_t>(score)) |
           std::uint64_t{static_cast<std::uint8_t>(std::clamp(depth, 0, 127))} << 16 |
           std::uint64_t{static_cast<std::uint8_t>(bound)} << 24 | std::uint64_t{generation} << 26;
}
int dataScore(std::uint64_t d) { return static_cast<std::int16_t>(static_cast<std::uint16_t>(d & 0xFFFF)); }
int dataDepth(std::uint64_t d) { return static_cast<int>(d >> 16 & 0xFF); }
Bound dataBound(std::uint64_t d) { return static_cast<Bound>(d >> 24 & 3); }
std::uint8_t dataGeneration(std::uint64_t d) { return static_cast<std::uint8_t>(d >> 26); }

}  // namespace

TranspositionTable::TranspositionTable(std::size_t megabytes) {
    // A power of two no larger than requested, so an index is a mask of the key.
    std::size_t count = 1;
    const std::size_t wanted = std::max<std::size_t>(megabytes, 1) * 1024 * 1024 / sizeof(Slot);
    while (count * 2 <= wanted) count *= 2;
    Slot* slots = static_cast<Slot*>(allocateLarge(count * sizeof(Slot)));
    std::uninitialized_value_construct_n(slots, count);
    slots_.reset(slots);
    mask_ = count - 1;
}

bool TranspositionTable::probe(std::uint64_t key, TTEntry& out) const {
    const Slot& s = slots_[key & mask_];
    const std::uint64_t move = s.move.load(std::memory_order_relaxed);
    const std::uint64_t data = s.data.load(std::memory_order_relaxed);
    if (data == 0 || (s.check.load(std::memory_order_relaxed) ^ move ^ data) != key) return false;
    out.move = unpackMove(move);
    out.score = dataScore(data);
    out.depth = dataDepth(data);
    out.bound = dataBound(data);
    return true;
}

void TranspositionTable::store(std::uint64_t key, const Move& move, int score, int depth, Bound bound) {
    Slot& s = slots_[key & mask_];
    std::uint64_t oldMove = s.move.load(std::memory_order_relaxed);
    const std::uint64_t oldData = s.data.load(std::memory_order_relaxed);
    const bool same = oldData != 0 && (s.check.load(std::memory_order_relaxed) ^ oldMove ^ oldData) == key;
    if (same && dataGeneration(oldData) == generation_ && dataDepth(oldData) > depth && bound != Bound::Exact)
        return;  // keep the deeper result of this search for this position
    // A result without a move keeps the move stored for the same position.
    const std::uint64_t newMove = !same || move.to != kNoSquare ? packMove(move) : oldMove;
    const std::uint64_t newData = packData(score, depth, bound, generation_);
    s.move.store(newMove, std::memory_order_relaxed);
    s.data.store(newData, std::memory_order_relaxed);
    s.check.store(key ^ newMove ^ newData, std::memory_order_relaxed);
}

void TranspositionTable::FreeLarge::operator()(Slot* p) const {
    static_assert(std::is_trivially_destructible_v<Slot>, "slots are freed without destroying them");
    freeLarge(p);
}

void TranspositionTable::clear() {
    for (std::size_t i = 0; i <= mask_; ++i) {
        slots_[i].check.store(0, std::memory_order_relaxed);
        slots_[i].move.store(0, std::memory_order_relaxed);
        slots_[i].data.store(0, std::memory_order_relaxed);
    }
    generation_ = 0;
}

}  // namespace shogi
