// Fuzzes the saved-game reader (core/record/SavedGame, docs/game-format.md): any bytes are
// refused with a message naming a line, or read as a whole game whose moves are legal in
// turn; a game that reads is written again and that text reads back as the same game.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "record/SavedGame.h"

using namespace shogi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::string error;
    const std::optional<GameRecord> record = SavedGame::read(text, error);
    if (!record) {
        if (error.rfind("line ", 0) != 0) std::abort();  // every refusal names its line
        return 0;
    }
    if (!record->variant || !record->start) std::abort();
    const Game game = SavedGame::replay(*record);
    if (game.moves() != record->moves) std::abort();

    // Written again, the game reads back the same.
    std::string again;
    const std::optional<GameRecord> reread = SavedGame::read(SavedGame::write(*record), again);
    if (!reread) std::abort();
    if (reread->variant != record->variant || reread->moves != record->moves || !(*reread->start == *record->start) ||
        reread->resigned != record->resigned || reread->date != record->date ||
        !(reread->players[0] == record->players[0]) || !(reread->players[1] == record->players[1]))
        std::abort();
    if (!(SavedGame::replay(*reread).result() == game.result())) std::abort();
    return 0;
}
