// Monkey test of the whole window (offscreen): thousands of seeded random clicks, drags, key
// presses (Esc, Ctrl+Z, Ctrl+Shift+Z, Ctrl+M, ...), undo/redo, new games and variant switches,
// with the computer (the weakest searching level, a short think) playing one side. Nothing may
// crash, hang or break the controller's invariants. Dialogs that open (promotion choice, new
// game, file dialogs, messages) are closed as soon as they appear.
//
// SHOGI_MONKEY_SEED and SHOGI_MONKEY_ACTIONS override the seed and the number of actions; a
// failure prints the seed and the last actions so the run can be repeated.
#include <QAbstractButton>
#include <QDialog>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QtTest>
#include <deque>

#include "boardview/BoardWidget.h"
#include "engine/Engine.h"
#include "windows/MainWindow.h"

using namespace shogi;

class TestMonkey : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void monkey();
};

namespace {

constexpr qint64 kBudgetMs = 45000;     // the whole run stops after this, whatever is left
constexpr qint64 kComputerMaxMs = 5000;  // a computer move taking longer is a hang

// Closes whatever dialog is in the way; run by a timer, so it also fires inside exec().
int closeDialogs() {
    int closed = 0;
    if (QWidget* modal = QApplication::activeModalWidget()) {
        if (auto* dialog = qobject_cast<QDialog*>(modal)) dialog->reject();
        else modal->close();
        ++closed;
    }
    for (QWidget* w : QApplication::topLevelWidgets())
        if (w->isVisible() && qobject_cast<QDialog*>(w)) {
            static_cast<QDialog*>(w)->reject();
            ++closed;
        }
    return closed;
}

}  // namespace

void TestMonkey::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("LargeShogiTest");
    QCoreApplication::setApplicationName("tst_monkey");
    QSettings().clear();
    QFile::remove(ui::MainWindow::autosavePath());
}

void TestMonkey::monkey() {
    const quint32 seed = qEnvironmentVariableIsSet("SHOGI_MONKEY_SEED") ? qEnvironmentVariableIntValue("SHOGI_MONKEY_SEED")
                                                                        : 20261121u;
    const int actions = qEnvironmentVariableIsSet("SHOGI_MONKEY_ACTIONS") ? qEnvironmentVariableIntValue("SHOGI_MONKEY_ACTIONS")
                                                                          : 2000;
    QRandomGenerator rng(seed);
    auto chance = [&rng](int percent) { return int(rng.bounded(100)) < percent; };

    // The weakest level that searches (on a worker thread, with the stop flag), thinking briefly.
    const std::vector<std::string> levels = engineLevels();
    const std::string level = levels.size() > 1 ? levels[1] : levels[0];
    const auto variants = allVariants();

    int dialogsClosed = 0;
    QTimer closer;
    connect(&closer, &QTimer::timeout, [&dialogsClosed] { dialogsClosed += closeDialogs(); });
    closer.start(5);

    ui::MainWindow window;
    window.resize(1000, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ui::GameController& c = window.controller();
    c.setComputerPauseMs(0);
    c.engine().setLimits(SearchLimits::ofTime(30));
    ui::BoardWidget* board = window.board();
    int computerMoves = 0, humanMoves = 0;
    connect(&c.engine(), &ui::EngineRunner::moveFound, [&computerMoves] { ++computerMoves; });
    connect(board, &ui::BoardWidget::moveEntered, [&humanMoves] { ++humanMoves; });

    std::deque<QString> log;  // the last actions, printed on failure
    auto note = [&log](const QString& what) {
        log.push_back(what);
        if (log.size() > 30) log.pop_front();
    };
    auto fail = [&](int i, const QString& why) {
        QString text = QString("seed %1, action %2: %3\nlast actions:\n").arg(seed).arg(i).arg(why);
        for (const QString& l : log) text += "  " + l + "\n";
        return text;
    };

    auto newGame = [&](const Variant& v) {
        const int computer = int(rng.bounded(3));  // 0: Black, 1: White, 2: nobody (hot-seat)
        shogi::PlayerSpec players[2];
        if (computer < 2) players[computer] = shogi::PlayerSpec{true, level};
        c.newGame(v, players[0], players[1]);
        note(QString("new game %1, computer %2").arg(v.id()).arg(computer));
    };
    newGame(*findVariant("micro"));

    auto randomSquare = [&]() -> Square {
        const auto& squares = c.game().variant().squares();
        return squares[rng.bounded(int(squares.size()))];
    };
    auto randomPoint = [&](QWidget* w) { return QPoint(int(rng.bounded(std::max(1, w->width()))), int(rng.bounded(std::max(1, w->height())))); };

    QElapsedTimer clock;
    clock.start();
    int done = 0, gamesStarted = 1, maxMoves = 0;
    for (int i = 0; i < actions && clock.elapsed() < kBudgetMs; ++i, ++done) {
        const int kind = int(rng.bounded(100));
        if (kind < 30) {  // a click on a square, sometimes right or with Ctrl
            const Square sq = randomSquare();
            const Qt::MouseButton button = chance(10) ? Qt::RightButton : Qt::LeftButton;
            const Qt::KeyboardModifiers mods = chance(10) ? Qt::ControlModifier : Qt::NoModifier;
            note(QString("click %1 button %2 mods %3").arg(sq).arg(int(button)).arg(int(mods)));
            QTest::mouseClick(board, button, mods, board->squarePoint(sq));
        } else if (kind < 38) {  // anywhere on the board widget: margins, hands, coordinates
            const QPoint p = randomPoint(board);
            note(QString("click board at %1,%2").arg(p.x()).arg(p.y()));
            QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, p);
        } else if (kind < 44) {  // a drag from one square to another
            const QPoint from = board->squarePoint(randomSquare()), to = board->squarePoint(randomSquare());
            note(QString("drag %1,%2 -> %3,%4").arg(from.x()).arg(from.y()).arg(to.x()).arg(to.y()));
            QTest::mousePress(board, Qt::LeftButton, Qt::NoModifier, from);
            QTest::mouseMove(board, (from + to) / 2);
            QTest::mouseMove(board, to);
            QTest::mouseRelease(board, Qt::LeftButton, Qt::NoModifier, to);
        } else if (kind < 60) {  // a legal move by clicks (so games go on), or played directly
            if (c.humanToMove() && c.viewingLive() && !c.game().result().over() && !c.game().legalMoves().empty()) {
                const auto& legal = c.game().legalMoves();
                const Move m = legal[rng.bounded(int(legal.size()))];
                if (!m.isDrop() && chance(60)) {
                    note(QString("click move %1").arg(QString::fromStdString(c.game().moveText(m))));
                    QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, board->squarePoint(m.from));
                    QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, board->squarePoint(m.to));
                } else {
                    note(QString("play %1").arg(QString::fromStdString(c.game().moveText(m))));
                    c.playMove(m);
                }
            }
        } else if (kind < 70) {  // keys: Esc, undo, redo, move now, flip, and some noise
            static const QKeyCombination keys[] = {
                QKeyCombination(Qt::Key_Escape),
                QKeyCombination(Qt::ControlModifier, Qt::Key_Z),
                QKeyCombination(Qt::ControlModifier | Qt::ShiftModifier, Qt::Key_Z),
                QKeyCombination(Qt::ControlModifier, Qt::Key_M),
                QKeyCombination(Qt::ControlModifier, Qt::Key_F),
                QKeyCombination(Qt::Key_Left),
                QKeyCombination(Qt::Key_Space),
                QKeyCombination(Qt::Key_A),
                QKeyCombination(Qt::Key_Return),
            };
            const QKeyCombination k = keys[rng.bounded(int(std::size(keys)))];
            QWidget* target = chance(50) ? static_cast<QWidget*>(board) : &window;
            note(QString("key %1 mods %2 to %3").arg(int(k.key())).arg(int(k.keyboardModifiers())).arg(target->metaObject()->className()));
            QTest::keyClick(target, k.key(), k.keyboardModifiers());
        } else if (kind < 77) {  // undo / redo directly, sometimes while the computer thinks
            if (chance(50)) {
                note("undo");
                c.undo();
            } else {
                note("redo");
                c.redo();
            }
        } else if (kind < 82) {  // a click on some other visible part of the window
            QList<QWidget*> widgets;
            for (QWidget* w : window.findChildren<QWidget*>())
                if (w->isVisible() && w->width() > 0 && w->height() > 0) widgets << w;
            if (!widgets.isEmpty()) {
                QWidget* w = widgets[rng.bounded(int(widgets.size()))];
                // Keep quitting out of it: Quit would close the window under the test.
                const auto* button = qobject_cast<QAbstractButton*>(w);
                if (button && button->text().contains("Quit", Qt::CaseInsensitive)) continue;
                const QPoint p = randomPoint(w);
                note(QString("click %1 '%2' at %3,%4").arg(w->metaObject()->className(), w->objectName()).arg(p.x()).arg(p.y()));
                QTest::mouseClick(w, Qt::LeftButton, Qt::NoModifier, p);
            }
        } else if (kind < 86) {  // look back in the game
            const int ply = int(rng.bounded(c.moveCount() + 1));
            note(QString("view ply %1").arg(ply));
            c.viewPly(ply);
        } else if (kind < 89) {  // move now / resume
            note("move now");
            c.moveNow();
        } else if (kind < 90) {  // a new game of the same variant
            newGame(c.game().variant());
            ++gamesStarted;
        } else if (kind < 92) {  // a variant switch (the small one more often: it plays out faster)
            newGame(chance(40) ? *findVariant("micro") : *variants[rng.bounded(int(variants.size()))]);
            ++gamesStarted;
        } else if (kind < 93) {  // a new game from the menu: the dialog opens and is cancelled
            note("Ctrl+N");
            QTest::keyClick(&window, Qt::Key_N, Qt::ControlModifier);
        } else if (kind < 94) {
            note("resign");
            c.resign();
        } else if (kind < 99) {  // a human move and at once something that stops the computer
            if (c.humanToMove() && c.viewingLive() && !c.game().result().over() && !c.game().legalMoves().empty()) {
                const auto& legal = c.game().legalMoves();
                const Move m = legal[rng.bounded(int(legal.size()))];
                note(QString("play %1 then interrupt").arg(QString::fromStdString(c.game().moveText(m))));
                c.playMove(m);
                switch (rng.bounded(3)) {
                case 0: c.undo(); break;
                case 1: c.moveNow(); break;
                default: newGame(c.game().variant()); ++gamesStarted; break;
                }
            }
        } else {
            const QSize size(600 + int(rng.bounded(800)), 400 + int(rng.bounded(500)));
            note(QString("resize %1x%2").arg(size.width()).arg(size.height()));
            window.resize(size);
        }

        QCoreApplication::processEvents();
        // Let the computer finish its move, so each run of a seed sees the same games.
        QElapsedTimer wait;
        wait.start();
        while (c.thinking()) {
            if (wait.elapsed() > kComputerMaxMs) QFAIL(qPrintable(fail(i, "the computer did not move within 5 s")));
            QTest::qWait(1);
        }
        QCoreApplication::processEvents();

        // The controller's invariants.
        const int moves = c.moveCount();
        if (c.viewedPly() < 0 || c.viewedPly() > moves) QFAIL(qPrintable(fail(i, "viewed ply out of range")));
        if (c.moveTexts().size() != moves || c.moveLabels().size() != moves)
            QFAIL(qPrintable(fail(i, "move list out of step with the game")));
        maxMoves = std::max(maxMoves, moves);
    }
    closer.stop();
    qInfo("monkey: seed %u, %d actions in %lld ms, %d games, longest game %d moves, %d moves entered on the "
          "board, %d computer moves, %d dialogs closed",
          seed, done, clock.elapsed(), gamesStarted, maxMoves, humanMoves, computerMoves, dialogsClosed);
    QVERIFY2(done >= std::min(actions, 500), qPrintable(QString("only %1 actions in the time budget").arg(done)));
    window.close();
}

QTEST_MAIN(TestMonkey)
#include "tst_monkey.moc"
