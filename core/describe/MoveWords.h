#pragma once
// A piece's move in words, English or Japanese, one sentence per part of its move
// (MoveComponents.h): "one square in any direction, twice per turn: it may capture two
// pieces, capture and return, or pass". core has no translation machinery, so both
// languages' phrases are data here, as the kanji names are in the piece tables; the UI picks
// the language it shows, `shogi-cli describe` prints English.

#include <cstdint>
#include <string>
#include <vector>

#include "describe/MoveComponents.h"

namespace shogi {

class Variant;

enum class TextLanguage { English, Japanese };

// A set of compass directions (MoveComponents.h: bit 0 forward, clockwise) as words: in
// English as an adverb ("in any direction", "diagonally forward or straight backward"), in
// Japanese as a noun ("全方向", "斜め前・後ろ").
std::string directionWords(std::uint8_t directions, TextLanguage language);

// One part in words. `variant` names the pieces a CaptureLimit spares (nullptr: none named).
std::string componentWords(const MoveComponent& component, TextLanguage language, const Variant* variant = nullptr);

// Every part of one face of a variant, in the order of moveComponents().
std::vector<std::string> moveWords(const Variant& variant, int kind, TextLanguage language);

}  // namespace shogi
