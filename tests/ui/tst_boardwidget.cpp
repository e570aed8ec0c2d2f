// Drives the board widget with simulated mouse clicks and keys, offscreen.
#include <QtTest>
#include <set>

#include "UiTestSupport.h"
#include "UiTestMain.h"
#include "boardview/BoardWidget.h"
#include "boardview/CoordinateLabels.h"
#include "game/Game.h"
#include "record/GameText.h"

using namespace shogi;

using uitest::sq;

namespace {

// A board showing `game`, playable, with a scripted chooser.
struct BoardFixture {
    explicit BoardFixture(Game& g) : game(g) {
        board.resize(600, 600);
        board.setChooser(&chooser);
        board.setPosition(game.position());
        board.setGame(&game);
        board.show();
    }
    void click(Square s, Qt::KeyboardModifiers mods = {}) {
        QTest::mouseClick(&board, Qt::LeftButton, mods, board.squarePoint(s));
    }
    Game& game;
    uitest::ScriptedChooser chooser;
    ui::BoardWidget board;
};

Move only(const QSignalSpy& spy) { return spy.at(0).at(0).value<Move>(); }

}  // namespace

class TestBoardWidget : public QObject {
    Q_OBJECT

private slots:
    void showsStartPositionAndScales();
    void flipTurnsTheBoard();
    void plainMoveByClicks();
    void plainMoveByDragging();
    void escapeAndRightClickCancel();
    void optionalPromotionAsksForTheFace_data();
    void optionalPromotionAsksForTheFace();
    void exposingTheRoyalAsksFirst();
    void studyShowsMovesWithoutMoving();
    void lionDoubleCaptureIguiAndPassByClicks();
    void hookMoveByClicks();
    void macadamiaLionByClicks_data();
    void macadamiaLionByClicks();
    void hookLionDogByClicks();
    void declinedPassPlaysNothing();
    void macadamiaHookMoverShowsBothCorners();
    void rankLabelsKeepClearOfTheBoard_data();
    void rankLabelsKeepClearOfTheBoard();
};

void TestBoardWidget::rankLabelsKeepClearOfTheBoard_data() {
    QTest::addColumn<int>("style");
    QTest::addColumn<int>("squareSize");
    for (const int size : {34, 50}) {
        const QByteArray s = QByteArray::number(size);
        QTest::newRow("chess " + s) << int(ui::CoordinateStyle::Chess) << size;
        QTest::newRow("shogi letters " + s) << int(ui::CoordinateStyle::ShogiLetters) << size;
        QTest::newRow("kanji numerals " + s) << int(ui::CoordinateStyle::ShogiKanji) << size;
    }
}

void TestBoardWidget::rankLabelsKeepClearOfTheBoard() {
    // 十一 .. 十九 are two characters wide: the margin beside the board makes room for them, so
    // no label touches the board's edge or the window's.
    QFETCH(int, style);
    QFETCH(int, squareSize);
    const auto coordinates = ui::CoordinateStyle(style);
    const Variant& maka = *findVariant("maka-dai-dai");
    ui::BoardWidget board;
    board.setCoordinateStyle(coordinates);
    board.setPosition(startPosition(maka));
    // A widget as high as 19 ranks of this size and their labels need.
    const int height = int(std::ceil(squareSize * (19 + 2 * ui::BoardLayout::kFileMargin)));
    board.resize(board.widthForHeight(height), height);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    const ui::BoardLayout& layout = board.layout();
    QCOMPARE(layout.squareSize(), squareSize);
    QFont font = board.font();
    font.setPixelSize(layout.labelPixelSize());
    const QFontMetricsF metrics(font);
    for (int rank = 0; rank < 19; ++rank)
        for (const bool left : {true, false}) {
            const QString label = ui::rankLabel(coordinates, rank, 19);
            const QRectF room = layout.rankLabelRect(rank, left);
            const double gap = (room.width() - metrics.horizontalAdvance(label)) / 2;
            QVERIFY2(gap >= 2, qPrintable(QString("%1: %2 px of room for %3 px").arg(label).arg(room.width()).arg(metrics.horizontalAdvance(label))));
            QVERIFY(room.left() >= 0 && room.right() <= board.width());
        }
}

void TestBoardWidget::showsStartPositionAndScales() {
    const Variant* heian = findVariant("heian-dai");
    QVERIFY(heian);
    Game game(*heian);
    ui::BoardWidget board;
    board.resize(400, 400);
    board.setPosition(game.position());
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    const int small = board.squarePoint(toSquare(1, 0)).x() - board.squarePoint(toSquare(0, 0)).x();
    board.resize(800, 800);
    QCoreApplication::processEvents();
    const int big = board.squarePoint(toSquare(1, 0)).x() - board.squarePoint(toSquare(0, 0)).x();
    QVERIFY2(big >= 2 * small - 2, qPrintable(QStringLiteral("%1 -> %2").arg(small).arg(big)));
    // Black's first rank is drawn at the bottom, and squares stay square.
    QVERIFY(board.squarePoint(toSquare(0, 0)).y() > board.squarePoint(toSquare(0, 12)).y());
    QCOMPARE(board.squarePoint(toSquare(0, 0)).y() - board.squarePoint(toSquare(0, 1)).y(), big);
    // Something other than the background is drawn where a piece stands.
    const QImage image = board.grab().toImage();
    QVERIFY(image.pixelColor(board.squarePoint(toSquare(6, 0))) != image.pixelColor(board.squarePoint(toSquare(6, 5))));
}

void TestBoardWidget::flipTurnsTheBoard() {
    Game game(*findVariant("micro"));
    ui::BoardWidget board;
    board.resize(500, 500);
    board.setPosition(game.position());
    const QPoint a1 = board.squarePoint(toSquare(0, 0));
    board.setFlipped(true);
    const QPoint flipped = board.squarePoint(toSquare(0, 0));
    QVERIFY(flipped.y() < a1.y());  // a1 is now at the top
    QVERIFY(flipped.x() > a1.x());  // and on the right
}

void TestBoardWidget::plainMoveByClicks() {
    Game game(*findVariant("heian-dai"));
    BoardFixture f(game);
    const Variant& v = game.variant();
    QSignalSpy spy(&f.board, &ui::BoardWidget::moveEntered);
    f.click(sq(v, "a3"));
    QVERIFY(f.board.entry().active());
    QCOMPARE(f.board.entry().targets().size(), std::size_t(1));  // the Pawn steps forward only
    QVERIFY(f.board.entry().targets().at(sq(v, "a4")) & ui::kMarkMove);
    f.click(sq(v, "a4"));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(moveText(game, only(spy)), std::string("a3-a4"));
    QVERIFY(!f.board.entry().active());
}

void TestBoardWidget::plainMoveByDragging() {
    Game game(*findVariant("heian-dai"));
    BoardFixture f(game);
    const Variant& v = game.variant();
    QSignalSpy spy(&f.board, &ui::BoardWidget::moveEntered);
    const QPoint from = f.board.squarePoint(sq(v, "a3"));
    const QPoint to = f.board.squarePoint(sq(v, "a4"));
    QTest::mousePress(&f.board, Qt::LeftButton, {}, from);
    QMouseEvent move(QEvent::MouseMove, QPointF((from + to) / 2), f.board.mapToGlobal(QPointF((from + to) / 2)),
                     Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&f.board, &move);
    QMouseEvent move2(QEvent::MouseMove, QPointF(to), f.board.mapToGlobal(QPointF(to)), Qt::NoButton, Qt::LeftButton,
                      Qt::NoModifier);
    QCoreApplication::sendEvent(&f.board, &move2);
    QTest::mouseRelease(&f.board, Qt::LeftButton, {}, to);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(moveText(game, only(spy)), std::string("a3-a4"));
}

void TestBoardWidget::escapeAndRightClickCancel() {
    Game game(*findVariant("heian-dai"));
    BoardFixture f(game);
    const Variant& v = game.variant();
    QSignalSpy spy(&f.board, &ui::BoardWidget::moveEntered);
    f.click(sq(v, "a3"));
    QVERIFY(f.board.entry().active());
    QTest::keyClick(&f.board, Qt::Key_Escape);
    QVERIFY(!f.board.entry().active());
    f.click(sq(v, "a3"));
    QTest::mouseClick(&f.board, Qt::RightButton, {}, f.board.squarePoint(sq(v, "e7")));
    QVERIFY(!f.board.entry().active());
    // After cancelling, the target square no longer plays the move.
    f.click(sq(v, "a4"));
    QCOMPARE(spy.count(), 0);
}

void TestBoardWidget::optionalPromotionAsksForTheFace_data() {
    QTest::addColumn<QString>("face");
    QTest::addColumn<QString>("text");
    QTest::newRow("promote") << "+S" << "e10-e11+";
    QTest::newRow("stay") << "S" << "e10-e11";
}

void TestBoardWidget::optionalPromotionAsksForTheFace() {
    QFETCH(QString, face);
    QFETCH(QString, text);
    const Variant& v = *findVariant("heian-dai");
    auto pos = uitest::position(v, "p,11,k/13/13/4,S,8/13/13/13/13/13/13/13/13/K,12 b -");
    QVERIFY(pos);
    Game game(v, *pos);
    BoardFixture f(game);
    f.chooser.faces = {face};
    QSignalSpy spy(&f.board, &ui::BoardWidget::moveEntered);
    f.click(sq(v, "e10"));
    QVERIFY(f.board.entry().targets().at(sq(v, "e11")) & ui::kMarkPromotion);
    f.click(sq(v, "e11"));
    QCOMPARE(f.chooser.faceQuestions, 1);
    QCOMPARE(f.chooser.lastKinds.size(), std::size_t(2));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(QString::fromStdString(moveText(game, only(spy))), text);
}

void TestBoardWidget::exposingTheRoyalAsksFirst() {
    // Heian is a royal-capture variant: the King may step next to the Gold, after a question.
    const Variant& v = *findVariant("heian-dai");
    auto pos = uitest::position(v, "12,k/11,p,1/13/13/13/13/13/13/13/13/2,g,10/12,P/K,12 b -");
    QVERIFY(pos);
    Game game(v, *pos);
    BoardFixture f(game);
    QSignalSpy spy(&f.board, &ui::BoardWidget::moveEntered);
    f.chooser.confirm = false;
    f.click(sq(v, "a1"));
    f.click(sq(v, "b2"));
    QCOMPARE(f.chooser.exposureQuestions, 1);
    QCOMPARE(spy.count(), 0);
    f.chooser.confirm = true;
    f.click(sq(v, "a1"));
    f.click(sq(v, "b2"));
    QCOMPARE(f.chooser.exposureQuestions, 2);
    QCOMPARE(spy.count(), 1);
    // A safe square does not ask.
    f.click(sq(v, "a1"));
    f.click(sq(v, "b1"));
    QCOMPARE(f.chooser.exposureQuestions, 2);
    QCOMPARE(spy.count(), 2);
}

void TestBoardWidget::studyShowsMovesWithoutMoving() {
    Game game(*findVariant("heian-dai"));
    BoardFixture f(game);
    const Variant& v = game.variant();
    QSignalSpy moves(&f.board, &ui::BoardWidget::moveEntered);
    QSignalSpy inspected(&f.board, &ui::BoardWidget::pieceInspected);
    // The opponent's Pawn: its move is shown, nothing is selected for play.
    f.click(sq(v, "a11"));
    QCOMPARE(inspected.count(), 1);
    QVERIFY(!f.board.entry().active());
    QVERIFY(f.board.studyTargets().count(sq(v, "a10")));
    f.click(sq(v, "a10"));
    QCOMPARE(moves.count(), 0);
    // One's own piece with Ctrl: studied, not picked up.
    f.click(sq(v, "a3"), Qt::ControlModifier);
    QVERIFY(!f.board.entry().active());
    QVERIFY(f.board.studyTargets().count(sq(v, "a4")));
    QCOMPARE(moves.count(), 0);
}

void TestBoardWidget::lionDoubleCaptureIguiAndPassByClicks() {
    const Variant& v = uitest::lionTestVariant();
    auto pos = uitest::position(v, "3,k,3/7/3,p,3/3,p,3/3,LN,3/7/3,K,3 b -");
    QVERIFY(pos);
    const std::pair<std::vector<const char*>, const char*> cases[] = {
        {{"d3", "d4", "d5"}, "d3xd4xd5"},
        {{"d3", "d4", "d3"}, "d3xd4-d3"},
        {{"d3", "d4", "d4"}, "d3xd4"},
        {{"d3", "d3"}, "d3-d3"},
    };
    for (const auto& [clicks, text] : cases) {
        Game game(v, *pos);
        BoardFixture f(game);
        QSignalSpy spy(&f.board, &ui::BoardWidget::moveEntered);
        for (const char* s : clicks) f.click(sq(v, s));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(moveText(game, only(spy)), std::string(text));
    }
}

void TestBoardWidget::hookMoveByClicks() {
    const Variant& v = uitest::lionTestVariant();
    auto pos = uitest::position(v, "3,k,3/7/7/7/7/7/HM,2,K,3 b -");
    QVERIFY(pos);
    Game game(v, *pos);
    BoardFixture f(game);
    QSignalSpy spy(&f.board, &ui::BoardWidget::moveEntered);
    f.click(sq(v, "a1"));
    QTest::mouseMove(&f.board, f.board.squarePoint(sq(v, "c5")));
    QVERIFY(!f.board.entry().pathsThrough(sq(v, "c5")).empty());
    f.click(sq(v, "c5"));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(moveText(game, only(spy)), std::string("a1-c5"));
}

// ---- the large variants, as core defines them ----------------------------------------

void TestBoardWidget::macadamiaLionByClicks_data() {
    QTest::addColumn<QStringList>("clicks");
    QTest::addColumn<QString>("face");  // answer to the promotion question, "" if none expected
    QTest::addColumn<QString>("text");
    QTest::newRow("double capture") << QStringList{"g5", "g6", "g7"} << "LN" << "g5xg6xg7";
    QTest::newRow("double capture, promote") << QStringList{"g5", "g6", "g7"} << "+LN" << "g5xg6xg7+";
    QTest::newRow("igui") << QStringList{"g5", "g6", "g5"} << "LN" << "g5xg6-g5";
    QTest::newRow("capture and step on") << QStringList{"g5", "g6", "h7"} << "LN" << "g5xg6-h7";
    QTest::newRow("one capture") << QStringList{"g5", "g6", "g6"} << "LN" << "g5xg6";
    QTest::newRow("pass") << QStringList{"g5", "g5"} << "" << "g5-g5";
    QTest::newRow("jump") << QStringList{"g5", "e3"} << "" << "g5-e3";
}

void TestBoardWidget::macadamiaLionByClicks() {
    QFETCH(QStringList, clicks);
    QFETCH(QString, face);
    QFETCH(QString, text);
    const Variant* v = findVariant("macadamia");
    QVERIFY2(v, "macadamia is a built-in variant");
    auto pos = uitest::placed(*v, {{"g1", "K"}, {"g13", "k"}, {"a12", "p"}, {"g5", "LN"}, {"g6", "p"}, {"g7", "p"}});
    QVERIFY(pos);
    Game game(*v, *pos);
    BoardFixture f(game);
    if (!face.isEmpty()) f.chooser.faces = {face};
    QSignalSpy spy(&f.board, &ui::BoardWidget::moveEntered);
    for (const QString& s : clicks) f.click(sq(*v, s.toLatin1().constData()));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(QString::fromStdString(moveText(game, only(spy))), text);
    QCOMPARE(f.chooser.faceQuestions, face.isEmpty() ? 0 : 1);
    QCOMPARE(f.chooser.passQuestions, only(spy).isPass() ? 1 : 0);
}

void TestBoardWidget::declinedPassPlaysNothing() {
    const Variant& v = uitest::lionTestVariant();
    auto pos = uitest::position(v, "3,k,3/7/7/7/3,LN,3/7/3,K,3 b -");
    QVERIFY(pos);
    Game game(v, *pos);
    BoardFixture f(game);
    f.chooser.pass = false;
    QSignalSpy spy(&f.board, &ui::BoardWidget::moveEntered);
    f.click(sq(v, "d3"));
    QVERIFY(f.board.entry().targets().at(sq(v, "d3")) & ui::kMarkPass);
    f.click(sq(v, "d3"));
    QCOMPARE(f.chooser.passQuestions, 1);
    QCOMPARE(spy.count(), 0);
}

void TestBoardWidget::hookLionDogByClicks() {
    const Variant* v = findVariant("hook");
    QVERIFY2(v, "hook is a built-in variant");
    auto pos = uitest::placed(*v, {{"h1", "K"}, {"h16", "k"}, {"a15", "p"}, {"h5", "LD"}, {"h6", "p"}, {"h7", "p"}});
    QVERIFY(pos);
    Game game(*v, *pos);
    BoardFixture f(game);
    QSignalSpy spy(&f.board, &ui::BoardWidget::moveEntered);
    // Out two capturing both, back one: three clicks after the piece.
    f.click(sq(*v, "h5"));
    QVERIFY(f.board.entry().targets().at(sq(*v, "h6")) & ui::kMarkContinue);
    for (const char* s : {"h6", "h7", "h6"}) f.click(sq(*v, s));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(moveText(game, only(spy)), std::string("h5xh6xh7-h6+"));
}

void TestBoardWidget::macadamiaHookMoverShowsBothCorners() {
    const Variant* v = findVariant("macadamia");
    QVERIFY2(v, "macadamia is a built-in variant");
    auto pos = uitest::placed(*v, {{"g1", "K"}, {"g13", "k"}, {"a12", "p"}, {"a1", "HM"}});
    QVERIFY(pos);
    Game game(*v, *pos);
    BoardFixture f(game);
    QSignalSpy spy(&f.board, &ui::BoardWidget::moveEntered);
    f.click(sq(*v, "a1"));
    QTest::mouseMove(&f.board, f.board.squarePoint(sq(*v, "c5")));
    // Up the a-file and right, or right along rank 1 and up: two bent paths.
    std::set<Square> corners;
    for (const MovePath& p : f.board.entry().pathsThrough(sq(*v, "c5")))
        if (p.waypoints.size() == 3) corners.insert(p.waypoints[1]);
    QCOMPARE(corners, (std::set<Square>{sq(*v, "a5"), sq(*v, "c1")}));
    f.click(sq(*v, "c5"));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(moveText(game, only(spy)), std::string("a1-c5"));
}

SHOGI_UI_TEST(TestBoardWidget, "tst_boardwidget");
#include "tst_boardwidget.moc"
