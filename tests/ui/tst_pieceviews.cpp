// The piece views: the reference window and the art of every face. (Where a diagram's piece
// goes is core's answer: tests/core/reach_test.cpp.)
#include <QSvgRenderer>
#include <QtTest>

#include "art/PieceImageCache.h"
#include "UiTestMain.h"
#include "art/PieceSets.h"
#include "variants/Variant.h"
#include "windows/PieceReferenceWindow.h"

using namespace shogi;

class TestPieceViews : public QObject {
    Q_OBJECT

private slots:
    void referenceListsEveryPiece();
    void everyFaceHasAnImage();
};

void TestPieceViews::referenceListsEveryPiece() {
    for (const Variant* v : allVariants()) {
        ui::PieceReferenceWindow window;
        window.showVariant(*v, ui::pieceSets().front());
        // Every row of the piece table that a face shows, promoted-only ones too.
        int expected = 0;
        for (int t = 0; t < v->typeCount(); ++t) {
            bool shown = false;
            for (int k = 0; k < v->kindCount(); ++k) shown |= v->kind(k).valid && v->kind(k).faceType == t;
            expected += shown;
        }
        QCOMPARE(window.entryCount(), expected);
        QVERIFY2(expected >= v->typeCount() - 1, v->id());
    }
}

void TestPieceViews::everyFaceHasAnImage() {
    for (const ui::PieceArt* art : ui::pieceSets()) {
        for (const Variant* v : allVariants()) {
            for (int k = 0; k < v->kindCount(); ++k) {
                if (!v->kind(k).valid) continue;
                QSvgRenderer renderer(art->svg(*v, k));
                QVERIFY2(renderer.isValid(), qPrintable(QString("%1 %2 %3").arg(art->id(), v->id()).arg(k)));
                const QImage image = ui::PieceImageCache::shared().pixmap(*art, *v, k, kWhite, 32).toImage();
                QVERIFY(!image.isNull());
                QVERIFY(image.pixelColor(16, 16).alpha() > 0);  // the tile covers the middle
            }
        }
    }
}

SHOGI_UI_TEST(TestPieceViews, "tst_pieceviews");
#include "tst_pieceviews.moc"
