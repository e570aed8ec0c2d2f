#pragma once
// Whether a position set up by hand (the position editor, a pasted text) can be played, and
// if not, why. Each problem says what is wrong with its side, piece type and squares, so a
// view can say it in the user's language and point at the squares. Position text that parses
// is only well formed; this is the check of what the rules allow.

#include <vector>

#include "position/Position.h"

namespace shogi {

enum class PositionProblemKind {
    NoRoyal,           // `side` has no royal piece on the board (King, Prince, Emperor, ...)
    ExtraRoyals,       // no-self-check variants: `side` has more than one royal (`squares`)
    KingCapturable,    // no-self-check variants: the side to move could capture the King of
                       // `side` at once; `squares`: the King, then its attackers
    HandWithoutDrops,  // `side` holds `type` in a variant without drops
    RoyalInHand,       // `side` holds a royal `type` (a royal is never captured into a hand)
    HandOverflow,      // `side` holds `count` of `type`; a hand holds at most `limit`
    TooManyPieces,     // drops keep every piece in play: `count` of `type` on the board and in
                       // the hands, `limit` in the start position; `squares`: those on the board
                       // (`side` means nothing here)
    PassFlagUnused,    // `side`'s "passed last turn" flag in a variant without a pass rule
    NeverMoves,        // a note, not an error: the `type` pieces of `side` on `squares` stand
                       // where they have no move (R7, R8 let a piece get there and stay)
};

struct PositionProblem {
    PositionProblemKind what = PositionProblemKind::NoRoyal;
    Side side = kBlack;
    int type = -1;               // piece table row concerned, or -1
    int kind = -1;               // the face concerned (NeverMoves, ExtraRoyals), or -1
    std::vector<Square> squares;
    int count = 0;
    int limit = 0;

    // Every problem but a note keeps the position from being played.
    bool blocksPlay() const { return what != PositionProblemKind::NeverMoves; }
    friend bool operator==(const PositionProblem&, const PositionProblem&) = default;
};

// Every problem of `pos`, Black's before White's within a kind; empty for a playable position.
std::vector<PositionProblem> checkPosition(const Position& pos);
// No problem of `problems` keeps the position from being played.
bool playable(const std::vector<PositionProblem>& problems);

}  // namespace shogi
