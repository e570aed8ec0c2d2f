// Nothing runs before the player says so: the program starts with the last New Game settings
// (here a computer as Black and 10 s byoyomi, the case that used to lose on time behind the
// resume question) and shows that game waiting; no computer move, no clock, nothing added to
// Game > Resume until the player starts it, moves, or answers the question about the
// unfinished game of the last session.
#include <QMessageBox>
#include <QPushButton>
#include <QtTest>

#include "UiTestMain.h"
#include "UiTestSupport.h"
#include "panels/StartPrompt.h"
#include "play/GameFile.h"
#include "play/UnfinishedGames.h"
#include "record/GameText.h"
#include "windows/MainWindow.h"

using namespace shogi;

namespace {

constexpr std::int64_t kByoyomiMs = 10'000;

// The settings a player leaves after a New Game of Micro against the computer as Black.
void rememberTimedComputerGame() {
    QSettings settings;
    settings.clear();
    settings.setValue("game/lastVariant", "micro");
    settings.setValue("game/black", "random");
    settings.setValue("game/white", "");
    settings.setValue("game/timeControl", "byoyomi 0 10 1");
}

// Clocks, moves and the computer as they must stay while nothing runs.
void verifyNothingRan(ui::MainWindow& window, int moves) {
    ui::GameController& c = window.controller();
    QCOMPARE(c.moveCount(), moves);
    QVERIFY(!c.thinking());
    QVERIFY(!c.clock().running());
    QVERIFY(!c.game().result().over());
    QCOMPARE(c.clock().shownMs(kBlack), kByoyomiMs);
    QCOMPARE(c.clock().shownMs(kWhite), kByoyomiMs);
}

// Several seconds of the injected clock, with the event loop running (the clock's timer, a
// computer's search would get their turn).
void letTimePass(uitest::ManualTime& t, ui::GameController& c, int seconds) {
    for (int i = 0; i < seconds; ++i) {
        t.now += 1000;
        QTest::qWait(120);
        c.checkClock();
    }
}

// The program as it starts: the window with an injected clock, shown.
struct Started {
    ui::MainWindow window;
    uitest::ManualTime t;
    ui::GameController& c = window.controller();
    Started() {
        c.setTimeSource(t.source());
        window.show();
    }
};

// What the last session left as the game in progress: a game of Micro, one move played.
bool leaveUnfinishedGame(const PlayerSpec& white, const TimeControl& control) {
    GameRecord record;
    record.variant = findVariant("micro");
    record.start = startPosition(*record.variant);
    record.players[kWhite] = white;
    record.timeControl = control;
    record.moves = {*uitest::moveByText(Game(*record.variant), "d2-d3")};
    QDir().mkpath(QFileInfo(ui::MainWindow::autosavePath()).path());
    QString error;
    const bool saved = ui::GameFile::save(ui::MainWindow::autosavePath(), record, error);
    if (!saved) qWarning("%s", qPrintable(error));
    return saved;
}

}  // namespace

class TestStartup : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void theLastGameWaitsForThePlayer();
    void aHumansMoveStartsIt();
    void resumeQuestionHasNothingBehindIt();
    void declinedGameWaitsUnderResume();
};

void TestStartup::initTestCase() { uitest::useTestSettings("startup"); }

void TestStartup::init() {
    rememberTimedComputerGame();
    QFile::remove(ui::MainWindow::autosavePath());
    QDir(ui::UnfinishedGames::shelfFolder()).removeRecursively();
}

void TestStartup::theLastGameWaitsForThePlayer() {
    const int shelved = ui::UnfinishedGames::list().size();
    Started s;
    // Plain references: clang 14 cannot capture structured bindings in the lambdas below.
    ui::MainWindow& window = s.window;
    uitest::ManualTime& t = s.t;
    ui::GameController& c = s.c;
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(QString::fromUtf8(c.game().variant().id()), QString("micro"));
    QVERIFY(c.player(kBlack).computer);
    QCOMPARE(c.clock().control(), TimeControl::byoyomi(0, 10, 1));
    QVERIFY(c.waitingForStart());
    QVERIFY(window.startPrompt()->isVisible());
    letTimePass(t, c, 6);
    verifyNothingRan(window, 0);
    QCOMPARE(ui::UnfinishedGames::list().size(), shelved);
    QVERIFY(!QFile::exists(ui::MainWindow::autosavePath()));

    // Start: now the computer moves, and its opponent's clock runs.
    auto* start = window.startPrompt()->findChild<QPushButton*>("startButton");
    QVERIFY(start);
    QTest::mouseClick(start, Qt::LeftButton);
    QVERIFY(!c.waitingForStart());
    QTRY_COMPARE(c.moveCount(), 1);
    QVERIFY(!window.startPrompt()->isVisible());
    t.now += 3000;
    QCOMPARE(c.clock().shownMs(kWhite), kByoyomiMs - 3000);
    // Starting changed nothing under Game > Resume either.
    QCOMPARE(ui::UnfinishedGames::list().size(), shelved);
}

void TestStartup::aHumansMoveStartsIt() {
    QSettings().setValue("game/black", "");
    QSettings().setValue("game/white", "random");
    Started s;
    // Plain references: clang 14 cannot capture structured bindings in the lambdas below.
    ui::MainWindow& window = s.window;
    uitest::ManualTime& t = s.t;
    ui::GameController& c = s.c;
    QVERIFY(c.waitingForStart());
    letTimePass(t, c, 3);
    verifyNothingRan(window, 0);
    // The human's first move is the player saying so: the computer answers.
    QVERIFY(c.playMove(*uitest::moveByText(c.game(), "d2-d3")));
    QVERIFY(!c.waitingForStart());
    QTRY_COMPARE(c.moveCount(), 2);
}

void TestStartup::resumeQuestionHasNothingBehindIt() {
    // The last session left a timed game against the computer, the computer to move.
    QVERIFY(leaveUnfinishedGame(PlayerSpec{true, "random"}, TimeControl::byoyomi(0, 10, 1)));
    const int shelved = ui::UnfinishedGames::list().size();
    Started s;
    // Plain references: clang 14 cannot capture structured bindings in the lambdas below.
    ui::MainWindow& window = s.window;
    uitest::ManualTime& t = s.t;
    ui::GameController& c = s.c;
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    bool asked = false;
    int listedMeanwhile = -1;
    uitest::onNextModal([&](QWidget* modal) {
        auto* box = qobject_cast<QMessageBox*>(modal);
        asked = box && box->text().contains("Resume it?");
        letTimePass(t, c, 6);
        verifyNothingRan(window, 0);
        listedMeanwhile = ui::UnfinishedGames::list().size();
        if (box) box->button(QMessageBox::Yes)->click();
        else modal->close();
    });
    window.offerAutosave();
    QVERIFY(asked);
    QCOMPARE(listedMeanwhile, shelved);
    // Resumed: the game of the last session is on the board, and the list is as it was.
    QCOMPARE(c.moveCount(), 1);
    QVERIFY(c.player(kWhite).computer);
    QCOMPARE(ui::UnfinishedGames::list().size(), shelved);
}

void TestStartup::declinedGameWaitsUnderResume() {
    QVERIFY(leaveUnfinishedGame(PlayerSpec{}, TimeControl{}));
    ui::MainWindow window;
    uitest::onNextModal([](QWidget* modal) {
        if (auto* box = qobject_cast<QMessageBox*>(modal)) box->button(QMessageBox::No)->click();
    });
    window.offerAutosave();
    // Not lost: the last session's game is kept for Game > Resume; the board still waits.
    QCOMPARE(ui::UnfinishedGames::list().size(), 1);
    QCOMPARE(ui::UnfinishedGames::list().front().moves, 1);
    QVERIFY(window.controller().waitingForStart());
    QCOMPARE(window.controller().moveCount(), 0);
}

SHOGI_UI_TEST(TestStartup, "startup");
#include "tst_startup.moc"
