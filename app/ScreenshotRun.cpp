#include "ScreenshotRun.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QStandardPaths>
#include <QTimer>
#include <algorithm>

#include "art/PieceSets.h"
#include "windows/HelpWindow.h"
#include "windows/MainWindow.h"

bool ScreenshotRun::requested(const QStringList& arguments) {
    return std::any_of(arguments.begin(), arguments.end(), [](const QString& a) {
        return a == QLatin1String("--screenshot") || a.startsWith(QLatin1String("--screenshot="));
    });
}

QString ScreenshotRun::defaultPieceSet() { return ui::pieceSets().front()->id(); }

ScreenshotRun::ScreenshotRun(QCommandLineParser& parser)
    : parser_(parser),
      shot_(QStringLiteral("screenshot"), tr("Save a picture of the window to FILE and quit."), QStringLiteral("FILE")),
      size_(QStringLiteral("size"), tr("Window size for --screenshot."), QStringLiteral("WxH"), QStringLiteral("1366x768")),
      reference_(QStringLiteral("reference-screenshot"),
                 tr("With --screenshot: also save the piece reference window to FILE."), QStringLiteral("FILE")),
      help_(QStringLiteral("help-screenshot"),
            tr("With --screenshot: also save the help window (the variant's rules) to FILE."), QStringLiteral("FILE")) {
    parser.addOptions({shot_, size_, reference_, help_});
}

bool ScreenshotRun::isSet() const { return parser_.isSet(shot_); }

void ScreenshotRun::keepUserFilesAside() { QStandardPaths::setTestModeEnabled(true); }

int ScreenshotRun::exec(ui::MainWindow& window) const {
    const QStringList size = parser_.value(size_).split(QLatin1Char('x'));
    window.resize(std::max(320, size.value(0).toInt()), std::max(240, size.value(1).toInt()));
    window.show();
    QWidget* reference = parser_.isSet(reference_) ? window.showReference() : nullptr;
    QWidget* help = parser_.isSet(help_) ? window.showHelp() : nullptr;
    const QString file = parser_.value(shot_);
    const QString referenceFile = parser_.value(reference_);
    const QString helpFile = parser_.value(help_);
    // Once the window has been laid out and drawn.
    QTimer::singleShot(300, &window, [&window, reference, help, file, referenceFile, helpFile] {
        bool ok = window.grab().save(file);
        if (reference) ok = reference->grab().save(referenceFile) && ok;
        if (help) ok = help->grab().save(helpFile) && ok;
        QApplication::exit(ok ? 0 : 1);
    });
    return QApplication::exec();
}
