// Perft speed of the start positions (Google Benchmark). Run: build/bench/shogi-bench
// Every registered variant is measured, at the depth that gives a tree of about half a
// million leaves or more (perftDepthFor).
#include <benchmark/benchmark.h>

#include <string>

#include "position/PositionText.h"
#include "perft/Perft.h"

namespace {

constexpr std::uint64_t kLeaves = 500000;

void perftStart(benchmark::State& state, const shogi::Variant* variant, int depth) {
    std::uint64_t nodes = 0;
    for (auto _ : state) {
        shogi::Position pos = shogi::startPosition(*variant);
        nodes = shogi::perft(pos, depth);
        benchmark::DoNotOptimize(nodes);
    }
    state.counters["nodes"] = static_cast<double>(nodes);
    state.counters["nps"] = benchmark::Counter(static_cast<double>(nodes) * state.iterations(),
                                               benchmark::Counter::kIsRate);
}

}  // namespace

int main(int argc, char** argv) {
    for (const shogi::Variant* v : shogi::allVariants()) {
        shogi::Position start = shogi::startPosition(*v);
        const int depth = shogi::perftDepthFor(start, kLeaves);
        benchmark::RegisterBenchmark((std::string("perftStart/") + v->id() + "_depth" + std::to_string(depth)).c_str(),
                                     perftStart, v, depth)
            ->Unit(benchmark::kMillisecond);
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
