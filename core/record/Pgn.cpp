#include "record/Pgn.h"

#include <algorithm>
#include <cctype>
#include <unordered_set>

#include "notation/LegNotation.h"
#include "notation/MoveLine.h"
#include "notation/XboardNames.h"
#include "record/GameText.h"
#include "record/RecordDate.h"
#include "record/SavedGame.h"
#include "text/QuotedText.h"

namespace shogi {
namespace {

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
constexpr std::size_t kLineWidth = 79;  // PGN's export format keeps lines below 80 columns

// PGN's result tokens. CECP's and PGN's "White" moves first: our Black.
const char* resultToken(Outcome o) {
    switch (o) {
        case Outcome::BlackWins: return "1-0";
        case Outcome::WhiteWins: return "0-1";
        case Outcome::Draw: return "1/2-1/2";
        case Outcome::Ongoing: break;
    }
    return "*";
}

bool isResultToken(std::string_view t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }

std::string tagLine(std::string_view name, std::string_view value) {
    std::string out = "[" + std::string(name) + " \"";
    for (char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"]\n";
}


// The movetext: "1. a b 2. c d", a move number before the first move when the second
// player starts ("1... b"), the reason as a comment, the result; wrapped below 80 columns.
std::string movetext(const GameRecord& record, const Game& end) {
    std::vector<std::string> words;
    Side mover = record.start->sideToMove();
    int number = 1;
    for (const std::string& legs : lineMoves(*record.start, record.moves, MoveStyle::Legs)) {
        if (mover == kBlack) words.push_back(std::to_string(number) + ".");
        else if (words.empty()) words.push_back(std::to_string(number) + "...");
        words.push_back(legs);
        if (mover == kWhite) ++number;
        mover = opposite(mover);
    }
    const GameResult r = end.result();
    if (r.over()) words.push_back(std::string("{") + endReasonId(r.reason) + "}");
    words.push_back(resultToken(r.outcome));

    std::string out, line;
    for (const std::string& w : words) {
        if (!line.empty() && line.size() + 1 + w.size() > kLineWidth) {
            out += line + "\n";
            line.clear();
        }
        line += (line.empty() ? "" : " ") + w;
    }
    return out + line + "\n";
}

// A PGN text split into what the reader needs: tag pairs and the tokens of the main line,
// each with its line number. Comments, NAGs, variations and escape lines are passed over.
struct Token {
    std::string text;
    int line;
};

class Lexer {
public:
    explicit Lexer(std::string_view text) : text_(text) {}

    // The next tag pair or movetext token; false at the end. `error` is set on bad text.
    bool next(Token& token, bool& isTag, std::string& tagName, std::string& error) {
        while (pos_ < text_.size()) {
            const char c = text_[pos_];
            if (c == '\n') {
                ++line_;
                ++pos_;
                lineStart_ = true;
                continue;
            }
            if (lineStart_ && c == '%') {  // an escape line: for other programs
                skipLine();
                continue;
            }
            lineStart_ = false;
            if (std::isspace(static_cast<unsigned char>(c))) {
                ++pos_;
                continue;
            }
            if (c == ';') {
                skipLine();
                continue;
            }
            if (c == '{') {
                if (!skipComment(error)) return false;
                continue;
            }
            if (c == '(') {
                if (!skipVariation(error)) return false;
                continue;
            }
            if (c == ')' || c == '}' || c == ']') {
                error = lineText(line_) + "'" + std::string(1, c) + "' without its opening bracket";
                return false;
            }
            if (c == '$') {  // a NAG: $ and digits
                ++pos_;
                while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) ++pos_;
                continue;
            }
            token.line = line_;
            if (c == '[') {
                isTag = true;
                return readTag(token, tagName, error);
            }
            isTag = false;
            const std::size_t begin = pos_;
            while (pos_ < text_.size() && !std::isspace(static_cast<unsigned char>(text_[pos_])) &&
                   std::string_view("{}()[];$").find(text_[pos_]) == std::string_view::npos)
                ++pos_;
            token.text = std::string(text_.substr(begin, pos_ - begin));
            return true;
        }
        return false;
    }

    int line() const { return line_; }

private:
    static std::string lineText(int line) { return "line " + std::to_string(line) + ": "; }

    void skipLine() {
        while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
    }

    bool skipComment(std::string& error) {
        const int opened = line_;
        for (++pos_; pos_ < text_.size() && text_[pos_] != '}'; ++pos_)
            if (text_[pos_] == '\n') ++line_;
        if (pos_ >= text_.size()) {
            error = lineText(opened) + "comment '{' is not closed";
            return false;
        }
        ++pos_;
        return true;
    }

    // A variation (other moves than the game's) may hold comments and variations itself.
    bool skipVariation(std::string& error) {
        const int opened = line_;
        int depth = 0;
        while (pos_ < text_.size()) {
            const char c = text_[pos_];
            if (c == '{') {
                if (!skipComment(error)) return false;
                continue;
            }
            if (c == '\n') ++line_;
            else if (c == '(') ++depth;
            else if (c == ')' && --depth == 0) {
                ++pos_;
                return true;
            }
            ++pos_;
        }
        error = lineText(opened) + "variation '(' is not closed";
        return false;
    }

    // [Name "value"] on one line; \" and \\ are escapes inside the value.
    bool readTag(Token& token, std::string& name, std::string& error) {
        auto fail = [&](const std::string& why) {
            error = lineText(token.line) + why;
            return false;
        };
        auto skipBlanks = [&] {
            while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t')) ++pos_;
        };
        ++pos_;
        skipBlanks();
        const std::size_t begin = pos_;
        while (pos_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '_')) ++pos_;
        name = std::string(text_.substr(begin, pos_ - begin));
        if (name.empty()) return fail("a tag pair needs a name after '['");
        skipBlanks();
        if (pos_ >= text_.size() || text_[pos_] != '"') return fail("tag " + quoted(name) + ": expected '\"' before its value");
        token.text.clear();
        for (++pos_;; ++pos_) {
            if (pos_ >= text_.size() || text_[pos_] == '\n') return fail("tag " + quoted(name) + ": its value is not closed by '\"'");
            if (text_[pos_] == '"') break;
            if (text_[pos_] == '\\' && pos_ + 1 < text_.size() && (text_[pos_ + 1] == '"' || text_[pos_ + 1] == '\\')) ++pos_;
            token.text += text_[pos_];
        }
        ++pos_;
        skipBlanks();
        if (pos_ < text_.size() && text_[pos_] == '\r') ++pos_;
        if (pos_ >= text_.size() || text_[pos_] != ']') return fail("tag " + quoted(name) + ": expected ']' after its value");
        ++pos_;
        return true;
    }

    std::string_view text_;
    std::size_t pos_ = 0;
    int line_ = 1;
    bool lineStart_ = true;
};

// "12." or "12..." (and "12.e5e6" written without a space): the number is passed over.
std::string_view withoutMoveNumber(std::string_view t) {
    std::size_t digits = 0;
    while (digits < t.size() && std::isdigit(static_cast<unsigned char>(t[digits]))) ++digits;
    if (digits == 0 || digits == t.size() || t[digits] != '.') return t;
    std::size_t end = digits;
    while (end < t.size() && t[end] == '.') ++end;
    return t.substr(end);
}

// The date of the tags: Date (or UTCDate) "YYYY.MM.DD" and UTCTime (or Time) "HH:MM:SS",
// taken as UTC. Unknown parts ("????.??.??") leave the date unknown.
std::string recordDate(const std::vector<std::pair<std::string, std::string>>& tags) {
    auto tag = [&](std::string_view name) -> std::string {
        for (const auto& [n, v] : tags)
            if (n == name) return v;
        return {};
    };
    std::string date = tag("UTCDate");
    if (date.empty()) date = tag("Date");
    std::string time = tag("UTCTime");
    if (time.empty()) time = tag("Time");
    if (date.size() != 10 || date.find('?') != std::string::npos) return {};
    std::replace(date.begin(), date.end(), '.', '-');
    const std::string iso = time.size() == 8 ? date + "T" + time + "Z" : date;
    if (const auto parsed = parseRecordDate(iso)) return *parsed;
    if (const auto parsed = parseRecordDate(date)) return *parsed;
    return {};
}

// Reads one game: the tags first, then the moves, played on a Game as they come.
class PgnReader {
public:
    std::string tag(const std::string& name, const std::string& value, int line) {
        if (game_ || !endToken_.empty()) return "a tag after the moves: a second game starts here (one game per file)";
        // Each name is looked up once, in a set: the check is linear in the number of tags,
        // and that number is capped.
        if (!tagNames_.insert(name).second) return "tag " + quoted(name) + " is given twice";
        if (result_.tags.size() == Pgn::kMaxTags)
            return "more than " + std::to_string(Pgn::kMaxTags) + " tag pairs: not a game this program wrote or reads";
        result_.tags.emplace_back(name, value);
        if (name == "Result") {
            if (!isResultToken(value)) return "Result must be 1-0, 0-1, 1/2-1/2 or *, found " + quoted(value);
            resultTag_ = value;
            resultLine_ = line;
        }
        return {};
    }

    std::string token(std::string_view text, int line) {
        if (!endToken_.empty()) {
            return "text after the result " + quoted(endToken_) + ": one game per file";
        }
        if (isResultToken(text)) {
            endToken_ = std::string(text);
            endLine_ = line;
            return {};
        }
        text = withoutMoveNumber(text);
        while (!text.empty() && (text.back() == '!' || text.back() == '?')) text.remove_suffix(1);  // !, ?!, ...
        if (text.empty()) return {};
        if (!game_)
            if (std::string why = start(); !why.empty()) return why;
        return move(text);
    }

    // After the last token: the record, or why the game is refused (`line` set to where).
    std::string finish(int& line) {
        line = endLine_ ? endLine_ : resultLine_;
        if (!game_) {
            if (result_.tags.empty() && endToken_.empty()) {
                line = 1;
                return "no game in the text (expected tag pairs such as [Variant \"macadamia\"] and moves)";
            }
            if (std::string why = start(); !why.empty()) return why;
        }
        std::string result = endToken_.empty() ? resultTag_ : endToken_;
        if (!endToken_.empty() && !resultTag_.empty() && endToken_ != resultTag_)
            return "the result " + quoted(endToken_) + " differs from the Result tag " + quoted(resultTag_);
        if (result.empty()) result = "*";
        const GameResult reached = game_->result();
        if (reached.over()) {
            if (result != "*" && result != resultToken(reached.outcome))
                return "the result " + quoted(result) + " disagrees with the moves, which end the game: " +
                       outcomeId(reached.outcome) + " " + endReasonId(reached.reason);
        } else if (result == "1-0") {
            result_.record.resigned = kWhite;  // the side that moves second lost: it resigned (or lost on time)
        } else if (result == "0-1") {
            result_.record.resigned = kBlack;
        } else if (result == "1/2-1/2") {
            result_.record.drawAgreed = true;  // a draw the moves do not make was agreed
        }
        return {};
    }

    PgnGame& game() { return result_; }

private:
    std::string tagValue(std::string_view name) const {
        for (const auto& [n, v] : result_.tags)
            if (n == name) return v;
        return {};
    }

    // The game begins: variant, start position, players and date from the tags.
    std::string start() {
        GameRecord& r = result_.record;
        const std::string variant = tagValue("Variant");
        if (variant.empty()) return "no Variant tag (one of the ids listed by 'shogi-cli variants')";
        r.variant = variantFromXboardName(variant);
        if (!r.variant) return "unknown variant " + quoted(variant);
        const std::string fen = tagValue("FEN");
        if (!fen.empty()) {
            std::string why;
            r.start = parsePosition(*r.variant, fen, why);
            if (!r.start) return "FEN: " + why;
        } else {
            r.start = startPosition(*r.variant);
        }
        // PGN's White moves first: our Black. Names that are not ours are read as people.
        if (const auto p = PlayerSpec::fromText(tagValue("White"))) r.players[kBlack] = *p;
        if (const auto p = PlayerSpec::fromText(tagValue("Black"))) r.players[kWhite] = *p;
        r.date = recordDate(result_.tags);
        game_.emplace(*r.variant, *r.start);
        return {};
    }

    std::string move(std::string_view text) {
        const int ply = static_cast<int>(result_.record.moves.size()) + 1;
        const std::string where = "move " + quoted(text) + " (ply " + std::to_string(ply) + "): ";
        if (game_->result().over())
            return where + "the game is already over (" + outcomeId(game_->result().outcome) + " " +
                   endReasonId(game_->result().reason) + ")";
        std::optional<Move> m = parseLegs(game_->position(), text, game_->legalMoves());
        if (!m) {
            // Our own move text is read too ("c3-c4", "P*b3").
            if (text.find_first_of("-x*") != std::string_view::npos) {
                std::string why;
                m = parseMove(*game_, text, why);
                if (!m) return why;
            } else {
                return where + "not a legal move here (moves are written as legs: 'c3c4', 'e5e6,e6e7', 'P@b3', '+' to promote)";
            }
        }
        game_->play(*m);
        result_.record.moves.push_back(*m);
        return {};
    }

    PgnGame result_;
    std::unordered_set<std::string> tagNames_;
    std::optional<Game> game_;
    std::string resultTag_;
    int resultLine_ = 0;
    std::string endToken_;
    int endLine_ = 0;
};

}  // namespace


std::string Pgn::write(const GameRecord& record, const PgnHeader& header) {
    const Game end = SavedGame::replay(record);
    const std::string& date = record.date;  // "YYYY-MM-DDTHH:MM:SSZ" or empty
    std::string pgnDate = "????.??.??";
    if (date.size() >= 10) pgnDate = date.substr(0, 4) + "." + date.substr(5, 2) + "." + date.substr(8, 2);

    std::string out;
    out += tagLine("Event", header.event);
    out += tagLine("Site", header.site);
    out += tagLine("Date", pgnDate);
    out += tagLine("Round", header.round);
    out += tagLine("White", record.players[kBlack].toText());  // PGN's White moves first: our Black
    out += tagLine("Black", record.players[kWhite].toText());
    out += tagLine("Result", resultToken(end.result().outcome));
    out += tagLine("Variant", xboardName(*record.variant));
    if (date.size() >= 19) out += tagLine("UTCTime", date.substr(11, 8));
    if (formatPosition(*record.start) != formatPosition(startPosition(*record.variant))) {
        out += tagLine("SetUp", "1");
        out += tagLine("FEN", formatPosition(*record.start));
    }
    out += "\n";
    out += movetext(record, end);
    return out;
}

std::optional<PgnGame> Pgn::read(std::string_view text, std::string& error) {
    if (text.size() > kMaxGameTextBytes) {
        error = "line 1: " + gameTextTooLarge();
        return std::nullopt;
    }
    if (text.substr(0, kByteOrderMark.size()) == kByteOrderMark) text.remove_prefix(kByteOrderMark.size());
    Lexer lexer(text);
    PgnReader reader;
    Token token;
    bool isTag = false;
    std::string name;
    error.clear();
    while (lexer.next(token, isTag, name, error)) {
        const std::string why = isTag ? reader.tag(name, token.text, token.line) : reader.token(token.text, token.line);
        if (!why.empty()) {
            error = "line " + std::to_string(token.line) + ": " + why;
            return std::nullopt;
        }
    }
    if (!error.empty()) return std::nullopt;
    int line = 0;
    if (const std::string why = reader.finish(line); !why.empty()) {
        error = "line " + std::to_string(line ? line : lexer.line()) + ": " + why;
        return std::nullopt;
    }
    return std::move(reader.game());
}

bool Pgn::looksLikePgn(std::string_view text) {
    if (text.substr(0, kByteOrderMark.size()) == kByteOrderMark) text.remove_prefix(kByteOrderMark.size());
    const std::size_t first = text.find_first_not_of(" \t\r\n\v\f");
    if (first == std::string_view::npos) return false;
    const char c = text[first];
    return c == '[' || c == '{' || c == ';' || c == '%' || std::isdigit(static_cast<unsigned char>(c));
}

}  // namespace shogi
