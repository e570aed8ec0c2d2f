#pragma once
// One side's capturing rays turned around, for the attack test (movegen/MoveGen.cpp,
// isAttacked): instead of walking out from every piece of the side, it walks back from the
// attacked square along each offset on which some piece captures, and looks up whether the
// pieces it meets capture on that square from where they stand. Data derived from the
// compiled moves (Variant::compileKind); multi-leg patterns and the universal leap are not
// in it: pieces that have them are left to the generator, only where they could reach
// (generatorReach), except those whose own steps and leaps already capture wherever their
// patterns could (the Lion), and the bent slides of the hook movers, whose turning cell the
// attack test solves for (bentSlidesOnly).
//
// A ray (offset o, range R, skip K, capturing) of a piece on `from` captures on t = from + D*o
// exactly when (read from emitRays): K < D <= R; no square from + d*o, d = 1..D, is off the
// board; the squares d = K+1..D-1 are empty; t holds a piece it may capture. Seen from t,
// with f the distance of the first occupied square back from t (f <= D, as `from` is
// occupied) and gap = D - f: the empty squares are those at distances 1..D-K-1, so the
// condition is gap <= K. The walk back stops at the first square off the board, which is the
// same test as the walk out, and after f + (the line's largest K), where no ray can pass.

#include <cstdint>
#include <vector>

namespace shogi {

struct MoveSet;

struct AttackLine {
    int offset;   // attackers stand on target - k * offset, k = 1..reach
    int reach;    // the largest k at which some ray on this offset captures
    int maxSkip;  // the largest skip of a capturing ray on this offset
    int masks;    // where this line's masks start in AttackRays::masks_
};

class AttackRays {
public:
    static constexpr int kMaxDistance = 31;  // bits of a mask; boards are at most 19 squares

    // `moves[kind]` is the kind's MoveSet for this side, nullptr for a face that does not exist.
    explicit AttackRays(const std::vector<const MoveSet*>& moves);
    AttackRays() = default;

    const std::vector<AttackLine>& lines() const { return lines_; }
    // The lines of reach 1 (steps and leaps), which come first in lines(): an attacker there
    // stands on the one cell target - offset, with nothing between to look at.
    int singleCellLines() const { return singleCellLines_; }
    // How many of those lines come first because their cell is within two squares of the
    // target (at most two files and two ranks away): Position::anyWithinTwo tells at once
    // whether any of them holds a piece of the attacking side.
    int nearCellLines() const { return nearCellLines_; }
    // From this many near lines on, the five words cost less than reading the cells (Heian
    // Dai has two, Macadamia, Hook and Maka Dai Dai sixteen).
    static constexpr int kNearLinesWorthTheWords = 8;
    // Bit k: a piece of `kind` standing k squares back along `line` captures on the target
    // when `gap` more squares separate it from the first occupied square back from the target.
    std::uint32_t mask(const AttackLine& line, int gap, int kind) const {
        return masks_[static_cast<std::size_t>(line.masks + gap * kinds_ + kind)];
    }
    // How far (in King steps) the kind's multi-leg patterns or universal leap may capture,
    // which only the generator can tell; 0 if it has none that capture, or if its own steps
    // and leaps capture on every square its patterns could (the Lion, the Lion Dog). A leg
    // goes along one of the eight compass directions, so a pattern reaches at most the sum
    // of its legs' ranges.
    int generatorReach(int kind) const { return generatorReach_[static_cast<std::size_t>(kind)]; }
    // Whether every pattern of the kind is a bent slide: two legs, the first only moving, the
    // second capturing at an angle to it (the hook movers and the Capricorn), and it has no
    // universal leap. Such a piece captures on a square only by turning on one of the few
    // cells where its two lines cross, which the attack test solves for instead of walking.
    bool bentSlidesOnly(int kind) const { return bentSlidesOnly_[static_cast<std::size_t>(kind)]; }

private:
    int kinds_ = 0;
    int singleCellLines_ = 0;
    int nearCellLines_ = 0;
    std::vector<AttackLine> lines_;
    std::vector<std::uint32_t> masks_;
    std::vector<std::uint8_t> generatorReach_;
    std::vector<std::uint8_t> bentSlidesOnly_;
};

}  // namespace shogi
