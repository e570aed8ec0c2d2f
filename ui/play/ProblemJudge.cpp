#include "play/ProblemJudge.h"

namespace ui {

ProblemJudge::ProblemJudge(QObject* parent) : QObject(parent) {
    prover_.setStopFlag(&stop_);
    collector_.setInterval(15);
    connect(&collector_, &QTimer::timeout, this, &ProblemJudge::collect);
}

ProblemJudge::~ProblemJudge() { finish(); }

void ProblemJudge::finish() {
    stop_ = true;
    if (thread_.joinable()) thread_.join();
    collector_.stop();
    const std::lock_guard<std::mutex> lock(mutex_);
    answer_.reset();
}

void ProblemJudge::ask(Question question) {
    finish();
    stop_ = false;
    thread_ = std::thread([this, question = std::move(question)] {
        Answer answer = question(prover_);
        const std::lock_guard<std::mutex> lock(mutex_);
        answer_ = std::move(answer);
    });
    collector_.start();
}

void ProblemJudge::cancel() { finish(); }

void ProblemJudge::collect() {
    std::optional<Answer> answer;
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        answer.swap(answer_);
    }
    if (!answer) return;
    thread_.join();
    collector_.stop();
    emit answered(*answer);
}

}  // namespace ui
