#include "record/GameText.h"

#include "notation/JapaneseMoveText.h"
#include "notation/MoveText.h"
#include "text/QuotedText.h"

namespace shogi {

std::string moveText(const Game& game, const Move& move) { return formatMove(game.position(), move); }

std::string japaneseMoveText(const Game& game, const Move& move) {
    const Square previousTo = game.moves().empty() ? kNoSquare : game.moves().back().to;
    return formatJapaneseMove(game.position(), move, game.legalMoves(), previousTo);
}

std::optional<Move> parseMove(const Game& game, std::string_view text, std::string& error) {
    if (game.result().over()) {
        error = "move " + quoted(text) + ": the game is over";
        return std::nullopt;
    }
    return parseMove(game.position(), text, game.legalMoves(), error);
}

}  // namespace shogi
