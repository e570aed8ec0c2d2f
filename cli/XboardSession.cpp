#include "XboardSession.h"

#include <algorithm>
#include <sstream>

#include "MoveArgument.h"
#include "Numbers.h"
#include "XboardSetup.h"
#include "notation/LegNotation.h"
#include "notation/MoveLine.h"
#include "notation/XboardNames.h"
#include "text/QuotedText.h"

namespace shogi::cli {
namespace {

// CECP's score: centipawns for the side to move, a mate as 100000 + N (or -100000 - N).
int cecpScore(const SearchInfo& info) {
    if (info.mateIn > 0) return 100000 + info.mateIn;
    if (info.mateIn < 0) return -100000 + info.mateIn;
    return info.score;
}

}  // namespace

XboardSession::XboardSession(std::string level, std::ostream& out, EngineFactory factory)
    : level_(std::move(level)), out_(out), makeEngine_(std::move(factory)) {
    if (!makeEngine_) makeEngine_ = [this](std::uint64_t seed) { return shogi::makeEngine(level_, seed); };
    variant_ = allVariants().front();  // until the front end names one
    reset();
}

XboardSession::~XboardSession() { stopSearch(true); }

void XboardSession::send(const std::string& line) {
    const std::lock_guard<std::mutex> lock(outMutex_);
    out_ << line << "\n" << std::flush;
}

void XboardSession::reset(std::optional<Position> start) {
    game_ = std::make_unique<Game>(*variant_, start ? *start : startPosition(*variant_));
    engine_ = makeEngine_(seed_++);
}

void XboardSession::setTimeLimits(SearchLimits& limits) const {
    if (fixedMs_ > 0) {
        limits.timeMs = fixedMs_;
    } else if (clockMs_) {
        // The engine plans from the clock (engine/TimePlan.h), as it does in the program. A
        // clock overdrawn (XBoard lets it go below zero when no one claims the flag) has nothing left.
        ClockLimits clock;
        clock.remainingMs = std::max<std::int64_t>(0, *clockMs_);
        clock.incrementMs = incrementMs_;
        const int played = static_cast<int>(game_->moves().size()) / 2;
        clock.movesToGo = movesPerControl_ > 0 ? movesPerControl_ - played % movesPerControl_ : 0;
        limits.clock = clock;
    } else {
        limits.timeMs = 1000;
    }
}

void XboardSession::reportResult() {
    const GameResult r = game_->result();
    if (!r.over()) return;
    // CECP calls the first player "white": our Black.
    const char* score = r.outcome == Outcome::BlackWins ? "1-0" : r.outcome == Outcome::WhiteWins ? "0-1" : "1/2-1/2";
    send(std::string(score) + " {" + endReasonId(r.reason) + "}");
}

void XboardSession::sendSetup() {
    const XboardPieces pieces(*variant_);
    if (!pieces.fits()) {
        // XBoard's board has at most 16 files and ranks; another front end may still play it.
        send(std::string("# ") + variant_->name() + " does not fit XBoard's board: no setup");
        return;
    }
    for (const std::string& line : pieces.setupCommands()) send(line);
}

void XboardSession::startSearch() {
    if (game_->result().over()) return;
    SearchLimits limits;
    if (analyzing_) {
        limits.infinite = true;
    } else {
        setTimeLimits(limits);
        limits.depth = depth_;
    }
    limits.threads = threads_;
    stop_ = false;
    discard_ = false;
    if (!analyzing_) {
        const std::lock_guard<std::mutex> lock(pingMutex_);
        movePending_ = true;
    }
    {
        const std::lock_guard<std::mutex> lock(infoMutex_);
        lastInfo_ = SearchInfo{};
        searchStart_ = std::chrono::steady_clock::now();
    }
    search_ = std::thread(&XboardSession::searchThread, this, limits, analyzing_);
}

void XboardSession::stopSearch(bool discard) {
    if (!search_.joinable()) return;
    if (discard) discard_ = true;
    stop_ = true;
    search_.join();
}

void XboardSession::searchThread(SearchLimits limits, bool analysis) {
    const Position root = game_->position();
    limits.onInfo = [this, root, analysis](const SearchInfo& info) {
        {
            const std::lock_guard<std::mutex> lock(infoMutex_);
            lastInfo_ = info;
        }
        // One line per iteration: XBoard shows a single line.
        if (info.multipv == 1 && (analysis || post_))
            send(std::to_string(info.depth) + " " + std::to_string(cecpScore(info)) + " " +
                 std::to_string(info.elapsedMs / 10) + " " + std::to_string(info.nodes) + " " + lineText(root, info.pv, MoveStyle::Legs));
    };
    const SearchResult r = engine_->search(*game_, limits, stop_);
    // An analysis never moves; a move search that was called off sends nothing.
    if (analysis) return;
    if (!discard_) playEngineMove(r);
    // The pings that came while it thought are answered now, after the move.
    const std::lock_guard<std::mutex> lock(pingMutex_);
    movePending_ = false;
    for (const std::string& n : heldPings_) send("pong " + n);
    heldPings_.clear();
}

void XboardSession::answerPing(const std::string& n) {
    const std::lock_guard<std::mutex> lock(pingMutex_);
    if (movePending_) heldPings_.push_back(n);
    else send("pong " + n);
}

void XboardSession::playEngineMove(const SearchResult& r) {
    if (!r.hasMove) return;
    const std::string text = formatLegs(game_->position(), r.best);
    game_->play(r.best);
    // CECP (XBoard 4.9): a move of several legs is sent leg by leg, each but the last ending
    // in a comma ("move e5e6," then "move e6e7"); XBoard misreads them on one line.
    std::size_t begin = 0;
    for (std::size_t comma; (comma = text.find(',', begin)) != std::string::npos; begin = comma + 1)
        send("move " + text.substr(begin, comma - begin + 1));
    send("move " + text.substr(begin));
    reportResult();
}

void XboardSession::sendStatus() {
    // stat01: TIME NODES PLY MOVESLEFT MOVESTOTAL (the moves left are not known here)
    SearchInfo info;
    std::chrono::steady_clock::time_point start;
    {
        const std::lock_guard<std::mutex> lock(infoMutex_);
        info = lastInfo_;
        start = searchStart_;
    }
    const auto cs = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count() / 10;
    send("stat01: " + std::to_string(cs) + " " + std::to_string(info.nodes) + " " + std::to_string(info.depth) + " 0 0");
}

bool XboardSession::handleGameCommand(const std::string& cmd, const std::string& rest) {
    if (cmd == "new") {
        reset();
        force_ = false;
        engineSide_ = kWhite;
        fixedMs_ = depth_ = 0;
    } else if (cmd == "variant") {
        const Variant* v = variantFromXboardName(rest);
        if (!v) {
            send("Error (unknown variant): " + shortened(rest));
        } else {
            variant_ = v;
            reset();
            sendSetup();
        }
    } else if (cmd == "setboard") {
        // Our position text, or XBoard's FEN in the IDs of our setup command.
        std::string error, xboardError;
        auto pos = parsePosition(*variant_, rest, error);
        if (!pos) pos = XboardPieces(*variant_).parseFen(rest, xboardError);
        if (!pos) send("tellusererror Illegal position: " + error + " (as XBoard's FEN: " + xboardError + ")");
        else reset(*pos);
    } else if (cmd == "usermove") {
        std::string error;
        const std::optional<Move> m = parseMoveArgument(*game_, rest, error);
        if (!m) {
            send("Illegal move: " + shortened(rest));
        } else {
            game_->play(*m);
            if (!analyzing_) {
                reportResult();
                if (!force_ && game_->sideToMove() == engineSide_) startSearch();
                return true;
            }
        }
    } else if (cmd == "undo") {
        game_->undo();
    } else if (cmd == "remove") {
        game_->undo();
        game_->undo();
    } else if (cmd == "force" || cmd == "result") {
        force_ = true;
    } else if (cmd == "go") {
        force_ = false;
        engineSide_ = game_->sideToMove();
        if (!analyzing_) startSearch();
        return true;
    } else if (cmd == "playother") {
        force_ = false;
        engineSide_ = opposite(game_->sideToMove());
    } else if (cmd == "analyze") {
        analyzing_ = true;
    } else if (cmd == "exit") {  // leaves analysis mode (handle() passes it on only there)
        analyzing_ = false;
        return true;
    } else {
        return false;
    }
    if (analyzing_) startSearch();
    return true;
}

bool XboardSession::readLine(std::istream& in, std::string& line) {
    line.clear();
    std::streambuf* buffer = in.rdbuf();
    bool any = false;
    for (int c; (c = buffer->sbumpc()) != std::char_traits<char>::eof();) {
        any = true;
        if (c == '\n') return true;
        if (line.size() <= kMaxLineBytes) line.push_back(static_cast<char>(c));
    }
    return any;  // a last line without its newline counts
}

bool XboardSession::handleLimitCommand(const std::string& cmd, const std::string& rest, const std::string& line) {
    std::string refused;  // why, when the command is refused
    if (cmd == "st") {
        // CECP sends whole seconds; a fraction (st 0.2) is taken too, for scripted matches.
        if (const auto ms = parseSecondsAsMs(rest, {1, kMaxTimeMs})) fixedMs_ = *ms;
        else refused = "st takes seconds from 0.001 to " + std::to_string(kMaxTimeMs / 1000);
    } else if (cmd == "sd") {
        if (const auto depth = parseWhole(rest, {1, kMaxSearchDepth})) depth_ = static_cast<int>(*depth);
        else refused = "sd takes a depth " + Range{1, kMaxSearchDepth}.text();
    } else if (cmd == "time") {
        // Centiseconds, below zero when XBoard lets the clock run on past the flag.
        constexpr Range kCentiseconds{-kMaxTimeMs / 10, kMaxTimeMs / 10};
        if (const auto cs = parseWhole(rest, kCentiseconds)) clockMs_ = *cs * 10;
        else refused = "time takes centiseconds " + kCentiseconds.text();
    } else if (cmd == "cores") {
        // Takes effect at the next search.
        if (const auto n = parseWhole(rest, {1, kMaxSearchThreads})) threads_ = static_cast<int>(*n);
        else refused = "cores takes a number of threads " + Range{1, kMaxSearchThreads}.text();
    } else if (cmd == "level") {
        // level MPS BASE INC: moves per time control (0: all), the base time in minutes or
        // "m:ss" (the clock itself comes with "time"), the increment in seconds.
        std::istringstream words(rest);
        std::string mps, base, inc, extra;
        words >> mps >> base >> inc >> extra;
        const std::size_t colon = base.find(':');
        const auto moves = parseWhole(mps, {0, 1'000'000});
        const auto minutes = parseWhole(base.substr(0, colon), {0, kMaxTimeMs / 60000});
        const bool seconds = colon == std::string::npos || parseWhole(base.substr(colon + 1), {0, 59});
        const auto incMs = parseSecondsAsMs(inc, {0, kMaxTimeMs});
        if (moves && minutes && seconds && incMs && extra.empty()) {
            movesPerControl_ = static_cast<int>(*moves);
            incrementMs_ = *incMs;
            fixedMs_ = 0;
        } else {
            refused = "level takes MOVES MINUTES[:SECONDS] INCREMENT: moves from 0 to 1000000, increment seconds from 0 to " +
                      std::to_string(kMaxTimeMs / 1000);
        }
    } else {
        return false;
    }
    if (!refused.empty()) send("Error (" + refused + "): " + shortened(line));
    return true;
}

bool XboardSession::handle(const std::string& rawLine) {
    if (rawLine.size() > kMaxLineBytes) {
        send("Error (line too long, more than " + std::to_string(kMaxLineBytes) + " bytes): " + beginning(rawLine));
        return true;
    }
    std::string line = rawLine;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    std::istringstream in(line);
    std::string cmd;
    in >> cmd;
    std::string rest;
    std::getline(in, rest);
    if (!rest.empty() && rest[0] == ' ') rest.erase(0, 1);

    if (cmd == "quit") {
        stopSearch(true);
        return false;
    }
    // "exit" leaves analysis mode; outside it, a move search goes on and moves.
    if (cmd == "exit" && !analyzing_) return true;
    // Commands that change the game stop the search first and never see it running.
    static const char* const kGameCommands[] = {"new",  "variant", "setboard", "usermove", "undo",    "remove",
                                                "force", "result", "go",       "playother", "analyze", "exit"};
    if (std::find(std::begin(kGameCommands), std::end(kGameCommands), cmd) != std::end(kGameCommands)) {
        stopSearch(true);
        handleGameCommand(cmd, rest);
        return true;
    }
    if (handleLimitCommand(cmd, rest, line)) return true;

    if (cmd == "protover") {
        std::string names;
        for (const Variant* v : allVariants()) names += std::string(names.empty() ? "" : ",") + xboardName(*v);
        send("feature myname=\"shogi-cli " + level_ + "\" variants=\"" + names +
             "\" setboard=1 usermove=1 ping=1 playother=1 colors=0 sigint=0 sigterm=0 analyze=1 smp=1 debug=1 done=1");
    } else if (cmd == "ping") {
        answerPing(shortened(rest));
    } else if (cmd == "?") {
        if (!analyzing_) stopSearch(false);  // move now: the best move so far is played
    } else if (cmd == ".") {
        if (analyzing_) sendStatus();
    } else if (cmd == "post") {
        post_ = true;
    } else if (cmd == "nopost") {
        post_ = false;
    } else if (cmd == "xboard" || cmd == "accepted" || cmd == "rejected" || cmd == "otim" || cmd == "hard" ||
               cmd == "easy" || cmd == "random" || cmd == "computer" || cmd == "name" || cmd == "rating" ||
               cmd == "ics" || cmd == "memory" || cmd.empty()) {
        // Nothing to do for these.
    } else {
        send("Error (unknown command): " + shortened(cmd));
    }
    return true;
}

}  // namespace shogi::cli
