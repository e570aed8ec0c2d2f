// Two programs' sides of a game over real sockets on this machine (127.0.0.1): whole games,
// dropped connections and resumes, wrong secrets, a second guest, and what a hostile or broken
// peer sends.
#include <gtest/gtest.h>

#include <iostream>

#include <QFile>
#include <QTcpSocket>
#include <QTemporaryDir>

#include "NetTestSupport.h"
#include "TestSupport.h"
#include "protocol/Handshake.h"
#include "protocol/Invitation.h"
#include "protocol/SecureChannel.h"
#include "protocol/Secret.h"
#include "record/SavedGame.h"

using namespace shogi;
using namespace shogi::net;
using shogi::test::Bot;
using shogi::test::kTestSecret;
using shogi::test::runUntil;
using EventKind = SessionEvent::Kind;
using LinkState = NetGame::LinkState;

namespace {

constexpr int kGameTimeoutMs = 60000;

NetGame* startHost(const GameRecord& record, Side side = kBlack, const LinkTimings& timings = test::fastTimings()) {
    HostSettings settings;
    settings.secret = kTestSecret;
    settings.addresses = {"127.0.0.1"};
    SessionOptions options;
    options.name = "Hanako";
    NetGame* host = NetGame::host(record, side, options, settings, timings);
    QString error;
    EXPECT_TRUE(host->start(error)) << error.toStdString();
    return host;
}

NetGame* startGuest(const QString& invitationText, const LinkTimings& timings = test::fastTimings()) {
    std::string error;
    const std::optional<Invitation> invitation = parseInvitation(invitationText.toStdString(), error);
    EXPECT_TRUE(invitation) << error;
    SessionOptions options;
    options.name = "Taro";
    NetGame* guest = NetGame::join(*invitation, std::nullopt, options, timings);
    QString why;
    EXPECT_TRUE(guest->start(why));
    return guest;
}

QString withSecret(const NetGame& host, const char* secret) {
    Invitation invitation;
    invitation.hosts = {"127.0.0.1"};
    invitation.port = host.port();
    invitation.secret = secret;
    return QString::fromStdString(formatInvitation(invitation));
}


// A client that speaks the protocol by hand, to send what a well-behaved program never would.
class RawClient {
public:
    explicit RawClient(quint16 port) : handshake_(Role::Guest, secretKey(kTestSecret)) {
        QObject::connect(&socket_, &QTcpSocket::readyRead, [this] {
            const QByteArray data = socket_.readAll();
            reader_.feed(reinterpret_cast<const std::uint8_t*>(data.constData()), static_cast<std::size_t>(data.size()));
            while (std::optional<Frame> frame = reader_.next()) {
                if (channel_) {
                    std::string error;
                    if (auto m = channel_->open(*frame, error)) received_.push_back(*m);
                    continue;
                }
                const Handshake::Step step = handshake_.receive(*frame);
                for (const Bytes& b : step.send) write(b);
                if (step.status == Handshake::Status::Done) channel_.emplace(handshake_.sendKey(), handshake_.receiveKey());
            }
        });
        QObject::connect(&socket_, &QTcpSocket::disconnected, [this] { closed_ = true; });
        socket_.connectToHost(QStringLiteral("127.0.0.1"), port);
        EXPECT_TRUE(runUntil([this] { return socket_.state() == QAbstractSocket::ConnectedState; }, 5000));
        write(handshake_.start());
        EXPECT_TRUE(runUntil([this] { return channel_.has_value(); }, 5000));
    }
    void write(const Bytes& bytes) { socket_.write(reinterpret_cast<const char*>(bytes.data()), static_cast<qint64>(bytes.size())); }
    Bytes seal(const std::string& text) { return channel_->seal(text); }
    bool closed() const { return closed_; }
    const std::vector<std::string>& received() const { return received_; }

private:
    QTcpSocket socket_;
    Handshake handshake_;
    FrameReader reader_;
    std::optional<SecureChannel> channel_;
    std::vector<std::string> received_;
    bool closed_ = false;
};

}  // namespace

TEST(Loopback, TwoPlayersPlayAWholeGameOfEveryVariant) {
    for (const Variant* v : allVariants()) {
        QTemporaryDir dir;
        NetGame* host = startHost(test::newNetworkGame(v->id()), kWhite);
        NetGame* guest = startGuest(host->invitation());
        // Saved after every move and synced to the disk each time (milliseconds): the larger
        // boards' random games run to hundreds or thousands of moves, so there the file is
        // written at the end only.
        const bool large = v->geometry().files() * v->geometry().ranks() > 4 * 5;
        host->setSavePath(large ? QString() : dir.filePath(QStringLiteral("host.lsg")));
        guest->setSavePath(large ? QString() : dir.filePath(QStringLiteral("guest.lsg")));
        Bot hostBot(host, 1), guestBot(guest, 2);
        ASSERT_TRUE(runUntil([&] { return hostBot.ended && guestBot.ended; }, kGameTimeoutMs)) << v->id();
        const Game& a = host->session().game();
        const Game& b = guest->session().game();
        EXPECT_EQ(a.moves(), b.moves()) << v->id();
        EXPECT_EQ(a.result(), b.result()) << v->id();
        EXPECT_TRUE(a.result().over());
        EXPECT_EQ(hostBot.moves + guestBot.moves, static_cast<int>(a.moves().size()));
        if (large) {
            host->setSavePath(dir.filePath(QStringLiteral("host.lsg")));
            guest->setSavePath(dir.filePath(QStringLiteral("guest.lsg")));
        }
        // Both sides saved the game after every move: the files hold the whole game.
        for (const char* file : {"host.lsg", "guest.lsg"}) {
            QFile f(dir.filePath(QString::fromLatin1(file)));
            ASSERT_TRUE(f.open(QIODevice::ReadOnly)) << file;
            std::string error;
            const std::optional<GameRecord> saved = SavedGame::read(f.readAll().toStdString(), error);
            ASSERT_TRUE(saved) << file << ": " << error;
            EXPECT_EQ(saved->moves, a.moves()) << file;
            EXPECT_EQ(saved->gameId, host->session().gameId());
            EXPECT_EQ(saved->names[kWhite], "Hanako");
            EXPECT_EQ(saved->names[kBlack], "Taro");
        }
        delete guest;
        delete host;
    }
}

TEST(Loopback, ADroppedConnectionPausesTheGameAndResumesAtTheRightPly) {
    std::mt19937_64 rng(2024);
    for (const char* variant : {"micro", "macadamia"}) {
        for (const bool silent : {false, true}) {
            // Silent drops are found by their silence: short here, so that the test is quick.
            const LinkTimings timings = test::fastTimings(500);
            NetGame* host = startHost(test::newNetworkGame(variant, TimeControl::fischer(600, 5)), kBlack, timings);
            NetGame* guest = startGuest(host->invitation(), timings);
            Bot hostBot(host, rng()), guestBot(guest, rng());
            int drops = 0;
            // After some moves, one side or the other loses the line, at once or by going silent.
            auto maybeDrop = [&](Bot&) {
                if (std::uniform_int_distribution<int>(0, 5)(rng) != 0 || drops >= 6) return;
                ++drops;
                (std::uniform_int_distribution<int>(0, 1)(rng) ? host : guest)->dropLink(silent);
            };
            hostBot.afterMove = maybeDrop;
            guestBot.afterMove = maybeDrop;
            ASSERT_TRUE(runUntil([&] { return hostBot.ended && guestBot.ended; }, kGameTimeoutMs)) << variant;
            EXPECT_GT(drops, 0);
            EXPECT_EQ(host->session().game().moves(), guest->session().game().moves());
            EXPECT_EQ(host->session().game().result(), guest->session().game().result());
            EXPECT_EQ(host->session().clock(kBlack), guest->session().clock(kBlack));
            // Every drop was followed by the guest joining again where the game stood.
            int resumes = 0;
            for (const SessionEvent& e : guestBot.events)
                if (e.kind == EventKind::Joined && e.flag) ++resumes;
            EXPECT_GE(resumes, 1);
            EXPECT_FALSE(host->session().stopped());
            delete guest;
            delete host;
        }
    }
}

TEST(Loopback, AWrongSecretIsRefusedAndRepeatedOnesStopTheHost) {
    NetGame* host = startHost(test::newNetworkGame("micro"));
    int wrong = 0;
    bool stopped = false;
    QObject::connect(host, &NetGame::wrongSecret, [&](int count, bool stop) {
        wrong = count;
        stopped = stop;
    });
    for (int i = 1; i <= test::fastTimings().maxWrongSecrets; ++i) {
        NetGame* intruder = startGuest(withSecret(*host, "AAAA-BBBB-CCCC-DDDD"));
        ASSERT_TRUE(runUntil([&] { return intruder->linkState() == LinkState::Closed; }, 10000));
        EXPECT_EQ(intruder->linkDetail(), QStringLiteral("the host refused the connection: wrong secret"));
        EXPECT_FALSE(intruder->session().hasGame());
        ASSERT_TRUE(runUntil([&] { return wrong == i; }, 5000));
        delete intruder;
    }
    EXPECT_TRUE(stopped);
    // From now on no one is let in, not even with the secret: the host must host again.
    NetGame* friendly = startGuest(host->invitation());
    ASSERT_TRUE(runUntil([&] { return friendly->linkState() == LinkState::Closed; }, 10000));
    EXPECT_TRUE(friendly->linkDetail().contains(QStringLiteral("takes no more connections after 3 wrong secrets")))
        << friendly->linkDetail().toStdString();
    EXPECT_EQ(host->session().ply(), 0);
    EXPECT_FALSE(host->session().playing());
    delete friendly;
    delete host;
}

TEST(Loopback, AskingTheRouterToOpenThePortGetsAPlainAnswerAndTheGameGoesOnEitherWay) {
    HostSettings settings;
    settings.secret = kTestSecret;
    settings.addresses = {"127.0.0.1"};
    settings.upnp = true;
    NetGame* host = NetGame::host(test::newNetworkGame("micro"), kBlack, {}, settings, test::fastTimings());
    QString error;
    ASSERT_TRUE(host->start(error)) << error.toStdString();
    std::optional<std::pair<bool, QString>> answer;
    QObject::connect(host, &NetGame::portMapped, [&](bool mapped, const QString& message) { answer.emplace(mapped, message); });
    // The router is searched for two seconds; no router (as on a test machine) is an answer too.
    ASSERT_TRUE(runUntil([&] { return answer.has_value(); }, 15000));
    const auto& [mapped, message] = *answer;
    EXPECT_TRUE(message.contains(QStringLiteral("UPnP")) || message.contains(QStringLiteral("router")))
        << message.toStdString();
    if (mapped) {
        EXPECT_TRUE(message.contains(QString::number(host->port()))) << message.toStdString();
    }
    std::cout << "UPnP: " << message.toStdString() << std::endl;
    // Mapped or not, the friend joins by the invitation's own address.
    NetGame* guest = startGuest(host->invitation());
    ASSERT_TRUE(runUntil([&] { return guest->session().playing() && host->session().playing(); }, 10000));
    delete guest;
    delete host;
}

TEST(Loopback, OneOpponentPerGame) {
    NetGame* host = startHost(test::newNetworkGame("micro"));
    NetGame* guest = startGuest(host->invitation());
    ASSERT_TRUE(runUntil([&] { return guest->session().playing(); }, 10000));
    // A second program with the invitation, while the first is alive: refused.
    NetGame* second = startGuest(host->invitation());
    ASSERT_TRUE(runUntil([&] { return second->linkState() == LinkState::Closed; }, 10000));
    EXPECT_EQ(second->linkDetail(), QStringLiteral("the host refused: another player is connected to this game"));
    EXPECT_TRUE(guest->session().playing());
    EXPECT_EQ(host->linkState(), LinkState::Connected);
    // The first plays on.
    Bot hostBot(host, 3), guestBot(guest, 4);
    ASSERT_TRUE(runUntil([&] { return hostBot.ended && guestBot.ended; }, kGameTimeoutMs));
    EXPECT_EQ(host->session().game().moves(), guest->session().game().moves());
    delete second;
    delete guest;
    delete host;
}

TEST(Loopback, MalformedOversizedAndReplayedMessagesCloseTheConnectionAndChangeNothing) {
    NetGame* host = startHost(test::newNetworkGame("micro"));
    std::vector<QString> reasons;
    QObject::connect(host, &NetGame::linkStateChanged, [&](LinkState state, const QString& detail) {
        if (state == LinkState::Listening && !detail.isEmpty()) reasons.push_back(detail);
    });
    auto lastReason = [&] { return reasons.empty() ? std::string() : reasons.back().toStdString(); };

    {  // A message that is not one.
        RawClient raw(host->port());
        raw.write(raw.seal("join - 0 0000000000000000 human"));
        ASSERT_TRUE(runUntil([&] { return !raw.received().empty(); }, 5000));  // the sync
        raw.write(raw.seal("move 1 1 d2-d3 zz 0 -"));
        ASSERT_TRUE(runUntil([&] { return raw.closed(); }, 5000));
        EXPECT_EQ(lastReason(), "the other program sent a malformed message (move): bad hash 'zz'");
    }
    {  // A frame larger than any message may be: refused from its header.
        RawClient raw(host->port());
        const auto header = frameHeader(FrameKind::Sealed, kMaxPayload + 1);
        raw.write(Bytes(header.begin(), header.end()));
        ASSERT_TRUE(runUntil([&] { return raw.closed(); }, 5000));
        EXPECT_EQ(lastReason(), "a message of 262145 bytes, over the limit of 262144");
    }
    {  // A message recorded and sent again.
        RawClient raw(host->port());
        const Bytes join = raw.seal("join - 0 0000000000000000 human");
        raw.write(join);
        ASSERT_TRUE(runUntil([&] { return !raw.received().empty(); }, 5000));
        raw.write(join);
        ASSERT_TRUE(runUntil([&] { return raw.closed(); }, 5000));
        EXPECT_EQ(lastReason(), "message 2 could not be authenticated: it was altered, replayed or sent out of order");
    }
    EXPECT_EQ(host->session().ply(), 0);
    EXPECT_FALSE(host->session().stopped());
    // The host goes on: its friend joins and they play.
    NetGame* guest = startGuest(host->invitation());
    Bot hostBot(host, 5), guestBot(guest, 6);
    ASSERT_TRUE(runUntil([&] { return hostBot.ended && guestBot.ended; }, kGameTimeoutMs));
    EXPECT_EQ(host->session().game().moves(), guest->session().game().moves());
    delete guest;
    delete host;
}

TEST(Loopback, ATakebackAndADrawOfferOverTheNetwork) {
    NetGame* host = startHost(test::newNetworkGame("macadamia"));
    NetGame* guest = startGuest(host->invitation());
    Bot hostBot(host, 7), guestBot(guest, 8);
    bool askedTakeback = false, offeredDraw = false;
    int takenBackTo = -1;
    // The guest asks for a takeback once it has moved three times; the host grants it.
    guestBot.beforeMove = [&](Bot& bot) {
        if (askedTakeback || bot.moves < 3) return false;
        askedTakeback = true;
        EXPECT_EQ(bot.game->act([](GameSession& s) { return s.requestTakeback(); }), "");
        return true;
    };
    QObject::connect(host, &NetGame::sessionEvent, [&](const SessionEvent& e) {
        if (e.kind == EventKind::TakebackRequested) host->act([](GameSession& s) { return s.acceptTakeback(); });
    });
    QObject::connect(guest, &NetGame::sessionEvent, [&](const SessionEvent& e) {
        if (e.kind == EventKind::TakenBack) takenBackTo = e.ply;
        if (e.kind == EventKind::DrawOffered) guest->act([](GameSession& s) { return s.acceptDraw(); });
    });
    // Then the host, on its turn after ten moves, offers a draw and waits for the answer.
    hostBot.beforeMove = [&](Bot& bot) {
        if (offeredDraw || bot.moves < 10) return false;
        offeredDraw = true;
        EXPECT_EQ(bot.game->act([](GameSession& s) { return s.offerDraw(); }), "");
        return true;
    };
    ASSERT_TRUE(runUntil([&] { return hostBot.ended && guestBot.ended; }, kGameTimeoutMs));
    EXPECT_EQ(takenBackTo, 5);  // the guest is White: back to before its third move
    const GameResult draw{Outcome::Draw, EndReason::Agreement};
    EXPECT_EQ(host->session().game().result(), draw);
    EXPECT_EQ(guest->session().game().result(), draw);
    EXPECT_EQ(host->session().game().moves(), guest->session().game().moves());
    delete guest;
    delete host;
}
