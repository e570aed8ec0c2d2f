// Study > Problems (windows/ProblemsWindow, play/ProblemSession, play/ProblemProgress): the
// menu opens the window at the variant played; the solving flow with moves clicked on the
// board — a right move answered by the longest defence, a wrong move shown and taken back,
// a move off the main line weighed on the prover's thread, the hint (piece, then move), the
// solution stepped through; the solved mark kept between runs, a corrupt record reported and
// replaced; the themes named in both languages. The problems are the collection compiled in,
// so nothing here names a problem: each test finds one with what it needs.
#include <QtTest>

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>

#include "UiTestMain.h"
#include "UiTestSupport.h"
#include "boardview/BoardWidget.h"
#include "language/Language.h"
#include "language/ProblemThemes.h"
#include "panels/ProblemList.h"
#include "problems/BuiltinProblems.h"
#include "problems/ProblemText.h"
#include "problems/Solution.h"
#include "problems/Themes.h"
#include "windows/MainWindow.h"
#include "windows/ProblemsWindow.h"

using namespace shogi;
using ui::ProblemSession;

namespace {

QPushButton* buttonOf(QWidget& w, const char* name) { return w.findChild<QPushButton*>(QString::fromLatin1(name)); }

// A window showing `variantId`, its board answered by `chooser`.
struct ProblemFixture {
    uitest::ScriptedChooser chooser;
    ui::ProblemsWindow window{nullptr};
    const ProblemSet* set = nullptr;

    explicit ProblemFixture(const char* variantId) {
        window.setChooser(&chooser);
        window.show();
        window.showVariant(*findVariant(variantId));
        set = window.currentSet();
        if (!set) qFatal("no problems for %s", variantId);
    }
    ProblemSession& session() { return window.session(); }
    // The first problem of the set that `fits`, shown; its index, or -1.
    template <class Fits>
    int choose(Fits fits) {
        for (std::size_t i = 0; i < set->problems.size(); ++i)
            if (fits(set->problems[i])) {
                window.list()->selectProblem(static_cast<int>(i));
                return static_cast<int>(i);
            }
        return -1;
    }
    const Problem& problem() { return *session().problem(); }
    // Enters `move` on the board by clicks, as a player does: the origin (or the piece in
    // hand), then each square its text names.
    void enter(const Move& move) {
        ui::BoardWidget* board = window.board();
        const Game& game = session().game();
        const Variant& v = game.variant();
        chooser.faces.clear();
        chooser.faces.push_back(QString::fromStdString(v.kind(move.kind).code));
        if (move.isDrop())
            QTest::mouseClick(board, Qt::LeftButton, {}, board->handPoint(game.sideToMove(), v.kind(move.kind).type));
        else
            QTest::mouseClick(board, Qt::LeftButton, {}, board->squarePoint(move.from));
        for (Square sq : ui::MoveEntry::clickSequence(move)) QTest::mouseClick(board, Qt::LeftButton, {}, board->squarePoint(sq));
    }
};

// A legal move of the solver, other than `but`, that does not win within `moves`.
std::optional<Move> losingMove(const Game& game, int moves, const Move& but) {
    Prover prover;
    for (const Move& m : game.legalMoves())
        if (!(m == but) && !prover.winsWithin(game.position(), moves, &m)) return m;
    return std::nullopt;
}

}  // namespace

class TestProblems : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void menuOpensTheProblemsOfTheVariantPlayed();
    void rightMoveIsAnsweredWithTheLongestDefence();
    void wrongFirstMoveIsShownAndTakenBack();
    void moveOffTheMainLineIsWeighedByTheProver();
    void hintShowsThePieceThenTheMove();
    void solutionIsSteppedThroughOnTheBoard();
    void solvedMarkIsKeptBetweenRuns();
    void corruptRecordIsReportedAndReplaced();
    void makaDaiDaiProblemIsSolvedByClicks();
    void themesAreNamedInBothLanguages();
};

void TestProblems::initTestCase() { uitest::useTestSettings("tst_problems"); }

void TestProblems::init() {
    QFile::remove(ui::ProblemProgress::defaultPath());
    QFile::remove(ui::ProblemProgress::defaultPath() + QStringLiteral(".damaged"));
}

void TestProblems::menuOpensTheProblemsOfTheVariantPlayed() {
    ui::MainWindow main;
    main.startGame(*findVariant("micro"));
    QAction* action = main.menuBar()->findChild<QAction*>(QStringLiteral("problemsAction"));
    QVERIFY(action);
    action->trigger();
    auto* window = main.findChild<ui::ProblemsWindow*>();
    QVERIFY(window);
    QVERIFY(window->isVisible());
    QVERIFY(window->currentSet());
    QCOMPARE(window->currentSet()->variant, findVariant("micro"));
    QVERIFY(window->list()->topLevelItemCount() >= 60);
    // Every variant has its problems, and the list shows each one's length and theme.
    auto* box = window->findChild<QComboBox*>(QStringLiteral("variantBox"));
    QCOMPARE(box->count(), static_cast<int>(allVariants().size()));
    const QTreeWidgetItem* first = window->list()->topLevelItem(0);
    QCOMPARE(first->text(2), QString::number(window->currentSet()->problems.front().length));
    QVERIFY(!first->text(3).isEmpty());
}

void TestProblems::rightMoveIsAnsweredWithTheLongestDefence() {
    ProblemFixture f("micro");
    QVERIFY(f.choose([](const Problem& p) { return p.length >= 2; }) >= 0);
    const Problem& p = f.problem();
    QCOMPARE(f.session().state(), ProblemSession::State::Solving);
    f.enter(p.key());
    // The key, then the defence of the main line, which holds out longest.
    QCOMPARE(f.session().game().moves().size(), std::size_t{2});
    QCOMPARE(f.session().game().moves()[1], p.line[1]);
    Prover prover;
    Position after = p.position;
    Position::Undo undo;
    after.make(p.key(), undo);
    const std::optional<Reply> longest = longestDefence(prover, after, p.length - 1);
    QVERIFY(longest);
    after.make(p.line[1], undo);
    QCOMPARE(prover.shortestWin(after, p.length - 1), longest->winIn);
    QCOMPARE(f.session().state(), ProblemSession::State::Solving);
    QCOMPARE(f.session().movesLeft(), p.length - 1);
    QVERIFY2(f.window.statusText().contains(QStringLiteral("Right!")), qPrintable(f.window.statusText()));
}

void TestProblems::wrongFirstMoveIsShownAndTakenBack() {
    ProblemFixture f("micro");
    QVERIFY(f.choose([](const Problem&) { return true; }) >= 0);
    const Problem& p = f.problem();
    const std::optional<Move> wrong = losingMove(f.session().game(), p.length, p.key());
    QVERIFY(wrong);
    f.enter(*wrong);
    QCOMPARE(f.session().state(), ProblemSession::State::Wrong);
    // The wrong move stays on the board, its square marked, the board closed to moves.
    QCOMPARE(f.session().game().moves().back(), *wrong);
    QCOMPARE(f.window.board()->marks().flagged, std::vector<Square>{wrong->to});
    QVERIFY(f.window.statusText().contains(QStringLiteral("does not win in time")));
    QCOMPARE(f.window.board()->position()->hash(), f.session().game().position().hash());
    QVERIFY(buttonOf(f.window, "retryButton")->isEnabled());
    QVERIFY(!buttonOf(f.window, "hintButton")->isEnabled());
    buttonOf(f.window, "retryButton")->click();
    QCOMPARE(f.session().state(), ProblemSession::State::Solving);
    QVERIFY(f.session().game().moves().empty());
    // The key is still right after a wrong try.
    f.enter(p.key());
    QVERIFY(f.session().state() == ProblemSession::State::Solving || f.session().state() == ProblemSession::State::Solved);
}

void TestProblems::moveOffTheMainLineIsWeighedByTheProver() {
    ProblemFixture f("micro");
    // A problem whose second winning move has a loser beside it.
    Prover prover;
    std::optional<Move> wrong;
    const int index = f.choose([&](const Problem& p) {
        if (p.length < 2) return false;
        Game game(p.position.variant(), p.position);
        game.play(p.line[0]);
        game.play(p.line[1]);
        wrong = losingMove(game, p.length - 1, p.line[2]);
        return wrong.has_value();
    });
    QVERIFY(index >= 0);
    const Problem& p = f.problem();
    f.enter(p.key());
    QCOMPARE(f.session().game().moves().size(), std::size_t{2});
    f.session().play(*wrong);
    // Off the main line after the key: the prover decides, on its thread.
    QCOMPARE(f.session().state(), ProblemSession::State::Judging);
    QVERIFY(f.window.statusText().contains(QStringLiteral("Weighing")));
    QVERIFY(!buttonOf(f.window, "hintButton")->isEnabled());
    QTRY_COMPARE_WITH_TIMEOUT(f.session().state(), ProblemSession::State::Wrong, 60000);
    QCOMPARE(f.session().game().moves().back(), *wrong);
    f.session().retry();
    QCOMPARE(f.session().game().moves().size(), std::size_t{2});
    // A winning move that is not the main line's, where there is one, is answered with the
    // longest defence against it; the main line's own move is right at once.
    const Game& game = f.session().game();
    std::optional<Move> other;
    for (const Move& m : game.legalMoves())
        if (!(m == p.line[2]) && prover.winsWithin(game.position(), p.length - 1, &m)) other = m;
    f.session().play(other ? *other : p.line[2]);
    QTRY_VERIFY_WITH_TIMEOUT(f.session().state() != ProblemSession::State::Judging, 60000);
    QVERIFY(f.session().state() == ProblemSession::State::Solving || f.session().state() == ProblemSession::State::Solved);
    if (f.session().state() == ProblemSession::State::Solving) {
        // The defence played holds out as long as any against the move made.
        const Game& now = f.session().game();
        Game before = now;
        before.undo();
        const std::optional<Reply> longest = longestDefence(prover, before.position(), p.length - 2);
        QVERIFY(longest);
        QCOMPARE(prover.shortestWin(now.position(), p.length - 2), longest->winIn);
    }
}

void TestProblems::hintShowsThePieceThenTheMove() {
    ProblemFixture f("micro");
    // A key played by a piece on the board, so the first hint marks its square.
    QVERIFY(f.choose([](const Problem& p) { return !p.key().isDrop(); }) >= 0);
    const Problem& p = f.problem();
    buttonOf(f.window, "hintButton")->click();
    QCOMPARE(f.session().hintLevel(), 1);
    QVERIFY(f.window.board()->arrow().empty());
    QCOMPARE(f.window.board()->marks().hinted, std::vector<Square>{p.key().from});
    const QString square = QString::fromStdString(p.position.variant().geometry().name(p.key().from));
    QVERIFY2(f.window.statusText().contains(square), qPrintable(f.window.statusText()));
    buttonOf(f.window, "hintButton")->click();
    QCOMPARE(f.session().hintLevel(), 2);
    QVERIFY(!f.window.board()->arrow().empty());
    QCOMPARE(f.window.board()->arrow().legs.front(), p.key().from);
    QVERIFY(!buttonOf(f.window, "hintButton")->isEnabled());
    // A hint does not cost the mark: solving after it still counts.
    for (std::size_t i = 0; i < p.line.size(); i += 2) f.session().play(p.line[i]);
    QCOMPARE(f.session().state(), ProblemSession::State::Solved);
    QVERIFY(f.window.progress().solved(p));
}

void TestProblems::solutionIsSteppedThroughOnTheBoard() {
    ProblemFixture f("micro");
    QVERIFY(f.choose([](const Problem& p) { return p.length >= 2; }) >= 0);
    const Problem& p = f.problem();
    f.enter(p.key());
    buttonOf(f.window, "solutionButton")->click();
    QCOMPARE(f.session().state(), ProblemSession::State::Solution);
    QCOMPARE(f.session().game().position(), p.position);  // from the start
    QVERIFY(!buttonOf(f.window, "backButton")->isEnabled());
    for (std::size_t i = 0; i < p.line.size(); ++i) {
        buttonOf(f.window, "forwardButton")->click();
        QCOMPARE(f.session().game().moves().back(), p.line[i]);
        QCOMPARE(*f.window.board()->position(), f.session().game().position());
    }
    QVERIFY(!buttonOf(f.window, "forwardButton")->isEnabled());
    QVERIFY(f.session().game().result().over());
    buttonOf(f.window, "backButton")->click();
    QCOMPARE(f.session().game().moves().size(), p.line.size() - 1);
    // Solving after seeing the solution earns no mark.
    buttonOf(f.window, "restartButton")->click();
    for (std::size_t i = 0; i < p.line.size(); i += 2) f.session().play(p.line[i]);
    QCOMPARE(f.session().state(), ProblemSession::State::Solved);
    QVERIFY(!f.window.progress().solved(p));
}

void TestProblems::solvedMarkIsKeptBetweenRuns() {
    std::optional<Problem> solved;
    {
        ProblemFixture f("micro");
        QVERIFY(f.choose([](const Problem& p) { return p.length == 1; }) >= 0);
        solved = f.problem();
        f.enter(solved->key());
        QCOMPARE(f.session().state(), ProblemSession::State::Solved);
        QVERIFY(f.window.statusText().contains(QStringLiteral("Solved")));
        const int row = f.window.list()->currentProblem();
        QCOMPARE(f.window.list()->topLevelItem(row)->text(0), QStringLiteral("✓"));
    }
    // A new window (a new run) reads the record.
    ProblemFixture again("micro");
    QVERIFY(again.window.progress().problem().isEmpty());
    QVERIFY(again.window.progress().solved(*solved));
    QFile file(ui::ProblemProgress::defaultPath());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains(QByteArray("solved micro ") + QByteArray::fromStdString(solved->id)));
    // The window opens at the first problem not solved.
    QVERIFY(!again.window.progress().solved(again.problem()));
}

void TestProblems::corruptRecordIsReportedAndReplaced() {
    const QString path = ui::ProblemProgress::defaultPath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("solved micro 001 0123456789abcdef\nthis is not a record\n");
    }
    ProblemFixture f("micro");
    const QString notice = f.window.findChild<QLabel*>(QStringLiteral("noticeLabel"))->text();
    QVERIFY2(notice.contains(QStringLiteral("line 2")), qPrintable(notice));
    QVERIFY(f.window.findChild<QLabel*>(QStringLiteral("noticeLabel"))->isVisibleTo(&f.window));
    QVERIFY(QFile::exists(path + QStringLiteral(".damaged")));
    // A new record, readable, was begun in its place; nothing of the damaged one is trusted.
    ui::ProblemProgress fresh(path);
    fresh.load();
    QVERIFY(fresh.problem().isEmpty());
    QCOMPARE(fresh.solvedCount(*f.set), 0);
}

// A 19x19 problem, entered square by square: the key of a Maka Dai Dai problem whose first
// move is a multi-leg one (a Lion's or Lion Dog's) where there is one.
void TestProblems::makaDaiDaiProblemIsSolvedByClicks() {
    ProblemFixture f("maka-dai-dai");
    int index = f.choose([](const Problem& p) { return p.key().captureCount > 1 || p.key().from == p.key().to; });
    if (index < 0) index = f.choose([](const Problem&) { return true; });
    QVERIFY(index >= 0);
    const Problem& p = f.problem();
    QCOMPARE(f.window.board()->flipped(), p.winner() == kWhite);
    for (std::size_t i = 0; i < p.line.size(); i += 2) {
        f.enter(p.line[i]);
        QCOMPARE(f.session().game().moves()[i], p.line[i]);
    }
    QCOMPARE(f.session().state(), ProblemSession::State::Solved);
    QVERIFY(f.window.progress().solved(p));
}

void TestProblems::themesAreNamedInBothLanguages() {
    for (const char* id : themeIds()) QVERIFY2(ui::isKnownTheme(id), id);
    const QString english = ui::themeName("lion-double-capture");
    ui::setLanguage(QStringLiteral("ja"));
    for (const char* id : themeIds()) QVERIFY2(ui::isKnownTheme(id), id);
    QVERIFY(ui::themeName("lion-double-capture") != english);
    ProblemFixture f("micro");
    QVERIFY(buttonOf(f.window, "hintButton")->text() != QStringLiteral("&Hint"));
    ui::setLanguage(QStringLiteral("en"));
    QCoreApplication::processEvents();
    QCOMPARE(buttonOf(f.window, "hintButton")->text(), QStringLiteral("&Hint"));
    QVERIFY(f.window.statusText().contains(QStringLiteral("to move")));
}

SHOGI_UI_TEST(TestProblems, "tst_problems");
#include "tst_problems.moc"
