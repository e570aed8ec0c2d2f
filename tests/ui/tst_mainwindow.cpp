// The whole window: every variant shows, clicks reach the game, settings and autosave persist.
#include <QtTest>

#include "UiTestSupport.h"
#include "UiTestMain.h"
#include "boardview/BoardWidget.h"
#include "panels/MoveListView.h"
#include "play/GameFile.h"
#include "windows/MainWindow.h"

using namespace shogi;

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void royalsInCheckOrAttackedAreMarked();
    void initTestCase();
    void init();
    void everyVariantIsDrawn();
    void clicksPlayAndListTheMove();
    void flipIsRemembered();
    void unfinishedGameIsSavedOnClose();
};

void TestMainWindow::initTestCase() {
    uitest::useTestSettings("tst_mainwindow");
}

void TestMainWindow::init() {
    QSettings().clear();
    QFile::remove(ui::MainWindow::autosavePath());
}

void TestMainWindow::royalsInCheckOrAttackedAreMarked() {
    const Variant& maka = *findVariant("maka-dai-dai");
    ui::GameController c;
    auto load = [&c, &maka](std::initializer_list<std::pair<const char*, const char*>> pieces) {
        GameRecord record;
        record.variant = &maka;
        record.start = uitest::placed(maka, pieces);
        c.loadGame(record);
    };
    const Square a1 = maka.geometry().parse("a1")->first, j5 = maka.geometry().parse("j5")->first;
    // King and Prince: a Rook on the Prince's file is no check, but the Prince is marked.
    load({{"a1", "K"}, {"j5", "+DE"}, {"s19", "k"}, {"j15", "r"}});
    ui::BoardMarks marks = c.marksAt(0);
    QVERIFY(marks.check.empty());
    QCOMPARE(marks.threatenedRoyals, std::vector<Square>{j5});
    // The King alone on the Rook's file: check.
    load({{"a1", "K"}, {"s19", "k"}, {"a15", "r"}});
    marks = c.marksAt(0);
    QCOMPARE(marks.check, std::vector<Square>{a1});
    QVERIFY(marks.threatenedRoyals.empty());
}

void TestMainWindow::everyVariantIsDrawn() {
    ui::MainWindow window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    for (const Variant* v : allVariants()) {
        window.startGame(*v);
        QCOMPARE(&window.controller().game().variant(), v);
        const QImage image = window.board()->grab().toImage();
        // Each side's first piece in the start position is painted (not plain board colour).
        const Position& pos = window.controller().game().position();
        const Square a1 = toSquare(0, 0);
        const Square empty = toSquare(0, v->geometry().ranks() / 2);
        QVERIFY(!isPiece(pos.cell(empty)));
        int painted = 0;
        for (Square sq : v->squares())
            if (isPiece(pos.cell(sq)) &&
                image.pixelColor(window.board()->squarePoint(sq)) != image.pixelColor(window.board()->squarePoint(empty)))
                ++painted;
        QVERIFY2(painted > pos.pieceCount(kBlack), v->id());
        // At 1366x768 a 19x19 board keeps squares of at least 30 pixels.
        const int square = window.board()->squarePoint(toSquare(1, 0)).x() - window.board()->squarePoint(a1).x();
        QVERIFY2(square >= 30, qPrintable(QString("%1: %2 px").arg(v->id()).arg(square)));
    }
}

void TestMainWindow::clicksPlayAndListTheMove() {
    ui::MainWindow window;
    window.startGame(*findVariant("heian-dai"));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const Geometry& g = window.controller().game().variant().geometry();
    QTest::mouseClick(window.board(), Qt::LeftButton, {}, window.board()->squarePoint(g.parse("a3")->first));
    QTest::mouseClick(window.board(), Qt::LeftButton, {}, window.board()->squarePoint(g.parse("a4")->first));
    QCOMPARE(window.controller().moveCount(), 1);
    auto* list = window.findChild<ui::MoveListView*>();
    QVERIFY(list);
    QCOMPARE(list->count(), 2);
    QVERIFY(list->item(1)->text().contains("a3-a4"));
    // Clicking the start row shows the start position without undoing anything.
    list->setCurrentRow(0);
    QCOMPARE(window.controller().viewedPly(), 0);
    QCOMPARE(window.controller().moveCount(), 1);
}

void TestMainWindow::flipIsRemembered() {
    {
        ui::MainWindow window;
        auto* flip = window.findChild<QAction*>("flipAction");
        QVERIFY(flip);
        QVERIFY(!window.board()->flipped());
        flip->trigger();
        QVERIFY(window.board()->flipped());
    }
    ui::MainWindow again;
    QVERIFY(again.board()->flipped());
}

void TestMainWindow::unfinishedGameIsSavedOnClose() {
    {
        ui::MainWindow window;
        uitest::ScriptedQuestions questions;  // don't save: the game waits as the autosave
        window.setQuestions(&questions);
        window.startGame(*findVariant("micro"));
        window.show();
        QVERIFY(window.controller().playMove(*uitest::moveByText(window.controller().game(), "d2-d3")));
        window.close();
        QCOMPARE(questions.saveQuestions, 1);
    }
    QString error;
    const auto saved = ui::GameFile::load(ui::MainWindow::autosavePath(), error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(QString(saved->variant->id()), QString("micro"));
    QCOMPARE(saved->moves.size(), std::size_t(1));
    {
        // A finished game is not offered again.
        ui::MainWindow window;
        uitest::ScriptedQuestions questions;  // yes, resign
        window.setQuestions(&questions);
        window.controller().loadGame(*saved);
        window.findChild<QAction*>("resignAction")->trigger();
        QVERIFY(window.controller().game().result().over());
        window.close();
    }
    QVERIFY(!QFile::exists(ui::MainWindow::autosavePath()));
}

SHOGI_UI_TEST(TestMainWindow, "tst_mainwindow");
#include "tst_mainwindow.moc"
