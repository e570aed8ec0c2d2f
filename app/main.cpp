// Start-up: the application object, the language, the command line and the game window.
//
//   large-shogi [--variant ID] [--moves "M1 M2 ..."] [--select SQUARE] [--hover SQUARE]
//               [--screenshot FILE [--size WxH] [--reference-screenshot FILE]]
//               [--black PLAYER] [--white PLAYER] [--language LANG] [--dark-palette]
//               [--help-screenshot FILE] [--piece-set SET] [--time-control CONTROL]
// The options that set up the game are GameArguments', those of --screenshot (which
// scripts/screenshots.sh uses so the pictures in the README come from the running program)
// ScreenshotRun's; --language and --dark-palette are read here.
#include <QApplication>
#include <QCommandLineParser>

#include "GameArguments.h"
#include "ScreenshotRun.h"
#include "language/Language.h"
#include "settings/AppSettings.h"
#include "settings/ColourScheme.h"
#include "windows/MainWindow.h"

namespace {

// Not a QObject: gives lupdate and tr() the context "main".
struct Main {
    Q_DECLARE_TR_FUNCTIONS(main)
};

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
    const bool screenshotRun = ScreenshotRun::requested(QApplication::arguments());
    ui::setLanguage(screenshotRun ? QString() : ui::AppSettings().language());

    QCommandLineParser parser;
    parser.setApplicationDescription(Main::tr("Large shogi variants"));
    parser.addHelpOption();
    const QCommandLineOption languageOption(
        QStringLiteral("language"), Main::tr("Show the program in LANGUAGE (system, en or ja), without changing the settings."),
        QStringLiteral("LANGUAGE"));
    const QCommandLineOption darkOption(QStringLiteral("dark-palette"),
                                        Main::tr("Use a dark colour scheme (to check the board on dark desktops)."));
    parser.addOptions({languageOption, darkOption});
    const GameArguments game(parser);
    const ScreenshotRun screenshot(parser);
    parser.process(app);

    if (parser.isSet(languageOption)) {
        const QString language = parser.value(languageOption);
        const QString choice = language == QLatin1String("system") ? QString() : language;
        if (!ui::isLanguageChoice(choice)) return fail(Main::tr("unknown language '%1' (system, en or ja)").arg(language));
        ui::setLanguage(choice);
    }
    // The colour scheme of the settings (the desktop's by default); --dark-palette for this run.
    if (parser.isSet(darkOption)) ui::applyColourScheme(ui::ColourScheme::Dark);
    else if (!screenshotRun) ui::applyColourScheme(ui::AppSettings().colourScheme());

    QString error;
    const shogi::Variant* variant = game.variant(error);
    if (!error.isEmpty()) return fail(error);
    if (screenshot.isSet()) ScreenshotRun::keepUserFilesAside();

    ui::MainWindow window;
    if (variant) window.startGame(*variant);
    if (!game.apply(window, screenshot.isSet() ? ScreenshotRun::defaultPieceSet() : QString(), error)) return fail(error);
    if (screenshot.isSet()) return screenshot.exec(window);
    if (window.firstStart()) window.showMaximized();
    else window.show();
    if (!variant) window.offerAutosave();
    return QApplication::exec();
}
