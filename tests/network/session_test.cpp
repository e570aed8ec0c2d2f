// The game session (net/protocol/GameSession): two copies of a game kept the same over
// messages, with a wire in memory that lets a test decide what crosses what.
#include <gtest/gtest.h>

#include "NetTestSupport.h"
#include "TestSupport.h"
#include "record/GameText.h"
#include "record/SavedGame.h"

using namespace shogi;
using namespace shogi::net;
using shogi::test::ManualTime;
using shogi::test::SessionPair;
using EventKind = SessionEvent::Kind;

namespace {

std::string play(GameSession& side, const char* text) {
    std::string error;
    const std::optional<Move> m = parseMove(side.game(), text, error);
    if (!m) return error;
    return side.playMove(*m);
}

bool has(const std::vector<SessionEvent>& events, EventKind kind) {
    return std::any_of(events.begin(), events.end(), [kind](const SessionEvent& e) { return e.kind == kind; });
}

// A forged message from the guest to the host, at the right epoch and ply.
std::string forgedMove(const GameSession& host, const std::string& text, std::uint64_t hash) {
    Message m;
    m.type = MessageType::Move;
    m.epoch = host.epoch();
    m.ply = host.ply() + 1;
    m.move = text;
    m.hash = hash;
    return encodeMessage(m);
}

// A guest program of its own meets the pair's host on a new connection.
void rejoin(GameSession& host, GameSession& guest) {
    host.linkDown();
    host.linkUp();
    guest.linkUp();
    for (int round = 0; round < 3; ++round) {
        for (const std::string& m : guest.takeOutgoing()) host.receive(m);
        for (const std::string& m : host.takeOutgoing()) guest.receive(m);
    }
}

// Connects the pair and plays the first `plies` moves of a Micro game (d2-d3, a4-a3), each
// delivered.
void openWith(SessionPair& pair, int plies) {
    pair.connect();
    const char* const moves[] = {"d2-d3", "a4-a3"};
    for (int p = 0; p < plies; ++p) {
        ASSERT_EQ(play(p % 2 ? pair.guest : pair.host, moves[p]), "");
        ASSERT_TRUE(pair.deliver());
    }
}

std::uint64_t hashAfter(const Game& game, const char* text) {
    std::string error;
    Game copy = game;
    copy.play(*parseMove(copy, text, error));
    return copy.position().hash();
}

}  // namespace

TEST(Session, AWholeGameEndsTheSameOnBothSides) {
    for (const Variant* v : allVariants()) {
        SessionPair pair(test::newNetworkGame(v->id()), kWhite);
        pair.connect();
        ASSERT_TRUE(pair.guest.hasGame());
        EXPECT_EQ(pair.guest.localSide(), kBlack);
        EXPECT_EQ(pair.guest.gameId(), pair.host.gameId());
        std::mt19937_64 rng(7);
        while (!pair.host.game().result().over()) {
            GameSession& mover = pair.mover();
            ASSERT_EQ(mover.playMove(test::quickMove(mover.game(), rng)), "") << v->id();
            ASSERT_TRUE(pair.deliver()) << pair.lastError;
        }
        EXPECT_TRUE(pair.same()) << v->id();
        EXPECT_TRUE(has(pair.hostEvents, EventKind::Ended));
        EXPECT_TRUE(has(pair.guestEvents, EventKind::Ended));
        // The record names both players and the game's id.
        const GameRecord r = pair.guest.record();
        EXPECT_EQ(r.names[kWhite], "Hanako");
        EXPECT_EQ(r.names[kBlack], "Taro");
        EXPECT_EQ(pair.host.record().names[kBlack], "Taro");
        EXPECT_EQ(r.gameId, pair.host.gameId());
    }
}

TEST(Session, AnIllegalMoveStopsTheGameOnBothSidesAndBothKeepIt) {
    SessionPair pair(test::newNetworkGame("micro"), kBlack);
    ASSERT_NO_FATAL_FAILURE(openWith(pair, 1));
    // White's move, but a Black piece's.
    pair.toHost.push_back(forgedMove(pair.host, "d3-d4", 0));
    pair.deliver();
    EXPECT_TRUE(pair.host.stopped());
    EXPECT_NE(pair.host.stopReason().find("move 2 'd3-d4' is not legal here"), std::string::npos) << pair.host.stopReason();
    EXPECT_TRUE(pair.guest.stopped());
    EXPECT_EQ(pair.guest.stopReason(), pair.host.stopReason());
    EXPECT_TRUE(has(pair.guestEvents, EventKind::Stopped));
    EXPECT_EQ(pair.host.ply(), 1);
    EXPECT_EQ(pair.guest.ply(), 1);
    EXPECT_TRUE(pair.host.closed() && pair.guest.closed());
    EXPECT_NE(pair.host.playMove(Move{}), "");  // nothing more is played
}

TEST(Session, APositionHashThatDiffersStopsTheGame) {
    SessionPair pair(test::newNetworkGame("micro"), kBlack);
    ASSERT_NO_FATAL_FAILURE(openWith(pair, 1));
    const std::uint64_t right = hashAfter(pair.host.game(), "a4-a3");
    pair.toHost.push_back(forgedMove(pair.host, "a4-a3", right ^ 1));
    pair.deliver();
    EXPECT_TRUE(pair.host.stopped());
    EXPECT_NE(pair.host.stopReason().find("after move 2 'a4-a3' the positions differ"), std::string::npos);
    EXPECT_EQ(pair.host.ply(), 1);
}

TEST(Session, AMoveOutOfTurnOrNumberStopsTheGame) {
    SessionPair pair(test::newNetworkGame("micro"), kBlack);
    pair.connect();
    // The guest (White) moves on Black's turn.
    pair.toHost.push_back(forgedMove(pair.host, "a4-a3", hashAfter(pair.host.game(), "d2-d3")));
    pair.deliver();
    EXPECT_TRUE(pair.host.stopped());
    EXPECT_EQ(pair.host.stopReason(), "move 1 came when it was not the other side's turn");
}

TEST(Session, MalformedAndMisplacedMessagesAreRefusedAndChangeNothing) {
    SessionPair pair(test::newNetworkGame("micro"), kBlack);
    ASSERT_NO_FATAL_FAILURE(openWith(pair, 1));
    const std::uint64_t hash = pair.host.game().position().hash();
    const std::pair<std::string, std::string> cases[] = {
        {"garbage", "a malformed message (?): unknown message 'garbage'"},
        {"sync 1 black\nLargeShogiGame 1", "a 'sync' message, which only a host sends"},
        {"end 9 1 black-wins resignation", "a 'end' message, which only a host sends"},
        {"join - 0 0000000000000000 human", "a second join"},
        {"resign 7 1", "a message from an epoch to come"},
        {"draw-offer 1 5", "a 'draw-offer' that does not fit the game"},
        {"takeback-request 1 1 0", "a takeback request to move 0"},
    };
    for (const auto& [text, expected] : cases) {
        EXPECT_EQ(pair.host.receive(text), expected) << text;
        EXPECT_EQ(pair.host.game().position().hash(), hash) << text;
        EXPECT_EQ(pair.host.ply(), 1);
        EXPECT_FALSE(pair.host.stopped());
    }
    EXPECT_EQ(pair.guest.receive("draw-accept 1 1"), "a 'draw-accept' message, which only a guest sends");
    EXPECT_EQ(pair.guest.receive("move 5 2 a4-a3 0000000000000000 0 -"), "a move from another epoch");
    EXPECT_EQ(pair.guest.ply(), 1);
}

TEST(Session, ATakebackAskedForAndGrantedEitherWay) {
    SessionPair pair(test::newNetworkGame("micro"), kBlack);
    ASSERT_NO_FATAL_FAILURE(openWith(pair, 1));
    // The host (Black) takes back its move.
    ASSERT_EQ(pair.host.requestTakeback(), "");
    EXPECT_EQ(play(pair.host, "a4-a3"), "it is not your turn");
    ASSERT_TRUE(pair.deliver());
    EXPECT_EQ(pair.guest.takebackRequestBy(), std::optional<Side>(kBlack));
    ASSERT_EQ(pair.guest.acceptTakeback(), "");
    EXPECT_EQ(pair.guest.ply(), 1);  // the guest waits for the host to do it
    EXPECT_EQ(play(pair.guest, "a4-a3"), "waiting for the host's answer");
    ASSERT_TRUE(pair.deliver());
    EXPECT_EQ(pair.host.ply(), 0);
    EXPECT_EQ(pair.guest.ply(), 0);
    EXPECT_TRUE(has(pair.guestEvents, EventKind::TakenBack));

    // The guest (White), on its own turn, takes back its move and the host's reply.
    ASSERT_EQ(play(pair.host, "d2-d3"), "");
    ASSERT_TRUE(pair.deliver());
    ASSERT_EQ(play(pair.guest, "a4-a3"), "");
    ASSERT_TRUE(pair.deliver());
    ASSERT_EQ(play(pair.host, "c1-d2"), "");
    ASSERT_TRUE(pair.deliver());
    ASSERT_EQ(pair.guest.requestTakeback(), "");
    ASSERT_TRUE(pair.deliver());
    ASSERT_EQ(pair.host.acceptTakeback(), "");
    ASSERT_TRUE(pair.deliver());
    EXPECT_EQ(pair.host.ply(), 1);
    EXPECT_TRUE(pair.same());
    EXPECT_EQ(pair.guest.game().sideToMove(), kWhite);

    // Declined: nothing changes, and the asker hears so.
    ASSERT_EQ(play(pair.guest, "a4-a3"), "");
    ASSERT_TRUE(pair.deliver());
    ASSERT_EQ(pair.guest.requestTakeback(), "");
    ASSERT_TRUE(pair.deliver());
    ASSERT_EQ(pair.host.declineTakeback(), "");
    pair.guestEvents.clear();
    ASSERT_TRUE(pair.deliver());
    EXPECT_TRUE(has(pair.guestEvents, EventKind::TakebackDeclined));
    EXPECT_EQ(pair.guest.ply(), 2);
    EXPECT_TRUE(pair.same());
    // A move instead of an answer declines it too.
    ASSERT_EQ(pair.guest.requestTakeback(), "");
    ASSERT_TRUE(pair.deliver());
    pair.guestEvents.clear();
    ASSERT_EQ(play(pair.host, "c1-d2"), "");
    ASSERT_TRUE(pair.deliver());
    EXPECT_TRUE(has(pair.guestEvents, EventKind::TakebackDeclined));
    EXPECT_FALSE(pair.guest.takebackRequestBy());
    EXPECT_TRUE(pair.same());
}

TEST(Session, ADrawOfferedAndAcceptedEndsTheGameOnBothSides) {
    SessionPair pair(test::newNetworkGame("micro"), kBlack);
    pair.connect();
    ASSERT_EQ(play(pair.host, "d2-d3"), "");
    ASSERT_EQ(pair.host.offerDraw(), "");
    ASSERT_TRUE(pair.deliver());
    EXPECT_EQ(pair.guest.drawOfferBy(), std::optional<Side>(kBlack));
    EXPECT_TRUE(has(pair.guestEvents, EventKind::DrawOffered));
    ASSERT_EQ(pair.guest.acceptDraw(), "");
    EXPECT_FALSE(pair.guest.game().result().over());  // the host declares it
    ASSERT_TRUE(pair.deliver());
    const GameResult draw{Outcome::Draw, EndReason::Agreement};
    EXPECT_EQ(pair.host.game().result(), draw);
    EXPECT_EQ(pair.guest.game().result(), draw);
    EXPECT_TRUE(pair.guest.record().drawAgreed);
    EXPECT_TRUE(SavedGame::write(pair.host.record()).find("DrawAgreed: yes") != std::string::npos);
}

TEST(Session, ADrawOfferLapsesWithTheNextMoveAndADeclineIsHeard) {
    SessionPair pair(test::newNetworkGame("micro"), kBlack);
    pair.connect();
    ASSERT_EQ(play(pair.host, "d2-d3"), "");
    ASSERT_EQ(pair.host.offerDraw(), "");
    ASSERT_TRUE(pair.deliver());
    ASSERT_EQ(play(pair.guest, "a4-a3"), "");  // a move declines it
    ASSERT_TRUE(pair.deliver());
    EXPECT_FALSE(pair.host.drawOfferBy());
    EXPECT_TRUE(has(pair.hostEvents, EventKind::DrawDeclined));
    ASSERT_EQ(pair.guest.offerDraw(), "");
    ASSERT_TRUE(pair.deliver());
    pair.guestEvents.clear();
    ASSERT_EQ(pair.host.declineDraw(), "");
    ASSERT_TRUE(pair.deliver());
    EXPECT_TRUE(has(pair.guestEvents, EventKind::DrawDeclined));
    EXPECT_FALSE(pair.host.game().result().over());
}

TEST(Session, AnAcceptanceThatCrossesTheOfferersMoveDoesNotEndTheGame) {
    SessionPair pair(test::newNetworkGame("micro"), kWhite);  // the guest is Black
    pair.connect();
    // The guest (Black) offers on its own turn and then moves.
    ASSERT_EQ(pair.guest.offerDraw(), "");
    ASSERT_TRUE(pair.deliverTo(pair.host));  // the host sees the offer
    ASSERT_EQ(play(pair.guest, "d2-d3"), "");  // the guest's move lapses its own offer...
    ASSERT_EQ(pair.host.acceptDraw(), "");     // ...but the host accepts before it hears of the move
    ASSERT_TRUE(pair.deliver());
    // The host decided first: a draw after move 0; the guest's crossing move is taken back.
    EXPECT_EQ(pair.host.game().result(), (GameResult{Outcome::Draw, EndReason::Agreement}));
    EXPECT_TRUE(pair.same());
    EXPECT_EQ(pair.guest.ply(), 0);
    EXPECT_TRUE(has(pair.guestEvents, EventKind::MoveWithdrawn));
}

TEST(Session, AResignationThatCrossesAMoveStandsAndTheMoveIsWithdrawn) {
    SessionPair pair(test::newNetworkGame("micro"), kBlack);
    ASSERT_NO_FATAL_FAILURE(openWith(pair, 1));
    ASSERT_EQ(play(pair.guest, "a4-a3"), "");  // White moves...
    ASSERT_EQ(pair.host.resign(), "");         // ...while Black resigns
    ASSERT_TRUE(pair.deliver());
    EXPECT_EQ(pair.host.game().result(), winFor(kWhite, EndReason::Resignation));
    EXPECT_TRUE(pair.same());
    EXPECT_EQ(pair.guest.ply(), 1);
    // The guest's resignation waits for the host's word, and a guest move that crosses a host's
    // decision is dropped at the host.
    SessionPair second(test::newNetworkGame("micro"), kBlack);
    second.connect();
    ASSERT_EQ(play(second.host, "d2-d3"), "");
    ASSERT_TRUE(second.deliver());
    ASSERT_EQ(second.guest.resign(), "");
    EXPECT_FALSE(second.guest.game().result().over());
    EXPECT_EQ(play(second.guest, "a4-a3"), "waiting for the host's answer");
    ASSERT_TRUE(second.deliver());
    EXPECT_EQ(second.guest.game().result(), winFor(kBlack, EndReason::Resignation));
    EXPECT_TRUE(second.same());
}

TEST(Session, AfterADropTheGuestsLostMoveIsSentAgainAndTheHostsIsFetched) {
    SessionPair pair(test::newNetworkGame("micro"), kBlack);
    ASSERT_NO_FATAL_FAILURE(openWith(pair, 1));
    // The guest's move leaves but the line drops before it arrives.
    ASSERT_EQ(play(pair.guest, "a4-a3"), "");
    pair.drop();
    EXPECT_EQ(pair.host.ply(), 1);
    EXPECT_EQ(pair.guest.ply(), 2);
    EXPECT_NE(play(pair.guest, "a3-a2"), "");  // no move while the link is down
    pair.connect();
    EXPECT_TRUE(pair.same());
    EXPECT_EQ(pair.host.ply(), 2);
    // The host's move is lost the same way: the guest takes it from the sync.
    ASSERT_EQ(play(pair.host, "c1-d2"), "");
    pair.drop();
    pair.connect();
    EXPECT_TRUE(pair.same());
    EXPECT_EQ(pair.guest.ply(), 3);
    EXPECT_TRUE(has(pair.guestEvents, EventKind::Joined));
}

TEST(Session, AGuestResumesFromItsSavedCopy) {
    SessionPair pair(test::newNetworkGame("micro"), kBlack);
    ASSERT_NO_FATAL_FAILURE(openWith(pair, 1));
    const GameRecord saved = pair.guest.record();
    ASSERT_EQ(play(pair.guest, "a4-a3"), "");
    ASSERT_TRUE(pair.deliver());
    pair.drop();
    // A new guest program with the copy saved one move ago: it takes the move it missed.
    GameSession fresh = GameSession::guest(saved, {});
    rejoin(pair.host, fresh);
    EXPECT_EQ(fresh.ply(), 2);
    EXPECT_EQ(fresh.game().position().hash(), pair.host.game().position().hash());

    EXPECT_TRUE(fresh.hasGame());
}

TEST(Session, ATakebackTheGuestNeverHeardOfStandsAfterTheDrop) {
    SessionPair pair(test::newNetworkGame("micro"), kBlack);
    ASSERT_NO_FATAL_FAILURE(openWith(pair, 2));
    // The guest asks to take its move back; the host grants it, but the line drops before the
    // guest hears of it.
    ASSERT_EQ(pair.guest.requestTakeback(), "");
    ASSERT_TRUE(pair.deliverTo(pair.host));
    ASSERT_EQ(pair.host.acceptTakeback(), "");
    EXPECT_EQ(pair.host.ply(), 1);
    pair.drop();
    EXPECT_EQ(pair.guest.ply(), 2);
    pair.guestEvents.clear();
    pair.connect();
    // The host's decision stands: the guest's copy goes back with it.
    EXPECT_TRUE(pair.same());
    EXPECT_EQ(pair.guest.ply(), 1);
    EXPECT_FALSE(pair.guest.stopped());
    EXPECT_TRUE(has(pair.guestEvents, EventKind::TakenBack));
}

TEST(Session, CopiesThatDifferWithoutADecisionBetweenAreStopped) {
    SessionPair pair(test::newNetworkGame("micro"), kBlack);
    ASSERT_NO_FATAL_FAILURE(openWith(pair, 2));
    pair.drop();
    // A host's copy with another move 2, sent with no decision of the host between: the two
    // programs disagree about a move both made, which only a fault can explain.
    GameRecord other = pair.host.record();
    std::string error;
    Game g = SavedGame::replay(other);
    g.undo();
    other.moves.back() = *parseMove(g, "c5-c4", error);
    pair.guest.linkUp();
    pair.guest.takeOutgoing();
    Message sync;
    sync.type = MessageType::Sync;
    sync.epoch = pair.guest.epoch() + 1;
    sync.side = kBlack;
    sync.body = SavedGame::write(other);
    EXPECT_EQ(pair.guest.receive(encodeMessage(sync)), "");
    EXPECT_TRUE(pair.guest.stopped());
    EXPECT_EQ(pair.guest.stopReason(), "the two copies of the game differ from move 2 on");
    EXPECT_EQ(pair.guest.ply(), 2);  // it keeps its own copy
    EXPECT_EQ(pair.guest.game().moves(), pair.host.game().moves());
}

TEST(Session, AGuestWithAnotherGameIsRefused) {
    SessionPair pair(test::newNetworkGame("micro"), kBlack);
    pair.connect();
    GameRecord mine = test::newNetworkGame("micro");
    GameSession stranger = GameSession::guest(mine, {});
    rejoin(pair.host, stranger);
    EXPECT_TRUE(pair.host.closeAfterSending());
    EXPECT_TRUE(stranger.closed());
    const std::vector<SessionEvent> events = stranger.takeEvents();
    ASSERT_FALSE(events.empty());
    EXPECT_EQ(events.back().kind, EventKind::Refused);
    EXPECT_NE(events.back().text.find("this invitation is for game"), std::string::npos);
    EXPECT_FALSE(pair.host.closed());  // the host waits for its own friend
}

TEST(Session, ThinkingTimeIsReportedWithTheMoveAndTheClocksAgree) {
    ManualTime time;
    SessionPair pair(test::newNetworkGame("micro", TimeControl::fischer(60, 5)), kBlack, &time);
    pair.connect();
    // As on one board, the clocks start with the first move.
    time.ms += 9000;
    ASSERT_EQ(play(pair.host, "d2-d3"), "");
    ASSERT_TRUE(pair.deliver());
    EXPECT_EQ(pair.host.clock(kBlack).mainMs, 65000);
    time.ms += 7000;
    ASSERT_EQ(play(pair.guest, "a4-a3"), "");
    time.ms += 250;  // the network's delay is nobody's thinking
    ASSERT_TRUE(pair.deliver());
    EXPECT_EQ(pair.guest.clock(kWhite).mainMs, 60000 - 7000 + 5000);
    EXPECT_EQ(pair.host.clock(kWhite).mainMs, 60000 - 7000 + 5000);
    EXPECT_EQ(pair.host.clock(kBlack).mainMs, 65000);  // its turn has only just begun
    time.ms += 3000;
    EXPECT_EQ(pair.host.clock(kBlack).mainMs, 62000);
    // A drop stops the clocks: the time it lasts is nobody's.
    pair.drop();
    time.ms += 100000;
    pair.connect();
    time.ms += 1000;
    ASSERT_EQ(play(pair.host, "c1-d2"), "");
    ASSERT_TRUE(pair.deliver());
    EXPECT_EQ(pair.guest.clock(kBlack).mainMs, 65000 - 4000 + 5000);
    EXPECT_EQ(pair.host.clock(kBlack), pair.guest.clock(kBlack));
}

TEST(Session, ASideWhoseTimeRunsOutLosesOnBothSides) {
    ManualTime time;
    SessionPair pair(test::newNetworkGame("micro", TimeControl::suddenDeath(30)), kBlack, &time);
    ASSERT_NO_FATAL_FAILURE(openWith(pair, 1));
    time.ms += 30001;
    pair.guest.tick();  // the guest's own time: it says so, and the host declares it
    EXPECT_TRUE(pair.guest.waitingForHost());
    ASSERT_TRUE(pair.deliver());
    EXPECT_EQ(pair.host.game().result(), winFor(kBlack, EndReason::TimeForfeit));
    EXPECT_TRUE(pair.same());

    // A guest that does not say so loses once the host's grace is over too.
    ManualTime time2;
    SessionPair quiet(test::newNetworkGame("micro", TimeControl::suddenDeath(30)), kBlack, &time2);
    quiet.connect();
    ASSERT_EQ(play(quiet.host, "d2-d3"), "");
    ASSERT_TRUE(quiet.deliver());
    time2.ms += 30001 + 4000;
    quiet.host.tick();
    EXPECT_FALSE(quiet.host.game().result().over());
    time2.ms += 1500;
    quiet.host.tick();
    EXPECT_EQ(quiet.host.game().result(), winFor(kBlack, EndReason::TimeForfeit));
    ASSERT_TRUE(quiet.deliverTo(quiet.guest));
    EXPECT_TRUE(quiet.same());
    // A move after the flag is refused on the mover's side.
    ManualTime time3;
    SessionPair late(test::newNetworkGame("micro", TimeControl::suddenDeath(30)), kBlack, &time3);
    late.connect();
    ASSERT_EQ(play(late.host, "d2-d3"), "");
    ASSERT_TRUE(late.deliver());
    time3.ms += 31000;
    EXPECT_EQ(play(late.guest, "a4-a3"), "your time has run out");
    EXPECT_TRUE(late.guest.waitingForHost());  // it said so instead
    ASSERT_TRUE(late.deliver());
    EXPECT_EQ(late.guest.game().result(), winFor(kBlack, EndReason::TimeForfeit));
}

TEST(Session, ChatLinesArriveAndBadOnesAreRefused) {
    SessionPair pair(test::newNetworkGame("micro"), kBlack);
    pair.connect();
    ASSERT_EQ(pair.guest.chat("よろしく"), "");
    ASSERT_TRUE(pair.deliver());
    ASSERT_TRUE(has(pair.hostEvents, EventKind::Chat));
    EXPECT_EQ(pair.hostEvents.back().text, "よろしく");
    EXPECT_NE(pair.guest.chat(std::string(501, 'x')), "");
    EXPECT_NE(pair.guest.chat("two\nlines"), "");
    EXPECT_NE(pair.guest.chat(""), "");
}

TEST(Session, LeavingIsHeardAndEndsTheSession) {
    SessionPair pair(test::newNetworkGame("micro"), kBlack);
    pair.connect();
    pair.guest.leave(true);
    EXPECT_TRUE(pair.guest.closeAfterSending());
    ASSERT_TRUE(pair.deliver());
    ASSERT_TRUE(has(pair.hostEvents, EventKind::PeerLeft));
    EXPECT_TRUE(pair.hostEvents.back().flag);  // saved, to resume later
    EXPECT_TRUE(pair.host.closed());
}
