// Start-up: the application object, the command line and the game window.
//
//   large-shogi [--variant ID] [--moves "M1 M2 ..."] [--select SQUARE] [--hover SQUARE]
//               [--screenshot FILE [--size WxH] [--reference-screenshot FILE]]
//               [--black PLAYER] [--white PLAYER] [--language LANG] [--dark-palette]
//               [--help-screenshot FILE] [--piece-set SET] [--time-control CONTROL]
// --screenshot draws the window, saves it as an image and quits; scripts/screenshots.sh
// uses it so the pictures in the README come from the running program. --moves,
// --select and --hover set up what the picture shows. --black and --white (human, or a
// computer level such as random) choose the players for this game only, without changing
// the settings; tests use them to have the program play on its own. --time-control gives this
// game clocks ("byoyomi 600 30 3", as saved games write it: docs/game-format.md).
#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QPalette>
#include <QStandardPaths>
#include <QStyleFactory>
#include <QTimer>
#include <algorithm>

#include "art/PieceSets.h"
#include "boardview/BoardWidget.h"
#include "engine/Engine.h"
#include "language/Language.h"
#include "record/GameText.h"
#include "settings/AppSettings.h"
#include "variants/Variant.h"
#include "windows/HelpWindow.h"
#include "windows/MainWindow.h"

namespace {

// Not a QObject: gives lupdate and tr() the context "main".
struct Main {
    Q_DECLARE_TR_FUNCTIONS(main)
};

// A dark colour scheme (Fusion style), as dark desktop themes have: the board must stay
// readable on it.
void useDarkPalette() {
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QPalette p;
    const QColor window(45, 45, 48), base(30, 30, 32), text(230, 230, 230), disabled(130, 130, 130);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(255, 90, 90));
    p.setColor(QPalette::Link, QColor(110, 170, 255));
    p.setColor(QPalette::LinkVisited, QColor(180, 140, 255));
    p.setColor(QPalette::Highlight, QColor(60, 120, 200));
    p.setColor(QPalette::HighlightedText, Qt::white);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    QApplication::setPalette(p);
}

int fail(const QString& message) {
    qCritical("large-shogi: %s", qPrintable(message));
    return 2;
}

}  // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("LargeShogi"));
    QApplication::setApplicationName(QStringLiteral("large-shogi"));
    // The language first, so that --help is translated too. Screenshot runs never read the
    // user's settings: they follow the system language, or --language.
    const QStringList arguments = QApplication::arguments();
    const bool screenshotRun = std::any_of(arguments.begin(), arguments.end(), [](const QString& a) {
        return a == QLatin1String("--screenshot") || a.startsWith(QLatin1String("--screenshot="));
    });
    ui::setLanguage(screenshotRun ? QString() : ui::AppSettings().language());

    QCommandLineParser parser;
    parser.setApplicationDescription(Main::tr("Large shogi variants"));
    parser.addHelpOption();
    const QCommandLineOption variantOption(QStringLiteral("variant"), Main::tr("Start a game of VARIANT."), QStringLiteral("VARIANT"));
    const QCommandLineOption movesOption(QStringLiteral("moves"), Main::tr("Play these moves (core move text) first."),
                                         QStringLiteral("MOVES"));
    const QCommandLineOption selectOption(QStringLiteral("select"), Main::tr("Select the piece on SQUARE."), QStringLiteral("SQUARE"));
    const QCommandLineOption hoverOption(QStringLiteral("hover"), Main::tr("Point at SQUARE (shows the paths to it)."),
                                         QStringLiteral("SQUARE"));
    const QCommandLineOption shotOption(QStringLiteral("screenshot"), Main::tr("Save a picture of the window to FILE and quit."),
                                        QStringLiteral("FILE"));
    const QCommandLineOption referenceOption(QStringLiteral("reference-screenshot"),
                                             Main::tr("With --screenshot: also save the piece reference window to FILE."),
                                             QStringLiteral("FILE"));
    const QCommandLineOption sizeOption(QStringLiteral("size"), Main::tr("Window size for --screenshot."), QStringLiteral("WxH"),
                                        QStringLiteral("1366x768"));
    const QCommandLineOption blackOption(QStringLiteral("black"),
                                         Main::tr("Who plays Black in this game: human or a computer level (random, ...)."),
                                         QStringLiteral("PLAYER"));
    const QCommandLineOption whiteOption(QStringLiteral("white"), Main::tr("Who plays White in this game, as --black."),
                                         QStringLiteral("PLAYER"));
    const QCommandLineOption languageOption(
        QStringLiteral("language"), Main::tr("Show the program in LANGUAGE (system, en or ja), without changing the settings."),
        QStringLiteral("LANGUAGE"));
    const QCommandLineOption darkOption(QStringLiteral("dark-palette"),
                                        Main::tr("Use a dark colour scheme (to check the board on dark desktops)."));
    const QCommandLineOption helpShotOption(QStringLiteral("help-screenshot"),
                                            Main::tr("With --screenshot: also save the help window (the variant's rules) to FILE."),
                                            QStringLiteral("FILE"));
    parser.addOption(languageOption);
    parser.addOption(darkOption);
    parser.addOption(helpShotOption);
    const QCommandLineOption pieceSetOption(
        QStringLiteral("piece-set"), Main::tr("Draw the pieces with SET (kanji or mnemonic) and remember the choice."),
        QStringLiteral("SET"));
    parser.addOption(pieceSetOption);
    const QCommandLineOption timeControlOption(
        QStringLiteral("time-control"),
        Main::tr("Give this game clocks: none, sudden-death MAIN, byoyomi MAIN PERIOD PERIODS or fischer MAIN INCREMENT "
                 "(seconds)."),
        QStringLiteral("CONTROL"));
    parser.addOption(timeControlOption);
    parser.addOptions({variantOption, movesOption, selectOption, hoverOption, shotOption, referenceOption, sizeOption,
                       blackOption, whiteOption});
    parser.process(app);

    if (parser.isSet(languageOption)) {
        const QString language = parser.value(languageOption);
        const QString choice = language == QLatin1String("system") ? QString() : language;
        if (!ui::isLanguageChoice(choice)) return fail(Main::tr("unknown language '%1' (system, en or ja)").arg(language));
        ui::setLanguage(choice);
    }
    if (parser.isSet(darkOption)) useDarkPalette();

    const shogi::Variant* variant = nullptr;
    if (parser.isSet(variantOption)) {
        variant = shogi::findVariant(parser.value(variantOption).toStdString());
        if (!variant) return fail(Main::tr("unknown variant '%1'").arg(parser.value(variantOption)));
    }
    const bool screenshot = parser.isSet(shotOption);
    // Screenshots must neither read nor change the user's settings and saved game.
    if (screenshot) QStandardPaths::setTestModeEnabled(true);

    ui::MainWindow window;
    if (variant) window.startGame(*variant);
    ui::GameOptions options;
    if (parser.isSet(timeControlOption)) {
        std::string error;
        const auto control = shogi::parseTimeControl(parser.value(timeControlOption).toStdString(), error);
        if (!control) return fail(QString::fromStdString(error));
        options.timeControl = *control;
    }
    if (parser.isSet(blackOption) || parser.isSet(whiteOption) || parser.isSet(timeControlOption)) {
        ui::GameController& controller = window.controller();
        shogi::PlayerSpec players[2] = {controller.player(shogi::kBlack), controller.player(shogi::kWhite)};
        for (const QCommandLineOption* option : {&blackOption, &whiteOption}) {
            if (!parser.isSet(*option)) continue;
            const QString value = parser.value(*option);
            shogi::PlayerSpec& player = players[option == &blackOption ? shogi::kBlack : shogi::kWhite];
            if (value.compare(QLatin1String("human"), Qt::CaseInsensitive) == 0) {
                player = shogi::PlayerSpec{};
                continue;
            }
            const auto levels = shogi::engineLevels();
            if (std::find(levels.begin(), levels.end(), value.toStdString()) == levels.end())
                return fail(Main::tr("unknown player '%1' (human or a computer level)").arg(value));
            player = shogi::PlayerSpec{true, value.toStdString()};
        }
        controller.newGame(controller.game().variant(), players[shogi::kBlack], players[shogi::kWhite], options);
    }
    for (const QString& text : parser.value(movesOption).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        std::string error;
        const auto move = parseMove(window.controller().game(), text.toStdString(), error);
        if (!move || !window.controller().playMove(*move))
            return fail(move ? Main::tr("move '%1' is not the human's to play").arg(text) : QString::fromStdString(error));
    }
    const shogi::Geometry& geometry = window.controller().game().variant().geometry();
    for (const QCommandLineOption* option : {&selectOption, &hoverOption}) {
        if (!parser.isSet(*option)) continue;
        const auto square = geometry.parse(parser.value(*option).toStdString());
        if (!square || square->second != static_cast<std::size_t>(parser.value(*option).size()) ||
            !geometry.contains(square->first))
            return fail(Main::tr("bad square '%1'").arg(parser.value(*option)));
        if (option == &selectOption) window.board()->selectSquare(square->first);
        else window.board()->hoverSquare(square->first);
    }

    // A screenshot shows the default set unless told otherwise, whatever an earlier
    // screenshot run chose.
    if (parser.isSet(pieceSetOption) || screenshot) {
        const QString set = parser.isSet(pieceSetOption) ? parser.value(pieceSetOption) : ui::pieceSets().front()->id();
        auto* action = window.findChild<QAction*>(QStringLiteral("pieceSet-") + set);
        if (!action) return fail(Main::tr("unknown piece set '%1' (kanji or mnemonic)").arg(set));
        action->trigger();
    }

    if (screenshot) {
        const QStringList size = parser.value(sizeOption).split(QLatin1Char('x'));
        window.resize(std::max(320, size.value(0).toInt()), std::max(240, size.value(1).toInt()));
        window.show();
        QWidget* reference = parser.isSet(referenceOption) ? window.showReference() : nullptr;
        QWidget* help = parser.isSet(helpShotOption) ? window.showHelp() : nullptr;
        const QString file = parser.value(shotOption);
        const QString referenceFile = parser.value(referenceOption);
        const QString helpFile = parser.value(helpShotOption);
        QTimer::singleShot(300, &window, [&window, reference, help, file, referenceFile, helpFile] {
            bool ok = window.grab().save(file);
            if (reference) ok = reference->grab().save(referenceFile) && ok;
            if (help) ok = help->grab().save(helpFile) && ok;
            QApplication::exit(ok ? 0 : 1);
        });
        return QApplication::exec();
    }
    window.show();
    if (!variant) window.offerAutosave();
    return QApplication::exec();
}
