#include "RecordCommands.h"

#include <chrono>
#include <iostream>

#include "TextFile.h"
#include "record/RecordDate.h"
#include "record/SavedGame.h"

namespace shogi::cli {

bool saveGame(const std::string& path, const Game& game, std::string& error) {
    GameRecord record;
    record.variant = &game.variant();
    record.date = formatRecordDate(std::chrono::system_clock::now());
    record.start = game.startPosition();
    record.moves = game.moves();
    return writeTextFile(path, SavedGame::write(record), error);
}

int record(const Args& args) {
    std::string error;
    const auto p = parseArgs(args, {false, true, {}}, error);
    if (!p) return fail(error);
    const std::vector<std::string>& words = p->words;
    if (words.size() != 2 || (words[0] != "check" && words[0] != "moves"))
        return fail("usage: shogi-cli record check|moves FILE");
    const std::string& path = words[1];
    const std::optional<std::string> text = readTextFile(path, error);
    if (!text) return fail(error);
    const std::optional<GameRecord> record = SavedGame::read(*text, error);
    if (!record) return fail(path + ": " + error);

    if (words[0] == "check") {
        std::cout << "ok " << record->variant->id() << " " << record->moves.size() << "\n";
        return 0;
    }
    // Each move's text depends on the position before it.
    Game game(*record->variant, *record->start);
    for (const Move& m : record->moves) {
        std::cout << game.moveText(m) << "\n";
        game.play(m);
    }
    return 0;
}

}  // namespace shogi::cli
