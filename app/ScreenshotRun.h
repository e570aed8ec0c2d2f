#pragma once
// --screenshot: the program draws its window, saves it as an image and quits, so that the
// pictures in the README come from the running program (scripts/screenshots.sh). Such a run
// neither reads nor changes the user's settings and saved game, and shows the default piece
// set unless --piece-set names another; it can save the piece reference and the help window
// too. What the picture shows is set up by GameArguments (--moves, --select, --hover).

#include <QCommandLineOption>
#include <QCoreApplication>

class QCommandLineParser;

namespace ui {
class MainWindow;
}

class ScreenshotRun {
    Q_DECLARE_TR_FUNCTIONS(ScreenshotRun)

public:
    // Whether `arguments` ask for a screenshot, known before they are parsed: the language is
    // chosen first (so that --help is translated), and a screenshot's is never the user's.
    static bool requested(const QStringList& arguments);
    // The piece set of a screenshot that names none, whatever an earlier screenshot run chose.
    static QString defaultPieceSet();

    // Adds the options to `parser`; they are read once it has processed the command line.
    explicit ScreenshotRun(QCommandLineParser& parser);

    bool isSet() const;
    // From here on the settings and the saved game are the test ones (QStandardPaths' test
    // mode); before the window reads them.
    static void keepUserFilesAside();
    // Shows `window` at the size asked for, saves the pictures once it has been drawn, and
    // quits: the exit code, 1 if a picture could not be saved.
    int exec(ui::MainWindow& window) const;

private:
    const QCommandLineParser& parser_;
    const QCommandLineOption shot_;
    const QCommandLineOption size_;
    const QCommandLineOption reference_;
    const QCommandLineOption help_;
};
