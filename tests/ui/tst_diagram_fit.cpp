// The piece panel shows the whole move diagram, scaled to the space the window gives it, at
// every window size from 1366x768 up, with the words beside or under it; a click opens it
// large, where each part of a dense diagram can be shown alone.
#include <QDockWidget>
#include <QLabel>
#include <QScrollArea>
#include <QShortcut>
#include <QStackedWidget>
#include <QTabWidget>
#include <QtTest>

#include "UiTestMain.h"
#include "UiTestSupport.h"
#include "art/PieceSets.h"
#include "boardview/BoardWidget.h"
#include "panels/DiagramSplit.h"
#include "panels/DiagramWindow.h"
#include "panels/MoveDiagram.h"
#include "panels/PiecePanel.h"
#include "windows/MainWindow.h"

using namespace shogi;

namespace {

// Whatever holds the panel (a dock, a tab, a page of a stack) shows it.
void bringIntoView(QWidget* widget) {
    for (QWidget* child = widget, *parent = widget->parentWidget(); parent; child = parent, parent = parent->parentWidget()) {
        if (auto* dock = qobject_cast<QDockWidget*>(parent)) {
            dock->show();
            dock->raise();
        }
        if (auto* stack = qobject_cast<QStackedWidget*>(parent)) stack->setCurrentWidget(child);
        if (auto* tabs = qobject_cast<QTabWidget*>(parent)) tabs->setCurrentWidget(child);
    }
    QCoreApplication::processEvents();
}

// The board the diagram draws, in the panel's coordinates.
QRect drawnBoard(const ui::PiecePanel& panel) {
    const ui::MoveDiagram* d = panel.diagram();
    return QRect(d->mapTo(&panel, d->boardRect().topLeft().toPoint()), d->boardRect().size().toSize());
}

// Fails unless the whole diagram is on screen inside the panel, neither cut off nor covered,
// with squares large enough to read.
void expectWholeDiagram(const ui::PiecePanel& panel, const char* what) {
    const ui::MoveDiagram* d = panel.diagram();
    QVERIFY2(d->isVisible(), what);
    const QRect board = drawnBoard(panel);
    QVERIFY2(panel.rect().contains(board), qPrintable(QString("%1: board %2,%3 %4x%5 outside the panel %6x%7")
                                                          .arg(what).arg(board.x()).arg(board.y()).arg(board.width())
                                                          .arg(board.height()).arg(panel.width()).arg(panel.height())));
    // Nothing above it clips it (a scroll area, the dock's edge).
    const QRect inDiagram = d->boardRect().toAlignedRect().adjusted(1, 1, -1, -1);
    QVERIFY2(d->visibleRegion().contains(inDiagram), what);
    const int squares = 2 * d->layout().radius + 1;
    QVERIFY2(board.width() / squares >= 12, qPrintable(QString("%1: squares of %2 px").arg(what).arg(board.width() / squares)));
}

int kindOf(const char* variant, const char* code) { return findVariant(variant)->kindByCode(code); }

}  // namespace

class TestDiagramFit : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init() { QSettings().clear(); }
    void panelShowsTheWholeDiagramAtLaptopAndDesktopSizes_data();
    void panelShowsTheWholeDiagramAtLaptopAndDesktopSizes();
    void diagramIsScaledToAnyPanelShape();
    void clickOpensTheDiagramLarge();
    void largeViewShowsEachPartAlone();
};

void TestDiagramFit::initTestCase() { uitest::useTestSettings("tst_diagram_fit"); }

void TestDiagramFit::panelShowsTheWholeDiagramAtLaptopAndDesktopSizes_data() {
    QTest::addColumn<QSize>("size");
    QTest::newRow("1366x768") << QSize(1366, 768);
    QTest::newRow("1366x768 with the desktop's panel and title bar") << QSize(1366, 705);
    QTest::newRow("1920x1080") << QSize(1920, 1080);
    QTest::newRow("1920x1080 with the desktop's panel and title bar") << QSize(1920, 1017);
}

void TestDiagramFit::panelShowsTheWholeDiagramAtLaptopAndDesktopSizes() {
    QFETCH(QSize, size);
    ui::MainWindow window;
    window.resize(size);
    window.startGame(*findVariant("maka-dai-dai"));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* panel = window.findChild<ui::PiecePanel*>();
    QVERIFY(panel);
    bringIntoView(panel);
    // A piece clicked on the board: White's Lion, whose diagram is turned.
    const Square lion = toSquare(9, 16);  // j17
    QCOMPARE(window.controller().game().position().cell(lion), makeCell(kindOf("maka-dai-dai", "LN"), kWhite));
    QTest::mouseClick(window.board(), Qt::LeftButton, {}, window.board()->squarePoint(lion));
    QTRY_VERIFY(!panel->diagram()->isEmpty());
    QVERIFY(panel->diagram()->turned());
    expectWholeDiagram(*panel, "Lion");
    // The densest diagrams and the largest: the Furious Fiend, the Emperor, a Hook Mover.
    for (const auto& [variant, code] : {std::pair{"maka-dai-dai", "+LN"}, {"maka-dai-dai", "+K"}, {"hook", "HM"}, {"hook", "RD"}}) {
        panel->showPiece(*findVariant(variant), kindOf(variant, code), kBlack);
        QCoreApplication::processEvents();
        expectWholeDiagram(*panel, code);
    }
    // The words are there too, beside or under it, not on top of it.
    auto* words = panel->findChild<QScrollArea*>(QStringLiteral("pieceWords"));
    QVERIFY(words && words->isVisible());
    const QRect wordsRect(words->mapTo(panel, QPoint(0, 0)), words->size());
    QVERIFY(!wordsRect.intersects(drawnBoard(*panel)));
    QVERIFY(wordsRect.height() >= 40 && wordsRect.width() >= 120);
}

void TestDiagramFit::diagramIsScaledToAnyPanelShape() {
    ui::PiecePanel panel;
    panel.setPieceArt(ui::pieceSets().front());
    panel.showPiece(*findVariant("maka-dai-dai"), kindOf("maka-dai-dai", "LD"));
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    int previous = 0;
    // Growing panels get larger diagrams; a wide one puts the words beside it, a tall one under.
    for (const QSize size : {QSize(200, 320), QSize(260, 500), QSize(340, 760)}) {
        panel.resize(size);
        QCoreApplication::processEvents();
        expectWholeDiagram(panel, qPrintable(QString("%1x%2").arg(size.width()).arg(size.height())));
        QVERIFY(!panel.split()->sideBySide());
        QVERIFY(panel.split()->diagramSide() > previous);
        previous = panel.split()->diagramSide();
    }
    for (const QSize size : {QSize(560, 220), QSize(900, 300)}) {
        panel.resize(size);
        QCoreApplication::processEvents();
        expectWholeDiagram(panel, qPrintable(QString("%1x%2").arg(size.width()).arg(size.height())));
        QVERIFY(panel.split()->sideBySide());
    }
}

void TestDiagramFit::clickOpensTheDiagramLarge() {
    ui::PiecePanel panel;
    panel.resize(260, 420);
    panel.showPiece(*findVariant("maka-dai-dai"), kindOf("maka-dai-dai", "+LN"), kWhite);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const ui::MoveDiagram* small = panel.diagram();
    QVERIFY(!panel.findChild<ui::DiagramWindow*>());
    QTest::mouseClick(const_cast<ui::MoveDiagram*>(small), Qt::LeftButton, {}, small->rect().center());
    auto* large = panel.findChild<ui::DiagramWindow*>();
    QVERIFY(large && large->isVisible());
    QCOMPARE(large->diagram()->kind(), small->kind());
    QVERIFY(large->diagram()->turned());  // as the panel shows it
    QVERIFY(large->diagram()->boardRect().width() > 1.5 * small->boardRect().width());
    // With the keyboard: Enter on the diagram.
    large->close();
    const_cast<ui::MoveDiagram*>(small)->setFocus();
    QTest::keyClick(const_cast<ui::MoveDiagram*>(small), Qt::Key_Return);
    QVERIFY(large->isVisible());
    // Another piece clicked while it is open: it follows.
    panel.showPiece(*findVariant("hook"), kindOf("hook", "HM"));
    QCOMPARE(large->diagram()->kind(), kindOf("hook", "HM"));
    // Esc puts it away (the offscreen platform does not make a child window active, so the
    // window's Esc shortcut is triggered as the shortcut map would).
    QShortcut* esc = nullptr;
    for (QShortcut* s : large->findChildren<QShortcut*>())
        if (s->key() == QKeySequence(Qt::Key_Escape)) esc = s;
    QVERIFY(esc);
    emit esc->activated();
    QVERIFY(!large->isVisible());
}

void TestDiagramFit::largeViewShowsEachPartAlone() {
    const Variant& maka = *findVariant("maka-dai-dai");
    ui::DiagramWindow large;
    large.resize(1100, 700);
    large.showPiece(nullptr, maka, maka.kindByCode("+LN"), kBlack);
    large.show();
    QVERIFY(QTest::qWaitForWindowExposed(&large));
    QCOMPARE(large.partCount(), 2);  // the Lion's double move and the Lion Dog's line move
    const ui::MoveDiagram* d = large.diagram();
    // Two squares out on a knight's line the Lion's area is tinted, and nothing of the Lion
    // Dog is; two out along a line both are.
    const auto colourAt = [&](Offset o) {
        const QImage image = const_cast<ui::MoveDiagram*>(d)->grab().toImage();
        const QPointF c = d->squareCentre(o) + QPointF(0, d->boardRect().width() / 7 * 0.4);  // off the ring
        return image.pixelColor(c.toPoint());
    };
    const QColor areaWhole = colourAt({2, 1});
    large.showPart(1);  // the Lion Dog alone
    QCOMPARE(d->part(), 1);
    const QColor areaFaint = colourAt({2, 1});
    QVERIFY2(areaFaint.saturation() < areaWhole.saturation() - 20,
             qPrintable(areaWhole.name() + QStringLiteral(" ") + areaFaint.name()));
    const std::vector<ui::MarkKind> dogMarks = d->layout().legendKinds(1);
    QVERIFY(std::find(dogMarks.begin(), dogMarks.end(), ui::MarkKind::LineStep) != dogMarks.end());
    QVERIFY(std::find(dogMarks.begin(), dogMarks.end(), ui::MarkKind::DoubleArea) == dogMarks.end());
    large.showPart(0);  // the Lion alone: its area in full
    QCOMPARE(colourAt({2, 1}), areaWhole);
    large.showPart(-1);
    QCOMPARE(d->part(), -1);
}

SHOGI_UI_TEST(TestDiagramFit, "tst_diagram_fit");
#include "tst_diagram_fit.moc"
