// The game in progress is saved after every move, atomically, so it survives the program
// being killed: the real program (large-shogi, LARGE_SHOGI_APP) plays computer against
// computer with its own settings and data folders, is killed with SIGKILL mid-game, and its
// autosave must read as a whole game holding the moves played; the next start offers it.
#include <QAbstractButton>
#include <QMessageBox>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "UiTestSupport.h"
#include "UiTestMain.h"
#include "play/GameFile.h"
#include "record/SavedGame.h"
#include "windows/MainWindow.h"

#ifndef LARGE_SHOGI_APP
#error "LARGE_SHOGI_APP must name the large-shogi program"
#endif

using namespace shogi;

class TestAutosave : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void everyMoveIsSaved();
    void finishedOrEmptyGameLeavesNoAutosave();
    void killedProgramKeepsTheGame_data();
    void killedProgramKeepsTheGame();
    void damagedAutosaveIsRefusedAndKept();

private:
    QTemporaryDir home_;
};

namespace {

// Where QStandardPaths puts the autosave of a program named LargeShogi/large-shogi whose
// XDG_DATA_HOME is `dataHome`.
QString autosaveIn(const QString& dataHome) { return dataHome + "/LargeShogi/large-shogi/autosave.lsg"; }

// Answers the next message box (the resume question) with `button`.
void answerNextMessageBox(QMessageBox::StandardButton button) {
    auto* timer = new QTimer;
    QObject::connect(timer, &QTimer::timeout, timer, [timer, button] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            box->button(button) ? box->button(button)->click() : box->reject();
            timer->deleteLater();
        }
    });
    timer->start(10);
}

}  // namespace

void TestAutosave::initTestCase() {
    QVERIFY(home_.isValid());
    // In-process windows use the same names and folders as the program, inside home_.
    QCoreApplication::setOrganizationName("LargeShogi");
    QCoreApplication::setApplicationName("large-shogi");
    qputenv("HOME", home_.path().toUtf8());
    qputenv("XDG_CONFIG_HOME", (home_.path() + "/config").toUtf8());
    qputenv("XDG_DATA_HOME", (home_.path() + "/data").toUtf8());
    QCOMPARE(ui::MainWindow::autosavePath(), autosaveIn(home_.path() + "/data"));
}

void TestAutosave::init() {
    QSettings().clear();
    QFile::remove(ui::MainWindow::autosavePath());
}

void TestAutosave::everyMoveIsSaved() {
    ui::MainWindow window;
    window.startGame(*findVariant("micro"));
    ui::GameController& c = window.controller();
    c.newGame(*findVariant("micro"), shogi::PlayerSpec{}, shogi::PlayerSpec{});
    QVERIFY(!QFile::exists(ui::MainWindow::autosavePath()));
    int played = 0;
    for (const char* text : {"d2-d3", "a4-a3", "d3-d4"}) {
        QVERIFY(c.playMove(*uitest::moveByText(c.game(), text)));
        ++played;
        // Saved at once, without closing the window.
        QString error;
        const auto saved = ui::GameFile::load(ui::MainWindow::autosavePath(), error);
        QVERIFY2(saved, qPrintable(error));
        QCOMPARE(int(saved->moves.size()), played);
        QVERIFY(saved->moves == c.game().moves());
    }
    c.undo();
    QString error;
    QCOMPARE(int(ui::GameFile::load(ui::MainWindow::autosavePath(), error)->moves.size()), 2);
    // No temporary files are left beside it.
    QCOMPARE(QDir(QFileInfo(ui::MainWindow::autosavePath()).path()).entryList(QDir::Files | QDir::Hidden),
             QStringList{"autosave.lsg"});
}

void TestAutosave::finishedOrEmptyGameLeavesNoAutosave() {
    ui::MainWindow window;
    ui::GameController& c = window.controller();
    c.newGame(*findVariant("micro"), shogi::PlayerSpec{}, shogi::PlayerSpec{});
    QVERIFY(c.playMove(*uitest::moveByText(c.game(), "d2-d3")));
    QVERIFY(QFile::exists(ui::MainWindow::autosavePath()));
    c.resign();  // over: nothing to resume
    QVERIFY(!QFile::exists(ui::MainWindow::autosavePath()));
    c.newGame(*findVariant("micro"), shogi::PlayerSpec{}, shogi::PlayerSpec{});
    QVERIFY(c.playMove(*uitest::moveByText(c.game(), "d2-d3")));
    QVERIFY(QFile::exists(ui::MainWindow::autosavePath()));
    c.newGame(*findVariant("micro"), shogi::PlayerSpec{}, shogi::PlayerSpec{});  // a new game has no moves yet
    QVERIFY(!QFile::exists(ui::MainWindow::autosavePath()));
}

void TestAutosave::killedProgramKeepsTheGame_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("minMoves");
    QTest::addColumn<int>("extraMs");
    QTest::newRow("heian-dai, 3 moves") << "heian-dai" << 3 << 0;
    QTest::newRow("heian-dai, 6 moves + 170 ms") << "heian-dai" << 6 << 170;
    QTest::newRow("maka-dai-dai, 4 moves + 90 ms") << "maka-dai-dai" << 4 << 90;
}

void TestAutosave::killedProgramKeepsTheGame() {
    QFETCH(QString, variant);
    QFETCH(int, minMoves);
    QFETCH(int, extraMs);
    QTemporaryDir home;
    QVERIFY(home.isValid());
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("QT_QPA_PLATFORM", "offscreen");
    env.insert("HOME", home.path());
    env.insert("XDG_CONFIG_HOME", home.path() + "/config");
    env.insert("XDG_DATA_HOME", home.path() + "/data");
    env.insert("XDG_CACHE_HOME", home.path() + "/cache");
    const QString autosave = autosaveIn(home.path() + "/data");

    QProcess app;
    app.setProcessEnvironment(env);
    app.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    app.start(LARGE_SHOGI_APP, {"--variant", variant, "--black", "random", "--white", "random", "--start"});
    QVERIFY2(app.waitForStarted(10000), qPrintable(app.errorString()));

    // Watch the autosave grow; every version seen must read whole (the rename is atomic).
    QElapsedTimer clock;
    clock.start();
    int seen = 0, reads = 0;
    while (seen < minMoves) {
        QVERIFY2(app.state() == QProcess::Running, "the program stopped on its own");
        QVERIFY2(clock.elapsed() < 60000, qPrintable(QString("only %1 moves saved after 60 s").arg(seen)));
        if (QFile::exists(autosave)) {
            QString error;
            const auto record = ui::GameFile::load(autosave, error);
            // The file may be renamed away between exists() and open(): that is not an error.
            if (!record && QFile::exists(autosave) && !error.contains("No such file"))
                QFAIL(qPrintable("a half-written autosave was seen: " + error));
            if (record) {
                seen = std::max(seen, int(record->moves.size()));
                ++reads;
            }
        }
        QTest::qWait(5);
    }
    if (extraMs > 0) QTest::qWait(extraMs);  // kill somewhere between two saves, or during one
    app.kill();                             // SIGKILL: no close event, no chance to save
    QVERIFY(app.waitForFinished(10000));
    QCOMPARE(app.exitStatus(), QProcess::CrashExit);

    QString error;
    const auto record = ui::GameFile::load(autosave, error);
    QVERIFY2(record, qPrintable(error));
    QCOMPARE(QString::fromUtf8(record->variant->id()), variant);
    QVERIFY2(int(record->moves.size()) >= seen, qPrintable(QString("%1 < %2").arg(record->moves.size()).arg(seen)));
    QVERIFY(record->players[kBlack] == (shogi::PlayerSpec{true, "random"}));
    QVERIFY(record->players[kWhite] == (shogi::PlayerSpec{true, "random"}));
    const Game game = shogi::SavedGame::replay(*record);
    QVERIFY(!game.result().over());
    qInfo("killed after %lld ms with %d moves saved (%d reads while it played)", clock.elapsed(),
          int(record->moves.size()), reads);

    // The next start offers it: here an in-process window over the same data folder.
    const QByteArray oldData = qgetenv("XDG_DATA_HOME");
    qputenv("XDG_DATA_HOME", (home.path() + "/data").toUtf8());
    {
        ui::MainWindow window;
        answerNextMessageBox(QMessageBox::Yes);
        window.offerAutosave();
        QCOMPARE(QString::fromUtf8(window.controller().game().variant().id()), variant);
        QVERIFY(window.controller().game().moves() == record->moves);
    }
    qputenv("XDG_DATA_HOME", oldData);
}

// A damaged autosave (here cut short) is not loaded: the game on the board stays, a message
// says why, and the file is kept aside rather than deleted.
void TestAutosave::damagedAutosaveIsRefusedAndKept() {
    QDir().mkpath(QFileInfo(ui::MainWindow::autosavePath()).path());
    QFile file(ui::MainWindow::autosavePath());
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("LargeShogiGame 1\nVariant: micro\nMoves:\n1. d2-d3\n2. a4-");
    file.close();
    ui::MainWindow window;
    const Variant* before = &window.controller().game().variant();
    QString shown;
    auto* timer = new QTimer(this);
    connect(timer, &QTimer::timeout, this, [&shown, timer] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            shown = box->text();
            box->accept();
            timer->stop();
        }
    });
    timer->start(10);
    window.offerAutosave();
    delete timer;
    QVERIFY2(shown.contains("could not be read"), qPrintable(shown));
    QCOMPARE(&window.controller().game().variant(), before);
    QCOMPARE(window.controller().moveCount(), 0);
    QVERIFY(!QFile::exists(ui::MainWindow::autosavePath()));
    QVERIFY(QFile::exists(ui::MainWindow::autosavePath() + ".damaged"));
}

SHOGI_UI_TEST(TestAutosave, "tst_autosave");
#include "tst_autosave.moc"
