// Start-up: the application object, the command line and the game window.
//
//   large-shogi [--variant ID] [--screenshot FILE [--size WxH]]
// --screenshot draws the window offscreen-ready, saves it as an image and quits; the
// screenshot script uses it so the pictures in the README come from the running program.
#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

#include "MainWindow.h"
#include "variants/Variant.h"

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("LargeShogi"));
    QApplication::setApplicationName(QStringLiteral("large-shogi"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Large shogi variants"));
    parser.addHelpOption();
    const QCommandLineOption variantOption(QStringLiteral("variant"), QApplication::translate("main", "Start a game of VARIANT."),
                                           QStringLiteral("VARIANT"));
    const QCommandLineOption shotOption(QStringLiteral("screenshot"),
                                        QApplication::translate("main", "Save a picture of the window to FILE and quit."),
                                        QStringLiteral("FILE"));
    const QCommandLineOption sizeOption(QStringLiteral("size"), QApplication::translate("main", "Window size for --screenshot."),
                                        QStringLiteral("WxH"), QStringLiteral("1366x768"));
    parser.addOptions({variantOption, shotOption, sizeOption});
    parser.process(app);

    const shogi::Variant* variant = nullptr;
    if (parser.isSet(variantOption)) {
        variant = shogi::findVariant(parser.value(variantOption).toStdString());
        if (!variant) {
            qCritical("%s", qPrintable(QApplication::translate("main", "Unknown variant '%1'.").arg(parser.value(variantOption))));
            return 2;
        }
    }

    ui::MainWindow window;
    if (variant) window.startGame(*variant);
    if (parser.isSet(shotOption)) {
        const QStringList size = parser.value(sizeOption).split(QLatin1Char('x'));
        window.resize(size.value(0).toInt() > 0 ? size.value(0).toInt() : 1366, size.value(1).toInt() > 0 ? size.value(1).toInt() : 768);
        window.show();
        const QString file = parser.value(shotOption);
        QTimer::singleShot(300, &window, [&window, file] {
            const bool ok = window.grab().save(file);
            QApplication::exit(ok ? 0 : 1);
        });
        return QApplication::exec();
    }
    window.resize(1000, 760);
    window.show();
    return QApplication::exec();
}
