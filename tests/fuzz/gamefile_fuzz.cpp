// Fuzzes the saved-game loader (ui/GameFile, docs/game-format.md): any bytes are refused
// with a message naming a line, or read as a whole game whose moves are legal in turn; a game
// that reads is written again and that text reads back as the same game.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "play/GameFile.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    QString error;
    const std::optional<ui::GameRecord> record = ui::GameFile::read(text, error);
    if (!record) {
        if (!error.startsWith(QLatin1String("line "))) std::abort();  // every refusal names its line
        return 0;
    }
    if (!record->variant || !record->start) std::abort();
    const shogi::Game game = ui::GameFile::replay(*record);
    if (game.moves() != record->moves) std::abort();

    // Written again, the game reads back the same.
    QString again;
    const std::optional<ui::GameRecord> reread = ui::GameFile::read(ui::GameFile::write(*record, game), again);
    if (!reread) std::abort();
    if (reread->variant != record->variant || reread->moves != record->moves || !(*reread->start == *record->start) ||
        reread->resigned != record->resigned ||
        !(reread->players[0] == record->players[0]) || !(reread->players[1] == record->players[1]))
        std::abort();
    if (!(ui::GameFile::replay(*reread).result() == game.result())) std::abort();
    return 0;
}
