// Heian Dai Shogi (13x13): no drops, zone promotion to Gold (R7), King capture or bare King (R9).
#include "variants/VariantDef.h"

namespace shogi {
namespace {

constexpr PieceType kHeianPieces[] = {
    // code name             kanji   romaji      betza    moves    promotes flags
    {"K",  "King",           "玉将", "gyokushō", "K",     nullptr, "",  kRoyal},
    {"G",  "Gold General",   "金将", "kinshō",   "WfF",   nullptr, "",  0},
    {"S",  "Silver General", "銀将", "ginshō",   "FfW",   nullptr, "G", 0},
    {"C",  "Copper General", "銅将", "dōshō",    "W",     nullptr, "G", 0},
    {"I",  "Iron General",   "鉄将", "tesshō",   "frlK",  "fKsW",  "G", 0},
    {"N",  "Knight",         "桂馬", "keima",    "ffN",   nullptr, "G", 0},
    {"L",  "Lance",          "香車", "kyōsha",   "fR",    nullptr, "G", 0},
    {"SM", "Side Mover",     "横行", "ōgyō",     "fWrlR", "fWsR",  "G", 0},
    {"FT", "Fierce Tiger",   "猛虎", "mōko",     "F",     nullptr, "G", 0},
    {"FD", "Flying Dragon",  "飛龍", "hiryū",    "B",     nullptr, "G", 0},
    {"FC", "Free Chariot",   "奔車", "hansha",   "fbR",   nullptr, "G", 0},
    {"P",  "Pawn",           "歩兵", "fuhyō",    "fW",    nullptr, "G", 0},
    {"GB", "Go Between",     "注人", "chūnin",   "vW",   nullptr, "G", 0},
};

}  // namespace

const VariantDef& heianDaiShogi() {
    static const VariantDef def{
        "heian-dai", "Heian Dai Shogi", "平安大将棋", 13, 13, kHeianPieces,
        "l,n,i,c,s,g,k,g,s,c,i,n,l/fc,fd,2,ft,1,sm,1,ft,2,fd,fc/p,p,p,p,p,p,p,p,p,p,p,p,p/6,gb,6/13/13/13/"
        "13/13/6,GB,6/P,P,P,P,P,P,P,P,P,P,P,P,P/FC,FD,2,FT,1,SM,1,FT,2,FD,FC/L,N,I,C,S,G,K,G,S,C,I,N,L b -",
        {.promotion = PromotionRule::Zone,
         .zoneDepth = 3,
         .royal = RoyalRule::RoyalCapture,
         .bareKingLoses = true},
    };
    return def;
}

}  // namespace shogi
