#include "play/EngineRunner.h"

#include "language/ScoreText.h"

namespace ui {

EngineRunner::EngineRunner(QObject* parent)
    : QObject(parent), factory_([](const std::string& level, std::uint64_t seed) { return shogi::makeEngine(level, seed); }) {
    limits_.timeMs = 3000;
    // How soon a finished search is noticed; the timer runs only while a worker exists.
    collector_.setInterval(5);
    connect(&collector_, &QTimer::timeout, this, &EngineRunner::collect);
}

EngineRunner::~EngineRunner() {
    cancel();
    for (Worker& w : workers_) {
        w.search->stop = true;
        w.thread.join();
    }
}

std::shared_ptr<shogi::Engine> EngineRunner::takeEngine(const std::string& level) {
    // An engine is reused from one move to the next (its hash table keeps what it learnt),
    // but never by two searches at once: a cancelled search may still be finishing, and
    // then a second engine is made.
    auto& idle = idle_[level];
    if (!idle.empty()) {
        std::shared_ptr<shogi::Engine> engine = idle.back();
        idle.pop_back();
        return engine;
    }
    return factory_(level, ++seed_);
}

void EngineRunner::start(const shogi::Game& game, const std::string& level) { start(game, level, limits_); }

void EngineRunner::start(const shogi::Game& game, const std::string& level, const shogi::SearchLimits& given) {
    cancel();
    std::shared_ptr<shogi::Engine> engine = takeEngine(level);
    if (!engine) {
        emit searchFailed(tr("Unknown computer level '%1'.").arg(QString::fromStdString(level)));
        return;
    }
    auto search = std::make_shared<Search>();
    search->serial = ++serial_;
    current_ = search;
    searched_ = game.position();
    auto position = std::make_shared<shogi::Game>(game);
    shogi::SearchLimits limits = given;
    limits.threads = threads_;
    limits.onInfo = [this, serial = search->serial](const shogi::SearchInfo& info) { report(serial, info); };
    const int generation = generation_;
    // The worker touches only its own copies and the engine (used by no other search), and
    // hands its result over under finishedMutex_; it never calls Qt.
    std::thread thread([this, engine, search, position, limits, level, generation]() mutable {
        Finished done{search, std::move(engine), {}, std::move(level), generation};
        done.result = done.engine->search(*position, limits, search->stop);
        position.reset();
        search.reset();
        const std::lock_guard lock(finishedMutex_);
        finished_.push_back(std::move(done));
    });
    workers_.push_back(Worker{search, std::move(thread)});
    if (!collector_.isActive()) collector_.start();
}

void EngineRunner::report(std::uint64_t serial, const shogi::SearchInfo& info) {
    const std::lock_guard lock(finishedMutex_);
    // A report not yet collected is out of date: the newer one of the same line replaces it.
    for (PendingInfo& pending : infos_)
        if (pending.serial == serial && pending.info.multipv == info.multipv) {
            pending.info = info;
            return;
        }
    infos_.push_back(PendingInfo{serial, info});
}

void EngineRunner::collect() {
    std::vector<Finished> done;
    std::vector<PendingInfo> infos;
    {
        const std::lock_guard lock(finishedMutex_);
        done.swap(finished_);
        infos.swap(infos_);
    }
    for (Finished& f : done) {
        // The worker has pushed its result and is returning: joining it takes no time.
        for (auto it = workers_.begin(); it != workers_.end(); ++it)
            if (it->search == f.search) {
                it->thread.join();
                workers_.erase(it);
                break;
            }
        if (f.generation == generation_) idle_[f.level].push_back(std::move(f.engine));
    }
    if (workers_.empty()) collector_.stop();
    // Only the current search is reported; a cancelled one is forgotten. The signals come
    // last: their slots may start the next search (so current_ is looked at again each time).
    // A search's reports were queued before its result, and go out before it.
    for (const PendingInfo& pending : infos)
        if (current_ && pending.serial == current_->serial) emit infoReady(pending.info);
    for (Finished& f : done) {
        if (f.search != current_) continue;
        current_.reset();
        const shogi::SearchResult& result = f.result;
        if (!result.hasMove) {
            emit searchFailed(tr("The computer found no move."));
            return;
        }
        const shogi::Side mover = searched_ ? searched_->sideToMove() : shogi::kBlack;
        emit searchSummary(tr("Computer: depth %1, score %2 (Black's side), %3 nodes, %4 ms")
                               .arg(result.depth)
                               .arg(scoreText(blackScore(result.score, result.mateIn, mover)))
                               .arg(result.nodes)
                               .arg(result.elapsedMs));
        emit moveFound(result.best);
        return;
    }
}

void EngineRunner::cancel() {
    if (current_) current_->stop = true;
    current_.reset();
}

void EngineRunner::moveNow() {
    if (current_) current_->stop = true;
}

}  // namespace ui
