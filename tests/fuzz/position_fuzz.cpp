// Fuzzes the position parser: any text is either refused with a message or parsed into a
// position that formats back to text which parses to the same position.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "game/Rules.h"
#include "notation/MoveText.h"
#include "position/PositionText.h"

using namespace shogi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 1) return 0;
    const auto variants = allVariants();
    const Variant& v = *variants[data[0] % variants.size()];
    const std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
    std::string error;
    auto pos = parsePosition(v, text, error);
    if (!pos) {
        if (error.empty()) std::abort();  // every refusal explains itself
        return 0;
    }
    const std::string formatted = formatPosition(*pos);
    auto again = parsePosition(v, formatted, error);
    if (!again || !(*again == *pos) || again->hash() != pos->hash() || pos->hash() != pos->computeHash()) std::abort();
    // Whatever the board, generating and replaying moves must be safe.
    MoveList moves;
    generateMoves(*pos, moves);
    std::size_t n = 0;
    for (const Move& m : moves) {
        if (++n > 64) break;
        const std::string mt = formatMove(*pos, m);
        auto back = parseMove(*pos, mt, moves, error);
        if (!back) std::abort();
        Position::Undo undo;
        Position copy = *pos;
        copy.make(m, undo);
        if (copy.hash() != copy.computeHash()) std::abort();
        copy.unmake(m, undo);
        if (!(copy == *pos)) std::abort();
    }
    GameResult r = positionResult(*pos);
    (void)r;
    return 0;
}
