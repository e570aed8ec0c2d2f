// The legend (View > Legend) explains every mark the board draws, drawn by the board's own
// mark style; the marks drawn over pieces keep off the middle of the square, where the kanji
// is, even on the 34 px squares of a 19x19 board at 1366x768.
#include <QtTest>
#include <functional>

#include <QAction>
#include <QLabel>

#include "UiTestSupport.h"
#include "UiTestMain.h"
#include "boardview/MarkStyle.h"
#include "boardview/MoveEntry.h"
#include "windows/LegendWindow.h"
#include "windows/MainWindow.h"

using namespace shogi;

class TestLegend : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void viewMenuOpensTheLegendOfEveryMark();
    void marksOverPiecesLeaveTheKanjiFree_data();
    void marksOverPiecesLeaveTheKanjiFree();
    void framesShowAroundAPiece_data();
    void framesShowAroundAPiece();
};

void TestLegend::initTestCase() {
    uitest::useTestSettings("tst_legend");
    QSettings().clear();
}

void TestLegend::viewMenuOpensTheLegendOfEveryMark() {
    ui::MainWindow window;
    window.startGame(*findVariant("maka-dai-dai"));
    auto* action = window.findChild<QAction*>("legendAction");
    QVERIFY(action);
    action->trigger();
    auto* legend = window.findChild<ui::LegendWindow*>("legendWindow");
    QVERIFY(legend && legend->isVisible());
    QCOMPARE(legend->entryCount(), 16);
    QString all;
    int samples = 0;
    for (const QLabel* label : legend->findChildren<QLabel*>()) {
        all += label->text() + '\n';
        if (!label->pixmap().isNull()) ++samples;
    }
    QCOMPARE(samples, 2 * legend->entryCount());  // each mark at 34 px and larger
    for (const char* mark : {"Move", "Capture", "Goes on", "Promotion", "Pass", "Picked up", "Steps so far", "Way there",
                             "Last move", "Captured", "Check", "Study", "Threat", "Problem"})
        QVERIFY2(all.contains(QStringLiteral("<b>%1</b>").arg(mark)), mark);
    QVERIFY(all.contains("Shift-click"));
    // Esc closes it.
    QTest::keyClick(legend, Qt::Key_Escape);
    QVERIFY(!legend->isVisible());
}

void TestLegend::marksOverPiecesLeaveTheKanjiFree_data() {
    QTest::addColumn<unsigned>("mark");
    QTest::addColumn<int>("size");
    for (int size : {34, 60}) {
        const QByteArray s = QByteArray::number(size);
        QTest::newRow("capture " + s) << unsigned(ui::kMarkCapture) << size;
        QTest::newRow("goes on " + s) << unsigned(ui::kMarkContinue) << size;
        QTest::newRow("pass " + s) << unsigned(ui::kMarkPass) << size;
        QTest::newRow("promotion " + s) << unsigned(ui::kMarkPromotion) << size;
        QTest::newRow("all at once " + s)
            << unsigned(ui::kMarkCapture | ui::kMarkContinue | ui::kMarkPromotion | ui::kMarkPass) << size;
    }
}

namespace {

// A mark drawn on a white square of `size` pixels.
QImage markOnWhite(int size, const std::function<void(QPainter&, const QRectF&)>& draw) {
    QImage image(size, size, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    draw(p, QRectF(0, 0, size, size));
    return image;
}

// How many pixels the mark changed where `where(x, y)` holds.
int changed(const QImage& image, const std::function<bool(int, int)>& where) {
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (where(x, y) && image.pixelColor(x, y) != QColor(Qt::white)) ++n;
    return n;
}

// The middle of a square of `size` pixels, where a piece's kanji is.
bool inMiddle(int x, int y, int size) { return x >= size * 0.3 && x < size * 0.65 && y >= size * 0.3 && y < size * 0.7; }

}  // namespace

void TestLegend::marksOverPiecesLeaveTheKanjiFree() {
    QFETCH(unsigned, mark);
    QFETCH(int, size);
    const QImage image =
        markOnWhite(size, [mark](QPainter& p, const QRectF& r) { ui::marks::target(p, r, mark, ui::marks::kTargets); });
    QCOMPARE(changed(image, [size](int x, int y) { return inMiddle(x, y, size); }), 0);
    // The mark is there, around the middle.
    QVERIFY(changed(image, [size](int x, int y) { return !inMiddle(x, y, size); }) > size);
}

void TestLegend::framesShowAroundAPiece_data() {
    QTest::addColumn<int>("frame");
    QTest::addColumn<int>("size");
    for (int size : {34, 60}) {
        const QByteArray s = QByteArray::number(size);
        QTest::newRow("last move " + s) << 0 << size;
        QTest::newRow("check " + s) << 1 << size;
        QTest::newRow("royal attacked " + s) << 2 << size;
    }
}

void TestLegend::framesShowAroundAPiece() {
    QFETCH(int, frame);
    QFETCH(int, size);
    const QImage image = markOnWhite(size, [frame](QPainter& p, const QRectF& r) {
        if (frame == 0) ui::marks::lastMoveFrame(p, r);
        else if (frame == 1) ui::marks::checkFrame(p, r);
        else ui::marks::threatenedRoyal(p, r);
    });
    // A piece covers the middle 92% of the square (BoardPainter): the frame must show in the
    // band it leaves, and touch nothing of the kanji.
    const double inset = size * 0.04;
    const auto underPiece = [inset, size](int x, int y) {
        return x >= inset && x < size - inset && y >= inset && y < size - inset;
    };
    QCOMPARE(changed(image, [size](int x, int y) { return inMiddle(x, y, size); }), 0);
    const int shown = changed(image, [&underPiece](int x, int y) { return !underPiece(x, y); });
    QVERIFY2(shown > size * 2, qPrintable(QString("%1 pixels show around the piece").arg(shown)));
}

SHOGI_UI_TEST(TestLegend, "tst_legend");
#include "tst_legend.moc"
