// The main window's menus and tool bar, one function per menu. They are made again when the
// language changes (MainWindow::retranslate), so every item is made here from the current
// state.
#include <QActionGroup>
#include <QDockWidget>
#include <QMenuBar>
#include <QRegularExpression>
#include <QStyle>
#include <QToolBar>

#include "art/PieceSets.h"
#include "boardview/BoardWidget.h"
#include "language/MoveNotation.h"
#include "panels/MoveListView.h"
#include "windows/BoardArea.h"
#include "play/GameExchange.h"
#include "windows/MainWindow.h"

namespace ui {
namespace {

// Every key the platform has for a standard command (Redo is Ctrl+Shift+Z and Ctrl+Y on some
// desktops), or `fallback` where it has none: Quit has no key on Windows-like platforms and
// FullScreen none on some.
QList<QKeySequence> standardKeys(QKeySequence::StandardKey key, const QKeySequence& fallback = {}) {
    QList<QKeySequence> keys = QKeySequence::keyBindings(key);
    if (keys.isEmpty() && !fallback.isEmpty()) keys << fallback;
    return keys;
}

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

void MainWindow::createActions() {
    createGameMenu();
    createMoveMenu();
    createAnalysisMenu();
    createViewMenu();
    createSettingsMenu();
    createHelpMenu();
    fillToolBar();
    fillPanelsMenu(panelsMenu_);  // the tool bar is there now
}

void MainWindow::createGameMenu() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    newAction_ = game->addAction(tr("&New Game…"), this, &MainWindow::newGame);
    newAction_->setObjectName(QStringLiteral("newGameAction"));
    newAction_->setShortcut(QKeySequence::New);
    QAction* setUp = game->addAction(tr("Set &Up Position…"), this, [this] { setUpPosition(controller_.game().variant()); });
    setUp->setObjectName(QStringLiteral("setUpPositionAction"));
    game->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::openGame);
    QMenu* recent = game->addMenu(tr("Open &Recent"));
    recent->setObjectName(QStringLiteral("recentMenu"));
    connect(recent, &QMenu::aboutToShow, this, [this, recent] { fillRecentMenu(recent); });
    QMenu* resume = game->addMenu(tr("Resu&me"));
    resume->setObjectName(QStringLiteral("resumeMenu"));
    connect(resume, &QMenu::aboutToShow, this, [this, resume] { fillResumeMenu(resume); });
    game->addAction(tr("&Save"), QKeySequence::Save, this, [this] { saveGame(false); });
    game->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, [this] { saveGame(true); });
    game->addSeparator();
    createExchangeItems(game);
    game->addSeparator();
    resignAction_ = game->addAction(tr("Resi&gn…"), this, &MainWindow::requestResign);
    resignAction_->setObjectName(QStringLiteral("resignAction"));
    game->addSeparator();
    QAction* quit = game->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcuts(standardKeys(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)));
    quit->setObjectName(QStringLiteral("quitAction"));
}

void MainWindow::createExchangeItems(QMenu* game) {
    // A game read from a PGN or the clipboard replaces the current one only when it was read
    // whole; it has no file of its own until it is saved (Save must not write over the PGN).
    // Like Open, they ask first about an unfinished game that is not saved (it is kept under
    // Game > Resume either way).
    auto replaceGame = [this](const shogi::GameRecord& record) {
        currentFile_.clear();  // before the game starts: the title names no file
        controller_.loadGame(record);
    };
    QAction* exportPgn =
        game->addAction(tr("E&xport PGN…"), this, [this] { GameExchange::exportWithDialog(this, controller_.record()); });
    exportPgn->setObjectName(QStringLiteral("exportPgnAction"));
    QAction* importPgn = game->addAction(tr("&Import PGN…"), this, [this, replaceGame] {
        if (!mayLeaveGame(tr("Save the game in progress before opening another?"))) return;
        if (const auto record = GameExchange::importWithDialog(this)) replaceGame(*record);
    });
    importPgn->setObjectName(QStringLiteral("importPgnAction"));
    QAction* copy = game->addAction(tr("&Copy Game"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), this,
                                    [this] { GameExchange::copyToClipboard(controller_.record()); });
    copy->setObjectName(QStringLiteral("copyGameAction"));
    QAction* paste = game->addAction(tr("&Paste Game"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V), this, [this, replaceGame] {
        QString error;
        if (const auto record = GameExchange::pasteFromClipboard(error)) {
            if (mayLeaveGame(tr("Save the game in progress before opening another?"))) replaceGame(*record);
        } else {
            GameExchange::showError(this, tr("Paste Game"), tr("The clipboard holds no game that can be read:\n%1").arg(error));
        }
    });
    paste->setObjectName(QStringLiteral("pasteGameAction"));
}

void MainWindow::createMoveMenu() {
    QMenu* move = menuBar()->addMenu(tr("&Move"));
    undoAction_ = move->addAction(tr("&Undo"), QKeySequence::Undo, &controller_, &GameController::undo);
    redoAction_ = move->addAction(tr("&Redo"), QKeySequence::Redo, &controller_, &GameController::redo);
    undoAction_->setShortcuts(standardKeys(QKeySequence::Undo));
    redoAction_->setShortcuts(standardKeys(QKeySequence::Redo));
    moveNowAction_ = move->addAction(tr("Computer: Move &Now"), QKeySequence(Qt::CTRL | Qt::Key_M), &controller_,
                                     &GameController::moveNow);
    move->addAction(tr("&Cancel Move Entry"), QKeySequence(Qt::Key_Escape), board_, &BoardWidget::cancelEntry);
    createWatchActions(move);
    createReviewActions(move);
}

void MainWindow::createWatchActions(QMenu* move) {
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

void MainWindow::createReviewActions(QMenu* move) {
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
    playOnAction_ = move->addAction(tr("Play &On From Here…"), this, &MainWindow::playOnFromHere);
    playOnAction_->setObjectName(QStringLiteral("playOnAction"));
    move->addSeparator();
    copyMovesAction_ = move->addAction(tr("Cop&y Moves"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C), this, &MainWindow::copyMoves);
    copyMovesAction_->setObjectName(QStringLiteral("copyMovesAction"));

    // The same under the move list as media buttons (narrow, so the dock can be too), and the
    // copy in the list's context menu.
    const std::pair<QAction*, QStyle::StandardPixmap> icons[] = {
        {firstAction_, QStyle::SP_MediaSkipBackward}, {previousAction_, QStyle::SP_MediaSeekBackward},
        {nextAction_, QStyle::SP_MediaSeekForward},   {lastAction_, QStyle::SP_MediaSkipForward},
        {playOnAction_, QStyle::SP_MediaPlay},
    };
    for (const auto& [a, pixmap] : icons) {
        a->setIcon(style()->standardIcon(pixmap));
        a->setToolTip(toolText(a->text()));
    }
    if (auto* bar = findChild<QToolBar*>(QStringLiteral("reviewBar"))) {
        bar->clear();
        for (QAction* a : {firstAction_, previousAction_, nextAction_, lastAction_, playOnAction_}) bar->addAction(a);
    }
    for (QAction* a : moveList_->actions()) moveList_->removeAction(a);
    moveList_->addAction(copyMovesAction_);
    moveList_->addAction(playOnAction_);
}

void MainWindow::createViewMenu() {
    QMenu* view = menuBar()->addMenu(tr("&View"));
    flipAction_ = view->addAction(tr("&Flip Board"), QKeySequence(Qt::CTRL | Qt::Key_F));
    flipAction_->setCheckable(true);
    flipAction_->setChecked(settings_.flipped());
    flipAction_->setObjectName(QStringLiteral("flipAction"));
    connect(flipAction_, &QAction::toggled, this, [this](bool on) {
        board_->setFlipped(on);
        area_->setBottomSide(on ? shogi::kWhite : shogi::kBlack);
        // The orientation of games without one human to turn the board for (see
        // applyBoardOrientation); in a game against the computer a flip lasts for the game.
        const bool oneHuman = controller_.player(shogi::kBlack).computer != controller_.player(shogi::kWhite).computer;
        if (!(settings_.autoFlip() && oneHuman)) settings_.setFlipped(on);
    });
    QAction* autoFlip = view->addAction(tr("Turn Board for the &Human Player"));
    autoFlip->setObjectName(QStringLiteral("autoFlipAction"));
    autoFlip->setCheckable(true);
    autoFlip->setChecked(settings_.autoFlip());
    connect(autoFlip, &QAction::toggled, this, [this](bool on) {
        settings_.setAutoFlip(on);
        applyBoardOrientation();
    });

    QMenu* coords = view->addMenu(tr("&Coordinates"));
    auto* coordGroup = new QActionGroup(coords);
    const std::pair<CoordinateStyle, QString> styles[] = {
        {CoordinateStyle::Chess, tr("Chess (a–s, 1–19)")},
        {CoordinateStyle::ShogiLetters, tr("Shogi (numbers, letters)")},
        {CoordinateStyle::ShogiKanji, tr("Shogi (numbers, kanji numerals)")},
    };
    for (const auto& [style, label] : styles) {
        QAction* a = coords->addAction(label);
        a->setCheckable(true);
        a->setChecked(settings_.coordinates() == style);
        coordGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, s = style] {
            board_->setCoordinateStyle(s);
            settings_.setCoordinates(s);
        });
    }

    QMenu* sets = view->addMenu(tr("&Piece Set"));
    auto* setGroup = new QActionGroup(sets);
    const PieceArt* current = pieceSetById(settings_.pieceSet());
    for (const PieceArt* art : pieceSets()) {
        QAction* a = sets->addAction(art->displayName());
        a->setCheckable(true);
        a->setChecked(art == current);
        a->setObjectName(QStringLiteral("pieceSet-") + art->id());  // found by tests and --piece-set
        setGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, art] {
            applyPieceArt(art);
            settings_.setPieceSet(art->id());
        });
    }
    createNotationMenu(view);
    view->addSeparator();
    QMenu* panels = panelsMenu_ = view->addMenu(tr("P&anels"));
    panels->setObjectName(QStringLiteral("panelsMenu"));
    connect(panels, &QMenu::aboutToShow, this, [this, panels] { fillPanelsMenu(panels); });
    addStudyViewItems(view);
    view->addAction(tr("Piece &Reference…"), this, [this] { showReference(); });
    QAction* fullScreen = view->addAction(tr("F&ull Screen"));
    fullScreen->setObjectName(QStringLiteral("fullScreenAction"));
    fullScreen->setShortcuts(standardKeys(QKeySequence::FullScreen, QKeySequence(Qt::Key_F11)));
    fullScreen->setCheckable(true);
    fullScreen->setChecked(isFullScreen());
    connect(fullScreen, &QAction::toggled, this,
            [this](bool on) { setWindowState(windowState().setFlag(Qt::WindowFullScreen, on)); });
}

void MainWindow::createNotationMenu(QMenu* view) {
    QMenu* notation = view->addMenu(tr("&Notation"));
    auto* group = new QActionGroup(notation);
    const std::pair<Notation, QString> choices[] = {
        {Notation::Western, tr("&Western (P e5-e6)")},
        {Notation::Japanese, tr("&Japanese (▲７六歩)")},
    };
    for (const auto& [choice, label] : choices) {
        QAction* a = notation->addAction(label);
        a->setObjectName(QStringLiteral("notation-") + notationId(choice));
        a->setCheckable(true);
        a->setChecked(currentNotation() == choice);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, c = choice] {
            settings_.setNotation(notationId(c));
            applyNotation();
            refresh();
        });
    }
}

void MainWindow::createSettingsMenu() {
    QMenu* settingsMenu = menuBar()->addMenu(tr("&Settings"));
    QAction* language = settingsMenu->addAction(tr("&Language…"), this, &MainWindow::chooseLanguage);
    language->setObjectName(QStringLiteral("languageAction"));
}

void MainWindow::createHelpMenu() {
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    // The text names the variant played (updateTitle()).
    rulesAction_ = help->addAction(QString(), QKeySequence::HelpContents, this, [this] { showHelp(); });
    rulesAction_->setObjectName(QStringLiteral("rulesAction"));
    QAction* entering = help->addAction(tr("&Entering Moves"), this, [this] { showHelp(QStringLiteral("entering-moves")); });
    entering->setObjectName(QStringLiteral("enteringMovesAction"));
    QAction* shortcuts = help->addAction(tr("&Keyboard Shortcuts"), this, [this] { showHelp(QStringLiteral("shortcuts")); });
    shortcuts->setObjectName(QStringLiteral("shortcutsAction"));
    help->addSeparator();
    QAction* about = help->addAction(tr("&About Large Shogi"), this, &MainWindow::showAbout);
    about->setObjectName(QStringLiteral("aboutAction"));
    about->setMenuRole(QAction::AboutRole);
}

void MainWindow::fillToolBar() {
    // The tool bar is made once (its place is part of the saved window state) and filled
    // again when the menus are made again for another language.
    auto* tools = findChild<QToolBar*>(QStringLiteral("gameToolBar"), Qt::FindDirectChildrenOnly);
    if (!tools) {
        tools = addToolBar(QString());
        tools->setObjectName(QStringLiteral("gameToolBar"));
    }
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

}  // namespace ui
