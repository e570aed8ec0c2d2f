// Game exchange (play/GameExchange and the Game menu): PGN files written and read back, a game
// copied to the clipboard as PGN and pasted back (as PGN or as saved-game text), and a text
// that is not a game refused with its line and reason, leaving the current game as it was.
#include <QtTest>

#include <QClipboard>
#include <QGuiApplication>
#include <QMessageBox>
#include <QTemporaryDir>

#include "UiTestSupport.h"
#include "UiTestMain.h"
#include "play/GameExchange.h"
#include "record/SavedGame.h"
#include "windows/MainWindow.h"

using namespace shogi;

class TestGameExchange : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void pgnFileRoundTrip();
    void refusedTextNamesTheLine();
    void savedGameTextIsReadToo();
    void copyAndPasteThroughTheMenu();
    void badPasteLeavesTheGame();

private:
    static GameRecord micro(const std::vector<std::string>& moves);
};

void TestGameExchange::initTestCase() {
    uitest::useTestSettings("tst_gameexchange");
    QSettings().clear();
}

GameRecord TestGameExchange::micro(const std::vector<std::string>& moves) {
    GameRecord record;
    record.variant = findVariant("micro");
    record.start = startPosition(*record.variant);
    record.date = "2026-11-21T20:40:00Z";
    Game game(*record.variant);
    for (const std::string& text : moves) {
        const std::optional<Move> m = uitest::moveByText(game, text);
        if (!m) return record;
        game.play(*m);
        record.moves.push_back(*m);
    }
    return record;
}

void TestGameExchange::pgnFileRoundTrip() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    GameRecord record = micro({"d2-d3", "a4-a3", "d3-d4"});
    record.resigned = kWhite;
    const QString path = dir.filePath("game.pgn");
    QString error;
    QVERIFY2(ui::GameExchange::writePgn(path, record, error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY(text.contains("[Variant \"micro\"]"));
    QVERIFY(text.contains("[Result \"1-0\"]"));  // White (PGN's second player) resigned
    const auto back = ui::GameExchange::readPgn(path, error);
    QVERIFY2(back, qPrintable(error));
    QVERIFY(back->moves == record.moves);
    QCOMPARE(back->resigned, record.resigned);
    // A file that cannot be written is named, and nothing is left behind.
    QVERIFY(!ui::GameExchange::writePgn(dir.filePath("missing/game.pgn"), record, error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!QFile::exists(dir.filePath("missing/game.pgn")));
}

void TestGameExchange::refusedTextNamesTheLine() {
    QString error;
    QVERIFY(!ui::GameExchange::gameFromText("[Variant \"micro\"]\n\n1. d2d3 a4a3\n2. d3d9 *\n", error));
    QVERIFY2(error.startsWith("line 4: move 'd3d9'"), qPrintable(error));
    QVERIFY(!ui::GameExchange::gameFromText("hello", error));
    QVERIFY2(error.startsWith("line 1: "), qPrintable(error));
}

void TestGameExchange::savedGameTextIsReadToo() {
    const GameRecord record = micro({"d2-d3", "a4-a3"});
    QString error;
    const auto fromSaved = ui::GameExchange::gameFromText(QString::fromStdString(SavedGame::write(record)), error);
    QVERIFY2(fromSaved, qPrintable(error));
    QVERIFY(fromSaved->moves == record.moves);
    const auto fromPgn = ui::GameExchange::gameFromText(ui::GameExchange::pgnText(record), error);
    QVERIFY2(fromPgn, qPrintable(error));
    QVERIFY(fromPgn->moves == record.moves);
}

void TestGameExchange::copyAndPasteThroughTheMenu() {
    ui::MainWindow window;
    window.controller().newGame(*findVariant("micro"), PlayerSpec{}, PlayerSpec{});
    for (const char* text : {"d2-d3", "a4-a3"})
        QVERIFY(window.controller().playMove(*uitest::moveByText(window.controller().game(), text)));
    auto* copy = window.findChild<QAction*>("copyGameAction");
    auto* paste = window.findChild<QAction*>("pasteGameAction");
    QVERIFY(copy && paste && window.findChild<QAction*>("exportPgnAction") && window.findChild<QAction*>("importPgnAction"));
    copy->trigger();
    const QString copied = QGuiApplication::clipboard()->text();
    QVERIFY2(copied.startsWith("[Event "), qPrintable(copied));
    QVERIFY(copied.contains("1. d2d3 a4a3 *"));

    window.controller().newGame(*findVariant("heian-dai"), PlayerSpec{}, PlayerSpec{});
    QCOMPARE(window.controller().moveCount(), 0);
    paste->trigger();
    QCOMPARE(QString(window.controller().game().variant().id()), QString("micro"));
    QCOMPARE(window.controller().moveCount(), 2);
    QVERIFY(!window.findChild<QMessageBox*>("exchangeErrorBox"));
}

void TestGameExchange::badPasteLeavesTheGame() {
    ui::MainWindow window;
    window.controller().newGame(*findVariant("micro"), PlayerSpec{}, PlayerSpec{});
    QVERIFY(window.controller().playMove(*uitest::moveByText(window.controller().game(), "d2-d3")));
    QGuiApplication::clipboard()->setText("[Variant \"micro\"]\n1. d2d3 {not closed\n");
    window.findChild<QAction*>("pasteGameAction")->trigger();
    QCOMPARE(window.controller().moveCount(), 1);  // the game is as it was
    auto* box = window.findChild<QMessageBox*>("exchangeErrorBox");
    QVERIFY(box);
    QVERIFY(box->isVisible());
    QVERIFY2(box->text().contains("line 2: comment '{' is not closed"), qPrintable(box->text()));
    box->close();
}

SHOGI_UI_TEST(TestGameExchange, "tst_gameexchange");
#include "tst_gameexchange.moc"
