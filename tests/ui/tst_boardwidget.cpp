// Drives the board widget with simulated mouse clicks, offscreen.
#include <QtTest>

#include "BoardWidget.h"
#include "game/Game.h"

using namespace shogi;

class TestBoardWidget : public QObject {
    Q_OBJECT

private slots:
    void showsStartPositionAndScales();
    void plainMoveByClicks();
};

void TestBoardWidget::showsStartPositionAndScales() {
    const Variant* heian = findVariant("heian-dai");
    QVERIFY(heian);
    Game game(*heian);
    ui::BoardWidget board;
    board.resize(400, 400);
    board.setPosition(game.position());
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    const QPoint a1small = board.squarePoint(toSquare(0, 0));
    const QPoint b1small = board.squarePoint(toSquare(1, 0));
    board.resize(800, 800);
    QCoreApplication::processEvents();
    const QPoint b1big = board.squarePoint(toSquare(1, 0));
    const QPoint a1big = board.squarePoint(toSquare(0, 0));
    // Squares grow with the window: the distance between neighbours doubles (to rounding).
    QVERIFY((b1big.x() - a1big.x()) >= 2 * (b1small.x() - a1small.x()) - 2);
    // Black's first rank is drawn at the bottom.
    QVERIFY(a1big.y() > board.squarePoint(toSquare(0, 12)).y());
    const QImage image = board.grab().toImage();
    QVERIFY(!image.isNull());
}

void TestBoardWidget::plainMoveByClicks() {
    const Variant* heian = findVariant("heian-dai");
    Game game(*heian);
    ui::BoardWidget board;
    board.resize(600, 600);
    board.setPosition(game.position());
    board.setGame(&game);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    // Find a piece of Black with a plain one-step move.
    std::optional<Move> wanted;
    for (const Move& m : game.legalMoves())
        if (!m.isDrop() && !m.isCapture() && !m.changesFace()) { wanted = m; break; }
    QVERIFY(wanted);
    QSignalSpy spy(&board, &ui::BoardWidget::moveEntered);
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.squarePoint(wanted->from));
    QVERIFY(board.entry().active());
    QVERIFY(board.entry().targets().count(wanted->to));
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.squarePoint(wanted->to));
    QCOMPARE(spy.count(), 1);
    QVERIFY(spy.at(0).at(0).value<Move>() == *wanted);
}

QTEST_MAIN(TestBoardWidget)
#include "tst_boardwidget.moc"
