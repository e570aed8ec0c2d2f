// Moves by keyboard: the move box beside the board takes a move typed in any style the
// program writes moves (western text, with or without the piece's code, in the squares of the
// coordinates shown; XBoard's legs; Japanese), in every variant and of every kind (drops of
// either face, promotion or not, a Lion's double capture, igui, a pass, a hook move),
// completes partial text by listing the legal moves it can become, plays on Enter, and says
// what is wrong with bad text without losing it. "/" puts the keys there.
#include <QInputMethodEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QtTest>

#include "UiTestMain.h"
#include "UiTestSupport.h"
#include "boardview/BoardWidget.h"
#include "boardview/MoveInputBox.h"
#include "notation/JapaneseMoveText.h"
#include "notation/LegNotation.h"
#include "notation/MoveLine.h"
#include "notation/MoveText.h"
#include "windows/MainWindow.h"

using namespace shogi;

namespace {

// Types `text` into the move box and presses Enter. ASCII comes as key presses; anything else
// as an input method (a Japanese IME) commits it, a character at a time.
void type(ui::MainWindow& window, const QString& text, bool enter = true) {
    QLineEdit* line = window.moveBox()->line();
    line->setFocus();
    line->clear();
    for (const QChar c : text) {
        if (c.unicode() < 0x80) {
            QTest::keyClicks(line, QString(c));
            continue;
        }
        QInputMethodEvent commit;
        commit.setCommitString(QString(c));
        QCoreApplication::sendEvent(line, &commit);
    }
    if (enter) QTest::keyClick(line, Qt::Key_Return);
}

// A hot-seat game from `start`.
void load(ui::MainWindow& window, const Position& start) {
    GameRecord record;
    record.variant = &start.variant();
    record.start = start;
    window.controller().loadGame(record);
}

// The move written in the `form`-th style: text, coded text, shogi-letter squares, legs, Japanese.
QString written(const Game& game, const Move& m, int form) {
    const Position& pos = game.position();
    const Square previousTo = game.moves().empty() ? kNoSquare : game.moves().back().to;
    switch (form % 5) {
        case 0: return QString::fromStdString(formatMove(pos, m));
        case 1: return QString::fromStdString(formatMoveIn(MoveStyle::CodedText, pos, m));
        case 2: return QString::fromStdString(formatMove(pos, m, SquareStyle::ShogiLetters));
        case 3: return QString::fromStdString(formatLegs(pos, m));
        default: return QString::fromStdString(formatJapaneseMove(pos, m, game.legalMoves(), previousTo));
    }
}

// Whether the move leaves the mover's last royal capturable (the box asks about those first).
bool exposesRoyal(const Game& game, const Move& m) {
    const auto moves = m.isDrop() ? game.pieceMovesFromHand(game.variant().kind(m.kind).type) : game.pieceMoves(m.from);
    for (const PieceMove& pm : moves)
        if (pm.move == m) return pm.exposesRoyal;
    return false;
}

}  // namespace

class TestKeyboardEntry : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void everyVariantTakesTypedMovesInEveryStyle();
    void specialMovesAreTyped_data();
    void specialMovesAreTyped();
    void partialTextListsTheMovesItCanBecome();
    void badTextSaysWhatIsWrongAndKeepsIt();
    void slashPutsTheKeysInTheBox();
};

void TestKeyboardEntry::initTestCase() {
    uitest::useTestSettings("keyboard_entry");
    QSettings().clear();
}

void TestKeyboardEntry::everyVariantTakesTypedMovesInEveryStyle() {
    ui::MainWindow window;
    ui::GameController& c = window.controller();
    for (const Variant* v : allVariants()) {
        c.newGame(*v, PlayerSpec{}, PlayerSpec{});
        for (int ply = 0; ply < 10; ++ply) {
            const Game& game = c.game();
            const MoveList& legal = game.legalMoves();
            QVERIFY(!legal.empty());
            // Captures and drops first, when there are any, so every kind comes up.
            std::vector<Move> safe;
            for (const Move& m : legal)
                if (!exposesRoyal(game, m)) safe.push_back(m);
            QVERIFY(!safe.empty());
            std::optional<Move> pick;
            for (const Move& m : safe)
                if ((m.isDrop() || m.captureCount > 0) && (ply % 2 == 0)) pick = m;
            const Move m = pick ? *pick : safe[(ply * 37 + 5) % safe.size()];
            const QString text = written(game, m, ply);
            type(window, text);
            QVERIFY2(c.moveCount() == ply + 1,
                     qPrintable(QString("%1: '%2' was not played: %3").arg(v->id(), text, window.moveBox()->message())));
            QVERIFY2(c.game().moves().back() == m, qPrintable(QString("%1: '%2'").arg(v->id(), text)));
            QVERIFY(window.moveBox()->line()->text().isEmpty());
        }
    }
}

void TestKeyboardEntry::specialMovesAreTyped_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("position");  // placed pieces: "square=code,..."
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("played");    // the core text of the move that must be played
    const QString lion = "a1=K,s19=k,j10=LN,j11=p,j12=p";
    QTest::newRow("Lion double capture") << "maka-dai-dai" << lion << "j10xj11xj12" << "j10xj11xj12";
    QTest::newRow("Lion double capture, legs") << "maka-dai-dai" << lion << "j10j11,j11j12" << "j10xj11xj12";
    QTest::newRow("igui") << "maka-dai-dai" << lion << "j10xj11-j10" << "j10xj11-j10";
    QTest::newRow("igui, Japanese") << "maka-dai-dai" << lion << "▲１０九獅子不成居喰い" << "j10xj11-j10";
    QTest::newRow("pass") << "maka-dai-dai" << lion << "j10-j10" << "j10-j10";
    QTest::newRow("pass, Japanese") << "maka-dai-dai" << lion << "１０十獅子じっと" << "j10-j10";
    QTest::newRow("hook move") << "maka-dai-dai" << "a1=K,s19=k,e5=HM" << "e5-h9" << "e5-h9";
    QTest::newRow("hook move, legs") << "maka-dai-dai" << "a1=K,s19=k,e5=HM" << "e5h9" << "e5-h9";
    QTest::newRow("promotion") << "heian-dai" << "a1=K,b1=G,m13=k,l13=g,f10=P" << "f10-f11+" << "f10-f11+";
    QTest::newRow("promotion, Japanese") << "heian-dai" << "a1=K,b1=G,m13=k,l13=g,f10=P" << "８三歩成" << "f10-f11+";
    QTest::newRow("no promotion, digits") << "heian-dai" << "a1=K,b1=G,m13=k,l13=g,f10=P" << "83歩不成" << "f10-f11";
}

void TestKeyboardEntry::specialMovesAreTyped() {
    QFETCH(QString, variant);
    QFETCH(QString, position);
    QFETCH(QString, typed);
    QFETCH(QString, played);
    const Variant& v = *findVariant(variant.toStdString());
    // The pieces, placed as UiTestSupport's placed() takes them.
    std::vector<std::pair<std::string, std::string>> pieces;
    for (const QString& item : position.split(',')) {
        const QStringList parts = item.split('=');
        pieces.emplace_back(parts[0].toStdString(), parts[1].toStdString());
    }
    const std::optional<Position> start = uitest::placed(v, pieces);
    QVERIFY(start);
    ui::MainWindow window;
    load(window, *start);
    const Game before = window.controller().game();
    type(window, typed);
    QVERIFY2(window.controller().moveCount() == 1, qPrintable(typed + ": " + window.moveBox()->message()));
    QCOMPARE(QString::fromStdString(formatMove(before.position(), window.controller().game().moves().back())), played);
}

void TestKeyboardEntry::partialTextListsTheMovesItCanBecome() {
    ui::MainWindow window;
    ui::GameController& c = window.controller();
    c.newGame(*findVariant("micro"), PlayerSpec{}, PlayerSpec{});
    // Micro: the Pawn in hand after a capture can be dropped with either face.
    for (const char* m : {"d2-d3", "a4-a3", "d3-d4", "a3-a2"}) QVERIFY(c.playMove(*uitest::moveByText(c.game(), m)));
    type(window, "a1", false);
    QStringList expected;
    for (const Move& m : c.game().legalMoves())
        if (!m.isDrop() && formatMove(c.game().position(), m).rfind("a1", 0) == 0)
            expected << QString::fromStdString(formatMoveIn(MoveStyle::CodedText, c.game().position(), m));
    QVERIFY(!expected.isEmpty());
    QCOMPARE(window.moveBox()->listed(), expected);
    // Enter while several moves still begin so plays none, and says so.
    const int moves = c.moveCount();
    QTest::keyClick(window.moveBox()->line(), Qt::Key_Return);
    if (expected.size() > 1) {
        QCOMPARE(c.moveCount(), moves);
        QVERIFY2(window.moveBox()->message().contains("begin so"), qPrintable(window.moveBox()->message()));
    }
    // Down picks one; Enter plays the move picked.
    type(window, "a1", false);
    QTest::keyClick(window.moveBox()->line(), Qt::Key_Down);
    const int row = window.moveBox()->list()->currentRow();
    QVERIFY(row >= 0);
    const QString picked = window.moveBox()->list()->item(row)->text();
    QTest::keyClick(window.moveBox()->line(), Qt::Key_Return);
    QCOMPARE(c.moveCount(), moves + 1);
    QCOMPARE(c.moveLabels().back(), picked);
}

void TestKeyboardEntry::badTextSaysWhatIsWrongAndKeepsIt() {
    ui::MainWindow window;
    ui::GameController& c = window.controller();
    c.newGame(*findVariant("micro"), PlayerSpec{}, PlayerSpec{});
    for (const char* bad : {"b3-b4", "a1-a4", "z9", "９九歩"}) {
        type(window, bad);
        QCOMPARE(c.moveCount(), 0);
        QCOMPARE(window.moveBox()->line()->text(), QString(bad));  // the text is not lost
        QVERIFY2(!window.moveBox()->message().isEmpty(), bad);
    }
    type(window, "b3-b4");
    QVERIFY2(window.moveBox()->message().contains("no piece on b3"), qPrintable(window.moveBox()->message()));
    // The computer's turn: the box says that no move can be entered, and plays none.
    c.newGame(*findVariant("micro"), PlayerSpec{true, "random"}, PlayerSpec{});
    type(window, "d2-d3");
    QCOMPARE(c.moveCount(), 0);
    QVERIFY(!window.moveBox()->message().isEmpty());
}

void TestKeyboardEntry::slashPutsTheKeysInTheBox() {
    ui::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.board()->setFocus();
    QTRY_VERIFY(window.board()->hasFocus());
    QTest::keyClick(window.board(), Qt::Key_Slash);
    QTRY_VERIFY(window.moveBox()->line()->hasFocus());
    QVERIFY(window.moveBox()->line()->text().isEmpty());  // the key itself is not typed
    // Pressed again in the box, it is not typed either: it selects the text to type over.
    QTest::keyClicks(window.moveBox()->line(), "d2");
    QTest::keyClick(window.moveBox()->line(), Qt::Key_Slash);
    QCOMPARE(window.moveBox()->line()->text(), QString("d2"));
    QCOMPARE(window.moveBox()->line()->selectedText(), QString("d2"));
    // Esc gives the board the keys again.
    QTest::keyClick(window.moveBox()->line(), Qt::Key_Escape);
    QTRY_VERIFY(window.board()->hasFocus());
}

SHOGI_UI_TEST(TestKeyboardEntry, "keyboard_entry");
#include "tst_keyboard_entry.moc"
