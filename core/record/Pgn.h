#pragma once
// Games as PGN in XBoard's convention for shogi variants (docs/formats.md, "PGN"): the seven
// standard tags and Variant; SetUp and FEN (our position text) when the game does not start
// from the variant's start position; moves in XBoard's leg notation (notation/LegNotation.h).
// PGN's "White" is the side that moves first, our Black: tags and results follow XBoard.
// No file access: callers read and write the files.

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "record/GameRecord.h"

namespace shogi {

// The tags a saved game does not keep; written as given, "?" or "-" when unknown.
struct PgnHeader {
    std::string event = "Large Shogi game";
    std::string site = "?";
    std::string round = "-";
};

struct PgnGame {
    GameRecord record;
    // Every tag pair of the game, in the order read (unknown ones included).
    std::vector<std::pair<std::string, std::string>> tags;
};

class Pgn {
public:
    // The most tag pairs one game may have; a text with more is refused.
    static constexpr std::size_t kMaxTags = 1000;

    // One game as PGN. The record's variant and start must be set and its moves legal in turn.
    static std::string write(const GameRecord& record, const PgnHeader& header = {});

    // Reads the one game of a PGN text and checks it: every move legal in turn, and a result
    // that the moves reach or a decisive one they do not (read as the loser's resignation).
    // Comments ({...}, ;...), NAGs ($n, !, ?), variations ((...)), move numbers, escape lines
    // (%...) and CRLF line ends are read and passed over. On failure returns nullopt with
    // `error` naming the line and the reason: "line 12: move 'e5e9': ...".
    static std::optional<PgnGame> read(std::string_view text, std::string& error);

    // Whether a text looks like PGN rather than a saved game: its first token is a tag pair
    // or a move number.
    static bool looksLikePgn(std::string_view text);
};

}  // namespace shogi
