#include "movegen/MoveGen.h"

#include <algorithm>
#include <tuple>

#include "movegen/Promotion.h"

namespace shogi {
namespace {

struct CollectSink {
    static constexpr bool kWantsPath = false;
    MoveList& out;
    void add(const Move& m) { out.push_back(m); }
};

struct CountSink {
    static constexpr bool kWantsPath = false;
    std::size_t count = 0;
    void add(const Move&) { ++count; }
};

// Every way of playing each move, with the squares visited.
struct PathSink {
    static constexpr bool kWantsPath = true;
    std::vector<std::pair<Move, MovePath>>& out;
    void add(const Move& m, const MovePath& p) { out.emplace_back(m, p); }
};

// Stops at the first capture on a target square.
struct AttackSink {
    static constexpr bool kWantsPath = false;
    Square target;
    bool found = false;
    void add(const Move& m) {
        for (int i = 0; i < m.captureCount; ++i)
            if (m.captures[i] == target) found = true;
    }
};

bool moveLess(const Move& a, const Move& b) {
    return std::tie(a.to, a.captureCount, a.captures, a.flags, a.kind) <
           std::tie(b.to, b.captureCount, b.captures, b.flags, b.kind);
}

template <class Sink>
class PieceGenerator {
public:
    PieceGenerator(const Position& pos, Square from, Sink& sink)
        : pos_(pos), v_(pos.variant()), from_(from), cell_(pos.cell(from)), side_(cellSide(cell_)),
          kind_(cellKind(cell_)), k_(v_.kind(kind_)), sink_(sink) {
        hookRule_ = v_.rules().hookClassNoMutualCapture && k_.hookClass;
        if constexpr (Sink::kWantsPath) {
            path_.squares.push_back(from);
            path_.waypoints.push_back(from);
        }
        noPass_ = v_.rules().noDoublePass && pos.passedLastTurn(side_);
    }

    void run() {
        const MoveSet& ms = k_.moves[side_];
        if constexpr (Sink::kWantsPath) {
            emitAll(ms, sink_);  // every way, duplicates included
        } else if (!ms.needsDedup) {
            emitAll(ms, sink_);
        } else {
            // Several ways may reach the same move: gather, then keep one of each (R1).
            ScratchList scratch;
            MoveList& buf = scratch.list;
            CollectSink collect{buf};
            emitAll(ms, collect);
            std::sort(buf.begin(), buf.end(), moveLess);
            buf.erase(std::unique(buf.begin(), buf.end()), buf.end());
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

    bool capturable(Cell c) const {
        if (!isPiece(c) || cellSide(c) == side_) return false;
        return !(hookRule_ && v_.kind(cellKind(c)).hookClass);
    }

    template <class S>
    void emitAll(const MoveSet& ms, S& sink) {
        emitRays(ms, sink);
        for (const CompiledPattern& p : ms.patterns) {
            pattern_ = &p;
            Move m;
            m.from = from_;
            leg(sink, 0, from_, 0, m);
        }
        if (ms.universal) universal(sink);
    }

    template <class S>
    void emit(S& sink, Move m) {
        if (noPass_ && m.isPass()) return;
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
        return {path_.squares.size(), path_.waypoints.size()};
    }
    template <class S> void rewind(std::pair<std::size_t, std::size_t> at) {
        if constexpr (S::kWantsPath) {
            path_.squares.resize(at.first);
            path_.waypoints.resize(at.second);
        }
    }

    template <class S>
    void emitRays(const MoveSet& ms, S& sink) {
        for (const Ray& ray : ms.rays) {
            const auto start = mark<S>();
            Square s = from_;
            for (int d = 1; d <= ray.range; ++d) {
                s = static_cast<Square>(s + ray.offset);
                const Cell c = pos_.cell(s);
                if (c == kOffboardCell) break;
                if (d <= ray.skip) continue;
                visit<S>(s);
                if (c == kEmptyCell) {
                    if (ray.modes & kModeMove) emitLeg(sink, simpleMove(s, false), s);
                    continue;
                }
                if ((ray.modes & kModeCapture) && capturable(c)) emitLeg(sink, simpleMove(s, true), s);
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
        if (index > 2) return;  // patterns have at most three legs
        const CompiledLeg& lg = pattern_->legs[index];
        const bool last = index + 1 == pattern_->count;
        for (int r = 0; r < 8; ++r) {
            if (!(lg.directions >> r & 1)) continue;
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
    void universal(S& sink) {
        for (Square s : v_.squares()) {
            if (s == from_) continue;
            const Cell c = pos_.cell(s);
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
        for (Square s : pos_.pieces(them))
            if (s != target && v_.kind(cellKind(pos_.cell(s))).moves[them].universal) return true;
        Position after = pos_;
        Move capture = simpleMove(target, true);
        capture.kind = static_cast<std::uint16_t>(kind_);
        Position::Undo undo;
        after.setSideToMove(side_);
        after.make(capture, undo);
        return isAttacked(after, target, them);
    }

    const Position& pos_;
    const Variant& v_;
    Square from_;
    Cell cell_;
    Side side_;
    int kind_;
    const Kind& k_;
    Sink& sink_;
    const CompiledPattern* pattern_ = nullptr;
    bool hookRule_ = false;
    bool noPass_ = false;
    Square hops_[3] = {kNoSquare, kNoSquare, kNoSquare};
    int hopCount_ = 0;
    MovePath path_;
};

template <class Sink>
void generatePiece(const Position& pos, Square from, Sink& sink) {
    PieceGenerator<Sink>(pos, from, sink).run();
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
    const Side us = pos.sideToMove();
    for (Square from : pos.pieces(us)) generatePiece(pos, from, sink);
    generateDropsInto(pos, sink);
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

std::size_t countMoves(const Position& pos) {
    CountSink sink;
    generateAll(pos, sink);
    return sink.count;
}

bool isAttacked(const Position& pos, Square target, Side by) {
    AttackSink sink{target};
    for (Square from : pos.pieces(by)) {
        generatePiece(pos, from, sink);
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
