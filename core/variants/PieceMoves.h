#pragma once
// Move descriptions shared by several piece types (see pieces/MoveDescription.h for the
// language). Written once here so that every Lion, Lion Dog and their compounds agree.

namespace shogi {

// Lion (R2): leaps to the 5x5 area, capture then step again (back home is igui), pass.
#define SHOGI_LION "KNADcaKmabK"
// Lion Dog (R3), in Hook Shogi's XBetza: up to three steps along one ray, capturing on the
// way; out two and back one; igui; pass.
#define SHOGI_LION_DOG "KADGHcavKabKcmpafcavKcafcmpafK"

inline constexpr const char* kLionMoves = SHOGI_LION;
inline constexpr const char* kLionDogMoves = SHOGI_LION_DOG;
// Compounds join with a space: "...abK" followed by "KAD..." would otherwise read as a
// doubled K, a Queen.
inline constexpr const char* kTeachingKingMoves = "Q " SHOGI_LION_DOG;
inline constexpr const char* kBuddhistSpiritMoves = "Q " SHOGI_LION;
inline constexpr const char* kFuriousFiendMoves = SHOGI_LION " " SHOGI_LION_DOG;
inline constexpr const char* kBerserkerMoves = "Q3 " SHOGI_LION;

#undef SHOGI_LION
#undef SHOGI_LION_DOG

}  // namespace shogi
