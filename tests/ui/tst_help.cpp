// The help: a rules page per variant and a shortcut page in both languages, opened from the
// Help menu and from the piece panel, showing the current variant in the current language;
// the standard keys are on the actions and listed in the help.
#include <QtTest>

#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QTextBrowser>

#include "UiTestSupport.h"
#include "UiTestMain.h"
#include "language/Language.h"
#include "panels/PiecePanel.h"
#include "windows/HelpWindow.h"
#include "windows/MainWindow.h"

using namespace shogi;

using uitest::deliverLanguageChange;

namespace {

QAction* actionWithKey(QWidget& window, QKeySequence::StandardKey key) {
    // The platform's first key for the command.
    const QKeySequence primary(key);
    for (QAction* a : window.findChildren<QAction*>())
        if (!primary.isEmpty() && a->shortcut() == primary) return a;
    return nullptr;
}

}  // namespace

class TestHelp : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup() { ui::setLanguage(QStringLiteral("en")); }
    void everyPageIsThereInBothLanguages();
    void helpMenuShowsTheCurrentVariant();
    void piecePanelLinksToTheRules();
    void helpFollowsTheLanguage();
    void standardKeysAreUsedAndListed();
};

void TestHelp::initTestCase() {
    uitest::useTestSettings("tst_help");
    QSettings().clear();
}

void TestHelp::everyPageIsThereInBothLanguages() {
    const QStringList pages = ui::HelpWindow::pages();
    QCOMPARE(pages.size(), static_cast<int>(allVariants().size()) + 2);
    QVERIFY(pages.contains(QStringLiteral("shortcuts")));
    QVERIFY(pages.contains(QStringLiteral("entering-moves")));
    const QRegularExpression kana(QStringLiteral("[\\x{3040}-\\x{30ff}]"));
    for (const QString& page : pages) {
        const QString en = ui::HelpWindow::pageHtml(page, QStringLiteral("en"));
        const QString ja = ui::HelpWindow::pageHtml(page, QStringLiteral("ja"));
        QVERIFY2(en.contains(QStringLiteral("<h1>")), qPrintable(page));
        QVERIFY2(ja.contains(QStringLiteral("<h1>")), qPrintable(page));
        QVERIFY2(!en.contains(kana), qPrintable(page));
        QVERIFY2(ja.contains(kana), qPrintable(page));
        if (findVariant(page.toStdString())) {
            // Rules pages have sections (goal, setup, promotion, special rules ...).
            QVERIFY2(en.count(QStringLiteral("<h2>")) >= 3, qPrintable(page));
            QVERIFY2(ja.count(QStringLiteral("<h2>")) >= 3, qPrintable(page));
        } else if (page == QLatin1String("shortcuts")) {
            QVERIFY(en.contains(QStringLiteral("<!--shortcut-table-->")));
            QVERIFY(ja.contains(QStringLiteral("<!--shortcut-table-->")));
        }
    }
}

void TestHelp::helpMenuShowsTheCurrentVariant() {
    ui::MainWindow window;
    window.startGame(*findVariant("hook"));
    auto* rules = window.findChild<QAction*>(QStringLiteral("rulesAction"));
    QVERIFY(rules);
    QCOMPARE(rules->text(), QStringLiteral("&Rules of Hook Shogi"));
    QCOMPARE(rules->shortcuts(), QKeySequence::keyBindings(QKeySequence::HelpContents));
    rules->trigger();
    auto* help = window.findChild<ui::HelpWindow*>();
    QVERIFY(help && help->isVisible());
    QCOMPARE(help->page(), QStringLiteral("hook"));
    QVERIFY(help->browser()->toPlainText().startsWith(QStringLiteral("Hook Shogi")));
    QCOMPARE(help->windowTitle(), QStringLiteral("Help — Rules of Hook Shogi"));

    window.startGame(*findVariant("macadamia"));
    QCOMPARE(rules->text(), QStringLiteral("&Rules of Macadamia Shogi"));
    rules->trigger();
    QCOMPARE(help->page(), QStringLiteral("macadamia"));
    QCOMPARE(window.findChildren<ui::HelpWindow*>().size(), 1);  // one help window, reused

    // The index switches pages.
    auto* index = help->findChild<QListWidget*>(QStringLiteral("helpIndex"));
    index->setCurrentRow(0);
    QCOMPARE(help->page(), ui::HelpWindow::pages().front());
}

void TestHelp::piecePanelLinksToTheRules() {
    ui::MainWindow window;
    window.startGame(*findVariant("heian-dai"));
    auto* link = window.findChild<QLabel*>(QStringLiteral("rulesLink"));
    QVERIFY(link);
    QVERIFY(link->text().contains(QStringLiteral("Rules of Heian Dai Shogi")));
    emit link->linkActivated(QStringLiteral("rules"));
    auto* help = window.findChild<ui::HelpWindow*>();
    QVERIFY(help && help->isVisible());
    QCOMPARE(help->page(), QStringLiteral("heian-dai"));
}

void TestHelp::helpFollowsTheLanguage() {
    ui::MainWindow window;
    window.startGame(*findVariant("maka-dai-dai"));
    ui::HelpWindow* help = window.showHelp();
    QVERIFY(help->browser()->toPlainText().startsWith(QStringLiteral("Maka Dai Dai Shogi")));
    ui::setLanguage(QStringLiteral("ja"));
    deliverLanguageChange();
    QVERIFY2(help->browser()->toPlainText().startsWith(QStringLiteral("摩訶大大将棋")),
             qPrintable(help->browser()->toPlainText().left(40)));
    QCOMPARE(help->windowTitle(), QStringLiteral("ヘルプ — 摩訶大大将棋のルール"));
    auto* link = window.findChild<QLabel*>(QStringLiteral("rulesLink"));
    QVERIFY(link->text().contains(QStringLiteral("摩訶大大将棋のルール")));
    // Opened anew in Japanese, too.
    window.startGame(*findVariant("micro"));
    window.showHelp();
    QVERIFY(help->browser()->toPlainText().startsWith(QStringLiteral("五分摩訶将棋")));
    ui::setLanguage(QStringLiteral("en"));
    deliverLanguageChange();
    QVERIFY(help->browser()->toPlainText().startsWith(QStringLiteral("Micro Shogi")));
}

void TestHelp::standardKeysAreUsedAndListed() {
    ui::MainWindow window;
    ui::HelpWindow* help = window.showHelp(QStringLiteral("shortcuts"));
    const QString text = help->browser()->toPlainText();
    for (QKeySequence::StandardKey key : {QKeySequence::Undo, QKeySequence::Redo, QKeySequence::New, QKeySequence::Open,
                                          QKeySequence::Save, QKeySequence::Quit}) {
        if (QKeySequence(key).isEmpty()) continue;  // Quit on Windows-like platforms: see below
        QAction* action = actionWithKey(window, key);
        QVERIFY2(action, qPrintable(QKeySequence(key).toString()));
        const QString native = QKeySequence(key).toString(QKeySequence::NativeText);
        QVERIFY2(text.contains(native), qPrintable(native));
    }
    // Undo and Redo take every key the platform has for them.
    QAction* redo = actionWithKey(window, QKeySequence::Redo);
    QCOMPARE(redo->shortcuts(), QKeySequence::keyBindings(QKeySequence::Redo));
    // Quit: the platform's key, or Ctrl+Q where it names none.
    auto* quit = window.findChild<QAction*>(QStringLiteral("quitAction"));
    QVERIFY(quit && !quit->shortcuts().isEmpty());
    QVERIFY(text.contains(quit->shortcut().toString(QKeySequence::NativeText)));
    // Full screen: the platform's keys, or F11 where the platform names none.
    auto* fullScreen = window.findChild<QAction*>(QStringLiteral("fullScreenAction"));
    QVERIFY(fullScreen && !fullScreen->shortcuts().isEmpty());
    const QList<QKeySequence> platform = QKeySequence::keyBindings(QKeySequence::FullScreen);
    QCOMPARE(fullScreen->shortcuts(), platform.isEmpty() ? QList<QKeySequence>{QKeySequence(Qt::Key_F11)} : platform);
    QVERIFY(text.contains(fullScreen->shortcut().toString(QKeySequence::NativeText)));
    QVERIFY(text.contains(QStringLiteral("Full Screen")));
    QVERIFY(text.contains(QStringLiteral("Undo")));
    QVERIFY(!text.contains(QLatin1Char('&')));  // mnemonics are stripped
    // In Japanese, the same keys with the Japanese menu texts.
    ui::setLanguage(QStringLiteral("ja"));
    deliverLanguageChange();
    const QString ja = help->browser()->toPlainText();
    QVERIFY(ja.contains(QStringLiteral("待った")));
    QVERIFY(ja.contains(QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)));
}

SHOGI_UI_TEST(TestHelp, "tst_help");
#include "tst_help.moc"
