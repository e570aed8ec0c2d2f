#include "windows/MainMenus.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QMainWindow>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>

#include "boardview/BoardWidget.h"
#include "language/DisplayNames.h"
#include "panels/EnginePanel.h"
#include "panels/MoveListView.h"
#include "play/GameController.h"
#include "play/GameExchange.h"
#include "play/UnfinishedGames.h"
#include "settings/AppSettings.h"
#include "windows/AnalysisDock.h"

namespace ui {
namespace {

// A menu text as a tool button shows it: no "&", no "(&N)" or "（&N）" accelerator that
// translations add after the words, no "…".
QString toolText(QString text) {
    static const QRegularExpression accelerator(QStringLiteral("\\s*[(（]&.[)）]"));
    text.remove(accelerator);
    text.remove(QLatin1Char('&'));
    text.remove(QStringLiteral("…"));
    text.remove(QStringLiteral("..."));
    return text.trimmed();
}

}  // namespace

QList<QKeySequence> MainMenus::standardKeys(QKeySequence::StandardKey key, const QKeySequence& fallback) {
    QList<QKeySequence> keys = QKeySequence::keyBindings(key);
    if (keys.isEmpty() && !fallback.isEmpty()) keys << fallback;
    return keys;
}

MainMenus::MainMenus(QMainWindow* window, GameController& controller, AppSettings& settings, BoardWidget* board,
                     MoveListView* moveList, AnalysisDock* analysis)
    : QObject(window),
      window_(window),
      controller_(controller),
      settings_(settings),
      board_(board),
      moveList_(moveList),
      analysis_(analysis) {
    connect(&controller_, &GameController::gameStarted, this, &MainMenus::updateRulesItem);
    // The analysis dock's state, shown by whichever Analysis menu is the current one.
    connect(analysis_, &AnalysisDock::hintAvailableChanged, this, [this](bool available) {
        if (hintAction_) hintAction_->setEnabled(available);
    });
    connect(analysis_, &AnalysisDock::analysingChanged, this, [this](bool on) {
        if (!analyseAction_) return;
        const QSignalBlocker block(analyseAction_);
        analyseAction_->setChecked(on);
    });
}

void MainMenus::build() {
    QMenuBar* bar = window_->menuBar();
    const QList<QAction*> old = bar->actions();
    bar->clear();
    for (QAction* a : old)
        if (a->menu()) a->menu()->deleteLater();
    createGameMenu();
    createMoveMenu();
    createAnalysisMenu();
    createViewMenu();
    createStudyMenu();
    createSettingsMenu();
    createHelpMenu();
    fillToolBar();
    fillPanelsMenu(panelsMenu_);  // the tool bar is there now
}

void MainMenus::createGameMenu() {
    QMenu* game = window_->menuBar()->addMenu(tr("&Game"));
    newAction_ = game->addAction(tr("&New Game…"), this, &MainMenus::newGameRequested);
    newAction_->setObjectName(QStringLiteral("newGameAction"));
    newAction_->setShortcut(QKeySequence::New);
    // The game shown at start-up waits for this (or for a human's move).
    startAction_ = game->addAction(tr("S&tart Game"), &controller_, &GameController::start);
    startAction_->setObjectName(QStringLiteral("startGameAction"));
    startAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    QAction* setUp = game->addAction(tr("Set &Up Position…"), this, &MainMenus::setUpPositionRequested);
    setUp->setObjectName(QStringLiteral("setUpPositionAction"));
    createFriendItems(game);
    game->addAction(tr("&Open…"), QKeySequence::Open, this, &MainMenus::openRequested)
        ->setObjectName(QStringLiteral("openAction"));
    QMenu* recent = game->addMenu(tr("Open &Recent"));
    recent->setObjectName(QStringLiteral("recentMenu"));
    connect(recent, &QMenu::aboutToShow, this, [this, recent] { fillRecentMenu(recent); });
    QMenu* resume = game->addMenu(tr("Resu&me"));
    resume->setObjectName(QStringLiteral("resumeMenu"));
    connect(resume, &QMenu::aboutToShow, this, [this, resume] { fillResumeMenu(resume); });
    game->addAction(tr("&Save"), QKeySequence::Save, this, [this] { emit saveRequested(false); });
    game->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, [this] { emit saveRequested(true); })
        ->setObjectName(QStringLiteral("saveAsAction"));
    game->addSeparator();
    createExchangeItems(game);
    game->addSeparator();
    resignAction_ = game->addAction(tr("Resi&gn…"), this, &MainMenus::resignRequested);
    resignAction_->setObjectName(QStringLiteral("resignAction"));
    game->addSeparator();
    QAction* quit = game->addAction(tr("&Quit"), window_, &QWidget::close);
    quit->setShortcuts(standardKeys(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)));
    quit->setObjectName(QStringLiteral("quitAction"));
}

void MainMenus::createExchangeItems(QMenu* game) {
    // Writing a game out changes nothing here; reading one in replaces the game, which the
    // window decides (it asks first about an unfinished game, as Open does).
    QAction* exportPgn =
        game->addAction(tr("E&xport PGN…"), this, [this] { GameExchange::exportWithDialog(window_, controller_.record()); });
    exportPgn->setObjectName(QStringLiteral("exportPgnAction"));
    QAction* importPgn = game->addAction(tr("&Import PGN…"), this, &MainMenus::importPgnRequested);
    importPgn->setObjectName(QStringLiteral("importPgnAction"));
    QAction* copy = game->addAction(tr("&Copy Game"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), this, [this] {
        GameExchange::copyToClipboard(controller_.record());
        window_->statusBar()->showMessage(tr("The game was copied to the clipboard (PGN)."), 4000);
    });
    copy->setObjectName(QStringLiteral("copyGameAction"));
    QAction* paste = game->addAction(tr("&Paste Game"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V), this,
                                     &MainMenus::pasteGameRequested);
    paste->setObjectName(QStringLiteral("pasteGameAction"));
}

void MainMenus::createFriendItems(QMenu* game) {
    QMenu* online = game->addMenu(tr("Play a Friend On&line"));
    online->setObjectName(QStringLiteral("onlineMenu"));
    online->addAction(tr("&Host a Game…"), this, &MainMenus::hostOnlineRequested)->setObjectName(QStringLiteral("hostOnlineAction"));
    online->addAction(tr("&Join a Game…"), this, &MainMenus::joinOnlineRequested)->setObjectName(QStringLiteral("joinOnlineAction"));
    online->addSeparator();
    offerDrawAction_ = online->addAction(tr("Offer a &Draw"), this, &MainMenus::drawOfferRequested);
    offerDrawAction_->setObjectName(QStringLiteral("offerDrawAction"));
    takebackAction_ = online->addAction(tr("Ask to &Take Back"), this, &MainMenus::takebackRequested);
    takebackAction_->setObjectName(QStringLiteral("takebackAction"));
    saveAndEndAction_ = online->addAction(tr("&Save and End"), this, &MainMenus::saveAndEndOnlineRequested);
    saveAndEndAction_->setObjectName(QStringLiteral("saveAndEndOnlineAction"));
    online->addSeparator();
    QAction* sounds = online->addAction(tr("S&ounds"));
    sounds->setObjectName(QStringLiteral("onlineSoundsAction"));
    sounds->setCheckable(true);
    sounds->setChecked(settings_.onlineSounds());
    connect(sounds, &QAction::toggled, this, &MainMenus::onlineSoundsToggled);
    // A game played a move a day: each move sent as a line of text by any messenger.
    copyFriendMoveAction_ = game->addAction(tr("Copy Move for &Friend"), this, &MainMenus::copyFriendMoveRequested);
    copyFriendMoveAction_->setObjectName(QStringLiteral("copyFriendMoveAction"));
    game->addAction(tr("Paste Friend's Mo&ve"), this, &MainMenus::pasteFriendMoveRequested)
        ->setObjectName(QStringLiteral("pasteFriendMoveAction"));
}

void MainMenus::createMoveMenu() {
    QMenu* move = window_->menuBar()->addMenu(tr("&Move"));
    undoAction_ = move->addAction(tr("&Undo"), QKeySequence::Undo, &controller_, &GameController::undo);
    redoAction_ = move->addAction(tr("&Redo"), QKeySequence::Redo, &controller_, &GameController::redo);
    undoAction_->setShortcuts(standardKeys(QKeySequence::Undo));
    redoAction_->setShortcuts(standardKeys(QKeySequence::Redo));
    moveNowAction_ = move->addAction(tr("Computer: Move &Now"), QKeySequence(Qt::CTRL | Qt::Key_M), &controller_,
                                     &GameController::moveNow);
    move->addAction(tr("&Cancel Move Entry"), QKeySequence(Qt::Key_Escape), board_, &BoardWidget::cancelEntry);
    QAction* type = move->addAction(tr("&Type a Move"), this, &MainMenus::typeMoveRequested);
    type->setObjectName(QStringLiteral("typeMoveAction"));
    type->setShortcuts({QKeySequence(Qt::Key_Slash), QKeySequence(Qt::Key_Colon)});
    createWatchActions(move);
    createReviewActions(move);
}

void MainMenus::createWatchActions(QMenu* move) {
    move->addSeparator();
    pauseAction_ = move->addAction(tr("&Pause"));
    pauseAction_->setObjectName(QStringLiteral("pauseAction"));
    pauseAction_->setCheckable(true);
    pauseAction_->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_P), QKeySequence(Qt::Key_Pause)});
    connect(pauseAction_, &QAction::toggled, &controller_, &GameController::setPaused);
    stepAction_ = move->addAction(tr("Computer: &Step One Move"), QKeySequence(Qt::CTRL | Qt::Key_J), &controller_,
                                  &GameController::step);
    stepAction_->setObjectName(QStringLiteral("stepAction"));
}

void MainMenus::createReviewActions(QMenu* move) {
    move->addSeparator();
    firstAction_ = move->addAction(tr("&First Position"), QKeySequence(Qt::Key_Home), &controller_, [this] { controller_.viewPly(0); });
    previousAction_ = move->addAction(tr("Pre&vious Move"), QKeySequence(Qt::Key_Left), &controller_,
                                      [this] { controller_.viewPly(controller_.viewedPly() - 1); });
    nextAction_ = move->addAction(tr("Ne&xt Move"), QKeySequence(Qt::Key_Right), &controller_,
                                  [this] { controller_.viewPly(controller_.viewedPly() + 1); });
    lastAction_ = move->addAction(tr("&Last Position"), QKeySequence(Qt::Key_End), &controller_,
                                  [this] { controller_.viewPly(controller_.moveCount()); });
    firstAction_->setObjectName(QStringLiteral("firstAction"));
    previousAction_->setObjectName(QStringLiteral("previousAction"));
    nextAction_->setObjectName(QStringLiteral("nextAction"));
    lastAction_->setObjectName(QStringLiteral("lastAction"));
    playOnAction_ = move->addAction(tr("Play &On From Here…"), this, &MainMenus::playOnRequested);
    playOnAction_->setObjectName(QStringLiteral("playOnAction"));
    move->addSeparator();
    copyMovesAction_ = move->addAction(tr("Cop&y Moves"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C), this,
                                       &MainMenus::copyMovesRequested);
    copyMovesAction_->setObjectName(QStringLiteral("copyMovesAction"));

    // The same under the move list as media buttons (narrow, so the dock can be too), and the
    // copy in the list's context menu.
    const std::pair<QAction*, QStyle::StandardPixmap> icons[] = {
        {firstAction_, QStyle::SP_MediaSkipBackward}, {previousAction_, QStyle::SP_MediaSeekBackward},
        {nextAction_, QStyle::SP_MediaSeekForward},   {lastAction_, QStyle::SP_MediaSkipForward},
        {playOnAction_, QStyle::SP_MediaPlay},
    };
    for (const auto& [a, pixmap] : icons) {
        a->setIcon(window_->style()->standardIcon(pixmap));
        a->setToolTip(toolText(a->text()));
    }
    if (auto* bar = window_->findChild<QToolBar*>(QStringLiteral("reviewBar"))) {
        bar->clear();
        for (QAction* a : {firstAction_, previousAction_, nextAction_, lastAction_, playOnAction_}) bar->addAction(a);
    }
    for (QAction* a : moveList_->actions()) moveList_->removeAction(a);
    moveList_->addAction(copyMovesAction_);
    moveList_->addAction(playOnAction_);
}

void MainMenus::createAnalysisMenu() {
    QMenu* menu = window_->menuBar()->addMenu(tr("&Analysis"));
    hintAction_ = menu->addAction(tr("&Hint"), QKeySequence(Qt::Key_H), analysis_, &AnalysisDock::requestHint);
    hintAction_->setObjectName(QStringLiteral("hintAction"));
    hintAction_->setEnabled(analysis_->hintAvailable());
    analyseAction_ = menu->addAction(tr("&Analyse Position Shown"));
    analyseAction_->setObjectName(QStringLiteral("analyseAction"));
    analyseAction_->setIconText(tr("Analyse"));
    analyseAction_->setShortcut(QKeySequence(Qt::Key_A));
    analyseAction_->setCheckable(true);
    analyseAction_->setChecked(analysis_->analysing());
    connect(analyseAction_, &QAction::toggled, analysis_, &AnalysisDock::setAnalysing);
    menu->addAction(tr("&Evaluate Game"), analysis_->panel(), &EnginePanel::evaluateGameRequested);
}

void MainMenus::createSettingsMenu() {
    QMenu* settingsMenu = window_->menuBar()->addMenu(tr("&Settings"));
    QAction* preferences = settingsMenu->addAction(tr("&Preferences…"), this, &MainMenus::settingsRequested);
    preferences->setObjectName(QStringLiteral("settingsAction"));
    preferences->setMenuRole(QAction::PreferencesRole);
}

void MainMenus::createHelpMenu() {
    QMenu* help = window_->menuBar()->addMenu(tr("&Help"));
    rulesAction_ = help->addAction(QString(), QKeySequence::HelpContents, this, [this] { emit helpRequested(QString()); });
    rulesAction_->setObjectName(QStringLiteral("rulesAction"));
    updateRulesItem();
    QAction* entering = help->addAction(tr("&Entering Moves"), this,
                                        [this] { emit helpRequested(QStringLiteral("entering-moves")); });
    entering->setObjectName(QStringLiteral("enteringMovesAction"));
    QAction* shortcuts = help->addAction(tr("&Keyboard Shortcuts"), this, [this] { emit helpRequested(QStringLiteral("shortcuts")); });
    shortcuts->setObjectName(QStringLiteral("shortcutsAction"));
    help->addSeparator();
    QAction* about = help->addAction(tr("&About Large Shogi"), this, &MainMenus::aboutRequested);
    about->setObjectName(QStringLiteral("aboutAction"));
    about->setMenuRole(QAction::AboutRole);
}

void MainMenus::updateRulesItem() {
    if (rulesAction_) rulesAction_->setText(tr("&Rules of %1").arg(variantName(controller_.game().variant())));
}

void MainMenus::fillToolBar() {
    // The tool bar is made once and filled again when the menus are made again for another
    // language. It sits in the menu bar's row, on its right: a row of its own would take
    // height from the board.
    auto* tools = window_->findChild<QToolBar*>(QStringLiteral("gameToolBar"));
    if (!tools) {
        tools = new QToolBar(window_);
        tools->setObjectName(QStringLiteral("gameToolBar"));
        tools->setMovable(false);
        tools->setFloatable(false);
        tools->setToolButtonStyle(Qt::ToolButtonTextOnly);
    }
    if (window_->menuBar()->cornerWidget(Qt::TopRightCorner) != tools) window_->menuBar()->setCornerWidget(tools, Qt::TopRightCorner);
    tools->setWindowTitle(tr("Game"));
    tools->clear();
    tools->addAction(newAction_);
    tools->addAction(undoAction_);
    tools->addAction(redoAction_);
    tools->addAction(moveNowAction_);
    tools->addAction(pauseAction_);
    tools->addAction(stepAction_);
    tools->addAction(hintAction_);
    tools->addAction(analyseAction_);
    tools->addAction(flipAction_);
    tools->addAction(resignAction_);
    // Buttons show the words of the menu item without its keyboard accelerator, the
    // computer's shortly.
    for (QAction* a : tools->actions()) a->setIconText(toolText(a->text()));
    moveNowAction_->setIconText(tr("Move Now"));
    stepAction_->setIconText(tr("Step"));
    analyseAction_->setIconText(tr("Analyse"));
    updateActionStates();
}

void MainMenus::fillRecentMenu(QMenu* menu) {
    menu->clear();
    const QStringList files = settings_.recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        QAction* a = menu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        a->setToolTip(QDir::toNativeSeparators(path));
        a->setStatusTip(QDir::toNativeSeparators(path));
        connect(a, &QAction::triggered, this, [this, path] { emit recentFileChosen(path); });
    }
    if (files.isEmpty()) menu->addAction(tr("No recent games"))->setEnabled(false);
}

void MainMenus::fillResumeMenu(QMenu* menu) {
    menu->clear();
    const QList<UnfinishedGames::Entry> entries = UnfinishedGames::list();
    for (const UnfinishedGames::Entry& e : entries) {
        const QString when = QLocale().toString(e.saved, QLocale::ShortFormat);
        const QString what = e.moves == 1 ? tr("%1, 1 move, %2").arg(e.variantName, when)
                                          : tr("%1, %2 moves, %3").arg(e.variantName).arg(e.moves).arg(when);
        QAction* a = menu->addAction(what);
        const QString path = e.path;
        connect(a, &QAction::triggered, this, [this, path] { emit unfinishedGameChosen(path); });
    }
    if (entries.isEmpty()) menu->addAction(tr("No unfinished games"))->setEnabled(false);
}

void MainMenus::updateActionStates() {
    if (!firstAction_) return;
    const shogi::Game& game = controller_.game();
    const int ply = controller_.viewedPly();
    const bool over = game.result().over();
    const bool thinking = controller_.thinking();
    startAction_->setEnabled(controller_.waitingForStart());
    moveNowAction_->setEnabled(thinking || (controller_.computerToMove() && !over));
    const bool online = controller_.remoteSide().has_value();
    undoAction_->setEnabled(controller_.canUndo());
    redoAction_->setEnabled(controller_.canRedo());
    resignAction_->setEnabled(!over);
    firstAction_->setEnabled(ply > 0);
    previousAction_->setEnabled(ply > 0);
    nextAction_->setEnabled(ply < controller_.moveCount());
    lastAction_->setEnabled(ply < controller_.moveCount());
    playOnAction_->setEnabled(controller_.canPlayOn());
    copyMovesAction_->setEnabled(controller_.moveCount() > 0);
    {
        const QSignalBlocker block(pauseAction_);
        pauseAction_->setChecked(controller_.paused() && !over);
    }
    // A game with a friend elsewhere pauses only while the connection is down.
    pauseAction_->setEnabled(!over && !online);
    offerDrawAction_->setEnabled(online && !over);
    takebackAction_->setEnabled(online && !over && controller_.moveCount() > 0);
    saveAndEndAction_->setEnabled(online);
    copyFriendMoveAction_->setEnabled(!online && controller_.moveCount() > 0);
    stepAction_->setEnabled(controller_.paused() && !over && controller_.computerToMove() && !thinking);
}

}  // namespace ui
