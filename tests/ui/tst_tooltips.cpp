// Tooltips on pieces: on the board, in hand, in the move list and in the piece reference
// they name the piece (English, kanji, reading) and its other face.
#include <QtTest>

#include <QFrame>
#include <QToolTip>

#include "UiTestSupport.h"
#include "UiTestMain.h"
#include "boardview/BoardWidget.h"
#include "language/PieceToolTip.h"
#include "panels/MoveListView.h"
#include "windows/PieceReferenceWindow.h"

using namespace shogi;

using uitest::sq;

namespace {

// Sends the event the pointer resting at `at` sends, and returns the tooltip shown.
QString hover(QWidget* widget, QPoint at) {
    QHelpEvent event(QEvent::ToolTip, at, widget->mapToGlobal(at));
    QCoreApplication::sendEvent(widget, &event);
    return QToolTip::isVisible() ? QToolTip::text() : QString();
}

}  // namespace

class TestTooltips : public QObject {
    Q_OBJECT

private slots:
    void boardPiecesNameBothFaces();
    void promotedFacesSayWhatTheyWere();
    void piecesInHandHaveTooltips();
    void moveListRowsNameThePieceMoved();
    void referenceCardsHaveTooltips();
};

void TestTooltips::boardPiecesNameBothFaces() {
    const Variant& maka = *findVariant("maka-dai-dai");
    ui::BoardWidget board;
    board.resize(800, 800);
    board.setPosition(startPosition(maka));
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    const QString lion = hover(&board, board.squarePoint(sq(maka, "j3")));
    for (const char* part : {"Lion", "獅子", "shishi", "Promotes to: Furious Fiend", "奮迅", "Black"})
        QVERIFY2(lion.contains(QString::fromUtf8(part)), qPrintable(lion));
    const QString king = board.toolTipAt(board.squarePoint(sq(maka, "j19")));
    for (const char* part : {"King", "玉将", "gyokushō", "Emperor", "White", "Royal"})
        QVERIFY2(king.contains(QString::fromUtf8(part)), qPrintable(king));
    // An empty square has none.
    QVERIFY(board.toolTipAt(board.squarePoint(sq(maka, "j10"))).isEmpty());
    hover(&board, board.squarePoint(sq(maka, "j10")));
    QTRY_VERIFY(!QToolTip::isVisible());
}

void TestTooltips::promotedFacesSayWhatTheyWere() {
    const Variant& maka = *findVariant("maka-dai-dai");
    const QString fiend = ui::pieceToolTip(maka, maka.kindByCode("+LN"));
    QVERIFY2(fiend.contains("Furious Fiend") && fiend.contains("Promoted from: Lion"), qPrintable(fiend));
    const Variant& micro = *findVariant("micro");
    const QString tokin = ui::pieceToolTip(micro, micro.kindByCode("+B"), kWhite);
    QVERIFY2(tokin.contains("Tokin") && tokin.contains("Turns back into: Bishop") && tokin.contains("White"), qPrintable(tokin));
    const QString gold = ui::pieceToolTip(*findVariant("heian-dai"), findVariant("heian-dai")->kindByCode("G"));
    QVERIFY2(gold.contains("Does not promote"), qPrintable(gold));
}

void TestTooltips::piecesInHandHaveTooltips() {
    const Variant& micro = *findVariant("micro");
    const auto pos = uitest::position(micro, "k,3/4/4/4/3,K b P,b");
    QVERIFY(pos);
    ui::BoardWidget board;
    board.resize(600, 600);
    board.setPosition(*pos);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    const QPoint pawn = board.handPoint(kBlack, micro.typeByCode("P"));
    QVERIFY(!pawn.isNull());
    const QString pawnTip = hover(&board, pawn);
    for (const char* part : {"Pawn", "歩兵", "fuhyō", "Promotes to: Knight", "桂馬", "Black"})
        QVERIFY2(pawnTip.contains(QString::fromUtf8(part)), qPrintable(pawnTip));
    const QString bishop = board.toolTipAt(board.handPoint(kWhite, micro.typeByCode("B")));
    QVERIFY2(bishop.contains("Bishop") && bishop.contains("角行") && bishop.contains("White"), qPrintable(bishop));
}

void TestTooltips::moveListRowsNameThePieceMoved() {
    const Variant& micro = *findVariant("micro");
    Game game(micro);
    const auto first = uitest::moveByText(game, "d2-d3");
    QVERIFY(first);
    game.play(*first);
    const auto second = uitest::moveByText(game, "c5-c4");
    QVERIFY(second);
    game.play(*second);
    ui::MoveListView list;
    list.resize(300, 400);
    list.setMoves({"P d2-d3", "G c5-c4"}, game, 2);
    list.show();
    QVERIFY(QTest::qWaitForWindowExposed(&list));
    QVERIFY2(list.item(1)->toolTip().contains("Pawn") && list.item(1)->toolTip().contains("Black"), qPrintable(list.item(1)->toolTip()));
    QVERIFY(list.item(0)->toolTip().isEmpty());  // the start row
    // Resting on the second move's row shows White's Gold.
    const QRect row = list.visualItemRect(list.item(2));
    const QString shown = hover(list.viewport(), row.center());
    QVERIFY2(shown.contains("Gold General") && shown.contains("White"), qPrintable(shown));
}

void TestTooltips::referenceCardsHaveTooltips() {
    const Variant& hook = *findVariant("hook");
    ui::PieceReferenceWindow window;
    window.showVariant(hook, nullptr);
    // Each face shown (a card holds a piece and its promoted face) has its tooltip.
    int withTips = 0;
    bool lion = false;
    for (const QWidget* face : window.findChildren<QWidget*>()) {
        if (face->toolTip().isEmpty()) continue;
        ++withTips;
        lion = lion || face->toolTip().contains("Promotes to: Lion Hawk");
    }
    QVERIFY2(withTips >= window.entryCount(), qPrintable(QString("%1 < %2").arg(withTips).arg(window.entryCount())));
    QVERIFY(lion);
}

SHOGI_UI_TEST(TestTooltips, "tst_tooltips");
#include "tst_tooltips.moc"
