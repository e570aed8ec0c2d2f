#include "NetworkPlayer.h"

#include <QCoreApplication>
#include <QTimer>
#include <iostream>
#include <unistd.h>

#include "clock/GameClock.h"
#include "record/GameText.h"

namespace shogi::cli {
namespace {

// Time for the last messages (the result, a goodbye) to leave before the program exits.
constexpr int kLastWordsMs = 200;

void say(const std::string& line) { std::cout << line << std::endl; }

// The text of the move just played in `game` (its last one).
std::string lastMoveText(const Game& game) {
    Game before = game;
    before.undo();
    return moveText(before, game.moves().back());
}

}  // namespace

NetworkPlayer::NetworkPlayer(net::NetGame* game, const std::string& level, int timeMs, int patienceSeconds,
                             std::uint64_t seed)
    : game_(game), level_(level), timeMs_(timeMs), patienceSeconds_(patienceSeconds) {
    if (level != "human") engine_ = makeEngine(level, seed);
    QObject::connect(game_, &net::NetGame::sessionEvent, &context_, [this](const net::SessionEvent& e) { onEvent(e); });
    QObject::connect(game_, &net::NetGame::linkStateChanged, &context_,
                     [this](net::NetGame::LinkState state, const QString& detail) { onLink(state, detail); });
    QObject::connect(game_, &net::NetGame::wrongSecret, &context_, [](int count, bool stopped) {
        std::cerr << "shogi-cli: a wrong secret was given (" << count << " so far)"
                  << (stopped ? "; no more connections are taken" : "") << std::endl;
    });
    QObject::connect(game_, &net::NetGame::saveFailed, &context_,
                     [](const QString& error) { std::cerr << "shogi-cli: " << error.toStdString() << std::endl; });
    patience_ = new QTimer(&context_);
    patience_->setSingleShot(true);
    patience_->setInterval(patienceSeconds_ * 1000);
    QObject::connect(patience_, &QTimer::timeout, &context_, [this] {
        game_->leave(true);
        finish(1, "result ongoing disconnected");
    });
    if (!engine_) {
        input_ = std::make_unique<QSocketNotifier>(STDIN_FILENO, QSocketNotifier::Read);
        QObject::connect(input_.get(), &QSocketNotifier::activated, &context_, [this] { readInput(); });
    }
}

NetworkPlayer::~NetworkPlayer() {
    stop_ = true;
    if (thinker_.joinable()) thinker_.join();
}

int NetworkPlayer::run() { return QCoreApplication::exec(); }

void NetworkPlayer::onEvent(const net::SessionEvent& e) {
    using Kind = net::SessionEvent::Kind;
    const net::GameSession& s = game_->session();
    switch (e.kind) {
        case Kind::Joined:
            started_ = true;
            say(e.flag ? "resumed " + std::to_string(e.ply) : "joined " + (e.text.empty() ? std::string("-") : e.text));
            break;
        case Kind::MovePlayed: say("move " + std::to_string(e.ply) + " " + lastMoveText(s.game())); break;
        case Kind::MoveWithdrawn: say("withdrawn " + std::to_string(e.ply)); break;
        case Kind::TakenBack:
            say("takeback " + std::to_string(e.ply));
            ++request_;  // a search under way is for a position that is gone
            stop_ = true;
            break;
        case Kind::Ended:
            finish(0, std::string("result ") + outcomeId(e.result.outcome) + " " + endReasonId(e.result.reason));
            return;
        case Kind::DrawOffered:
            say("draw-offered");
            if (engine_) game_->act([](net::GameSession& session) { return session.declineDraw(); });
            break;
        case Kind::TakebackRequested:
            say("takeback-requested " + std::to_string(e.ply));
            if (engine_) game_->act([](net::GameSession& session) { return session.declineTakeback(); });
            break;
        case Kind::DrawDeclined: say("draw-declined"); break;
        case Kind::TakebackDeclined: say("takeback-declined"); break;
        case Kind::Chat: say("chat " + e.text); break;
        case Kind::Stopped: std::cerr << "shogi-cli: the game was stopped: " << e.text << std::endl; break;
        case Kind::Refused: std::cerr << "shogi-cli: the host refused: " << e.text << std::endl; break;
        case Kind::PeerLeft:
        case Kind::Pong: break;
    }
    think();
}

void NetworkPlayer::onLink(net::NetGame::LinkState state, const QString& detail) {
    using State = net::NetGame::LinkState;
    if (finished_) return;
    switch (state) {
        case State::Connected:
            patience_->stop();
            if (started_) say("connected");
            break;
        case State::Listening:
        case State::Reconnecting:
            if (!started_) break;
            say("disconnected " + detail.toStdString());
            if (!patience_->isActive()) patience_->start();
            break;
        case State::Closed: {
            if (!started_) {
                report(detail.toStdString());
                return;
            }
            const net::GameSession& s = game_->session();
            const std::string reason = s.stopped() ? "stopped" : game_->savedForLater() ? "saved" : "left";
            if (s.stopped()) std::cerr << "shogi-cli: " << detail.toStdString() << std::endl;
            finish(1, "result ongoing " + reason);
            break;
        }
        case State::Idle:
        case State::Connecting: break;
    }
}

void NetworkPlayer::think() {
    const net::GameSession& s = game_->session();
    if (!engine_ || thinking_ || finished_ || !s.playing() || !s.hasGame() || s.game().result().over() ||
        s.game().sideToMove() != s.localSide() || s.waitingForHost())
        return;
    if (thinker_.joinable()) thinker_.join();
    thinking_ = true;
    stop_ = false;
    const int request = ++request_;
    SearchLimits limits;
    limits.timeMs = timeMs_;
    if (s.timeControl().timed()) {
        GameClock clock(s.timeControl());
        for (const Side side : {kBlack, kWhite}) clock.setState(side, s.clock(side));
        limits.timeMs = 0;
        limits.clock = clock.limits(s.localSide());
    }
    thinker_ = std::thread([this, request, limits, game = s.game()] {
        const SearchResult r = engine_->search(game, limits, stop_);
        QMetaObject::invokeMethod(
            &context_, [this, request, r] { onThought(request, r.best, r.hasMove); }, Qt::QueuedConnection);
    });
}

void NetworkPlayer::onThought(int request, const Move& move, bool hasMove) {
    thinking_ = false;
    if (request == request_ && hasMove && !finished_) {
        const std::string why = game_->act([&move](net::GameSession& session) { return session.playMove(move); });
        if (!why.empty() && game_->session().playing()) std::cerr << "shogi-cli: the move was not played: " << why << std::endl;
    }
    think();
}

void NetworkPlayer::readInput() {
    char buffer[4096];
    const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
    if (n <= 0) {  // end of input: the game goes on without more commands
        input_->setEnabled(false);
        return;
    }
    inputBuffer_.append(buffer, static_cast<std::size_t>(n));
    for (std::size_t end; (end = inputBuffer_.find('\n')) != std::string::npos;) {
        std::string line = inputBuffer_.substr(0, end);
        inputBuffer_.erase(0, end + 1);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (!line.empty()) command(line);
    }
}

void NetworkPlayer::command(const std::string& line) {
    const net::GameSession& s = game_->session();
    const bool theirs = s.drawOfferBy() && *s.drawOfferBy() != s.localSide();
    const bool theirTakeback = s.takebackRequestBy() && *s.takebackRequestBy() != s.localSide();
    std::string why;
    if (line == "resign") {
        why = game_->act([](net::GameSession& g) { return g.resign(); });
    } else if (line == "draw") {
        why = game_->act([theirs](net::GameSession& g) { return theirs ? g.acceptDraw() : g.offerDraw(); });
    } else if (line == "takeback") {
        why = game_->act([theirTakeback](net::GameSession& g) { return theirTakeback ? g.acceptTakeback() : g.requestTakeback(); });
    } else if (line == "decline") {
        why = game_->act([theirs](net::GameSession& g) { return theirs ? g.declineDraw() : g.declineTakeback(); });
    } else if (line.rfind("chat ", 0) == 0) {
        why = game_->act([&line](net::GameSession& g) { return g.chat(line.substr(5)); });
    } else if (line == "save" || line == "quit") {
        game_->leave(line == "save");
        finish(1, line == "save" ? "result ongoing saved" : "result ongoing left");
        return;
    } else if (!s.hasGame()) {
        why = "the game has not started";
    } else {
        std::string error;
        const std::optional<Move> move = parseMove(s.game(), line, error);
        why = move ? game_->act([&move](net::GameSession& g) { return g.playMove(*move); }) : error;
    }
    if (!why.empty()) std::cerr << "shogi-cli: " << line << ": " << why << std::endl;
}

void NetworkPlayer::finish(int status, const std::string& resultLine) {
    if (finished_) return;
    finished_ = true;
    say(resultLine);
    stop_ = true;
    status_ = status;
    if (!game_->session().closed()) game_->leave(false);
    QTimer::singleShot(kLastWordsMs, &context_, [this] { QCoreApplication::exit(status_); });
}

void NetworkPlayer::report(const std::string& why) {
    if (finished_) return;
    finished_ = true;
    std::cerr << "shogi-cli: " << why << std::endl;
    status_ = 2;
    QTimer::singleShot(0, &context_, [] { QCoreApplication::exit(2); });
}

}  // namespace shogi::cli
