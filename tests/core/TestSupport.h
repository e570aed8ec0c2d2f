#pragma once
// Helpers shared by the core tests: positions from text, move sets as sorted texts.

#include <initializer_list>
#include <set>
#include <string>

#include "game/Game.h"

namespace shogi::test {

const Variant& variant(const char* id);
// Parses a position or fails the test with the parser's message.
Position position(const char* variantId, const std::string& text);
// Texts of the pseudo-legal moves of the piece on `square` ("e5").
std::set<std::string> movesFrom(const Position& pos, const std::string& square);
// Texts of the legal moves of the side to move.
std::set<std::string> legalMoveTexts(const Position& pos);
Square sq(const Position& pos, const std::string& name);
// A position from pieces on squares: {"e5", "LN"} is a Black Lion, {"e6", "+p"} a White
// promoted Pawn. Side to move Black unless `side` says otherwise; hands empty.
Position placed(const char* variantId, std::initializer_list<std::pair<const char*, const char*>> pieces,
                Side side = kBlack);
// How much of their work the long tests (random games, soak) do: SHOGI_SOAK_SCALE, 1 when it
// is not set (10 for a long run; the sanitizer build of the test command sets 0.2).
double workScale();
// `n` scaled by workScale(), at least `least`.
int scaled(int n, int least = 1);
// The moves in a fixed order, so that two lists compare as multisets.
MoveList sortedMoves(MoveList moves);

}  // namespace shogi::test
