#include "RecordCommands.h"

#include <chrono>
#include <iostream>

#include "TextFile.h"
#include "record/GameText.h"
#include "record/Pgn.h"
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

namespace {

// record import PGNFILE --save FILE: the PGN game checked whole, then written as a saved game;
// nothing is written when the PGN is refused.
int importPgn(const std::string& pgnPath, const std::string* savePath) {
    if (!savePath) return fail("usage: shogi-cli record import PGNFILE --save FILE");
    std::string error;
    const std::optional<std::string> text = readTextFile(pgnPath, error);
    if (!text) return fail(error);
    const std::optional<PgnGame> game = Pgn::read(*text, error);
    if (!game) return fail(pgnPath + ": " + error);
    if (!writeTextFile(*savePath, SavedGame::write(game->record), error)) return fail(error);
    return 0;
}

}  // namespace

int record(const Args& args) {
    std::string error;
    const auto p = parseArgs(args, {false, true, {{"save", OptionValue::Text, "a file name"}}}, error);
    if (!p) return fail(error);
    const std::vector<std::string>& words = p->words;
    const bool known = words.size() == 2 && (words[0] == "check" || words[0] == "moves" || words[0] == "pgn" ||
                                             words[0] == "import");
    if (!known) return fail("usage: shogi-cli record check|moves|pgn FILE, or record import PGNFILE --save FILE");
    if (words[0] == "import") return importPgn(words[1], p->get("save"));
    if (p->has("save")) return fail("--save belongs to 'record import'");
    const std::string& path = words[1];
    const std::optional<std::string> text = readTextFile(path, error);
    if (!text) return fail(error);
    const std::optional<GameRecord> record = SavedGame::read(*text, error);
    if (!record) return fail(path + ": " + error);

    if (words[0] == "check") {
        std::cout << "ok " << record->variant->id() << " " << record->moves.size() << "\n";
        return 0;
    }
    if (words[0] == "pgn") {
        std::cout << Pgn::write(*record);
        return 0;
    }
    // Each move's text depends on the position before it.
    Game game(*record->variant, *record->start);
    for (const Move& m : record->moves) {
        std::cout << moveText(game, m) << "\n";
        game.play(m);
    }
    return 0;
}

}  // namespace shogi::cli
