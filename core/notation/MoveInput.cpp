#include "notation/MoveInput.h"

#include <algorithm>
#include <array>

#include "notation/JapaneseMoveText.h"
#include "notation/LegNotation.h"
#include "notation/MoveLine.h"
#include "notation/MoveText.h"

namespace shogi {
namespace {

// Reads one UTF-8 code point at `i` (advancing `i`); malformed bytes are taken one by one.
char32_t nextCodePoint(std::string_view s, std::size_t& i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    const std::size_t extra = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : 0;
    if (extra == 0 || i + extra >= s.size()) {
        ++i;
        return c;
    }
    char32_t cp = c & (0x3F >> extra);
    for (std::size_t k = 1; k <= extra; ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    i += extra + 1;
    return cp;
}

void appendUtf8(std::string& out, char32_t cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

// The value of a kanji numeral digit (一 .. 九), 10 for 十, 0 for anything else.
int kanjiDigit(char32_t cp) {
    static constexpr std::array<char32_t, 9> digits{U'一', U'二', U'三', U'四', U'五', U'六', U'七', U'八', U'九'};
    if (cp == U'十') return 10;
    for (std::size_t d = 0; d < digits.size(); ++d)
        if (digits[d] == cp) return static_cast<int>(d) + 1;
    return 0;
}

// A normalized Japanese text with each rank numeral after a file number in digits: "7六歩"
// becomes "76歩", "13十三獅子" "1313獅子".
std::string digitRanks(std::string_view text) {
    std::string out;
    std::size_t i = 0;
    bool afterDigit = false;
    while (i < text.size()) {
        std::size_t next = i;
        const char32_t cp = nextCodePoint(text, next);
        if (afterDigit && kanjiDigit(cp) > 0) {
            int value = 0, pending = 0;
            while (i < text.size()) {
                std::size_t k = i;
                const int d = kanjiDigit(nextCodePoint(text, k));
                if (d == 0) break;
                if (d == 10) {
                    value += (pending == 0 ? 1 : pending) * 10;
                    pending = 0;
                } else {
                    pending = d;
                }
                i = k;
            }
            out += std::to_string(value + pending);
            afterDigit = false;
            continue;
        }
        afterDigit = cp >= '0' && cp <= '9';
        appendUtf8(out, cp);
        i = next;
    }
    return out;
}

bool startsWith(const std::string& s, const std::string& prefix) {
    return s.size() >= prefix.size() && std::equal(prefix.begin(), prefix.end(), s.begin());
}

}  // namespace

std::string MoveInputReader::normalized(std::string_view text) {
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        char32_t cp = nextCodePoint(text, i);
        if (cp == U'▲' || cp == U'△' || cp == U'☗' || cp == U'☖' || cp == U' ' || cp == U'\t' || cp == U'\u3000')
            continue;
        if (cp >= 0xFF01 && cp <= 0xFF5E) cp = cp - 0xFF01 + 0x21;  // full-width ASCII
        if (cp >= 'A' && cp <= 'Z') cp = cp - 'A' + 'a';
        appendUtf8(out, cp);
    }
    return out;
}

MoveInputReader::MoveInputReader(const Position& pos, const MoveList& legal, Square previousTo)
    : pos_(pos), legal_(legal) {
    written_.reserve(legal.size());
    for (const Move& m : legal) {
        Written w{m, {}};
        const auto add = [&w](const std::string& form) {
            const std::string n = normalized(form);
            if (std::find(w.forms.begin(), w.forms.end(), n) == w.forms.end()) w.forms.push_back(n);
        };
        for (const SquareStyle squares : {SquareStyle::Chess, SquareStyle::ShogiLetters, SquareStyle::ShogiKanji}) {
            add(formatMove(pos, m, squares));
            if (!m.isDrop()) add(formatMoveIn(MoveStyle::CodedText, pos, m, kNoSquare, squares));
        }
        add(formatLegs(pos, m));
        for (const Square before : {previousTo, kNoSquare}) {
            const std::string japanese = normalized(formatJapaneseMove(pos, m, legal, before));
            add(japanese);
            add(digitRanks(japanese));
        }
        written_.push_back(std::move(w));
    }
}

MoveInput MoveInputReader::read(std::string_view text) const {
    MoveInput input;
    const std::string typed = normalized(text);
    if (typed.empty()) return input;
    std::vector<Move> exact;
    for (const Written& w : written_) {
        bool begins = false;
        for (const std::string& form : w.forms) {
            if (form == typed && std::find(exact.begin(), exact.end(), w.move) == exact.end()) exact.push_back(w.move);
            begins = begins || startsWith(form, typed);
        }
        if (begins) input.matches.push_back(w.move);
    }
    if (exact.empty()) {
        // Paths spelled out square by square, in move text or legs ("e5-e6-e7", "f6f5,f5f4").
        std::string error;
        if (std::optional<Move> m = parseMove(pos_, typed, legal_, error)) exact.push_back(*m);
        else if (std::optional<Move> legs = parseLegs(pos_, typed, legal_)) exact.push_back(*legs);
    }
    if (exact.size() == 1) {
        input.move = exact.front();
        if (std::find(input.matches.begin(), input.matches.end(), *input.move) == input.matches.end())
            input.matches.insert(input.matches.begin(), *input.move);
    } else if (exact.size() > 1) {
        input.matches = exact;
        input.error = "'" + std::string(text) + "' names " + std::to_string(exact.size()) +
                      " moves: write the origin or the rest of the move";
    } else if (input.matches.empty()) {
        input.error = errorFor(text, typed);
    }
    return input;
}

std::string MoveInputReader::errorFor(std::string_view text, const std::string& typed) const {
    // A square alone: what stands there, and why no move starts from it.
    const Geometry& geo = pos_.variant().geometry();
    if (const auto sq = geo.parse(typed); sq && sq->second == typed.size()) {
        const Cell cell = pos_.cell(sq->first);
        const std::string name = geo.name(sq->first);
        if (!isPiece(cell)) return "no piece on " + name;
        if (!ownedBy(cell, pos_.sideToMove())) return "the piece on " + name + " is not the side to move's";
        return "the " + std::string(pos_.variant().faceType(cellKind(cell)).name) + " on " + name + " has no legal move";
    }
    // Western text gets core's own reading of it, which names the square or piece at fault.
    const bool ascii = std::all_of(typed.begin(), typed.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
    std::string error;
    if (ascii && typed.find(',') == std::string::npos && typed.find('@') == std::string::npos &&
        !parseMove(pos_, typed, legal_, error) && !error.empty() && typed.find('*') == std::string::npos)
        return error;
    // Otherwise: how far the text goes along some move's written form.
    std::size_t longest = 0;
    for (const Written& w : written_)
        for (const std::string& form : w.forms) {
            std::size_t k = 0;
            while (k < form.size() && k < typed.size() && form[k] == typed[k]) ++k;
            longest = std::max(longest, k);
        }
    // Back to the start of a UTF-8 character.
    while (longest > 0 && longest < typed.size() && (static_cast<unsigned char>(typed[longest]) & 0xC0) == 0x80) --longest;
    if (longest == 0) return "'" + std::string(text) + "' is the start of no legal move";
    return "'" + std::string(text) + "': no legal move goes on from '" + typed.substr(0, longest) + "' with '" +
           typed.substr(longest) + "'";
}

}  // namespace shogi
