#!/usr/bin/env python3
"""Time to a fixed depth, 1 thread against N threads, on the benchmark positions.

For every variant of bench/positions.txt, both its start position and its middlegame
position are searched to a fixed depth by `shogi-cli go --depth D --threads T` (a fresh
process each time, so every search starts with an empty table). Each measurement is
repeated and the median is reported, with the ratio of the medians measured in the same
run. An older shogi-cli without --threads can be measured at 1 thread with --threads 1.

  python3 bench/time_to_depth.py build/cli/shogi-cli --threads 1 2 --reps 5
"""
import argparse
import os
import statistics
import subprocess
import sys

# Depths that take 0.3 to 5 s on one thread of this project's 2-core machine with the pruned
# search (shorter searches measure the start-up more than the search).
DEPTHS = {"micro": 14, "heian-dai": 9, "macadamia": 8, "hook": 7, "maka-dai-dai": 8}


def positions(path):
    out = []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            variant, text = line.split(" ", 1)
            out.append((variant, "start", None))
            out.append((variant, "middle", text))
    return out


def search(cli, variant, position, depth, threads):
    cmd = [cli, "go", variant, "--depth", str(depth)]
    if threads != 1:
        cmd += ["--threads", str(threads)]
    if position:
        cmd += ["--position", position]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    fields = dict(line.split(" ", 1) for line in out.splitlines() if " " in line)
    return int(fields["time"]), int(fields["nodes"]), int(fields["depth"])


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("cli")
    ap.add_argument("--threads", type=int, nargs="+", default=[1, 2])
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--positions", default=os.path.join(os.path.dirname(__file__), "positions.txt"))
    ap.add_argument("--variants", nargs="*", help="only these variant ids")
    ap.add_argument("--depth-offset", type=int, default=0, help="add to every depth (negative: quicker runs)")
    args = ap.parse_args()

    header = "variant        position  depth" + "".join(f"  {t:>2} thr ms   nodes" for t in args.threads)
    if len(args.threads) > 1:
        header += "".join(f"  x{t}/x{args.threads[0]}" for t in args.threads[1:])
    print(header)
    ratios = {t: [] for t in args.threads[1:]}
    for variant, where, text in positions(args.positions):
        if args.variants and variant not in args.variants:
            continue
        depth = DEPTHS.get(variant, 6) + args.depth_offset
        medians = {}
        row = f"{variant:<14} {where:<8} {depth:>6}"
        # Interleaved repetitions: machine noise hits every thread count alike.
        runs = {t: [] for t in args.threads}
        for _ in range(args.reps):
            for t in args.threads:
                runs[t].append(search(args.cli, variant, text, depth, t))
        for t in args.threads:
            ms = statistics.median(r[0] for r in runs[t])
            nodes = statistics.median(r[1] for r in runs[t])
            medians[t] = ms
            row += f"  {ms:>9.0f} {nodes:>9.0f}"
        for t in args.threads[1:]:
            ratio = medians[args.threads[0]] / max(medians[t], 1)
            ratios[t].append(ratio)
            row += f"  {ratio:>7.2f}"
        print(row, flush=True)
    for t, rs in ratios.items():
        if rs:
            print(f"speed-up {t} threads over {args.threads[0]}: median {statistics.median(rs):.2f}, "
                  f"geometric mean {statistics.geometric_mean(rs):.2f} over {len(rs)} positions")


if __name__ == "__main__":
    sys.exit(main())
