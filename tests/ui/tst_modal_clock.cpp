// No clock runs under a question: for each question or dialog the window opens (Resign, New
// Game, Open, Quit, Import, Paste, Save As, Settings, the game-over box), an injected clock
// advanced while it is open leaves both clocks where they were, and the side to move's clock
// goes on once it closes. Against the computer its move waits for the answer too; a second
// game-over box never stacks on the first.
#include <QClipboard>
#include <QDialog>
#include <QFileDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QtTest>

#include "UiTestMain.h"
#include "UiTestSupport.h"
#include "dialogs/DialogPlayQuestions.h"
#include "play/GameFile.h"
#include "record/GameText.h"
#include "record/SavedGame.h"
#include "windows/MainWindow.h"

using namespace shogi;

using uitest::play;
using uitest::kHuman;
using uitest::kRandomComputer;

namespace {

// What was seen under one question.
struct Under {
    QString what;          // the dialog's class and title
    std::int64_t before[2];
    std::int64_t after[2];
    int movesBefore = 0;
    int movesAfter = 0;
};

// Answers the questions that open while `act` runs: the first `goOn` save questions with
// Don't Save (so the request goes on to its next dialog, as a player's would), anything else
// Esc (Cancel). Under each, the clock is moved on by 20 s and both clocks are read before
// and after.
QList<Under> underEachQuestion(ui::MainWindow& window, uitest::ManualTime& t, const std::function<void()>& act,
                               int goOn = 0) {
    QList<Under> seen;
    ui::GameController& c = window.controller();
    std::function<void(QWidget*)> answer = [&](QWidget* modal) {
        Under u;
        u.what = QString("%1 '%2'").arg(modal->metaObject()->className(), modal->windowTitle());
        for (const Side side : {kBlack, kWhite}) u.before[side] = c.clock().shownMs(side);
        u.movesBefore = c.moveCount();
        t.now += 20'000;
        QTest::qWait(250);  // the clock's timer and a computer's search get their turn
        c.checkClock();
        for (const Side side : {kBlack, kWhite}) u.after[side] = c.clock().shownMs(side);
        u.movesAfter = c.moveCount();
        seen << u;
        auto* box = qobject_cast<QMessageBox*>(modal);
        if (box && box->button(QMessageBox::Discard) && goOn-- > 0) {
            uitest::onNextModal(answer, 1000);  // what the request opens next
            box->button(QMessageBox::Discard)->click();
        } else if (auto* dialog = qobject_cast<QDialog*>(modal)) {
            dialog->reject();
        } else {
            modal->close();
        }
    };
    uitest::onNextModal(answer, 3000);
    act();
    QTest::qWait(100);
    return seen;
}

ui::GameOptions timed() {
    ui::GameOptions options;
    options.timeControl = TimeControl::byoyomi(60, 10, 1);
    return options;
}

}  // namespace

class TestModalClock : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void clocksStandStillUnderEveryQuestion_data();
    void clocksStandStillUnderEveryQuestion();
    void computersMoveWaitsForTheAnswer();
    void movesQuestionsLeaveTheClockRunning();
    void gameOverBoxesDoNotStack();
};

void TestModalClock::initTestCase() { uitest::useTestSettings("modal_clock"); }

void TestModalClock::init() {
    QSettings().clear();
    QFile::remove(ui::MainWindow::autosavePath());
}

void TestModalClock::clocksStandStillUnderEveryQuestion_data() {
    QTest::addColumn<QString>("action");
    QTest::addColumn<int>("questions");  // at least this many dialogs open one after another
    QTest::newRow("resign") << "resignAction" << 1;
    QTest::newRow("new game") << "newGameAction" << 1;
    QTest::newRow("open: save question, file dialog") << "openAction" << 2;
    QTest::newRow("import: save question, file dialog") << "importPgnAction" << 2;
    QTest::newRow("paste: save question") << "pasteGameAction" << 1;
    QTest::newRow("save as: file dialog") << "saveAsAction" << 1;
    QTest::newRow("settings") << "settingsAction" << 1;
    QTest::newRow("quit: save question") << "quit" << 1;
}

void TestModalClock::clocksStandStillUnderEveryQuestion() {
    QFETCH(QString, action);
    QFETCH(int, questions);
    ui::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ui::GameController& c = window.controller();
    uitest::ManualTime t;
    c.setTimeSource(t.source());
    c.newGame(*findVariant("micro"), kHuman, kHuman, timed());  // hot-seat
    QVERIFY(play(c, "d2-d3"));
    t.now += 1000;
    QCOMPARE(c.clock().shownMs(kWhite), 59'000);  // White's clock runs
    // Paste finds a game on the clipboard, so it asks before replacing this one.
    QGuiApplication::clipboard()->setText(QString::fromStdString(SavedGame::write(c.record())));

    const QList<Under> seen = underEachQuestion(window, t, [&] {
        if (action == "quit") {
            window.close();  // asks to save; Esc (Cancel) keeps the window
            return;
        }
        QAction* a = window.findChild<QAction*>(action);
        QVERIFY2(a, qPrintable(action));
        a->trigger();
    }, questions - 1);
    QVERIFY2(seen.size() >= questions, qPrintable(QString("%1 questions seen").arg(seen.size())));
    for (const Under& u : seen) {
        for (const Side side : {kBlack, kWhite})
            QVERIFY2(u.after[side] == u.before[side],
                     qPrintable(QString("%1: %2's clock went from %3 to %4 ms").arg(u.what).arg(side).arg(u.before[side]).arg(u.after[side])));
        QCOMPARE(u.movesAfter, u.movesBefore);
    }
    // The question gone, the clock of the side to move runs again (the game is still on).
    QVERIFY(!c.game().result().over());
    const std::int64_t white = c.clock().shownMs(kWhite);
    t.now += 2000;
    QCOMPARE(c.clock().shownMs(kWhite), white - 2000);
    QCOMPARE(c.clock().shownMs(kBlack), seen.front().before[kBlack]);
}

void TestModalClock::computersMoveWaitsForTheAnswer() {
    ui::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ui::GameController& c = window.controller();
    c.setComputerPauseMs(0);
    uitest::ManualTime t;
    c.setTimeSource(t.source());
    c.newGame(*findVariant("micro"), kHuman, kRandomComputer, timed());
    QVERIFY(play(c, "d2-d3"));  // the computer starts thinking at once
    const QList<Under> seen = underEachQuestion(window, t, [&] { window.findChild<QAction*>("resignAction")->trigger(); });
    QCOMPARE(seen.size(), 1);
    QCOMPARE(seen.front().movesAfter, 1);  // its move found meanwhile waited
    QCOMPARE(seen.front().after[kWhite], seen.front().before[kWhite]);
    // Answered (not resigned): the move comes, and the human's clock runs.
    QTRY_COMPARE(c.moveCount(), 2);
    const std::int64_t black = c.clock().shownMs(kBlack);
    t.now += 1500;
    QCOMPARE(c.clock().shownMs(kBlack), black - 1500);
}

void TestModalClock::movesQuestionsLeaveTheClockRunning() {
    // Which face to promote to is part of the move: the player's thinking time, as on a real
    // clock. The promotion dialog is marked so and the clock runs on under it.
    ui::MainWindow window;
    ui::GameController& c = window.controller();
    uitest::ManualTime t;
    c.setTimeSource(t.source());
    c.newGame(*findVariant("micro"), kHuman, kHuman, timed());
    QVERIFY(play(c, "d2-d3"));
    std::int64_t underDialog = -1;
    uitest::onNextModal([&](QWidget* modal) {
        const std::int64_t before = c.clock().shownMs(kWhite);
        t.now += 5000;
        underDialog = before - c.clock().shownMs(kWhite);
        qobject_cast<QDialog*>(modal)->reject();
    });
    QMessageBox box(QMessageBox::Question, "Pass?", "Pass?", QMessageBox::Yes | QMessageBox::No, &window);
    box.setProperty("shogiPartOfMove", true);
    box.exec();
    QCOMPARE(underDialog, std::int64_t(5000));
}

void TestModalClock::gameOverBoxesDoNotStack() {
    ui::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ui::DialogPlayQuestions questions;
    int answers = 0;
    questions.gameOver(&window, "Black wins: resignation.", [&](auto) { ++answers; });
    questions.gameOver(&window, "Black wins: White's time ran out.", [&](auto) { ++answers; });
    QCoreApplication::processEvents();
    int open = 0;
    for (QMessageBox* box : window.findChildren<QMessageBox*>("gameOverDialog"))
        if (box->isVisible()) {
            ++open;
            QCOMPARE(box->text(), QString("Black wins: White's time ran out."));
        }
    QCOMPARE(open, 1);
    // Under the game-over box too, no clock of a game still going would run.
    QVERIFY(window.controller().questionOpen());
    for (QMessageBox* box : window.findChildren<QMessageBox*>("gameOverDialog"))
        if (box->isVisible()) box->reject();
    QTRY_VERIFY(!window.controller().questionOpen());
    QTRY_COMPARE(answers, 1);
}

SHOGI_UI_TEST(TestModalClock, "modal_clock");
#include "tst_modal_clock.moc"
