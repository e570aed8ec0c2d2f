// Leg-by-leg move entry (MoveEntry) against core's moves for Lion and Hook Mover.
#include <QtTest>

#include "UiTestSupport.h"
#include "UiTestMain.h"
#include "boardview/MoveEntry.h"
#include "record/GameText.h"

using namespace shogi;
using ui::MoveEntry;

using uitest::sq;

class TestMoveEntry : public QObject {
    Q_OBJECT

private slots:
    void clickSequenceFollowsMoveText();
    void lionDoubleCaptureIguiAndStop();
    void lionPassIsOfferedOnTheOrigin();
    void hookMoveShowsItsBentPath();
    void rejectedClickChangesNothing();
};

void TestMoveEntry::clickSequenceFollowsMoveText() {
    Move m;
    m.from = toSquare(4, 4);
    m.to = toSquare(4, 4);
    m.addCapture(toSquare(4, 5));
    QCOMPARE(MoveEntry::clickSequence(m), (std::vector<Square>{toSquare(4, 5), toSquare(4, 4)}));  // igui
    Move two = m;
    two.to = toSquare(4, 6);
    two.addCapture(toSquare(4, 6));
    QCOMPARE(MoveEntry::clickSequence(two), (std::vector<Square>{toSquare(4, 5), toSquare(4, 6)}));
}

void TestMoveEntry::lionDoubleCaptureIguiAndStop() {
    const Variant& v = uitest::lionTestVariant();
    auto pos = uitest::position(v, "3,k,3/7/3,p,3/3,p,3/3,LN,3/7/3,K,3 b -");
    QVERIFY(pos);
    Game game(v, *pos);
    const Square d3 = sq(v, "d3"), d4 = sq(v, "d4"), d5 = sq(v, "d5");

    MoveEntry entry;
    entry.begin(d3, game.pieceMoves(d3));
    // d4 holds a pawn: the Lion can stop there (capture) or go on (continue).
    const auto marks = entry.targets();
    QVERIFY(marks.at(d4) & ui::kMarkCapture);
    QVERIFY(marks.at(d4) & ui::kMarkContinue);
    QVERIFY(marks.at(d5) & ui::kMarkCapture);  // the jump to d5 captures there

    QCOMPARE(entry.click(d4), MoveEntry::Step::Continued);
    QCOMPARE(entry.clicked(), std::vector<Square>{d4});
    // Second leg: d5 again (double capture), the origin (igui), d4 itself (stop there).
    const auto second = entry.targets();
    QVERIFY(second.count(d5));
    QVERIFY(second.count(d3));
    QVERIFY(second.at(d4) & ui::kMarkCapture);

    MoveEntry doubleCapture = entry;
    QCOMPARE(doubleCapture.click(d5), MoveEntry::Step::Completed);
    QCOMPARE(doubleCapture.completed().size(), std::size_t(1));
    QCOMPARE(moveText(game, doubleCapture.completed().front().move), std::string("d3xd4xd5"));

    MoveEntry igui = entry;
    QCOMPARE(igui.click(d3), MoveEntry::Step::Completed);
    QCOMPARE(moveText(game, igui.completed().front().move), std::string("d3xd4-d3"));

    MoveEntry stop = entry;
    QCOMPARE(stop.click(d4), MoveEntry::Step::Completed);
    QCOMPARE(moveText(game, stop.completed().front().move), std::string("d3xd4"));
}

void TestMoveEntry::lionPassIsOfferedOnTheOrigin() {
    const Variant& v = uitest::lionTestVariant();
    auto pos = uitest::position(v, "3,k,3/7/7/7/3,LN,3/7/3,K,3 b -");
    QVERIFY(pos);
    Game game(v, *pos);
    const Square d3 = sq(v, "d3");
    MoveEntry entry;
    entry.begin(d3, game.pieceMoves(d3));
    const auto marks = entry.targets();
    QVERIFY(marks.count(d3));
    QVERIFY(marks.at(d3) & ui::kMarkPass);
    QCOMPARE(entry.click(d3), MoveEntry::Step::Completed);
    QVERIFY(entry.completed().front().move.isPass());
}

void TestMoveEntry::hookMoveShowsItsBentPath() {
    const Variant& v = uitest::lionTestVariant();
    auto pos = uitest::position(v, "3,k,3/7/7/7/7/7/HM,2,K,3 b -");
    QVERIFY(pos);
    Game game(v, *pos);
    const Square a1 = sq(v, "a1"), c5 = sq(v, "c5");
    MoveEntry entry;
    entry.begin(a1, game.pieceMoves(a1));
    QVERIFY(entry.targets().count(c5));  // up the a-file, then right along rank 5
    const auto paths = entry.pathsThrough(c5);
    QVERIFY(!paths.empty());
    bool cornerAtA5 = false;
    for (const MovePath& p : paths)
        cornerAtA5 |= std::find(p.waypoints.begin(), p.waypoints.end(), sq(v, "a5")) != p.waypoints.end();
    QVERIFY(cornerAtA5);
    QCOMPARE(entry.click(c5), MoveEntry::Step::Completed);
    QCOMPARE(moveText(game, entry.completed().front().move), std::string("a1-c5"));
}

void TestMoveEntry::rejectedClickChangesNothing() {
    const Variant& v = uitest::lionTestVariant();
    auto pos = uitest::position(v, "3,k,3/7/7/7/7/3,P,3/3,K,3 b -");
    QVERIFY(pos);
    Game game(v, *pos);
    const Square d2 = sq(v, "d2");
    MoveEntry entry;
    entry.begin(d2, game.pieceMoves(d2));
    const auto before = entry.targets();
    QCOMPARE(entry.click(sq(v, "a7")), MoveEntry::Step::Rejected);
    QCOMPARE(entry.targets(), before);
    QVERIFY(entry.clicked().empty());
}

SHOGI_UI_TEST(TestMoveEntry, "tst_moveentry");
#include "tst_moveentry.moc"
