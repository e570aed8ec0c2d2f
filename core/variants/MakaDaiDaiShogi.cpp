// Maka Dai Dai Shogi (19x19): promotion by capture (optional, forced after a promoted
// victim), contagious Deva and Dark Spirit, the Emperor, King, Prince and Emperor royal
// (R5, R6, R9, R11, R12). "#" pieces promote to Gold; "*" pieces to their free form, which
// slides wherever the unpromoted piece steps.
#include "variants/VariantDef.h"
#include "variants/PieceMoves.h"

namespace shogi {
namespace {

constexpr PieceType kMakaPieces[] = {
    // code  name                    kanji       romaji         betza                  moves                 promotes flags
    {"L",   "Lance",                 "香車",     "kyōsha",      "fR",                  nullptr,              "G",   0},
    {"EG",  "Earth General",         "土将",     "doshō",       "vW",                  nullptr,              "FE",  0},
    {"ST",  "Stone General",         "石将",     "sekishō",     "fF",                  nullptr,              "FST", 0},
    {"TG",  "Tile General",          "瓦将",     "gashō",       "fFbW",                nullptr,              "FT",  0},
    {"I",   "Iron General",          "鉄将",     "tesshō",      "fFfW",                nullptr,              "FI",  0},
    {"C",   "Copper General",        "銅将",     "dōshō",       "fFvW",                nullptr,              "FC",  0},
    {"S",   "Silver General",        "銀将",     "ginshō",      "FfW",                 nullptr,              "FS",  0},
    {"G",   "Gold General",          "金将",     "kinshō",      "WfF",                 nullptr,              "FG",  0},
    {"DV",  "Deva",                  "提婆",     "daiba",       "rbfFlW",             nullptr,              "TK",  kContagious},
    {"K",   "King",                  "玉将",     "gyokushō",    "K",                   nullptr,              "EM",  kRoyal},
    {"DS",  "Dark Spirit",           "無明",     "mumyō",       "lbfFrW",             nullptr,              "BS",  kContagious},
    {"RV",  "Reverse Chariot",       "反車",     "hensha",      "vR",                  nullptr,              "G",   0},
    {"CS",  "Cat Sword",             "猫刄",     "myōjin",      "F",                   nullptr,              "FCA", 0},
    {"CC",  "Chinese Cock",          "元鶏",     "genkei",      "fFbsW",               nullptr,              "WS",  0},
    {"CO",  "Coiled Serpent",        "蟠蛇",     "banja",       "bFvW",                nullptr,              "FSE", 0},
    {"FL",  "Ferocious Leopard",     "猛豹",     "mōhyō",       "FvW",                 nullptr,              "FLE", 0},
    {"BT",  "Blind Tiger",           "盲虎",     "mōko",        "FsbW",                nullptr,              "FTI", 0},
    {"DE",  "Drunk Elephant",        "酔象",     "suizō",       "FsfW",                nullptr,              "PR",  0},
    {"RD",  "Reclining Dragon",      "臥龍",     "garyū",       "WbF",                 nullptr,              "FDR", 0},
    {"BM",  "Blind Monkey",          "盲猿",     "mōen",        "FbW",                 nullptr,              "MW",  0},
    {"OR",  "Old Rat",               "老鼠",     "rōso",        "fF2bW2",              nullptr,              "BA",  0},
    {"AB",  "Angry Boar",            "嗔猪",     "shincho",     "W",                   nullptr,              "FB",  0},
    {"BB",  "Blind Bear",            "盲熊",     "mōyū",        "FbR",                 nullptr,              "FBE", 0},
    {"EW",  "Evil Wolf",             "悪狼",     "akurō",       "fFsfW",               nullptr,              "FW",  0},
    {"KY",  "Kirin",                 "麒麟",     "kirin",       "FD",                  nullptr,              "GD",  0},
    {"LN",  "Lion",                  "獅子",     "shishi",      kLionMoves,  nullptr,           "FF",  0},
    {"PH",  "Phoenix",               "鳳凰",     "hōō",         "WA",                  nullptr,              "GBI", 0},
    {"DO",  "Donkey",                "驢馬",     "roba",        "vDsW",                nullptr,              "G",   0},
    {"N",   "Knight",                "桂馬",     "keima",       "ffN",                 nullptr,              "G",   0},
    {"VO",  "Violent Ox",            "猛牛",     "mōgyū",       "W2",                  nullptr,              "G",   0},
    {"FD",  "Flying Dragon",         "飛龍",     "hiryū",       "F2",                  nullptr,              "G",   0},
    {"BD",  "Buddhist Devil",        "羅刹",     "rasetsu",     "fF3bsW",              nullptr,              "G",   0},
    {"WR",  "Wrestler",              "力士",     "rikishi",     "F3sW",                nullptr,              "G",   0},
    {"LD",  "Lion Dog",              "狛犬",     "komainu",     kLionDogMoves, nullptr,   "G",   0},
    {"GG",  "Guardian of the Gods",  "金剛",     "kongō",       "W3fF",                nullptr,              "G",   0},
    {"SD",  "She-Devil",             "夜叉",     "yasha",       "W5F2",                nullptr,              "G",   0},
    {"R",   "Rook",                  "飛車",     "hisha",       "R",                   nullptr,              "G",   0},
    {"LC",  "Left Chariot",          "左車",     "sasha",       "fRbWlfrbB",           nullptr,              "G",   0},
    {"SM",  "Side Mover",            "横行",     "ōgyō",        "sRvW",                nullptr,              "G",   0},
    {"SF",  "Side Flyer",            "横飛",     "ōhi",         "FsR",                 nullptr,              "G",   0},
    {"VM",  "Vertical Mover",        "竪行",     "kengyō",      "vRsW",                nullptr,              "G",   0},
    {"B",   "Bishop",                "角行",     "kakugyō",     "B",                   nullptr,              "G",   0},
    {"DH",  "Dragon Horse",          "龍馬",     "ryūme",       "BW",                  nullptr,              "",    0},
    {"DK",  "Dragon King",           "龍王",     "ryūō",        "RF",                  nullptr,              "",    0},
    {"CA",  "Capricorn",             "摩羯",     "makatsu",     kCapricornMoves,             nullptr,               "G",   0},
    {"Q",   "Queen",                 "奔王",     "honnō",       "Q",                   nullptr,              "",    0},
    {"HM",  "Hook Mover",            "鉤行",     "kōgyō",       kHookMoverMoves,             nullptr,               "G",   0},
    {"RC",  "Right Chariot",         "右車",     "usha",        "fRbWrflbB",           nullptr,              "G",   0},
    {"P",   "Pawn",                  "歩兵",     "fuhyō",       "fW",                  nullptr,              "G",   0},
    {"GB",  "Go Between",            "仲人",     "chūnin",      "vW",                  nullptr,              "FGB", 0},
    // Faces reached only by promotion.
    {"FE",  "Free Earth",            "奔土",     "hondo",       "vR",                  nullptr,              "",    kPromotedOnly},
    {"FST", "Free Stone",            "奔石",     "honseki",     "fB",                  nullptr,              "",    kPromotedOnly},
    {"FT",  "Free Tile",             "奔瓦",     "honga",       "fBbR",                nullptr,              "",    kPromotedOnly},
    {"FI",  "Free Iron",             "奔鉄",     "hontetsu",    "fBfR",                nullptr,              "",    kPromotedOnly},
    {"FC",  "Free Copper",           "奔銅",     "hondō",       "fBvR",                nullptr,              "",    kPromotedOnly},
    {"FS",  "Free Silver",           "奔銀",     "hongin",      "BfR",                 nullptr,              "",    kPromotedOnly},
    {"FG",  "Free Gold",             "奔金",     "honkin",      "RfB",                 nullptr,              "",    kPromotedOnly},
    {"TK",  "Teaching King",         "教王",     "kyōō",        kTeachingKingMoves,        nullptr,   "",    kPromotedOnly},
    {"EM",  "Emperor",               "自在天王", "jizai tennō", "U",                   nullptr,              "",    kRoyal | kPromotedOnly},
    {"BS",  "Buddhist Spirit",       "法性",     "hosshō",      kBuddhistSpiritMoves,            nullptr, "",    kPromotedOnly},
    {"FCA", "Free Cat",              "奔猫",     "honmyō",      "B",                   nullptr,              "",    kPromotedOnly},
    {"WS",  "Wizard Stork",          "仙鶴",     "senkaku",     "fRbWB",               nullptr,              "",    kPromotedOnly},
    {"FSE", "Free Serpent",          "奔蛇",     "honja",       "vRbB",                nullptr,              "",    kPromotedOnly},
    {"FLE", "Free Leopard",          "奔豹",     "honpyō",      "BvR",                 nullptr,              "",    kPromotedOnly},
    {"FTI", "Free Tiger",            "奔虎",     "honko",       "BbsR",                nullptr,              "",    kPromotedOnly},
    {"PR",  "Prince",                "太子",     "taishi",      "K",                   nullptr,              "",    kRoyal | kPromotedOnly},
    {"FDR", "Free Dragon",           "奔龍",     "honryū",      "RbB",                 nullptr,              "",    kPromotedOnly},
    {"MW",  "Mountain Witch",        "山母",     "sanbo",       "bRfWB",               nullptr,              "",    kPromotedOnly},
    {"BA",  "Bat",                   "蝙蝠",     "kōmori",      "fRbB",                nullptr,              "",    kPromotedOnly},
    {"FB",  "Free Boar",             "奔猪",     "honcho",      "BsR",                 nullptr,              "",    kPromotedOnly},
    {"FBE", "Free Bear",             "奔熊",     "honyū",       "BsRfA",               nullptr,              "",    kPromotedOnly},
    {"FW",  "Free Wolf",             "奔狼",     "honrō",       "fBfsR",               nullptr,              "",    kPromotedOnly},
    {"GD",  "Great Dragon",          "大龍",     "dairyū",      "sRvW2F3",             nullptr,              "",    kPromotedOnly},
    {"FF",  "Furious Fiend",         "奮迅",     "funjin",      kFuriousFiendMoves,     nullptr,   "",    kPromotedOnly},
    {"GBI", "Golden Bird",           "金翅",     "kinshi",      "vRsW2F3",             nullptr,              "",    kPromotedOnly},
    {"FGB", "Free Go Between",       "奔人",     "honnin",      "vR",                  nullptr,              "",    kPromotedOnly},
};

}  // namespace

const VariantDef& makaDaiDaiShogi() {
    static const VariantDef def{
        "maka-dai-dai", "Maka Dai Dai Shogi", "摩訶大大将棋", 19, 19, kMakaPieces,
        "l,eg,st,tg,i,c,s,g,ds,k,dv,g,s,c,i,tg,st,eg,l/rv,1,cs,1,bm,1,rd,fl,bt,de,bt,fl,co,1,cc,1,cs,1,rv/"
        "1,or,1,ab,1,bb,1,ew,ph,ln,ky,ew,1,bb,1,ab,1,or,1/do,1,n,1,vo,1,fd,sd,gg,ld,wr,bd,fd,1,vo,1,n,1,do/"
        "r,rc,sm,sf,vm,b,dh,dk,hm,q,ca,dk,dh,b,vm,sf,sm,lc,r/p,p,p,p,p,p,p,p,p,p,p,p,p,p,p,p,p,p,p/"
        "5,gb,7,gb,5/19/19/19/19/19/5,GB,7,GB,5/P,P,P,P,P,P,P,P,P,P,P,P,P,P,P,P,P,P,P/"
        "R,LC,SM,SF,VM,B,DH,DK,CA,Q,HM,DK,DH,B,VM,SF,SM,RC,R/DO,1,N,1,VO,1,FD,BD,WR,LD,GG,SD,FD,1,VO,1,N,1,DO/"
        "1,OR,1,AB,1,BB,1,EW,KY,LN,PH,EW,1,BB,1,AB,1,OR,1/RV,1,CS,1,CC,1,CO,FL,BT,DE,BT,FL,RD,1,BM,1,CS,1,RV/"
        "L,EG,ST,TG,I,C,S,G,DV,K,DS,G,S,C,I,TG,ST,EG,L b -",
        {.promotion = PromotionRule::CaptureOptional, .royal = RoyalRule::RoyalCapture},
    };
    return def;
}

}  // namespace shogi
