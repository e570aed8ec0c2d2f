#pragma once
// The main window's menu bar and tool bar. They are made again when the language changes
// (build()), so every item is made from the current state. An item runs what the game
// controller, the board or the analysis dock does by itself; what needs the window (files,
// dialogs, its other windows, the board's orientation) is a signal the window answers.

#include <QKeySequence>
#include <QList>
#include <QObject>

#include "language/MoveNotation.h"

class QAction;
class QMainWindow;
class QMenu;

namespace ui {

class AnalysisDock;
class AppSettings;
class BoardWidget;
class GameController;
class MoveListView;
class PieceArt;

class MainMenus : public QObject {
    Q_OBJECT

public:
    // The menus go into `window`'s menu bar and tool bar; the review items also under
    // `moveList` (its context menu and the "reviewBar" tool bar beside it).
    MainMenus(QMainWindow* window, GameController& controller, AppSettings& settings, BoardWidget* board,
              MoveListView* moveList, AnalysisDock* analysis);

    // Makes every menu and fills the tool bar. Menus made before are deleted once the event
    // loop is back (one may still be on the stack).
    void build();
    // Enables the items that can be used in the game's present state.
    void updateActionStates();
    // The check marks of state the window changed by other means (the board turned for the
    // human, full screen left through the window manager); nothing is emitted.
    void setFlipChecked(bool flipped);
    void setFullScreenChecked(bool on);

signals:
    void newGameRequested();
    // Move > Type a Move: the keyboard goes to the move box.
    void typeMoveRequested();
    void setUpPositionRequested();
    void openRequested();
    void recentFileChosen(const QString& path);
    void unfinishedGameChosen(const QString& path);
    void saveRequested(bool askName);
    void importPgnRequested();
    void pasteGameRequested();
    void resignRequested();
    void playOnRequested();
    void copyMovesRequested();
    void flipToggled(bool flipped);
    // View > Panels > In One Tab Strip: the docks beside the board as tabs, or one above another.
    void panelsFoldToggled(bool folded);
    // View > Coordinates changed the style (the board and the setting follow already).
    void coordinatesChanged();
    void autoFlipToggled(bool on);
    void pieceSetChosen(const PieceArt* art);
    void notationChosen(Notation notation);
    // Settings > Preferences…: language, pieces, board, colours, sounds.
    void settingsRequested();
    void referenceRequested();
    void learnRequested();
    void problemsRequested();
    void legendRequested();
    // `page`: a help page's id; empty: the rules of the variant played.
    void helpRequested(const QString& page);
    void aboutRequested();
    // Game > Play a Friend Online and the correspondence items (windows/PlayFriendUi).
    void hostOnlineRequested();
    void joinOnlineRequested();
    void drawOfferRequested();
    void takebackRequested();
    void saveAndEndOnlineRequested();
    void onlineSoundsToggled(bool on);
    void copyFriendMoveRequested();
    void pasteFriendMoveRequested();

private:
    // Every key the platform has for a standard command (Redo is Ctrl+Shift+Z and Ctrl+Y on
    // some desktops), or `fallback` where it has none: Quit has no key on Windows-like
    // platforms and FullScreen none on some.
    static QList<QKeySequence> standardKeys(QKeySequence::StandardKey key, const QKeySequence& fallback = {});
    void createGameMenu();
    // Game > Export PGN…, Import PGN…, Copy Game, Paste Game (play/GameExchange).
    void createExchangeItems(QMenu* game);
    // Game > Play a Friend Online (host, join, offers, save and end, sounds) and the
    // correspondence items: a move for the friend copied, the friend's move pasted.
    void createFriendItems(QMenu* game);
    void createMoveMenu();
    void createWatchActions(QMenu* move);
    void createReviewActions(QMenu* move);
    void createAnalysisMenu();
    void createViewMenu();
    void createNotationMenu(QMenu* view);
    // The study items of the View menu: the threat display and the legend.
    void addStudyViewItems(QMenu* view);
    // Study > Learn Pieces, Problems, Piece Reference (MainMenusStudy.cpp).
    void createStudyMenu();
    void createSettingsMenu();
    void createHelpMenu();
    void fillToolBar();
    void fillRecentMenu(QMenu* menu);
    void fillResumeMenu(QMenu* menu);
    void fillPanelsMenu(QMenu* menu);
    // Help > Rules names the variant played.
    void updateRulesItem();

    QMainWindow* window_;
    GameController& controller_;
    AppSettings& settings_;
    BoardWidget* board_;
    MoveListView* moveList_;
    AnalysisDock* analysis_;

    QAction* newAction_ = nullptr;
    QAction* startAction_ = nullptr;
    QAction* undoAction_ = nullptr;
    QAction* redoAction_ = nullptr;
    QAction* moveNowAction_ = nullptr;
    QAction* resignAction_ = nullptr;
    QAction* flipAction_ = nullptr;
    QAction* fullScreenAction_ = nullptr;
    QAction* rulesAction_ = nullptr;
    QAction* pauseAction_ = nullptr;
    QAction* stepAction_ = nullptr;
    QAction* playOnAction_ = nullptr;
    QAction* firstAction_ = nullptr;
    QAction* previousAction_ = nullptr;
    QAction* nextAction_ = nullptr;
    QAction* lastAction_ = nullptr;
    QAction* copyMovesAction_ = nullptr;
    QAction* offerDrawAction_ = nullptr;
    QAction* takebackAction_ = nullptr;
    QAction* saveAndEndAction_ = nullptr;
    QAction* copyFriendMoveAction_ = nullptr;
    QAction* hintAction_ = nullptr;
    QAction* analyseAction_ = nullptr;
    QMenu* panelsMenu_ = nullptr;
};

}  // namespace ui
