#pragma once
// The data that defines a variant: board size, piece table, setup and rule switches.
// Adding a variant means adding one file that defines one of these: see
// docs/adding-a-variant.md.

#include <span>

#include "pieces/PieceType.h"

namespace shogi {

enum class PromotionRule {
    FlipOnCapture,     // Micro: every capture flips the capturer (promote or demote)
    Zone,              // Heian: entering the far ranks may promote (R7)
    CaptureOptional,   // Maka Dai Dai, Macadamia: a capture may promote; forced after a promoted victim
    CaptureForced,     // Hook: every capture promotes
};

enum class RoyalRule {
    NoSelfCheck,    // shogi: a move leaving one's King attacked is illegal; checkmate wins
    RoyalCapture,   // exposing a royal is legal; capturing the last royal wins
};

struct VariantRules {
    PromotionRule promotion = PromotionRule::Zone;
    int zoneDepth = 0;                 // ranks of the promotion zone (Zone rule)
    bool drops = false;                // captured pieces go to the captor's hand
    // Drops onto ranks where the dropped face could never move. Off in every built-in
    // variant (R8); engines that skip this restriction publish Micro perft counts with it on.
    bool deadDrops = false;
    RoyalRule royal = RoyalRule::RoyalCapture;
    bool bareKingLoses = false;        // Heian: a side left with only its King loses (R9)
    bool noDoublePass = false;         // Hook: no side passes on two turns in a row
    bool hookClassNoMutualCapture = false;  // Hook: hook-class pieces never capture each other
    int repetitionCount = 4;           // occurrences of a position that end the game (R10)
};

struct VariantDef {
    const char* id;                     // "micro", "heian-dai", ...
    const char* name;                   // "Micro Shogi"
    const char* japaneseName;           // "五分摩訶将棋（マイクロ将棋）", shown in Japanese
    int files;
    int ranks;
    std::span<const PieceType> pieces;  // every type, promoted-only forms included
    const char* setup;                  // start position in position text
    VariantRules rules;
};

}  // namespace shogi
