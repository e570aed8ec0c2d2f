#include "MoveArgument.h"

#include "engine/LegNotation.h"

namespace shogi::cli {

std::optional<Move> parseMoveArgument(const Game& game, std::string_view text, std::string& error) {
    std::optional<Move> move = game.parseMove(text, error);
    if (!move) move = parseLegs(game.position(), text, game.legalMoves());
    return move;
}

}  // namespace shogi::cli
