#include "engine/CaptureGen.h"

#include "movegen/Promotion.h"

namespace shogi {
namespace {

// Follows a piece's multi-leg patterns the way the move generator does (same order of
// legs, same treatment of vacated and hopped squares) but keeps only moves that capture.
class PatternCaptures {
public:
    PatternCaptures(const Position& pos, Square from, int kind, bool hookMover, MoveList& out)
        : pos_(pos), v_(pos.variant()), from_(from), them_(opposite(cellSide(pos.cell(from)))), kind_(kind),
          hookMover_(hookMover), out_(out) {}

    void run(const CompiledPattern& p) {
        pattern_ = &p;
        Move m;
        m.from = from_;
        leg(0, from_, 0, m);
    }

private:
    bool capturable(Cell c) const {
        return ownedBy(c, them_) && !(hookMover_ && v_.kind(cellKind(c)).hookClass);
    }
    bool vacated(Square s, const Move& m) const {
        if (s == from_) return true;
        for (int i = 0; i < m.captureCount; ++i)
            if (m.captures[i] == s) return true;
        return false;
    }
    bool hopped(Square s) const {
        for (int i = 0; i < hopCount_; ++i)
            if (hops_[i] == s) return true;
        return false;
    }
    void emit(const Move& m) {
        if (m.captureCount == 0) return;
        forEachPromotionChoice(pos_, kind_, m, [&](const Move& choice) { out_.push_back(choice); });
    }

    void leg(int index, Square at, int prevDir, const Move& sofar) {
        if (index > 2) return;
        const CompiledLeg& lg = pattern_->legs[index];
        const bool last = index + 1 == pattern_->count;
        for (int r = 0; r < 8; ++r) {
            if (!(lg.directions >> r & 1)) continue;
            const int dir = index == 0 ? r : (prevDir + r) & 7;
            const int offset = v_.compassOffset(dir);
            Square s = at;
            for (int d = 1; d <= lg.range; ++d) {
                s = static_cast<Square>(s + offset);
                const Cell c = pos_.cell(s);
                if (c == kOffboardCell) break;
                if (c == kEmptyCell || vacated(s, sofar)) {
                    if (lg.modes & kModeMove) {
                        if (last) {
                            Move m = sofar;
                            m.to = s;
                            emit(m);
                        } else {
                            leg(index + 1, s, dir, sofar);
                        }
                    }
                    continue;
                }
                if ((lg.modes & kModeCapture) && capturable(c) && sofar.captureCount < 3 && !hopped(s)) {
                    Move m = sofar;
                    m.addCapture(s);
                    if (last) {
                        m.to = s;
                        emit(m);
                    } else {
                        leg(index + 1, s, dir, m);
                    }
                }
                if (!last && (lg.modes & kModeHop)) {
                    hops_[hopCount_++] = s;
                    leg(index + 1, s, dir, sofar);
                    --hopCount_;
                }
                break;
            }
        }
    }

    const Position& pos_;
    const Variant& v_;
    Square from_;
    Side them_;
    int kind_;
    bool hookMover_;
    MoveList& out_;
    const CompiledPattern* pattern_ = nullptr;
    Square hops_[3] = {kNoSquare, kNoSquare, kNoSquare};
    int hopCount_ = 0;
};

}  // namespace

void generateCaptures(const Position& pos, MoveList& out) {
    const Variant& v = pos.variant();
    const Side us = pos.sideToMove();
    const bool hookRule = v.rules().hookClassNoMutualCapture;
    MoveList scratch;
    for (Square from : pos.pieces(us)) {
        const int kind = cellKind(pos.cell(from));
        const Kind& k = v.kind(kind);
        const MoveSet& ms = k.moves[us];
        if (ms.universal) {
            // The universal leap's capture rule (R5) needs the full generator.
            scratch.clear();
            generateMovesFrom(pos, from, scratch);
            for (const Move& m : scratch)
                if (m.isCapture()) out.push_back(m);
            continue;
        }
        const bool hookMover = hookRule && k.hookClass;
        if (!ms.patterns.empty()) {
            PatternCaptures patterns(pos, from, kind, hookMover, out);
            for (const CompiledPattern& p : ms.patterns) patterns.run(p);
        }
        for (const Ray& ray : ms.rays) {
            if (!(ray.modes & kModeCapture)) continue;
            Square s = from;
            for (int d = 1; d <= ray.range; ++d) {
                s = static_cast<Square>(s + ray.offset);
                const Cell c = pos.cell(s);
                if (c == kOffboardCell) break;
                if (d <= ray.skip || c == kEmptyCell) continue;  // jumped over, or nothing there
                if (ownedBy(c, opposite(us)) && !(hookMover && v.kind(cellKind(c)).hookClass)) {
                    Move m;
                    m.from = from;
                    m.to = s;
                    m.addCapture(s);
                    forEachPromotionChoice(pos, kind, m, [&](const Move& choice) { out.push_back(choice); });
                }
                break;
            }
        }
    }
}

}  // namespace shogi
