#pragma once
// Runs the computer player on a worker thread so the window keeps painting and answering
// while it thinks. Each search works on its own copy of the game and an engine no other
// search is using; a search that is cancelled (undo, new game, quit) has its result thrown
// away, while "move now" only raises the stop flag and the engine's best move so far is
// played.
//
// The worker threads are plain std::threads that never call Qt: a finished search leaves its
// result in a list guarded by a std::mutex, and a timer on the GUI thread (running only while
// a search is under way) collects it and joins the thread. So every hand-over between the
// threads is one ThreadSanitizer can see (Qt's own locks are invisible to it), and a TSan
// build reports real races only. What the search reports after each iteration (depth, score,
// line) goes the same way: the worker leaves it in a queue under the same mutex, keeping only
// the newest report per line when the GUI thread falls behind, and the timer hands it on.

#include <QObject>
#include <QTimer>
#include <algorithm>
#include <atomic>
#include <functional>
#include <list>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "engine/Engine.h"

namespace ui {

class EngineRunner : public QObject {
    Q_OBJECT

public:
    using Factory = std::function<std::unique_ptr<shogi::Engine>(const std::string& level, std::uint64_t seed)>;

    explicit EngineRunner(QObject* parent = nullptr);
    ~EngineRunner() override;  // stops every search and waits for its thread

    // Tests put a slow or scripted engine here; the default is shogi::makeEngine.
    void setFactory(Factory factory) {
        factory_ = std::move(factory);
        idle_.clear();
        ++generation_;  // engines of the old factory still searching are not kept
    }
    void setLimits(const shogi::SearchLimits& limits) { limits_ = limits; }
    const shogi::SearchLimits& limits() const { return limits_; }
    // Search threads for every search started from now on (the Threads setting).
    void setThreads(int threads) { threads_ = std::max(1, threads); }
    int threads() const { return threads_; }

    // Starts thinking about game's position for its side to move; cancels any search.
    void start(const shogi::Game& game, const std::string& level);
    // The same with other limits than the ones set (a hint, an analysis). Their onInfo is
    // not called: the reports come as infoReady.
    void start(const shogi::Game& game, const std::string& level, const shogi::SearchLimits& limits);
    // Forgets the current search: its move is never reported.
    void cancel();
    // Asks the engine for its move at once.
    void moveNow();
    bool busy() const { return current_ != nullptr; }
    // The position of the search started last (nullptr before the first): infoReady's lines
    // start from it.
    const shogi::Position* searchedPosition() const { return searched_ ? &*searched_ : nullptr; }

signals:
    void moveFound(const shogi::Move& move);
    // The engine could not be created or found no move.
    void searchFailed(const QString& reason);
    // What the finished search saw (depth, nodes, score from Black's side), just before moveFound.
    void searchSummary(const QString& summary);
    // An iteration of the current search finished (one signal per line of a multi-PV
    // search); never for a cancelled search, always before its moveFound.
    void infoReady(const shogi::SearchInfo& info);

private:
    struct Search {
        std::atomic<bool> stop{false};
        std::uint64_t serial = 0;  // tells the reports of one search from another's
    };
    // An iteration's report waiting for the GUI thread (in infos_).
    struct PendingInfo {
        std::uint64_t serial;
        shogi::SearchInfo info;
    };
    // A search that ended, waiting for the GUI thread (in finished_).
    struct Finished {
        std::shared_ptr<Search> search;
        std::shared_ptr<shogi::Engine> engine;
        shogi::SearchResult result;
        std::string level;
        int generation = 0;
    };
    struct Worker {
        std::shared_ptr<Search> search;
        std::thread thread;
    };
    std::shared_ptr<shogi::Engine> takeEngine(const std::string& level);
    void collect();  // GUI thread: joins finished workers and reports the current search
    void report(std::uint64_t serial, const shogi::SearchInfo& info);  // worker thread

    Factory factory_;
    std::map<std::string, std::vector<std::shared_ptr<shogi::Engine>>> idle_;  // per level
    int generation_ = 0;
    shogi::SearchLimits limits_;
    int threads_ = 1;
    std::shared_ptr<Search> current_;
    std::list<Worker> workers_;        // GUI thread only
    std::mutex finishedMutex_;
    std::vector<Finished> finished_;   // guarded by finishedMutex_
    std::vector<PendingInfo> infos_;   // guarded by finishedMutex_
    std::uint64_t serial_ = 0;
    std::optional<shogi::Position> searched_;
    QTimer collector_;
    std::uint64_t seed_ = 0x5106;
};

}  // namespace ui
