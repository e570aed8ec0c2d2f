// Hook Shogi (16x16): every capture promotes, contagious Deva and Dark Spirit, hook-class
// pieces never capture each other, no two passes in a row, King and Prince royal (R4, R6,
// R9). Codes, squares and moves follow the machine-readable diagram line of the rule text
// (R11); its XBetza is used as written except where noted.
#include "variants/VariantDef.h"
#include "variants/PieceMoves.h"

namespace shogi {
namespace {

// The eagles' XBetza uses modifiers beyond this program's language; the same moves written
// with jumping slides: every non-stinging direction slides, or jumps the first one or two
// squares and slides on; the stinging directions move as a Lion Dog.
constexpr const char* kGreatFalconMoves = "BjBjjBsbRjsbRjjsbRfWfDfHfcavWfabWfcmpafcavWfcafcmpafW";
constexpr const char* kGreatEagleMoves = "RjRjjRbBjbBjjbBfFfAfGfcavFfabFfcmpafcavFfcafcmpafF";

constexpr PieceType kHookPieces[] = {
    // code  name                 kanji      romaji       betza (XBetza of the diagram)                                   moves              promotes flags
    {"P",   "Pawn",               "歩兵",    "fuhyō",     "fW",                                                            nullptr,           "TO", 0},
    {"GB",  "Go Between",         "仲人",    "chūnin",    "vW",                                                            nullptr,           "DE", 0},
    {"O",   "Stone General",      "石将",    "sekishō",   "fF",                                                            nullptr,           "SC", 0},
    {"T",   "Tile General",       "瓦将",    "gashō",     "fFfW",                                                          nullptr,           "VC", 0},
    {"DV",  "Deva",               "提婆",    "daiba",     "rbfFlW",                                                        nullptr,           "TK", kContagious},
    {"DS",  "Dark Spirit",        "無明",    "mumyō",     "lbfFrW",                                                        nullptr,           "SP", kContagious},
    {"C",   "Copper General",     "銅将",    "dōshō",     "fFvW",                                                          nullptr,           "SM", 0},
    {"EW",  "Evil Wolf",          "悪狼",    "akurō",     "fFsfW",                                                         nullptr,           "FW", 0},
    {"S",   "Silver General",     "銀将",    "ginshō",    "FfW",                                                           nullptr,           "VM", 0},
    {"FL",  "Ferocious Leopard",  "猛豹",    "mōhyō",     "FvW",                                                           nullptr,           "B",  0},
    {"G",   "Gold General",       "金将",    "kinshō",    "WfF",                                                           nullptr,           "R",  0},
    {"BT",  "Blind Tiger",        "盲虎",    "mōko",      "FsbW",                                                          nullptr,           "FS", 0},
    {"DE",  "Drunk Elephant",     "酔象",    "suizō",     "FsfW",                                                          nullptr,           "PR", 0},
    {"FH",  "Flying Horse",       "馬麟",    "barin",     "F2",                                                            nullptr,           "VF", 0},
    {"FY",  "Flying Dragon",      "飛龍",    "hiryū",     "W2",                                                            nullptr,           "VE", 0},
    {"OK",  "Old Kite",           "古鵄",    "kotetsu",   "F2sW",                                                          nullptr,           "TG", 0},
    {"PS",  "Poisonous Snake",    "毒蛇",    "dokuja",    "W2fF",                                                          nullptr,           "HM", 0},
    {"KY",  "Kirin",              "麒麟",    "kirin",     "FD",                                                            nullptr,           "LN", 0},
    {"PH",  "Phoenix",            "鳳凰",    "hōō",       "WA",                                                            nullptr,           "Q",  0},
    {"RD",  "Roaring Dog",        "吼犬",    "kōken",     "KjQ3",                                                          nullptr,           "LD", 0},
    {"L",   "Lance",              "香車",    "kyōsha",    "fRbW2",                                                         nullptr,           "WH", 0},
    {"RV",  "Reverse Chariot",    "反車",    "hensha",    "vR",                                                            nullptr,           "WL", 0},
    {"SM",  "Side Mover",         "横行",    "ōgyō",      "vWsR",                                                          nullptr,           "FB", 0},
    {"VM",  "Vertical Mover",     "竪行",    "kengyō",    "sWvR",                                                          nullptr,           "FO", 0},
    {"SC",  "Side Chariot",       "横車",    "ōsha",      "FsR",                                                           nullptr,           "FD", 0},
    {"VC",  "Vertical Chariot",   "竪車",    "kensha",    "FvR",                                                           nullptr,           "FE", 0},
    {"B",   "Bishop",             "角行",    "kakugyō",   "B",                                                             nullptr,           "DH", 0},
    {"R",   "Rook",               "飛車",    "hisha",     "R",                                                             nullptr,           "DK", 0},
    {"DH",  "Dragon Horse",       "龍馬",    "ryūme",     "BW",                                                            nullptr,           "HF", 0},
    {"DK",  "Dragon King",        "龍王",    "ryūō",      "RF",                                                            nullptr,           "SE", 0},
    {"VF",  "Violent Falcon",     "猛鷹",    "mōyō",      "BN",                                                            nullptr,           "GF", 0},
    {"VE",  "Fierce Eagle",       "猛鷲",    "mōshū",     "RN",                                                            nullptr,           "GE", 0},
    {"LD",  "Lion Dog",           "狛犬",    "komainu",   kLionDogMoves,                                nullptr,           "EL", 0},
    {"LN",  "Lion",               "獅子",    "shishi",    kLionMoves,                                                  nullptr,           "LH", 0},
    {"Q",   "Queen",              "奔王",    "honnō",     "Q",                                                             nullptr,           "FR", 0},
    {"PC",  "Peacock",            "孔雀",    "kujaku",    "bB2fBfasB",                                                     nullptr,           "TG", kHookClass},
    {"CA",  "Capricorn",          "摩羯",    "makatsu",   kCapricornMoves,                                                          nullptr,           "HM", kHookClass},
    {"TG",  "Tengu",              "天狗",    "tengu",     "WBasB",                                                         nullptr,           "",   kHookClass},
    {"HM",  "Hook Mover",         "鉤行",    "kōgyō",     kHookMoverMoves,                                                          nullptr,           "",   kHookClass},
    {"K",   "King",               "玉将",    "gyokushō",  "K",                                                             nullptr,           "",   kRoyal},
    // Faces reached only by promotion.
    {"TO",  "Tokin",              "と金",    "tokin",     "WfF",                                                           nullptr,           "",   kPromotedOnly},
    {"TK",  "Teaching King",      "教王",    "kyōō",      kTeachingKingMoves,                                nullptr,           "",   kPromotedOnly},
    {"SP",  "Divine Spirit",      "法性",    "hosshō",    kBuddhistSpiritMoves,                                                  nullptr,           "",   kPromotedOnly},
    {"FW",  "Free Wolf",          "奔狼",    "honrō",     "FvWsR",                                                         nullptr,           "",   kPromotedOnly},
    {"FS",  "Flying Stag",        "飛鹿",    "hiroku",    "FsWvR",                                                         nullptr,           "",   kPromotedOnly},
    {"PR",  "Prince",             "太子",    "taishi",    "K",                                                             nullptr,           "",   kRoyal | kPromotedOnly},
    {"WH",  "White Horse",        "白駒",    "hakku",     "fBvR",                                                          nullptr,           "",   kPromotedOnly},
    {"WL",  "Whale",              "鯨鯢",    "keigei",    "bBvR",                                                          nullptr,           "",   kPromotedOnly},
    {"FB",  "Free Boar",          "奔猪",    "honcho",    "BsR",                                                           nullptr,           "",   kPromotedOnly},
    {"FO",  "Flying Ox",          "飛牛",    "higyū",     "BvR",                                                           nullptr,           "",   kPromotedOnly},
    {"FD",  "Free Demon",         "奔鬼",    "honki",     "BsRvW5",                                                        nullptr,           "",   kPromotedOnly},
    {"FE",  "Free Dream Eater",   "奔獏",    "honbaku",   "BvRsW5",                                                        nullptr,           "",   kPromotedOnly},
    {"HF",  "Horned Falcon",      "角鷹",    "kakuō",     "BsbRfWfDfcavWfabW",                                             nullptr,           "",   kPromotedOnly},
    {"SE",  "Soaring Eagle",      "飛鷲",    "hijū",      "RbBfFfAfcavFfabF",                                              nullptr,           "",   kPromotedOnly},
    {"GF",  "Great Falcon",       "大鷹",    "daiyō",     "BjBsbRjsbRshbmpafmpyafKfWfDfHfcavWfabWfcmpafcavWfcafcmpafW",    kGreatFalconMoves, "",   kPromotedOnly},
    {"GE",  "Great Eagle",        "大鷲",    "daijū",     "RjRbBjbBbfbhsmpafmpyafKfFfAfGfcavFfabFfcmpafcavFfcafcmpafF",    kGreatEagleMoves,  "",   kPromotedOnly},
    {"EL",  "Great Elephant",     "大象",    "daizō",     kFuriousFiendMoves,                              nullptr,           "",   kPromotedOnly},
    {"LH",  "Lion Hawk",          "獅鷹",    "shiyō",     kLionHawkMoves,                                                 nullptr,           "",   kPromotedOnly},
    {"FR",  "Free Eagle",         "奔鷲",    "honjū",     "QADcaFmcabF",                                                   nullptr,           "",   kPromotedOnly},
};

}  // namespace

const VariantDef& hookShogi() {
    static const VariantDef def{
        "hook", "Hook Shogi", "鉤行将棋", 16, 16, kHookPieces,
        "l,fl,o,t,c,s,g,de,k,g,s,c,t,o,fl,l/rv,1,hm,ps,1,ew,bt,ds,dv,bt,ew,1,ok,tg,1,rv/"
        "sm,vm,b,fh,fy,ca,rd,ph,ky,ld,pc,fy,fh,b,vm,sm/sc,vc,r,dh,dk,vf,ve,q,ln,ve,vf,dk,dh,r,vc,sc/"
        "p,p,p,p,p,p,p,p,p,p,p,p,p,p,p,p/4,gb,6,gb,4/16/16/16/16/4,GB,6,GB,4/"
        "P,P,P,P,P,P,P,P,P,P,P,P,P,P,P,P/SC,VC,R,DH,DK,VF,VE,LN,Q,VE,VF,DK,DH,R,VC,SC/"
        "SM,VM,B,FH,FY,PC,LD,KY,PH,RD,CA,FY,FH,B,VM,SM/RV,1,TG,OK,1,EW,BT,DV,DS,BT,EW,1,PS,HM,1,RV/"
        "L,FL,O,T,C,S,G,K,DE,G,S,C,T,O,FL,L b -",
        {.promotion = PromotionRule::CaptureForced,
         .royal = RoyalRule::RoyalCapture,
         .noDoublePass = true,
         .hookClassNoMutualCapture = true},
    };
    return def;
}

}  // namespace shogi
