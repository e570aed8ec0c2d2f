#pragma once
// Shared by the UI tests: a small hand-made variant with a Lion and a Hook Mover (so
// multi-leg entry is tested whatever variants core has today), positions from text, and a
// MoveChooser that answers from a script instead of showing dialogs.

#include <QCoreApplication>
#include <QStandardPaths>
#include <QString>
#include <deque>
#include <functional>

#include "boardview/MoveChooser.h"
#include "clock/GameClock.h"
#include "dialogs/PlayQuestions.h"
#include "game/Game.h"
#include "record/PlayerSpec.h"

namespace ui {
class GameController;
}

namespace uitest {

// Settings, the autosave and unfinished games go to a test location named after the test,
// never the user's (call first, in initTestCase).
inline void useTestSettings(const char* testName) {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("LargeShogiTest");
    QCoreApplication::setApplicationName(testName);
}

// A clock the test moves by hand (GameController::setTimeSource): no sleeps.
struct ManualTime {
    std::int64_t now = 5'000'000;
    shogi::TimeSource source() {
        return [this] { return now; };
    }
};

// Calls `act` once with the next modal window that opens (a dialog run by exec() or open()),
// from within the event loop that runs it; `act` must close it. Returns at once. Gives up
// after `timeoutMs` without a modal window.
void onNextModal(std::function<void(QWidget*)> act, int timeoutMs = 10000);

// 7x7, King + Lion (Chu Shogi moves) + Hook Mover + Pawn, royal capture, no promotion.
const shogi::Variant& lionTestVariant();

// Parses a position or fails the calling test (QVERIFY-style: returns nullopt on error).
std::optional<shogi::Position> position(const shogi::Variant& v, const char* text);

// A position with only these pieces, Black to move: {"g5", "LN"} is a Black Lion on g5,
// lowercase codes are White's ("p", "+p").
std::optional<shogi::Position> placed(const shogi::Variant& v,
                                      std::initializer_list<std::pair<const char*, const char*>> pieces);
std::optional<shogi::Position> placed(const shogi::Variant& v, const std::vector<std::pair<std::string, std::string>>& pieces);

// The square with this name ("j10") on the variant's board; the name must be valid.
shogi::Square sq(const shogi::Variant& v, const char* name);

// The built-in variant with this id; the id must be valid.
const shogi::Variant& variant(const char* id);

// Plays the first legal move with this text through the controller; false when there is none
// or the controller refuses it.
bool play(ui::GameController& c, const char* text);

// Lets a language change reach every widget: the events it posts, and the widgets it deletes.
void deliverLanguageChange();

// The players most tests seat: a person, and the computer that answers at once.
inline const shogi::PlayerSpec kHuman{};
inline const shogi::PlayerSpec kRandomComputer{true, "random"};

// First legal move with this text in `game`, or nullopt.
std::optional<shogi::Move> moveByText(const shogi::Game& game, const std::string& text);

class ScriptedChooser : public ui::MoveChooser {
public:
    // Face choices are answered with the kind whose code ("P", "+P") is next in `faces`.
    std::deque<QString> faces;
    bool confirm = true;
    bool pass = true;
    int faceQuestions = 0;
    int exposureQuestions = 0;
    int passQuestions = 0;
    std::vector<int> lastKinds;

    std::optional<int> chooseFace(QWidget*, const shogi::Variant& variant, shogi::Side, const std::vector<int>& kinds,
                                  bool) override;
    bool confirmExposure(QWidget*, const QString&) override {
        ++exposureQuestions;
        return confirm;
    }
    bool confirmPass(QWidget*, const QString&) override {
        ++passQuestions;
        return pass;
    }
};

// Answers the main window's questions (resign, save, play on, game over) from a script and
// counts them.
class ScriptedQuestions : public ui::PlayQuestions {
public:
    SaveAnswer save = SaveAnswer::Discard;
    bool resign = true;
    bool playOn = true;
    GameOverAnswer over = GameOverAnswer::Close;
    int saveQuestions = 0;
    int resignQuestions = 0;
    int playOnQuestions = 0;
    int gameOverQuestions = 0;
    QString lastResult;
    QString lastQuestion;

    SaveAnswer askSaveUnfinished(QWidget*, const QString& question) override {
        ++saveQuestions;
        lastQuestion = question;
        return save;
    }
    bool confirmResign(QWidget*, const QString&) override {
        ++resignQuestions;
        return resign;
    }
    bool confirmPlayOn(QWidget*, int, int) override {
        ++playOnQuestions;
        return playOn;
    }
    void gameOver(QWidget*, const QString& result, std::function<void(GameOverAnswer)> answered) override {
        ++gameOverQuestions;
        lastResult = result;
        answered(over);
    }
};

}  // namespace uitest
