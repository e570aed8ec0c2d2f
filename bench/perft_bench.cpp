// Perft speed of the start positions (Google Benchmark). Run: build/bench/shogi-bench
#include <benchmark/benchmark.h>

#include "notation/PositionText.h"
#include "perft/Perft.h"

namespace {

void perftStart(benchmark::State& state, const char* variantId, int depth) {
    const shogi::Variant& variant = *shogi::findVariant(variantId);
    std::uint64_t nodes = 0;
    for (auto _ : state) {
        shogi::Position pos = shogi::startPosition(variant);
        nodes = shogi::perft(pos, depth);
        benchmark::DoNotOptimize(nodes);
    }
    state.counters["nodes"] = static_cast<double>(nodes);
    state.counters["nps"] = benchmark::Counter(static_cast<double>(nodes) * state.iterations(),
                                               benchmark::Counter::kIsRate);
}

}  // namespace

BENCHMARK_CAPTURE(perftStart, micro_depth6, "micro", 6)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(perftStart, heian_dai_depth4, "heian-dai", 4)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(perftStart, macadamia_depth4, "macadamia", 4)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(perftStart, hook_depth4, "hook", 4)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(perftStart, maka_dai_dai_depth4, "maka-dai-dai", 4)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
