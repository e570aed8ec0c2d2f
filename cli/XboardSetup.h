#pragma once
// How XBoard is told about a variant it does not know (CECP "setup" and "piece" commands,
// answered to "variant"), and its FEN read back from "setboard". XBoard 4.9 has 66 piece
// slots per side besides its King, and boards up to 16 files; each of our piece types gets a
// one-character ID (a letter, or a letter with ' after it, as HaChu does), and each promoted
// face a slot of its own marked "^ID" (written "+ID" in the FEN). Faces beyond the slots are
// shown as their unpromoted piece (docs/engine.md, "XBoard as a front end").

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "position/Position.h"

namespace shogi::cli {

class XboardPieces {
public:
    explicit XboardPieces(const Variant& variant);

    // XBoard can show this board (at most 16 files and 16 ranks).
    bool fits() const { return fits_; }
    // The "setup (TABLE) WxH+S_PARENT FEN" line and one "piece ID& BETZA" line per face;
    // empty when the board does not fit.
    std::vector<std::string> setupCommands() const;
    // The position in XBoard's FEN (IDs of the table, "w" when our Black, CECP's white, moves).
    std::string fen(const Position& pos) const;
    // An XBoard FEN of this variant back as a position; nullopt with `error` naming the token.
    std::optional<Position> parseFen(std::string_view fen, std::string& error) const;
    // How many faces had to be shown as their unpromoted piece for want of slots.
    int facesWithoutSlot() const { return withoutSlot_; }

private:
    std::string token(int kind, Side side) const;

    const Variant& variant_;
    bool fits_ = false;
    std::vector<std::string> typeId_;  // per type row: its ID ("" for promoted-only rows)
    std::vector<bool> kindHasSlot_;    // per kind: shown as itself
    std::vector<std::string> slots_;   // the table, XBoard's slot order, King last
    int withoutSlot_ = 0;
};

}  // namespace shogi::cli
