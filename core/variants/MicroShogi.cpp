// Micro Shogi (4x5): drops, and every capture flips the capturer (R6, R8).
#include "variants/VariantDef.h"

namespace shogi {
namespace {

constexpr PieceType kMicroPieces[] = {
    // code name              kanji   romaji      betza   moves    promotes flags
    {"K", "King",            "玉将", "gyokushō", "K",     nullptr, "",  kRoyal},
    {"B", "Bishop",          "角行", "kakugyō",  "B",     nullptr, "T", 0},
    {"G", "Gold General",    "金将", "kinshō",   "WfF",   nullptr, "R", 0},
    {"S", "Silver General",  "銀将", "ginshō",   "FfW",   nullptr, "L", 0},
    {"P", "Pawn",            "歩兵", "fuhyō",    "fW",    nullptr, "N", 0},
    {"T", "Tokin",           "と金", "tokin",    "WfF",   nullptr, "",  kPromotedOnly},
    {"R", "Rook",            "飛車", "hisha",    "R",     nullptr, "",  kPromotedOnly},
    {"L", "Lance",           "香車", "kyōsha",   "fR",    nullptr, "",  kPromotedOnly},
    {"N", "Knight",          "桂馬", "keima",    "ffN",   nullptr, "",  kPromotedOnly},
};

}  // namespace

const VariantDef& microShogi() {
    static const VariantDef def{
        "micro", "Micro Shogi", "五分摩訶将棋（マイクロ将棋）", 4, 5, kMicroPieces,
        "k,b,g,s/p,3/4/3,P/S,G,B,K b -",
        {.promotion = PromotionRule::FlipOnCapture,
         .drops = true,
         .royal = RoyalRule::NoSelfCheck},
    };
    return def;
}

}  // namespace shogi
