#include "windows/MainWindow.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QScreen>
#include <QEvent>
#include <QFileDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QStandardPaths>
#include <QStatusBar>

#include "art/PieceSets.h"
#include "boardview/BoardWidget.h"
#include "boardview/MoveInputBox.h"
#include "dialogs/NewGameDialog.h"
#include "dialogs/QuestionWatch.h"
#include "boardview/BoardTheme.h"
#include "dialogs/SettingsDialog.h"
#include "learn/LearnWindow.h"
#include "language/DisplayNames.h"
#include "language/Language.h"
#include "language/MoveNotation.h"
#include "language/ResultText.h"
#include "panels/MoveListView.h"
#include "panels/PiecePanel.h"
#include "panels/StartPrompt.h"
#include "play/GameFile.h"
#include "play/SoundPlayer.h"
#include "play/UnfinishedGames.h"
#include "windows/AnalysisDock.h"
#include "windows/BoardArea.h"
#include "windows/HelpWindow.h"
#include "windows/MainMenus.h"
#include "windows/PieceReferenceWindow.h"
#include "windows/ProblemsWindow.h"
#include "windows/WindowFit.h"
#include "windows/PlayFriendUi.h"

namespace ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      board_(new BoardWidget(this)),
      moveList_(new MoveListView(this)),
      panel_(new PiecePanel(this)),
      status_(new QLabel(this)),
      engineInfo_(new QLabel(this)),
      thinkingLabel_(new QLabel(tr("Computer is thinking…"), this)),
      thinkingBar_(new QProgressBar(this)) {
    area_ = new BoardArea(board_, this);
    setCentralWidget(area_);
    board_->setChooser(&chooser_);
    startPrompt_ = new StartPrompt(area_);
    moveBox_ = new MoveInputBox(area_);
    moveBox_->setChooser(&chooser_);
    area_->setColumnMiddle({startPrompt_, moveBox_});
    // No clock runs and no computer moves behind a question (any modal dialog).
    questionWatch_ = new QuestionWatch(this);
    connect(questionWatch_, &QuestionWatch::questionOpenChanged, &controller_, &GameController::setQuestionOpen);

    auto* movesDock = new QDockWidget(tr("Moves"), this);
    movesDock->setObjectName(QStringLiteral("movesDock"));
    movesDock->setWidget(createMovesPanel());
    addDockWidget(Qt::RightDockWidgetArea, movesDock);
    auto* pieceDock = new QDockWidget(tr("Piece"), this);
    pieceDock->setObjectName(QStringLiteral("pieceDock"));
    pieceDock->setWidget(panel_);
    addDockWidget(Qt::RightDockWidgetArea, pieceDock);
    analysisDock_ = new AnalysisDock(controller_, analyst_, settings_, board_, this);
    addDockWidget(Qt::RightDockWidgetArea, analysisDock_);
    // Between the move list and the piece panel, tall enough for three lines and the graph
    // (a saved window layout, restored later, wins).
    splitDockWidget(movesDock, analysisDock_, Qt::Vertical);
    resizeDocks({movesDock, analysisDock_, pieceDock}, {200, 330, 220}, Qt::Vertical);

    statusBar()->addWidget(status_, 1);
    thinkingBar_->setRange(0, 0);  // a busy indicator: the engine gives no progress
    thinkingBar_->setMaximumWidth(120);
    statusBar()->addPermanentWidget(engineInfo_);
    statusBar()->addPermanentWidget(thinkingLabel_);
    statusBar()->addPermanentWidget(thinkingBar_);
    thinkingLabel_->hide();
    thinkingBar_->hide();

    applyNotation();
    setCurrentCoordinateStyle(settings_.coordinates());
    menus_ = new MainMenus(this, controller_, settings_, board_, moveList_, analysisDock_);
    friend_ = new PlayFriendUi(this, controller_, settings_,
                               [this] { return mayLeaveGame(tr("Save the game in progress before playing a friend?")); });
    connect(friend_, &PlayFriendUi::gameArriving, this, [this] { currentFile_.clear(); });
    connectMenus();
    menus_->build();
    board_->setCoordinateStyle(settings_.coordinates());
    board_->setFlipped(settings_.flipped());
    board_->setTheme(&boardThemeById(settings_.boardTheme()));
    sounds_ = new SoundPlayer(controller_, this);
    sounds_->setEnabled(settings_.soundsOn());
    applyPieceArt(pieceSetById(settings_.pieceSet()));

    connect(board_, &BoardWidget::moveEntered, &controller_, &GameController::playMove);
    connect(moveBox_, &MoveInputBox::moveEntered, &controller_, &GameController::playMove);
    connect(moveBox_, &MoveInputBox::finished, board_, [this] { board_->setFocus(); });
    connect(startPrompt_, &StartPrompt::startClicked, &controller_, &GameController::start);
    connect(startPrompt_, &StartPrompt::newGameClicked, this, &MainWindow::newGame);
    connect(&controller_, &GameController::waitingChanged, this, &MainWindow::updateStartPrompt);
    // Analysis turned on shows its lines, when the panels are tabs.
    connect(analysisDock_, &AnalysisDock::analysingChanged, this, [this](bool on) {
        if (on) analysisDock_->raise();
    });
    connect(board_, &BoardWidget::pieceInspected, this,
            [this](int kind, shogi::Side side) { panel_->showPiece(controller_.game().variant(), kind, side); });
    connect(moveList_, &MoveListView::plySelected, &controller_, &GameController::viewPly);
    connect(&controller_, &GameController::gameStarted, this, [this] {
        panel_->clear();
        panel_->setVariant(controller_.game().variant());
        engineInfo_->clear();
        if (reference_ && reference_->isVisible()) reference_->showVariant(controller_.game().variant(), art_);
        onGameStarted();
        updateTitle();
    });
    connect(&controller_, &GameController::clockChanged, this, &MainWindow::updateClocks);
    connect(&controller_, &GameController::pausedChanged, this, &MainWindow::updateStatus);
    connect(panel_, &PiecePanel::rulesRequested, this, [this](const QString& id) { showHelp(id); });
    connect(&controller_, &GameController::positionChanged, this, &MainWindow::refresh);
    connect(&controller_, &GameController::gameEnded, this, &MainWindow::announceResult);
    connect(&controller_, &GameController::thinkingStarted, this, &MainWindow::updateStatus);
    connect(&controller_, &GameController::thinkingFinished, this, &MainWindow::updateStatus);
    connect(&controller_.engine(), &EngineRunner::searchSummary, this,
            [this](const QString& summary) { engineInfo_->setText(summary); });
    connect(&controller_, &GameController::engineFailed, this,
            [this](const QString& why) { QMessageBox::warning(this, tr("Computer player"), why); });

    applyComputerSettings();
    controller_.setComputerPauseMs(settings_.computerDelayMs());
    const shogi::Variant* last = shogi::findVariant(settings_.lastVariant().toStdString());
    startGame(last ? *last : *shogi::allVariants().front());
    // From here on (not before: offerAutosave still has to see the last session's game),
    // every change of the game is saved at once, so killing the program loses nothing; a game
    // that another one replaces is kept for Game > Resume (UnfinishedGames), not deleted.
    connect(&controller_, &GameController::gameStarted, this, [] { UnfinishedGames::shelveAutosave(); });
    connect(&controller_, &GameController::gameChanged, this, &MainWindow::autosave);
    connect(&controller_, &GameController::gameChanged, this, [this] { setWindowModified(controller_.moveCount() > 0); });
    // A size saved on a larger screen is cut down to this one.
    if (restoreGeometry(settings_.windowGeometry())) fitOnScreen(this);
    else placeFirstWindow();
    if (!restoreState(settings_.windowState())) {
        const QScreen* screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
        foldPanels(screen && screen->availableGeometry().height() < 1000);
    }
}

MainWindow::~MainWindow() = default;

EnginePanel* MainWindow::enginePanel() const { return analysisDock_->panel(); }

void MainWindow::connectMenus() {
    connect(menus_, &MainMenus::newGameRequested, this, &MainWindow::newGame);
    connect(menus_, &MainMenus::typeMoveRequested, moveBox_, &MoveInputBox::focusLine);
    connect(menus_, &MainMenus::setUpPositionRequested, this, [this] { setUpPosition(controller_.game().variant()); });
    connect(menus_, &MainMenus::openRequested, this, &MainWindow::openGame);
    connect(menus_, &MainMenus::recentFileChosen, this, &MainWindow::openRecent);
    connect(menus_, &MainMenus::unfinishedGameChosen, this, &MainWindow::resumeGame);
    connect(menus_, &MainMenus::saveRequested, this, &MainWindow::saveGame);
    connect(menus_, &MainMenus::importPgnRequested, this, &MainWindow::importPgn);
    connect(menus_, &MainMenus::pasteGameRequested, this, &MainWindow::pasteGame);
    connect(menus_, &MainMenus::resignRequested, this, &MainWindow::requestResign);
    connect(menus_, &MainMenus::playOnRequested, this, &MainWindow::playOnFromHere);
    connect(menus_, &MainMenus::copyMovesRequested, this, &MainWindow::copyMoves);
    connect(menus_, &MainMenus::flipToggled, this, &MainWindow::flipBoard);
    connect(menus_, &MainMenus::panelsFoldToggled, this, &MainWindow::foldPanels);
    connect(menus_, &MainMenus::coordinatesChanged, &controller_, &GameController::relabel);
    connect(menus_, &MainMenus::coordinatesChanged, this, [this] { QTimer::singleShot(0, this, &MainWindow::fitDocksToBoard); });
    connect(menus_, &MainMenus::autoFlipToggled, this, [this](bool on) {
        settings_.setAutoFlip(on);
        applyBoardOrientation();
    });
    connect(menus_, &MainMenus::pieceSetChosen, this, [this](const PieceArt* art) {
        applyPieceArt(art);
        settings_.setPieceSet(art->id());
    });
    connect(menus_, &MainMenus::notationChosen, this, [this](Notation notation) {
        settings_.setNotation(notationId(notation));
        applyNotation();
        refresh();
    });
    connect(menus_, &MainMenus::settingsRequested, this, &MainWindow::openSettings);
    connect(menus_, &MainMenus::referenceRequested, this, [this] { showReference(); });
    connect(menus_, &MainMenus::legendRequested, this, [this] { showLegend(); });
    connect(menus_, &MainMenus::learnRequested, this, [this] { showLearn(); });
    connect(menus_, &MainMenus::problemsRequested, this, [this] { showProblems(); });
    connect(menus_, &MainMenus::helpRequested, this, [this](const QString& page) { showHelp(page); });
    connect(menus_, &MainMenus::aboutRequested, this, &MainWindow::showAbout);
    connect(menus_, &MainMenus::hostOnlineRequested, friend_, &PlayFriendUi::hostGame);
    connect(menus_, &MainMenus::joinOnlineRequested, friend_, &PlayFriendUi::joinGame);
    connect(menus_, &MainMenus::drawOfferRequested, friend_, &PlayFriendUi::offerDraw);
    connect(menus_, &MainMenus::takebackRequested, friend_, &PlayFriendUi::requestTakeback);
    connect(menus_, &MainMenus::saveAndEndOnlineRequested, friend_, &PlayFriendUi::saveAndEnd);
    connect(menus_, &MainMenus::onlineSoundsToggled, friend_, &PlayFriendUi::setSoundsOn);
    connect(menus_, &MainMenus::copyFriendMoveRequested, friend_, &PlayFriendUi::copyFriendMove);
    connect(menus_, &MainMenus::pasteFriendMoveRequested, friend_, &PlayFriendUi::pasteFriendMove);
}

void MainWindow::applyComputerSettings() {
    shogi::SearchLimits limits;
    limits.timeMs = settings_.moveSeconds() * 1000;
    controller_.engine().setLimits(limits);
    controller_.engine().setThreads(settings_.engineThreads());
    analyst_.engine().setThreads(settings_.engineThreads());
}

void MainWindow::startGame(const shogi::Variant& variant) {
    currentFile_.clear();
    GameOptions options;
    options.timeControl = settings_.timeControl();
    options.waitForStart = true;
    for (int side = 0; side < 2; ++side)
        if (!settings_.player(side).computer) options.names[side] = settings_.playerName(side).toStdString();
    controller_.newGame(variant, settings_.player(0), settings_.player(1), options);
    settings_.setLastVariant(QString::fromUtf8(variant.id()));
    setWindowModified(false);
    updateTitle();
}

void MainWindow::refresh() {
    const shogi::Game& game = controller_.game();
    const int ply = controller_.viewedPly();
    board_->setPosition(controller_.positionAt(ply), controller_.marksAt(ply));
    const bool playable = controller_.viewingLive() && controller_.humanToMove() && !game.result().over() && !controller_.paused();
    board_->setGame(playable ? &game : nullptr);
    moveBox_->setGame(playable ? &game : nullptr);
    QStringList rows;
    const QStringList& western = controller_.moveLabels();
    const QStringList& japanese = controller_.japaneseTexts();
    for (int i = 0; i < western.size(); ++i) {
        const shogi::Side mover = shogi::Side((i + game.startPosition().sideToMove()) % 2);
        rows << moveRowText(i + 1, mover, western[i], japanese.value(i), currentNotation());
    }
    moveList_->setMoves(rows, game, ply);
    updateStatus();
    updatePlayers();
}

void MainWindow::updateStatus() {
    const shogi::Game& game = controller_.game();
    QString text;
    if (game.result().over() && controller_.viewingLive()) {
        text = resultText(game.result());
    } else if (!controller_.viewingLive()) {
        // The move shown, as the move list writes it.
        const int ply = controller_.viewedPly();
        const QString move = currentNotation() == Notation::Japanese ? controller_.japaneseTexts().value(ply - 1)
                                                                     : controller_.moveLabels().value(ply - 1);
        text = ply == 0 ? tr("Showing move %1 of %2 — click the last move to return.").arg(ply).arg(controller_.moveCount())
                        : tr("Showing move %1 of %2 (%3) — click the last move to return.")
                              .arg(ply)
                              .arg(controller_.moveCount())
                              .arg(move);
    } else if (controller_.paused()) {
        text = tr("Paused — Move > Pause goes on.");
    } else if (waitingMatters()) {
        text = controller_.humanToMove() ? tr("Ready — make your move, or press Start Game.")
                                         : tr("Ready — press Start Game: nothing runs before you do.");
    } else {
        const shogi::PlayerSpec& mover = controller_.player(game.sideToMove());
        text = mover.computer ? tr("%1 (computer, %2) to move").arg(sideName(game.sideToMove()), engineLevelName(QString::fromStdString(mover.level)))
                              : tr("%1 to move").arg(sideName(game.sideToMove()));
        if (game.inCheck()) text += tr(" — check!");
    }
    status_->setText(text);
    const bool thinking = controller_.thinking();
    thinkingLabel_->setVisible(thinking);
    thinkingBar_->setVisible(thinking);
    menus_->updateActionStates();
}

void MainWindow::announceResult(const shogi::GameResult& result) {
    updateStatus();
    // Asked once the move that ended the game has been handled; the answer comes later (a
    // dialog that does not block: a computer game behind it keeps its window alive).
    QTimer::singleShot(0, this, [this, result] {
        if (controller_.game().result() != result) return;  // taken back meanwhile
        questions().gameOver(this, resultText(result), [this](PlayQuestions::GameOverAnswer a) { gameOverAnswered(a); });
    });
}

void MainWindow::newGame() {
    NewGameDialog dialog(QString::fromUtf8(controller_.game().variant().id()), controller_.player(shogi::kBlack),
                         controller_.player(shogi::kWhite), settings_.moveSeconds(), this);
    for (const shogi::Side side : {shogi::kBlack, shogi::kWhite}) dialog.setPlayerName(side, settings_.playerName(side));
    dialog.setTimeControl(settings_.timeControl());
    dialog.setComputerDelayMs(settings_.computerDelayMs());
    dialog.setThreads(settings_.engineThreads());
    const int answer = dialog.exec();
    if (answer == QDialog::Rejected) return;
    if (!mayLeaveGame(tr("Save the game in progress before starting a new one?"))) return;
    settings_.setMoveSeconds(dialog.moveSeconds());
    settings_.setEngineThreads(dialog.threads());
    applyComputerSettings();
    settings_.setPlayer(0, dialog.player(shogi::kBlack));
    settings_.setPlayer(1, dialog.player(shogi::kWhite));
    GameOptions options;
    for (const shogi::Side side : {shogi::kBlack, shogi::kWhite}) {
        if (!dialog.player(side).computer) settings_.setPlayerName(side, dialog.playerName(side));
        options.names[side] = dialog.playerName(side).toStdString();
    }
    options.timeControl = dialog.timeControl();
    settings_.setTimeControl(options.timeControl);
    settings_.setComputerDelayMs(dialog.computerDelayMs());
    controller_.setComputerPauseMs(dialog.computerDelayMs());
    settings_.setLastVariant(QString::fromUtf8(dialog.variant().id()));
    if (answer == NewGameDialog::kSetUpPosition) {
        setUpPosition(dialog.variant());
        return;
    }
    currentFile_.clear();
    controller_.newGame(dialog.variant(), dialog.player(shogi::kBlack), dialog.player(shogi::kWhite), options);
    setWindowModified(false);
    updateTitle();
}

void MainWindow::openGame() {
    if (!mayLeaveGame(tr("Save the game in progress before opening another?"))) return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open game"), QString(), tr("Shogi games (*.lsg);;All files (*)"));
    if (path.isEmpty()) return;
    openFile(path);
}

bool MainWindow::saveGame(bool askName) {
    QString path = currentFile_;
    if (askName || path.isEmpty()) {
        path = QFileDialog::getSaveFileName(this, tr("Save game"), QString(), tr("Shogi games (*.lsg)"));
        if (path.isEmpty()) return false;
        if (!path.contains(QLatin1Char('.'))) path += QStringLiteral(".lsg");
    }
    QString error;
    if (!GameFile::save(path, controller_.record(), error)) {
        QMessageBox::warning(this, tr("Save game"), tr("Could not save %1:\n%2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    currentFile_ = path;
    settings_.addRecentFile(path);
    setWindowModified(false);
    updateTitle();
    return true;
}

void MainWindow::applyPieceArt(const PieceArt* art) {
    art_ = art;
    chooser_.setPieceArt(art);
    board_->setPieceArt(art);
    panel_->setPieceArt(art);
    moveList_->setPieceArt(art);
    if (problems_) problems_->setPieceArt(art);
    if (reference_ && reference_->isVisible()) reference_->showVariant(controller_.game().variant(), art_);
    if (learn_) learn_->setPieceArt(art_);
}

QWidget* MainWindow::showReference() {
    if (!reference_) reference_ = new PieceReferenceWindow(this);
    reference_->showVariant(controller_.game().variant(), art_);
    reference_->show();
    reference_->raise();
    return reference_;
}

HelpWindow* MainWindow::showHelp(const QString& page) {
    if (!help_) {
        help_ = new HelpWindow(this);
        help_->setMenuBar(menuBar());
    }
    help_->showPage(page.isEmpty() ? QString::fromUtf8(controller_.game().variant().id()) : page);
    help_->show();
    help_->raise();
    help_->activateWindow();
    return help_;
}

void MainWindow::updateTitle() {
    const QString variant = variantName(controller_.game().variant());
    // [*] is where Qt shows the modified mark (setWindowModified).
    if (currentFile_.isEmpty()) setWindowTitle(tr("%1[*] — Large Shogi").arg(variant));
    else setWindowTitle(tr("%1[*] (%2) — Large Shogi").arg(QFileInfo(currentFile_).fileName(), variant));
}

void MainWindow::openSettings() {
    SettingsChoices current;
    current.language = settings_.language();
    current.pieceSet = art_ ? art_->id() : settings_.pieceSet();
    current.boardTheme = settings_.boardTheme();
    current.colours = settings_.colourScheme();
    current.sounds = settings_.soundsOn();
    SettingsDialog dialog(current, this);
    if (dialog.exec() != QDialog::Accepted) return;
    const SettingsChoices chosen = dialog.choices();
    settings_.setPieceSet(chosen.pieceSet);
    applyPieceArt(pieceSetById(chosen.pieceSet));
    settings_.setBoardTheme(chosen.boardTheme);
    board_->setTheme(&boardThemeById(chosen.boardTheme));
    if (chosen.colours != current.colours) {
        settings_.setColourScheme(chosen.colours);
        applyColourScheme(chosen.colours);
    }
    settings_.setSoundsOn(chosen.sounds);
    sounds_->setEnabled(chosen.sounds);
    if (chosen.language != current.language) {
        settings_.setLanguage(chosen.language);
        // Every window gets QEvent::LanguageChange once this returns to the event loop (and
        // the menus, made again then, show the piece set chosen).
        setLanguage(chosen.language);
    } else {
        menus_->build();  // the View menu's piece set
    }
}

void MainWindow::changeEvent(QEvent* event) {
    QMainWindow::changeEvent(event);
    if (!menus_) return;  // still being made
    if (event->type() == QEvent::LanguageChange) retranslate();
    // Full screen may also be left through the window manager.
    if (event->type() == QEvent::WindowStateChange) menus_->setFullScreenChecked(isFullScreen());
}

void MainWindow::retranslate() {
    // The menus are made again in the new language (the analysis dock names itself again).
    menus_->build();
    if (auto* dock = findChild<QDockWidget*>(QStringLiteral("movesDock"))) dock->setWindowTitle(tr("Moves"));
    if (auto* dock = findChild<QDockWidget*>(QStringLiteral("pieceDock"))) dock->setWindowTitle(tr("Piece"));
    thinkingLabel_->setText(tr("Computer is thinking…"));
    engineInfo_->clear();  // a sentence in the old language
    applyNotation();  // a notation that follows the language changes with it
    updateTitle();
    refresh();
    if (QListWidgetItem* start = moveList_->item(0)) start->setText(MoveListView::tr("Start"));
    if (reference_ && reference_->isVisible()) reference_->showVariant(controller_.game().variant(), art_);
}

QString MainWindow::autosavePath() { return UnfinishedGames::autosavePath(); }

void MainWindow::offerAutosave() {
    const QString path = autosavePath();
    if (!QFile::exists(path)) return;
    QString error;
    const std::optional<shogi::GameRecord> record = GameFile::load(path, error);
    if (!record) {
        // Kept aside (never deleted) and not offered again; the game on the board stays.
        const QString damaged = path + QStringLiteral(".damaged");
        QFile::remove(damaged);
        QFile::rename(path, damaged);
        QMessageBox::warning(this, tr("Resume game?"),
                             tr("The game in progress when the program closed could not be read:\n%1\nThe file was "
                                "kept as %2.")
                                 .arg(error, QDir::toNativeSeparators(damaged)));
        return;
    }
    // Asked with nothing running behind the question (the game shown waits for the player)
    // and nothing moved yet: the answer decides. Declined, the game is not lost: it waits
    // under Game > Resume like any game another replaced.
    const auto answer = QMessageBox::question(
        this, tr("Resume game?"),
        tr("A game of %1 with %2 moves was in progress when the program closed. Resume it?")
            .arg(variantName(*record->variant))
            .arg(record->moves.size()));
    const QString kept = UnfinishedGames::shelveAutosave();
    if (answer != QMessageBox::Yes) return;
    if (!kept.isEmpty()) resumeGame(kept);
    else controller_.loadGame(*record);
}

void MainWindow::autosave() {
    const shogi::Game& game = controller_.game();
    // A game with a friend online is saved by its session (play/OnlineGames) and resumed with
    // the friend: offering it alone at the next start would let it go on without them.
    if (!game.moves().empty() && !game.result().over() && !controller_.remoteSide()) {
        QDir().mkpath(QFileInfo(autosavePath()).absolutePath());
        QString error;
        if (!GameFile::save(autosavePath(), controller_.record(), error))
            qWarning("large-shogi: could not save the game in progress to %s: %s", qPrintable(autosavePath()),
                     qPrintable(error));
    } else {
        QFile::remove(autosavePath());
    }
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!mayLeaveGame(tr("Save the game in progress before quitting?"))) {
        event->ignore();
        return;
    }
    // Stop the computer before anything else, so no move arrives while closing.
    controller_.engine().cancel();
    autosave();
    settings_.setWindowLayout(saveGeometry(), saveState());
    event->accept();
}

}  // namespace ui
