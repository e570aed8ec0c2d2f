// Fuzzes the move parser against start positions and a few played positions: any text is
// refused with a message or names a legal move whose canonical text names it again.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "game/Game.h"
#include "record/GameText.h"

using namespace shogi;

namespace {

// Positions to parse moves in: each variant's start and a few moves in.
const std::vector<Game>& games() {
    static const std::vector<Game> list = [] {
        std::vector<Game> out;
        for (const Variant* v : allVariants()) {
            Game g(*v);
            out.push_back(g);
            for (int i = 0; i < 12 && !g.result().over(); ++i) g.play(g.legalMoves()[(i * 7) % g.legalMoves().size()]);
            out.push_back(g);
        }
        return out;
    }();
    return list;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 1) return 0;
    const Game& game = games()[data[0] % games().size()];
    const std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
    std::string error;
    auto m = parseMove(game, text, error);
    if (!m) {
        if (error.empty()) std::abort();
        return 0;
    }
    bool legal = false;
    for (const Move& l : game.legalMoves()) legal |= l == *m;
    if (!legal) std::abort();
    auto again = parseMove(game, moveText(game, *m), error);
    if (!again || !(*again == *m)) std::abort();
    return 0;
}
