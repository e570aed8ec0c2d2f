// The Japanese translation: the .ts file in the source tree is complete (no unfinished or
// empty entry, the same %1 placeholders and a mnemonic wherever the English has one), core's
// identifiers all have names, and switching the language rewrites the main window's texts
// at once.
#include <QtTest>

#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QStatusBar>
#include <QXmlStreamReader>

#include "UiTestSupport.h"
#include "UiTestMain.h"
#include "dialogs/SettingsDialog.h"
#include "engine/Engine.h"
#include "language/DisplayNames.h"
#include "language/Language.h"
#include "language/ResultText.h"
#include "windows/MainWindow.h"

#ifndef SHOGI_TS_FILE
#error "SHOGI_TS_FILE (the path of translations/large-shogi_ja.ts) must be defined"
#endif

using namespace shogi;

using uitest::deliverLanguageChange;

namespace {

struct Message {
    QString context;
    QString source;
    QString comment;
    QString type;          // the translation's type attribute ("unfinished", "vanished", ...)
    QStringList forms;     // the translation, or its numerus forms
};

QList<Message> readTs(const QString& path, QString& error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = file.errorString();
        return {};
    }
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) context = xml.readElementText();
        else if (name == QLatin1String("message")) current = Message{context, {}, {}, {}, {}};
        else if (name == QLatin1String("source")) current.source = xml.readElementText();
        else if (name == QLatin1String("comment")) current.comment = xml.readElementText();
        else if (name == QLatin1String("translation")) {
            current.type = xml.attributes().value(QLatin1String("type")).toString();
            // Either text or <numerusform> children.
            QString text;
            while (!(xml.isEndElement() && xml.name() == QLatin1String("translation")) && !xml.atEnd()) {
                xml.readNext();
                if (xml.isCharacters()) text += xml.text();
                else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                    current.forms << xml.readElementText();
            }
            if (current.forms.isEmpty()) current.forms << text;
            messages << current;
        }
    }
    if (xml.hasError()) error = QStringLiteral("%1 at line %2").arg(xml.errorString()).arg(xml.lineNumber());
    return messages;
}

QSet<QString> placeholders(const QString& text) {
    QSet<QString> set;
    QRegularExpressionMatchIterator it = QRegularExpression(QStringLiteral("%(\\d+)")).globalMatch(text);
    while (it.hasNext()) set.insert(it.next().captured(0));
    return set;
}

bool hasMnemonic(const QString& text) { return QRegularExpression(QStringLiteral("&[^&\\s]")).match(text).hasMatch(); }

QStringList menuTitles(ui::MainWindow& window) {
    QStringList titles;
    for (const QAction* a : window.menuBar()->actions()) titles << a->text();
    return titles;
}

// The text of every menu item, menus included, in menu order.
void collectItems(const QMenu* menu, QStringList& items) {
    for (const QAction* a : menu->actions()) {
        if (a->isSeparator()) continue;
        items << a->text();
        if (a->menu()) collectItems(a->menu(), items);
    }
}

QStringList menuItems(ui::MainWindow& window) {
    QStringList items;
    for (const QAction* a : window.menuBar()->actions())
        if (a->menu()) collectItems(a->menu(), items);
    return items;
}

// Lets the posted QEvent::LanguageChange reach the windows and the replaced menus go.

}  // namespace

class TestTranslation : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void japaneseFileIsComplete();
    void coreIdentifiersHaveNames();
    void piecesAreNamedByKanjiInJapanese();
    void systemLocaleIsFollowed();
    void switchingToJapaneseChangesTheMainWindow();
    void settingsDialogSaysWhenTheLanguageChanges();
};

void TestTranslation::initTestCase() {
    uitest::useTestSettings("tst_translation");
    QSettings().clear();
}

void TestTranslation::cleanup() { ui::setLanguage(QStringLiteral("en")); }

void TestTranslation::japaneseFileIsComplete() {
    QString error;
    const QList<Message> messages = readTs(QStringLiteral(SHOGI_TS_FILE), error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(messages.size() > 100);
    QStringList problems;
    for (const Message& m : messages) {
        const QString where = QStringLiteral("%1: \"%2\"").arg(m.context, m.source.left(60));
        if (!m.type.isEmpty()) problems << QStringLiteral("%1 is %2").arg(where, m.type);
        for (const QString& form : m.forms) {
            if (form.trimmed().isEmpty()) {
                problems << where + QStringLiteral(" has no translation");
                continue;
            }
            if (m.source == QLatin1String("PIECE_NAME_STYLE")) continue;  // a switch, not a text
            if (placeholders(form) != placeholders(m.source))
                problems << QStringLiteral("%1: placeholders differ in \"%2\"").arg(where, form);
            if (hasMnemonic(m.source) && !hasMnemonic(form))
                problems << QStringLiteral("%1: the mnemonic (&) is missing in \"%2\"").arg(where, form);
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestTranslation::coreIdentifiersHaveNames() {
    QCOMPARE(ui::setLanguage(QStringLiteral("ja")), QStringLiteral("ja"));
    QSet<QString> names;
    for (const Variant* v : allVariants()) {
        const QString name = ui::variantName(*v);
        QVERIFY2(ui::variantName(QString::fromUtf8(v->id())) != QString::fromUtf8(v->id()), v->id());
        QVERIFY2(name != QString::fromUtf8(v->name()), qPrintable(name));  // translated
        names.insert(name);
    }
    QCOMPARE(names.size(), static_cast<int>(allVariants().size()));
    QCOMPARE(ui::variantName(QStringLiteral("micro")), QStringLiteral("五分摩訶将棋（マイクロ将棋）"));
    for (const std::string& level : engineLevels()) {
        const QString id = QString::fromStdString(level);
        QVERIFY2(ui::isKnownEngineLevel(id), qPrintable(id + QStringLiteral(" has no name: add it to DisplayNames.cpp")));
    }
    QCOMPARE(ui::sideName(kBlack), QStringLiteral("先手"));
    QCOMPARE(ui::sideName(kWhite), QStringLiteral("後手"));
    // Every way a game ends is said in Japanese.
    const EndReason reasons[] = {EndReason::Checkmate,   EndReason::RoyalCaptured, EndReason::BareKing,
                                 EndReason::BareKingDraw, EndReason::NoLegalMoves, EndReason::Repetition,
                                 EndReason::PerpetualCheck, EndReason::Resignation, EndReason::TimeForfeit};
    QSet<QString> texts;
    for (EndReason reason : reasons) {
        const QString ja = ui::resultText(winFor(kBlack, reason));
        QVERIFY2(ja.startsWith(QStringLiteral("先手の勝ち")), qPrintable(ja));
        texts.insert(ja);
    }
    QCOMPARE(texts.size(), static_cast<int>(std::size(reasons)));
    QVERIFY(ui::resultText(winFor(kBlack, EndReason::Checkmate)).contains(QStringLiteral("詰み")));
    QVERIFY(ui::resultText(winFor(kWhite, EndReason::Resignation)).contains(QStringLiteral("投了")));
    QVERIFY(ui::resultText(GameResult{Outcome::Draw, EndReason::Repetition}).contains(QStringLiteral("千日手")));
}

void TestTranslation::piecesAreNamedByKanjiInJapanese() {
    const Variant& micro = *findVariant("micro");
    const PieceType& king = micro.type(micro.typeByCode("K"));
    QCOMPARE(ui::pieceName(king), QStringLiteral("King"));
    ui::setLanguage(QStringLiteral("ja"));
    QVERIFY(ui::pieceNamesInKanji());
    QCOMPARE(ui::pieceName(king), QStringLiteral("玉将（gyokushō）"));
    // Every piece of every variant has a kanji name and a reading to show.
    for (const Variant* v : allVariants())
        for (const PieceType& t : v->types())
            QVERIFY2(*t.kanji && *t.romaji, qPrintable(QStringLiteral("%1 %2").arg(v->id(), t.code)));
}

void TestTranslation::systemLocaleIsFollowed() {
    // CTest runs this test with LANGUAGE=ja (see tests/ui/CMakeLists.txt).
    QVERIFY2(qgetenv("LANGUAGE").startsWith("ja"), "run with LANGUAGE=ja (as CTest does) to test the system locale");
    QCOMPARE(ui::systemLanguage(), QStringLiteral("ja"));
    QCOMPARE(ui::setLanguage(QString()), QStringLiteral("ja"));
    QCOMPARE(ui::currentLanguage(), QStringLiteral("ja"));
    QCOMPARE(ui::setLanguage(QStringLiteral("en")), QStringLiteral("en"));
}

void TestTranslation::switchingToJapaneseChangesTheMainWindow() {
    ui::MainWindow window;
    window.startGame(*findVariant("micro"));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QStringList english = menuTitles(window);
    const QStringList englishItems = menuItems(window);
    QCOMPARE(english.value(0), QStringLiteral("&Game"));
    QVERIFY(window.windowTitle().contains(QStringLiteral("Large Shogi")));
    const int actionCount = window.findChildren<QAction*>().size();

    QCOMPARE(ui::setLanguage(QStringLiteral("ja")), QStringLiteral("ja"));
    deliverLanguageChange();
    const QStringList japanese = menuTitles(window);
    QCOMPARE(japanese.size(), english.size());
    QCOMPARE(japanese.value(0), QStringLiteral("対局(&G)"));
    for (int i = 0; i < english.size(); ++i) QVERIFY2(japanese[i] != english[i], qPrintable(japanese[i]));
    // Every menu item is translated (a text missing from the .ts file would stay English).
    const QStringList japaneseItems = menuItems(window);
    QCOMPARE(japaneseItems.size(), englishItems.size());
    for (int i = 0; i < englishItems.size(); ++i)
        QVERIFY2(japaneseItems[i] != englishItems[i], qPrintable(englishItems[i] + QStringLiteral(" is not translated")));
    // "[*]" is where Qt puts the modified mark.
    QCOMPARE(window.windowTitle().remove(QStringLiteral("[*]")), QStringLiteral("五分摩訶将棋（マイクロ将棋） — 大型将棋"));
    QCOMPARE(window.findChild<QDockWidget*>(QStringLiteral("movesDock"))->windowTitle(), QStringLiteral("棋譜"));
    const QList<QLabel*> labels = window.statusBar()->findChildren<QLabel*>();
    QVERIFY(std::any_of(labels.begin(), labels.end(), [](QLabel* l) { return l->text() == QStringLiteral("先手の手番"); }));
    // The menus were replaced, not added to.
    QCOMPARE(window.findChildren<QAction*>().size(), actionCount);
    // The standard keys survive the new menus.
    const auto undo = window.findChildren<QAction*>();
    QVERIFY(std::any_of(undo.begin(), undo.end(), [](QAction* a) {
        return a->text() == QStringLiteral("待った(&U)") && a->shortcut() == QKeySequence(QKeySequence::Undo);
    }));

    ui::setLanguage(QStringLiteral("en"));
    deliverLanguageChange();
    QCOMPARE(menuTitles(window), english);
    QVERIFY(window.windowTitle().contains(QStringLiteral("Micro Shogi")));
}

void TestTranslation::settingsDialogSaysWhenTheLanguageChanges() {
    ui::SettingsChoices current;
    current.language = QStringLiteral("ja");
    ui::SettingsDialog dialog(current);
    auto* combo = dialog.findChild<QComboBox*>(QStringLiteral("languageCombo"));
    QVERIFY(combo);
    QCOMPARE(combo->count(), 3);
    QCOMPARE(combo->itemData(0).toString(), QString());
    QCOMPARE(combo->itemText(2), QStringLiteral("日本語"));
    QCOMPARE(dialog.language(), QStringLiteral("ja"));
    auto* note = dialog.findChild<QLabel*>(QStringLiteral("languageNote"));
    QVERIFY(note && note->text().contains(QStringLiteral("when you press OK")));
    ui::setLanguage(QStringLiteral("ja"));
    deliverLanguageChange();
    QVERIFY(note->text().contains(QStringLiteral("OK を押すと")));
    QCOMPARE(dialog.windowTitle(), QStringLiteral("設定"));
}

SHOGI_UI_TEST(TestTranslation, "tst_translation");
#include "tst_translation.moc"
