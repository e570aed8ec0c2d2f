// The game controller: undo/redo, the computer on its worker thread, watching a computer game.
#include <QElapsedTimer>
#include <QtTest>
#include <thread>

#include "UiTestSupport.h"
#include "UiTestMain.h"
#include "panels/EnginePanel.h"
#include "play/Analyst.h"
#include "play/GameController.h"

using namespace shogi;

using uitest::kHuman;
using uitest::kRandomComputer;

namespace {

// Thinks until told to stop, then plays the first legal move: a stand-in for a deep search.
class SlowEngine : public Engine {
public:
    std::string name() const override { return "slow"; }
    SearchResult search(const Game& game, const SearchLimits&, const std::atomic<bool>& stop) override {
        while (!stop) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        SearchResult r;
        if (!game.legalMoves().empty()) {
            r.best = game.legalMoves().front();
            r.hasMove = true;
        }
        return r;
    }
};

// Runs the event loop for `ms` with a timer ticking every 10 ms; returns the longest gap
// between two ticks: how long an event had to wait.
qint64 worstEventWaitMs(int ms) {
    QElapsedTimer clock;
    clock.start();
    qint64 last = 0, worst = 0;
    QTimer ticker;
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        worst = std::max(worst, clock.elapsed() - last);
        last = clock.elapsed();
    });
    ticker.start(10);
    QTest::qWait(ms);
    ticker.stop();
    return worst;
}

}  // namespace

class TestGameController : public QObject {
    Q_OBJECT

private slots:
    void undoRedoHotSeat();
    void undoAgainstComputerTakesBackTheReply();
    void eventLoopRespondsWhileTheComputerThinks();
    void eventLoopRespondsDuringAnalysisOfALargeVariant();
    void eventLoopRespondsWithEightSearchThreads();
    void newGameStopsTheComputer();
    void computerAgainstComputerPlaysOnItsOwn();
    void historyCanBeViewedWithMarks();
    void checkAndCaptureAreMarked();
    void engineIsReusedBetweenMoves();
    void everyLevelPlays();
};

void TestGameController::undoRedoHotSeat() {
    ui::GameController c;
    c.newGame(*findVariant("heian-dai"), kHuman, kHuman);
    const Position start = c.game().position();
    QVERIFY(c.playMove(*uitest::moveByText(c.game(), "a3-a4")));
    QVERIFY(c.playMove(*uitest::moveByText(c.game(), "a11-a10")));
    const Position after = c.game().position();
    QCOMPARE(c.moveTexts(), QStringList({"a3-a4", "a11-a10"}));
    QCOMPARE(c.moveLabels(), QStringList({"P a3-a4", "P a11-a10"}));
    c.undo();
    QCOMPARE(c.moveCount(), 1);
    c.undo();
    QCOMPARE(c.moveCount(), 0);
    QVERIFY(c.game().position() == start);
    QVERIFY(c.canRedo());
    c.redo();
    c.redo();
    QCOMPARE(c.moveCount(), 2);
    QVERIFY(c.game().position() == after);
    QVERIFY(!c.canRedo());
    // A different move after an undo drops the redo list.
    c.undo();
    QVERIFY(c.playMove(*uitest::moveByText(c.game(), "b11-b10")));
    QVERIFY(!c.canRedo());
}

void TestGameController::undoAgainstComputerTakesBackTheReply() {
    ui::GameController c;
    c.newGame(*findVariant("heian-dai"), kHuman, kRandomComputer);
    QVERIFY(c.playMove(*uitest::moveByText(c.game(), "a3-a4")));
    QTRY_COMPARE(c.moveCount(), 2);  // the computer replied
    QVERIFY(c.humanToMove());
    // The human cannot move for the computer.
    QVERIFY(!c.game().legalMoves().empty());
    c.undo();
    QCOMPARE(c.moveCount(), 0);
    QVERIFY(c.humanToMove());
    QVERIFY(!c.thinking());
}

void TestGameController::eventLoopRespondsWhileTheComputerThinks() {
    ui::GameController c;
    c.engine().setFactory([](const std::string&, std::uint64_t) { return std::make_unique<SlowEngine>(); });
    QSignalSpy started(&c, &ui::GameController::thinkingStarted);
    c.newGame(*findVariant("heian-dai"), kRandomComputer, kHuman);
    QCOMPARE(started.count(), 1);
    QVERIFY(c.thinking());

    const qint64 worst = worstEventWaitMs(600);
    QVERIFY2(worst < 100, qPrintable(QStringLiteral("an event waited %1 ms").arg(worst)));
    QVERIFY(c.thinking());
    QCOMPARE(c.moveCount(), 0);

    c.moveNow();  // the engine stops and its move is played
    QTRY_COMPARE(c.moveCount(), 1);
    QVERIFY(!c.thinking());
}

void TestGameController::eventLoopRespondsDuringAnalysisOfALargeVariant() {
    // The real engine analyses Maka Dai Dai (19x19) without limits, three lines, while the
    // panel writes every report out (the lines replayed in move-list notation on the GUI
    // thread): the window still answers at once.
    ui::GameController c;
    c.newGame(*findVariant("maka-dai-dai"), kHuman, kHuman);
    QVERIFY(c.playMove(c.game().legalMoves().front()));
    ui::Analyst analyst;
    ui::EnginePanel panel;
    int reports = 0;
    connect(&analyst, &ui::Analyst::searchStarted, &panel,
            [&](ui::Analyst::Task, const Position& pos) { panel.begin(ui::EnginePanel::Source::Analysis, pos); });
    connect(&analyst, &ui::Analyst::infoReady, &panel, [&](ui::Analyst::Task, const Position&, const SearchInfo& info) {
        ++reports;
        panel.showInfo(info);
    });
    analyst.setLines(3);
    analyst.startAnalysis(c.gameAt(c.viewedPly()));
    QVERIFY(analyst.task() == ui::Analyst::Task::Analysis);

    const qint64 worst = worstEventWaitMs(1500);
    QVERIFY2(worst < 100, qPrintable(QStringLiteral("an event waited %1 ms").arg(worst)));
    QVERIFY(reports > 0);
    QVERIFY(panel.lineCount() > 0);
    QVERIFY(analyst.task() == ui::Analyst::Task::Analysis);  // still searching: no limit

    // Stepping back restarts it on the position shown; stopping ends it at once.
    c.viewPly(0);
    analyst.follow(c.gameAt(0));
    QTRY_VERIFY(panel.position() && *panel.position() == c.positionAt(0));
    analyst.stopAnalysis();
    QVERIFY(!analyst.engine().busy());
}

void TestGameController::eventLoopRespondsWithEightSearchThreads() {
    // Parallel search: the real engine plays Maka Dai Dai on 8 threads (more than CI's cores) while
    // the analysis runs 8 more: the window still answers at once, and the move comes.
    ui::GameController c;
    c.engine().setThreads(8);
    c.engine().setLimits(SearchLimits::ofTime(1500));
    ui::Analyst analyst;
    analyst.engine().setThreads(8);
    int reports = 0;
    connect(&analyst, &ui::Analyst::infoReady, &analyst, [&] { ++reports; });
    c.newGame(*findVariant("maka-dai-dai"), shogi::PlayerSpec{true, "master"}, kHuman);
    QVERIFY(c.thinking());
    analyst.startAnalysis(c.game());

    const qint64 worst = worstEventWaitMs(1000);
    qInfo("longest event wait with 16 search threads: %lld ms", worst);
    QVERIFY2(worst < 100, qPrintable(QStringLiteral("an event waited %1 ms").arg(worst)));
    QTRY_COMPARE_WITH_TIMEOUT(c.moveCount(), 1, 10000);
    QVERIFY(!c.thinking());
    QVERIFY(reports > 0);
    analyst.stopAnalysis();
    QVERIFY(!analyst.engine().busy());
}

void TestGameController::newGameStopsTheComputer() {
    ui::GameController c;
    c.engine().setFactory([](const std::string&, std::uint64_t) { return std::make_unique<SlowEngine>(); });
    c.newGame(*findVariant("micro"), kRandomComputer, kHuman);
    QVERIFY(c.thinking());
    c.newGame(*findVariant("micro"), kHuman, kHuman);
    QVERIFY(!c.thinking());
    QTest::qWait(50);
    QCOMPARE(c.moveCount(), 0);  // the cancelled search's move never arrives
    c.undo();                    // nothing to undo, nothing breaks
    QCOMPARE(c.moveCount(), 0);
}

void TestGameController::computerAgainstComputerPlaysOnItsOwn() {
    ui::GameController c;
    c.setComputerPauseMs(0);
    c.newGame(*findVariant("micro"), kRandomComputer, kRandomComputer);
    QTRY_VERIFY(c.moveCount() >= 6 || c.game().result().over());
    const int reached = c.moveCount();
    c.undo();  // pauses the watched game
    QTest::qWait(100);
    QCOMPARE(c.moveCount(), reached - 1);
    c.moveNow();  // resumes it
    QTRY_VERIFY(c.moveCount() >= reached || c.game().result().over());
}

void TestGameController::historyCanBeViewedWithMarks() {
    ui::GameController c;
    c.newGame(*findVariant("heian-dai"), kHuman, kHuman);
    QVERIFY(c.playMove(*uitest::moveByText(c.game(), "a3-a4")));
    QVERIFY(c.playMove(*uitest::moveByText(c.game(), "a11-a10")));
    c.viewPly(1);
    QVERIFY(!c.viewingLive());
    const ui::BoardMarks marks = c.marksAt(1);
    const Geometry& g = c.game().variant().geometry();
    QCOMPARE(g.name(marks.lastFrom), std::string("a3"));
    QCOMPARE(g.name(marks.lastTo), std::string("a4"));
    QVERIFY(!shogi::isPiece(c.positionAt(1).cell(g.parse("a10")->first)));
    // A human move is refused while history is shown.
    QVERIFY(!c.playMove(*uitest::moveByText(c.game(), "b3-b4")));
    c.viewPly(2);
    QVERIFY(c.viewingLive());
}

void TestGameController::checkAndCaptureAreMarked() {
    ui::GameController c;
    c.newGame(*findVariant("micro"), kHuman, kHuman);
    for (const char* t : {"d2-d3", "a4-a3", "d3-d4", "a3-a2", "d4xd5+", "c5xd5+"})
        QVERIFY2(c.playMove(*uitest::moveByText(c.game(), t)), t);
    const Geometry& g = c.game().variant().geometry();
    const ui::BoardMarks marks = c.marksAt(c.moveCount());
    QCOMPARE(marks.check.size(), std::size_t(1));  // the promoted Gold (a Rook) attacks d1
    QCOMPARE(g.name(marks.check.front()), std::string("d1"));
    QCOMPARE(marks.lastCaptures.size(), std::size_t(1));
    QCOMPARE(g.name(marks.lastCaptures.front()), std::string("d5"));
    QVERIFY(c.marksAt(1).check.empty());
}

void TestGameController::engineIsReusedBetweenMoves() {
    ui::GameController c;
    c.setComputerPauseMs(0);
    int made = 0;
    c.engine().setFactory([&made](const std::string& level, std::uint64_t seed) {
        ++made;
        return makeEngine(level, seed);
    });
    c.newGame(*findVariant("micro"), kRandomComputer, kRandomComputer);
    QTRY_VERIFY(c.moveCount() >= 4 || c.game().result().over());
    c.newGame(*findVariant("micro"), kHuman, kHuman);
    QCOMPARE(made, 1);  // one engine played every move, its hash table kept
}

void TestGameController::everyLevelPlays() {
    for (const std::string& level : engineLevels()) {
        ui::GameController c;
        c.setComputerPauseMs(0);
        c.engine().setLimits(SearchLimits::ofTime(200));
        const shogi::PlayerSpec computer{true, level};
        QSignalSpy failed(&c, &ui::GameController::engineFailed);
        c.newGame(*findVariant("micro"), computer, computer);
        QTRY_VERIFY_WITH_TIMEOUT(c.moveCount() >= 2 || c.game().result().over(), 10000);
        QVERIFY2(failed.isEmpty(), level.c_str());
    }
}

SHOGI_UI_TEST(TestGameController, "tst_gamecontroller");
#include "tst_gamecontroller.moc"
