// Live engine output, hints, analysis mode and the evaluation graph:
// scores from Black's side, lines in move-list notation, no stale line after undo or a new
// game, the hint arrow until the next move, analysis following the position shown, the
// multi-PV setting reaching the engine, the graph taking the user to a ply. The engines here
// are scripted: they report known iterations, so every expected text is known.
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QLineEdit>
#include <QtTest>
#include <atomic>
#include <mutex>
#include <thread>

#include "UiTestSupport.h"
#include "UiTestMain.h"
#include "boardview/BoardArrow.h"
#include "boardview/BoardWidget.h"
#include "language/ResultText.h"
#include "language/ScoreText.h"
#include "notation/MoveText.h"
#include "panels/EnginePanel.h"
#include "panels/EvalGraph.h"
#include "play/Analyst.h"
#include "windows/MainWindow.h"

using namespace shogi;

using uitest::kHuman;

namespace {

// What the scripted engines were asked, shared with the test (they run on worker threads).
struct EngineLog {
    std::mutex mutex;
    std::vector<Position> positions;
    std::vector<int> multiPV;
    std::vector<bool> infinite;
    std::vector<std::vector<Move>> lines;  // the line each search reported
    std::atomic<int> reported{0};  // searches that have made all their reports
    int searches() {
        const std::lock_guard lock(mutex);
        return static_cast<int>(positions.size());
    }
};

// Reports `depths` iterations of `multiPV` lines each with a fixed score (line i scores
// `score - 10 * (i - 1)`), then waits for the stop flag if the search is unlimited, and plays
// the first move of its line. The line is `preferred` (if legal) or the first legal move,
// followed by the first legal reply.
class ScriptedEngine : public Engine {
public:
    ScriptedEngine(EngineLog* log, int score, int mateIn, std::string preferred)
        : log_(log), score_(score), mateIn_(mateIn), preferred_(std::move(preferred)) {}
    std::string name() const override { return "scripted"; }
    SearchResult search(const Game& game, const SearchLimits& limits, const std::atomic<bool>& stop) override {
        {
            const std::lock_guard lock(log_->mutex);
            log_->positions.push_back(game.position());
            log_->multiPV.push_back(limits.multiPV);
            log_->infinite.push_back(limits.infinite);
        }
        SearchResult r;
        if (game.legalMoves().empty()) return r;
        const std::vector<Move> pv = line(game);
        {
            const std::lock_guard lock(log_->mutex);
            log_->lines.push_back(pv);
        }
        for (int depth = 1; depth <= 3; ++depth)
            for (int i = 1; i <= limits.multiPV; ++i) {
                SearchInfo info;
                info.depth = depth;
                info.multipv = i;
                info.score = score_ - 10 * (i - 1);
                info.mateIn = i == 1 ? mateIn_ : 0;
                info.nodes = 1000u * depth;
                info.nps = 50000;
                info.elapsedMs = 20 * depth;
                info.pv = pv;
                if (limits.onInfo) limits.onInfo(info);
            }
        ++log_->reported;
        while (limits.infinite && !stop) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        r.best = pv.front();
        r.hasMove = true;
        r.depth = 3;
        r.score = score_;
        r.mateIn = mateIn_;
        r.pv = pv;
        return r;
    }

private:
    std::vector<Move> line(const Game& game) const {
        Move first = game.legalMoves().front();
        if (auto m = uitest::moveByText(game, preferred_)) first = *m;
        Game after = game;
        after.play(first);
        if (after.legalMoves().empty()) return {first};
        return {first, after.legalMoves().front()};
    }

    EngineLog* log_;
    int score_;
    int mateIn_;
    std::string preferred_;
};

ui::EngineRunner::Factory scripted(EngineLog* log, int score, int mateIn = 0, std::string preferred = {}) {
    return [=](const std::string&, std::uint64_t) { return std::make_unique<ScriptedEngine>(log, score, mateIn, preferred); };
}

// The move list's way of writing a move, worked out here from core's move text and the
// piece table (not from the code under test).
QString listed(const Position& pos, const Move& m) {
    const QString text = QString::fromStdString(formatMove(pos, m));
    if (m.isDrop()) return text;
    return QString::fromStdString(pos.variant().kind(cellKind(pos.cell(m.from))).code) + " " + text;
}

const PlayerSpec kMasterComputer{true, "master"};

}  // namespace

class TestAnalysis : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void scoresAreFromBlacksSide();
    void runnerHandsOverEachIterationBeforeTheMove();
    void runnerKeepsTheNewestReportPerLine();
    void panelShowsTheComputersLinesFromBlacksSide();
    void panelClearsOnUndoAndNewGame();
    void hintArrowShowsTheLionsLegsUntilTheNextMove();
    void arrowsOfHookMovesAndDrops();
    void hintAndAnalyseKeysWorkWhateverHasFocus();
    void analysisFollowsTheShownPositionWithItsLines();
    void finishedGameHasNothingToAnalyse();
    void graphShowsScoresAndClickShowsThePly();
    void gamePassScoresEveryPosition();
};

void TestAnalysis::initTestCase() {
    uitest::useTestSettings("tst_analysis");
}

void TestAnalysis::init() {
    QSettings().clear();
    QFile::remove(ui::MainWindow::autosavePath());
}

void TestAnalysis::scoresAreFromBlacksSide() {
    using ui::BlackScore;
    QCOMPARE(ui::blackScore(125, 0, kBlack), (BlackScore{125, 0}));
    QCOMPARE(ui::blackScore(125, 0, kWhite), (BlackScore{-125, 0}));
    QCOMPARE(ui::blackScore(30000, 3, kWhite), (BlackScore{-30000, -3}));
    QCOMPARE(ui::scoreText({125, 0}), QString("+1.25"));
    QCOMPARE(ui::scoreText({-40, 0}), QString("-0.40"));
    QCOMPARE(ui::scoreText({0, 0}), QString("0.00"));
    QCOMPARE(ui::scoreText({0, 3}), QString("#+3"));
    QCOMPARE(ui::scoreText({0, -2}), QString("#-2"));
}

void TestAnalysis::runnerHandsOverEachIterationBeforeTheMove() {
    EngineLog log;
    ui::EngineRunner runner;
    runner.setFactory(scripted(&log, 40));
    QStringList order;
    connect(&runner, &ui::EngineRunner::infoReady, this,
            [&](const SearchInfo& info) { order << QString("info %1.%2").arg(info.depth).arg(info.multipv); });
    connect(&runner, &ui::EngineRunner::moveFound, this, [&] { order << "move"; });
    Game game(*findVariant("micro"));
    SearchLimits limits = SearchLimits::ofDepth(3);
    limits.multiPV = 2;
    runner.start(game, "master", limits);
    QTRY_VERIFY(!runner.busy());
    QVERIFY(order.size() >= 3);
    QCOMPARE(order.last(), QString("move"));
    // Whatever was coalesced, the last report of each line arrived, the deepest one.
    QVERIFY(order.contains("info 3.1"));
    QVERIFY(order.contains("info 3.2"));
    QCOMPARE(log.multiPV.front(), 2);
    QVERIFY(runner.searchedPosition() && *runner.searchedPosition() == game.position());
}

void TestAnalysis::runnerKeepsTheNewestReportPerLine() {
    // The GUI thread does not look while the search runs: its six reports (3 depths x 2
    // lines) wait in the queue, which keeps the newest of each line.
    EngineLog log;
    ui::EngineRunner runner;
    runner.setFactory(scripted(&log, 40));
    QList<SearchInfo> infos;
    connect(&runner, &ui::EngineRunner::infoReady, this, [&](const SearchInfo& info) { infos << info; });
    Game game(*findVariant("micro"));
    SearchLimits limits = SearchLimits::ofDepth(3);
    limits.multiPV = 2;
    limits.infinite = true;  // the scripted engine then waits for stop after its reports
    runner.start(game, "master", limits);
    // No event processing until every report is queued: nothing is collected before.
    while (log.reported == 0) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    QTRY_COMPARE(infos.size(), 2);
    QCOMPARE(infos[0].multipv, 1);
    QCOMPARE(infos[0].depth, 3);
    QCOMPARE(infos[1].multipv, 2);
    QCOMPARE(infos[1].depth, 3);
    // A cancelled search says nothing more.
    runner.cancel();
    QTest::qWait(50);
    QCOMPARE(infos.size(), 2);
}

void TestAnalysis::panelShowsTheComputersLinesFromBlacksSide() {
    ui::MainWindow window;
    EngineLog log;
    // The computer plays White and sees itself 1.20 ahead, its second search a mate in 3.
    window.controller().engine().setFactory(scripted(&log, 120));
    window.controller().newGame(*findVariant("heian-dai"), kHuman, kMasterComputer);
    ui::EnginePanel* panel = window.enginePanel();
    QVERIFY(panel);
    QVERIFY(window.controller().playMove(*uitest::moveByText(window.controller().game(), "a3-a4")));
    const Position searched = window.controller().game().position();
    QTRY_COMPARE(window.controller().moveCount(), 2);
    QCOMPARE(panel->lineCount(), 1);
    // White's +1.20 is Black's -1.20; the line reads like the move list.
    const std::vector<Move> line = log.lines.back();
    QCOMPARE(line.size(), std::size_t(2));
    const Move first = line[0], second = line[1];
    Position afterFirst = searched;
    Position::Undo undo;
    afterFirst.make(first, undo);
    QCOMPARE(panel->lineText(0), "-1.20 " + listed(searched, first) + " " + listed(afterFirst, second));
    QVERIFY(panel->headerText().contains(ui::sideName(kWhite)));
    QVERIFY(panel->summaryText().contains("3"));  // depth 3
    QVERIFY(panel->findChild<QLabel*>("engineLine1")->toolTip().contains(ui::scoreConvention()));

    window.controller().engine().setFactory(scripted(&log, 0, 3));
    QVERIFY(window.controller().playMove(*uitest::moveByText(window.controller().game(), "b3-b4")));
    QTRY_COMPARE(window.controller().moveCount(), 4);
    QVERIFY(panel->lineText(0).startsWith("#-3 "));  // White mates in 3
}

void TestAnalysis::panelClearsOnUndoAndNewGame() {
    ui::MainWindow window;
    EngineLog log;
    window.controller().engine().setFactory(scripted(&log, 50));
    window.controller().newGame(*findVariant("heian-dai"), kHuman, kMasterComputer);
    ui::EnginePanel* panel = window.enginePanel();
    QVERIFY(window.controller().playMove(*uitest::moveByText(window.controller().game(), "a3-a4")));
    QTRY_COMPARE(window.controller().moveCount(), 2);
    QCOMPARE(panel->lineCount(), 1);  // what the computer thought before it moved stays
    window.controller().undo();       // takes back both moves
    QCOMPARE(window.controller().moveCount(), 0);
    QCOMPARE(panel->lineCount(), 0);
    QVERIFY(!panel->position());

    QVERIFY(window.controller().playMove(*uitest::moveByText(window.controller().game(), "a3-a4")));
    QTRY_COMPARE(window.controller().moveCount(), 2);
    QCOMPARE(panel->lineCount(), 1);
    window.controller().newGame(*findVariant("micro"), kHuman, kHuman);
    QCOMPARE(panel->lineCount(), 0);
    QVERIFY(!panel->position());
}

void TestAnalysis::hintArrowShowsTheLionsLegsUntilTheNextMove() {
    ui::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const Variant& v = uitest::lionTestVariant();
    GameRecord record;
    record.variant = &v;
    record.start = uitest::position(v, "3,k,3/7/3,p,3/3,p,3/3,LN,3/7/3,K,3 b -");
    QVERIFY(record.start);
    window.controller().loadGame(record);
    EngineLog log;
    window.analyst().engine().setFactory(scripted(&log, 700, 0, "d3xd4xd5"));
    auto* hint = window.findChild<QAction*>("hintAction");
    QVERIFY(hint && hint->isEnabled());
    QVERIFY(window.board()->arrow().empty());
    hint->trigger();
    QTRY_VERIFY(!window.board()->arrow().empty());
    const Geometry& g = v.geometry();
    std::vector<Square> legs;
    for (const char* s : {"d3", "d4", "d5"}) legs.push_back(g.parse(s)->first);
    QCOMPARE(window.board()->arrow().legs, legs);  // the two steps of the double capture
    QVERIFY(window.enginePanel()->source() == ui::EnginePanel::Source::Hint);
    QVERIFY(window.enginePanel()->lineText(0).startsWith("+7.00 LN d3xd4xd5"));
    QVERIFY(!log.infinite.front());  // a short search

    // The next move takes the arrow away.
    QVERIFY(window.controller().playMove(*uitest::moveByText(window.controller().game(), "d1-c1")));
    QVERIFY(window.board()->arrow().empty());
}

void TestAnalysis::hintAndAnalyseKeysWorkWhateverHasFocus() {
    // H and A from any widget of the window that takes the keyboard and is not for typing
    // text: the board, the move list, the panels' buttons and boxes, the docks' tab strip...
    // The log outlives the window, whose engine thread may still be writing to it.
    EngineLog log;
    ui::MainWindow window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.analyst().engine().setFactory(scripted(&log, 100));
    window.analyst().setHintTimeMs(5);
    window.controller().newGame(*findVariant("micro"), kHuman, kHuman);
    QStringList tried;
    for (QWidget* w : window.findChildren<QWidget*>()) {
        if (!w->isVisible() || w->focusPolicy() == Qt::NoFocus || !w->isEnabled() || qobject_cast<QLineEdit*>(w) ||
            w->window() != &window)
            continue;
        w->setFocus();
        if (!w->hasFocus()) continue;
        tried << QString("%1 '%2'").arg(w->metaObject()->className(), w->objectName());
        window.board()->setArrow({});
        QTRY_VERIFY(window.findChild<QAction*>("hintAction")->isEnabled());
        QTest::keyClick(w, Qt::Key_H);
        QTRY_VERIFY2(!window.board()->arrow().empty(), qPrintable("H with the focus on " + tried.last()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_A);
        QVERIFY2(window.analyst().analysing(), qPrintable("A with the focus on " + tried.last()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_A);
        QVERIFY2(!window.analyst().analysing(), qPrintable("A again with the focus on " + tried.last()));
        QTRY_VERIFY(!window.analyst().engine().busy());
    }
    QVERIFY2(tried.size() >= 4, qPrintable(tried.join(", ")));
}

void TestAnalysis::arrowsOfHookMovesAndDrops() {
    const Variant& v = uitest::lionTestVariant();
    const Geometry& g = v.geometry();
    // A hook mover's move bends once: the arrow goes through its corner.
    Game hook(v, *uitest::position(v, "3,k,3/7/7/7/7/7/HM,2,K,3 b -"));
    const ui::BoardArrow bent = ui::moveArrow(hook.position(), *uitest::moveByText(hook, "a1-c5"));
    QCOMPARE(bent.legs.size(), std::size_t(3));
    QCOMPARE(bent.legs.front(), g.parse("a1")->first);
    QCOMPARE(bent.legs.back(), g.parse("c5")->first);
    const Square corner = bent.legs[1];
    QVERIFY(corner == g.parse("a5")->first || corner == g.parse("c1")->first);
    // Igui goes out and back; a pass stays: a ring on the Lion.
    Game lion(v, *uitest::position(v, "3,k,3/7/3,p,3/3,p,3/3,LN,3/7/3,K,3 b -"));
    const Square d3 = g.parse("d3")->first, d4 = g.parse("d4")->first;
    QCOMPARE(ui::moveArrow(lion.position(), *uitest::moveByText(lion, "d3xd4-d3")).legs, (std::vector<Square>{d3, d4, d3}));
    QCOMPARE(ui::moveArrow(lion.position(), *uitest::moveByText(lion, "d3-d3")).legs, std::vector<Square>{d3});
    // A drop starts from the hand: the arrow names the piece type and lands on its square.
    Game micro(*findVariant("micro"));
    for (const char* t : {"d2-d3", "a4-a3", "d3-d4", "a3-a2", "d4xd5+", "c5xd5+"})
        QVERIFY2(micro.play(*uitest::moveByText(micro, t)), t);
    const auto drop = std::find_if(micro.legalMoves().begin(), micro.legalMoves().end(), [](const Move& m) { return m.isDrop(); });
    QVERIFY(drop != micro.legalMoves().end());
    const ui::BoardArrow dropped = ui::moveArrow(micro.position(), *drop);
    QCOMPARE(dropped.legs, std::vector<Square>{drop->to});
    QVERIFY(micro.position().handCount(kBlack, dropped.dropType) > 0);
}

void TestAnalysis::analysisFollowsTheShownPositionWithItsLines() {
    ui::MainWindow window;
    EngineLog log;
    window.analyst().engine().setFactory(scripted(&log, -30));
    window.controller().newGame(*findVariant("heian-dai"), kHuman, kHuman);
    ui::GameController& c = window.controller();
    for (const char* t : {"a3-a4", "a11-a10", "b3-b4"}) QVERIFY2(c.playMove(*uitest::moveByText(c.game(), t)), t);
    ui::EnginePanel* panel = window.enginePanel();
    auto* lines = panel->findChild<QSpinBox*>("linesBox");
    QVERIFY(lines);
    lines->setValue(3);  // before analysis: the setting is kept for it
    auto* analyse = window.findChild<QAction*>("analyseAction");
    QVERIFY(analyse);
    analyse->trigger();
    QVERIFY(window.analyst().analysing());
    QVERIFY(panel->findChild<QPushButton*>("analyseButton")->isChecked());
    QTRY_COMPARE(panel->lineCount(), 3);
    QCOMPARE(log.searches(), 1);
    {
        const std::lock_guard lock(log.mutex);
        QVERIFY(log.positions.back() == c.game().position());
        QCOMPARE(log.multiPV.back(), 3);
        QVERIFY(log.infinite.back());
    }
    // White to move: the engine's -0.30 is Black's +0.30; lines 2 and 3 a little worse for White.
    QVERIFY(panel->lineText(0).startsWith("+0.30 "));
    QVERIFY(panel->lineText(1).startsWith("+0.40 "));
    QVERIFY(panel->lineText(2).startsWith("+0.50 "));
    QVERIFY(!window.board()->arrow().empty());  // the best move so far

    // Stepping back through the game: the search starts again from the position shown.
    c.viewPly(2);
    QTRY_COMPARE(log.searches(), 2);
    {
        const std::lock_guard lock(log.mutex);
        QVERIFY(log.positions.back() == c.positionAt(2));
    }
    QTRY_COMPARE(panel->lineCount(), 3);
    QVERIFY(*panel->position() == c.positionAt(2));
    QVERIFY(panel->lineText(0).startsWith("-0.30 "));  // Black to move: its -0.30 as it is
    // One line: the analysis starts again with it.
    lines->setValue(1);
    QTRY_COMPARE(log.searches(), 3);
    {
        const std::lock_guard lock(log.mutex);
        QCOMPARE(log.multiPV.back(), 1);
    }
    QTRY_COMPARE(panel->lineCount(), 1);

    // At 1366x768, the panels folded into tabs, the graph keeps a usable height under three
    // lines.
    lines->setValue(3);
    QTRY_COMPARE(panel->lineCount(), 3);
    window.resize(1366, 740);
    window.foldPanels(true);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY(panel->isVisible());  // its tab was raised when the analysis began
    QTRY_VERIFY2(panel->graph()->height() >= 150, qPrintable(QString("%1 px").arg(panel->graph()->height())));
    lines->setValue(1);
    QTRY_COMPARE(panel->lineCount(), 1);

    analyse->trigger();
    QVERIFY(!window.analyst().analysing());
    QTRY_VERIFY(!window.analyst().engine().busy());
    QVERIFY(window.board()->arrow().empty());
    // Stop keeps the lines found, as they were.
    QTest::qWait(30);
    QCOMPARE(panel->lineCount(), 1);
    QVERIFY(panel->lineText(0).startsWith("-0.30 "));
    QVERIFY2(!panel->headerText().contains("searching"), qPrintable(panel->headerText()));
    c.viewPly(0);
    QTest::qWait(30);
    QCOMPARE(log.searches(), 5);  // no analysis any more (3 lines and back to 1 restarted it twice)
}

void TestAnalysis::finishedGameHasNothingToAnalyse() {
    ui::MainWindow window;
    EngineLog log;
    window.analyst().engine().setFactory(scripted(&log, 0));
    window.controller().newGame(*findVariant("micro"), kHuman, kHuman);
    ui::GameController& c = window.controller();
    QVERIFY(c.playMove(*uitest::moveByText(c.game(), "d2-d3")));
    c.resign();
    QVERIFY(c.game().result().over());
    // A resigned game's last position can still be analysed; after the end of a game won on
    // the board nothing can, and the panel says so.
    window.analyst().startAnalysis(c.gameAt(c.moveCount()));
    QTRY_COMPARE(log.searches(), 1);
    window.analyst().stopAnalysis();
    const Variant& v = uitest::lionTestVariant();
    Game won(v, *uitest::position(v, "3,k,3/3,LN,3/7/7/7/7/3,K,3 b -"));
    won.play(*uitest::moveByText(won, "d6xd7"));
    QVERIFY(won.result().over());
    window.analyst().startAnalysis(won);
    QCOMPARE(log.searches(), 1);
    QVERIFY(window.enginePanel()->summaryText().contains("over"));
}

void TestAnalysis::graphShowsScoresAndClickShowsThePly() {
    ui::MainWindow window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    EngineLog log;
    window.controller().engine().setFactory(scripted(&log, 80));
    window.controller().newGame(*findVariant("heian-dai"), kHuman, kMasterComputer);
    ui::GameController& c = window.controller();
    for (const char* t : {"a3-a4", "b3-b4", "c3-c4"}) {
        const int before = c.moveCount();
        QVERIFY2(c.playMove(*uitest::moveByText(c.game(), t)), t);
        QTRY_COMPARE(c.moveCount(), before + 2);
    }
    ui::EvalGraph* graph = window.enginePanel()->graph();
    // The computer's searches scored the positions it moved in (plies 1, 3, 5), from Black's
    // side: White's +0.80 is -0.80.
    const auto& scores = graph->scores();
    QCOMPARE(static_cast<int>(scores.size()), 7);
    for (int ply : {1, 3, 5}) {
        QVERIFY(scores[ply]);
        QCOMPARE(scores[ply]->centipawns, -80);
    }
    QVERIFY(!scores[0] && !scores[2]);
    QCOMPARE(graph->shownPly(), 6);
    QTest::mouseClick(graph, Qt::LeftButton, {}, QPoint(graph->xOfPly(2), graph->height() / 2));
    QCOMPARE(c.viewedPly(), 2);
    QCOMPARE(graph->shownPly(), 2);
    QCOMPARE(c.moveCount(), 6);  // looking, not undoing
}

void TestAnalysis::gamePassScoresEveryPosition() {
    ui::MainWindow window;
    EngineLog log;
    window.analyst().engine().setFactory(scripted(&log, 25));
    window.controller().newGame(*findVariant("micro"), kHuman, kHuman);
    ui::GameController& c = window.controller();
    for (const char* t : {"d2-d3", "a4-a3", "d3-d4"}) QVERIFY2(c.playMove(*uitest::moveByText(c.game(), t)), t);
    auto* evaluate = window.enginePanel()->findChild<QPushButton*>("evaluateGameButton");
    QVERIFY(evaluate);
    evaluate->click();
    QTRY_VERIFY(!window.analyst().passing());
    QCOMPARE(log.searches(), 4);  // plies 3, 2, 1, 0
    const auto& scores = window.enginePanel()->graph()->scores();
    QCOMPARE(static_cast<int>(scores.size()), 4);
    for (int ply = 0; ply < 4; ++ply) {
        QVERIFY(scores[ply]);
        QCOMPARE(scores[ply]->centipawns, ply % 2 == 0 ? 25 : -25);
    }
    // Nothing is left to do: a second pass searches nothing.
    evaluate->click();
    QTRY_VERIFY(!window.analyst().passing());
    QCOMPARE(log.searches(), 4);
}

SHOGI_UI_TEST(TestAnalysis, "tst_analysis");
#include "tst_analysis.moc"
