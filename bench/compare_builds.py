#!/usr/bin/env python3
"""Speed of several builds side by side, measured in the same run.

Each build is LABEL=BUILD_DIR (a CMake build directory of this project, of any commit that
has bench/shogi-search-bench). For every build, in turn and repeated --reps times so that
the machine's noise falls on all of them alike:
- nodes per second: BUILD_DIR/bench/shogi-search-bench on the start and middlegame
  positions of every variant (a fixed budget of nodes, the strongest level, one thread);
- with --time-to-depth: BUILD_DIR/cli/shogi-cli go --depth D on the positions of
  bench/positions.txt (time_to_depth.py's depths; a fresh process per search), the
  engine's own time and nodes.
Prints the medians, the depth each build reached, and each build's ratio to the first.
With --statistic best it prints each build's fastest run instead: on a shared host the noise
only ever slows a run down, so the fastest of many is the steadier figure when the medians
of one build wander by more than the builds differ.

To build an older commit beside this checkout (ccache makes the second build quick):

  git worktree add ../old 24998d3
  cmake -S ../old -B ../old/build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
  ninja -C ../old/build shogi-search-bench shogi-cli
  python3 bench/compare_builds.py old=../old/build new=build --reps 3 --time-to-depth
"""
import argparse
import json
import os
import statistics
import subprocess
import sys

from time_to_depth import DEPTHS, positions, search

LARGE = "heian-dai|macadamia|hook|maka-dai-dai"


def nodes_per_second(build, variants):
    bench = os.path.join(build, "bench", "shogi-search-bench")
    out = subprocess.run([bench, f"--benchmark_filter=search_(start|middlegame)/({variants})",
                          "--benchmark_format=json"], check=True, capture_output=True, text=True).stdout
    return {b["name"]: (b["nps"], int(b.get("depth", 0))) for b in json.loads(out)["benchmarks"]}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("builds", nargs="+", metavar="LABEL=BUILD_DIR")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--variants", default=LARGE, help="variant ids, |-separated (default: the large ones)")
    ap.add_argument("--time-to-depth", action="store_true", help="also time shogi-cli go --depth D")
    ap.add_argument("--positions", default=os.path.join(os.path.dirname(__file__), "positions.txt"))
    ap.add_argument("--depth", type=int, help="with --time-to-depth: this depth in every variant")
    ap.add_argument("--no-nps", action="store_true", help="time to depth only (builds without shogi-search-bench)")
    ap.add_argument("--statistic", choices=("median", "best"), default="median",
                    help="what of the --reps runs to report: the median, or the fastest run")
    args = ap.parse_args()
    builds = [b.split("=", 1) for b in args.builds]
    if any(len(b) != 2 for b in builds):
        ap.error("each build is LABEL=BUILD_DIR")
    labels = [label for label, _ in builds]
    best = args.statistic == "best"
    stat = "fastest" if best else "median"

    nps = {}  # (bench, label) -> [(nps, depth)]
    for _ in range(0 if args.no_nps else args.reps):
        for label, build in builds:
            for name, value in nodes_per_second(build, args.variants).items():
                nps.setdefault((name, label), []).append(value)
    if nps:
        print("nodes/s (%s of %d)" % (stat, args.reps))
        print("\t".join(["benchmark"] + labels + [f"{l}/{labels[0]}" for l in labels[1:]]))
    for name in sorted({n for n, _ in nps}, key=lambda n: (n.split("/")[1], n)):
        figures = [(max if best else statistics.median)(v for v, _ in nps[(name, label)]) for label in labels]
        depths = [nps[(name, label)][0][1] for label in labels]
        cells = [f"{m / 1000:.0f}k d{d}" for m, d in zip(figures, depths)]
        print("\t".join([name] + cells + [f"{m / figures[0]:.2f}" for m in figures[1:]]))

    if not args.time_to_depth:
        return 0
    wanted = set(args.variants.split("|"))
    print("time to depth (engine's ms, %s of %d; nodes of the first run)" % (stat, args.reps))
    print("\t".join(["variant", "position", "depth"] + labels + [f"{labels[0]}/{l}" for l in labels[1:]]))
    for variant, where, text in positions(args.positions):
        if variant not in wanted:
            continue
        depth = args.depth or DEPTHS.get(variant, 6)
        runs = {label: [] for label in labels}
        for _ in range(args.reps):
            for label, build in builds:
                runs[label].append(search(os.path.join(build, "cli", "shogi-cli"), variant, text, depth, 1))
        ms = [(min if best else statistics.median)(r[0] for r in runs[label]) for label in labels]
        cells = [f"{m:.0f} ms, {runs[label][0][1]} nodes" for m, label in zip(ms, labels)]
        print("\t".join([variant, where, str(depth)] + cells + [f"{ms[0] / max(m, 1):.2f}x" for m in ms[1:]]),
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
