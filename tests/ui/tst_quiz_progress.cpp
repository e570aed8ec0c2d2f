// The learn mode's window and its progress file: answers checked by core and recorded in
// Leitner boxes, the progress saved atomically and read again, a file that cannot be read
// reported, kept aside and replaced without losing the window; keyboard use; Japanese.
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

#include "UiTestMain.h"
#include "UiTestSupport.h"
#include "art/PieceSets.h"
#include "boardview/BoardWidget.h"
#include "language/Language.h"
#include "learn/ChoicePage.h"
#include "learn/LearnProgressFile.h"
#include "learn/LearnWindow.h"
#include "learn/WherePage.h"
#include "panels/MoveDiagram.h"
#include "windows/MainWindow.h"

using namespace shogi;

namespace {

constexpr std::int64_t kNow = 1800000000;

const Variant& maka() { return *findVariant("maka-dai-dai"); }

std::string codeOf(const ui::LearnWindow& window) {
    return faceCode(window.session()->variant(), window.session()->faces()[window.question().face]);
}

// Answers the question shown, rightly or not.
void answer(ui::LearnWindow& window, bool right) {
    const LearnSession::Question& q = window.question();
    if (q.kind == LearnSession::Kind::Where) {
        ui::WherePage* page = window.wherePage();
        for (Square sq : q.where->answer)
            if (right || sq != q.where->answer.front()) page->toggle(sq);
        page->check();
    } else {
        const auto at = std::find(q.choice.choices.begin(), q.choice.choices.end(), q.face) - q.choice.choices.begin();
        window.choicePage()->choose(right ? static_cast<int>(at) : static_cast<int>((at + 1) % q.choice.choices.size()));
    }
}

}  // namespace

class TestQuizProgress : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { uitest::useTestSettings("tst_quiz_progress"); }
    void cleanup() { ui::setLanguage(QStringLiteral("en")); }
    void progressIsSavedAndReadAgain();
    void aFileThatCannotBeReadIsReportedKeptAndReplaced_data();
    void aFileThatCannotBeReadIsReportedKeptAndReplaced();
    void aFailedSaveIsReportedAndTheSittingGoesOn();
    void answersAreCheckedByCoreAndMoveTheBoxes();
    void wrongWhereAnswerShowsMissedAndWrongSquaresWithTheDiagram();
    void keyboardAnswersBothKindsOfQuestion();
    void learnModeOpensFromTheStudyMenuInBothLanguagesAndPieceSets();
};

void TestQuizProgress::progressIsSavedAndReadAgain() {
    QTemporaryDir dir;
    const ui::LearnProgressFile file(dir.filePath(QStringLiteral("sub/learn-progress.txt")));
    LearnProgress progress;
    progress.answer("maka-dai-dai", "LN", true, kNow);
    progress.answer("micro", "K", false, kNow);
    QString error;
    QVERIFY2(file.save(progress, error), qPrintable(error));
    QString problem;
    QCOMPARE(file.load(problem), progress);
    QVERIFY(problem.isEmpty());
    // No file yet: a new progress, nothing to report.
    QCOMPARE(ui::LearnProgressFile(dir.filePath(QStringLiteral("none.txt"))).load(problem), LearnProgress{});
    QVERIFY(problem.isEmpty());
    // Next to the settings.
    QCOMPARE(QFileInfo(ui::LearnProgressFile::defaultPath()).absolutePath(), QFileInfo(QSettings().fileName()).absolutePath());
}

void TestQuizProgress::aFileThatCannotBeReadIsReportedKeptAndReplaced_data() {
    QTest::addColumn<QByteArray>("content");
    QTest::newRow("another file") << QByteArray("[General]\nlanguage=ja\n");
    QTest::newRow("binary") << QByteArray("\x00\x01\xff\xfe large-shogi\x00", 17);
    QTest::newRow("cut short") << QByteArray("large-shogi learn progress 1\nvariant micro\nface K 2 17");
    QTest::newRow("box out of range") << QByteArray("large-shogi learn progress 1\nvariant micro\nface K 77 0 0 0\n");
    QTest::newRow("far too long") << QByteArray(ui::LearnProgressFile::kMaxBytes + 10, '#');
}

void TestQuizProgress::aFileThatCannotBeReadIsReportedKeptAndReplaced() {
    QFETCH(QByteArray, content);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("learn-progress.txt"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
    }
    ui::LearnWindow window(nullptr, ui::LearnProgressFile(path), 5);
    window.setClock([] { return kNow; });
    // Told, with the file named; the old file kept; a new, readable one in its place.
    QVERIFY(window.problem().contains(QStringLiteral("could not be read")));
    QVERIFY(window.problem().contains(QDir::toNativeSeparators(path)));
    QFile kept(path + QStringLiteral(".damaged"));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), content);
    QString problem;
    QCOMPARE(ui::LearnProgressFile(path).load(problem), LearnProgress{});
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    // And the learn mode works: a question, an answer, saved.
    window.start(maka());
    QVERIFY(window.question().face >= 0);
    answer(window, true);
    QCOMPARE(ui::LearnProgressFile(path).load(problem).record("maka-dai-dai", codeOf(window)).right, 1);
}

void TestQuizProgress::aFailedSaveIsReportedAndTheSittingGoesOn() {
    QTemporaryDir dir;
    // A file where its folder should be: the progress cannot be written there (whoever runs
    // the test, root included).
    {
        QFile blocker(dir.filePath(QStringLiteral("not-a-folder")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
    }
    const QString path = dir.filePath(QStringLiteral("not-a-folder/learn-progress.txt"));
    ui::LearnWindow window(nullptr, ui::LearnProgressFile(path), 3);
    window.setClock([] { return kNow; });
    window.start(maka());
    answer(window, true);
    QVERIFY(window.problem().isEmpty() == false);
    QVERIFY2(window.problem().contains(QStringLiteral("could not be saved")), qPrintable(window.problem()));
    QCOMPARE(window.session()->asked(), 1);
    QCOMPARE(window.progress().record("maka-dai-dai", codeOf(window)).box, 2);  // kept in memory
}

void TestQuizProgress::answersAreCheckedByCoreAndMoveTheBoxes() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("learn-progress.txt"));
    std::int64_t now = kNow;
    ui::LearnWindow window(nullptr, ui::LearnProgressFile(path), 11);
    window.setClock([&now] { return now; });
    window.start(maka());
    QVERIFY(window.problem().isEmpty());
    // The first face asked is the most common one, the Pawn.
    QCOMPARE(codeOf(window), std::string("P"));
    answer(window, false);
    QCOMPARE(window.progress().record("maka-dai-dai", "P").box, 1);
    std::vector<std::string> next;
    for (int i = 0; i < 3; ++i) {
        now += 5;
        window.findChild<ui::WherePage*>()->nextRequested();
        next.push_back(codeOf(window));
        answer(window, true);
    }
    // A face answered wrong comes back after two others.
    QVERIFY(next[0] != "P" && next[1] != "P");
    QCOMPARE(next[2], std::string("P"));
    QCOMPARE(window.progress().record("maka-dai-dai", "P").box, 2);
    QCOMPARE(window.session()->answeredRight(), 3);
    // Saved after every answer: what is on disk is what the window holds.
    QString problem;
    QCOMPARE(ui::LearnProgressFile(path).load(problem), window.progress());
    // The faces mastered are shown per variant.
    auto* variants = window.findChild<QComboBox*>(QStringLiteral("learnVariant"));
    QVERIFY(variants->currentText().contains(QStringLiteral("0 of 76 mastered")));
    // A window opened later reads it back.
    ui::LearnWindow again(nullptr, ui::LearnProgressFile(path), 12);
    QCOMPARE(again.progress(), window.progress());
    QVERIFY(again.problem().isEmpty());
}

void TestQuizProgress::wrongWhereAnswerShowsMissedAndWrongSquaresWithTheDiagram() {
    QTemporaryDir dir;
    ui::LearnWindow window(nullptr, ui::LearnProgressFile(dir.filePath(QStringLiteral("p.txt"))), 21);
    window.setClock([] { return kNow; });
    window.findChild<QCheckBox*>(QStringLiteral("learnAskNames"))->setChecked(false);
    window.start(maka());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const LearnSession::Question& q = window.question();
    QCOMPARE(q.kind, LearnSession::Kind::Where);
    ui::WherePage* page = window.wherePage();
    // All but one right square, and one the piece cannot reach, by clicks on the board.
    Square outside = kNoSquare;
    for (Square sq : maka().squares())
        if (sq != q.where->square && std::find(q.where->answer.begin(), q.where->answer.end(), sq) == q.where->answer.end()) outside = sq;
    for (std::size_t i = 1; i < q.where->answer.size(); ++i)
        QTest::mouseClick(page->board(), Qt::LeftButton, {}, page->board()->squarePoint(q.where->answer[i]));
    QTest::mouseClick(page->board(), Qt::LeftButton, {}, page->board()->squarePoint(outside));
    // A click on the piece itself marks nothing.
    QTest::mouseClick(page->board(), Qt::LeftButton, {}, page->board()->squarePoint(q.where->square));
    QCOMPARE(page->chosen().size(), q.where->answer.size());
    auto* diagram = page->findChild<ui::MoveDiagram*>();
    QVERIFY(!diagram->isVisibleTo(page));
    QTest::mouseClick(page->findChild<QPushButton*>(QStringLiteral("whereCheck")), Qt::LeftButton);
    QVERIFY(page->result());
    QCOMPARE(page->result()->missed, std::vector<Square>{q.where->answer.front()});
    QCOMPARE(page->result()->wrong, std::vector<Square>{outside});
    QVERIFY(diagram->isVisibleTo(page));
    QCOMPARE(diagram->kind(), q.where->kind);
    const QString verdict = page->findChild<QLabel*>(QStringLiteral("whereVerdict"))->text();
    QVERIFY2(verdict.contains(QStringLiteral("1 missed")) && verdict.contains(QStringLiteral("1 wrong")), qPrintable(verdict));
    QCOMPARE(window.progress().record("maka-dai-dai", codeOf(window)).box, 1);
    // The board shows the marks: the missed square is ringed in orange.
    const QImage image = page->board()->grab().toImage();
    const QRectF missed = page->board()->layout().squareRect(q.where->answer.front());
    bool orange = false;
    for (int y = int(missed.top()); y < int(missed.bottom()) && !orange; ++y)
        for (int x = int(missed.left()); x < int(missed.right()) && !orange; ++x) {
            const QColor c = image.pixelColor(x, y);
            orange = c.red() > 200 && c.green() > 100 && c.green() < 160 && c.blue() < 60;
        }
    QVERIFY(orange);
}

void TestQuizProgress::keyboardAnswersBothKindsOfQuestion() {
    QTemporaryDir dir;
    ui::LearnWindow window(nullptr, ui::LearnProgressFile(dir.filePath(QStringLiteral("p.txt"))), 8);
    window.setClock([] { return kNow; });
    window.start(*findVariant("micro"));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    bool sawWhere = false, sawChoice = false;
    for (int i = 0; i < 12 && !(sawWhere && sawChoice); ++i) {
        const LearnSession::Question& q = window.question();
        if (q.kind == LearnSession::Kind::Where) {
            sawWhere = true;
            ui::WherePage* page = window.wherePage();
            QVERIFY(page->board()->hasFocus());
            // The cursor starts on the piece; arrows move it, Space marks.
            const Square target = q.where->answer.front();
            const int dx = fileOf(target) - fileOf(q.where->square), dy = rankOf(target) - rankOf(q.where->square);
            for (int n = 0; n < std::abs(dx); ++n) QTest::keyClick(page->board(), dx > 0 ? Qt::Key_Right : Qt::Key_Left);
            for (int n = 0; n < std::abs(dy); ++n) QTest::keyClick(page->board(), dy > 0 ? Qt::Key_Up : Qt::Key_Down);
            QTest::keyClick(page->board(), Qt::Key_Space);
            QCOMPARE(page->chosen(), std::set<Square>{target});
            QTest::keyClick(page->board(), Qt::Key_Return);
            QVERIFY(page->result());
            QCOMPARE(page->result()->correct(), q.where->answer.size() == 1);
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);  // on to the next
        } else {
            sawChoice = true;
            ui::ChoicePage* page = window.choicePage();
            QVERIFY(page->hasFocus());
            const auto at = std::find(q.choice.choices.begin(), q.choice.choices.end(), q.face) - q.choice.choices.begin();
            const int asked = window.session()->asked(), right = window.session()->answeredRight();
            QTest::keyClick(page, static_cast<Qt::Key>(Qt::Key_1 + at));  // the right one
            QVERIFY(page->answeredYet());
            QCOMPARE(window.session()->answeredRight(), right + 1);
            QCOMPARE(window.session()->asked(), asked + 1);
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        }
    }
    QVERIFY(sawWhere && sawChoice);
    QVERIFY(window.session()->asked() >= 2);
}

void TestQuizProgress::learnModeOpensFromTheStudyMenuInBothLanguagesAndPieceSets() {
    QSettings().clear();
    QFile::remove(ui::LearnProgressFile::defaultPath());
    ui::MainWindow main;
    main.startGame(maka());
    auto* action = main.findChild<QAction*>(QStringLiteral("learnAction"));
    QVERIFY(action);
    action->trigger();
    auto* window = main.findChild<ui::LearnWindow*>();
    QVERIFY(window && window->isVisible());
    QCOMPARE(&window->session()->variant(), &maka());
    // Both piece sets: the faces of "Which piece is this?" follow the set chosen in the main
    // window, the question staying the same.
    window->findChild<QCheckBox*>(QStringLiteral("learnAskWhere"))->setChecked(false);
    QVERIFY(window->question().kind != LearnSession::Kind::Where);
    const std::vector<int> choices = window->question().choice.choices;
    QList<QImage> faces;
    for (const ui::PieceArt* art : ui::pieceSets()) {
        main.findChild<QAction*>(QStringLiteral("pieceSet-") + art->id())->trigger();
        faces << window->choicePage()->grab().toImage();
        QCOMPARE(window->question().choice.choices, choices);
    }
    QVERIFY(faces.size() >= 2);
    QVERIFY(faces[0] != faces[1]);
    window->findChild<QCheckBox*>(QStringLiteral("learnAskWhere"))->setChecked(true);
    // Japanese.
    ui::setLanguage(QStringLiteral("ja"));
    QCoreApplication::processEvents();
    QVERIFY2(window->windowTitle() != QStringLiteral("Learn Pieces"), qPrintable(window->windowTitle()));
    const QString summary = window->findChild<QLabel*>(QStringLiteral("learnSummary"))->text();
    QVERIFY2(summary.contains(QStringLiteral("摩訶大大将棋")), qPrintable(summary));
    window->findChild<QCheckBox*>(QStringLiteral("learnAskNames"))->setChecked(false);
    QVERIFY2(window->wherePage()->findChild<QLabel*>(QStringLiteral("wherePrompt"))->text() != QString(),
             "the question is asked");
    window->close();
}

SHOGI_UI_TEST(TestQuizProgress, "tst_quiz_progress");
#include "tst_quiz_progress.moc"
