// How often the engine panel hears from a long search, and whether the window keeps up: a
// measurement, not a test (it runs for tens of seconds and asserts nothing; CTest does not
// run it). For each case it runs the real engine on Maka Dai Dai (19x19) after one move and
// prints, over the search:
//   reports   iterations the engine reported (SearchLimits::onInfo calls, all lines)
//   signals   infoReady signals the GUI thread got (fewer when reports were coalesced)
//   repaints  paint events of the panel's best-line label
//   depth     the deepest iteration reported
//   worst     the longest an event waited (a 10 ms timer's largest gap)
//
//   build/tests/ui/measure_engine_panel [SECONDS]   (default 10; offscreen unless DISPLAY is used)
#include <QApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QTimer>
#include <atomic>
#include <cstdio>

#include "panels/EnginePanel.h"
#include "play/Analyst.h"
#include "play/GameController.h"

using namespace shogi;

namespace {

// The real engine, counting the reports it makes.
class CountingEngine : public Engine {
public:
    CountingEngine(std::unique_ptr<Engine> inner, std::atomic<int>* reports) : inner_(std::move(inner)), reports_(reports) {}
    std::string name() const override { return inner_->name(); }
    SearchResult search(const Game& game, const SearchLimits& limits, const std::atomic<bool>& stop) override {
        SearchLimits counted = limits;
        counted.onInfo = [this, &limits](const SearchInfo& info) {
            ++*reports_;
            limits.onInfo(info);
        };
        return inner_->search(game, counted, stop);
    }

private:
    std::unique_ptr<Engine> inner_;
    std::atomic<int>* reports_;
};

class PaintCounter : public QObject {
public:
    int paints = 0;
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint) ++paints;
        return QObject::eventFilter(watched, event);
    }
};

struct Measure {
    int signals_ = 0;
    int depth = 0;
    qint64 worst = 0;
    qint64 worstAt = 0;  // ms into the search when the longest wait began
    QElapsedTimer clock;
    QStringList times;  // "depth@seconds" of each signal
    qint64 panelNs = 0;     // the longest the panel took to show one report
    void show(ui::EnginePanel& panel, const SearchInfo& info) {
        QElapsedTimer t;
        t.start();
        panel.showInfo(info);
        panelNs = std::max(panelNs, t.nsecsElapsed());
    }
    void heard(const SearchInfo& info) {
        ++signals_;
        depth = std::max(depth, info.depth);
        times << QStringLiteral("d%1.%2@%3").arg(info.depth).arg(info.multipv).arg(clock.elapsed() / 1000.0, 0, 'f', 2);
    }
};

void print(const char* what, int reports, const Measure& m, int paints, int seconds) {
    std::printf("%-34s reports %4d  signals %4d  repaints %4d  depth %2d  worst %3lld ms  (%.1f signals/s)\n", what,
                reports, m.signals_, paints, m.depth, static_cast<long long>(m.worst), m.signals_ / double(seconds));
    std::printf("    showInfo at most %.2f ms; longest wait from %.2f s; signals at: %s\n", m.panelNs / 1e6,
                m.worstAt / 1000.0, qPrintable(m.times.join(QLatin1Char(' '))));
    std::fflush(stdout);
}

// Runs the event loop until `done` or `ms`, ticking every 10 ms; returns the largest gap.
qint64 spin(int ms, const std::function<bool()>& done, qint64* worstAt) {
    QElapsedTimer clock;
    clock.start();
    qint64 last = 0, worst = 0;
    QEventLoop loop;
    QTimer ticker;
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        if (clock.elapsed() - last > worst) {
            worst = clock.elapsed() - last;
            *worstAt = last;
        }
        last = clock.elapsed();
        if (clock.elapsed() >= ms || (done && done())) loop.quit();
    });
    ticker.start(10);
    loop.exec();
    return worst;
}

}  // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int seconds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 10;

    ui::GameController controller;
    controller.newGame(*findVariant("maka-dai-dai"), {}, {});
    controller.playMove(controller.game().legalMoves().front());
    const Game game = controller.gameAt(controller.moveCount());

    ui::EnginePanel panel;
    panel.resize(360, 420);
    panel.show();
    PaintCounter counter;
    panel.findChild<QLabel*>(QStringLiteral("engineLine1"))->installEventFilter(&counter);

    std::atomic<int> reports{0};
    auto factory = [&reports](const std::string& level, std::uint64_t seed) {
        // EngineRunner makes engines on the GUI thread (a new one per level and runner, then
        // reused): how long that takes is a wait for the window too.
        QElapsedTimer made;
        made.start();
        auto engine = makeEngine(level, seed);
        std::printf("    (making the %s engine took %.1f ms on the GUI thread)\n", level.c_str(), made.nsecsElapsed() / 1e6);
        return std::make_unique<CountingEngine>(std::move(engine), &reports);
    };

    // Analysis mode, one line and three.
    for (int lines : {1, 3}) {
        ui::Analyst analyst;
        analyst.engine().setFactory(factory);
        analyst.setLines(lines);
        Measure m;
        QObject::connect(&analyst, &ui::Analyst::searchStarted, &panel,
                         [&](ui::Analyst::Task, const Position& pos) { panel.begin(ui::EnginePanel::Source::Analysis, pos); });
        QObject::connect(&analyst, &ui::Analyst::infoReady, &panel,
                         [&](ui::Analyst::Task, const Position&, const SearchInfo& info) {
                             m.heard(info);
                             m.show(panel, info);
                         });
        reports = 0;
        counter.paints = 0;
        m.clock.start();
        analyst.startAnalysis(game);
        m.worst = spin(seconds * 1000, {}, &m.worstAt);
        analyst.stopAnalysis();
        const QByteArray what = QByteArray("analysis, ") + QByteArray::number(lines) + (lines == 1 ? " line" : " lines");
        print(what.constData(), reports, m, counter.paints, seconds);
    }

    // The computer player given the same time for its move.
    {
        ui::EngineRunner runner;
        runner.setFactory(factory);
        runner.setLimits(SearchLimits::ofTime(seconds * 1000));
        Measure m;
        bool moved = false;
        QObject::connect(&runner, &ui::EngineRunner::infoReady, &panel, [&](const SearchInfo& info) {
            m.heard(info);
            m.show(panel, info);
        });
        QObject::connect(&runner, &ui::EngineRunner::moveFound, &panel, [&] { moved = true; });
        reports = 0;
        counter.paints = 0;
        panel.begin(ui::EnginePanel::Source::Computer, game.position());
        m.clock.start();
        runner.start(game, "master");
        m.worst = spin(seconds * 1000 + 5000, [&] { return moved; }, &m.worstAt);
        print("computer player (master)", reports, m, counter.paints, seconds);
    }
    return 0;
}
