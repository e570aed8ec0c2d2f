#include "EngineText.h"

#include "notation/MoveText.h"

namespace shogi::cli {

std::string pvText(const Position& start, const std::vector<Move>& pv) {
    Position pos = start;
    std::string out;
    for (const Move& m : pv) {
        if (!out.empty()) out += ' ';
        out += formatMove(pos, m);
        Position::Undo undo;
        pos.make(m, undo);
    }
    return out;
}

}  // namespace shogi::cli
