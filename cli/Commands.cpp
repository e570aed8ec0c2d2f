#include "Commands.h"

#include <chrono>
#include <iostream>
#include <optional>

#include "game/Game.h"
#include "perft/Perft.h"

namespace shogi::cli {
namespace {

int fail(const std::string& message) {
    std::cerr << "shogi-cli: " << message << "\n";
    return 2;
}

// Options shared by the commands: the variant, --position, --divide and the rest in order.
struct Parsed {
    const Variant* variant = nullptr;
    std::optional<Position> position;
    bool divide = false;
    std::vector<std::string> rest;
};

std::optional<Parsed> parseArgs(const Args& args, bool allowDivide, std::string& error) {
    Parsed p;
    p.variant = variantFromArgs(args, error);
    if (!p.variant) return std::nullopt;
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (args[i] == "--position") {
            if (i + 1 >= args.size()) {
                error = "--position needs a position text";
                return std::nullopt;
            }
            std::string why;
            p.position = parsePosition(*p.variant, args[++i], why);
            if (!p.position) {
                error = why;
                return std::nullopt;
            }
        } else if (allowDivide && args[i] == "--divide") {
            p.divide = true;
        } else if (args[i].size() > 2 && args[i].rfind("--", 0) == 0) {
            error = "unknown option '" + args[i] + "'";
            return std::nullopt;
        } else {
            p.rest.push_back(args[i]);
        }
    }
    if (!p.position) p.position = startPosition(*p.variant);
    return p;
}

std::optional<int> parseDepth(const std::string& text) {
    if (text.empty() || text.size() > 2) return std::nullopt;
    for (char c : text)
        if (c < '0' || c > '9') return std::nullopt;
    return std::stoi(text);
}

void printState(const Game& game) {
    std::cout << "position " << formatPosition(game.position()) << "\n";
    const GameResult r = game.result();
    std::cout << "state " << outcomeId(r.outcome);
    if (r.over()) std::cout << " " << endReasonId(r.reason);
    std::cout << "\n";
    std::cout << "check " << (game.inCheck() ? "yes" : "no") << "\n";
}

}  // namespace

const Variant* variantFromArgs(const Args& args, std::string& error) {
    if (args.empty()) {
        error = "missing VARIANT (see 'shogi-cli variants')";
        return nullptr;
    }
    const Variant* v = findVariant(args[0]);
    if (!v) error = "unknown variant '" + args[0] + "' (see 'shogi-cli variants')";
    return v;
}

int variants(const Args& args) {
    if (!args.empty()) return fail("variants takes no arguments");
    for (const Variant* v : allVariants()) std::cout << v->id() << "\n";
    return 0;
}

int pieces(const Args& args) {
    if (args.size() != 1) return fail("usage: shogi-cli pieces VARIANT");
    const Variant* v = findVariant(args[0]);
    if (!v) return fail("unknown variant '" + args[0] + "' (see 'shogi-cli variants')");
    for (const PieceType& t : v->types()) {
        const std::string promoted = *t.promotesTo ? t.promotesTo : "-";
        std::cout << t.code << "\t" << t.name << "\t" << t.kanji << "\t" << t.betza << "\t" << promoted << "\n";
    }
    return 0;
}

int moves(const Args& args) {
    std::string error;
    auto p = parseArgs(args, false, error);
    if (!p) return fail(error);
    if (!p->rest.empty()) return fail("unexpected argument '" + p->rest[0] + "'");
    Game game(*p->variant, *p->position);
    for (const Move& m : game.legalMoves()) std::cout << game.moveText(m) << "\n";
    return 0;
}

int perft(const Args& args) {
    std::string error;
    auto p = parseArgs(args, true, error);
    if (!p) return fail(error);
    if (p->rest.size() != 1) return fail("usage: shogi-cli perft VARIANT DEPTH [--position POS] [--divide]");
    const auto depth = parseDepth(p->rest[0]);
    if (!depth) return fail("DEPTH must be a number from 0 to 99, got '" + p->rest[0] + "'");
    Position pos = *p->position;
    std::uint64_t total = 0;
    if (p->divide) {
        for (const auto& [text, n] : perftDivide(pos, *depth)) {
            std::cout << text << " " << n << "\n";
            total += n;
        }
        if (*depth == 0) total = 1;
    } else {
        total = shogi::perft(pos, *depth);
    }
    std::cout << "nodes " << total << "\n";
    return 0;
}

int play(const Args& args) {
    std::string error;
    auto p = parseArgs(args, false, error);
    if (!p) return fail(error);
    Game game(*p->variant, *p->position);
    for (std::size_t i = 0; i < p->rest.size(); ++i) {
        const auto move = game.parseMove(p->rest[i], error);
        if (!move) return fail("move " + std::to_string(i + 1) + ": " + error);
        game.play(*move);
    }
    printState(game);
    return 0;
}

int bench(const Args& args) {
    struct Case {
        const Variant* variant;
        int depth;
    };
    std::vector<Case> cases;
    if (args.empty()) {
        cases = {{findVariant("micro"), 6},     {findVariant("heian-dai"), 4}, {findVariant("macadamia"), 4},
                 {findVariant("hook"), 4},      {findVariant("maka-dai-dai"), 4}};
    } else if (args.size() == 2) {
        const Variant* v = findVariant(args[0]);
        const auto depth = parseDepth(args[1]);
        if (!v) return fail("unknown variant '" + args[0] + "'");
        if (!depth) return fail("DEPTH must be a number");
        cases = {{v, *depth}};
    } else {
        return fail("usage: shogi-cli bench [VARIANT DEPTH]");
    }
    for (const Case& c : cases) {
        Position pos = startPosition(*c.variant);
        const auto start = std::chrono::steady_clock::now();
        const std::uint64_t nodes = shogi::perft(pos, c.depth);
        const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::cout << c.variant->id() << " depth " << c.depth << " nodes " << nodes << " time " << secs
                  << " s nps " << static_cast<std::uint64_t>(nodes / (secs > 0 ? secs : 1e-9)) << "\n";
    }
    return 0;
}

}  // namespace shogi::cli
