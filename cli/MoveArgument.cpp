#include "MoveArgument.h"

#include "notation/LegNotation.h"
#include "record/GameText.h"

namespace shogi::cli {

std::optional<Move> parseMoveArgument(const Game& game, std::string_view text, std::string& error) {
    std::optional<Move> move = parseMove(game, text, error);
    if (!move) move = parseLegs(game.position(), text, game.legalMoves());
    return move;
}

}  // namespace shogi::cli
