#pragma once
// Runs the computer player on a worker thread so the window keeps painting and answering
// while it thinks. Each search works on its own copy of the game; a search that is
// cancelled (undo, new game, quit) has its result thrown away, while "move now" only raises
// the stop flag and the engine's best move so far is played.

#include <QObject>
#include <QList>
#include <QPointer>
#include <atomic>
#include <functional>
#include <memory>

#include "engine/Engine.h"

class QThread;

namespace ui {

class EngineRunner : public QObject {
    Q_OBJECT

public:
    using Factory = std::function<std::unique_ptr<shogi::Engine>(const std::string& level, std::uint64_t seed)>;

    explicit EngineRunner(QObject* parent = nullptr);
    ~EngineRunner() override;  // stops every search and waits for its thread

    // Tests put a slow or scripted engine here; the default is shogi::makeEngine.
    void setFactory(Factory factory) { factory_ = std::move(factory); }
    void setLimits(const shogi::SearchLimits& limits) { limits_ = limits; }

    // Starts thinking about game's position for its side to move; cancels any search.
    void start(const shogi::Game& game, const std::string& level);
    // Forgets the current search: its move is never reported.
    void cancel();
    // Asks the engine for its move at once.
    void moveNow();
    bool busy() const { return current_ != nullptr; }

signals:
    void moveFound(const shogi::Move& move);
    // The engine could not be created or found no move.
    void searchFailed(const QString& reason);

private:
    struct Search {
        std::atomic<bool> stop{false};
    };
    Factory factory_;
    shogi::SearchLimits limits_;
    std::shared_ptr<Search> current_;
    QList<QPointer<QThread>> threads_;
    std::uint64_t seed_ = 0x5106;
};

}  // namespace ui
