#include "NetTestSupport.h"

#include <QTimer>
#include <chrono>

#include "TestSupport.h"
#include "game/GameEnd.h"
#include "record/GameId.h"
#include "record/RecordDate.h"

namespace shogi::test {

GameRecord newNetworkGame(const char* variantId, const TimeControl& control) {
    static std::uint64_t ids = 1;
    GameRecord r;
    r.variant = &variant(variantId);
    r.start = startPosition(*r.variant);
    r.date = formatRecordDate(std::chrono::system_clock::now());
    r.timeControl = control;
    r.gameId = makeGameId(0x9e3779b97f4a7c15ull * ids++);
    return r;
}

Move quickMove(const Game& game, std::mt19937_64& rng) {
    const MoveList& legal = game.legalMoves();
    std::vector<Move> captures;
    // Where there are few moves, trying each is cheap: one that wins at once is played.
    const bool tryEach = legal.size() <= 40;
    for (const Move& m : legal) {
        if (takesLastRoyal(game.position(), m)) return m;
        if (tryEach) {
            Game after = game;
            after.play(m);
            if (after.result().over() && after.result().outcome != Outcome::Draw) return m;
        }
        if (m.isCapture()) captures.push_back(m);
    }
    const bool capture = !captures.empty() && std::uniform_int_distribution<int>(0, 9)(rng) < 8;
    if (capture) return captures[std::uniform_int_distribution<std::size_t>(0, captures.size() - 1)(rng)];
    return legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)];
}

// ---- two sessions on a wire ---------------------------------------------------------------

namespace {

net::SessionOptions optionsWith(ManualTime* time, const char* name) {
    net::SessionOptions o;
    o.name = name;
    if (time) o.now = time->source();
    return o;
}

}  // namespace

SessionPair::SessionPair(const GameRecord& record, Side hostSide, ManualTime* time)
    : host(net::GameSession::host(record, hostSide, optionsWith(time, "Hanako"))),
      guest(net::GameSession::guest(std::nullopt, optionsWith(time, "Taro"))) {}

void SessionPair::connect() {
    host.linkUp();
    guest.linkUp();
    deliver();
}

void SessionPair::collect() {
    for (std::string& m : host.takeOutgoing()) toGuest.push_back(std::move(m));
    for (std::string& m : guest.takeOutgoing()) toHost.push_back(std::move(m));
    for (const net::SessionEvent& e : host.takeEvents()) hostEvents.push_back(e);
    for (const net::SessionEvent& e : guest.takeEvents()) guestEvents.push_back(e);
}

bool SessionPair::deliverTo(net::GameSession& side) {
    collect();
    std::deque<std::string>& queue = &side == &host ? toHost : toGuest;
    bool ok = true;
    while (!queue.empty()) {
        const std::string m = queue.front();
        queue.pop_front();
        const std::string error = side.receive(m);
        if (!error.empty()) {
            lastError = error;
            ok = false;
        }
        collect();
    }
    return ok;
}

bool SessionPair::deliver() {
    bool ok = true;
    collect();
    while (!toGuest.empty() || !toHost.empty()) {
        ok = deliverTo(guest) && ok;
        ok = deliverTo(host) && ok;
    }
    return ok;
}

void SessionPair::drop() {
    collect();
    toGuest.clear();
    toHost.clear();
    host.linkDown();
    guest.linkDown();
    collect();
}

net::GameSession& SessionPair::mover() {
    return host.game().sideToMove() == host.localSide() ? host : guest;
}

bool SessionPair::same() const {
    return host.hasGame() && guest.hasGame() && host.game().moves() == guest.game().moves() &&
           host.game().result() == guest.game().result() && host.game().position().hash() == guest.game().position().hash();
}

// ---- loopback -------------------------------------------------------------------------------

net::LinkTimings fastTimings(int silenceMs) {
    net::LinkTimings t;
    t.heartbeatMs = std::max(20, silenceMs / 8);
    t.silenceMs = silenceMs;
    t.handshakeMs = 5000;
    t.connectMs = 5000;
    t.retryFirstMs = 20;
    t.retryMaxMs = 200;
    t.probeMs = 2000;
    t.wrongSecretDelayMs = 20;
    t.maxWrongSecrets = 3;
    return t;
}

bool runUntil(const std::function<bool()>& done, int timeoutMs) {
    QElapsedTimer timer;
    timer.start();
    while (!done()) {
        if (timer.elapsed() > timeoutMs) return false;
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);
    }
    return true;
}

Bot::Bot(net::NetGame* g, std::uint64_t seed) : game(g), rng(seed) {
    QObject::connect(game, &net::NetGame::sessionEvent, this, [this](const net::SessionEvent& e) {
        events.push_back(e);
        if (e.kind == net::SessionEvent::Kind::Ended) ended = true;
        wake();
    });
    QObject::connect(game, &net::NetGame::linkStateChanged, this, [this] { wake(); });
}

void Bot::wake() {
    if (scheduled_) return;
    scheduled_ = true;
    QTimer::singleShot(0, this, [this] {
        scheduled_ = false;
        play();
    });
}

void Bot::play() {
    const net::GameSession& s = game->session();
    if (!s.playing() || !s.hasGame() || s.game().result().over() || s.game().sideToMove() != s.localSide() ||
        s.waitingForHost() || (s.takebackRequestBy() && *s.takebackRequestBy() == s.localSide()))
        return;
    if (beforeMove && beforeMove(*this)) return;
    const Move m = quickMove(s.game(), rng);
    const auto made = std::chrono::steady_clock::now();
    if (game->act([&m](net::GameSession& session) { return session.playMove(m); }).empty()) {
        ++moves;
        lastMoveMade = made;
        if (afterMove) afterMove(*this);
    }
}

}  // namespace shogi::test
