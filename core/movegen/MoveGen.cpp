#include "movegen/MoveGen.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <tuple>
#include <type_traits>

#include "movegen/Promotion.h"

namespace shogi {
namespace {

// Sinks say what they want through three traits: kWantsPath (every square visited, every
// way of playing a move), kCapturesOnly (only moves that capture: the walker then skips what
// cannot capture instead of generating and dropping it) and kDistinct (each move once, R1);
// a sink may add kSkipsRays (single-leg rays are not walked: the attack test has them).
// `if constexpr` keeps what a sink does not want from costing anything.
template <bool CapturesOnly>
struct ListSink {
    static constexpr bool kWantsPath = false;
    static constexpr bool kCapturesOnly = CapturesOnly;
    static constexpr bool kDistinct = true;
    MoveList& out;
    void add(const Move& m) { out.push_back(m); }
};
using CollectSink = ListSink<false>;
using CaptureSink = ListSink<true>;

struct CountSink {
    static constexpr bool kWantsPath = false;
    static constexpr bool kCapturesOnly = false;
    static constexpr bool kDistinct = true;
    std::size_t count = 0;
    void add(const Move&) { ++count; }
};

// Every way of playing each move, with the squares visited.
struct PathSink {
    static constexpr bool kWantsPath = true;
    static constexpr bool kCapturesOnly = false;
    static constexpr bool kDistinct = false;
    std::vector<std::pair<Move, MovePath>>& out;
    void add(const Move& m, const MovePath& p) { out.emplace_back(m, p); }
};

// Notes a capture on a target square by a multi-leg pattern or the universal leap; seeing
// it twice changes nothing. Its rays are not walked: isAttacked looks them up backwards
// (kSkipsRays).
struct AttackSink {
    static constexpr bool kWantsPath = false;
    static constexpr bool kCapturesOnly = true;
    static constexpr bool kDistinct = false;
    static constexpr bool kSkipsRays = true;
    Square target;
    bool found = false;
    void add(const Move& m) {
        for (int i = 0; i < m.captureCount; ++i)
            if (m.captures[i] == target) found = true;
    }
};

// Looks for one move among those generated (any way of playing it will do).
struct FindSink {
    static constexpr bool kWantsPath = false;
    static constexpr bool kCapturesOnly = false;
    static constexpr bool kDistinct = false;
    const Move& wanted;
    bool found = false;
    void add(const Move& m) { found = found || m == wanted; }
};

template <class Sink>
inline constexpr bool kSkipsRays = requires { requires Sink::kSkipsRays; };

template <class Sink>
inline constexpr bool kIsList = std::is_same_v<Sink, ListSink<Sink::kCapturesOnly>>;

// An order on one piece's moves (a function object, so the sort inlines it).
struct MoveLess {
    bool operator()(const Move& a, const Move& b) const {
        return std::tie(a.to, a.captureCount, a.captures, a.flags, a.kind) <
               std::tie(b.to, b.captureCount, b.captures, b.flags, b.kind);
    }
};

// Sorts moves[start..] of one piece and keeps one of each.
void keepDistinct(MoveList& moves, std::size_t start) {
    if (moves.size() - start < 2) return;
    const auto first = moves.begin() + static_cast<std::ptrdiff_t>(start);
    std::sort(first, moves.end(), MoveLess{});
    moves.erase(std::unique(first, moves.end()), moves.end());
}

// The generator's moves are equal exactly when their bytes are: a Move has no padding, and
// capture slots past captureCount keep kNoSquare. Cheaper than the field-by-field operator==.
static_assert(std::has_unique_object_representations_v<Move>);
bool sameBytes(const Move& a, const Move& b) { return std::memcmp(&a, &b, sizeof(Move)) == 0; }

// Keeps the first of equal moves in moves[start..] and their order (the quiescence search
// tries captures of equal value in the order given). Only moves to the same square can be
// equal, so each move is compared with the kept moves to its square: a chain per square.
void keepFirstOfEach(MoveList& moves, std::size_t start) {
    const std::size_t n = moves.size() - start;
    if (n < 2) return;
    thread_local std::array<std::int32_t, kCells> last = [] {
        std::array<std::int32_t, kCells> a;
        a.fill(-1);
        return a;
    }();
    thread_local std::vector<std::int32_t> previous;  // the kept move before, to the same square
    previous.resize(n);
    Move* const m = moves.data() + start;
    std::int32_t kept = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const Square to = m[i].to;
        bool seen = false;
        for (std::int32_t j = last[to]; j >= 0 && !seen; j = previous[j]) seen = sameBytes(m[j], m[i]);
        if (seen) continue;
        previous[kept] = last[to];
        last[to] = kept;
        if (static_cast<std::size_t>(kept) != i) m[kept] = m[i];
        ++kept;
    }
    for (std::int32_t k = 0; k < kept; ++k) last[m[k].to] = -1;
    moves.resize(start + static_cast<std::size_t>(kept));
}

// One generator serves every piece of a query; run() sets the state of one piece.
template <class Sink>
class PieceGenerator {
public:
    PieceGenerator(const Position& pos, Sink& sink)
        : pos_(pos), v_(pos.variant()), sink_(sink), hookVariant_(v_.rules().hookClassNoMutualCapture) {}

    // The moves of the piece on `from`, as if it were its side's turn.
    void run(Square from) {
        const Cell cell = pos_.cell(from);
        from_ = from;
        side_ = cellSide(cell);
        them_ = opposite(side_);
        kind_ = cellKind(cell);
        k_ = &v_.kind(kind_);
        if constexpr (Sink::kWantsPath) {
            path_.squares.assign(1, from);
            path_.waypoints.assign(1, from);
        }
        if constexpr (!Sink::kCapturesOnly) noPass_ = v_.rules().noDoublePass && pos_.passedLastTurn(side_);

        const MoveSet& ms = k_->moves[side_];
        const bool dedup = Sink::kDistinct && ms.needsDedup;  // several ways to one move (R1)
        if constexpr (kIsList<Sink>) {
            // A list is its own buffer: this piece's moves are de-duplicated where they stand.
            if (!dedup) return emitAll(ms, sink_);
            const std::size_t start = sink_.out.size();
            emitAll(ms, sink_);
            if constexpr (Sink::kCapturesOnly) keepFirstOfEach(sink_.out, start);
            else keepDistinct(sink_.out, start);
        } else if constexpr (!Sink::kDistinct) {
            emitAll(ms, sink_);  // every way, duplicates included
        } else if (!dedup) {
            emitAll(ms, sink_);
        } else {
            // Gather, keep one of each, then pass them on.
            ScratchList scratch;
            MoveList& buf = scratch.list;
            ListSink<Sink::kCapturesOnly> collect{buf};
            emitAll(ms, collect);
            keepDistinct(buf, 0);
            for (const Move& m : buf) sink_.add(m);
        }
    }

private:
    // A reusable buffer per nesting level (the universal leaper's protection test generates
    // moves while its own moves are being gathered).
    struct ScratchList {
        static constexpr int kLevels = 8;
        thread_local static inline MoveList pool[kLevels];
        thread_local static inline int depth = 0;
        MoveList& list;
        ScratchList() : list(pool[depth++ % kLevels]) { list.clear(); }
        ~ScratchList() { --depth; }
    };

    // Whether the moving piece may capture what stands on a cell: an enemy, and in Hook
    // Shogi not hook-class against hook-class (R4). A value, so loops keep it in registers.
    struct CaptureTest {
        const Variant* v;
        Side them;
        bool hookMover;
        bool operator()(Cell c) const { return ownedBy(c, them) && !(hookMover && v->kind(cellKind(c)).hookClass); }
    };
    CaptureTest captureTest() const { return {&v_, them_, hookVariant_ && k_->hookClass}; }
    bool capturable(Cell c) const { return captureTest()(c); }

    template <class S>
    void emitAll(const MoveSet& ms, S& sink) {
        // Captures-only lists multi-leg captures first, as the quiescence search has always
        // had them: it tries captures of equal value in the order given, and this order keeps
        // its trees as they were, except where a duplicate capture is gone (R1).
        if constexpr (!S::kCapturesOnly) emitRays(ms, sink);
        if (!ms.patterns.empty()) emitPatterns(ms, sink);
        if constexpr (S::kCapturesOnly && !kSkipsRays<S>) emitRays(ms, sink);
        if (ms.universal) universal(sink);
    }

    template <class S>
    void emit(S& sink, Move m) {
        if constexpr (S::kCapturesOnly) {
            if (!m.isCapture()) return;  // a pass captures nothing either
        } else {
            if (noPass_ && m.isPass()) return;
        }
        forEachPromotionChoice(pos_, kind_, m, [&](const Move& choice) {
            if constexpr (S::kWantsPath) sink.add(choice, path_);
            else sink.add(choice);
        });
    }

    // Path bookkeeping, only for sinks that want every visited square.
    template <class S> void visit(Square s) {
        if constexpr (S::kWantsPath) path_.squares.push_back(s);
    }
    template <class S> void endLeg(Square s) {
        if constexpr (S::kWantsPath) path_.waypoints.push_back(s);
    }
    template <class S> std::pair<std::size_t, std::size_t> mark() const {
        if constexpr (S::kWantsPath) return {path_.squares.size(), path_.waypoints.size()};
        else return {0, 0};
    }
    template <class S> void rewind(std::pair<std::size_t, std::size_t> at) {
        if constexpr (S::kWantsPath) {
            path_.squares.resize(at.first);
            path_.waypoints.resize(at.second);
        }
    }

    // Out of line, like universal(): most pieces have neither, and the ray loop is hotter
    // with the registers to itself.
    template <class S>
    [[gnu::noinline]] void emitPatterns(const MoveSet& ms, S& sink) {
        for (const CompiledPattern& p : ms.patterns) {
            pattern_ = &p;
            if constexpr (S::kCapturesOnly) {
                // A move that has not captured by a leg without its bit never will, and is
                // not followed further.
                capturesFrom_ = p.capturesFrom;
                if (!(capturesFrom_ & 1u)) continue;
            }
            Move m;
            m.from = from_;
            leg(sink, 0, from_, 0, m);
        }
    }

    template <class S>
    void emitRays(const MoveSet& ms, S& sink) {
        // Locals rather than members in the loop: they stay in registers across emissions.
        const Position& pos = pos_;
        const Square from = from_;
        const CaptureTest canTake = captureTest();
        for (const Ray& ray : ms.rays) {
            if constexpr (S::kCapturesOnly) {
                if (!(ray.modes & kModeCapture)) continue;
            }
            const auto start = mark<S>();
            Square s = from;
            for (int d = 1; d <= ray.range; ++d) {
                s = static_cast<Square>(s + ray.offset);
                const Cell c = pos.cell(s);
                if (c == kOffboardCell) break;
                if (d <= ray.skip) continue;
                visit<S>(s);
                if (c == kEmptyCell) {
                    if constexpr (!S::kCapturesOnly) {
                        if (ray.modes & kModeMove) emitLeg(sink, simpleMove(s, false), s);
                    }
                    continue;
                }
                if ((ray.modes & kModeCapture) && canTake(c)) emitLeg(sink, simpleMove(s, true), s);
                break;
            }
            rewind<S>(start);
        }
    }

    template <class S>
    void emitLeg(S& sink, const Move& m, Square end) {
        endLeg<S>(end);
        emit(sink, m);
        if constexpr (S::kWantsPath) path_.waypoints.pop_back();
    }

    Move simpleMove(Square to, bool capture) const {
        Move m;
        m.from = from_;
        m.to = to;
        if (capture) m.addCapture(to);
        return m;
    }

    bool hopped(Square s) const {
        for (int i = 0; i < hopCount_; ++i)
            if (hops_[i] == s) return true;
        return false;
    }

    bool vacated(Square s, const Move& m) const {
        if (s == from_) return true;
        for (int i = 0; i < m.captureCount; ++i)
            if (m.captures[i] == s) return true;
        return false;
    }

    // Follows leg `index` of the current pattern from `at`; `prevDir` orients later legs.
    template <class S>
    void leg(S& sink, int index, Square at, int prevDir, const Move& sofar) {
        if (index >= CompiledPattern::kMaxLegs) return;
        if constexpr (S::kCapturesOnly) {
            if (sofar.captureCount == 0 && !(capturesFrom_ >> index & 1u)) return;
        }
        const CompiledLeg& lg = pattern_->legs[index];
        const bool last = index + 1 == pattern_->count;
        for (unsigned left = lg.directions; left; left &= left - 1) {
            const int r = std::countr_zero(left);
            const int dir = index == 0 ? r : (prevDir + r) & 7;
            const int offset = v_.compassOffset(dir);
            const auto start = mark<S>();
            Square s = at;
            for (int d = 1; d <= lg.range; ++d) {
                s = static_cast<Square>(s + offset);
                const Cell c = pos_.cell(s);
                if (c == kOffboardCell) break;
                visit<S>(s);
                if (c == kEmptyCell || vacated(s, sofar)) {
                    if (lg.modes & kModeMove) {
                        if (last) {
                            Move m = sofar;
                            m.to = s;
                            emitLeg(sink, m, s);
                        } else {
                            nextLeg(sink, index, s, dir, sofar);
                        }
                    }
                    continue;
                }
                // A square hopped over earlier in the move is not captured later: the same
                // result is the move that captures it on the way out (R1).
                if ((lg.modes & kModeCapture) && capturable(c) && sofar.captureCount < 3 && !hopped(s)) {
                    Move m = sofar;
                    m.addCapture(s);
                    if (last) {
                        m.to = s;
                        emitLeg(sink, m, s);
                    } else {
                        nextLeg(sink, index, s, dir, m);
                    }
                }
                if (!last && (lg.modes & kModeHop)) {
                    hops_[hopCount_++] = s;
                    nextLeg(sink, index, s, dir, sofar);
                    --hopCount_;
                }
                break;
            }
            rewind<S>(start);
        }
    }

    template <class S>
    void nextLeg(S& sink, int index, Square at, int dir, const Move& sofar) {
        endLeg<S>(at);
        leg(sink, index + 1, at, dir, sofar);
        if constexpr (S::kWantsPath) path_.waypoints.pop_back();
    }

    template <class S>
    [[gnu::noinline]] void universal(S& sink) {
        for (Square s : v_.squares()) {
            if (s == from_) continue;
            const Cell c = pos_.cell(s);
            if constexpr (S::kCapturesOnly) {
                if (c == kEmptyCell) continue;
            }
            const auto start = mark<S>();
            visit<S>(s);
            if (c == kEmptyCell) emitLeg(sink, simpleMove(s, false), s);
            else if (capturable(c) && !isProtectedFromUniversal(s)) emitLeg(sink, simpleMove(s, true), s);
            rewind<S>(start);
        }
    }

    // R5: the universal leaper captures only unprotected pieces. A piece is protected when
    // its side could recapture on its square, royalty aside, with the capturer standing there;
    // a side's own universal leaper protects all its pieces.
    bool isProtectedFromUniversal(Square target) const {
        const Side them = opposite(side_);
        for (Square s : pos_.specialPieces(them))
            if (s != target && v_.kind(cellKind(pos_.cell(s))).moves[them].universal) return true;
        ScratchPosition scratch(pos_);
        Position& after = scratch.pos;
        Move capture = simpleMove(target, true);
        capture.kind = static_cast<std::uint16_t>(kind_);
        Position::Undo undo;
        after.setSideToMove(side_);
        after.make(capture, undo);
        return isAttacked(after, target, them);
    }

    // A copy of a position per nesting level (the protection test may meet the other side's
    // universal leaper), kept for the thread: assigning reuses its storage, where a new
    // Position would allocate its piece lists at every capture the leaper considers.
    struct ScratchPosition {
        thread_local static inline std::vector<std::unique_ptr<Position>> pool;
        thread_local static inline std::size_t depth = 0;
        Position& pos;
        explicit ScratchPosition(const Position& from) : pos(take(from)) {}
        ~ScratchPosition() { --depth; }
        static Position& take(const Position& from) {
            if (depth == pool.size()) pool.push_back(std::make_unique<Position>(from));
            else *pool[depth] = from;
            return *pool[depth++];
        }
    };

    const Position& pos_;
    const Variant& v_;
    Sink& sink_;
    const bool hookVariant_;  // Hook Shogi: hook-class pieces do not capture each other (R4)
    Square from_ = kNoSquare;
    Side side_ = kBlack;
    Side them_ = kWhite;
    int kind_ = 0;
    const Kind* k_ = nullptr;
    const CompiledPattern* pattern_ = nullptr;
    unsigned capturesFrom_ = 0;  // captures-only: which legs of pattern_ on may still capture
    bool noPass_ = false;
    Square hops_[3] = {kNoSquare, kNoSquare, kNoSquare};
    int hopCount_ = 0;
    struct NoPath {};
    [[no_unique_address]] std::conditional_t<Sink::kWantsPath, MovePath, NoPath> path_;
};

template <class Sink>
void generatePiece(const Position& pos, Square from, Sink& sink) {
    PieceGenerator<Sink>(pos, sink).run(from);
}

// Whether the piece on `from` may capture anything, from one look at the cells around it:
// on a crowded board most pieces cannot, and this spares walking their rays. Lions, Kirin,
// Phoenixes and Knights (other ways that reach two squares at most) need an enemy in the
// 5x5 square around them.
bool mayCapture(const Position& pos, Square from, Side side) {
    const CaptureReach& reach = pos.variant().captureReach(cellKind(pos.cell(from)), side);
    const std::uint16_t around = pos.around(from);
    if (reach.otherWays && (reach.otherReach > 2 || pos.anyWithinTwo(from, opposite(side) + 1u))) return true;
    return (reach.firstStep & aroundIn(around, opposite(side) + 1u)) ||
           (reach.beyondEmpty & aroundIn(around, kEmptyCell));
}

template <class Sink>
void generateSide(const Position& pos, Side side, Sink& sink) {
    PieceGenerator<Sink> gen(pos, sink);
    const bool look = pos.aroundKept();
    for (Square from : pos.pieces(side)) {
        if constexpr (Sink::kCapturesOnly) {
            if (look && !mayCapture(pos, from, side)) continue;
        }
        gen.run(from);
    }
}

template <class Sink>
void generateDropsInto(const Position& pos, Sink& sink) {
    const Variant& v = pos.variant();
    if (!v.rules().drops) return;
    const Side us = pos.sideToMove();
    const int ranks = v.geometry().ranks();
    for (int t = 0; t < v.typeCount(); ++t) {
        if (pos.handCount(us, t) == 0) continue;
        for (bool promoted : {false, true}) {
            const int kind = Variant::kindOf(t, promoted);
            if (!v.kind(kind).valid) continue;
            // No drop where the face could never move (R8).
            const int limit = v.rules().deadDrops ? ranks : ranks - v.kind(kind).deadRanks;
            for (Square s : v.squares()) {
                if (pos.cell(s) != kEmptyCell || v.geometry().relativeRank(s, us) >= limit) continue;
                Move m;
                m.to = s;
                m.flags = Move::kDrop;
                m.kind = static_cast<std::uint16_t>(kind);
                sink.add(m);
            }
        }
    }
}

template <class Sink>
void generateAll(const Position& pos, Sink& sink) {
    generateSide(pos, pos.sideToMove(), sink);
    generateDropsInto(pos, sink);
}

// Whether a single-leg capturing ray of a piece of `by` reaches `target`: the walk back
// along each of the side's lines described in variants/AttackRays.h.
bool rayAttacks(const Position& pos, Square target, Side by, const AttackRays& rays, bool hookVictim) {
    const Variant& v = pos.variant();
    const std::vector<AttackLine>& lines = rays.lines();
    const std::size_t single = static_cast<std::size_t>(rays.singleCellLines());
    // Steps and leaps: one cell each, read without the walk below; those within two squares
    // not at all where the neighbour words hold no piece of `by` that near.
    std::size_t i = 0;
    const int near = rays.nearCellLines();
    if (near >= AttackRays::kNearLinesWorthTheWords && pos.aroundKept() && !pos.anyWithinTwo(target, by + 1u))
        i = static_cast<std::size_t>(near);
    for (; i < single; ++i) {
        const Cell c = pos.cell(static_cast<Square>(target - lines[i].offset));
        if (!ownedBy(c, by)) continue;
        const int kind = cellKind(c);
        if ((rays.mask(lines[i], 0, kind) >> 1 & 1u) && !(hookVictim && v.kind(kind).hookClass)) return true;
    }
    for (std::size_t i = single; i < lines.size(); ++i) {
        const AttackLine& line = lines[i];
        int first = 0;  // distance of the first occupied square back from the target
        int limit = line.reach;
        Square s = target;
        for (int k = 1; k <= limit; ++k) {
            s = static_cast<Square>(s - line.offset);
            const Cell c = pos.cell(s);
            if (c == kOffboardCell) break;
            if (c == kEmptyCell) continue;
            if (!first) {
                first = k;
                limit = std::min(limit, k + line.maxSkip);
            }
            if (!ownedBy(c, by)) continue;
            const int kind = cellKind(c);
            if ((rays.mask(line, k - first, kind) >> k & 1u) && !(hookVictim && v.kind(kind).hookClass)) return true;
        }
    }
    return false;
}

}  // namespace

void generateMoves(const Position& pos, MoveList& out) {
    CollectSink sink{out};
    generateAll(pos, sink);
}

void generateMovesFrom(const Position& pos, Square from, MoveList& out) {
    if (!isPiece(pos.cell(from))) return;
    CollectSink sink{out};
    generatePiece(pos, from, sink);
}

void generateDrops(const Position& pos, MoveList& out) {
    CollectSink sink{out};
    generateDropsInto(pos, sink);
}

bool isPseudoLegal(const Position& pos, const Move& m) {
    FindSink sink{m};
    if (m.isDrop()) generateDropsInto(pos, sink);
    else if (m.from != kNoSquare && ownedBy(pos.cell(m.from), pos.sideToMove())) generatePiece(pos, m.from, sink);
    return sink.found;
}

void generateCaptures(const Position& pos, MoveList& out) {
    CaptureSink sink{out};
    generateSide(pos, pos.sideToMove(), sink);
}

std::size_t countMoves(const Position& pos) {
    CountSink sink;
    generateAll(pos, sink);
    return sink.count;
}

bool controlsBySingleLeg(const Position& pos, Square target, Side by) {
    return rayAttacks(pos, target, by, pos.variant().attackRays(by), false);
}

// Whether a piece on `from` whose patterns are all bent slides (AttackRays::bentSlidesOnly)
// captures on `target`. For a first leg along v1 and a second along v2, not parallel, the
// turn X = from + a v1 and target = X + b v2 fix a and b (Cramer's rule); the move exists
// when both lie within the legs' ranges and every cell from `from` to X and between X and the
// target is empty, as the generator's walk requires (`from` itself is on neither segment).
bool bentSlideCaptures(const Position& pos, Square from, Square target, const MoveSet& moves) {
    const int dx = fileOf(target) - fileOf(from), dy = rankOf(target) - rankOf(from);
    const auto clear = [&](Square sq, int step, int count) {
        for (int k = 0; k < count; ++k) {
            sq = static_cast<Square>(sq + step);
            if (pos.cell(sq) != kEmptyCell) return false;
        }
        return true;
    };
    for (const CompiledPattern& p : moves.patterns) {
        const CompiledLeg& first = p.legs[0];
        const CompiledLeg& second = p.legs[1];
        for (unsigned firsts = first.directions; firsts; firsts &= firsts - 1) {
            const int d1 = std::countr_zero(firsts);
            for (unsigned turns = second.directions; turns; turns &= turns - 1) {
                const int r = std::countr_zero(turns);
                const int d2 = (d1 + r) & 7;
                const int det = kCompassDx[d1] * kCompassDy[d2] - kCompassDy[d1] * kCompassDx[d2];
                const int an = dx * kCompassDy[d2] - dy * kCompassDx[d2];
                const int bn = kCompassDx[d1] * dy - kCompassDy[d1] * dx;
                if (det == 0 || an % det || bn % det) continue;
                const int a = an / det, b = bn / det;
                if (a < 1 || a > first.range || b < 1 || b > second.range) continue;
                const Square turn = static_cast<Square>(from + a * compassStep(d1));
                if (clear(from, compassStep(d1), a) && clear(turn, compassStep(d2), b - 1)) return true;
            }
        }
    }
    return false;
}

bool isAttacked(const Position& pos, Square target, Side by) {
    const Cell victim = pos.cell(target);
    if (!ownedBy(victim, opposite(by))) return false;  // nothing there that `by` could capture
    const Variant& v = pos.variant();
    const AttackRays& rays = v.attackRays(by);
    // Hook Shogi: a hook-class piece is not captured by a hook-class piece (R4).
    const bool hookVictim = v.rules().hookClassNoMutualCapture && v.kind(cellKind(victim)).hookClass;
    if (rayAttacks(pos, target, by, rays, hookVictim)) return true;
    AttackSink sink{target};
    PieceGenerator<AttackSink> gen(pos, sink);
    const int file = fileOf(target), rank = rankOf(target);
    for (Square from : pos.specialPieces(by)) {
        const int kind = cellKind(pos.cell(from));
        const int reach = rays.generatorReach(kind);
        if (!reach || std::abs(fileOf(from) - file) > reach || std::abs(rankOf(from) - rank) > reach) continue;
        if (rays.bentSlidesOnly(kind)) {
            if (!(hookVictim && v.kind(kind).hookClass) && bentSlideCaptures(pos, from, target, v.kind(kind).moves[by]))
                return true;
            continue;
        }
        gen.run(from);
        if (sink.found) return true;
    }
    return false;
}

}  // namespace shogi

namespace shogi {

std::vector<MovePath> movePaths(const Position& pos, const Move& move) {
    std::vector<MovePath> paths;
    if (move.isDrop()) {
        paths.push_back({{move.to}, {move.to}});
        return paths;
    }
    if (!isPiece(pos.cell(move.from))) return paths;
    std::vector<std::pair<Move, MovePath>> all;
    PathSink sink{all};
    generatePiece(pos, move.from, sink);
    for (auto& [m, p] : all)
        if (m == move && std::find(paths.begin(), paths.end(), p) == paths.end()) paths.push_back(std::move(p));
    return paths;
}

}  // namespace shogi
