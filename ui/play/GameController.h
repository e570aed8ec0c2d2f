#pragma once
// The game being played: the core Game, who plays each side, the redo list, the position
// being looked at, and the computer's turns (through EngineRunner). Views read from it and
// send it the players' decisions; it decides nothing about rules itself.

#include <QObject>
#include <QStringList>
#include <QTimer>
#include <array>
#include <functional>
#include <memory>
#include <optional>

#include "boardview/BoardMarks.h"
#include "clock/GameClock.h"
#include "play/EngineRunner.h"
#include "record/GameRecord.h"

namespace ui {

// What a new game has beside its variant and players.
struct GameOptions {
    shogi::TimeControl timeControl;  // none: no clocks
    std::string names[2];            // the players' names, indexed by Side; may be empty
    // The game waits for the player (GameController::start, or a human's move) before a
    // computer moves or a clock runs: the game the program shows when it starts.
    bool waitForStart = false;
};

class GameController : public QObject {
    Q_OBJECT

public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    void newGame(const shogi::Variant& variant, const shogi::PlayerSpec& black, const shogi::PlayerSpec& white,
                 const GameOptions& options = {});
    // Replaces the current game by a loaded one (already checked by shogi::SavedGame::read).
    // `waitForStart`: nothing moves and no clock runs until start() or a human's move.
    // `remoteSide`: a game with a friend elsewhere, who plays that side (see remoteSide()).
    void loadGame(const shogi::GameRecord& record, bool waitForStart = false,
                  std::optional<shogi::Side> remoteSide = std::nullopt);
    // The game as a record, ready for GameFile.
    shogi::GameRecord record() const;

    const shogi::Game& game() const { return *game_; }
    const shogi::PlayerSpec& player(shogi::Side side) const { return players_[side]; }
    // A person at this computer is to move (not the computer, not a friend elsewhere).
    bool humanToMove() const;
    // The computer is to move, here.
    bool computerToMove() const;
    // The side a resignation is for: the side to move in hot-seat, the human's against the
    // computer, this side's in a game with a friend elsewhere.
    shogi::Side resigningSide() const;
    bool thinking() const { return engine_.busy(); }
    EngineRunner& engine() { return engine_; }

    // The ply shown: 0 is the start, moveCount() the live position.
    int viewedPly() const { return viewedPly_; }
    int moveCount() const { return static_cast<int>(game_->moves().size()); }
    bool viewingLive() const { return viewedPly_ == moveCount(); }
    shogi::Position positionAt(int ply) const;
    // The game as it stood at `ply`, history included and any resignation left out: what an
    // analysis of the position shown searches.
    shogi::Game gameAt(int ply) const;
    BoardMarks marksAt(int ply) const;
    // Move texts in core notation, one per ply.
    const QStringList& moveTexts() const { return texts_; }
    // The same with the moving piece's code in front ("P a3-a4"), for the move list; its
    // squares as the board's coordinates name them (language/MoveLabel).
    const QStringList& moveLabels() const { return labels_; }
    // Writes moveLabels() again (the coordinates changed).
    void relabel();

    bool canUndo() const { return !remoteSide_ && (moveCount() > 0 || endCanBeTakenBack()); }
    bool canRedo() const { return !remoteSide_ && !redo_.empty(); }
    // Delay before a computer replies to a computer, so a game between two can be watched.
    void setComputerPauseMs(int ms) { computerPauseMs_ = ms; }
    int computerPauseMs() const { return computerPauseMs_; }

    // The moves in Japanese style (core/notation/JapaneseMoveText), one per ply.
    const QStringList& japaneseTexts() const { return japanese_; }
    const std::string& playerName(shogi::Side side) const { return names_[side]; }

    // Clocks (GameControllerClock.cpp). They start with the first move; a loaded timed game
    // starts paused. Tests put a hand-moved time source here before starting a game.
    const shogi::GameClock& clock() const { return clock_; }
    void setTimeSource(shogi::TimeSource source);
    // Held: no clock runs and no computer moves; set by pause, by undo in a game between
    // computers, by a computer that failed, and when a timed game is loaded.
    bool paused() const { return paused_; }
    // The game waits for the player (GameOptions::waitForStart): nothing runs until start()
    // or a human's move.
    bool waitingForStart() const { return waiting_; }
    // A question (a modal dialog) is open: no clock runs, and a computer's move found
    // meanwhile is played once it closes (unless the answer replaced the game). Set by the
    // window's QuestionWatch.
    void setQuestionOpen(bool open);
    bool questionOpen() const { return questionOpen_; }
    // The game ended by resignation or on time: undo or play on takes that back.
    bool endCanBeTakenBack() const;
    // An earlier position is shown, or the game ended so: playOnFrom(viewedPly()) goes on.
    bool canPlayOn() const { return !remoteSide_ && (!viewingLive() || endCanBeTakenBack()); }

    // The game's id, shared with the other player of a network or correspondence game; empty
    // when it has none. Saved with the game.
    const std::string& gameId() const { return gameId_; }
    void setGameId(const std::string& id);

    // A game with a friend elsewhere (play/NetworkGameController, loadGame): the friend's
    // side. Its moves come from the network session (playCheckedMove), never from the board
    // or the computer; undo, redo, pause and playing on are not the players' own; the clocks,
    // a resignation and a loss on time come from the session too. nullopt: an ordinary game.
    std::optional<shogi::Side> remoteSide() const { return remoteSide_; }
    // Asked before a move from the board is played in such a game; false refuses it.
    void setLocalMoveCheck(std::function<bool(const shogi::Move&)> check) { localMoveCheck_ = std::move(check); }
    // A move the network session checked and made, by either side: played here too.
    bool playCheckedMove(const shogi::Move& move);
    // The clocks as the session keeps them.
    void setClocks(const shogi::SideClock& black, const shogi::SideClock& white);
    // The session ended the game: a resignation, a loss on time or an agreed draw.
    void endGame(const shogi::GameResult& result);

public slots:
    // The player starts the game that waits (waitingForStart): the computer moves if it is
    // its turn, and the clocks run from the first move.
    void start();
    // A human's move: played if it is legal and a human's turn; it starts a game that waits.
    bool playMove(const shogi::Move& move);
    void undo();
    void redo();
    void resign();
    // Stops the computer's thinking and plays its best move so far; also resumes a watched
    // computer game paused by undo.
    void moveNow();
    void viewPly(int ply);
    // Pause or go on (clocks and computer); a finished game cannot be paused.
    void setPaused(bool paused);
    // While paused: the computer to move plays one move, then the game stays paused.
    void step();
    // Ends the game if the running clock has run out; runs by a timer, tests call it.
    void checkClock();
    // Drops the moves after `ply` (and a resignation or loss on time) and plays on from there.
    bool playOnFrom(int ply);

signals:
    void gameStarted();                  // a new or loaded game replaced the old one
    void positionChanged();              // a move was played or taken back, or another ply is shown
    void movePlayed(const shogi::Move& move);  // a human's or the computer's move was played
    void gameChanged();                  // the game itself changed (not only the ply shown): save it
    void gameEnded(const shogi::GameResult& result);
    void thinkingStarted();
    void thinkingFinished();
    void engineFailed(const QString& reason);
    void clockChanged();                 // the clocks moved on, stopped or started
    void pausedChanged(bool paused);
    void waitingChanged(bool waiting);   // the game began waiting for the player, or stopped
    // resign() in a game with a friend elsewhere: the network session resigns for this side.
    void resignationRequested(shogi::Side side);

private:
    void play(const shogi::Move& move);
    void commit(const shogi::Move& move);  // plays a move known to be legal, its clock charged
    void noteMove(const shogi::Move& move);  // before the move is played
    void forgetMove();
    void afterChange();
    void maybeStartEngine();
    void stopEngine();
    void startEngineNow();
    // The clocks (GameControllerClock.cpp).
    void resetClock(const shogi::GameRecord& record);
    void clockAfterMove(shogi::Side mover);
    void clockAfterUndo();
    void clockAfterRedo();
    void updateClockRunning();
    void setHeld(bool held);
    void setWaiting(bool waiting);
    void computerMoved(const shogi::Move& move);

    std::unique_ptr<shogi::Game> game_;
    shogi::PlayerSpec players_[2];
    std::string started_;  // the record's date
    QStringList texts_;
    QStringList labels_;
    QStringList japanese_;
    std::string names_[2];
    std::vector<shogi::Move> redo_;
    int viewedPly_ = 0;
    bool paused_ = false;        // computer moves held back after an undo
    bool announcedEnd_ = false;
    int computerPauseMs_ = 400;
    int engineRequest_ = 0;      // tells a delayed engine start it is stale
    bool stepping_ = false;      // step(): hold again after this computer move
    bool watchDelay_ = false;    // between two computers' moves: no clock runs
    bool waiting_ = false;       // waitingForStart()
    bool questionOpen_ = false;  // questionOpen()
    std::optional<shogi::Move> heldMove_;  // the computer's move found under a question
    // The clocks when each ply was reached (index = ply); unknown before a loaded game's end.
    using ClockPair = std::array<shogi::SideClock, 2>;
    std::vector<std::optional<ClockPair>> clockHistory_;
    std::vector<std::optional<ClockPair>> clockRedo_;
    std::string gameId_;
    std::optional<shogi::Side> remoteSide_;
    std::function<bool(const shogi::Move&)> localMoveCheck_;
    shogi::TimeSource timeSource_ = shogi::steadyTimeSource();
    shogi::GameClock clock_;
    QTimer* clockTimer_ = nullptr;
    EngineRunner engine_;
};

}  // namespace ui
