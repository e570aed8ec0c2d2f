#include "EngineCommands.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <iostream>
#include <optional>
#include <random>
#include <sstream>

#include "engine/Engine.h"
#include "engine/Evaluation.h"
#include "engine/LegNotation.h"
#include "game/Game.h"

namespace shogi::cli {
namespace {

int fail(const std::string& message) {
    std::cerr << "shogi-cli: " << message << "\n";
    return 2;
}

std::optional<long long> parseNumber(const std::string& text) {
    if (text.empty() || text.size() > 12) return std::nullopt;
    for (char c : text)
        if (c < '0' || c > '9') return std::nullopt;
    return std::stoll(text);
}

// "--name VALUE" options with numeric or text values; anything else is an error.
struct Options {
    const Variant* variant = nullptr;
    std::optional<Position> position;
    std::vector<std::pair<std::string, std::string>> values;

    const std::string* get(const std::string& name) const {
        for (const auto& [n, v] : values)
            if (n == name) return &v;
        return nullptr;
    }
};

std::optional<Options> parseOptions(const Args& args, bool needVariant, const std::vector<std::string>& allowed,
                                    std::string& error) {
    Options o;
    std::size_t i = 0;
    if (needVariant) {
        o.variant = variantFromArgs(args, error);
        if (!o.variant) return std::nullopt;
        i = 1;
    }
    for (; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a.rfind("--", 0) != 0 || std::find(allowed.begin(), allowed.end(), a.substr(2)) == allowed.end()) {
            error = "unexpected argument '" + a + "'";
            return std::nullopt;
        }
        if (i + 1 >= args.size()) {
            error = a + " needs a value";
            return std::nullopt;
        }
        const std::string name = a.substr(2), value = args[++i];
        if (name == "position") {
            if (!o.variant) {
                error = "--position needs a variant";
                return std::nullopt;
            }
            std::string why;
            o.position = parsePosition(*o.variant, value, why);
            if (!o.position) {
                error = why;
                return std::nullopt;
            }
        } else if (name != "first" && name != "second" && name != "level" && !parseNumber(value)) {
            error = a + " needs a number, not '" + value + "'";
            return std::nullopt;
        } else {
            o.values.emplace_back(name, value);
        }
    }
    return o;
}

long long number(const Options& o, const std::string& name, long long fallback) {
    const std::string* v = o.get(name);
    return v ? *parseNumber(*v) : fallback;
}

std::string text(const Options& o, const std::string& name, const std::string& fallback) {
    const std::string* v = o.get(name);
    return v ? *v : fallback;
}

std::unique_ptr<Engine> engineOrFail(const std::string& level, std::uint64_t seed, std::string& error) {
    auto engine = makeEngine(level, seed);
    if (!engine) {
        error = "unknown level '" + level + "' (levels:";
        for (const std::string& l : engineLevels()) error += " " + l;
        error += ")";
    }
    return engine;
}

std::string pvText(const Position& start, const std::vector<Move>& pv) {
    Position pos = start;
    std::string out;
    for (const Move& m : pv) {
        if (!out.empty()) out += ' ';
        out += formatMove(pos, m);
        Position::Undo undo;
        pos.make(m, undo);
    }
    return out;
}

// ---- match -------------------------------------------------------------------------------

// Plays a few random legal moves from the start so that games differ; a pair of games shares
// one opening with the colours swapped, which cancels most of the opening's bias.
Game openingGame(const Variant& variant, std::uint64_t seed, int plies) {
    Game game(variant);
    std::mt19937_64 rng(seed);
    for (int i = 0; i < plies && !game.legalMoves().empty(); ++i) {
        const MoveList& moves = game.legalMoves();
        game.play(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
    }
    return game;
}

}  // namespace

int go(const Args& args) {
    std::string error;
    auto o = parseOptions(args, true, {"position", "time", "depth", "nodes", "level", "seed"}, error);
    if (!o) return fail(error);
    if (o->get("time") && o->get("depth")) return fail("give --time or --depth, not both");
    SearchLimits limits;
    limits.timeMs = static_cast<int>(number(*o, "time", 0));
    limits.depth = static_cast<int>(number(*o, "depth", 0));
    limits.nodes = static_cast<std::uint64_t>(number(*o, "nodes", 0));
    if (!limits.timeMs && !limits.depth && !limits.nodes) limits.timeMs = 1000;
    auto engine = engineOrFail(text(*o, "level", "master"), static_cast<std::uint64_t>(number(*o, "seed", 1)), error);
    if (!engine) return fail(error);

    const Game game(*o->variant, o->position ? *o->position : startPosition(*o->variant));
    std::atomic<bool> stop{false};
    const SearchResult r = engine->search(game, limits, stop);
    if (!r.hasMove) {
        std::cout << "bestmove none\nstate " << outcomeId(game.result().outcome) << " "
                  << endReasonId(game.result().reason) << "\n";
        return 0;
    }
    const double seconds = std::max(r.elapsedMs, 1) / 1000.0;
    std::cout << "bestmove " << game.moveText(r.best) << "\n"
              << "depth " << r.depth << "\n"
              << "score " << r.score << "\n"
              << "nodes " << r.nodes << "\n"
              << "nps " << static_cast<long long>(static_cast<double>(r.nodes) / seconds) << "\n"
              << "time " << r.elapsedMs << "\n"
              << "pv " << pvText(game.position(), r.pv) << "\n";
    return 0;
}

int match(const Args& args) {
    std::string error;
    auto o = parseOptions(args, true, {"games", "time", "depth", "first", "second", "seed", "max-plies", "opening", "show-final",
                           "adjudicate"},
                          error);
    if (!o) return fail(error);
    if (!o->get("first") || !o->get("second")) return fail("match needs --first LEVEL and --second LEVEL");
    const int games = static_cast<int>(number(*o, "games", 2));
    SearchLimits limits;
    limits.timeMs = static_cast<int>(number(*o, "time", 0));
    limits.depth = static_cast<int>(number(*o, "depth", 0));
    if (!limits.timeMs && !limits.depth) limits.timeMs = 200;
    const std::uint64_t seed = static_cast<std::uint64_t>(number(*o, "seed", 1));
    const int maxPlies = static_cast<int>(number(*o, "max-plies", 500));
    const int openingPlies = static_cast<int>(number(*o, "opening", 4));
    const bool showFinal = number(*o, "show-final", 0) != 0;
    // At the ply limit, a side this far ahead by the static evaluation (centipawns) is
    // declared the winner; 0 counts every game stopped at the limit as a draw.
    const int adjudicate = static_cast<int>(number(*o, "adjudicate", 600));
    const Evaluator evaluator(*o->variant);
    const std::string first = text(*o, "first", ""), second = text(*o, "second", "");
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
        Game game = openingGame(*o->variant, pairSeed, openingPlies);
        std::atomic<bool> stop{false};
        std::uint64_t nodes[2] = {0, 0};
        int moves[2] = {0, 0};
        while (!game.result().over() && static_cast<int>(game.moves().size()) < maxPlies) {
            const Side side = game.sideToMove();
            const SearchResult r = (side == kBlack ? black : white)->search(game, limits, stop);
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

// ---- xboard -----------------------------------------------------------------------------

namespace {

// Accepts our variant ids and the XBoard-style "-shogi" names ("macadamia-shogi").
const Variant* xboardVariant(std::string name) {
    if (const Variant* v = findVariant(name)) return v;
    const std::string suffix = "-shogi";
    if (name.size() > suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0)
        return findVariant(name.substr(0, name.size() - suffix.size()));
    return nullptr;
}

// One CECP conversation: the game, whose side the engine plays, and the clock settings.
// The engine thinks on the reading thread; the time limit ends each search.
class XboardSession {
public:
    XboardSession(std::string level, std::ostream& out) : level_(std::move(level)), out_(out) {
        variant_ = findVariant("micro");
        reset();
    }

    // Returns false on "quit".
    bool handle(const std::string& line);

private:
    void reset(std::optional<Position> start = std::nullopt) {
        game_ = std::make_unique<Game>(*variant_, start ? *start : startPosition(*variant_));
        engine_ = makeEngine(level_, seed_++);
    }
    void think();
    void reportResult();
    int moveTimeMs() const;

    std::string level_;
    std::ostream& out_;
    const Variant* variant_;
    std::unique_ptr<Game> game_;
    std::unique_ptr<Engine> engine_;
    std::uint64_t seed_ = 1;
    bool force_ = false;
    Side engineSide_ = kWhite;
    bool post_ = false;
    int fixedMs_ = 0;        // st
    int depth_ = 0;          // sd
    int clockMs_ = 0;        // time
    int movesPerControl_ = 0, incrementMs_ = 0;  // level
};

int XboardSession::moveTimeMs() const {
    if (fixedMs_ > 0) return fixedMs_;
    if (clockMs_ <= 0) return 1000;
    const int played = static_cast<int>(game_->moves().size()) / 2;
    const int toGo = movesPerControl_ > 0 ? movesPerControl_ - played % movesPerControl_ : 40;
    // Keep a reserve so that a slow reply never loses on time.
    const int budget = clockMs_ / std::max(toGo, 1) + incrementMs_ * 4 / 5;
    return std::clamp(budget, 10, std::max(10, clockMs_ / 2 - 50));
}

void XboardSession::reportResult() {
    const GameResult r = game_->result();
    if (!r.over()) return;
    // CECP calls the first player "white": our Black.
    const char* score = r.outcome == Outcome::BlackWins ? "1-0" : r.outcome == Outcome::WhiteWins ? "0-1" : "1/2-1/2";
    out_ << score << " {" << endReasonId(r.reason) << "}\n" << std::flush;
}

void XboardSession::think() {
    if (game_->result().over()) return;
    SearchLimits limits;
    limits.timeMs = moveTimeMs();
    limits.depth = depth_;
    std::atomic<bool> stop{false};
    const SearchResult r = engine_->search(*game_, limits, stop);
    if (!r.hasMove) return;
    if (post_)
        out_ << r.depth << " " << r.score << " " << r.elapsedMs / 10 << " " << r.nodes << " "
             << pvText(game_->position(), r.pv) << "\n";
    const std::string text = formatLegs(game_->position(), r.best);
    game_->play(r.best);
    out_ << "move " << text << "\n" << std::flush;
    reportResult();
}

bool XboardSession::handle(const std::string& line) {
    std::istringstream in(line);
    std::string cmd;
    in >> cmd;
    std::string rest;
    std::getline(in, rest);
    if (!rest.empty() && rest[0] == ' ') rest.erase(0, 1);
    auto numberArg = [&](int fallback) {
        try {
            return std::stoi(rest);
        } catch (...) {
            return fallback;
        }
    };

    if (cmd == "quit") return false;
    if (cmd == "protover") {
        std::string names;
        for (const Variant* v : allVariants()) names += std::string(names.empty() ? "" : ",") + v->id();
        out_ << "feature myname=\"shogi-cli " << level_ << "\" variants=\"" << names
             << "\" setboard=1 usermove=1 ping=1 playother=1 colors=0 sigint=0 sigterm=0 analyze=0 done=1\n"
             << std::flush;
    } else if (cmd == "ping") {
        out_ << "pong " << rest << "\n" << std::flush;
    } else if (cmd == "new") {
        reset();
        force_ = false;
        engineSide_ = kWhite;
        fixedMs_ = depth_ = 0;
    } else if (cmd == "variant") {
        const Variant* v = xboardVariant(rest);
        if (!v) {
            out_ << "Error (unknown variant): " << rest << "\n" << std::flush;
        } else {
            variant_ = v;
            reset();
        }
    } else if (cmd == "setboard") {
        std::string error;
        auto pos = parsePosition(*variant_, rest, error);
        if (!pos) out_ << "tellusererror Illegal position: " << error << "\n" << std::flush;
        else reset(*pos);
    } else if (cmd == "force") {
        force_ = true;
    } else if (cmd == "go") {
        force_ = false;
        engineSide_ = game_->sideToMove();
        think();
    } else if (cmd == "playother") {
        force_ = false;
        engineSide_ = opposite(game_->sideToMove());
    } else if (cmd == "usermove") {
        std::optional<Move> m = parseLegs(game_->position(), rest, game_->legalMoves());
        std::string error;
        if (!m) m = game_->parseMove(rest, error);  // our own move text works too
        if (!m) {
            out_ << "Illegal move: " << rest << "\n" << std::flush;
        } else {
            game_->play(*m);
            reportResult();
            if (!force_ && game_->sideToMove() == engineSide_) think();
        }
    } else if (cmd == "undo") {
        game_->undo();
    } else if (cmd == "remove") {
        game_->undo();
        game_->undo();
    } else if (cmd == "st") {
        fixedMs_ = numberArg(1) * 1000;
    } else if (cmd == "sd") {
        depth_ = numberArg(0);
    } else if (cmd == "time") {
        clockMs_ = numberArg(0) * 10;  // centiseconds
    } else if (cmd == "level") {
        // level MPS BASE INC: BASE may be "m" or "m:ss"; INC in seconds.
        std::istringstream lv(rest);
        std::string mps, base, inc;
        lv >> mps >> base >> inc;
        try {
            movesPerControl_ = std::stoi(mps);
            incrementMs_ = static_cast<int>(std::stod(inc.empty() ? "0" : inc) * 1000);
        } catch (...) {
            movesPerControl_ = incrementMs_ = 0;
        }
        fixedMs_ = 0;
    } else if (cmd == "post") {
        post_ = true;
    } else if (cmd == "nopost") {
        post_ = false;
    } else if (cmd == "xboard" || cmd == "accepted" || cmd == "rejected" || cmd == "otim" || cmd == "hard" ||
               cmd == "easy" || cmd == "random" || cmd == "computer" || cmd == "result" || cmd == "name" ||
               cmd == "rating" || cmd == "ics" || cmd == "memory" || cmd == "cores" || cmd == "." || cmd.empty()) {
        // Nothing to do for these.
    } else {
        out_ << "Error (unknown command): " << cmd << "\n" << std::flush;
    }
    return true;
}

}  // namespace

int xboard(const Args& args) {
    std::string error;
    auto o = parseOptions(args, false, {"level"}, error);
    if (!o) return fail(error);
    const std::string level = text(*o, "level", "master");
    if (!engineOrFail(level, 0, error)) return fail(error);
    XboardSession session(level, std::cout);
    std::string line;
    while (std::getline(std::cin, line))
        if (!session.handle(line)) break;
    return 0;
}

}  // namespace shogi::cli
