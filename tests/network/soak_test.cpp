// The soak: many games over loopback, every variant in turn, with the connection dropped at
// random plies (at once or by going silent), every frame held back a random few milliseconds,
// takebacks asked for and granted or refused, draws offered; at the end of each game both
// copies must be the same. The test command plays a handful (SHOGI_SOAK_SCALE); the full run
// (SHOGI_NET_SOAK_GAMES=200, scripts/network-soak.sh) prints the figures of the closing note.
#include <gtest/gtest.h>

#include <QElapsedTimer>
#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <map>

#include "NetTestSupport.h"
#include "TestSupport.h"

using namespace shogi;
using namespace shogi::net;
using shogi::test::Bot;
using EventKind = SessionEvent::Kind;

namespace {

constexpr int kMaxPlies = 240;  // then the side to move resigns: long random games prove no more

int soakGames() {
    if (const char* n = std::getenv("SHOGI_NET_SOAK_GAMES")) return std::max(1, std::atoi(n));
    return test::scaled(10, 2);
}

struct Figures {
    int games = 0, plies = 0, drops = 0, silentDrops = 0, resumes = 0, takebacks = 0, drawOffers = 0, draws = 0;
    int desyncs = 0, stopped = 0;
    // A move's trip, in the games without held-back frames: from the mover's session taking it
    // (checked by core, sealed, sent) to the other's having opened, checked and played it.
    std::vector<double> latencyMs;
};

double percentile(std::vector<double> v, double p) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[static_cast<std::size_t>(p * static_cast<double>(v.size() - 1))];
}

void playOne(int index, std::mt19937_64& rng, Figures& f) {
    const auto variants = allVariants();
    const Variant& variant = *variants[static_cast<std::size_t>(index) % variants.size()];
    // One game in four runs clean, for the latency; the others have delays and drops.
    const bool clean = index % 4 == 0;
    const TimeControl control = index % 2 ? TimeControl::fischer(900, 10) : TimeControl{};
    HostSettings settings;
    settings.addresses = {"127.0.0.1"};
    const Side hostSide = index % 3 ? kBlack : kWhite;
    const LinkTimings timings = test::fastTimings(1000);
    NetGame* host = NetGame::host(test::newNetworkGame(variant.id(), control), hostSide, {}, settings, timings);
    QString error;
    ASSERT_TRUE(host->start(error)) << error.toStdString();
    std::string why;
    NetGame* guest = NetGame::join(*parseInvitation(host->invitation().toStdString(), why), std::nullopt, {}, timings);
    ASSERT_TRUE(guest->start(error));
    if (!clean) {
        host->setSendDelay(0, 6, rng());
        guest->setSendDelay(0, 6, rng());
    }
    Bot hostBot(host, rng()), guestBot(guest, rng());
    QElapsedTimer clock;
    clock.start();
    std::map<int, std::chrono::steady_clock::time_point> sentAt;  // ply -> when its move was made
    bool awaitingResume = false;   // a drop is under way: no other falls on it
    auto onMove = [&](Bot& bot) {
        const int ply = bot.game->session().ply();
        sentAt[ply] = bot.lastMoveMade;
        // A drop after move 5 for certain, then one move in 25.
        if (clean || (ply != 5 && std::uniform_int_distribution<int>(0, 24)(rng) != 0)) return;
        if (awaitingResume || !host->session().playing() || !guest->session().playing()) return;
        awaitingResume = true;
        const bool silent = std::uniform_int_distribution<int>(0, 2)(rng) == 0;
        (std::uniform_int_distribution<int>(0, 1)(rng) ? host : guest)->dropLink(silent);
        ++f.drops;
        if (silent) ++f.silentDrops;
    };
    hostBot.afterMove = onMove;
    guestBot.afterMove = onMove;
    auto before = [&](Bot& bot) {
        const GameSession& s = bot.game->session();
        if (s.ply() >= kMaxPlies) {
            bot.game->act([](GameSession& g) { return g.resign(); });
            return true;
        }
        const int roll = std::uniform_int_distribution<int>(0, 59)(rng);
        if (roll == 0 && s.ply() >= 2 && bot.game->act([](GameSession& g) { return g.requestTakeback(); }).empty()) {
            ++f.takebacks;
            return true;
        }
        if (roll == 1 && bot.game->act([](GameSession& g) { return g.offerDraw(); }).empty()) ++f.drawOffers;
        return false;
    };
    hostBot.beforeMove = before;
    guestBot.beforeMove = before;
    // What both sides saw, printed when a game goes wrong.
    std::vector<std::string> trace;
    auto note = [&](const NetGame* g, const std::string& what) {
        const GameSession& s = g->session();
        trace.push_back(std::to_string(clock.elapsed()) + " ms " + (g == host ? "host " : "guest ") + what + " (ply " +
                        std::to_string(s.hasGame() ? s.ply() : -1) + ", epoch " + std::to_string(s.epoch()) +
                        (s.waitingForHost() ? ", waiting" : "") + ")");
    };
    // Takebacks are granted two times in three; draws accepted one time in four.
    for (Bot* bot : {&hostBot, &guestBot}) {
        QObject::connect(bot->game, &NetGame::linkStateChanged, bot, [&, bot](NetGame::LinkState state, const QString& detail) {
            note(bot->game, "link " + std::to_string(static_cast<int>(state)) + " " + detail.toStdString());
        });
        QObject::connect(bot->game, &NetGame::sessionEvent, bot, [&, bot](const SessionEvent& e) {
            NetGame* g = bot->game;
            if (e.kind != EventKind::Pong)
                note(g, "event " + std::to_string(static_cast<int>(e.kind)) + " ply " + std::to_string(e.ply) + " " + e.text);
            if (e.kind == EventKind::TakebackRequested)
                g->act([yes = std::uniform_int_distribution<int>(0, 2)(rng) != 0](GameSession& s) {
                    return yes ? s.acceptTakeback() : s.declineTakeback();
                });
            if (e.kind == EventKind::DrawOffered)
                g->act([yes = std::uniform_int_distribution<int>(0, 3)(rng) == 0](GameSession& s) {
                    return yes ? s.acceptDraw() : s.declineDraw();
                });
            if (e.kind == EventKind::MovePlayed && e.side != g->session().localSide() && clean) {
                const auto sent = sentAt.find(e.ply);
                if (sent != sentAt.end())
                    f.latencyMs.push_back(
                        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - sent->second).count());
            }
            if (e.kind == EventKind::Joined && e.flag && g == guest) {
                ++f.resumes;
                awaitingResume = false;
            }
        });
    }
    // A drop after the last move is resumed too (the move may have been lost with the line).
    const bool finished = test::runUntil([&] { return hostBot.ended && guestBot.ended && !awaitingResume; }, 120000);
    EXPECT_TRUE(finished) << "game " << index << " (" << variant.id() << ") did not end";
    const Game& a = host->session().game();
    const Game& b = guest->session().game();
    const bool same = a.moves() == b.moves() && a.result() == b.result() && a.position().hash() == b.position().hash() &&
                      host->session().clock(kBlack) == guest->session().clock(kBlack) &&
                      host->session().clock(kWhite) == guest->session().clock(kWhite);
    if (!same || host->session().stopped() || guest->session().stopped()) {
        ++f.desyncs;
        ADD_FAILURE() << "game " << index << " (" << variant.id() << "): the copies differ or the game stopped: "
                      << host->session().stopReason() << guest->session().stopReason();
    }
    if (!finished || !same) {
        const std::size_t from = trace.size() > 60 ? trace.size() - 60 : 0;
        for (std::size_t i = from; i < trace.size(); ++i) std::cerr << "  " << trace[i] << "\n";
    }
    if (a.result().reason == EndReason::Agreement) ++f.draws;
    ++f.games;
    f.plies += static_cast<int>(a.moves().size());
    delete guest;
    delete host;
}

}  // namespace

TEST(Soak, LoopbackGamesWithDropsAndDelaysEndTheSameOnBothSides) {
    const int games = soakGames();
    std::mt19937_64 rng(20250101);
    Figures f;
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < games; ++i) {
        const int dropsBefore = f.drops, resumesBefore = f.resumes;
        playOne(i, rng, f);
        // Each drop is followed by a resume where the game stood (drops are made only while both
        // sides are connected, so none falls on another; a loaded machine may add a drop of its
        // own, a heartbeat answered too late, and its resume).
        EXPECT_GE(f.resumes - resumesBefore, f.drops - dropsBefore) << "game " << i;
        if (HasFatalFailure()) return;
    }
    std::cout << "soak: " << f.games << " games, " << f.plies << " plies, " << f.drops << " drops injected (" << f.silentDrops
              << " silent), " << f.resumes << " resumes, " << f.takebacks << " takebacks asked, " << f.drawOffers
              << " draws offered (" << f.draws << " agreed), " << f.desyncs << " desyncs; move latency over loopback: median "
              << percentile(f.latencyMs, 0.5) << " ms, 95th percentile " << percentile(f.latencyMs, 0.95) << " ms ("
              << f.latencyMs.size() << " moves); " << timer.elapsed() / 1000.0 << " s" << std::endl;
    EXPECT_EQ(f.desyncs, 0);
    EXPECT_EQ(f.games, games);
    EXPECT_GT(f.drops, 0);
}
