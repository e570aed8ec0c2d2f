// Speed of the attack test (Google Benchmark): isAttacked on every square for both sides, on
// each variant's start position and its middlegame position from bench/positions.txt.
// Run: build/bench/shogi-attack-bench
#include <benchmark/benchmark.h>

#include <map>
#include <string>

#include "BenchPositions.h"
#include "movegen/MoveGen.h"
#include "position/PositionText.h"

namespace {

void everySquare(benchmark::State& state, const shogi::Variant* variant, std::string positionText) {
    std::string error;
    const shogi::Position pos =
        positionText.empty() ? shogi::startPosition(*variant) : *shogi::parsePosition(*variant, positionText, error);
    std::int64_t calls = 0;
    for (auto _ : state) {
        int attacked = 0;
        for (shogi::Square s : variant->squares())
            for (shogi::Side by : {shogi::kBlack, shogi::kWhite}) attacked += shogi::isAttacked(pos, s, by);
        benchmark::DoNotOptimize(attacked);
        calls += 2 * static_cast<std::int64_t>(variant->squares().size());
    }
    state.counters["calls"] = benchmark::Counter(static_cast<double>(calls), benchmark::Counter::kIsRate);
}

}  // namespace

int main(int argc, char** argv) {
    const auto middlegames = bench::readPositions(SHOGI_BENCH_POSITIONS);
    for (const shogi::Variant* v : shogi::allVariants()) {
        benchmark::RegisterBenchmark((std::string("attack_start/") + v->id()).c_str(), everySquare, v, std::string());
        const auto found = middlegames.find(v->id());
        if (found != middlegames.end())
            benchmark::RegisterBenchmark((std::string("attack_middlegame/") + v->id()).c_str(), everySquare, v,
                                         found->second);
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
