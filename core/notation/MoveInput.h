#pragma once
// A move typed by a person, read against the legal moves of a position. The text may be
// written in any style the program shows a move in: the move text, with or without the
// piece's code in front ("e5-e6", "LN e5xe6xe7", "P*b3"), its squares named in any of the
// board's coordinate styles ("5e-5f", SquareNames.h); XBoard's legs ("e5e6,e6e7", "P@b3");
// Japanese ("７六歩", "同銀", "５五獅子（５四取）"), with full-width or ASCII digits, and the
// rank as a kanji numeral or in digits ("76歩"). Letter case, spaces and the side marks
// (▲△☗☖) do not matter. Partial text is the start of some of these: the moves it may still
// become are listed, so a box can offer them as the person types.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "movegen/MoveGen.h"

namespace shogi {

struct MoveInput {
    // The legal move the text names in full, if exactly one.
    std::optional<Move> move;
    // Legal moves one of whose written forms starts with the text (in the order of the
    // legal moves): what the text may still become. Empty for an empty text.
    std::vector<Move> matches;
    // Why the text names no move and begins none: empty when `move` is set or `matches` is
    // not empty (unfinished text is no error yet) and for an empty text.
    std::string error;

    // What Enter plays: the move named in full, else the only move the text can still become.
    std::optional<Move> chosen() const {
        if (move) return move;
        if (matches.size() == 1) return matches.front();
        return std::nullopt;
    }
};

class MoveInputReader {
public:
    // `pos` and its legal moves `legal`; `previousTo` is where the move before went (for 同,
    // kNoSquare if none). Every written form of every legal move is made once, here.
    MoveInputReader(const Position& pos, const MoveList& legal, Square previousTo = kNoSquare);

    MoveInput read(std::string_view text) const;
    const Position& position() const { return pos_; }

    // The text as it is compared: side marks and spaces dropped, full-width ASCII made
    // ASCII, letters lowercase.
    static std::string normalized(std::string_view text);

private:
    struct Written {
        Move move;
        std::vector<std::string> forms;  // normalized
    };
    std::string errorFor(std::string_view text, const std::string& typed) const;

    Position pos_;
    MoveList legal_;
    std::vector<Written> written_;
};

}  // namespace shogi
