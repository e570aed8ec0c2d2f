// Clocks in the program, driven by a hand-moved time source (no sleeps): when they
// run, a loss on time with its reason, undo after it, pause, saved and reopened clocks, the
// computer planning its time from its clock, and the clock faces beside the board.
#include <QtTest>

#include "UiTestSupport.h"
#include "UiTestMain.h"
#include "language/ResultText.h"
#include "panels/PlayerCard.h"
#include "play/GameController.h"
#include "windows/BoardArea.h"
#include "windows/MainWindow.h"

using namespace shogi;

using uitest::play;
using uitest::kHuman;
using uitest::kRandomComputer;

namespace {

using uitest::ManualTime;

ui::GameOptions timed(const TimeControl& control) {
    ui::GameOptions options;
    options.timeControl = control;
    return options;
}

// Remembers the limits of every search and plays the first legal move.
class LimitsEngine : public Engine {
public:
    explicit LimitsEngine(std::vector<SearchLimits>* seen) : seen_(seen) {}
    std::string name() const override { return "limits"; }
    SearchResult search(const Game& game, const SearchLimits& limits, const std::atomic<bool>&) override {
        seen_->push_back(limits);
        SearchResult r;
        if (!game.legalMoves().empty()) {
            r.best = game.legalMoves().front();
            r.hasMove = true;
        }
        return r;
    }

private:
    std::vector<SearchLimits>* seen_;
};

}  // namespace

class TestClock : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void clockRunsFromTheFirstMoveForTheSideToMove();
    void runningOutOfTimeLosesWithTheReason();
    void undoAfterALossOnTimeGivesTheTimeBack();
    void pausedClockStandsStill();
    void savedClocksComeBackPaused();
    void computerPlansFromItsClock();
    void clockFacesStandBesideTheirSide();
};

void TestClock::initTestCase() {
    uitest::useTestSettings("tst_clock");
    QSettings().clear();
}

void TestClock::clockRunsFromTheFirstMoveForTheSideToMove() {
    ManualTime t;
    ui::GameController c;
    c.setTimeSource(t.source());
    c.newGame(*findVariant("micro"), kHuman, kHuman, timed(TimeControl::fischer(60, 2)));
    QVERIFY(c.clock().timed());
    QVERIFY(!c.clock().running());  // nothing runs before the first move
    t.now += 30'000;
    QCOMPARE(c.clock().shownMs(kBlack), 60000);
    QVERIFY(play(c, "d2-d3"));
    QCOMPARE(c.clock().running(), std::optional<Side>(kWhite));
    QCOMPARE(c.clock().shownMs(kBlack), 62000);  // the increment
    t.now += 7'000;
    QCOMPARE(c.clock().shownMs(kWhite), 53000);
    QVERIFY(play(c, "a4-a3"));
    QCOMPARE(c.clock().running(), std::optional<Side>(kBlack));
    QCOMPARE(c.clock().shownMs(kWhite), 55000);
    // The record keeps the control and both clocks.
    const GameRecord r = c.record();
    QCOMPARE(r.timeControl, TimeControl::fischer(60, 2));
    QVERIFY(r.clocks[kBlack] && r.clocks[kWhite]);
    QCOMPARE(r.clocks[kWhite]->mainMs, 55000);
}

void TestClock::runningOutOfTimeLosesWithTheReason() {
    ManualTime t;
    ui::GameController c;
    c.setTimeSource(t.source());
    QSignalSpy ended(&c, &ui::GameController::gameEnded);
    c.newGame(*findVariant("micro"), kHuman, kHuman, timed(TimeControl::byoyomi(10, 5, 2)));
    QVERIFY(play(c, "d2-d3"));
    t.now += 10'000 + 5'000 + 4'999;  // main time, one period, and nearly the last
    c.checkClock();
    QVERIFY(!c.game().result().over());
    QVERIFY(c.clock().inByoyomi(kWhite));
    t.now += 1;
    c.checkClock();
    QCOMPARE(c.game().result(), winFor(kBlack, EndReason::TimeForfeit));
    QCOMPARE(ended.count(), 1);
    QVERIFY(!c.clock().running());
    // The words say who.
    QCOMPARE(ui::resultText(c.game().result()), QString("Black wins: White's time ran out."));
    QCOMPARE(c.record().lostOnTime, std::optional<Side>(kWhite));
    // A move that arrives after the flag fell is refused.
    QVERIFY(!play(c, "a4-a3"));
}

void TestClock::undoAfterALossOnTimeGivesTheTimeBack() {
    ManualTime t;
    ui::GameController c;
    c.setTimeSource(t.source());
    c.newGame(*findVariant("micro"), kHuman, kHuman, timed(TimeControl::suddenDeath(30)));
    QVERIFY(play(c, "d2-d3"));
    t.now += 31'000;
    c.checkClock();
    QVERIFY(c.game().result().over());
    QVERIFY(c.canUndo());
    c.undo();  // takes back the loss on time, not the move
    QVERIFY(!c.game().result().over());
    QCOMPARE(c.moveCount(), 1);
    QCOMPARE(c.clock().shownMs(kWhite), 30000);  // as when this position was reached
    QCOMPARE(c.clock().running(), std::optional<Side>(kWhite));
    t.now += 1000;
    QCOMPARE(c.clock().shownMs(kWhite), 29000);
    c.undo();  // now the move
    QCOMPARE(c.moveCount(), 0);
}

void TestClock::pausedClockStandsStill() {
    ManualTime t;
    ui::GameController c;
    c.setTimeSource(t.source());
    c.newGame(*findVariant("micro"), kHuman, kHuman, timed(TimeControl::suddenDeath(60)));
    QVERIFY(play(c, "d2-d3"));
    t.now += 5000;
    c.setPaused(true);
    QVERIFY(c.paused());
    QVERIFY(!c.clock().running());
    t.now += 600'000;
    c.checkClock();
    QVERIFY(!c.game().result().over());
    QCOMPARE(c.clock().shownMs(kWhite), 55000);
    QVERIFY(!play(c, "a4-a3"));  // no moves while paused
    c.setPaused(false);
    QCOMPARE(c.clock().running(), std::optional<Side>(kWhite));
    t.now += 1000;
    QCOMPARE(c.clock().shownMs(kWhite), 54000);
    QVERIFY(play(c, "a4-a3"));
}

void TestClock::savedClocksComeBackPaused() {
    ManualTime t;
    GameRecord saved;
    {
        ui::GameController c;
        c.setTimeSource(t.source());
        c.newGame(*findVariant("micro"), kHuman, kHuman, timed(TimeControl::byoyomi(60, 10, 3)));
        QVERIFY(play(c, "d2-d3"));
        t.now += 65'000;  // White is 5 s into its first period
        saved = c.record();
    }
    QCOMPARE(saved.clocks[kWhite], (std::optional<SideClock>(SideClock{0, 3, 5000})));
    ui::GameController c;
    c.setTimeSource(t.source());
    c.loadGame(saved);
    QVERIFY(c.paused());  // the clocks wait for the player
    QCOMPARE(c.clock().shownMs(kWhite), 5000);
    t.now += 100'000;
    QCOMPARE(c.clock().shownMs(kWhite), 5000);
    c.setPaused(false);
    t.now += 4000;
    QCOMPARE(c.clock().shownMs(kWhite), 1000);
}

void TestClock::computerPlansFromItsClock() {
    ManualTime t;
    std::vector<SearchLimits> seen;
    ui::GameController c;
    c.setTimeSource(t.source());
    c.setComputerPauseMs(0);
    c.engine().setFactory([&seen](const std::string&, std::uint64_t) { return std::make_unique<LimitsEngine>(&seen); });
    c.newGame(*findVariant("micro"), kHuman, kRandomComputer, timed(TimeControl::fischer(120, 3)));
    QVERIFY(play(c, "d2-d3"));
    QTRY_COMPARE(c.moveCount(), 2);
    QCOMPARE(seen.size(), std::size_t(1));
    QCOMPARE(seen[0].timeMs, 0);  // no fixed time per move
    QVERIFY(seen[0].clock);
    QCOMPARE(seen[0].clock->remainingMs, 120000);
    QCOMPARE(seen[0].clock->incrementMs, 3000);
    // Without a clock the computer keeps its time per move.
    c.newGame(*findVariant("micro"), kHuman, kRandomComputer);
    QVERIFY(play(c, "d2-d3"));
    QTRY_COMPARE(c.moveCount(), 2);
    QVERIFY(!seen.back().clock);
    QCOMPARE(seen.back().timeMs, c.engine().limits().timeMs);
}

void TestClock::clockFacesStandBesideTheirSide() {
    ManualTime t;
    ui::MainWindow window;
    uitest::ScriptedQuestions questions;
    window.setQuestions(&questions);
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ui::GameController& c = window.controller();
    c.setTimeSource(t.source());
    c.newGame(*findVariant("micro"), kHuman, kHuman, timed(TimeControl::suddenDeath(60)));
    ui::PlayerCard* black = window.boardArea()->card(kBlack);
    ui::PlayerCard* white = window.boardArea()->card(kWhite);
    QCOMPARE(black->clockText(), QString("1:00"));
    QVERIFY(black->toMove() && !white->toMove());
    // Black's card is below White's, as Black's side of the board is.
    QVERIFY(black->mapTo(&window, QPoint()).y() > white->mapTo(&window, QPoint()).y());
    QVERIFY(play(c, "d2-d3"));
    t.now += 4'500;
    c.checkClock();
    QCOMPARE(white->clockText(), QString("0:56"));
    QVERIFY(white->toMove());
    t.now += 50'000;
    c.checkClock();
    QCOMPARE(white->clockText(), QString("0:05.5"));  // tenths in the last seconds
    t.now += 6'000;
    c.checkClock();
    QVERIFY(c.game().result().over());
    QCOMPARE(white->clockText(), QString("0:00.0"));
    QCOMPARE(questions.gameOverQuestions, 0);
    QTRY_COMPARE(questions.gameOverQuestions, 1);  // the game-over question follows
    QVERIFY(questions.lastResult.contains("time"));
}

SHOGI_UI_TEST(TestClock, "tst_clock");
#include "tst_clock.moc"
