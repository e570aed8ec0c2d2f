#include "EngineRunner.h"

#include <QThread>

namespace ui {

EngineRunner::EngineRunner(QObject* parent)
    : QObject(parent), factory_([](const std::string& level, std::uint64_t seed) { return shogi::makeEngine(level, seed); }) {
    limits_.timeMs = 3000;
}

EngineRunner::~EngineRunner() {
    cancel();
    for (const QPointer<QThread>& t : threads_)
        if (t) t->wait();
}

void EngineRunner::start(const shogi::Game& game, const std::string& level) {
    cancel();
    // A fresh engine per search: a cancelled search may still be finishing on its thread,
    // and two threads must never share one engine.
    std::shared_ptr<shogi::Engine> engine = factory_(level, ++seed_);
    if (!engine) {
        emit searchFailed(tr("Unknown computer level '%1'.").arg(QString::fromStdString(level)));
        return;
    }
    auto search = std::make_shared<Search>();
    current_ = search;
    auto position = std::make_shared<shogi::Game>(game);
    const shogi::SearchLimits limits = limits_;
    QThread* thread = QThread::create([this, engine, search, position, limits] {
        const shogi::SearchResult result = engine->search(*position, limits, search->stop);
        // Back to the GUI thread; `this` outlives the thread (the destructor waits).
        QMetaObject::invokeMethod(
            this,
            [this, search, result] {
                if (search != current_) return;  // cancelled meanwhile
                current_.reset();
                if (result.hasMove) emit moveFound(result.best);
                else emit searchFailed(tr("The computer found no move."));
            },
            Qt::QueuedConnection);
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    threads_.removeAll(nullptr);
    threads_.append(thread);
    thread->start(QThread::LowPriority);
}

void EngineRunner::cancel() {
    if (current_) current_->stop = true;
    current_.reset();
}

void EngineRunner::moveNow() {
    if (current_) current_->stop = true;
}

}  // namespace ui
