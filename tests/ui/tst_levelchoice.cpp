// The computer's levels as the New Game dialog offers them: each with the Elo measured in the
// variant chosen (the numbers change with the variant), and a note for the levels that a
// depth limit holds back, which more time would not make stronger.
#include <QtTest>

#include <QComboBox>
#include <QLabel>

#include "UiTestMain.h"
#include "dialogs/NewGameDialog.h"
#include "dialogs/PlayerCombo.h"
#include "engine/Engine.h"

using namespace shogi;

namespace {

// The text of a level's item in a player combo.
QString itemText(QComboBox* combo, const char* level) {
    return combo->itemText(combo->findData(QString::fromLatin1(level)));
}

void choose(QComboBox* combo, const char* level) { combo->setCurrentIndex(combo->findData(QString::fromLatin1(level))); }

}  // namespace

class TestLevelChoice : public QObject {
    Q_OBJECT

private slots:
    void eloFollowsTheVariant();
    void depthLimitedLevelsSaySo();
};

void TestLevelChoice::eloFollowsTheVariant() {
    ui::NewGameDialog dialog(QStringLiteral("micro"), PlayerSpec{}, PlayerSpec{true, "master"}, 5);
    auto* variant = dialog.findChild<QComboBox*>(QStringLiteral("variantChoice"));
    auto* white = dialog.findChild<QComboBox*>(QStringLiteral("whitePlayer"));
    QVERIFY(variant && white);
    for (const char* id : {"micro", "heian-dai", "macadamia", "hook", "maka-dai-dai"}) {
        variant->setCurrentIndex(variant->findData(QString::fromLatin1(id)));
        for (const std::string& level : engineLevels()) {
            const QString text = itemText(white, level.c_str());
            QVERIFY2(text.contains(QString::number(engineLevelElo(level, id))), qPrintable(text + " in " + id));
        }
        QVERIFY(white->toolTip().contains(QStringLiteral("0.2 s per move")));
    }
    // The same level is shown with another number in another variant.
    variant->setCurrentIndex(variant->findData(QStringLiteral("micro")));
    const QString inMicro = itemText(white, "master");
    variant->setCurrentIndex(variant->findData(QStringLiteral("maka-dai-dai")));
    QVERIFY(engineLevelElo("master", "micro") == engineLevelElo("master", "maka-dai-dai") ||
            itemText(white, "master") != inMicro);
}

void TestLevelChoice::depthLimitedLevelsSaySo() {
    ui::NewGameDialog dialog(QStringLiteral("hook"), PlayerSpec{}, PlayerSpec{true, "master"}, 5);
    dialog.show();
    auto* black = dialog.findChild<QComboBox*>(QStringLiteral("blackPlayer"));
    auto* white = dialog.findChild<QComboBox*>(QStringLiteral("whitePlayer"));
    auto* note = dialog.findChild<QLabel*>(QStringLiteral("levelNote"));
    QVERIFY(black && white && note);
    QVERIFY(!note->isVisible());  // a human against master: nothing to say
    const int bare = dialog.height();
    choose(white, "strong");
    QVERIFY(note->isVisible());
    QVERIFY2(note->text().contains(QString::number(engineLevelDepthLimit("strong"))), qPrintable(note->text()));
    QVERIFY(note->text().contains(QStringLiteral("more time does not make it stronger")));
    choose(black, "beginner");  // both sides' levels are named
    QVERIFY2(note->text().contains(QStringLiteral("one move ahead")), qPrintable(note->text()));
    QVERIFY(note->text().contains(QStringLiteral("at most")));
    // The dialog grows to show every wrapped line of the notes, and shrinks back without them.
    QTRY_VERIFY(note->height() >= note->heightForWidth(note->width()));
    QVERIFY(dialog.height() > bare);
    choose(white, "master");
    choose(black, "casual");
    QVERIFY2(!note->text().contains(QStringLiteral("at most")), qPrintable(note->text()));
    choose(black, "random");
    QVERIFY2(note->text().contains(QStringLiteral("at random")), qPrintable(note->text()));
    choose(black, "master");
    QVERIFY(!note->isVisible());
    QTRY_COMPARE(dialog.height(), bare);
    QCOMPARE(ui::levelNote(PlayerSpec{}), QString());
    QCOMPARE(ui::levelNote(PlayerSpec{true, "master"}), QString());
}

SHOGI_UI_TEST(TestLevelChoice, "tst_levelchoice");
#include "tst_levelchoice.moc"
