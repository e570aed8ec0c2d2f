#include "Commands.h"

#include <chrono>
#include <iostream>
#include <optional>

#include "game/Game.h"
#include "notation/MoveText.h"
#include "perft/Perft.h"
#include "MoveArgument.h"
#include "RecordCommands.h"
#include "record/GameText.h"
#include "text/QuotedText.h"

namespace shogi::cli {
namespace {

const Option kPosition{"position", OptionValue::Position, "a position text"};

// perft's and bench's DEPTH.
constexpr Range kPerftDepth{0, 99};

std::optional<int> parseDepth(const std::string& text) {
    const auto depth = parseWhole(text, kPerftDepth);
    return depth ? std::optional<int>(static_cast<int>(*depth)) : std::nullopt;
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

int variants(const Args& args) {
    if (!args.empty()) return fail("variants takes no arguments");
    for (const Variant* v : allVariants()) std::cout << v->id() << "\n";
    return 0;
}

int pieces(const Args& args) {
    if (args.size() != 1) return fail("usage: shogi-cli pieces VARIANT");
    const Variant* v = findVariant(args[0]);
    if (!v) return fail("unknown variant " + quoted(args[0]) + " (see 'shogi-cli variants')");
    for (const PieceType& t : v->types()) {
        const std::string promoted = *t.promotesTo ? t.promotesTo : "-";
        std::cout << t.code << "\t" << t.name << "\t" << t.kanji << "\t" << t.betza << "\t" << promoted << "\n";
    }
    return 0;
}

int moves(const Args& args) {
    std::string error;
    const auto p = parseArgs(args, {true, true, {kPosition}}, error);
    if (!p) return fail(error);
    if (!p->words.empty()) return fail("unexpected argument " + quoted(p->words[0]));
    Game game(*p->variant, p->positionOrStart());
    for (const Move& m : game.legalMoves()) std::cout << moveText(game, m) << "\n";
    return 0;
}

int perft(const Args& args) {
    std::string error;
    const auto p = parseArgs(args, {true, true, {kPosition, {"divide"}}}, error);
    if (!p) return fail(error);
    if (p->words.size() != 1) return fail("usage: shogi-cli perft VARIANT DEPTH [--position POS] [--divide]");
    const auto depth = parseDepth(p->words[0]);
    if (!depth) return fail("DEPTH must be a whole number " + kPerftDepth.text() + ", not " + quoted(p->words[0]));
    Position pos = p->positionOrStart();
    std::uint64_t total = 0;
    if (p->has("divide")) {
        const Position root = pos;
        for (const auto& [move, n] : perftDivide(pos, *depth)) {
            std::cout << formatMove(root, move) << " " << n << "\n";
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
    const auto p = parseArgs(args, {true, true, {kPosition, {"save", OptionValue::Text, "a file name"}}}, error);
    if (!p) return fail(error);
    Game game(*p->variant, p->positionOrStart());
    for (std::size_t i = 0; i < p->words.size(); ++i) {
        const auto move = parseMoveArgument(game, p->words[i], error);
        if (!move) return fail("move " + std::to_string(i + 1) + ": " + error);
        game.play(*move);
    }
    // Saved before anything is printed: a game that cannot be saved is a failed command.
    if (const std::string* path = p->get("save"))
        if (!saveGame(*path, game, error)) return fail(error);
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
        // Every variant, at the depth that gives about half a million leaves or more.
        for (const Variant* v : allVariants()) {
            Position start = startPosition(*v);
            cases.push_back({v, perftDepthFor(start, 500000)});
        }
    } else if (args.size() == 2) {
        const Variant* v = findVariant(args[0]);
        const auto depth = parseDepth(args[1]);
        if (!v) return fail("unknown variant " + quoted(args[0]));
        if (!depth) return fail("DEPTH must be a whole number " + kPerftDepth.text() + ", not " + quoted(args[1]));
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
