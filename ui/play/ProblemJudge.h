#pragma once
// Weighs a problem solver's move, or finds a hint, on a worker thread with core's prover, so
// the window keeps answering while a proof runs (a move off the main line of a large
// variant's problem may take a second). One question at a time: a new one, or cancel(),
// stops the one running and its answer is never given.
//
// As the engine's runner does (EngineRunner.h), the worker is a plain std::thread that never
// calls Qt: its answer waits under a std::mutex, and a timer on the GUI thread, running only
// while a question is open, collects it and joins the thread.

#include <QObject>
#include <QTimer>
#include <atomic>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>

#include "problems/Prover.h"

namespace ui {

class ProblemJudge : public QObject {
    Q_OBJECT

public:
    struct Answer {
        bool yes = false;                 // the move wins in time; a hint was found
        std::optional<shogi::Move> move;  // the defence to answer with; the hinted move
    };
    // Runs on the worker thread with the judge's prover (which keeps what it learnt).
    using Question = std::function<Answer(shogi::Prover&)>;

    explicit ProblemJudge(QObject* parent = nullptr);
    ~ProblemJudge() override;  // stops the question and waits for its thread

    void ask(Question question);
    void cancel();
    bool busy() const { return thread_.joinable(); }

signals:
    void answered(const ui::ProblemJudge::Answer& answer);

private:
    void collect();  // GUI thread
    void finish();   // stops and joins the worker

    shogi::Prover prover_{18};
    std::atomic<bool> stop_{false};
    std::thread thread_;
    std::mutex mutex_;
    std::optional<Answer> answer_;  // guarded by mutex_
    QTimer collector_;
};

}  // namespace ui
