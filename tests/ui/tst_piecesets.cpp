// The piece sets in the program: every face of every variant has its kanji and mnemonic image
// for both sides, switching the set redraws the views, and the image cache renders once.
#include <QAction>
#include <QPainter>
#include <QSvgRenderer>
#include <QtTest>

#include "UiTestSupport.h"
#include "UiTestMain.h"
#include "art/PieceImageCache.h"
#include "art/PieceSets.h"
#include "art/SvgPieceArt.h"
#include "boardview/BoardWidget.h"
#include "panels/MoveListView.h"
#include "panels/PiecePanel.h"
#include "windows/MainWindow.h"

using namespace shogi;

namespace {

const ui::SvgPieceArt* svgSet(const char* id) {
    return dynamic_cast<const ui::SvgPieceArt*>(ui::pieceSetById(QString::fromLatin1(id)));
}

bool pixelsDiffer(QRgb p, QRgb q) {
    return std::abs(qRed(p) - qRed(q)) > 40 || std::abs(qGreen(p) - qGreen(q)) > 40 || std::abs(qBlue(p) - qBlue(q)) > 40 ||
           std::abs(qAlpha(p) - qAlpha(q)) > 40;
}

// Share of the pixels that differ by more than a little in some channel.
double differingShare(const QImage& a, const QImage& b) {
    if (a.size() != b.size()) return 1.0;
    const QImage x = a.convertToFormat(QImage::Format_ARGB32), y = b.convertToFormat(QImage::Format_ARGB32);
    int differing = 0;
    for (int row = 0; row < x.height(); ++row)
        for (int col = 0; col < x.width(); ++col) {
            if (pixelsDiffer(x.pixel(col, row), y.pixel(col, row))) ++differing;
        }
    return double(differing) / (x.width() * x.height());
}

int opaquePixels(const QImage& image) {
    int n = 0;
    for (int row = 0; row < image.height(); ++row)
        for (int col = 0; col < image.width(); ++col) n += qAlpha(image.pixel(col, row)) > 128;
    return n;
}

}  // namespace

class TestPieceSets : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void kanjiIsTheDefaultAndBothSetsAreOffered();
    void everyFaceRendersInBothSetsForBothSides();
    void mnemonicWhiteIsItsOwnFileTurned();
    void flippedBoardTurnsOnlyTheMnemonicCode();
    void faceWithoutFileFallsBack();
    void kanjiTurnsToOneCharacterOnSmallSquares();
    void cacheRendersOnce();
    void boardRepaintRendersNothingNew();
    void moveListShowsTheMover();
    void switchingTheSetRedrawsEverything();
};

void TestPieceSets::initTestCase() {
    uitest::useTestSettings("tst_piecesets");
}

void TestPieceSets::init() {
    QSettings().clear();
    QFile::remove(ui::MainWindow::autosavePath());
}

void TestPieceSets::kanjiIsTheDefaultAndBothSetsAreOffered() {
    QCOMPARE(ui::pieceSets().size(), std::size_t(3));
    QCOMPARE(ui::pieceSets().front()->id(), QString("kanji"));
    QVERIFY(svgSet("kanji"));
    QVERIFY(svgSet("kanji1"));
    QVERIFY(svgSet("mnemonic"));
    QCOMPARE(ui::pieceSetById("no-such-set"), ui::pieceSets().front());
    QCOMPARE(ui::pieceSetById("letters"), ui::pieceSets().front());  // an old setting
}

void TestPieceSets::everyFaceRendersInBothSetsForBothSides() {
    ui::PieceImageCache cache;
    int faces = 0;
    for (const char* id : {"kanji", "kanji1", "mnemonic"}) {
        const ui::SvgPieceArt* art = svgSet(id);
        QVERIFY(art);
        for (const Variant* v : allVariants()) {
            for (int k = 0; k < v->kindCount(); ++k) {
                if (!v->kind(k).valid) continue;
                for (Side side : {kBlack, kWhite}) {
                    const QString what = QString("%1 %2 %3 %4").arg(id, v->id(), QString::fromStdString(v->kind(k).code)).arg(int(side));
                    QVERIFY2(art->hasFile(*v, k, side), qPrintable(what + " " + art->resourcePath(*v, k, side)));
                    const QByteArray svg = art->svg(*v, k, side);
                    QSvgRenderer renderer(svg);
                    QVERIFY2(renderer.isValid(), qPrintable(what));
                    const QImage image = cache.pixmap(*art, *v, k, side, 36).toImage();
                    QCOMPARE(image.size(), QSize(36, 36));
                    // The tile covers most of the square, and something is drawn on it.
                    QVERIFY2(opaquePixels(image) > 36 * 36 / 2, qPrintable(what));
                    QVERIFY2(image.pixelColor(18, 18).alpha() > 0, qPrintable(what));
                    ++faces;
                }
                // One kanji file serves both sides; the mnemonic set has a file per side.
                const bool sameFile = art->svg(*v, k, kBlack) == art->svg(*v, k, kWhite);
                QVERIFY(sameFile == QString(id).startsWith("kanji"));
            }
        }
    }
    QVERIFY(faces > 700);
}

void TestPieceSets::mnemonicWhiteIsItsOwnFileTurned() {
    // White's pieces are drawn turned 180 degrees, in both sets; for the mnemonic set from
    // White's own file (slate tile), whose code is drawn upside down so it reads upright.
    const Variant& v = *findVariant("micro");
    const int gold = v.kindByCode("G");
    for (const char* id : {"kanji", "mnemonic"}) {
        const ui::SvgPieceArt* art = svgSet(id);
        ui::PieceImageCache cache;
        QImage plain(48, 48, QImage::Format_ARGB32_Premultiplied);
        plain.fill(Qt::transparent);
        QSvgRenderer renderer(art->svg(v, gold, kWhite));
        QPainter painter(&plain);
        painter.setRenderHint(QPainter::Antialiasing);
        renderer.render(&painter, QRectF(0, 0, 48, 48));
        painter.end();
        const QImage white = cache.pixmap(*art, v, gold, kWhite, 48).toImage();
        QVERIFY2(differingShare(white, plain.mirrored(true, true)) < 0.02, id);
        QVERIFY2(differingShare(white, plain) > 0.05, id);
        // Facing Up on a flipped board: the same file, not turned (the mnemonic code is turned,
        // see flippedBoardTurnsOnlyTheMnemonicCode).
        const QImage up = cache.pixmap(*art, v, gold, kWhite, 48, 1.0, ui::PieceImageCache::Facing::Up).toImage();
        if (QString(id) == "kanji") QVERIFY(differingShare(up, plain) < 0.02);
    }
    // The sides differ in colour in the mnemonic set.
    const ui::SvgPieceArt* mnemonic = svgSet("mnemonic");
    ui::PieceImageCache cache;
    const QImage black = cache.pixmap(*mnemonic, v, gold, kBlack, 48).toImage();
    const QImage white = cache.pixmap(*mnemonic, v, gold, kWhite, 48, 1.0, ui::PieceImageCache::Facing::Up).toImage();
    QVERIFY(qGray(black.pixel(24, 90 * 48 / 100)) > 160);  // ivory tile near the base
    QVERIFY(qGray(white.pixel(24, 90 * 48 / 100)) < 110);  // slate tile
}

void TestPieceSets::flippedBoardTurnsOnlyTheMnemonicCode() {
    // On a flipped board White's pieces point up and Black's down; the mnemonic set turns the
    // code so it still reads upright, and leaves the tile and the marks alone.
    const ui::SvgPieceArt* mnemonic = svgSet("mnemonic");
    for (const Variant* v : allVariants()) {
        for (int k = 0; k < v->kindCount(); ++k) {
            if (!v->kind(k).valid) continue;
            for (Side side : {kBlack, kWhite}) {
                const QByteArray turned = mnemonic->svgAgainstOwnDirection(*v, k, side);
                QVERIFY(turned != mnemonic->svg(*v, k, side));
                QCOMPARE(turned.count("matrix(-1 0 0 -1 100 106)"), qsizetype(1));
                QVERIFY(QSvgRenderer(turned).isValid());
            }
        }
    }
    const Variant& v = *findVariant("hook");
    ui::PieceImageCache cache;
    const int n = 100;
    for (const char* code : {"P", "+P", "R", "LN"}) {
        const int k = v.kindByCode(code);
        const QImage own = cache.pixmap(*mnemonic, v, k, kWhite, n).toImage();
        const QImage flipped = cache.pixmap(*mnemonic, v, k, kWhite, n, 1.0, ui::PieceImageCache::Facing::Up).toImage();
        const QImage plain = own.mirrored(true, true);  // White's file, not turned
        // Outside the code (about 50 +- 22, 53 +- 13 in the file's units) nothing changes.
        int outside = 0, inside = 0;
        for (int y = 0; y < n; ++y)
            for (int x = 0; x < n; ++x) {
                const bool differs = pixelsDiffer(plain.pixel(x, y), flipped.pixel(x, y));
                const bool code = std::abs(x - 50) < 24 && std::abs(y - 53) < 15;
                (code ? inside : outside) += differs;
            }
        QVERIFY2(outside < n * n / 200, code);
        QVERIFY2(inside > 20, code);
    }
    // The kanji set is real pieces: a flipped board shows the same file turned.
    const ui::SvgPieceArt* kanji = svgSet("kanji");
    QCOMPARE(kanji->svgAgainstOwnDirection(v, v.kindByCode("LN"), kBlack), kanji->svg(v, v.kindByCode("LN"), kBlack));
}

void TestPieceSets::kanjiTurnsToOneCharacterOnSmallSquares() {
    // Under 40 px a square is too small for two kanji: the kanji set draws the one-kanji
    // faces there, and two above.
    const Variant& v = *findVariant("maka-dai-dai");
    const int donkey = v.kindByCode("DO");  // 驢馬: two kanji that blurred at 31 px
    const ui::PieceArt& kanji = *ui::pieceSetById("kanji");
    const ui::PieceArt& one = *ui::pieceSetById("kanji1");
    QCOMPARE(&kanji.forSize(30), &one);
    QCOMPARE(&kanji.forSize(36), &one);
    QCOMPARE(&kanji.forSize(37), &kanji);
    QCOMPARE(&one.forSize(80), &one);  // chosen in Settings: one character at every size
    ui::PieceImageCache cache;
    QCOMPARE(cache.pixmap(kanji, v, donkey, kBlack, 31).toImage(), cache.pixmap(one, v, donkey, kBlack, 31).toImage());
    QVERIFY(cache.pixmap(kanji, v, donkey, kBlack, 48).toImage() != cache.pixmap(one, v, donkey, kBlack, 48).toImage());
}

void TestPieceSets::faceWithoutFileFallsBack() {
    const Variant& v = uitest::lionTestVariant();
    for (const ui::PieceArt* base : ui::pieceSets()) {
        const auto* art = dynamic_cast<const ui::SvgPieceArt*>(base);
        QVERIFY(art);
        QVERIFY(!art->hasFile(v, v.kindByCode("LN"), kBlack));
        QSvgRenderer renderer(art->svg(v, v.kindByCode("LN"), kWhite));
        QVERIFY(renderer.isValid());
        ui::PieceImageCache cache;
        QVERIFY(opaquePixels(cache.pixmap(*art, v, v.kindByCode("LN"), kWhite, 32).toImage()) > 32 * 32 / 2);
    }
}

void TestPieceSets::cacheRendersOnce() {
    ui::PieceImageCache cache;
    const Variant& v = *findVariant("maka-dai-dai");
    const ui::PieceArt& art = *ui::pieceSets().front();
    const int lion = v.kindByCode("LN");
    const QPixmap first = cache.pixmap(art, v, lion, kBlack, 36);
    QCOMPARE(cache.renderCount(), 1);
    const QPixmap again = cache.pixmap(art, v, lion, kBlack, 36);
    QCOMPARE(cache.renderCount(), 1);
    QCOMPARE(again.cacheKey(), first.cacheKey());  // the very same image
    // Each size, side, direction and set is an image of its own.
    cache.pixmap(art, v, lion, kBlack, 40);
    QCOMPARE(cache.renderCount(), 2);
    cache.pixmap(art, v, lion, kWhite, 36);
    QCOMPARE(cache.renderCount(), 3);
    cache.pixmap(art, v, lion, kWhite, 36, 1.0, ui::PieceImageCache::Facing::Up);
    QCOMPARE(cache.renderCount(), 4);
    cache.pixmap(*ui::pieceSetById("mnemonic"), v, lion, kBlack, 36);
    QCOMPARE(cache.renderCount(), 5);
    QCOMPARE(cache.pixmap(art, v, lion, kBlack, 36).cacheKey(), first.cacheKey());
    QCOMPARE(cache.renderCount(), 5);
    QCOMPARE(cache.size(), 5);
}

void TestPieceSets::boardRepaintRendersNothingNew() {
    ui::MainWindow window;
    window.resize(1366, 768);
    window.startGame(*findVariant("maka-dai-dai"));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QImage first = window.board()->grab().toImage();
    const int renders = ui::PieceImageCache::shared().renderCount();
    const QImage second = window.board()->grab().toImage();
    QCOMPARE(ui::PieceImageCache::shared().renderCount(), renders);
    QCOMPARE(second, first);
}

void TestPieceSets::moveListShowsTheMover() {
    ui::MainWindow window;
    window.startGame(*findVariant("heian-dai"));
    const Game& game = window.controller().game();
    const auto move = uitest::moveByText(game, "a3-a4");
    QVERIFY(move);
    QVERIFY(window.controller().playMove(*move));
    auto* list = window.findChild<ui::MoveListView*>();
    QVERIFY(list);
    QCOMPARE(list->count(), 2);
    QCOMPARE(list->mover(1), std::make_pair(game.variant().kindByCode("P"), kBlack));
    QVERIFY(!list->item(1)->icon().isNull());
    QVERIFY(list->item(0)->icon().isNull());  // the start row
}

void TestPieceSets::switchingTheSetRedrawsEverything() {
    ui::MainWindow window;
    window.resize(1366, 768);
    window.startGame(*findVariant("macadamia"));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const Game& game = window.controller().game();
    const auto first = std::find_if(game.legalMoves().begin(), game.legalMoves().end(),
                                    [](const Move& m) { return !m.isDrop() && !m.isPass(); });
    QVERIFY(first != game.legalMoves().end());
    QVERIFY(window.controller().playMove(*first));
    // A piece shown in the panel, and the reference window open.
    const Square a1 = window.controller().game().variant().geometry().parse("a1")->first;
    QTest::mouseClick(window.board(), Qt::LeftButton, Qt::ControlModifier, window.board()->squarePoint(a1));
    QWidget* reference = window.showReference();
    QVERIFY(QTest::qWaitForWindowExposed(reference));
    auto* list = window.findChild<ui::MoveListView*>();
    const QSize iconSize = list->iconSize();

    QCOMPARE(QSettings().value("view/pieceSet", "kanji").toString(), QString("kanji"));
    QAction* kanji = window.findChild<QAction*>("pieceSet-kanji");
    QAction* mnemonic = window.findChild<QAction*>("pieceSet-mnemonic");
    QVERIFY(kanji && mnemonic);
    QVERIFY(kanji->isChecked());
    const QImage boardBefore = window.board()->grab().toImage();
    const QImage iconBefore = list->item(1)->icon().pixmap(iconSize).toImage();
    const QImage panelBefore = window.findChild<ui::PiecePanel*>()->grab().toImage();
    const QImage referenceBefore = reference->grab().toImage();

    mnemonic->trigger();
    QVERIFY(mnemonic->isChecked());
    QCOMPARE(QSettings().value("view/pieceSet").toString(), QString("mnemonic"));
    const QImage boardAfter = window.board()->grab().toImage();
    QVERIFY2(differingShare(boardBefore, boardAfter) > 0.05, "the board did not change");
    QVERIFY(differingShare(iconBefore, list->item(1)->icon().pixmap(iconSize).toImage()) > 0.1);
    QVERIFY(differingShare(panelBefore, window.findChild<ui::PiecePanel*>()->grab().toImage()) > 0.01);
    QVERIFY(differingShare(referenceBefore, reference->grab().toImage()) > 0.01);

    // And back: the same pictures as before.
    kanji->trigger();
    QCOMPARE(window.board()->grab().toImage(), boardBefore);

    // A new window starts with the remembered set.
    mnemonic->trigger();
    ui::MainWindow second;
    QVERIFY(second.findChild<QAction*>("pieceSet-mnemonic")->isChecked());
}

SHOGI_UI_TEST(TestPieceSets, "tst_piecesets");
#include "tst_piecesets.moc"
