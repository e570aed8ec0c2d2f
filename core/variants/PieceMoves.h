#pragma once
// Moves shared by several piece types, written once (see pieces/MoveDescription.h for the
// language). Every Lion, Lion Dog and compound of them in every variant uses these, both as
// the text shown to users and as what the generator reads, so the same piece reads the same
// everywhere. Each is one XBetza text built from the parts below; parts are joined so that no
// atom is doubled ("...abK" + "KAD..." would read as KK, a sliding King).

namespace shogi {

// Lion power (R2): the 5x5 area beyond the King's step (NAD), a capture followed by a second
// step in any direction (back home is igui), a step out and back (a pass).
#define SHOGI_LION_AREA "NAD"
#define SHOGI_LION_LEGS "caKmabK"
// Lion Dog (R3): leaps two and three squares along the eight rays beyond the King's step
// (ADGH); a capture on the first square and a step on or back; out one and back (a pass);
// the ranged legs that capture on the way to the second or third square.
#define SHOGI_DOG_LEAPS "ADGH"
#define SHOGI_DOG_STEP_LEGS "cavKabK"
#define SHOGI_DOG_RANGED_LEGS "cmpafcavKcafcmpafK"

inline constexpr const char* kLionMoves = "K" SHOGI_LION_AREA SHOGI_LION_LEGS;
inline constexpr const char* kLionDogMoves = "K" SHOGI_DOG_LEAPS SHOGI_DOG_STEP_LEGS SHOGI_DOG_RANGED_LEGS;
// Queen + Lion Dog (the Queen covers the King's step).
inline constexpr const char* kTeachingKingMoves = "Q" SHOGI_DOG_LEAPS SHOGI_DOG_STEP_LEGS SHOGI_DOG_RANGED_LEGS;
// Queen + Lion.
inline constexpr const char* kBuddhistSpiritMoves = "Q" SHOGI_LION_AREA SHOGI_LION_LEGS;
// Lion + Lion Dog: the Lion's legs cover the Lion Dog's one-step legs.
inline constexpr const char* kFuriousFiendMoves = "K" SHOGI_LION_AREA "GH" SHOGI_LION_LEGS SHOGI_DOG_RANGED_LEGS;
// Queen limited to three squares + Lion.
inline constexpr const char* kBerserkerMoves = "Q3" SHOGI_LION_AREA SHOGI_LION_LEGS;
// Bishop + Lion.
inline constexpr const char* kLionHawkMoves = "BK" SHOGI_LION_AREA SHOGI_LION_LEGS;

// Hook movers (R4): slide, then turn a right angle once and slide on.
inline constexpr const char* kHookMoverMoves = "RasR";
inline constexpr const char* kCapricornMoves = "BasB";

#undef SHOGI_LION_AREA
#undef SHOGI_LION_LEGS
#undef SHOGI_DOG_LEAPS
#undef SHOGI_DOG_STEP_LEGS
#undef SHOGI_DOG_RANGED_LEGS

}  // namespace shogi
