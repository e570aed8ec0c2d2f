// Playing without surprises: the window asks before anything is lost (resign, new
// game, open, quit) and both answers are honoured; unfinished games wait under Game > Resume;
// the game-over dialog, review and "play on from here"; the title, recent files, About,
// panels that come back from View, the notation of moves, the board turned for the human,
// a board that fills the room the docks leave, tool buttons without accelerators.
#include <functional>

#include <QClipboard>
#include <QSpinBox>
#include <QDialogButtonBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QShortcut>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolBar>
#include <QToolButton>
#include <QtTest>

#include "UiTestSupport.h"
#include "UiTestMain.h"
#include "boardview/BoardWidget.h"
#include "dialogs/AboutDialog.h"
#include "dialogs/NewGameDialog.h"
#include "language/Language.h"
#include "language/MoveLabel.h"
#include "language/MoveNotation.h"
#include "panels/MoveListView.h"
#include "panels/PieceFacts.h"
#include "panels/PlayerCard.h"
#include "play/GameFile.h"
#include "play/UnfinishedGames.h"
#include "settings/AppSettings.h"
#include "windows/BoardArea.h"
#include "windows/HelpWindow.h"
#include "windows/MainWindow.h"
#include "windows/PieceReferenceWindow.h"

using namespace shogi;

using uitest::play;
using uitest::kHuman;
using uitest::kRandomComputer;

namespace {

QAction* action(ui::MainWindow& w, const char* name) {
    QAction* a = w.findChild<QAction*>(name);
    if (!a) qWarning("no action %s", name);
    return a;
}

// Runs `answer` on the next New Game dialog that opens (it runs modal), then accepts it.
void answerNextNewGameDialog(std::function<void(ui::NewGameDialog*)> answer) {
    auto* timer = new QTimer;
    QObject::connect(timer, &QTimer::timeout, timer, [timer, answer] {
        if (auto* dialog = qobject_cast<ui::NewGameDialog*>(QApplication::activeModalWidget())) {
            answer(dialog);
            dialog->accept();
            timer->deleteLater();
        }
    });
    timer->start(5);
}

void acceptNextNewGameDialog() {
    answerNextNewGameDialog([](ui::NewGameDialog*) {});
}

QStringList menuTexts(QMenu* menu) {
    emit menu->aboutToShow();
    QStringList texts;
    for (QAction* a : menu->actions())
        if (!a->isSeparator()) texts << a->text();
    return texts;
}

void clearShelf() {
    QDir(ui::UnfinishedGames::shelfFolder()).removeRecursively();
    QFile::remove(ui::UnfinishedGames::autosavePath());
}

}  // namespace

class TestPlayFlow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void resignAsksFirstAndCanBeTakenBack();
    void quitWithAnUnfinishedGameAsks();
    void newGameWithAnUnfinishedGameAsks();
    void unfinishedGamesWaitUnderResume();
    void gameOverOffersReview();
    void playOnFromHereDropsTheLaterMoves();
    void reviewStepsThroughTheGame();
    void titleShowsTheFileAndChanges();
    void watchedComputerGameCanBePausedAndStepped();
    void aboutShowsVersionAndFontLicences();
    void everyPanelComesBackFromView();
    void movesFollowTheNotation();
    void boardTurnsForTheHuman();
    void newGameDialogClockRows();
    void boardFillsTheRoomTheDocksLeave();
    void firstWindowFitsTheScreen();
    void savedSizeFromALargerScreenIsCutDown();
    void japaneseToolButtonsHaveNoAccelerators();
    void japanesePiecePanelHasNoSpacedParentheses();
    void escClosesTheReference();
    void threadsSettingReachesTheEngines();

private:
    QTemporaryDir dir_;
};

void TestPlayFlow::initTestCase() {
    uitest::useTestSettings("tst_playflow");
    QVERIFY(dir_.isValid());
}

void TestPlayFlow::init() {
    QSettings().clear();
    clearShelf();
}

void TestPlayFlow::cleanup() { ui::setLanguage(QStringLiteral("en")); }

void TestPlayFlow::resignAsksFirstAndCanBeTakenBack() {
    ui::MainWindow window;
    uitest::ScriptedQuestions q;
    window.setQuestions(&q);
    ui::GameController& c = window.controller();
    c.newGame(*findVariant("micro"), kHuman, kHuman);
    QVERIFY(play(c, "d2-d3"));
    q.resign = false;
    action(window, "resignAction")->trigger();
    QCOMPARE(q.resignQuestions, 1);
    QVERIFY(!c.game().result().over());
    q.resign = true;
    action(window, "resignAction")->trigger();
    QCOMPARE(c.game().result(), winFor(kBlack, EndReason::Resignation));  // White, to move, resigned
    // Undo in hot-seat takes back the resignation, then the moves.
    c.undo();
    QVERIFY(!c.game().result().over());
    QCOMPARE(c.moveCount(), 1);
    c.undo();
    QCOMPARE(c.moveCount(), 0);
    // Resigning before any move can be taken back too.
    action(window, "resignAction")->trigger();
    QVERIFY(c.game().result().over());
    QVERIFY(c.canUndo());
    c.undo();
    QVERIFY(!c.game().result().over());
}

void TestPlayFlow::quitWithAnUnfinishedGameAsks() {
    ui::MainWindow window;
    uitest::ScriptedQuestions q;
    window.setQuestions(&q);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.close());  // nothing played: no question
    QCOMPARE(q.saveQuestions, 0);
    window.show();
    window.controller().newGame(*findVariant("micro"), kHuman, kHuman);
    QVERIFY(play(window.controller(), "d2-d3"));
    q.save = ui::PlayQuestions::SaveAnswer::Cancel;
    QVERIFY(!window.close());
    QVERIFY(window.isVisible());
    QCOMPARE(q.saveQuestions, 1);
    QVERIFY(q.lastQuestion.contains("quit"));
    q.save = ui::PlayQuestions::SaveAnswer::Discard;
    QVERIFY(window.close());
    QCOMPARE(q.saveQuestions, 2);
    // Not saved to a file, but not lost: the autosave holds it for the next start.
    QVERIFY(QFile::exists(ui::MainWindow::autosavePath()));
}

void TestPlayFlow::newGameWithAnUnfinishedGameAsks() {
    ui::MainWindow window;
    uitest::ScriptedQuestions q;
    window.setQuestions(&q);
    ui::GameController& c = window.controller();
    c.newGame(*findVariant("micro"), kHuman, kHuman);
    QVERIFY(play(c, "d2-d3"));
    q.save = ui::PlayQuestions::SaveAnswer::Cancel;
    acceptNextNewGameDialog();
    action(window, "newGameAction")->trigger();
    QCOMPARE(q.saveQuestions, 1);
    QCOMPARE(c.moveCount(), 1);  // cancelled: the game stays
    q.save = ui::PlayQuestions::SaveAnswer::Discard;
    acceptNextNewGameDialog();
    action(window, "newGameAction")->trigger();
    QCOMPARE(q.saveQuestions, 2);
    QCOMPARE(c.moveCount(), 0);
    // The game left without saving waits under Resume.
    QCOMPARE(ui::UnfinishedGames::list().size(), 1);
    QCOMPARE(ui::UnfinishedGames::list().first().moves, 1);
}

void TestPlayFlow::unfinishedGamesWaitUnderResume() {
    ui::MainWindow window;
    ui::GameController& c = window.controller();
    c.newGame(*findVariant("micro"), kHuman, kHuman);
    QVERIFY(play(c, "d2-d3"));
    QVERIFY(play(c, "a4-a3"));
    c.newGame(*findVariant("heian-dai"), kHuman, kHuman);  // not deleted by starting another
    QVERIFY(play(c, "a3-a4"));
    c.newGame(*findVariant("micro"), kHuman, kHuman);
    const QList<ui::UnfinishedGames::Entry> shelf = ui::UnfinishedGames::list();
    QCOMPARE(shelf.size(), 2);
    QMenu* resume = window.findChild<QMenu*>("resumeMenu");
    QVERIFY(resume);
    const QStringList items = menuTexts(resume);
    QCOMPARE(items.size(), 2);
    QVERIFY2(items.join('|').contains("Micro Shogi, 2 moves"), qPrintable(items.join('|')));
    QVERIFY2(items.join('|').contains("Heian Dai Shogi, 1 move"), qPrintable(items.join('|')));
    // Reopening one brings its moves back and takes it off the shelf; the empty game on the
    // board is not kept (nothing to resume).
    QString micro;
    for (const auto& e : shelf)
        if (e.moves == 2) micro = e.path;
    QVERIFY(window.resumeGame(micro));
    QCOMPARE(QString(c.game().variant().id()), QString("micro"));
    QCOMPARE(c.moveTexts(), QStringList({"d2-d3", "a4-a3"}));
    QCOMPARE(ui::UnfinishedGames::list().size(), 1);
    QVERIFY(QFile::exists(ui::MainWindow::autosavePath()));
    // Only the last ten are kept.
    for (int i = 0; i < ui::UnfinishedGames::kKeep + 3; ++i) {
        c.newGame(*findVariant("micro"), kHuman, kHuman);
        QVERIFY(play(c, "d2-d3"));
    }
    c.newGame(*findVariant("micro"), kHuman, kHuman);
    QCOMPARE(ui::UnfinishedGames::list().size(), ui::UnfinishedGames::kKeep);
}

void TestPlayFlow::gameOverOffersReview() {
    ui::MainWindow window;
    uitest::ScriptedQuestions q;
    q.over = ui::PlayQuestions::GameOverAnswer::Review;
    window.setQuestions(&q);
    ui::GameController& c = window.controller();
    c.newGame(*findVariant("micro"), kHuman, kHuman);
    for (const char* m : {"d2-d3", "a4-a3", "d3-d4", "a3-a2"}) QVERIFY(play(c, m));
    c.resign();
    QTRY_COMPARE(q.gameOverQuestions, 1);
    QVERIFY(q.lastResult.contains("resignation"));
    QCOMPARE(c.viewedPly(), 0);  // review starts at the beginning
    action(window, "nextAction")->trigger();
    QCOMPARE(c.viewedPly(), 1);
}

void TestPlayFlow::playOnFromHereDropsTheLaterMoves() {
    ui::MainWindow window;
    uitest::ScriptedQuestions q;
    window.setQuestions(&q);
    ui::GameController& c = window.controller();
    c.newGame(*findVariant("micro"), kHuman, kHuman);
    for (const char* m : {"d2-d3", "a4-a3", "d3-d4"}) QVERIFY(play(c, m));
    QAction* playOn = action(window, "playOnAction");
    QVERIFY(!playOn->isEnabled());  // the live position: nothing to drop
    c.viewPly(1);
    QVERIFY(playOn->isEnabled());
    q.playOn = false;
    playOn->trigger();
    QCOMPARE(q.playOnQuestions, 1);
    QCOMPARE(c.moveCount(), 3);
    q.playOn = true;
    playOn->trigger();
    QCOMPARE(c.moveCount(), 1);
    QVERIFY(c.viewingLive());
    QVERIFY(!c.canRedo());
    QVERIFY(play(c, "b5-c4"));  // and the game goes on from there
}

void TestPlayFlow::reviewStepsThroughTheGame() {
    ui::MainWindow window;
    ui::GameController& c = window.controller();
    c.newGame(*findVariant("micro"), kHuman, kHuman);
    for (const char* m : {"d2-d3", "a4-a3", "d3-d4"}) QVERIFY(play(c, m));
    action(window, "firstAction")->trigger();
    QCOMPARE(c.viewedPly(), 0);
    QVERIFY(!action(window, "previousAction")->isEnabled());
    action(window, "nextAction")->trigger();
    action(window, "nextAction")->trigger();
    QCOMPARE(c.viewedPly(), 2);
    action(window, "previousAction")->trigger();
    QCOMPARE(c.viewedPly(), 1);
    action(window, "lastAction")->trigger();
    QVERIFY(c.viewingLive());
    QVERIFY(!action(window, "nextAction")->isEnabled());
    // The buttons under the move list are the same actions.
    auto* bar = window.findChild<QToolBar*>("reviewBar");
    QVERIFY(bar && bar->actions().contains(action(window, "firstAction")));
}

void TestPlayFlow::titleShowsTheFileAndChanges() {
    ui::MainWindow window;
    uitest::ScriptedQuestions q;
    window.setQuestions(&q);
    ui::GameController& c = window.controller();
    c.newGame(*findVariant("micro"), kHuman, kHuman);
    QVERIFY(!window.isWindowModified());
    QVERIFY(play(c, "d2-d3"));
    QVERIFY(window.isWindowModified());
    QVERIFY(window.windowTitle().contains("[*]"));
    // Saved through a file: the title names it, and the mark goes.
    const QString path = dir_.filePath("title.lsg");
    QString error;
    QVERIFY(ui::GameFile::save(path, c.record(), error));
    QVERIFY(window.openFile(path));
    QVERIFY(!window.isWindowModified());
    QVERIFY2(window.windowTitle().contains("title.lsg"), qPrintable(window.windowTitle()));
    QVERIFY(play(c, "a4-a3"));
    QVERIFY(window.isWindowModified());
    // Opened files are listed under Open Recent, newest first.
    QCOMPARE(QSettings().value("files/recent").toStringList().value(0), path);
    QMenu* recent = window.findChild<QMenu*>("recentMenu");
    QVERIFY(recent);
    QVERIFY(menuTexts(recent).value(0).contains("title.lsg"));
}

void TestPlayFlow::watchedComputerGameCanBePausedAndStepped() {
    ui::MainWindow window;
    ui::GameController& c = window.controller();
    c.setComputerPauseMs(50);
    c.newGame(*findVariant("heian-dai"), kRandomComputer, kRandomComputer);  // long enough not to end meanwhile
    QTRY_VERIFY(c.moveCount() >= 2);
    action(window, "pauseAction")->trigger();
    QVERIFY(c.paused());
    QTRY_VERIFY(!c.thinking());
    const int held = c.moveCount();
    QTest::qWait(200);
    QCOMPARE(c.moveCount(), held);  // nothing moves while paused
    QVERIFY(action(window, "stepAction")->isEnabled());
    action(window, "stepAction")->trigger();
    QTRY_COMPARE(c.moveCount(), held + 1);
    QTest::qWait(200);
    QCOMPARE(c.moveCount(), held + 1);  // one move, then held again
    QVERIFY(c.paused());
    action(window, "pauseAction")->trigger();  // resume
    QVERIFY(!c.paused());
    QTRY_VERIFY(c.moveCount() > held + 1 || c.game().result().over());
    // The pause between moves is a setting, remembered for the next start.
    QCOMPARE(c.computerPauseMs(), 50);
}

void TestPlayFlow::aboutShowsVersionAndFontLicences() {
    QVERIFY(!ui::AboutDialog::version().isEmpty());
    ui::AboutDialog dialog;
    auto* text = dialog.findChild<QLabel*>("aboutText");
    QVERIFY(text && text->text().contains(ui::AboutDialog::version()));
    QVERIFY(text->text().contains("GPL"));
    auto* licences = dialog.findChild<QPlainTextEdit*>("licenceText");
    QVERIFY(licences);
    QVERIFY(licences->toPlainText().contains("SIL OPEN FONT LICENSE", Qt::CaseInsensitive));
    QVERIFY(licences->toPlainText().contains("Bitstream Vera", Qt::CaseInsensitive));
}

void TestPlayFlow::everyPanelComesBackFromView() {
    ui::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QMenu* panels = window.findChild<QMenu*>("panelsMenu");
    QVERIFY(panels);
    emit panels->aboutToShow();
    const QList<QDockWidget*> docks = window.findChildren<QDockWidget*>();
    QVERIFY(docks.size() >= 2);
    for (QDockWidget* dock : docks) {
        QVERIFY2(panels->actions().contains(dock->toggleViewAction()), qPrintable(dock->objectName()));
        dock->close();
        QVERIFY(!dock->isVisible());
        dock->toggleViewAction()->trigger();
        QVERIFY2(dock->isVisible(), qPrintable(dock->objectName()));
        // Docks can be made narrow: under a quarter of a 1366-pixel screen.
        QVERIFY2(dock->minimumSizeHint().width() <= 320,
                 qPrintable(QString("%1: %2 px").arg(dock->objectName()).arg(dock->minimumSizeHint().width())));
    }
    auto* tools = window.findChild<QToolBar*>("gameToolBar");
    QVERIFY(panels->actions().contains(tools->toggleViewAction()));
    tools->toggleViewAction()->trigger();
    QVERIFY(!tools->isVisible());
    tools->toggleViewAction()->trigger();
    QVERIFY(tools->isVisible());
}

void TestPlayFlow::movesFollowTheNotation() {
    ui::MainWindow window;
    ui::GameController& c = window.controller();
    c.newGame(*findVariant("micro"), kHuman, kHuman);
    for (const char* m : {"d2-d3", "a4-a3", "d3-d4", "a3-a2", "d4xd5+", "c5xd5+"}) QVERIFY(play(c, m));
    auto* list = window.findChild<ui::MoveListView*>();
    action(window, "notation-western")->trigger();
    QCOMPARE(list->item(1)->text(), QString("1. ▲ P d2-d3"));
    action(window, "notation-japanese")->trigger();
    QCOMPARE(list->item(1)->text(), QString("1. ▲１三歩"));
    QCOMPARE(list->item(6)->text(), QString("6. ☖同金成"));
    // The status bar names a move shown the same way.
    c.viewPly(1);
    const QList<QLabel*> labels = window.statusBar()->findChildren<QLabel*>();
    QVERIFY(std::any_of(labels.begin(), labels.end(), [](QLabel* l) { return l->text().contains("(▲１三歩)"); }));
    c.viewPly(c.moveCount());
    QCOMPARE(QSettings().value("view/notation").toString(), QString("japanese"));
    action(window, "copyMovesAction")->trigger();
    const QString copied = QGuiApplication::clipboard()->text();
    QVERIFY2(copied.startsWith("1. ▲１三歩\n2. ☖４三歩\n"), qPrintable(copied));
    QCOMPARE(copied.count('\n'), 6);
    // The engine's lines read the same way.
    const Position start = startPosition(*findVariant("micro"));
    const std::vector<Move> line{*uitest::moveByText(Game(*findVariant("micro")), "d2-d3")};
    QCOMPARE(ui::lineLabels(start, line), QStringList{"▲１三歩"});
    action(window, "notation-western")->trigger();
    QCOMPARE(ui::lineLabels(start, line), QStringList{"P d2-d3"});
    // Squares follow the coordinates shown, in the lines and the move list alike.
    action(window, "coordinates-shogi-letters")->trigger();
    QCOMPARE(ui::lineLabels(start, line), QStringList{"P 1d-1c"});
    QCOMPARE(list->item(1)->text(), QString("1. ▲ P 1d-1c"));
    action(window, "coordinates-chess")->trigger();
    QCOMPARE(list->item(1)->text(), QString("1. ▲ P d2-d3"));
    action(window, "notation-japanese")->trigger();
    // With no choice stored, the notation follows the language.
    QSettings().remove("view/notation");
    ui::setLanguage("ja");
    QCoreApplication::processEvents();
    QCOMPARE(ui::currentNotation(), ui::Notation::Japanese);
    ui::setLanguage("en");
    QCoreApplication::processEvents();
    QCOMPARE(ui::currentNotation(), ui::Notation::Western);
}

void TestPlayFlow::newGameDialogClockRows() {
    ui::NewGameDialog dialog("micro", kHuman, kHuman, 3);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* kind = dialog.findChild<QComboBox*>("clockKind");
    auto* minutes = dialog.findChild<QSpinBox*>("mainMinutes");
    auto* seconds = dialog.findChild<QSpinBox*>("mainSeconds");
    QVERIFY(kind && minutes && seconds);
    auto* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    // Fischer with under a minute, and with no main time at all (increments only).
    kind->setCurrentIndex(kind->findData(int(TimeControlKind::Fischer)));
    minutes->setValue(0);
    seconds->setValue(30);
    QCOMPARE(dialog.timeControl(), TimeControl::fischer(30, 10));
    seconds->setValue(0);
    QCOMPARE(dialog.timeControl(), TimeControl::fischer(0, 10));
    QVERIFY(ok->isEnabled());
    // Sudden death without time cannot be played: OK says so.
    kind->setCurrentIndex(kind->findData(int(TimeControlKind::SuddenDeath)));
    QVERIFY(!ok->isEnabled());
    seconds->setValue(45);
    QVERIFY(ok->isEnabled());
    QCOMPARE(dialog.timeControl(), TimeControl::suddenDeath(45));
    // Fewer rows, a smaller dialog: no blank gap where the rows were.
    kind->setCurrentIndex(kind->findData(int(TimeControlKind::Byoyomi)));
    QCoreApplication::processEvents();
    const int tall = dialog.height();
    kind->setCurrentIndex(kind->findData(int(TimeControlKind::None)));
    QCoreApplication::processEvents();
    QVERIFY2(dialog.height() < tall - 40, qPrintable(QString("%1 -> %2 px").arg(tall).arg(dialog.height())));
    QCOMPARE(dialog.height(), dialog.sizeHint().height());
}

void TestPlayFlow::boardTurnsForTheHuman() {
    ui::MainWindow window;
    window.controller().setComputerPauseMs(0);
    window.controller().newGame(*findVariant("micro"), kRandomComputer, kHuman);
    QVERIFY(window.board()->flipped());  // White, the human, at the bottom
    QCOMPARE(window.boardArea()->bottomSide(), kWhite);
    QCOMPARE(window.boardArea()->card(kBlack)->kindText(), QString("Computer (Random moves)"));
    QCOMPARE(window.boardArea()->card(kWhite)->kindText(), QString("Human"));
    window.controller().newGame(*findVariant("micro"), kHuman, kHuman);
    QVERIFY(!window.board()->flipped());
    // The setting turns it off.
    action(window, "autoFlipAction")->trigger();
    QVERIFY(!QSettings().value("view/autoFlip").toBool());
    window.controller().newGame(*findVariant("micro"), kRandomComputer, kHuman);
    QVERIFY(!window.board()->flipped());
    // Names are shown with the side.
    ui::GameOptions options;
    options.names[kBlack] = "Hanako";
    window.controller().newGame(*findVariant("micro"), kHuman, kHuman, options);
    QVERIFY(window.boardArea()->card(kBlack)->titleText().contains("Hanako"));
}

void TestPlayFlow::boardFillsTheRoomTheDocksLeave() {
    ui::MainWindow window;
    window.startGame(*findVariant("maka-dai-dai"));
    window.resize(1920, 1050);  // a 1920x1080 screen less a title bar
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::qWait(50);
    window.fitDocksToBoard();
    QCoreApplication::processEvents();
    ui::BoardWidget* board = window.board();
    const int square = board->layout().squareSize();
    QVERIFY2(square >= 45, qPrintable(QString("%1 px").arg(square)));
    // No empty band beside the board: the docks took the room the board does not need.
    const int band = board->width() - int(board->layout().usedWidth());
    QVERIFY2(band <= square, qPrintable(QString("%1 px left empty").arg(band)));
}

void TestPlayFlow::savedSizeFromALargerScreenIsCutDown() {
    {
        // A window saved at a size and place this screen cannot hold (a 2560x1440 monitor).
        ui::MainWindow big;
        big.resize(2400, 1350);
        big.move(900, 700);
        ui::AppSettings().setWindowLayout(big.saveGeometry(), big.saveState());
    }
    ui::MainWindow window;
    const QRect available = window.screen()->availableGeometry();
    QVERIFY2(available.contains(window.geometry()),
             qPrintable(QString("%1x%2+%3+%4 on %5x%6").arg(window.width()).arg(window.height()).arg(window.x()).arg(window.y())
                            .arg(available.width()).arg(available.height())));
    QVERIFY(!window.firstStart());
    // Help fits too, whatever size it asks for.
    ui::HelpWindow* help = window.showHelp();
    QVERIFY2(available.contains(help->geometry()),
             qPrintable(QString("help %1x%2 on %3x%4").arg(help->width()).arg(help->height()).arg(available.width()).arg(available.height())));
    QSettings().remove("window/geometry");
    QSettings().remove("window/state");
}

void TestPlayFlow::firstWindowFitsTheScreen() {
    ui::MainWindow window;  // no saved geometry: the first start
    const QRect available = window.screen()->availableGeometry();
    QVERIFY2(available.contains(window.geometry()) || window.minimumSizeHint().width() > available.width() ||
                 window.minimumSizeHint().height() > available.height(),
             qPrintable(QString("%1x%2 on %3x%4").arg(window.width()).arg(window.height()).arg(available.width()).arg(available.height())));
    QVERIFY(window.width() < 2000);
}

void TestPlayFlow::japaneseToolButtonsHaveNoAccelerators() {
    ui::setLanguage("ja");
    ui::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* tools = window.findChild<QToolBar*>("gameToolBar");
    QStringList texts;
    for (QAction* a : tools->actions()) {
        auto* button = qobject_cast<QToolButton*>(tools->widgetForAction(a));
        if (!button) continue;
        texts << button->text();
        QVERIFY2(!button->text().contains('(') && !button->text().contains(QStringLiteral("（")) &&
                     !button->text().contains('&'),
                 qPrintable(button->text()));
    }
    QVERIFY2(texts.contains(QStringLiteral("新規対局")), qPrintable(texts.join('|')));
}

void TestPlayFlow::japanesePiecePanelHasNoSpacedParentheses() {
    ui::setLanguage("ja");
    for (const Variant* v : allVariants())
        for (int k = 0; k < v->kindCount(); ++k) {
            if (!v->kind(k).valid) continue;
            const QString text = ui::pieceDescription(*v, k);
            QVERIFY2(!text.contains(" (") && !text.contains("( ") && !text.contains(" )"), qPrintable(text));
        }
}

void TestPlayFlow::escClosesTheReference() {
    ui::MainWindow window;
    window.show();
    QWidget* reference = window.showReference();
    QVERIFY(QTest::qWaitForWindowExposed(reference));
    QVERIFY(reference->isVisible());
    auto* shortcut = reference->findChild<QShortcut*>("closeReference");
    QVERIFY(shortcut && shortcut->key() == QKeySequence(Qt::Key_Escape));
    emit shortcut->activated();
    QVERIFY(!reference->isVisible());
}

SHOGI_UI_TEST(TestPlayFlow, "tst_playflow");
void TestPlayFlow::threadsSettingReachesTheEngines() {
    // Search threads: the New Game dialog offers the machine's cores (at most 8) by default, and
    // what is chosen there is kept and used by the computer player and the analysis.
    ui::MainWindow window;
    QCOMPARE(window.controller().engine().threads(), ui::AppSettings::defaultEngineThreads());
    int offered = 0;
    answerNextNewGameDialog([&](ui::NewGameDialog* dialog) {
        offered = dialog->threads();
        dialog->setThreads(3);
    });
    action(window, "newGameAction")->trigger();
    QCOMPARE(offered, ui::AppSettings::defaultEngineThreads());
    QCOMPARE(window.controller().engine().threads(), 3);
    QCOMPARE(window.analyst().engine().threads(), 3);
    QCOMPARE(ui::AppSettings().engineThreads(), 3);
}

#include "tst_playflow.moc"
