#pragma once
// The game window: the board in the middle with the players' cards beside it, the move list,
// the analysis (AnalysisDock) and the piece panel docked beside that, the menus and the tool
// bar (MainMenus), whose requests it answers. What goes on around a game (clocks and players,
// questions before anything is lost, unfinished games, recent files, review, notation) is in
// MainWindowPlay.cpp.

#include <QMainWindow>

#include "dialogs/DialogMoveChooser.h"
#include "dialogs/DialogPlayQuestions.h"
#include "play/Analyst.h"
#include "play/GameController.h"
#include "settings/AppSettings.h"

class QLabel;
class QProgressBar;

namespace ui {

class AnalysisDock;
class BoardArea;
class BoardWidget;
class EnginePanel;
class HelpWindow;
class LearnWindow;
class LegendWindow;
class MainMenus;
class MoveInputBox;
class QuestionWatch;
class SoundPlayer;
class StartPrompt;
class PositionEditor;
class MoveListView;
class PiecePanel;
class PieceReferenceWindow;
class PieceArt;
class ProblemsWindow;
class PlayFriendUi;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Shows a game of `variant` with the remembered players and clocks, waiting for the player
    // (GameController::waitingForStart): no computer moves, no clock runs until Start or a
    // human's move. The program shows this game when it starts.
    void startGame(const shogi::Variant& variant);
    // If the last session left an unfinished game, asks whether to resume it.
    void offerAutosave();

    BoardWidget* board() const { return board_; }
    MoveInputBox* moveBox() const { return moveBox_; }
    StartPrompt* startPrompt() const { return startPrompt_; }
    // Opens the piece reference window and returns it.
    QWidget* showReference();
    GameController& controller() { return controller_; }
    Analyst& analyst() { return analyst_; }
    EnginePanel* enginePanel() const;
    // Opens the help at `page` (a variant id or "shortcuts"; empty: the current variant's
    // rules) and returns it.
    HelpWindow* showHelp(const QString& page = QString());
    static QString autosavePath();
    // No window size was saved: the program shows this first window maximized, so that every
    // pixel of the screen's height goes to the board.
    bool firstStart() const { return firstStart_; }

    // Around a game: players, clocks, questions (MainWindowPlay.cpp).
    BoardArea* boardArea() const { return area_; }
    // Tests answer the window's questions from a script; nullptr: dialogs.
    void setQuestions(PlayQuestions* questions) { questions_ = questions; }
    // Opens a saved game (callers ask first about an unfinished one); false if it was not opened.
    bool openFile(const QString& path);
    // Reopens an unfinished game kept under Game > Resume (its path from UnfinishedGames).
    bool resumeGame(const QString& path);
    const QString& currentFile() const { return currentFile_; }
    // Gives the docks the width the board does not need at the window's height, so no empty
    // band is left beside the board.
    void fitDocksToBoard();
    // The panels beside the board (the docks on the right) as the tabs of one strip, or one
    // above another; the first start folds them on a screen less than 1000 pixels high.
    void foldPanels(bool folded);
    bool panelsFolded() const;
    // Study tools (MainWindowStudy.cpp). Opens the position editor for `variant`, from the
    // position shown when it is of that variant; "play" and "study" there start a game from
    // the position set up. The editor is window-modal and deletes itself when closed.
    PositionEditor* setUpPosition(const shogi::Variant& variant);
    // A new game from `start` with these players (a saved game records the start position).
    void startFromPosition(const shogi::Position& start, const shogi::PlayerSpec& black, const shogi::PlayerSpec& white);
    // Opens the legend of the board's marks and returns it.
    LegendWindow* showLegend();
    // Study > Learn Pieces: opens the learn mode (on the variant played when it was closed)
    // and returns it.
    LearnWindow* showLearn();
    // Opens Study > Problems at the variant played (MainWindowStudy.cpp) and returns it.
    ProblemsWindow* showProblems();
    SoundPlayer* sounds() const { return sounds_; }
    // Playing a friend elsewhere: online and by correspondence.
    PlayFriendUi* playFriend() const { return friend_; }

protected:
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;
    // QEvent::LanguageChange: every text is written again in the new language.
    void changeEvent(QEvent* event) override;

private:
    // Answers the menus' requests (MainMenus).
    void connectMenus();
    void retranslate();
    void updateTitle();
    // Settings > Preferences…: every choice applied at once.
    void openSettings();
    void refresh();
    void updateStatus();
    void newGame();
    void openGame();
    bool saveGame(bool askName);
    void applyPieceArt(const PieceArt* art);
    void applyComputerSettings();  // time per move and threads, from the settings
    void announceResult(const shogi::GameResult& result);
    // Around a game: players, clocks, questions (MainWindowPlay.cpp).
    PlayQuestions& questions() { return questions_ ? *questions_ : dialogQuestions_; }
    // An unfinished game not saved asks first; false: the user cancelled.
    bool mayLeaveGame(const QString& question);
    void requestResign();
    void playOnFromHere();
    void copyMoves();
    void showAbout();
    void updatePlayers();
    void updateClocks();
    // The prompt beside the board while the game waits for the player, where that matters (a
    // computer plays, or clocks would run).
    void updateStartPrompt();
    bool waitingMatters() const;
    void applyNotation();
    void applyBoardOrientation();
    // View > Flip Board.
    void flipBoard(bool flipped);
    void onGameStarted();
    // Game > Open Recent; a file that is gone leaves the list.
    void openRecent(const QString& path);
    // Game > Import PGN… and Paste Game (play/GameExchange).
    void importPgn();
    void pasteGame();
    QWidget* createMovesPanel();
    void placeFirstWindow();
    void gameOverAnswered(PlayQuestions::GameOverAnswer answer);
    // Saves the game in progress to autosavePath() (atomically), or removes that file when
    // no game is in progress; called after every move and on close.
    void autosave();

    AppSettings settings_;
    GameController controller_;
    Analyst analyst_;
    DialogMoveChooser chooser_;
    DialogPlayQuestions dialogQuestions_;
    PlayQuestions* questions_ = nullptr;
    BoardArea* area_ = nullptr;
    StartPrompt* startPrompt_ = nullptr;
    MoveInputBox* moveBox_ = nullptr;
    QuestionWatch* questionWatch_ = nullptr;
    SoundPlayer* sounds_ = nullptr;
    bool fittedOnce_ = false;
    bool firstStart_ = false;
    const PieceArt* art_ = nullptr;
    BoardWidget* board_ = nullptr;
    MoveListView* moveList_ = nullptr;
    PiecePanel* panel_ = nullptr;
    AnalysisDock* analysisDock_ = nullptr;
    MainMenus* menus_ = nullptr;
    PlayFriendUi* friend_ = nullptr;
    PieceReferenceWindow* reference_ = nullptr;
    HelpWindow* help_ = nullptr;
    LegendWindow* legend_ = nullptr;
    LearnWindow* learn_ = nullptr;
    ProblemsWindow* problems_ = nullptr;
    QLabel* status_ = nullptr;
    QLabel* engineInfo_ = nullptr;     // what the computer's last search saw
    QLabel* thinkingLabel_ = nullptr;
    QProgressBar* thinkingBar_ = nullptr;
    QString currentFile_;
};

}  // namespace ui
