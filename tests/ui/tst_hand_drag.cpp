// A piece dragged from the hand and dropped on the board, in Micro (where a piece in hand can
// be dropped with either face): the press picks it up without a question, the piece follows
// the pointer, and which face is asked once the square is chosen; both faces are played, and
// by two clicks as well as by a drag. In the whole window too, where the drop is the game's
// move.
#include <QSignalSpy>
#include <QtTest>

#include "UiTestMain.h"
#include "UiTestSupport.h"
#include "boardview/BoardWidget.h"
#include "record/GameText.h"
#include "windows/MainWindow.h"

using namespace shogi;

using uitest::sq;

namespace {

// Press on `from`, move in steps to `to` with the button held, release there.
void drag(QWidget* widget, QPoint from, QPoint to) {
    QTest::mousePress(widget, Qt::LeftButton, {}, from);
    for (int i = 1; i <= 5; ++i) {
        const QPoint at = from + (to - from) * i / 5;
        QMouseEvent move(QEvent::MouseMove, at, widget->mapToGlobal(at), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(widget, &move);
    }
}

}  // namespace

class TestHandDrag : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void dragFromTheHandWithEitherFace_data();
    void dragFromTheHandWithEitherFace();
    void dragInTheWindowPlaysTheDrop();
};

void TestHandDrag::initTestCase() { uitest::useTestSettings("hand_drag"); }

void TestHandDrag::dragFromTheHandWithEitherFace_data() {
    QTest::addColumn<QString>("face");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("dragged");  // or two clicks: the piece in hand, then the square
    QTest::newRow("pawn, dragged") << "P" << "P*b3" << true;
    QTest::newRow("knight face, dragged") << "+P" << "+P*b3" << true;
    QTest::newRow("pawn, clicked") << "P" << "P*b3" << false;
    QTest::newRow("knight face, clicked") << "+P" << "+P*b3" << false;
}

void TestHandDrag::dragFromTheHandWithEitherFace() {
    QFETCH(QString, face);
    QFETCH(QString, text);
    QFETCH(bool, dragged);
    const Variant& v = *findVariant("micro");
    auto pos = uitest::position(v, "k,b,g,s/4/4/4/S,G,B,K b P");
    QVERIFY(pos);
    Game game(v, *pos);
    uitest::ScriptedChooser chooser;
    chooser.faces = {face};
    ui::BoardWidget board;
    board.resize(600, 600);
    board.setChooser(&chooser);
    board.setPosition(game.position());
    board.setGame(&game);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    QSignalSpy spy(&board, &ui::BoardWidget::moveEntered);
    const QPoint hand = board.handPoint(kBlack, v.typeByCode("P"));
    QVERIFY(!hand.isNull());
    const QPoint target = board.squarePoint(sq(v, "b3"));
    const QImage still = board.grab().toImage();
    if (dragged) drag(&board, hand, target);
    else QTest::mouseClick(&board, Qt::LeftButton, {}, hand);
    // Picked up (and carried, drawn under the pointer) without a question.
    QCOMPARE(chooser.faceQuestions, 0);
    QVERIFY(board.entry().active());
    QVERIFY(board.entry().targets().count(sq(v, "b3")));
    if (dragged) {
        const QImage carried = board.grab().toImage();
        QVERIFY(carried.pixelColor(target) != still.pixelColor(target));
        QTest::mouseRelease(&board, Qt::LeftButton, {}, target);
    } else {
        QTest::mouseClick(&board, Qt::LeftButton, {}, target);
    }
    // The face is asked once, after the square, with both faces offered.
    QCOMPARE(chooser.faceQuestions, 1);
    QCOMPARE(int(chooser.lastKinds.size()), 2);
    QCOMPARE(spy.count(), 1);
    const Move m = spy.at(0).at(0).value<Move>();
    QVERIFY(m.isDrop());
    QCOMPARE(QString::fromStdString(moveText(game, m)), text);
}

void TestHandDrag::dragInTheWindowPlaysTheDrop() {
    const Variant& v = *findVariant("micro");
    auto pos = uitest::position(v, "k,b,g,s/4/4/4/S,G,B,K b P");
    QVERIFY(pos);
    ui::MainWindow window;
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    GameRecord record;
    record.variant = &v;
    record.start = *pos;
    window.controller().loadGame(record);
    // A question while the piece is picked up would block the drag: it is closed and noted.
    // The face dialog (the window's own) must come on release; Enter takes the face offered
    // first, the Pawn's.
    bool dragging = true;
    bool askedWhileDragging = false;
    uitest::onNextModal([&](QWidget* modal) {
        askedWhileDragging = dragging;
        if (dragging) modal->close();
        else QTest::keyClick(modal, Qt::Key_Return);
    });
    ui::BoardWidget* board = window.board();
    const QPoint hand = board->handPoint(kBlack, v.typeByCode("P"));
    QVERIFY(!hand.isNull());
    drag(board, hand, board->squarePoint(sq(v, "c3")));
    QCOMPARE(window.controller().moveCount(), 0);
    QVERIFY(board->entry().active());
    dragging = false;
    QTest::mouseRelease(board, Qt::LeftButton, {}, board->squarePoint(sq(v, "c3")));
    QVERIFY(!askedWhileDragging);
    QTRY_COMPARE(window.controller().moveCount(), 1);
    QVERIFY(window.controller().game().moves().back().isDrop());
    QCOMPARE(window.controller().game().moves().back().to, sq(v, "c3"));
}

SHOGI_UI_TEST(TestHandDrag, "hand_drag");
#include "tst_hand_drag.moc"
