#!/usr/bin/env python3
"""Elo of the computer's levels, from matches in one variant (Micro by default).

Neighbouring levels play each other (`shogi-cli match`, paired openings, the same time per
move for both), and `master` plays Fairy-Stockfish (bench/micro_vs_fairy.py, Micro only).
Each score s gives an Elo difference of -400 log10(1/s - 1); a clean sweep counts as
(N - 0.5) / N of N games, so no difference is infinite. The scale is anchored on
Fairy-Stockfish at the same time per move = --anchor (2000 by default); without the Fairy
match, on `master` = --anchor. The output ends with one line per level, `LEVEL ELO`, the
numbers kept in core/engine/Levels.cpp.

  python3 bench/level_elo.py build/cli/shogi-cli --games 40 --movetime 200

--balanced CP plays the Fairy-Stockfish match from balanced openings (micro_vs_fairy.py
--balanced: random openings decide most Micro games before either engine thinks, which pulls
every score towards 50%). --fairy-score POINTS/GAMES takes the anchor from a match already
played (for example several seeds of micro_vs_fairy.py pooled) instead of playing one.
"""
import argparse
import math
import os
import re
import subprocess
import sys

LEVELS = ["random", "beginner", "casual", "strong", "master"]


def elo_difference(points, games):
    s = min(max(points, 0.5), games - 0.5) / games
    return -400 * math.log10(1 / s - 1)


def match(cli, variant, first, second, games, movetime, seed, max_plies=None):
    extra = ["--max-plies", str(max_plies)] if max_plies else []
    out = subprocess.run([cli, "match", variant, "--games", str(games), "--time", str(movetime), "--first", first,
                          "--second", second, "--seed", str(seed)] + extra, check=True, capture_output=True,
                         text=True).stdout
    wins = int(re.search(r"^wins (\d+)", out, re.M).group(1))
    draws = int(re.search(r"^draws (\d+)", out, re.M).group(1))
    losses = int(re.search(r"^losses (\d+)", out, re.M).group(1))
    return wins + 0.5 * draws, wins, draws, losses


def fairy_match(cli, games, movetime, seed, balanced):
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "micro_vs_fairy.py")
    extra = ["--balanced", str(balanced)] if balanced is not None else []
    out = subprocess.run([sys.executable, script, "--cli", cli, "--games", str(games), "--movetime", str(movetime),
                          "--seed", str(seed)] + extra, check=True, capture_output=True, text=True).stdout
    m = re.search(r"^score ([\d.]+)/(\d+) .*W (\d+)\s+D (\d+)\s+L (\d+)", out, re.M)
    return float(m.group(1)), int(m.group(3)), int(m.group(4)), int(m.group(5))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("cli")
    ap.add_argument("--variant", default="micro")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--movetime", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--anchor", type=int, default=2000)
    ap.add_argument("--no-fairy", action="store_true", help="anchor on master instead of Fairy-Stockfish")
    ap.add_argument("--random-at", type=int, metavar="ELO", help="anchor the scale on the random mover at ELO "
                    "(the large variants, which have no outside anchor, keep random's Micro number)")
    ap.add_argument("--max-plies", type=int, help="the matches' ply limit (shogi-cli match's own by default)")
    ap.add_argument("--balanced", type=int, metavar="CP", help="the Fairy-Stockfish match from balanced openings")
    ap.add_argument("--fairy-score", metavar="POINTS/GAMES", help="master's score against Fairy-Stockfish, "
                    "measured already: no match is played")
    args = ap.parse_args()

    differences = {}  # level -> Elo above the level below it
    for lower, upper in zip(LEVELS, LEVELS[1:]):
        points, w, d, l = match(args.cli, args.variant, upper, lower, args.games, args.movetime, args.seed,
                                 args.max_plies)
        differences[upper] = elo_difference(points, args.games)
        print(f"{upper} vs {lower}: {points:g}/{args.games} (+{w} ={d} -{l}) -> {differences[upper]:+.0f}", flush=True)

    master = args.anchor
    if args.fairy_score and not args.no_fairy:
        points, games = (float(x) for x in args.fairy_score.split("/"))
        master = args.anchor + elo_difference(points, games)
        print(f"master vs fairy-stockfish: {points:g}/{games:g} (given) -> "
              f"{master - args.anchor:+.0f} (Fairy-Stockfish = {args.anchor})", flush=True)
    elif not args.no_fairy and args.variant == "micro":
        points, w, d, l = fairy_match(args.cli, args.games, args.movetime, args.seed, args.balanced)
        master = args.anchor + elo_difference(points, args.games)
        print(f"master vs fairy-stockfish: {points:g}/{args.games} (+{w} ={d} -{l}) -> "
              f"{master - args.anchor:+.0f} (Fairy-Stockfish = {args.anchor})", flush=True)
    elo = {"master": master}
    for lower, upper in reversed(list(zip(LEVELS, LEVELS[1:]))):
        elo[lower] = elo[upper] - differences[upper]
    if args.random_at is not None:
        shift = args.random_at - elo["random"]
        elo = {level: value + shift for level, value in elo.items()}
    for level in LEVELS:
        print(f"{level} {elo[level]:.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
