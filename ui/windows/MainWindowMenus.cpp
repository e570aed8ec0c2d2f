// The main window's menus and tool bar, one function per menu. They are made again when the
// language changes (MainWindow::retranslate), so every item is made here from the current
// state.
#include <QActionGroup>
#include <QMenuBar>
#include <QToolBar>

#include "art/PieceSets.h"
#include "boardview/BoardWidget.h"
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

}  // namespace

void MainWindow::createActions() {
    createGameMenu();
    createMoveMenu();
    createAnalysisMenu();
    createViewMenu();
    createSettingsMenu();
    createHelpMenu();
    fillToolBar();
}

void MainWindow::createGameMenu() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    newAction_ = game->addAction(tr("&New Game…"), this, &MainWindow::newGame);
    newAction_->setShortcut(QKeySequence::New);
    QAction* setUp = game->addAction(tr("Set &Up Position…"), this, [this] { setUpPosition(controller_.game().variant()); });
    setUp->setObjectName(QStringLiteral("setUpPositionAction"));
    game->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::openGame);
    game->addAction(tr("&Save"), QKeySequence::Save, this, [this] { saveGame(false); });
    game->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, [this] { saveGame(true); });
    game->addSeparator();
    createExchangeItems(game);
    game->addSeparator();
    resignAction_ = game->addAction(tr("&Resign"), &controller_, &GameController::resign);
    resignAction_->setObjectName(QStringLiteral("resignAction"));
    game->addSeparator();
    QAction* quit = game->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcuts(standardKeys(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)));
    quit->setObjectName(QStringLiteral("quitAction"));
}

void MainWindow::createExchangeItems(QMenu* game) {
    // A game read from a PGN or the clipboard replaces the current one only when it was read
    // whole; it has no file of its own until it is saved (Save must not write over the PGN).
    auto replaceGame = [this](const shogi::GameRecord& record) {
        controller_.loadGame(record);
        currentFile_.clear();
    };
    QAction* exportPgn =
        game->addAction(tr("E&xport PGN…"), this, [this] { GameExchange::exportWithDialog(this, controller_.record()); });
    exportPgn->setObjectName(QStringLiteral("exportPgnAction"));
    QAction* importPgn = game->addAction(tr("&Import PGN…"), this, [this, replaceGame] {
        if (const auto record = GameExchange::importWithDialog(this)) replaceGame(*record);
    });
    importPgn->setObjectName(QStringLiteral("importPgnAction"));
    QAction* copy = game->addAction(tr("&Copy Game"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), this,
                                    [this] { GameExchange::copyToClipboard(controller_.record()); });
    copy->setObjectName(QStringLiteral("copyGameAction"));
    QAction* paste = game->addAction(tr("&Paste Game"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V), this, [this, replaceGame] {
        QString error;
        if (const auto record = GameExchange::pasteFromClipboard(error)) replaceGame(*record);
        else GameExchange::showError(this, tr("Paste Game"), tr("The clipboard holds no game that can be read:\n%1").arg(error));
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
}

void MainWindow::createViewMenu() {
    QMenu* view = menuBar()->addMenu(tr("&View"));
    flipAction_ = view->addAction(tr("&Flip Board"), QKeySequence(Qt::CTRL | Qt::Key_F));
    flipAction_->setCheckable(true);
    flipAction_->setChecked(settings_.flipped());
    flipAction_->setObjectName(QStringLiteral("flipAction"));
    connect(flipAction_, &QAction::toggled, this, [this](bool on) {
        board_->setFlipped(on);
        settings_.setFlipped(on);
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
    view->addSeparator();
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
    tools->addAction(hintAction_);
    tools->addAction(analyseAction_);
    tools->addAction(flipAction_);
    tools->addAction(resignAction_);
}

}  // namespace ui
