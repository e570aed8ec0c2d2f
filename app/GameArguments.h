#pragma once
// The options that set up the game the program starts with: its variant; its players (human,
// or a computer level such as random) and clocks ("byoyomi 600 30 3", as saved games write
// it: docs/game-format.md) for this game only, the settings staying as they are; moves played
// first; a square selected or pointed at; the piece set; --start, without which the game
// waits for the player as every game the program starts with does. Tests use the players and
// --start to have the program play on its own; scripts/screenshots.sh uses the rest to show a
// piece picked up.

#include <QCommandLineOption>
#include <QCoreApplication>

class QCommandLineParser;

namespace shogi {
class Variant;
}
namespace ui {
class MainWindow;
}

class GameArguments {
    Q_DECLARE_TR_FUNCTIONS(GameArguments)

public:
    // Adds the options to `parser`; they are read once it has processed the command line.
    explicit GameArguments(QCommandLineParser& parser);

    // The variant asked for; nullptr if none was, or with `error` set if it is unknown.
    const shogi::Variant* variant(QString& error) const;
    // Sets up the game of `window` (which started the variant asked for) as the options say.
    // `pieceSet` is the set drawn with when --piece-set names none (empty: the remembered one).
    // False, with `error`, at the first option that cannot be followed.
    bool apply(ui::MainWindow& window, const QString& pieceSet, QString& error) const;

private:
    bool applyPlayers(ui::MainWindow& window, QString& error) const;
    bool playMoves(ui::MainWindow& window, QString& error) const;
    bool pointAtSquares(ui::MainWindow& window, QString& error) const;
    bool choosePieceSet(ui::MainWindow& window, const QString& pieceSet, QString& error) const;
    void startIfAsked(ui::MainWindow& window) const;

    const QCommandLineParser& parser_;
    const QCommandLineOption variant_;
    const QCommandLineOption black_;
    const QCommandLineOption white_;
    const QCommandLineOption timeControl_;
    const QCommandLineOption moves_;
    const QCommandLineOption select_;
    const QCommandLineOption hover_;
    const QCommandLineOption pieceSet_;
    const QCommandLineOption start_;
};
