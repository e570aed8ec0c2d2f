#pragma once
// A variant ready for play: its definition compiled into tables the move generator and the
// position use directly (one Kind per piece face, moves per side, Zobrist keys).

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "board/Geometry.h"
#include "variants/AttackRays.h"
#include "pieces/MoveDescription.h"
#include "variants/VariantDef.h"

namespace shogi {

enum Side : int { kBlack = 0, kWhite = 1 };
constexpr Side opposite(Side s) { return Side(s ^ 1); }

// A slider or leaper along one vector, with the offset already turned for the side.
struct Ray {
    int offset;
    int range;
    int skip;
    std::uint8_t modes;
};

struct CompiledLeg {
    std::uint8_t directions;  // first leg: absolute compass mask; later legs: rotations
    int range;
    std::uint8_t modes;
};

struct CompiledPattern {
    static constexpr int kMaxLegs = 3;
    CompiledLeg legs[kMaxLegs];
    int count;
    // Bit i: some leg from i on may capture (the captures-only walk leaves a move that has
    // not captured by a leg without this bit).
    std::uint8_t capturesFrom;
    // The farthest (Chebyshev) the pattern may capture: its legs' ranges summed, each counted
    // up to `cap`; 0 when no leg captures.
    int captureReach(int cap) const {
        if (!(capturesFrom & 1u)) return 0;
        int reach = 0;
        for (int i = 0; i < count; ++i) reach += legs[i].range < cap ? legs[i].range : cap;
        return reach;
    }
};

// What the captures-only generator asks of a piece before walking its rays, small enough
// to stay in the cache: the compass directions (bit 2d for direction d, as in
// Position::around) whose capturing ray takes on its first step, those whose capturing ray
// slides on past an empty first step, and whether the piece captures in any other way
// (leaps, jumps, multi-leg moves, the universal leap), which is always walked.
struct CaptureReach {
    std::uint16_t firstStep = 0;
    std::uint16_t beyondEmpty = 0;
    bool otherWays = false;
    // How far (Chebyshev distance) the other ways can reach: multi-leg patterns, leaps and
    // jumps; kFar for the universal leap or anything past kFar.
    static constexpr int kFar = 31;
    std::uint8_t otherReach = 0;
};

struct MoveSet {
    std::vector<Ray> rays;
    std::vector<CompiledPattern> patterns;
    bool universal = false;
    bool needsDedup = false;  // two ways may lead to the same move (R1)
};

// One face of a piece type: kind index = 2 * type index + (promoted ? 1 : 0).
struct Kind {
    bool valid = false;
    int type = -1;          // row in the variant's piece table (the piece's base type)
    bool promoted = false;
    int faceType = -1;      // row whose moves, names and flags this face has
    int promotesTo = -1;    // kind after promotion, -1 if none
    int demotesTo = -1;     // kind after demotion (Micro's flip back), -1 if none
    int contagionResult = -1;  // kind that whoever captures this face turns into, -1 if none
    bool royal = false;
    bool contagionImmune = false;  // royals and would-be royals ignore contagion
    bool hookClass = false;
    // Royal, or moving in ways the attack rays leave to the generator (multi-leg patterns,
    // the universal leap): the few pieces the attack test and the evaluation look at one by
    // one, which Position keeps in a short list of their own.
    bool special = false;
    int deadRanks = 0;      // far ranks where this face has no move at all
    std::string code;       // "P" or "+P"
    MoveSet moves[2];       // per side
};

class Variant {
public:
    explicit Variant(const VariantDef& def);

    const VariantDef& def() const { return def_; }
    const VariantRules& rules() const { return def_.rules; }
    const char* id() const { return def_.id; }
    const char* name() const { return def_.name; }
    const char* japaneseName() const { return def_.japaneseName; }
    const Geometry& geometry() const { return geometry_; }
    std::span<const PieceType> types() const { return def_.pieces; }
    const PieceType& type(int index) const { return def_.pieces[index]; }
    int typeCount() const { return static_cast<int>(def_.pieces.size()); }
    int typeByCode(std::string_view code) const;  // -1 if unknown

    int kindCount() const { return static_cast<int>(kinds_.size()); }
    const Kind& kind(int k) const { return kinds_[k]; }
    static constexpr int kindOf(int type, bool promoted) { return type * 2 + (promoted ? 1 : 0); }
    // Parses "P" or "+P"; -1 if unknown or not a face that exists.
    int kindByCode(std::string_view code) const;
    // The face's displayed type: promoted faces show their promotion target.
    const PieceType& faceType(int k) const { return def_.pieces[kinds_[k].faceType]; }

    // The capturing rays of side `by`'s pieces seen from the square they attack.
    const AttackRays& attackRays(Side by) const { return attackRays_[by]; }
    const CaptureReach& captureReach(int kind, Side side) const { return captureReach_[side][kind]; }

    const std::vector<Square>& squares() const { return squares_; }
    int compassOffset(int dir) const { return compassStep(dir); }
    bool inZone(Square sq, Side side) const {
        return geometry_.relativeRank(sq, side) >= geometry_.ranks() - def_.rules.zoneDepth;
    }

    // Zobrist keys.
    std::uint64_t pieceKey(int kind, Side side, Square sq) const {
        return pieceKeys_[(static_cast<std::size_t>(kind) * 2 + side) * kCells + sq];
    }
    std::uint64_t handKey(Side side, int type, int count) const {
        return handKeys_[(static_cast<std::size_t>(type) * 2 + side) * kMaxHand + (count % kMaxHand)];
    }
    std::uint64_t sideKey() const { return sideKey_; }
    std::uint64_t passKey(Side side) const { return passKeys_[side]; }
    static constexpr int kMaxHand = 64;

private:
    void compileKind(int k);

    const VariantDef& def_;
    Geometry geometry_;
    std::vector<Kind> kinds_;
    std::vector<Square> squares_;
    AttackRays attackRays_[2];
    std::vector<CaptureReach> captureReach_[2];
    std::vector<std::uint64_t> pieceKeys_;
    std::vector<std::uint64_t> handKeys_;
    std::uint64_t sideKey_ = 0;
    std::uint64_t passKeys_[2] = {0, 0};
};

// The registry: every variant the program knows, smallest board first. The built-in ones
// (core/variants/*Shogi.cpp) are registered on first use.
std::span<const Variant* const> allVariants();
const Variant* findVariant(std::string_view id);
// Adds a variant (the built-in ones come in through here too); `def` must live as long as
// the program, as the built-in definitions do. Throws std::logic_error if
// the definition is wrong or its id is taken. Not to be called while another thread reads
// the registry; spans from allVariants() are invalidated.
const Variant& registerVariant(const VariantDef& def);

}  // namespace shogi
