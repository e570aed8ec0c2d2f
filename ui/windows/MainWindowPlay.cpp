// What the main window does around a game so that nothing surprises and nothing is lost:
// the players' cards and clocks beside the board, the board turned for the human,
// questions before a game is left or resigned, unfinished games kept for Game > Resume,
// recent files and games read from PGN or the clipboard, the game-over dialog and review,
// playing on from an earlier move, the notation of moves, the size of the first window and
// docks that leave no empty band.
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QResizeEvent>
#include <QScreen>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include "boardview/BoardWidget.h"
#include "dialogs/AboutDialog.h"
#include "language/ClockText.h"
#include "language/DisplayNames.h"
#include "language/Language.h"
#include "language/MoveNotation.h"
#include "language/ResultText.h"
#include "panels/MoveListView.h"
#include "panels/PlayerCard.h"
#include "panels/StartPrompt.h"
#include "play/GameExchange.h"
#include "play/GameFile.h"
#include "windows/BoardArea.h"
#include "windows/MainMenus.h"
#include "windows/MainWindow.h"
#include "windows/WindowFit.h"

namespace ui {
namespace {
// Below this a clock face turns red.
constexpr qint64 kLowTimeMs = 10'000;
// The docks are never made narrower than this when they are fitted to the board.
constexpr int kMinDockWidth = 180;
}  // namespace

// ---- the window's size and the docks -------------------------------------------------

void MainWindow::placeFirstWindow() {
    // The first start: a window that fits the screen it opens on, with room for a window
    // manager's frame (not known before the window is shown), centred; the program shows it
    // maximized (firstStart), and this is its size when it is made smaller. A fixed size
    // would put the status bar below the screen of a 1366x768 laptop.
    const QScreen* screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
    if (!screen) return;
    const QRect available = screen->availableGeometry();
    const QSize size(available.width() - kFrameWidth, available.height() - kFrameHeight);
    resize(size);
    move(available.x() + (available.width() - size.width()) / 2, available.y() + (available.height() - size.height()) / 3);
    firstStart_ = true;
}

void MainWindow::foldPanels(bool folded) {
    QList<QDockWidget*> docks;
    for (QDockWidget* dock : findChildren<QDockWidget*>(QString(), Qt::FindDirectChildrenOnly))
        if (!dock->isFloating() && dockWidgetArea(dock) == Qt::RightDockWidgetArea) docks << dock;
    if (docks.size() < 2 || folded == panelsFolded()) return;
    if (folded) {
        for (int i = 1; i < docks.size(); ++i) tabifyDockWidget(docks.first(), docks[i]);
        docks.first()->raise();
    } else {
        // Out of the tab strip: each dock again below the one before.
        for (QDockWidget* dock : docks) {
            const bool shown = !dock->isHidden();
            removeDockWidget(dock);
            addDockWidget(Qt::RightDockWidgetArea, dock, Qt::Vertical);
            dock->setVisible(shown);
        }
    }
    QTimer::singleShot(0, this, &MainWindow::fitDocksToBoard);
}

bool MainWindow::panelsFolded() const {
    for (QDockWidget* dock : findChildren<QDockWidget*>(QString(), Qt::FindDirectChildrenOnly))
        if (!tabifiedDockWidgets(dock).isEmpty()) return true;
    return false;
}

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    // After the layout has followed the new size.
    QTimer::singleShot(0, this, &MainWindow::fitDocksToBoard);
}

void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    if (!fittedOnce_) {
        fittedOnce_ = true;
        QTimer::singleShot(0, this, &MainWindow::fitDocksToBoard);
    }
}

void MainWindow::fitDocksToBoard() {
    if (!isVisible() || !area_) return;
    QList<QDockWidget*> docks;
    for (QDockWidget* dock : findChildren<QDockWidget*>(QString(), Qt::FindDirectChildrenOnly))
        // Of a tab strip only the tab shown: the others keep the width they had before.
        if (dock->isVisible() && !dock->isFloating() && dockWidgetArea(dock) == Qt::RightDockWidgetArea &&
            !dock->visibleRegion().isEmpty())
            docks << dock;
    if (docks.isEmpty()) return;
    // The board is as large as the height allows; the docks take whatever width is left.
    const int spare = area_->width() - area_->widthForHeight(area_->height());
    // A band of a few pixels is left alone; a board short of even one pixel gets it.
    if (spare >= 0 && spare < 4) return;
    const int width = std::max(kMinDockWidth, docks.first()->width() + spare);
    if (width == docks.first()->width()) return;
    resizeDocks(docks, QList<int>(docks.size(), width), Qt::Horizontal);
}

QWidget* MainWindow::createMovesPanel() {
    // The move list with the buttons that step through the game under it (filled with the
    // actions in createReviewActions, which are made again with the menus).
    auto* panel = new QWidget(this);
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(moveList_, 1);
    auto* buttons = new QToolBar(panel);
    buttons->setObjectName(QStringLiteral("reviewBar"));
    buttons->setToolButtonStyle(Qt::ToolButtonIconOnly);
    layout->addWidget(buttons);
    moveList_->setMinimumWidth(60);
    moveList_->setContextMenuPolicy(Qt::ActionsContextMenu);
    return panel;
}

// ---- players, clocks, orientation ----------------------------------------------------

void MainWindow::updatePlayers() {
    const shogi::Game& game = controller_.game();
    for (const shogi::Side side : {shogi::kBlack, shogi::kWhite}) {
        PlayerCard* card = area_->card(side);
        const shogi::PlayerSpec& player = controller_.player(side);
        const QString kind = player.computer ? tr("Computer (%1)").arg(engineLevelName(QString::fromStdString(player.level)))
                                             : tr("Human");
        card->setPlayer(QString::fromStdString(controller_.playerName(side)), kind);
        const bool toMove = !game.result().over() && game.sideToMove() == side;
        card->setToMove(toMove);
        QString note;
        if (controller_.paused() && toMove) note = tr("Paused");
        else if (toMove && controller_.thinking()) note = tr("Thinking…");
        card->setNote(note);
    }
    updateClocks();
}

void MainWindow::updateClocks() {
    const shogi::GameClock& clock = controller_.clock();
    for (const shogi::Side side : {shogi::kBlack, shogi::kWhite}) {
        if (!clock.timed()) {
            area_->card(side)->setClock(QString(), QString(), false);
            continue;
        }
        const qint64 shown = clock.shownMs(side);
        area_->card(side)->setClock(clockFaceText(shown), clockCaption(clock, side), clock.totalLeftMs(side) < kLowTimeMs);
    }
}

bool MainWindow::waitingMatters() const {
    // A hot-seat game without clocks has nothing to start: its first move is just a move.
    const bool computerPlays = controller_.player(shogi::kBlack).computer || controller_.player(shogi::kWhite).computer;
    return controller_.waitingForStart() && (computerPlays || controller_.clock().timed());
}

void MainWindow::updateStartPrompt() {
    startPrompt_->setHumanMovesFirst(controller_.humanToMove());
    startPrompt_->setVisible(waitingMatters());
    updateStatus();
}

void MainWindow::applyBoardOrientation() {
    // A human playing the computer sees their own side at the bottom (a setting, on by
    // default); other games keep the orientation chosen with Flip Board.
    // A friend playing from elsewhere is not at this board either.
    const bool humanBlack = !controller_.player(shogi::kBlack).computer && controller_.remoteSide() != shogi::kBlack;
    const bool humanWhite = !controller_.player(shogi::kWhite).computer && controller_.remoteSide() != shogi::kWhite;
    bool flipped = settings_.flipped();
    if (settings_.autoFlip() && humanBlack != humanWhite) flipped = humanWhite;
    board_->setFlipped(flipped);
    area_->setBottomSide(flipped ? shogi::kWhite : shogi::kBlack);
    menus_->setFlipChecked(flipped);
}

void MainWindow::flipBoard(bool flipped) {
    board_->setFlipped(flipped);
    area_->setBottomSide(flipped ? shogi::kWhite : shogi::kBlack);
    // The orientation of games without one human to turn the board for (see
    // applyBoardOrientation); in a game against the computer a flip lasts for the game.
    const bool oneHuman = controller_.player(shogi::kBlack).computer != controller_.player(shogi::kWhite).computer;
    if (!(settings_.autoFlip() && oneHuman)) settings_.setFlipped(flipped);
}

void MainWindow::onGameStarted() {
    applyBoardOrientation();
    updatePlayers();
    updateStartPrompt();
    QTimer::singleShot(0, this, &MainWindow::fitDocksToBoard);  // another variant, another width
}

void MainWindow::applyNotation() {
    const std::optional<Notation> chosen = notationFromId(settings_.notation());
    setCurrentNotation(chosen ? *chosen : notationForLanguage(currentLanguage()));
}

// ---- questions before anything is lost -------------------------------------------------

bool MainWindow::mayLeaveGame(const QString& question) {
    const shogi::Game& game = controller_.game();
    // A finished game, an empty one and one saved as it is lose nothing; an unsaved one
    // would still wait under Game > Resume, but the player is asked first.
    if (game.moves().empty() || game.result().over() || !isWindowModified()) return true;
    switch (questions().askSaveUnfinished(this, question)) {
        case PlayQuestions::SaveAnswer::Save: return saveGame(currentFile_.isEmpty());
        case PlayQuestions::SaveAnswer::Discard: return true;
        case PlayQuestions::SaveAnswer::Cancel: return false;
    }
    return false;
}

void MainWindow::requestResign() {
    const shogi::Game& game = controller_.game();
    if (game.result().over()) return;
    if (!questions().confirmResign(this, sideName(controller_.resigningSide()))) return;
    controller_.resign();
}

void MainWindow::playOnFromHere() {
    if (!controller_.canPlayOn()) return;
    const int ply = controller_.viewedPly();
    if (!questions().confirmPlayOn(this, ply, controller_.moveCount() - ply)) return;
    controller_.playOnFrom(ply);
}

void MainWindow::gameOverAnswered(PlayQuestions::GameOverAnswer answer) {
    switch (answer) {
        case PlayQuestions::GameOverAnswer::NewGame: newGame(); break;
        case PlayQuestions::GameOverAnswer::Save: saveGame(currentFile_.isEmpty()); break;
        case PlayQuestions::GameOverAnswer::Review:
            controller_.viewPly(0);
            moveList_->setFocus();
            break;
        case PlayQuestions::GameOverAnswer::Close: break;
    }
}

// ---- files: open, recent, unfinished games ---------------------------------------------

bool MainWindow::openFile(const QString& path) {
    QString error;
    const std::optional<shogi::GameRecord> record = GameFile::load(path, error);
    if (!record) {
        // The game on the board is left as it was.
        QMessageBox::warning(this, tr("Open game"), tr("Could not open %1:\n%2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    currentFile_ = path;
    controller_.loadGame(*record);
    settings_.addRecentFile(path);
    setWindowModified(false);
    updateTitle();
    return true;
}

bool MainWindow::resumeGame(const QString& path) {
    QString error;
    const std::optional<shogi::GameRecord> record = GameFile::load(path, error);
    if (!record) {
        QMessageBox::warning(this, tr("Resume game"), tr("Could not open %1:\n%2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    currentFile_.clear();
    // The game on the board goes onto the shelf (gameStarted) and this one becomes the
    // autosaved game (gameChanged) before its shelf copy is removed: it is on disk throughout.
    controller_.loadGame(*record);
    QFile::remove(path);
    setWindowModified(controller_.moveCount() > 0);
    updateTitle();
    return true;
}

void MainWindow::openRecent(const QString& path) {
    if (!QFileInfo::exists(path)) {
        QMessageBox::warning(this, tr("Open game"), tr("%1 no longer exists.").arg(QDir::toNativeSeparators(path)));
        settings_.removeRecentFile(path);
        return;
    }
    if (mayLeaveGame(tr("Save the game in progress before opening another?"))) openFile(path);
}

// A game read from a PGN or the clipboard replaces the current one only when it was read
// whole; it has no file of its own until it is saved (Save must not write over the PGN). Like
// Open, they ask first about an unfinished game that is not saved (it is kept under
// Game > Resume either way).
void MainWindow::importPgn() {
    if (!mayLeaveGame(tr("Save the game in progress before opening another?"))) return;
    if (const auto record = GameExchange::importWithDialog(this)) {
        currentFile_.clear();  // before the game starts: the title names no file
        controller_.loadGame(*record);
    }
}

void MainWindow::pasteGame() {
    QString error;
    if (const auto record = GameExchange::pasteFromClipboard(error)) {
        if (!mayLeaveGame(tr("Save the game in progress before opening another?"))) return;
        currentFile_.clear();
        controller_.loadGame(*record);
    } else {
        GameExchange::showError(this, tr("Paste Game"), tr("The clipboard holds no game that can be read:\n%1").arg(error));
    }
}

// ---- moves as text, about ----------------------------------------------------------------

void MainWindow::copyMoves() {
    const QString text = moveListText(controller_.moveLabels(), controller_.japaneseTexts(),
                                      controller_.game().startPosition().sideToMove(), currentNotation());
    QApplication::clipboard()->setText(text);
    statusBar()->showMessage(tr("The moves were copied."), 3000);
}

void MainWindow::showAbout() {
    AboutDialog dialog(this);
    dialog.exec();
}

}  // namespace ui
