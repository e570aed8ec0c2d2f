#include "problems/ProblemText.h"

#include <algorithm>
#include <charconv>

#include "game/Rules.h"
#include "notation/MoveLine.h"
#include "notation/MoveText.h"
#include "position/PositionText.h"
#include "problems/Themes.h"

namespace shogi {
namespace {

constexpr int kMaxLength = 20;
constexpr std::string_view kHeader =
    "# Large Shogi problems (docs/problems.md): forced wins found in engine games and proved by\n"
    "# core/problems. Made by tools/problems/mine.sh; a problem that fails its proof is dropped by\n"
    "# the miner, never edited here.\n";

std::string quoted(std::string_view s) { return "'" + std::string(s) + "'"; }

std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
        if (i > start) out.push_back(text.substr(start, i - start));
    }
    return out;
}

bool isIdText(std::string_view id) {
    return !id.empty() && id.size() <= 32 && std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-' || c == '_';
    });
}

const char* sideName(Side s) { return s == kBlack ? "black" : "white"; }

// One problem's fields as read, checked together once the block is complete.
struct Block {
    std::string id;
    int firstLine = 0;
    std::vector<std::string> fields;  // the names seen
    std::optional<Position> position;
    std::optional<Side> side;
    int length = 0;
    std::string key, line, origin;
    std::vector<std::string> themes;
};

class Reader {
public:
    // Returns why the line is refused; empty when it was taken.
    std::string line(std::string_view text, int number) {
        if (!text.empty() && text.back() == '\r') text.remove_suffix(1);
        const std::size_t start = text.find_first_not_of(" \t");
        if (start == std::string_view::npos || text[start] == '#') return {};
        text = text.substr(start);
        const std::size_t space = text.find_first_of(" \t");
        const std::string_view name = text.substr(0, space);
        std::string_view value = space == std::string_view::npos ? std::string_view{} : text.substr(space + 1);
        value = value.substr(std::min(value.size(), value.find_first_not_of(" \t")));
        while (!value.empty() && (value.back() == ' ' || value.back() == '\t')) value.remove_suffix(1);

        if (name == "variant") {
            if (set_.variant) return "the variant is given twice";
            set_.variant = findVariant(value);
            if (!set_.variant) return "unknown variant " + quoted(value);
            return {};
        }
        if (name == "settings") {
            set_.settings = std::string(value);
            return {};
        }
        if (!set_.variant) return "expected 'variant ID' before " + quoted(name);
        if (name == "problem") {
            if (std::string e = finishBlock(); !e.empty()) return e;
            if (!isIdText(value)) return "problem id " + quoted(value) + ": letters, digits, '-' and '_' only (1 to 32)";
            if (set_.find(std::string(value))) return "problem " + quoted(value) + " is given twice";
            block_ = Block{};
            block_->id = std::string(value);
            block_->firstLine = number;
            return {};
        }
        if (!block_) return "expected 'problem ID' before " + quoted(name);
        const std::string field(name);
        if (std::find(block_->fields.begin(), block_->fields.end(), field) != block_->fields.end())
            return quoted(field) + " is given twice";
        block_->fields.push_back(field);
        return this->field(field, value);
    }

    // After the last line.
    std::string finish() {
        if (!set_.variant) return "no 'variant' line";
        return finishBlock();
    }

    ProblemSet& set() { return set_; }
    const std::optional<Block>& block() const { return block_; }

private:
    std::string field(const std::string& name, std::string_view value) {
        Block& b = *block_;
        if (name == "position") {
            std::string error;
            b.position = parsePosition(*set_.variant, value, error);
            if (!b.position) return error;
        } else if (name == "side") {
            if (value == "black") b.side = kBlack;
            else if (value == "white") b.side = kWhite;
            else return "side: expected 'black' or 'white', found " + quoted(value);
        } else if (name == "win") {
            const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), b.length);
            if (ec != std::errc{} || end != value.data() + value.size() || b.length < 1 || b.length > kMaxLength)
                return "win: expected a number of moves from 1 to " + std::to_string(kMaxLength) + ", found " + quoted(value);
        } else if (name == "key") {
            b.key = std::string(value);
        } else if (name == "line") {
            b.line = std::string(value);
        } else if (name == "themes") {
            for (std::string_view t : words(value)) {
                if (!isThemeId(std::string(t))) return "themes: unknown theme " + quoted(t);
                b.themes.emplace_back(t);
            }
        } else if (name == "origin") {
            b.origin = std::string(value);
        } else {
            return "unknown field " + quoted(name) +
                   " (fields: position, side, win, key, line, themes, origin)";
        }
        return {};
    }

    // The block read so far, checked whole and added to the set.
    std::string finishBlock() {
        if (!block_) return {};
        Block& b = *block_;
        for (const char* needed : {"position", "side", "win", "key", "line"})
            if (std::find(b.fields.begin(), b.fields.end(), needed) == b.fields.end())
                return std::string("no '") + needed + "' line";
        if (*b.side != b.position->sideToMove())
            return std::string("side: the position has ") + sideName(b.position->sideToMove()) + " to move, not " +
                   sideName(*b.side);
        Position pos = *b.position;
        if (positionResult(pos).over()) return "position: the game is already over";
        std::vector<Move> line;
        const std::vector<std::string_view> texts = words(b.line);
        for (std::size_t i = 0; i < texts.size(); ++i) {
            MoveList legal;
            if (positionResult(pos, &legal).over())
                return "line: move " + std::to_string(i + 1) + " " + quoted(texts[i]) + " comes after the end of the game";
            std::string error;
            const std::optional<Move> m = parseMove(pos, texts[i], legal, error);
            if (!m) return "line: move " + std::to_string(i + 1) + ": " + error;
            line.push_back(*m);
            Position::Undo undo;
            pos.make(*m, undo);
        }
        if (static_cast<int>(line.size()) != 2 * b.length - 1) {
            const int needed = 2 * b.length - 1;
            return "line: a win in " + std::to_string(b.length) + " takes " + std::to_string(needed) +
                   (needed == 1 ? " move" : " moves") + " of both sides, found " + std::to_string(line.size());
        }
        MoveList legal;
        legalMoves(*b.position, legal);
        std::string error;
        const std::optional<Move> key = parseMove(*b.position, b.key, legal, error);
        if (!key) return "key: " + error;
        if (!(*key == line.front())) return "key: " + quoted(b.key) + " is not the first move of the line";
        set_.problems.push_back({b.id, *b.position, b.length, std::move(line), b.themes, b.origin});
        block_.reset();
        return {};
    }

    ProblemSet set_;
    std::optional<Block> block_;
};

}  // namespace

const Problem* ProblemSet::find(const std::string& id) const {
    for (const Problem& p : problems)
        if (p.id == id) return &p;
    return nullptr;
}

std::optional<ProblemSet> readProblemSet(std::string_view text, std::string& error) {
    Reader reader;
    int number = 0;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        ++number;
        if (std::string why = reader.line(text.substr(start, end - start), number); !why.empty()) {
            error = "line " + std::to_string(number);
            if (reader.block()) error += " (problem " + reader.block()->id + ")";
            error += ": " + why;
            return std::nullopt;
        }
        start = end + 1;
    }
    if (std::string why = reader.finish(); !why.empty()) {
        error = "end of text";
        if (reader.block()) error += " (problem " + reader.block()->id + ", from line " + std::to_string(reader.block()->firstLine) + ")";
        error += ": " + why;
        return std::nullopt;
    }
    return std::move(reader.set());
}

std::string writeProblemSet(const ProblemSet& set) {
    std::string out(kHeader);
    out += "variant " + std::string(set.variant->id()) + "\n";
    if (!set.settings.empty()) out += "settings " + set.settings + "\n";
    for (const Problem& p : set.problems) {
        out += "\nproblem " + p.id + "\n";
        out += "position " + formatPosition(p.position) + "\n";
        out += std::string("side ") + sideName(p.winner()) + "\n";
        out += "win " + std::to_string(p.length) + "\n";
        out += "key " + formatMove(p.position, p.key()) + "\n";
        out += "line " + lineText(p.position, p.line, MoveStyle::Text) + "\n";
        if (!p.themes.empty()) {
            out += "themes";
            for (const std::string& t : p.themes) out += " " + t;
            out += "\n";
        }
        if (!p.origin.empty()) out += "origin " + p.origin + "\n";
    }
    return out;
}

}  // namespace shogi
