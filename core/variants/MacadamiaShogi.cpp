// Macadamia Shogi (13x13): Maka Dai Dai Shogi shrunk, with its own names for several pieces.
// Promotion by capture (optional, forced after a promoted victim), contagious Priest and
// Pirate, Kings and Emperor royal (R5, R6, R9, R11).
#include "variants/VariantDef.h"
#include "variants/PieceMoves.h"

namespace shogi {
namespace {

constexpr PieceType kMacadamiaPieces[] = {
    // code  name               kanji        romaji          betza                  moves              promotes flags
    {"K",   "King",             "玉将",      "gyokushō",     "K",                   nullptr,           "EM", kRoyal},
    {"PR",  "Priest",           "提婆",      "daiba",        "rbfFlW",              nullptr,           "SA", kContagious},
    {"PI",  "Pirate",           "無明",      "mumyō",        "lbfFrW",              nullptr,           "GH", kContagious},
    {"G",   "Gold",             "金将",      "kinshō",       "WfF",                 nullptr,           "RG", 0},
    {"S",   "Silver",           "銀将",      "ginshō",       "FfW",                 nullptr,           "RS", 0},
    {"C",   "Copper",           "銅将",      "dōshō",        "fFvW",                nullptr,           "RU", 0},
    {"KY",  "Kirin",            "麒麟",      "kirin",        "FD",                  nullptr,           "UN", 0},
    {"PH",  "Phoenix",          "鳳凰",      "hōō",          "WA",                  nullptr,           "GB", 0},
    {"L",   "Lance",            "香車",      "kyōsha",       "fR",                  nullptr,           "G",  0},
    {"E",   "Elephant",         "酔象",      "suizō",        "FsfW",                nullptr,           "K",  0},
    {"T",   "Tiger",            "盲虎",      "mōko",         "FsbW",                nullptr,           "RT", 0},
    {"LN",  "Lion",             "獅子",      "shishi",       kLionMoves,  nullptr,        "BE", 0},
    {"W",   "Wolf",             "狛犬",      "komainu",      kLionDogMoves,       nullptr,     "G",  0},
    {"D",   "Dragon",           "飛龍",      "hiryū",        "F2",                  nullptr,           "G",  0},
    {"Q",   "Queen",            "奔王",      "honnō",        "Q",                   nullptr,           "",   0},
    {"CA",  "Capricorner",      "摩羯",      "makatsu",      kCapricornMoves,             nullptr,            "G",  0},
    {"HM",  "Hook Mover",       "鉤行",      "kōgyō",        kHookMoverMoves,             nullptr,            "G",  0},
    {"WR",  "Wrestler",         "力士",      "rikishi",      "F3sW",                nullptr,           "G",  0},
    {"GU",  "Guardian",         "金剛",      "kongō",        "W3fF",                nullptr,           "G",  0},
    {"CS",  "Castle",           "龍王",      "ryūō",         "RF",                  nullptr,           "",   0},
    {"B",   "Bishop",           "角行",      "kakugyō",      "B",                   nullptr,           "G",  0},
    {"LC",  "Left Chariot",     "左車",      "sasha",        "fRbWlfrbB",           nullptr,           "G",  0},
    {"RC",  "Right Chariot",    "右車",      "usha",         "fRbWrflbB",           nullptr,           "G",  0},
    {"R",   "Rook",             "飛車",      "hisha",        "R",                   nullptr,           "G",  0},
    {"P",   "Pawn",             "歩兵",      "fuhyō",        "fW",                  nullptr,           "G",  0},
    {"SN",  "Snake",            "仲人",      "chūnin",       "vW",                  nullptr,           "SS", 0},
    // Faces reached only by promotion.
    {"EM",  "Emperor",          "自在天王",  "jizai tennō",  "U",                   nullptr,           "",   kRoyal | kPromotedOnly},
    {"SA",  "Saint",            "教王",      "kyōō",         kTeachingKingMoves,            nullptr, "",  kPromotedOnly},
    {"GH",  "Ghost",            "法性",      "hosshō",       kBuddhistSpiritMoves,            nullptr, "", kPromotedOnly},
    {"RG",  "Running Gold",     "奔金",      "honkin",       "RfB",                 nullptr,           "",   kPromotedOnly},
    {"RS",  "Running Silver",   "奔銀",      "hongin",       "BfR",                 nullptr,           "",   kPromotedOnly},
    {"RU",  "Running Copper",   "奔銅",      "hondō",        "vRfB",                nullptr,           "",   kPromotedOnly},
    {"UN",  "Unicorn",          "大龍",      "dairyū",       "sRvW2F3",             nullptr,           "",   kPromotedOnly},
    {"GB",  "Golden Bird",      "金翅",      "kinshi",       "vRsW2F3",             nullptr,           "",   kPromotedOnly},
    {"RT",  "Running Tiger",    "奔虎",      "honko",        "BbsR",                nullptr,           "",   kPromotedOnly},
    {"BE",  "Berserker",        "奮迅",      "funjin",       kBerserkerMoves,           nullptr,   "",   kPromotedOnly},
    {"SS",  "Sliding Snake",    "奔人",      "honnin",       "vR",                  nullptr,           "",   kPromotedOnly},
};

}  // namespace

const VariantDef& macadamiaShogi() {
    static const VariantDef def{
        "macadamia", "Macadamia Shogi", "マカダミア将棋", 13, 13, kMacadamiaPieces,
        "l,ph,c,s,g,pi,k,pr,g,s,c,ky,l/1,d,1,w,1,t,e,t,1,ln,1,d,1/r,rc,gu,b,cs,hm,q,ca,cs,b,wr,lc,r/"
        "p,p,p,p,p,p,p,p,p,p,p,p,p/3,sn,5,sn,3/13/13/13/3,SN,5,SN,3/P,P,P,P,P,P,P,P,P,P,P,P,P/"
        "R,LC,WR,B,CS,CA,Q,HM,CS,B,GU,RC,R/1,D,1,LN,1,T,E,T,1,W,1,D,1/L,KY,C,S,G,PR,K,PI,G,S,C,PH,L b -",
        {.promotion = PromotionRule::CaptureOptional, .royal = RoyalRule::RoyalCapture},
    };
    return def;
}

}  // namespace shogi
