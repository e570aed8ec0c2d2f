// The threat display: the squares the opponent of the side to move attacks are shaded (as
// core's attackedSquares says), the View menu toggle is remembered, and Shift-click lists the
// pieces that can go to a square.
#include <QtTest>

#include <QAction>
#include <QLabel>

#include "UiTestSupport.h"
#include "UiTestMain.h"
#include "boardview/BoardWidget.h"
#include "boardview/CoordinateLabels.h"
#include "movegen/Reach.h"
#include "windows/MainWindow.h"

using namespace shogi;

using uitest::sq;

class TestThreats : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void shadesTheSquaresTheOpponentAttacks();
    void followsTheSideToMove();
    void theViewMenuToggleIsRemembered();
    void shiftClickListsThePiecesThatCanGoThere();
};

void TestThreats::initTestCase() {
    uitest::useTestSettings("tst_threats");
    QSettings().clear();
}

void TestThreats::shadesTheSquaresTheOpponentAttacks() {
    // Black to move; White's Lion on g7 attacks its 5x5 area.
    const Variant& mac = *findVariant("macadamia");
    const auto pos = uitest::position(mac, "6,k,6/13/13/13/13/13/6,ln,6/13/13/13/13/13/6,K,6 b -");
    QVERIFY(pos);
    ui::BoardWidget board;
    board.resize(700, 700);
    board.setPosition(*pos);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    const QImage plain = board.grab().toImage();
    board.setThreatsShown(true);
    std::vector<Square> expected = attackedSquares(*pos, kWhite);
    QCOMPARE(board.threatened(), expected);
    QCOMPARE(expected.size(), std::size_t(24 + 5));  // the Lion's area, and the King's five squares
    const QImage shaded = board.grab().toImage();
    // An attacked empty square is painted differently, one out of reach is not.
    const QPoint near = board.squarePoint(sq(mac, "e5"));
    const QPoint far = board.squarePoint(sq(mac, "a1"));
    QVERIFY(plain.pixelColor(near) != shaded.pixelColor(near) || plain.pixelColor(near + QPoint(3, 3)) != shaded.pixelColor(near + QPoint(3, 3)));
    QCOMPARE(plain.pixelColor(far), shaded.pixelColor(far));
    QCOMPARE(plain.pixelColor(far + QPoint(3, 3)), shaded.pixelColor(far + QPoint(3, 3)));
    board.setThreatsShown(false);
    QVERIFY(board.threatened().empty());
    QCOMPARE(board.grab().toImage(), plain);
}

void TestThreats::followsTheSideToMove() {
    const Variant& micro = *findVariant("micro");
    ui::BoardWidget board;
    board.setThreatsShown(true);
    Position pos = startPosition(micro);
    board.setPosition(pos);
    QCOMPARE(board.threatened(), attackedSquares(pos, kWhite));
    pos.setSideToMove(kWhite);
    board.setPosition(pos);
    QCOMPARE(board.threatened(), attackedSquares(pos, kBlack));
    QVERIFY(board.threatened() != attackedSquares(pos, kWhite));
}

void TestThreats::theViewMenuToggleIsRemembered() {
    {
        ui::MainWindow window;
        auto* action = window.findChild<QAction*>("threatsAction");
        QVERIFY(action);
        QVERIFY(!action->isChecked());
        QVERIFY(!window.board()->threatsShown());
        action->trigger();
        QVERIFY(window.board()->threatsShown());
        window.startGame(*findVariant("micro"));
        QCOMPARE(window.board()->threatened(), attackedSquares(window.controller().game().position(), kWhite));
    }
    ui::MainWindow again;
    QVERIFY(again.board()->threatsShown());
    QVERIFY(again.findChild<QAction*>("threatsAction")->isChecked());
    again.findChild<QAction*>("threatsAction")->trigger();
    QVERIFY(!again.board()->threatsShown());
}

void TestThreats::shiftClickListsThePiecesThatCanGoThere() {
    const Variant& micro = *findVariant("micro");
    const auto pos = uitest::position(micro, "k,3/3,b/4/2,G,1/S,2,K b -");
    QVERIFY(pos);
    Game game(micro, *pos);
    ui::BoardWidget board;
    board.resize(600, 600);
    board.setPosition(game.position());
    board.setGame(&game);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    QSignalSpy spy(&board, &ui::BoardWidget::squareQueried);
    QTest::mouseClick(&board, Qt::LeftButton, Qt::ShiftModifier, board.squarePoint(sq(micro, "b2")));
    QCOMPARE(spy.size(), 1);
    const QString text = spy.at(0).at(1).toString();
    // Black: the Silver on a1 and the Gold on c2; White: the Bishop on d4.
    for (const char* part : {"b2", "Silver General a1", "Gold General c2", "Bishop d4"})
        QVERIFY2(text.contains(part), qPrintable(text));
    QVERIFY(text.indexOf("Gold General c2") < text.indexOf("Bishop d4"));  // Black's list first
    auto* popup = board.findChild<QWidget*>("squareQueryPopup");
    QVERIFY(popup && popup->isVisible());
    QVERIFY(!board.entry().active());  // nothing was picked up
    // Clicking the board again closes it; Ctrl-click still studies a piece.
    QTest::mouseClick(&board, Qt::LeftButton, Qt::ControlModifier, board.squarePoint(sq(micro, "d4")));
    QVERIFY(!popup->isVisible());
    QVERIFY(!board.studyTargets().empty());
    // The squares named as the board's coordinates are: shogi style, kanji ranks (Micro's
    // b2 is the third file from Black's right, the fourth rank from White's side).
    ui::setCurrentCoordinateStyle(ui::CoordinateStyle::ShogiKanji);
    const QString shogi = board.querySquare(sq(micro, "b2"));
    ui::setCurrentCoordinateStyle(ui::CoordinateStyle::Chess);
    for (const char* part : {"3四", "Silver General 4五", "Bishop 1二"})
        QVERIFY2(shogi.contains(QString::fromUtf8(part)), qPrintable(shogi));
}

SHOGI_UI_TEST(TestThreats, "tst_threats");
#include "tst_threats.moc"
