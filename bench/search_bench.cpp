// Search speed (Google Benchmark): nodes per second of the strongest level on each variant's
// start position and on a middlegame position, with a fixed node budget so every run does
// the same work. Run: build/bench/shogi-search-bench
// The middlegame positions come from the engine playing itself at 100 ms per move (see
// docs/engine.md); they are listed here so every measurement uses the same ones.
#include <benchmark/benchmark.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "engine/Engine.h"
#include "game/Game.h"

namespace {

struct BenchPosition {
    const char* variant;
    const char* position;  // nullptr: the start position
};

const BenchPosition kMiddlegames[] = {
    // after 16 plies
    {"micro", "k,b,+b,1/p,1,p,1/1,S,S,1/3,+G/2,K,1 b G"},
    // after 40 plies
    {"heian-dai", "l,2,c,1,g,k,g,s,c,2,l/fc,1,i,1,ft,s,sm,4,i,fc/1,p,2,p,p,p,p,p,ft,1,p,1/p,1,p,p,2,gb,2,p,2,p/13/10,P,2/n,1,N,7,n,2/13/6,GB,6/1,P,P,6,P,2,P/P,2,P,P,P,P,P,P,FT,1,P,1/FC,3,FT,1,SM,4,I,FC/L,1,I,C,S,G,K,G,S,C,2,L b -"},
    // after 40 plies
    {"macadamia", "l,ph,c,s,g,pi,k,pr,g,s,c,ky,l/1,d,3,t,e,t,3,d,1/r,rc,gu,b,cs,hm,q,1,cs,b,1,lc,1/p,p,1,p,p,p,p,p,1,p,1,+wr,p/2,p,sn,4,p,sn,3/2,+ca,10/13/13/P,4,+PI,7/1,P,+CA,P,1,P,2,P,P,P,P,P/R,LC,WR,1,CS,1,Q,1,CS,B,GU,RC,R/1,D,3,T,E,T,3,D,1/L,KY,C,S,G,PR,K,1,G,S,C,PH,L b -"},
    // after 40 plies
    {"hook", "l,fl,o,t,c,s,g,de,k,g,s,c,t,o,fl,l/rv,1,hm,ps,1,ew,bt,1,dv,bt,ew,1,ok,tg,1,rv/sm,vm,b,fh,fy,ca,ds,ph,ky,1,pc,fy,fh,b,vm,sm/2,r,1,dk,1,ve,4,dk,dh,r,vc,sc/p,p,1,p,p,p,1,p,p,p,p,p,p,p,p,p/1,dh,4,p,1,ve,2,gb,4/4,+sc,3,rd,7/5,ln,10/1,CA,10,ld,3/8,+VE,7/4,GB,1,VF,1,P,2,GB,4/P,P,P,P,P,P,P,P,1,P,P,P,P,P,P,P/SC,VC,R,DH,DK,1,VE,1,Q,RD,VF,DK,DH,R,VC,SC/SM,VM,B,FH,FY,PC,1,KY,PH,2,FY,FH,B,VM,SM/RV,1,TG,OK,1,EW,BT,DV,DS,BT,EW,1,PS,HM,1,RV/L,FL,O,T,C,S,G,K,DE,G,S,C,T,O,FL,L b -"},
    // after 40 plies
    {"maka-dai-dai", "l,eg,st,tg,i,c,s,g,ds,k,dv,g,s,c,i,tg,st,eg,l/rv,1,cs,1,bm,1,rd,1,bt,1,bt,1,co,1,cc,1,cs,1,rv/1,or,1,ab,dh,bb,fl,ew,de,ln,ky,ew,fl,bb,1,ab,1,or,1/do,1,n,1,vo,1,fd,1,gg,1,wr,1,fd,1,vo,1,n,1,do/r,rc,sm,sf,vm,b,sd,dk,hm,1,q,1,bd,b,vm,sf,sm,lc,r/p,p,p,p,p,p,p,p,p,p,p,dk,p,p,p,p,p,p,p/11,p,1,gb,5/5,+gb,13/6,ph,12/19/6,dh,5,ca,6/2,B,16/4,P,GB,2,SD,P,3,GB,5/P,P,P,P,1,P,P,P,P,1,P,P,P,P,P,P,P,P,P/R,LC,SM,SF,VM,FD,DH,DK,+LN,Q,HM,1,DK,B,VM,SF,SM,RC,R/DO,1,N,1,VO,2,BD,WR,1,GG,1,FD,1,VO,1,N,1,DO/1,OR,1,AB,1,BB,FL,EW,KY,1,DE,EW,FL,BB,DH,AB,1,OR,1/RV,1,CS,1,CC,1,CO,1,BT,1,BT,1,RD,1,BM,1,CS,1,RV/L,EG,ST,TG,I,C,S,G,DV,K,DS,G,S,C,I,TG,ST,EG,L b -"},
};

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
        const shogi::SearchResult r = engine->search(game, {0, 0, 300000}, stop);
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
    for (const BenchPosition& p : kMiddlegames) {
        benchmark::RegisterBenchmark((std::string("search_start/") + p.variant).c_str(), searchNodes, p.variant, nullptr)
            ->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark((std::string("search_middlegame/") + p.variant).c_str(), searchNodes, p.variant,
                                     p.position)
            ->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark((std::string("stop_latency/") + p.variant).c_str(), stopLatency, p.variant,
                                     p.position)
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
