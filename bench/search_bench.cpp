// Search speed (Google Benchmark): nodes per second of the strongest level on each variant's
// start position and on a middlegame position, with a fixed node budget so every run does
// the same work. Run: build/bench/shogi-search-bench
// The middlegame positions are read from bench/positions.txt (one line per variant), so every
// measurement uses the same ones and a new variant needs no change here.
#include <benchmark/benchmark.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <map>
#include <string>
#include <thread>

#include "BenchPositions.h"
#include "engine/Engine.h"
#include "game/Game.h"

namespace {

void searchNodes(benchmark::State& state, const char* variantId, const char* positionText) {
    const shogi::Variant& variant = *shogi::findVariant(variantId);
    shogi::Position start = shogi::startPosition(variant);
    if (positionText) {
        std::string error;
        start = *shogi::parsePosition(variant, positionText, error);
    }
    const shogi::Game game(variant, start);
    std::uint64_t nodes = 0;
    int depth = 0;
    for (auto _ : state) {
        state.PauseTiming();  // a fresh engine each time: an empty table, the same work
        auto engine = shogi::makeEngine("master", 1);
        state.ResumeTiming();
        std::atomic<bool> stop{false};
        const shogi::SearchResult r = engine->search(game, shogi::SearchLimits::ofNodes(300000), stop);
        nodes += r.nodes;
        depth = r.depth;
        benchmark::DoNotOptimize(r.best);
    }
    state.counters["depth"] = depth;
    state.counters["nps"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}

// How long the search takes to return after another thread raises the stop flag (the
// requirement is 20 ms): the flag is raised 100 ms into an unlimited search.
void stopLatency(benchmark::State& state, const char* variantId, const char* positionText) {
    using Clock = std::chrono::steady_clock;
    const shogi::Variant& variant = *shogi::findVariant(variantId);
    std::string error;
    const shogi::Game game(variant, positionText ? *shogi::parsePosition(variant, positionText, error)
                                                 : shogi::startPosition(variant));
    double worstMs = 0, totalMs = 0;
    int runs = 0;
    for (auto _ : state) {
        auto engine = shogi::makeEngine("master", 1);
        std::atomic<bool> stop{false};
        Clock::time_point raised;
        std::thread stopper([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
            raised = Clock::now();
            stop = true;
        });
        engine->search(game, {}, stop);
        const auto returned = Clock::now();
        stopper.join();
        const double ms = std::chrono::duration<double, std::milli>(returned - raised).count();
        worstMs = std::max(worstMs, ms);
        totalMs += ms;
        ++runs;
    }
    state.counters["worst_ms"] = worstMs;
    state.counters["mean_ms"] = runs ? totalMs / runs : 0;
}

void registerAll() {
    static const std::map<std::string, std::string> middlegames = bench::readPositions(SHOGI_BENCH_POSITIONS);
    for (const shogi::Variant* v : shogi::allVariants()) {
        const std::string id = v->id();
        const auto found = middlegames.find(id);
        const char* middlegame = found != middlegames.end() ? found->second.c_str() : nullptr;
        std::string error;
        if (middlegame && !shogi::parsePosition(*v, middlegame, error)) {
            std::fprintf(stderr, "positions.txt, %s: %s\n", id.c_str(), error.c_str());
            middlegame = nullptr;
        }
        benchmark::RegisterBenchmark(("search_start/" + id).c_str(), searchNodes, v->id(), nullptr)
            ->Unit(benchmark::kMillisecond);
        if (middlegame)
            benchmark::RegisterBenchmark(("search_middlegame/" + id).c_str(), searchNodes, v->id(), middlegame)
                ->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark(("stop_latency/" + id).c_str(), stopLatency, v->id(), middlegame)
            ->Iterations(5)
            ->Unit(benchmark::kMillisecond);
    }
}

}  // namespace

int main(int argc, char** argv) {
    registerAll();
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
