// The position editor (ui/editor): placing and removing by mouse and by drag and drop, the
// palette, hands and pass flags where the variant has them, text through the clipboard, the
// problems core finds, undo, and playing or studying the position set up.
#include <QtTest>

#include <QAbstractButton>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QMimeData>
#include <QPushButton>
#include <QSpinBox>

#include "UiTestSupport.h"
#include "UiTestMain.h"
#include "boardview/BoardWidget.h"
#include "dialogs/NewGameDialog.h"
#include "editor/PieceDrag.h"
#include "editor/PiecePalette.h"
#include "editor/PositionEditor.h"
#include "position/PositionText.h"
#include "play/GameFile.h"
#include "record/GameText.h"
#include "windows/MainWindow.h"

using namespace shogi;

using uitest::sq;
using uitest::variant;

namespace {

QString text(const Position& pos) { return QString::fromStdString(formatPosition(pos)); }

// An editor on an empty board of `id`, shown.
struct Editor {
    explicit Editor(const char* id, std::optional<Position> current = std::nullopt)
        : v(variant(id)), editor(v, current, nullptr, {}, {}) {
        editor.show();
        editor.startEmpty();
    }
    void click(const char* square, Qt::MouseButton button = Qt::LeftButton) {
        QTest::mouseClick(editor.board(), button, {}, editor.board()->squarePoint(sq(v, square)));
    }
    void choose(const char* code, Side side = kBlack) {
        editor.palette()->setSide(side);
        QAbstractButton* b = editor.palette()->buttonFor(v.kindByCode(code));
        QVERIFY(b);
        b->click();
    }
    // Drops `drag` at widget point `at` of the board, as a drag and drop would.
    bool drop(const ui::PieceDrag& drag, QPoint at) {
        std::unique_ptr<QMimeData> mime(drag.toMime());
        // Qt delivers a drop to the widget that accepted the drag's entry.
        QDragEnterEvent enter(at, Qt::MoveAction, mime.get(), Qt::LeftButton, {});
        QCoreApplication::sendEvent(editor.board(), &enter);
        if (!enter.isAccepted()) return false;
        QDropEvent event(at, Qt::MoveAction, mime.get(), Qt::LeftButton, {});
        QCoreApplication::sendEvent(editor.board(), &event);
        return event.isAccepted();
    }
    Cell cell(const char* square) const { return editor.position().cell(sq(v, square)); }
    const Variant& v;
    ui::PositionEditor editor;
};

QPushButton* button(QWidget* parent, const char* name) { return parent->findChild<QPushButton*>(name); }

}  // namespace

class TestPositionEditor : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void placeByClickAndRemoveByClickingAgain();
    void removeByRightClickAndEraser();
    void dragMovesAPieceAndDraggingOffRemovesIt();
    void paletteDropsPlacePiecesAndHandsHoldThem();
    void paletteHasEveryFaceOfMakaDaiDai();
    void handsAndPassFlagsOnlyWhereTheyMatter();
    void startsFromCurrentStartOrEmpty();
    void problemsAreNamedWithTheirSquaresAndBlockPlay();
    void pasteABadTextShowsTheMessageAndKeepsThePosition();
    void copyAndPasteThroughTheClipboard();
    void undoAndRedo();
    void playFromHereStartsTheGameWithThePlayers();
    void aGameFromASetUpPositionIsSavedAndLoaded();
    void studyOpensThePositionForBothSides();
    void newGameDialogLeadsToTheEditor();
};

void TestPositionEditor::initTestCase() {
    uitest::useTestSettings("tst_position_editor");
}

void TestPositionEditor::init() {
    QSettings().clear();
    QFile::remove(ui::MainWindow::autosavePath());
}

void TestPositionEditor::placeByClickAndRemoveByClickingAgain() {
    Editor e("micro");
    QCOMPARE(text(e.editor.position()), QStringLiteral("4/4/4/4/4 b -"));
    e.choose("K");
    e.click("d1");
    e.choose("K", kWhite);
    e.click("a5");
    e.choose("+P");  // a Knight, Black
    e.click("b2");
    QCOMPARE(text(e.editor.position()), QStringLiteral("k,3/4/4/1,+P,2/3,K b -"));
    QCOMPARE(e.editor.board()->position()->cell(sq(e.v, "b2")), makeCell(e.v.kindByCode("+P"), kBlack));
    e.click("b2");  // the same piece again: taken away
    QVERIFY(!isPiece(e.cell("b2")));
    // Another piece replaces what stands there.
    e.choose("G", kWhite);
    e.click("d1");
    QCOMPARE(e.cell("d1"), makeCell(e.v.kindByCode("G"), kWhite));
}

void TestPositionEditor::removeByRightClickAndEraser() {
    Editor e("heian-dai");
    e.editor.startFromInitial();
    QVERIFY(isPiece(e.cell("g1")));
    e.click("g1", Qt::RightButton);
    QVERIFY(!isPiece(e.cell("g1")));
    e.editor.palette()->chooseEraser();
    e.click("a1");
    QVERIFY(!isPiece(e.cell("a1")));
    e.click("a5");  // an empty square: nothing happens
    QCOMPARE(e.editor.position().pieceCount(kBlack), startPosition(e.v).pieceCount(kBlack) - 2);
}

void TestPositionEditor::dragMovesAPieceAndDraggingOffRemovesIt() {
    Editor e("micro");
    e.editor.startFromInitial();
    ui::PieceDrag drag;
    drag.kind = e.v.kindByCode("S");
    drag.from = sq(e.v, "a1");
    QVERIFY(e.drop(drag, e.editor.board()->squarePoint(sq(e.v, "b3"))));
    QVERIFY(!isPiece(e.cell("a1")));
    QCOMPARE(e.cell("b3"), makeCell(e.v.kindByCode("S"), kBlack));
    // Let go beside the board (not on a square or a hand): the piece is gone.
    drag.from = sq(e.v, "b3");
    QVERIFY(e.drop(drag, QPoint(1, 1)));
    QVERIFY(!isPiece(e.cell("b3")));
    QCOMPARE(e.editor.position().pieceCount(kBlack), 4);
}

void TestPositionEditor::paletteDropsPlacePiecesAndHandsHoldThem() {
    Editor e("micro");
    ui::PieceDrag drag;
    drag.kind = e.v.kindByCode("K");
    drag.side = kWhite;
    QVERIFY(e.drop(drag, e.editor.board()->squarePoint(sq(e.v, "c4"))));
    QCOMPARE(e.cell("c4"), makeCell(e.v.kindByCode("K"), kWhite));
    // A promoted Pawn (Knight face) dragged to Black's hand is held as a Pawn.
    e.editor.place(sq(e.v, "a1"), e.v.kindByCode("+P"), kBlack);
    drag = {};
    drag.kind = e.v.kindByCode("+P");
    drag.from = sq(e.v, "a1");
    // Onto Black's hand (where its Gold in hand is drawn).
    e.editor.setHandCount(kBlack, e.v.typeByCode("G"), 1);
    const QPoint hand = e.editor.board()->handPoint(kBlack, e.v.typeByCode("G"));
    QVERIFY(!hand.isNull());
    QCOMPARE(e.editor.board()->handSideAt(hand), std::optional<Side>(kBlack));
    QVERIFY(e.drop(drag, hand));
    QVERIFY(!isPiece(e.cell("a1")));
    QCOMPARE(e.editor.position().handCount(kBlack, e.v.typeByCode("P")), 1);
    // The spin box shows it; a right click on the piece in hand gives it back.
    auto* box = e.editor.findChild<QSpinBox*>("hand-b-P");
    QVERIFY(box);
    QCOMPARE(box->value(), 1);
    QTest::mouseClick(e.editor.board(), Qt::RightButton, {}, e.editor.board()->handPoint(kBlack, e.v.typeByCode("P")));
    QCOMPARE(e.editor.position().handCount(kBlack, e.v.typeByCode("P")), 0);
    box->setValue(2);
    QCOMPARE(e.editor.position().handCount(kBlack, e.v.typeByCode("P")), 2);
}

void TestPositionEditor::paletteHasEveryFaceOfMakaDaiDai() {
    Editor e("maka-dai-dai");
    int faces = 0;
    for (int k = 0; k < e.v.kindCount(); ++k) {
        if (!e.v.kind(k).valid) continue;
        ++faces;
        QVERIFY2(e.editor.palette()->buttonFor(k), e.v.kind(k).code.c_str());
    }
    QCOMPARE(e.editor.palette()->faceCount(), faces);
    QVERIFY(faces > 90);
    // Both sides: the White palette places White's pieces.
    e.choose("LN", kWhite);
    e.click("j10");
    QCOMPARE(e.cell("j10"), makeCell(e.v.kindByCode("LN"), kWhite));
    e.choose("+LN");
    e.click("j9");
    QCOMPARE(e.cell("j9"), makeCell(e.v.kindByCode("+LN"), kBlack));
}

void TestPositionEditor::handsAndPassFlagsOnlyWhereTheyMatter() {
    Editor micro("micro");
    QVERIFY(micro.editor.findChild<QSpinBox*>("hand-w-B"));
    QVERIFY(!micro.editor.findChild<QSpinBox*>("hand-b-K"));  // a royal is never held
    QVERIFY(micro.editor.findChildren<QCheckBox*>().isEmpty());
    Editor maka("maka-dai-dai");
    QVERIFY(maka.editor.findChildren<QSpinBox*>().isEmpty());
    Editor hook("hook");
    hook.editor.startFromInitial();
    const QList<QCheckBox*> passes = hook.editor.findChildren<QCheckBox*>();
    QCOMPARE(passes.size(), 2);
    passes[1]->click();  // White passed on its last turn
    QVERIFY(hook.editor.position().passedLastTurn(kWhite));
    QVERIFY(hook.editor.textEdit()->text().endsWith(QStringLiteral(" p")));
    QVERIFY(hook.editor.canPlay());
}

void TestPositionEditor::startsFromCurrentStartOrEmpty() {
    const Variant& v = variant("micro");
    const std::optional<Position> played = uitest::position(v, "k,b,g,s/p,3/3,P/4/S,G,B,K w -");
    QVERIFY(played);
    const Position current = *played;
    ui::PositionEditor editor(v, current, nullptr, {}, {});
    QCOMPARE(editor.position(), current);
    editor.startEmpty();
    QCOMPARE(editor.position().pieceCount(kBlack), 0);
    editor.startFromInitial();
    QCOMPARE(editor.position(), startPosition(v));
    editor.startFromCurrent();
    QCOMPARE(editor.position(), current);
    // Without a current position of the variant, the start position is where it begins.
    ui::PositionEditor fresh(v, std::nullopt, nullptr, {}, {});
    QCOMPARE(fresh.position(), startPosition(v));
}

void TestPositionEditor::problemsAreNamedWithTheirSquaresAndBlockPlay() {
    Editor e("micro");
    auto* play = button(&e.editor, "playFromHere");
    auto* list = e.editor.findChild<QListWidget*>("problemList");
    QVERIFY(play && list);
    // Empty: neither side has its King.
    QCOMPARE(e.editor.problems().size(), std::size_t(2));
    QVERIFY(!play->isEnabled());
    QCOMPARE(list->count(), 2);
    QVERIFY(list->item(0)->text().contains(QStringLiteral("Black")));
    QVERIFY(list->item(0)->text().contains(QStringLiteral("King")));
    // Two Black Kings: named with both squares, and framed on the board.
    e.choose("K");
    e.click("d1");
    e.click("a2");
    e.choose("K", kWhite);
    e.click("a5");
    const QStringList texts = e.editor.problemTexts();
    QVERIFY2(std::any_of(texts.begin(), texts.end(), [](const QString& t) { return t.contains("d1, a2"); }), qPrintable(texts.join('\n')));
    QVERIFY(!play->isEnabled());
    // White's King in check with Black to move: the King and its attacker are named.
    e.click("a2", Qt::RightButton);
    e.choose("B");
    e.click("d2");
    QVERIFY2(e.editor.problemTexts().join(' ').contains(QStringLiteral("a5 at once (from d2)")), qPrintable(e.editor.problemTexts().join('\n')));
    const QImage flagged = e.editor.board()->grab().toImage();
    e.click("d2", Qt::RightButton);
    e.choose("B");
    e.click("c2");
    QVERIFY2(e.editor.problems().empty(), qPrintable(e.editor.problemTexts().join('\n')));
    QVERIFY(play->isEnabled());
    QCOMPARE(list->count(), 1);  // "no problems"
    // The frame on a5 (a named square) is gone.
    const QImage clear = e.editor.board()->grab().toImage();
    const QPoint a5 = e.editor.board()->squarePoint(sq(e.v, "a5"));
    const int half = (e.editor.board()->squarePoint(sq(e.v, "b5")).x() - a5.x()) / 2;
    const QPoint edge = a5 - QPoint(half - 2, half - 2);  // just inside the corner, beside the piece
    QVERIFY(flagged.pixelColor(edge) != clear.pixelColor(edge));
    // A note does not block: a Pawn on the last rank.
    e.choose("P");
    e.click("b5");
    QCOMPARE(e.editor.problems().size(), std::size_t(1));
    QVERIFY(!e.editor.problems()[0].blocksPlay());
    QVERIFY(play->isEnabled());
}

void TestPositionEditor::pasteABadTextShowsTheMessageAndKeepsThePosition() {
    Editor e("micro");
    e.editor.startFromInitial();
    const Position before = e.editor.position();
    QGuiApplication::clipboard()->setText(QStringLiteral("k,b,g,s/p,3/4/3,Q/S,G,B,K b -"));
    QVERIFY(!e.editor.pasteText());
    QCOMPARE(e.editor.position(), before);
    auto* list = e.editor.findChild<QListWidget*>("problemList");
    QVERIFY(list->count() >= 1);
    const QString message = list->item(0)->text();
    QVERIFY2(message.contains(QStringLiteral("Could not read")) && message.contains(QStringLiteral("'Q'")), qPrintable(message));
    QVERIFY(message.contains(QStringLiteral("rank 2")));
    // Typing it and pressing Enter does the same; a good text clears the message.
    e.editor.textEdit()->setText(QStringLiteral("4/4/4/4 b -"));
    QTest::keyClick(e.editor.textEdit(), Qt::Key_Return);
    QVERIFY(e.editor.isVisible());  // Enter does not start a game
    QVERIFY(e.editor.textError().contains(QStringLiteral("5 ranks")));
    QVERIFY(e.editor.applyText(QStringLiteral("k,3/4/4/4/3,K b -")));
    QVERIFY(e.editor.textError().isEmpty());
    QCOMPARE(e.editor.position().pieceCount(kWhite), 1);
}

void TestPositionEditor::copyAndPasteThroughTheClipboard() {
    Editor e("hook");
    e.editor.startFromInitial();
    e.editor.setPassed(kBlack, true);
    e.editor.setSideToMove(kWhite);
    e.editor.copyText();
    const QString copied = QGuiApplication::clipboard()->text();
    QVERIFY(copied.endsWith(QStringLiteral(" w - P")));
    e.editor.startEmpty();
    QVERIFY(e.editor.pasteText());
    QCOMPARE(text(e.editor.position()), copied);
}

void TestPositionEditor::undoAndRedo() {
    Editor e("micro");  // the start position, then the empty board
    e.choose("K");
    e.click("a1");
    e.click("b1");
    QVERIFY(isPiece(e.cell("b1")));
    e.editor.undo();
    QVERIFY(!isPiece(e.cell("b1")));
    QVERIFY(isPiece(e.cell("a1")));
    e.editor.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&e.editor));
    QTest::keySequence(&e.editor, QKeySequence::Redo);
    QVERIFY(isPiece(e.cell("b1")));
    QTest::keySequence(&e.editor, QKeySequence::Undo);
    QTest::keySequence(&e.editor, QKeySequence::Undo);
    QCOMPARE(e.editor.position().pieceCount(kBlack), 0);
    e.editor.undo();
    QCOMPARE(e.editor.position(), startPosition(e.v));
    QVERIFY(!e.editor.canUndo());
    // A new change drops what could be redone.
    QVERIFY(e.editor.canRedo());
    e.click("c2");
    QVERIFY(!e.editor.canRedo());
}

void TestPositionEditor::playFromHereStartsTheGameWithThePlayers() {
    ui::MainWindow window;
    window.startGame(variant("micro"));
    ui::PositionEditor* editor = window.setUpPosition(variant("micro"));
    QVERIFY(editor);
    QVERIFY(editor->applyText(QStringLiteral("k,3/4/4/1,P,2/3,K w G")));
    auto* white = editor->findChild<QComboBox*>("playerWhite");
    QVERIFY(white);
    white->setCurrentIndex(white->findData(QStringLiteral("random")));
    button(editor, "playFromHere")->click();
    const Game& game = window.controller().game();
    QCOMPARE(text(game.startPosition()), QStringLiteral("k,3/4/4/1,P,2/3,K w G"));
    QVERIFY(!window.controller().player(kBlack).computer);
    QVERIFY(window.controller().player(kWhite).computer);
    QCOMPARE(window.controller().player(kWhite).level, std::string("random"));
    // The computer (White) is to move and replies.
    QTRY_COMPARE_WITH_TIMEOUT(window.controller().moveCount(), 1, 10000);
}

void TestPositionEditor::aGameFromASetUpPositionIsSavedAndLoaded() {
    ui::MainWindow window;
    window.startGame(variant("hook"));
    ui::PositionEditor* editor = window.setUpPosition(variant("hook"));
    editor->startFromInitial();
    editor->setPassed(kWhite, true);
    editor->removeAt(sq(variant("hook"), "a1"));
    const Position start = editor->position();
    button(editor, "playFromHere")->click();
    QCOMPARE(window.controller().game().startPosition(), start);
    std::string why;
    const auto move = parseMove(window.controller().game(), "b5-b6", why);
    QVERIFY2(move, why.c_str());
    QVERIFY(window.controller().playMove(*move));
    QTemporaryDir dir;
    const QString path = dir.filePath("setup.lsg");
    QString error;
    QVERIFY2(ui::GameFile::save(path, window.controller().record(), error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(QString::fromUtf8(file.readAll()).contains(QStringLiteral("Start: ") + text(start)));
    const std::optional<GameRecord> loaded = ui::GameFile::load(path, error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(*loaded->start, start);
    QCOMPARE(loaded->moves.size(), std::size_t(1));
    window.controller().loadGame(*loaded);
    QCOMPARE(window.controller().game().startPosition(), start);
    QCOMPARE(window.controller().moveCount(), 1);
}

void TestPositionEditor::studyOpensThePositionForBothSides() {
    ui::MainWindow window;
    window.startGame(variant("macadamia"));
    ui::PositionEditor* editor = window.setUpPosition(variant("macadamia"));
    QVERIFY(editor->applyText(QStringLiteral("6,k,6/13/13/13/13/6,g,6/6,LN,6/13/13/13/13/13/6,K,6 b -")));
    button(editor, "studyPosition")->click();
    QVERIFY(!window.controller().player(kBlack).computer);
    QVERIFY(!window.controller().player(kWhite).computer);
    // Clicking the Lion shows its moves.
    ui::BoardWidget* board = window.board();
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squarePoint(sq(variant("macadamia"), "g7")));
    QVERIFY(board->entry().active());
    QVERIFY(board->entry().targets().count(sq(variant("macadamia"), "g8")));
}

void TestPositionEditor::newGameDialogLeadsToTheEditor() {
    ui::NewGameDialog dialog(QStringLiteral("micro"), {}, {}, 3);
    auto* setUp = dialog.findChild<QPushButton*>("setUpPositionButton");
    QVERIFY(setUp);
    QTimer::singleShot(0, setUp, &QPushButton::click);
    QCOMPARE(dialog.exec(), ui::NewGameDialog::kSetUpPosition);
    ui::MainWindow window;
    QVERIFY(window.findChild<QAction*>("setUpPositionAction"));
}

SHOGI_UI_TEST(TestPositionEditor, "tst_position_editor");
#include "tst_position_editor.moc"
