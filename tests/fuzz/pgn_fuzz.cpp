// Fuzzes the PGN reader (core/record/Pgn, docs/formats.md "PGN"): any bytes are refused with a
// message naming a line, or read as one game whose moves are legal in turn. A game that reads
// round-trips: written as PGN and read back, it is the same game (variant, start, moves,
// players, date, resignation), and writing that again gives the same text.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "record/Pgn.h"
#include "record/SavedGame.h"

using namespace shogi;

namespace {

bool sameGame(const GameRecord& a, const GameRecord& b) {
    return a.variant == b.variant && a.moves == b.moves && *a.start == *b.start && a.resigned == b.resigned &&
           a.date == b.date && a.players[0] == b.players[0] && a.players[1] == b.players[1];
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::string error;
    const std::optional<PgnGame> game = Pgn::read(text, error);
    if (!game) {
        if (error.rfind("line ", 0) != 0) std::abort();  // every refusal names its line
        if (error.size() > 1000) std::abort();           // and quotes the text cut short
        return 0;
    }
    const GameRecord& record = game->record;
    if (!record.variant || !record.start || game->tags.size() > Pgn::kMaxTags) std::abort();
    if (SavedGame::replay(record).moves() != record.moves) std::abort();

    const std::string written = Pgn::write(record);
    const std::optional<PgnGame> again = Pgn::read(written, error);
    if (!again || !sameGame(again->record, record)) std::abort();
    if (Pgn::write(again->record) != written) std::abort();
    // The saved-game form keeps the same game too.
    const std::optional<GameRecord> saved = SavedGame::read(SavedGame::write(record), error);
    if (!saved || !sameGame(*saved, record)) std::abort();
    return 0;
}
