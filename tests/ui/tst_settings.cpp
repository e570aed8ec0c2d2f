// Settings > Preferences: the piece set, the board's colours, the program's colours (light,
// dark, the desktop's) and the sounds, each applied at once; the sounds that are due for a
// move, a capture, check, the end and low time, with sounds off by default in the tests and
// the program running the same without an audio device.
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QSignalSpy>
#include <QtTest>

#include "UiTestMain.h"
#include "UiTestSupport.h"
#include "art/PieceArt.h"
#include "boardview/BoardTheme.h"
#include "boardview/BoardWidget.h"
#include "panels/PlayerCard.h"
#include "play/SoundPlayer.h"
#include "settings/AppSettings.h"
#include "settings/ColourScheme.h"
#include "windows/MainWindow.h"

using namespace shogi;

Q_DECLARE_METATYPE(ui::SoundPlayer::Sound)

using uitest::play;

namespace {

QList<ui::SoundPlayer::Sound> due(const QSignalSpy& spy) {
    QList<ui::SoundPlayer::Sound> out;
    for (const QList<QVariant>& call : spy) out << call.at(0).value<ui::SoundPlayer::Sound>();
    return out;
}

}  // namespace

class TestSettings : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void preferencesApplyAtOnce();
    void playerCardsFollowTheColourScheme();
    void boardThemesColourTheBoard();
    void soundsAreDueForEachEvent();
};

void TestSettings::initTestCase() {
    qRegisterMetaType<ui::SoundPlayer::Sound>();
    uitest::useTestSettings("tst_settings");
}

void TestSettings::init() {
    QSettings().clear();
    QFile::remove(ui::MainWindow::autosavePath());
}

void TestSettings::preferencesApplyAtOnce() {
    ui::MainWindow window;
    QVERIFY(!ui::AppSettings().soundsOn());  // quiet in the tests
    QVERIFY(!window.sounds()->enabled());
    bool answered = false;
    uitest::onNextModal([&](QWidget* modal) {
        auto* dialog = qobject_cast<QDialog*>(modal);
        auto* pieces = modal->findChild<QComboBox*>("pieceSetCombo");
        auto* board = modal->findChild<QComboBox*>("boardThemeCombo");
        auto* colours = modal->findChild<QComboBox*>("colourSchemeCombo");
        auto* sounds = modal->findChild<QCheckBox*>("soundsCheck");
        if (dialog && pieces && board && colours && sounds) {
            pieces->setCurrentIndex(pieces->findData("kanji1"));
            board->setCurrentIndex(board->findData("high-contrast"));
            colours->setCurrentIndex(colours->findData("dark"));
            sounds->setChecked(true);
            answered = true;
            dialog->accept();
        } else {
            modal->close();
        }
    });
    window.findChild<QAction*>("settingsAction")->trigger();
    QVERIFY(answered);
    ui::AppSettings settings;
    QCOMPARE(settings.pieceSet(), QString("kanji1"));
    QCOMPARE(settings.boardTheme(), QString("high-contrast"));
    QCOMPARE(settings.colourScheme(), ui::ColourScheme::Dark);
    QVERIFY(settings.soundsOn());
    QCOMPARE(window.board()->theme()->id, QString("high-contrast"));
    QVERIFY(ui::darkPaletteInUse());
    QVERIFY(window.sounds()->enabled());
    // The View menu (made again) shows the piece set chosen.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QVERIFY(window.findChild<QAction*>("pieceSet-kanji1")->isChecked());
    // Back to light: a light palette again.
    ui::applyColourScheme(ui::ColourScheme::Light);
    QVERIFY(!ui::darkPaletteInUse());
}

void TestSettings::playerCardsFollowTheColourScheme() {
    // Light, dark and light again: every word on both cards is in the palette's text colour
    // and the card of the side to move has the base colour behind it, never a colour kept
    // from the scheme before (light words on a light card).
    ui::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ui::GameOptions options;
    options.timeControl = TimeControl::suddenDeath(600);
    window.controller().newGame(*findVariant("micro"), PlayerSpec{}, PlayerSpec{}, options);
    const QList<ui::PlayerCard*> cards = window.findChildren<ui::PlayerCard*>();
    QCOMPARE(cards.size(), 2);
    for (const ui::ColourScheme scheme : {ui::ColourScheme::Light, ui::ColourScheme::Dark, ui::ColourScheme::Light}) {
        ui::applyColourScheme(scheme);
        QCoreApplication::processEvents();  // the windows hear of the new palette
        QCOMPARE(ui::darkPaletteInUse(), scheme == ui::ColourScheme::Dark);
        const QPalette app = QApplication::palette();
        for (ui::PlayerCard* card : cards) {
            const QColor behind = app.color(card->toMove() ? QPalette::Base : QPalette::Window);
            const QImage drawn = card->grab().toImage();
            QCOMPARE(drawn.pixelColor(4, drawn.height() / 2), behind);  // left of the words
            const QList<QLabel*> labels = card->findChildren<QLabel*>();
            QVERIFY(labels.size() >= 3);
            for (QLabel* label : labels)
                QVERIFY2(label->palette().color(QPalette::WindowText) == app.color(QPalette::WindowText),
                         qPrintable(QString("%1 on %2").arg(label->text(), card->objectName())));
        }
    }
}

void TestSettings::boardThemesColourTheBoard() {
    ui::MainWindow window;
    window.resize(900, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.controller().newGame(*findVariant("micro"), PlayerSpec{}, PlayerSpec{});
    ui::BoardWidget* board = window.board();
    // An empty square of the middle rank, away from the grid lines.
    const Square empty = findVariant("micro")->geometry().parse("b3")->first;
    const QPoint inside = board->squarePoint(empty) + QPoint(board->layout().squareSize() / 3, 0);
    QSet<QRgb> colours;
    for (const ui::BoardTheme& theme : ui::boardThemes()) {
        board->setTheme(&theme);
        const QColor shown = board->grab().toImage().pixelColor(inside);
        QCOMPARE(shown, theme.board);
        colours.insert(shown.rgb());
    }
    QCOMPARE(colours.size(), int(ui::boardThemes().size()));
    QCOMPARE(ui::boardThemeById("no-such-theme").id, QString("wood"));
}

void TestSettings::soundsAreDueForEachEvent() {
    ui::MainWindow window;
    ui::GameController& c = window.controller();
    uitest::ManualTime t;
    c.setTimeSource(t.source());
    QSignalSpy spy(window.sounds(), &ui::SoundPlayer::soundDue);
    using S = ui::SoundPlayer::Sound;
    ui::GameOptions options;
    options.timeControl = TimeControl::suddenDeath(60);
    c.newGame(*findVariant("micro"), PlayerSpec{}, PlayerSpec{}, options);
    // Micro: a move, then captures (the capture's flip), then check.
    for (const char* m : {"d2-d3", "a4-a3", "d3-d4"}) QVERIFY(play(c, m));
    QCOMPARE(due(spy), (QList<S>{S::Move, S::Move, S::Move}));
    spy.clear();
    QVERIFY(play(c, "a3-a2"));
    QVERIFY(play(c, "d4xd5+"));
    QVERIFY(due(spy).contains(S::Capture) || due(spy).contains(S::Check));
    // Low time: once, when the running clock of a human passes under ten seconds.
    spy.clear();
    t.now += 52'000;
    c.checkClock();
    QCOMPARE(due(spy), QList<S>{S::LowTime});
    t.now += 1000;
    c.checkClock();
    QCOMPARE(due(spy), QList<S>{S::LowTime});  // not again for the same move
    // The end.
    spy.clear();
    c.resign();
    QCOMPARE(due(spy), QList<S>{S::End});
    // Sounds on without an audio device (offscreen tests have none): nothing breaks.
    window.sounds()->setEnabled(true);
    c.newGame(*findVariant("micro"), PlayerSpec{}, PlayerSpec{});
    QVERIFY(play(c, "d2-d3"));
    QVERIFY(window.sounds()->enabled());
}

SHOGI_UI_TEST(TestSettings, "tst_settings");
#include "tst_settings.moc"
