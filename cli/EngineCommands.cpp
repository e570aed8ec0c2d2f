#include "EngineCommands.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <iostream>
#include <limits>

#include "XboardSession.h"
#include "engine/Engine.h"
#include "engine/Evaluation.h"
#include "game/Game.h"
#include "game/RandomOpening.h"
#include "notation/MoveLine.h"
#include "record/GameText.h"
#include "text/QuotedText.h"

namespace shogi::cli {
namespace {

std::unique_ptr<Engine> engineOrFail(const std::string& level, std::uint64_t seed, std::string& error) {
    auto engine = makeEngine(level, seed);
    if (!engine) {
        error = "unknown level " + quoted(level) + " (levels:";
        for (const std::string& l : engineLevels()) error += " " + l;
        error += ")";
    }
    return engine;
}

// ---- match -------------------------------------------------------------------------------

// The ranges of the engine commands' numbers: a time per move (ms) up to kMaxTimeMs, the
// engine's deepest search and most threads, and counts far beyond any use.
constexpr Range kTime{1, kMaxTimeMs};
constexpr Range kDepth{1, kMaxSearchDepth};
constexpr Range kThreads{1, kMaxSearchThreads};
constexpr Range kNodes{1, 1'000'000'000'000'000};
constexpr Range kSeed = kSeedRange;
constexpr Range kGames = kCountRange;

Option threadsOption(const char* name) { return numberOption(name, kThreads, "a number of threads"); }

// A score as analyse prints it: centipawns, or "mate N" (negative: the side to move is mated).
std::string scoreText(int score, int mateIn) {
    return mateIn != 0 ? "mate " + std::to_string(mateIn) : std::to_string(score);
}

}  // namespace

int go(const Args& args) {
    std::string error;
    const auto o = parseArgs(args,
                             {true, false,
                              {{"position", OptionValue::Position},
                               numberOption("time", kTime, "milliseconds"),
                               numberOption("depth", kDepth, "a depth"),
                               numberOption("nodes", kNodes),
                               {"level", OptionValue::Text},
                               numberOption("seed", kSeed),
                               threadsOption("threads")}},
                             error);
    if (!o) return fail(error);
    if (o->get("time") && o->get("depth")) return fail("give --time or --depth, not both");
    SearchLimits limits;
    limits.threads = static_cast<int>(o->number("threads", 1));
    limits.timeMs = o->number("time", 0);
    limits.depth = static_cast<int>(o->number("depth", 0));
    limits.nodes = static_cast<std::uint64_t>(o->number("nodes", 0));
    if (!limits.timeMs && !limits.depth && !limits.nodes) limits.timeMs = 1000;
    auto engine = engineOrFail(o->text("level", "master"), static_cast<std::uint64_t>(o->number("seed", 1)), error);
    if (!engine) return fail(error);

    const Game game(*o->variant, o->positionOrStart());
    std::atomic<bool> stop{false};
    const SearchResult r = engine->search(game, limits, stop);
    if (!r.hasMove) {
        std::cout << "bestmove none\nstate " << outcomeId(game.result().outcome) << " "
                  << endReasonId(game.result().reason) << "\n";
        return 0;
    }
    const double seconds = static_cast<double>(std::max<std::int64_t>(r.elapsedMs, 1)) / 1000.0;
    std::cout << "bestmove " << moveText(game, r.best) << "\n"
              << "depth " << r.depth << "\n"
              << "score " << r.score << "\n"
              << "nodes " << r.nodes << "\n"
              << "nps " << static_cast<long long>(static_cast<double>(r.nodes) / seconds) << "\n"
              << "time " << r.elapsedMs << "\n"
              << "pv " << lineText(game.position(), r.pv, MoveStyle::Text) << "\n";
    return 0;
}

int match(const Args& args) {
    std::string error;
    const auto o = parseArgs(args,
                             {true, false,
                              {numberOption("games", kGames),
                               {"position", OptionValue::Position},
                               numberOption("time", kTime, "milliseconds"),
                               numberOption("depth", kDepth, "a depth"),
                               {"first", OptionValue::Text},
                               {"second", OptionValue::Text},
                               numberOption("seed", kSeed),
                               numberOption("max-plies", {0, kCountRange.max}),  // 0: the opening plies only
                               numberOption("opening", {0, 1000}),
                               numberOption("show-final", {0, 1}),
                               numberOption("adjudicate", {0, 1'000'000}, "centipawns"),
                               threadsOption("threads"),
                               threadsOption("first-threads"),
                               threadsOption("second-threads")}},
                             error);
    if (!o) return fail(error);
    // --threads sets both players; --first-threads and --second-threads override it.
    const int threads = static_cast<int>(o->number("threads", 1));
    const int firstThreads = static_cast<int>(o->number("first-threads", threads));
    const int secondThreads = static_cast<int>(o->number("second-threads", threads));
    if (!o->get("first") || !o->get("second")) return fail("match needs --first LEVEL and --second LEVEL");
    const int games = static_cast<int>(o->number("games", 2));
    SearchLimits limits;
    limits.timeMs = o->number("time", 0);
    limits.depth = static_cast<int>(o->number("depth", 0));
    if (!limits.timeMs && !limits.depth) limits.timeMs = 200;
    const std::uint64_t seed = static_cast<std::uint64_t>(o->number("seed", 1));
    const int maxPlies = static_cast<int>(o->number("max-plies", 500));
    // From a given position every game starts there, unless random plies are asked for too.
    const int openingPlies = static_cast<int>(o->number("opening", o->position ? 0 : 4));
    const Position start = o->positionOrStart();
    const bool showFinal = o->number("show-final", 0) != 0;
    // At the ply limit, a side this far ahead by the static evaluation (centipawns) is
    // declared the winner; 0 counts every game stopped at the limit as a draw.
    const int adjudicate = static_cast<int>(o->number("adjudicate", 600));
    const Evaluator evaluator(*o->variant);
    const std::string first = o->text("first", ""), second = o->text("second", "");
    for (const std::string& l : {first, second})
        if (!engineOrFail(l, 0, error)) return fail(error);

    int wins = 0, losses = 0, draws = 0;
    for (int g = 0; g < games; ++g) {
        const std::uint64_t pairSeed = seed * 1000 + static_cast<std::uint64_t>(g / 2);
        const bool firstIsBlack = g % 2 == 0;
        auto firstEngine = makeEngine(first, pairSeed * 2 + 1);
        auto secondEngine = makeEngine(second, pairSeed * 2 + 2);
        Engine* black = firstIsBlack ? firstEngine.get() : secondEngine.get();
        Engine* white = firstIsBlack ? secondEngine.get() : firstEngine.get();
        // A pair of games shares one opening with the colours swapped, which cancels most of
        // the opening's bias.
        Game game = randomOpening(*o->variant, start, pairSeed, openingPlies);
        std::atomic<bool> stop{false};
        std::uint64_t nodes[2] = {0, 0};
        int moves[2] = {0, 0};
        while (!game.result().over() && static_cast<int>(game.moves().size()) < maxPlies) {
            const Side side = game.sideToMove();
            SearchLimits moveLimits = limits;
            moveLimits.threads = (side == kBlack) == firstIsBlack ? firstThreads : secondThreads;
            const SearchResult r = (side == kBlack ? black : white)->search(game, moveLimits, stop);
            if (!r.hasMove || !game.play(r.best)) {
                std::cerr << "shogi-cli: engine returned an illegal move in game " << g + 1 << "\n";
                return 1;
            }
            nodes[side] += r.nodes;
            ++moves[side];
        }
        GameResult result = game.result();
        bool adjudicated = false;
        if (!result.over() && adjudicate > 0) {
            const int score = evaluator.evaluate(game.position());  // side to move's view
            const Side ahead = score > 0 ? game.sideToMove() : opposite(game.sideToMove());
            if (std::abs(score) >= adjudicate) {
                result = winFor(ahead, EndReason::None);
                adjudicated = true;
            }
        }
        const Outcome firstWins = firstIsBlack ? Outcome::BlackWins : Outcome::WhiteWins;
        std::string verdict;
        if (!result.over() || result.outcome == Outcome::Draw) {
            ++draws;
            verdict = result.over() ? std::string("draw ") + endReasonId(result.reason) : "draw ply-limit";
        } else if (result.outcome == firstWins) {
            ++wins;
            verdict = std::string("first-wins ") + (adjudicated ? "adjudicated" : endReasonId(result.reason));
        } else {
            ++losses;
            verdict = std::string("second-wins ") + (adjudicated ? "adjudicated" : endReasonId(result.reason));
        }
        std::cout << "game " << g + 1 << " first=" << (firstIsBlack ? "black" : "white") << " plies "
                  << game.moves().size() << " " << verdict << "\n";
        if (showFinal) std::cout << "final " << formatPosition(game.position()) << "\n";
        std::cout << std::flush;
    }
    const double score = games ? 100.0 * (wins + 0.5 * draws) / games : 0.0;
    std::cout << "first " << first << " second " << second << "\n"
              << "wins " << wins << "\nlosses " << losses << "\ndraws " << draws << "\n"
              << "score " << std::round(score * 10) / 10 << "%\n";
    return 0;
}

int analyse(const Args& args) {
    std::string error;
    const auto o = parseArgs(args,
                             {true, false,
                              {{"position", OptionValue::Position},
                               numberOption("time", kTime, "milliseconds"),
                               numberOption("depth", kDepth, "a depth"),
                               numberOption("multipv", {1, 64}, "a number of lines"),
                               threadsOption("threads"),
                               {"level", OptionValue::Text, "a level"}}},
                             error);
    if (!o) return fail(error);
    if (o->has("time") == o->has("depth")) return fail("analyse needs --time MS or --depth N (one of them)");
    SearchLimits limits;
    limits.timeMs = o->number("time", 0);
    limits.depth = static_cast<int>(o->number("depth", 0));
    limits.multiPV = static_cast<int>(o->number("multipv", 1));
    limits.threads = static_cast<int>(o->number("threads", 1));
    auto engine = engineOrFail(o->text("level", "master"), 1, error);
    if (!engine) return fail(error);

    const Game game(*o->variant, o->positionOrStart());
    limits.onInfo = [&](const SearchInfo& info) {
        std::cout << "info depth " << info.depth << " multipv " << info.multipv << " score "
                  << scoreText(info.score, info.mateIn) << " nodes " << info.nodes << " nps " << info.nps << " pv "
                  << lineText(game.position(), info.pv, MoveStyle::Text) << "\n"
                  << std::flush;
    };
    std::atomic<bool> stop{false};
    const SearchResult r = engine->search(game, limits, stop);
    if (!r.hasMove) {
        std::cout << "bestmove none\n";
        return 0;
    }
    std::cout << "bestmove " << moveText(game, r.best) << "\n";
    return 0;
}

int xboard(const Args& args) {
    std::string error;
    const auto o = parseArgs(args, {false, false, {{"level", OptionValue::Text}}}, error);
    if (!o) return fail(error);
    const std::string level = o->text("level", "master");
    if (!engineOrFail(level, 0, error)) return fail(error);
    XboardSession session(level, std::cout);
    std::string line;
    while (XboardSession::readLine(std::cin, line))
        if (!session.handle(line)) break;
    return 0;
}

}  // namespace shogi::cli
