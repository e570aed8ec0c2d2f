#include "record/SavedGame.h"

#include <algorithm>
#include <charconv>

#include "record/GameId.h"
#include "record/GameText.h"
#include "record/RecordDate.h"
#include "record/TextLines.h"
#include "text/QuotedText.h"

namespace shogi {
namespace {

constexpr std::string_view kComment = "# Large Shogi game record; the format is described in docs/game-format.md";

// A resignation, a loss on time or an agreed draw recorded after the last move ends the
// game, unless the moves already did.
void applyResignation(Game& game, const GameRecord& record) {
    if (record.resigned && !game.result().over()) game.resign(*record.resigned);
    if (record.lostOnTime && !game.result().over()) game.loseOnTime(*record.lostOnTime);
    if (record.drawAgreed && !game.result().over()) game.agreeDraw();
}

std::optional<Side> sideFromText(std::string_view value) {
    if (value == "black") return kBlack;
    if (value == "white") return kWhite;
    return std::nullopt;
}

const char* sideText(Side side) { return side == kBlack ? "black" : "white"; }

// A name fits on its header line: no control characters (a tab or a line break would cut it).
bool isNameText(std::string_view name) {
    return std::none_of(name.begin(), name.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; });
}

std::string resultText(const GameResult& r) {
    std::string text = outcomeId(r.outcome);
    if (r.over()) text += std::string(" ") + endReasonId(r.reason);
    return text;
}

// "12." (or "+12."): a move number among the moves, skipped when reading.
bool isMoveNumber(std::string_view token) {
    if (token.size() < 2 || token.back() != '.') return false;
    token.remove_suffix(1);
    if (token.front() == '+') token.remove_prefix(1);
    int number = 0;
    const auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), number);
    return ec == std::errc{} && end == token.data() + token.size() && number > 0;
}


// Reads a saved game line by line. Each step returns why a line is refused, or an empty
// string when the line was taken.
class SavedGameReader {
public:
    bool started() const { return sawMagic_; }
    const GameRecord& record() const { return record_; }

    std::string line(std::string_view line) {
        if (line.empty() || line.front() == '#') return {};
        if (sawEnd_) return "text after the End line";
        if (!sawMagic_) {
            if (line != SavedGame::kMagic) return "not a game file (expected " + quoted(SavedGame::kMagic) + ")";
            sawMagic_ = true;
            return {};
        }
        if (inMoves_) return moveLine(line);
        const std::size_t colon = line.find(':');
        if (colon == std::string_view::npos) return "expected 'Key: value', found " + quoted(line);
        const std::string key(trimmed(line.substr(0, colon)));
        if (std::find(seenKeys_.begin(), seenKeys_.end(), key) != seenKeys_.end()) return quoted(key) + " is given twice";
        seenKeys_.push_back(key);
        return header(key, trimmed(line.substr(colon + 1)));
    }

    // After the last line: what a whole file must have had.
    std::string finish() const {
        if (!record_.variant) return "no Variant line";
        // A game file ends with "End" after its moves; without it the file was cut short
        // (a disk that filled up, a copy that stopped) and the moves may be only some of them.
        if (!inMoves_) return "the file is incomplete: it ends before the 'Moves:' line";
        if (!sawEnd_) return "the file is incomplete: it ends before the 'End' line after the moves";
        return {};
    }

private:
    std::string header(const std::string& key, std::string_view value) {
        if (key == "Variant") {
            record_.variant = findVariant(std::string(value));
            if (!record_.variant) return "unknown variant " + quoted(value);
        } else if (key == "Black" || key == "White") {
            const std::optional<PlayerSpec> player = PlayerSpec::fromText(value);
            if (!player) return "unknown player " + quoted(value) + " (expected Human or Computer LEVEL)";
            record_.players[key == "Black" ? kBlack : kWhite] = *player;
        } else if (key == "Date") {
            const std::optional<std::string> date = parseRecordDate(value);
            if (!date) return "bad date " + quoted(value);
            record_.date = *date;
        } else if (key == "Result") {
            // Informational: the result is recomputed from the moves.
        } else if (key == "Resigned" || key == "LostOnTime") {
            const std::optional<Side> side = sideFromText(value);
            if (!side) return key + " must be black or white, found " + quoted(value);
            (key == "Resigned" ? record_.resigned : record_.lostOnTime) = *side;
            if (std::string why = endsOnce(); !why.empty()) return why;
        } else if (key == "DrawAgreed") {
            if (value != "yes") return "DrawAgreed must be yes, found " + quoted(value);
            record_.drawAgreed = true;
            if (std::string why = endsOnce(); !why.empty()) return why;
        } else if (key == "GameId") {
            if (!isGameId(value)) return "GameId must be 1 to 64 letters, digits, '-' or '_', found " + quoted(value);
            record_.gameId = std::string(value);
        } else if (key == "BlackName" || key == "WhiteName") {
            if (!isNameText(value)) return key + " holds a control character";
            record_.names[key == "BlackName" ? kBlack : kWhite] = std::string(value);
        } else if (key == "TimeControl") {
            std::string why;
            const std::optional<TimeControl> control = parseTimeControl(value, why);
            if (!control) return why;
            record_.timeControl = *control;
        } else if (key == "BlackClock" || key == "WhiteClock") {
            if (std::find(seenKeys_.begin(), seenKeys_.end(), "TimeControl") == seenKeys_.end())
                return key + " comes before TimeControl";
            std::string why;
            const std::optional<SideClock> clock = parseSideClock(record_.timeControl, value, why);
            if (!clock) return key + ": " + why;
            record_.clocks[key == "BlackClock" ? kBlack : kWhite] = *clock;
        } else if (key == "Start") {
            if (!record_.variant) return "Start comes before Variant";
            std::string why;
            record_.start = parsePosition(*record_.variant, value, why);
            if (!record_.start) return why;
        } else if (key == "Moves") {
            if (!record_.variant) return "Moves come before Variant";
            if (!record_.start) record_.start = startPosition(*record_.variant);
            game_.emplace(*record_.variant, *record_.start);
            inMoves_ = true;
            if (!value.empty()) return "moves start on the line after 'Moves:'";
        } else {
            return "unknown key " + quoted(key);
        }
        return {};
    }

    // A game ends one way: at most one of Resigned, LostOnTime and DrawAgreed.
    std::string endsOnce() const {
        const int ends = (record_.resigned ? 1 : 0) + (record_.lostOnTime ? 1 : 0) + (record_.drawAgreed ? 1 : 0);
        return ends > 1 ? "a game ends once: give one of Resigned, LostOnTime and DrawAgreed" : "";
    }

    // Moves separated by spaces, each legal after the ones before it, or the End line.
    std::string moveLine(std::string_view line) {
        if (line == SavedGame::kEnd) {
            sawEnd_ = true;
            return {};
        }
        while (!line.empty()) {
            const std::size_t space = line.find(' ');
            const std::string_view token = line.substr(0, space);
            line = space == std::string_view::npos ? std::string_view() : line.substr(space + 1);
            if (token.empty() || isMoveNumber(token)) continue;
            std::string why;
            const std::optional<Move> move = parseMove(*game_, token, why);
            if (!move) return why;
            game_->play(*move);
            record_.moves.push_back(*move);
        }
        return {};
    }

    GameRecord record_;
    std::optional<Game> game_;  // the game so far, from the Moves line on
    std::vector<std::string> seenKeys_;
    bool sawMagic_ = false;
    bool inMoves_ = false;
    bool sawEnd_ = false;
};

}  // namespace

std::string SavedGame::write(const GameRecord& record) {
    // Each move's text depends on the position before it, so the game is replayed.
    Game game(*record.variant, *record.start);
    std::string moves;
    int number = 1;
    for (const Move& m : record.moves) {
        moves += std::to_string(number++) + ". " + moveText(game, m) + "\n";
        game.play(m);
    }
    applyResignation(game, record);

    std::string out;
    out += std::string(kMagic) + "\n";
    out += std::string(kComment) + "\n";
    out += "Variant: " + std::string(record.variant->id()) + "\n";
    out += "Black: " + record.players[kBlack].toText() + "\n";
    out += "White: " + record.players[kWhite].toText() + "\n";
    if (!record.names[kBlack].empty()) out += "BlackName: " + record.names[kBlack] + "\n";
    if (!record.names[kWhite].empty()) out += "WhiteName: " + record.names[kWhite] + "\n";
    if (!record.date.empty()) out += "Date: " + record.date + "\n";
    out += "Result: " + resultText(game.result()) + "\n";
    if (record.resigned) out += std::string("Resigned: ") + sideText(*record.resigned) + "\n";
    if (record.lostOnTime) out += std::string("LostOnTime: ") + sideText(*record.lostOnTime) + "\n";
    if (record.drawAgreed) out += "DrawAgreed: yes\n";
    if (!record.gameId.empty()) out += "GameId: " + record.gameId + "\n";
    if (record.timeControl.timed()) {
        out += "TimeControl: " + formatTimeControl(record.timeControl) + "\n";
        for (const Side side : {kBlack, kWhite})
            if (record.clocks[side])
                out += std::string(side == kBlack ? "BlackClock: " : "WhiteClock: ") +
                       formatSideClock(record.timeControl, *record.clocks[side]) + "\n";
    }
    out += "Start: " + formatPosition(*record.start) + "\n";
    out += "Moves:\n";
    out += moves;
    // The last line: a file without it was cut short (see read).
    out += std::string(kEnd) + "\n";
    return out;
}

std::optional<GameRecord> SavedGame::read(std::string_view text, std::string& error) {
    auto fail = [&](int lineNo, const std::string& why) {
        error = "line " + std::to_string(lineNo) + ": " + why;
        return std::nullopt;
    };
    if (text.size() > kMaxGameTextBytes) return fail(1, gameTextTooLarge());
    // A UTF-8 byte order mark, as some editors put first, is not part of the text.
    constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
    if (text.substr(0, kByteOrderMark.size()) == kByteOrderMark) text.remove_prefix(kByteOrderMark.size());
    SavedGameReader reader;
    int lineNo = 0;  // lines as split at '\n': a final newline is followed by one more, empty line
    for (std::size_t begin = 0;;) {
        const std::size_t end = text.find('\n', begin);
        ++lineNo;
        const std::string why = reader.line(trimmed(text.substr(begin, end == std::string_view::npos ? end : end - begin)));
        if (!why.empty()) return fail(lineNo, why);
        if (end == std::string_view::npos) break;
        begin = end + 1;
    }
    // What is missing is reported at the last line; an empty file at its first.
    if (!reader.started()) return fail(1, "empty file");
    if (const std::string why = reader.finish(); !why.empty()) return fail(lineNo, why);
    return reader.record();
}

Game SavedGame::replay(const GameRecord& record) {
    Game game(*record.variant, *record.start);
    for (const Move& m : record.moves) game.play(m);
    applyResignation(game, record);
    return game;
}

}  // namespace shogi
