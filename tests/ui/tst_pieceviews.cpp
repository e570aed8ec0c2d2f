// The piece views: move diagrams asked of core, the reference window, the stand-in art.
#include <QSvgRenderer>
#include <QtTest>

#include "panels/MoveDiagram.h"
#include "boardview/MoveEntry.h"
#include "panels/PieceFacts.h"
#include "art/PieceImageCache.h"
#include "windows/PieceReferenceWindow.h"
#include "art/PieceSets.h"
#include "variants/Variant.h"

using namespace shogi;

class TestPieceViews : public QObject {
    Q_OBJECT

private slots:
    void goldDiagramHasItsSixSquares();
    void lionDiagramCoversItsArea();
    void sliderDiagramCapturesAlongTheLine();
    void referenceListsEveryPiece();
    void everyFaceHasAnImage();
};

void TestPieceViews::goldDiagramHasItsSixSquares() {
    const Variant& v = *findVariant("heian-dai");
    const Square at = ui::MoveDiagram::centre(v);
    const auto marks = ui::MoveDiagram::reach(v, v.kindByCode("G"), at);
    QCOMPARE(marks.size(), std::size_t(6));
    for (const auto& [sq, mark] : marks) {
        QCOMPARE(mark, unsigned(ui::kMarkMove | ui::kMarkCapture));
        QVERIFY(rankOf(sq) >= rankOf(at) || fileOf(sq) == fileOf(at));  // no backward diagonals
    }
}

void TestPieceViews::lionDiagramCoversItsArea() {
    const Variant* v = findVariant("macadamia");
    if (!v) QSKIP("macadamia is not in core yet");
    const Square at = ui::MoveDiagram::centre(*v);
    const auto marks = ui::MoveDiagram::reach(*v, v->kindByCode("LN"), at);
    int area = 0;
    for (const auto& [sq, mark] : marks)
        if (sq != at && std::abs(fileOf(sq) - fileOf(at)) <= 2 && std::abs(rankOf(sq) - rankOf(at)) <= 2 &&
            (mark & ui::kMarkMove) && (mark & ui::kMarkCapture))
            ++area;
    QCOMPARE(area, 24);
    QVERIFY(marks.count(at) && (marks.at(at) & ui::kMarkPass));
}

void TestPieceViews::sliderDiagramCapturesAlongTheLine() {
    const Variant& v = *findVariant("heian-dai");
    const Square at = ui::MoveDiagram::centre(v);
    const auto marks = ui::MoveDiagram::reach(v, v.kindByCode("FC"), at);  // Free Chariot: fbR
    QCOMPARE(marks.size(), std::size_t(v.geometry().ranks() - 1));
    const Square farthest = toSquare(fileOf(at), v.geometry().ranks() - 1);
    QCOMPARE(marks.at(farthest), unsigned(ui::kMarkMove | ui::kMarkCapture));
}

void TestPieceViews::referenceListsEveryPiece() {
    for (const Variant* v : allVariants()) {
        ui::PieceReferenceWindow window;
        window.showVariant(*v, ui::pieceSets().front());
        int expected = 0;
        for (int t = 0; t < v->typeCount(); ++t)
            if (ui::representativeKind(*v, t) >= 0) ++expected;
        QCOMPARE(window.entryCount(), expected);
        QVERIFY2(expected >= v->typeCount() - 1, v->id());  // promoted-only types are listed too
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

QTEST_MAIN(TestPieceViews)
#include "tst_pieceviews.moc"
