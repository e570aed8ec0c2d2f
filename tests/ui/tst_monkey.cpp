// Monkey test of the whole window (offscreen): thousands of seeded random clicks, drags, key
// presses (Esc, Ctrl+Z, Ctrl+Shift+Z, Ctrl+M, ...), undo/redo, new games and variant switches,
// with the computer (the weakest searching level, a short think) playing one side. The
// clock and play-flow actions too: games with short clocks (so some are lost on time), pause
// and single steps, resign, play on from here, Game > Resume, review, notation, copying the
// moves, quitting; the window's questions (save, resign, play on, game over) are answered at
// random, both ways. Moves typed into the move box (legal ones in every style, partial and
// bad text), and real dialogs opened while the clocks run (settings, file dialogs, new game).
// Nothing may crash, hang or break the controller's invariants, and no clock may run while a
// question is open. Dialogs that open (promotion choice, new game, file dialogs, messages)
// and menus that pop up are closed as soon as they appear.
//
// SHOGI_MONKEY_SEED and SHOGI_MONKEY_ACTIONS override the seed and the number of actions; a
// failure prints the seed and the last actions so the run can be repeated.
#include <QAbstractButton>
#include <QDialog>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QtTest>
#include <deque>

#include <QMenu>

#include "UiTestSupport.h"
#include "UiTestMain.h"
#include "boardview/BoardWidget.h"
#include "boardview/MoveInputBox.h"
#include "notation/JapaneseMoveText.h"
#include "notation/LegNotation.h"
#include "dialogs/PlayQuestions.h"
#include "engine/Engine.h"
#include "play/UnfinishedGames.h"
#include "record/GameText.h"
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

// Closes whatever dialog or pop-up menu is in the way; run by a timer, so it also fires inside
// exec().
int closeDialogs() {
    int closed = 0;
    if (QWidget* popup = QApplication::activePopupWidget()) {
        popup->close();
        ++closed;
    }
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

// The window's questions answered at random; every answer is tried.
class RandomQuestions : public ui::PlayQuestions {
public:
    explicit RandomQuestions(QRandomGenerator& rng) : rng_(rng) {}
    int asked = 0;
    SaveAnswer askSaveUnfinished(QWidget*, const QString&) override {
        ++asked;
        // Save opens the file dialog, which the closer cancels: the leaving is cancelled too.
        return SaveAnswer(rng_.bounded(3));
    }
    bool confirmResign(QWidget*, const QString&) override {
        ++asked;
        return rng_.bounded(2) == 0;
    }
    bool confirmPlayOn(QWidget*, int, int) override {
        ++asked;
        return rng_.bounded(2) == 0;
    }
    void gameOver(QWidget*, const QString&, std::function<void(GameOverAnswer)> answered) override {
        ++asked;
        answered(GameOverAnswer(rng_.bounded(4)));
    }

private:
    QRandomGenerator& rng_;
};

// A short time control, so that clocks run out during the run.
TimeControl randomTimeControl(QRandomGenerator& rng) {
    switch (rng.bounded(4)) {
        case 0: return TimeControl{};
        case 1: return TimeControl::suddenDeath(1 + int(rng.bounded(3)));
        case 2: return TimeControl::byoyomi(int(rng.bounded(2)), 1, 1 + int(rng.bounded(2)));
        default: return TimeControl::fischer(1 + int(rng.bounded(2)), 1);
    }
}

}  // namespace

void TestMonkey::initTestCase() {
    uitest::useTestSettings("tst_monkey");
    QSettings().clear();
    QFile::remove(ui::MainWindow::autosavePath());
    QDir(ui::UnfinishedGames::shelfFolder()).removeRecursively();
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

    int dialogsClosed = 0, questionsUnderRunningClock = 0, questionsWhileTimed = 0;
    ui::MainWindow* shown = nullptr;
    QTimer closer;
    // Under a question (not one that belongs to entering a move) no clock may run.
    connect(&closer, &QTimer::timeout, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (shown && modal && !modal->property("shogiPartOfMove").toBool()) {
            const ui::GameController& gc = shown->controller();
            if (gc.clock().timed() && !gc.game().result().over()) ++questionsWhileTimed;
            if (gc.clock().running()) ++questionsUnderRunningClock;
        }
        dialogsClosed += closeDialogs();
    });
    closer.start(5);

    ui::MainWindow window;
    shown = &window;
    RandomQuestions questions(rng);
    window.setQuestions(&questions);
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

    int timedGames = 0, lostOnTime = 0;
    connect(&c, &ui::GameController::gameEnded, [&lostOnTime](const GameResult& r) {
        if (r.reason == EndReason::TimeForfeit) ++lostOnTime;
    });
    auto newGame = [&](const Variant& v) {
        const int computer = int(rng.bounded(4));  // 0: Black, 1: White, 2: nobody (hot-seat), 3: both
        shogi::PlayerSpec players[2];
        if (computer < 2) players[computer] = shogi::PlayerSpec{true, level};
        if (computer == 3) players[0] = players[1] = shogi::PlayerSpec{true, level};
        ui::GameOptions options;
        options.timeControl = randomTimeControl(rng);
        if (options.timeControl.timed()) ++timedGames;
        c.newGame(v, players[0], players[1], options);
        note(QString("new game %1, computer %2, clock %3")
                 .arg(v.id())
                 .arg(computer)
                 .arg(QString::fromStdString(formatTimeControl(options.timeControl))));
    };
    auto trigger = [&](const char* name) {
        auto* a = window.findChild<QAction*>(name);
        note(QString("action %1%2").arg(name, a && a->isEnabled() ? "" : " (disabled)"));
        if (a && a->isEnabled()) a->trigger();
    };
    newGame(*findVariant("micro"));

    auto randomSquare = [&]() -> Square {
        const auto& squares = c.game().variant().squares();
        return squares[rng.bounded(int(squares.size()))];
    };
    auto randomPoint = [&](QWidget* w) { return QPoint(int(rng.bounded(std::max(1, w->width()))), int(rng.bounded(std::max(1, w->height())))); };
    // A move typed into the move box: a legal one in one of the styles the box reads, its
    // first characters only, or noise; Enter at the end, mostly.
    int typedMoves = 0;
    auto typeMove = [&]() {
        ui::MoveInputBox* box = window.moveBox();
        QString text = "zz9";
        const Game& game = c.game();
        if (!game.legalMoves().empty() && chance(80)) {
            const Move m = game.legalMoves()[rng.bounded(int(game.legalMoves().size()))];
            switch (rng.bounded(3)) {
                case 0: text = QString::fromStdString(moveText(game, m)); break;
                case 1: text = QString::fromStdString(formatLegs(game.position(), m)); break;
                default: text = QString::fromStdString(japaneseMoveText(game, m)); break;
            }
            if (chance(20)) text = text.left(1 + int(rng.bounded(text.size())));
        }
        note(QString("type '%1'").arg(text));
        box->line()->setFocus();
        box->line()->clear();
        box->line()->insert(text);  // as an input method would commit it
        emit box->line()->textEdited(box->line()->text());
        const int before = c.moveCount();
        if (chance(85)) QTest::keyClick(box->line(), Qt::Key_Return);
        if (c.moveCount() > before) ++typedMoves;
    };

    QElapsedTimer clock;
    clock.start();
    int done = 0, gamesStarted = 1, maxMoves = 0;
    for (int i = 0; i < actions && clock.elapsed() < kBudgetMs; ++i, ++done) {
        const int kind = int(rng.bounded(110));
        if (kind >= 100) {  // clock and play-flow actions (one action in eleven)
            switch (rng.bounded(15)) {
                case 12: typeMove(); break;
                case 13: typeMove(); break;
                case 14: {  // a real dialog while the clocks run: closed by the closer
                    static const char* const dialogs[] = {"settingsAction", "openAction", "saveAsAction", "newGameAction"};
                    trigger(dialogs[rng.bounded(int(std::size(dialogs)))]);
                    break;
                }
                case 0: trigger("pauseAction"); break;
                case 1: trigger("stepAction"); break;
                case 2: trigger("resignAction"); break;
                case 3: trigger("playOnAction"); break;
                case 4: trigger(chance(50) ? "previousAction" : "firstAction"); break;
                case 5: trigger(chance(50) ? "nextAction" : "lastAction"); break;
                case 6: trigger(chance(50) ? "notation-japanese" : "notation-western"); break;
                case 7: trigger("copyMovesAction"); break;
                case 8: {  // Game > Resume: one of the unfinished games, if any
                    auto* resume = window.findChild<QMenu*>("resumeMenu");
                    emit resume->aboutToShow();
                    QList<QAction*> entries;
                    for (QAction* a : resume->actions())
                        if (a->isEnabled()) entries << a;
                    note(QString("resume, %1 games").arg(entries.size()));
                    if (!entries.isEmpty()) entries[rng.bounded(int(entries.size()))]->trigger();
                    break;
                }
                case 9: {  // Quit: answered at random; a window that closed is opened again
                    note("close");
                    if (window.close()) window.show();
                    break;
                }
                case 10: note("check clock"); c.checkClock(); break;
                default: {  // a short wait, so clocks run; a clock about to fall is let fall
                    const auto running = c.clock().running();
                    const qint64 left = running ? c.clock().totalLeftMs(*running) : 0;
                    const int ms = running && left < 2500 ? int(left) + 250 : int(rng.bounded(300));
                    note(QString("wait %1 ms").arg(ms));
                    QTest::qWait(ms);
                    break;
                }
            }
        } else if (kind < 30) {  // a click on a square, sometimes right or with Ctrl
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
                    note(QString("click move %1").arg(QString::fromStdString(moveText(c.game(), m))));
                    QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, board->squarePoint(m.from));
                    QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, board->squarePoint(m.to));
                } else {
                    note(QString("play %1").arg(QString::fromStdString(moveText(c.game(), m))));
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
                note(QString("play %1 then interrupt").arg(QString::fromStdString(moveText(c.game(), m))));
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
        // Let the computer finish its move, so each run of a seed sees the same games. Between
        // two computers the next search starts at once: wait for one move only.
        QElapsedTimer wait;
        wait.start();
        const int before = c.moveCount();
        while (c.thinking() && c.moveCount() == before) {
            if (wait.elapsed() > kComputerMaxMs) QFAIL(qPrintable(fail(i, "the computer did not move within 5 s")));
            QTest::qWait(1);
        }
        QCoreApplication::processEvents();

        // The controller's invariants.
        const int moves = c.moveCount();
        if (c.viewedPly() < 0 || c.viewedPly() > moves) QFAIL(qPrintable(fail(i, "viewed ply out of range")));
        if (c.moveTexts().size() != moves || c.moveLabels().size() != moves || c.japaneseTexts().size() != moves)
            QFAIL(qPrintable(fail(i, "move list out of step with the game")));
        if (c.game().result().over() && c.clock().running())
            QFAIL(qPrintable(fail(i, "a clock runs after the game ended")));
        if (c.paused() && c.clock().running() && !c.thinking())
            QFAIL(qPrintable(fail(i, "a clock runs while the game is paused")));
        maxMoves = std::max(maxMoves, moves);
    }
    closer.stop();
    qInfo("monkey: seed %u, %d actions in %lld ms, %d games (%d timed, %d lost on time), longest game %d moves, "
          "%d moves entered on the board, %d typed, %d computer moves, %d questions answered, %d dialogs closed "
          "(%d of them over a timed game going on)",
          seed, done, clock.elapsed(), gamesStarted, timedGames, lostOnTime, maxMoves, humanMoves, typedMoves,
          computerMoves, questions.asked, dialogsClosed, questionsWhileTimed);
    QVERIFY2(questionsUnderRunningClock == 0,
             qPrintable(QString("a clock ran under a question %1 times").arg(questionsUnderRunningClock)));
    QVERIFY2(typedMoves > 0, "no typed move was played");
    QVERIFY2(done >= std::min(actions, 500), qPrintable(QString("only %1 actions in the time budget").arg(done)));
    QVERIFY2(questions.asked > 0, "no question was asked");
    window.setQuestions(nullptr);
    c.newGame(*findVariant("micro"), shogi::PlayerSpec{}, shogi::PlayerSpec{});  // nothing left to ask about
    window.close();
}

SHOGI_UI_TEST(TestMonkey, "tst_monkey");
#include "tst_monkey.moc"
