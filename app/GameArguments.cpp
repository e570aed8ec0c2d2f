#include "GameArguments.h"

#include <QAction>
#include <QCommandLineParser>
#include <algorithm>

#include "boardview/BoardWidget.h"
#include "engine/Engine.h"
#include "record/GameText.h"
#include "variants/Variant.h"
#include "windows/MainWindow.h"

GameArguments::GameArguments(QCommandLineParser& parser)
    : parser_(parser),
      variant_(QStringLiteral("variant"), tr("Start a game of VARIANT."), QStringLiteral("VARIANT")),
      black_(QStringLiteral("black"), tr("Who plays Black in this game: human or a computer level (random, ...)."),
             QStringLiteral("PLAYER")),
      white_(QStringLiteral("white"), tr("Who plays White in this game, as --black."), QStringLiteral("PLAYER")),
      timeControl_(QStringLiteral("time-control"),
                   tr("Give this game clocks: none, sudden-death MAIN, byoyomi MAIN PERIOD PERIODS or fischer MAIN "
                      "INCREMENT (seconds)."),
                   QStringLiteral("CONTROL")),
      moves_(QStringLiteral("moves"), tr("Play these moves (core move text) first."), QStringLiteral("MOVES")),
      select_(QStringLiteral("select"), tr("Select the piece on SQUARE."), QStringLiteral("SQUARE")),
      hover_(QStringLiteral("hover"), tr("Point at SQUARE (shows the paths to it)."), QStringLiteral("SQUARE")),
      pieceSet_(QStringLiteral("piece-set"), tr("Draw the pieces with SET (kanji, kanji1 or mnemonic) and remember the choice."),
                QStringLiteral("SET")),
      start_(QStringLiteral("start"), tr("Start the game at once (without it, it waits for Start or a human's move).")) {
    parser.addOptions({variant_, black_, white_, timeControl_, moves_, select_, hover_, pieceSet_, start_});
}

const shogi::Variant* GameArguments::variant(QString& error) const {
    if (!parser_.isSet(variant_)) return nullptr;
    const shogi::Variant* variant = shogi::findVariant(parser_.value(variant_).toStdString());
    if (!variant) error = tr("unknown variant '%1'").arg(parser_.value(variant_));
    return variant;
}

bool GameArguments::apply(ui::MainWindow& window, const QString& pieceSet, QString& error) const {
    if (!(applyPlayers(window, error) && playMoves(window, error) && pointAtSquares(window, error) &&
          choosePieceSet(window, pieceSet, error)))
        return false;
    startIfAsked(window);
    return true;
}

void GameArguments::startIfAsked(ui::MainWindow& window) const {
    if (parser_.isSet(start_)) window.controller().start();
}

bool GameArguments::applyPlayers(ui::MainWindow& window, QString& error) const {
    ui::GameOptions options;
    options.waitForStart = true;  // as every game the program starts with
    if (parser_.isSet(timeControl_)) {
        std::string why;
        const auto control = shogi::parseTimeControl(parser_.value(timeControl_).toStdString(), why);
        if (!control) {
            error = QString::fromStdString(why);
            return false;
        }
        options.timeControl = *control;
    }
    if (!parser_.isSet(black_) && !parser_.isSet(white_) && !parser_.isSet(timeControl_)) return true;
    ui::GameController& controller = window.controller();
    shogi::PlayerSpec players[2] = {controller.player(shogi::kBlack), controller.player(shogi::kWhite)};
    for (const QCommandLineOption* option : {&black_, &white_}) {
        if (!parser_.isSet(*option)) continue;
        const QString value = parser_.value(*option);
        shogi::PlayerSpec& player = players[option == &black_ ? shogi::kBlack : shogi::kWhite];
        if (value.compare(QLatin1String("human"), Qt::CaseInsensitive) == 0) {
            player = shogi::PlayerSpec{};
            continue;
        }
        const auto levels = shogi::engineLevels();
        if (std::find(levels.begin(), levels.end(), value.toStdString()) == levels.end()) {
            error = tr("unknown player '%1' (human or a computer level)").arg(value);
            return false;
        }
        player = shogi::PlayerSpec{true, value.toStdString()};
    }
    controller.newGame(controller.game().variant(), players[shogi::kBlack], players[shogi::kWhite], options);
    return true;
}

bool GameArguments::playMoves(ui::MainWindow& window, QString& error) const {
    for (const QString& text : parser_.value(moves_).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        std::string why;
        const auto move = shogi::parseMove(window.controller().game(), text.toStdString(), why);
        if (!move || !window.controller().playMove(*move)) {
            error = move ? tr("move '%1' is not the human's to play").arg(text) : QString::fromStdString(why);
            return false;
        }
    }
    return true;
}

bool GameArguments::pointAtSquares(ui::MainWindow& window, QString& error) const {
    const shogi::Geometry& geometry = window.controller().game().variant().geometry();
    for (const QCommandLineOption* option : {&select_, &hover_}) {
        if (!parser_.isSet(*option)) continue;
        const auto square = geometry.parse(parser_.value(*option).toStdString());
        if (!square || square->second != static_cast<std::size_t>(parser_.value(*option).size()) ||
            !geometry.contains(square->first)) {
            error = tr("bad square '%1'").arg(parser_.value(*option));
            return false;
        }
        if (option == &select_) window.board()->selectSquare(square->first);
        else window.board()->hoverSquare(square->first);
    }
    return true;
}

bool GameArguments::choosePieceSet(ui::MainWindow& window, const QString& pieceSet, QString& error) const {
    const QString set = parser_.isSet(pieceSet_) ? parser_.value(pieceSet_) : pieceSet;
    if (set.isEmpty()) return true;
    // The View menu's item, so the choice is drawn and remembered as a click would.
    auto* action = window.findChild<QAction*>(QStringLiteral("pieceSet-") + set);
    if (!action) {
        error = tr("unknown piece set '%1' (kanji, kanji1 or mnemonic)").arg(set);
        return false;
    }
    action->trigger();
    return true;
}
