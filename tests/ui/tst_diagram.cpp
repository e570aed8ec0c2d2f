// The move diagram in the classic style: drawn part by part from core's
// description of the move, the marks counted per kind; turned for White; explained by its
// legend; the piece panel, the reference window and the help show the moves in words.
#include <QLabel>
#include <QTextBrowser>
#include <QtTest>

#include "art/PieceSets.h"
#include "UiTestMain.h"
#include "UiTestSupport.h"
#include "language/Language.h"
#include "panels/DiagramLegend.h"
#include "panels/MoveDiagram.h"
#include "panels/PieceFacts.h"
#include "panels/PiecePanel.h"
#include "variants/Variant.h"
#include "windows/HelpWindow.h"
#include "windows/PieceReferenceWindow.h"

using namespace shogi;
using ui::MarkKind;

using uitest::variant;

namespace {

int kindOf(const char* variantId, const char* code) { return variant(variantId).kindByCode(code); }

// A diagram of one face, laid out and painted at a known size.
struct Drawn {
    ui::MoveDiagram diagram;
    QImage image;
    Drawn(const char* variantId, const char* code, Side side = kBlack) {
        diagram.setPiece(nullptr, &variant(variantId), kindOf(variantId, code), side);
        diagram.resize(211, 211);
        image = diagram.grab().toImage();
    }
    QColor at(Offset square) const {
        const QPointF c = diagram.squareCentre(square);
        return image.pixelColor(static_cast<int>(c.x()), static_cast<int>(c.y()));
    }
    int count(MarkKind kind) const { return diagram.layout().count(kind); }
    // Pixels within a square lighter than the board: a white badge.
    int whitePixels(Offset square) const {
        const QPointF c = diagram.squareCentre(square);
        const int half = 211 / 7 / 2 - 1;
        int n = 0;
        for (int y = int(c.y()) - half; y <= int(c.y()) + half; ++y)
            for (int x = int(c.x()) - half; x <= int(c.x()) + half; ++x) n += image.pixelColor(x, y).lightness() > 240;
        return n;
    }
    // The colour on a ring drawn round a square's middle.
    QColor onRing(Offset square) const {
        const QPointF c = diagram.squareCentre(square);
        return image.pixelColor(static_cast<int>(c.x() + 0.27 * 211 / 7), static_cast<int>(c.y()));
    }
};

bool dark(const QColor& c) { return c.lightness() < 90; }

}  // namespace

class TestDiagram : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { ui::setLanguage(QStringLiteral("en")); }
    void lionDiagramShowsItsAreaIguiAndPass();
    void diagramShowsEveryKindOfPart();
    void diagramOfASevenSquareBoard();
    void stepsAreDrawnWhereThePieceGoes();
    void whitePiecesDiagramIsTurnedAndSaysSo();
    void legendExplainsEveryMarkTheDiagramDraws();
    void panelShowsMovesInWordsWithBetzaSmaller();
    void wordsFollowTheProgramsLanguage();
    void referenceShowsEveryFaceWithItsDiagram();
    void helpRulesPageListsEveryPiecesMoves();
};

void TestDiagram::lionDiagramShowsItsAreaIguiAndPass() {
    const Drawn lion("macadamia", "LN");
    QCOMPARE(lion.count(MarkKind::DoubleStep), 8);
    QCOMPARE(lion.count(MarkKind::DoubleArea), 16);
    QCOMPARE(lion.count(MarkKind::Igui), 8);
    QCOMPARE(lion.count(MarkKind::Pass), 1);
    QCOMPARE(lion.count(MarkKind::Step), 0);  // its steps are the double move's first steps
    // The area is tinted orange, the squares beyond it are not.
    const QColor area = lion.at({2, 1}), outside = lion.at({3, 1});
    QVERIFY2(area.red() > area.blue() + 60, qPrintable(area.name()));
    QVERIFY2(outside.red() - outside.blue() < area.red() - area.blue(), qPrintable(outside.name()));
}

void TestDiagram::diagramShowsEveryKindOfPart() {
    const Drawn hookMover("hook", "HM");
    QCOMPARE(hookMover.count(MarkKind::Slide), 4);
    QCOMPARE(hookMover.count(MarkKind::Hook), 8);  // each way out, turning either way
    const Drawn capricorn("maka-dai-dai", "CA");
    QCOMPARE(capricorn.count(MarkKind::Slide), 4);
    QCOMPARE(capricorn.count(MarkKind::Hook), 8);
    const Drawn peacock("hook", "PC");
    QCOMPARE(peacock.count(MarkKind::Slide), 2);
    QCOMPARE(peacock.count(MarkKind::Range), 2);  // up to two squares diagonally back
    QCOMPARE(peacock.count(MarkKind::Step), 4);
    QCOMPARE(peacock.count(MarkKind::Hook), 4);
    const Drawn lionDog("maka-dai-dai", "LD");
    QCOMPARE(lionDog.count(MarkKind::LineStep), 24);
    QCOMPARE(lionDog.count(MarkKind::Igui), 8);
    QCOMPARE(lionDog.count(MarkKind::Pass), 1);
    const Drawn emperor("maka-dai-dai", "+K");
    QCOMPARE(emperor.count(MarkKind::Universal), 1);
    QCOMPARE(static_cast<int>(emperor.diagram.layout().marks.size()), 1);
    const Drawn knight("heian-dai", "N");
    QCOMPARE(knight.count(MarkKind::Leap), 2);
    QVERIFY(dark(knight.onRing({1, 2})) && dark(knight.onRing({-1, 2})));
    QVERIFY(!dark(knight.onRing({1, -2})));
    const Drawn roaringDog("hook", "RD");
    QCOMPARE(roaringDog.count(MarkKind::Step), 8 + 8);  // its steps, and the square after each jump
    QCOMPARE(roaringDog.count(MarkKind::Leap), 8);
}

void TestDiagram::diagramOfASevenSquareBoard() {
    // A range-5 slide runs off a 7x7 diagram: an arrow with its number.
    const Drawn sheDevil("maka-dai-dai", "SD");
    QCOMPARE(sheDevil.diagram.layout().radius, 3);
    QCOMPARE(sheDevil.count(MarkKind::LimitedSlide), 4);
    for (const ui::PlacedMark& m : sheDevil.diagram.layout().marks)
        if (m.kind == MarkKind::LimitedSlide) QCOMPARE(m.number, 5);
    QCOMPARE(sheDevil.count(MarkKind::Range), 4);  // two squares diagonally, inside
    QCOMPARE(sheDevil.count(MarkKind::Step), 8);
    // The number is written on the last square, in a white badge.
    QVERIFY(sheDevil.whitePixels({0, 3}) > 40);
    QCOMPARE(sheDevil.whitePixels({3, 3}), 0);
}

void TestDiagram::stepsAreDrawnWhereThePieceGoes() {
    const Drawn gold("heian-dai", "G");
    QCOMPARE(gold.count(MarkKind::Step), 6);
    for (Offset o : {Offset{0, 1}, Offset{1, 1}, Offset{-1, 1}, Offset{1, 0}, Offset{-1, 0}, Offset{0, -1}})
        QVERIFY2(dark(gold.at(o)), qPrintable(QString("%1,%2").arg(o.dx).arg(o.dy)));
    QVERIFY(!dark(gold.at({1, -1})));
    QVERIFY(!dark(gold.at({-1, -1})));
}

void TestDiagram::whitePiecesDiagramIsTurnedAndSaysSo() {
    const Drawn black("micro", "P", kBlack), white("micro", "P", kWhite);
    QVERIFY(!black.diagram.turned());
    QVERIFY(white.diagram.turned());
    // The same marks, in Black's frame; on screen White's step is below the piece.
    QCOMPARE(white.count(MarkKind::Step), 1);
    QVERIFY(black.diagram.squareCentre({0, 1}).y() < black.diagram.squareCentre({0, 0}).y());
    QVERIFY(white.diagram.squareCentre({0, 1}).y() > white.diagram.squareCentre({0, 0}).y());
    const QPointF above = black.diagram.squareCentre({0, 1});
    const QPointF below = black.diagram.squareCentre({0, -1});
    auto pixel = [](const Drawn& d, QPointF p) { return d.image.pixelColor(int(p.x()), int(p.y())); };
    QVERIFY(dark(pixel(black, above)) && !dark(pixel(black, below)));
    QVERIFY(!dark(pixel(white, above)) && dark(pixel(white, below)));

    ui::PiecePanel panel;
    panel.showPiece(variant("micro"), kindOf("micro", "P"), kWhite);
    QVERIFY(panel.diagram()->turned());
    auto* facing = panel.findChild<QLabel*>(QStringLiteral("diagramFacing"));
    QVERIFY(facing);
    QCOMPARE(facing->text(), QStringLiteral("White's piece: forward is down"));
    panel.showPiece(variant("micro"), kindOf("micro", "P"), kBlack);
    QVERIFY(!panel.diagram()->turned());
    QVERIFY(!facing->text().contains(QStringLiteral("White")));
}

void TestDiagram::legendExplainsEveryMarkTheDiagramDraws() {
    ui::PiecePanel panel;
    panel.showPiece(variant("hook"), kindOf("hook", "LN"));
    auto* legend = panel.findChild<ui::DiagramLegend*>();
    QVERIFY(legend);
    QCOMPARE(legend->kinds(), panel.diagram()->layout().legendKinds());
    QVERIFY(std::find(legend->kinds().begin(), legend->kinds().end(), MarkKind::Pass) != legend->kinds().end());
    for (int k = 0; k < ui::kMarkKinds; ++k) {
        QVERIFY(!ui::DiagramLegend::meaning(static_cast<MarkKind>(k)).isEmpty());
        const QImage icon = ui::DiagramLegend::icon(static_cast<MarkKind>(k), 16, 1.0).toImage();
        bool drawn = false;
        for (int y = 0; y < icon.height() && !drawn; ++y)
            for (int x = 0; x < icon.width() && !drawn; ++x) drawn = icon.pixelColor(x, y).alpha() > 0;
        QVERIFY2(drawn, qPrintable(QString::number(k)));
    }
    // The legend's texts are the meanings.
    QStringList texts;
    for (QLabel* label : legend->findChildren<QLabel*>())
        if (!label->text().isEmpty()) texts << label->text();
    for (MarkKind k : legend->kinds()) QVERIFY(texts.contains(ui::DiagramLegend::meaning(k)));
}

void TestDiagram::panelShowsMovesInWordsWithBetzaSmaller() {
    ui::PiecePanel panel;
    panel.showPiece(variant("macadamia"), kindOf("macadamia", "LN"));
    auto* moves = panel.findChild<QLabel*>(QStringLiteral("pieceMoves"));
    QVERIFY(moves);
    QVERIFY(moves->text().contains(QStringLiteral("one square in any direction, twice per turn")));
    const int words = moves->text().indexOf(QStringLiteral("twice per turn"));
    const int betza = moves->text().indexOf(QStringLiteral("Betza: "));
    QVERIFY(betza > words);  // the Betza string comes after the words, in small print
    QVERIFY(moves->text().mid(0, betza).contains(QStringLiteral("font-size:small")));
}

void TestDiagram::wordsFollowTheProgramsLanguage() {
    ui::PiecePanel panel;
    panel.showPiece(variant("hook"), kindOf("hook", "HM"));
    auto* moves = panel.findChild<QLabel*>(QStringLiteral("pieceMoves"));
    QVERIFY(moves->text().contains(QStringLiteral("turning a right angle once")));
    ui::setLanguage(QStringLiteral("ja"));
    QCoreApplication::processEvents();
    QVERIFY2(moves->text().contains(QStringLiteral("直角に曲がれる")), qPrintable(moves->text()));
    QCOMPARE(ui::moveWordsShown(variant("hook"), kindOf("hook", "HM")).front(), QStringLiteral("縦横に何マスでも"));
}

void TestDiagram::referenceShowsEveryFaceWithItsDiagram() {
    const Variant& maka = variant("maka-dai-dai");
    ui::PieceReferenceWindow window;
    window.showVariant(maka, ui::pieceSets().front());
    const auto& diagrams = window.diagrams();
    QCOMPARE(static_cast<int>(diagrams.size()), window.entryCount());
    // The Furious Fiend (the Lion's promoted face) has a card of its own: a double move and
    // a line move.
    const int fiend = shogi::faceOfType(window.faces(), maka.typeByCode("FF"));
    QVERIFY(fiend >= 0);
    QCOMPARE(diagrams[fiend]->layout().count(MarkKind::DoubleStep), 8);
    QCOMPARE(diagrams[fiend]->layout().count(MarkKind::LineStep), 24);
    // Its legend names every mark its diagrams draw.
    auto* legend = window.findChild<ui::DiagramLegend*>(QStringLiteral("referenceLegend"));
    QVERIFY(legend);
    for (const ui::MoveDiagram* d : diagrams)
        for (MarkKind k : d->layout().legendKinds())
            QVERIFY(std::find(legend->kinds().begin(), legend->kinds().end(), k) != legend->kinds().end());
    // Wider windows take more cards in a row.
    window.resize(800, 600);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const int narrow = window.columnCount();
    window.resize(1800, 600);
    QCoreApplication::processEvents();
    QTRY_VERIFY(window.columnCount() > narrow);
}

void TestDiagram::helpRulesPageListsEveryPiecesMoves() {
    ui::HelpWindow help;
    help.showPage(QStringLiteral("hook"));
    const QString text = help.browser()->toPlainText();
    QVERIFY(text.contains(QStringLiteral("How every piece moves")));
    for (const std::string& line : moveWords(variant("hook"), kindOf("hook", "+VF"), TextLanguage::English))
        QVERIFY2(text.contains(QString::fromStdString(line)), line.c_str());
    ui::setLanguage(QStringLiteral("ja"));
    QCoreApplication::processEvents();
    help.showPage(QStringLiteral("hook"));
    QVERIFY(help.browser()->toPlainText().contains(QStringLiteral("縦横に何マスでも進み、途中で一度だけ直角に曲がれる")));
}

SHOGI_UI_TEST(TestDiagram, "tst_diagram");
#include "tst_diagram.moc"
