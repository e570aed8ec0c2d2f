#include "XboardSession.h"

#include <algorithm>
#include <atomic>
#include <sstream>

#include "EngineText.h"
#include "engine/LegNotation.h"

namespace shogi::cli {
namespace {

// Accepts our variant ids and the XBoard-style "-shogi" names ("macadamia-shogi").
const Variant* xboardVariant(std::string name) {
    if (const Variant* v = findVariant(name)) return v;
    const std::string suffix = "-shogi";
    if (name.size() > suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0)
        return findVariant(name.substr(0, name.size() - suffix.size()));
    return nullptr;
}

}  // namespace

XboardSession::XboardSession(std::string level, std::ostream& out) : level_(std::move(level)), out_(out) {
    variant_ = allVariants().front();  // until the front end names one
    reset();
}

void XboardSession::reset(std::optional<Position> start) {
    game_ = std::make_unique<Game>(*variant_, start ? *start : startPosition(*variant_));
    engine_ = makeEngine(level_, seed_++);
}

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

}  // namespace shogi::cli
