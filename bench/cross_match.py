#!/usr/bin/env python3
"""A match between two builds of shogi-cli (for example this commit against commit 24998d3,
the reference of docs/engine.md), in any variant, refereed by our core.

Two ways to run the engines:
- by default each move is one `shogi-cli go VARIANT --position POS --time MS --level L` of
  the engine to move, given the position reached (so neither engine keeps a table between
  moves, nor sees the game's earlier positions: alike for both);
- with --xboard each engine is one `shogi-cli xboard --level L` session for the whole match
  (XBoard's protocol: `new`, `variant`, `force`, the opening as `usermove`s, `st`, then
  `go` and `usermove`), so each keeps its table and knows the whole game, repetitions
  included. The time is given as `st` in seconds with a fraction, and as a clock (`time`) of
  40 moves at that rate for builds whose `st` takes whole seconds only (24998d3's plans 1/40
  of its clock per move). The engines answer in XBoard's leg notation; the referee turns each
  move into our move text, which every build reads, before the other engine gets it.
The referee (`--referee`, by default the first engine's shogi-cli; in xboard mode it must
take XBoard's legs, as `shogi-cli play` does since commit cda816b) plays every move on the game
so far with `shogi-cli play` and decides the game's end; a move it refuses loses the game
for the engine that played it. Openings are paired: each (a few random legal plies from
--seed) is played twice with colours swapped. Games that reach --max-plies are adjudicated
as `shogi-cli match` does: the side that the referee's static evaluation (`shogi-cli
features`) puts at least --adjudicate centipawns ahead wins (`adjudicated`), otherwise the
game is a draw (`ply-limit`); --adjudicate 0 makes every such game a draw.

  python3 bench/cross_match.py NEW_CLI OLD_CLI --variant macadamia --games 20 --movetime 200 --xboard

Prints one line per game and a report: the first engine's score in points and percent,
W/D/L, how the games ended, each engine's mean time per move and mean depth.
"""
import argparse
import json
import random
import statistics
import subprocess
import sys
import time

from referee import Referee, random_opening
from xboard_process import XboardProcess


def think(cli, variant, position, movetime, level, threads):
    cmd = [cli, "go", variant, "--position", position, "--time", str(movetime), "--level", level]
    if threads != 1:
        cmd += ["--threads", str(threads)]
    start = time.monotonic()
    r = subprocess.run(cmd, capture_output=True, text=True)
    ms = (time.monotonic() - start) * 1000
    fields = dict(line.split(" ", 1) for line in r.stdout.splitlines() if " " in line)
    if r.returncode != 0 or "bestmove" not in fields:
        return None, ms, None, None
    return fields["bestmove"], ms, int(fields.get("depth", 0)), int(fields.get("time", 0))


class XboardEngine:
    """One `shogi-cli xboard` session, kept for the whole match."""

    def __init__(self, cli, variant, level, movetime, threads):
        self.variant, self.movetime, self.threads = variant, movetime, threads
        self.process = XboardProcess([cli, "xboard", "--level", level])
        self.send("xboard")
        self.send("protover 2")
        if not any("done=1" in line for line in self.process.lines(30, until="feature")):
            raise RuntimeError(f"{cli} xboard: no feature line")
        self.playing = False

    def send(self, line):
        self.process.send(line)

    def new_game(self, opening):
        for line in ["new", f"variant {self.variant}", "force", f"st {self.movetime / 1000:g}", "post"]:
            self.send(line)
        if self.threads != 1:
            self.send(f"cores {self.threads}")
        for m in opening:
            self.send(f"usermove {m}")
        self.playing = False

    def move(self, last):
        """The engine's reply to the opponent's move `last` (None: it moves first): (move or
        None, wall ms, depth of its last thinking line)."""
        self.send(f"time {self.movetime * 40 // 10}")  # centiseconds: 40 moves at movetime
        start = time.monotonic()
        if last:
            self.send(f"usermove {last}")
        if not self.playing:
            self.send("go")
            self.playing = True
        # A multi-leg move may come as one `move` line per leg, each but the last ending in a
        # comma (XBoard's way for Lion moves): the legs are joined.
        move, lines = "", []
        while not move or move.endswith(","):
            more = self.process.lines(60 + self.movetime / 100, until="move ")
            if not more or not more[-1].startswith("move "):
                move = ""
                break
            lines += more
            move += more[-1].split()[1]
        ms = (time.monotonic() - start) * 1000
        depths = [int(line.split()[0]) for line in lines if line.split() and line.split()[0].isdigit()]
        return (move or None), ms, (depths[-1] if depths else 0)

    def close(self):
        self.process.close()


def static_eval(cli, variant, position):
    """The referee's static evaluation of `position`, from the side to move's view."""
    out = subprocess.run([cli, "features", variant, "--position", position], check=True, capture_output=True,
                         text=True).stdout
    return int(next(line.split()[1] for line in out.splitlines() if line.startswith("eval ")))


def play_game(args, referee, engines, opening, first_black, sessions=None):
    """engines: (first, second); sessions: their XboardEngines in --xboard mode. The result
    from the first engine's side: 1, 0.5 or 0."""
    moves = list(opening)
    if sessions:
        for session in sessions:
            session.new_game(opening)
    black, white = (0, 1) if first_black else (1, 0)
    used = {0: [], 1: []}
    depths = {0: [], 1: []}
    while True:
        position, state = referee.play(moves)
        if state[0] != "ongoing":
            winner = None if state[0] == "draw" else (black if state[0] == "black-wins" else white)
            reason = state[1] if len(state) > 1 else state[0]
            break
        if len(moves) >= args.max_plies:
            winner, reason = None, "ply-limit"
            if args.adjudicate > 0:
                score = static_eval(referee.cli, args.variant, position)
                mover = black if len(moves) % 2 == 0 else white
                if abs(score) >= args.adjudicate:
                    winner, reason = (mover if score > 0 else 1 - mover), "adjudicated"
            break
        mover = black if len(moves) % 2 == 0 else white
        if sessions:
            last = moves[-1] if len(moves) > len(opening) else None
            move, engine_ms, depth = sessions[mover].move(last)
        else:
            move, _, depth, engine_ms = think(engines[mover], args.variant, position, args.movetime, args.level,
                                              args.threads[mover])
        if move is None or move == "none":
            winner, reason = 1 - mover, "no-move"
            break
        try:
            referee.play(moves + [move])
        except RuntimeError:
            winner, reason = 1 - mover, "illegal-move"
            break
        if sessions:
            # Our move text, which every build's xboard session reads (24998d3's does not
            # read every leg notation of today's builds, e.g. a bent move as one leg).
            move = referee.texts(moves + [move])[-1]
        moves.append(move)
        used[mover].append(engine_ms)
        depths[mover].append(depth)
    score = 0.5 if winner is None else (1.0 if winner == 0 else 0.0)
    return {"opening": opening, "first_black": first_black, "plies": len(moves), "score": score,
            "reason": reason, "moves": moves,
            "ms": {k: statistics.mean(v) if v else 0 for k, v in used.items()},
            "depth": {k: statistics.mean(v) if v else 0 for k, v in depths.items()}}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("first", help="shogi-cli of the first engine")
    ap.add_argument("second", help="shogi-cli of the second engine")
    ap.add_argument("--variant", required=True)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--movetime", type=int, default=200, help="ms per move, both engines")
    ap.add_argument("--level", default="master")
    ap.add_argument("--threads", type=int, nargs=2, default=[1, 1], metavar=("FIRST", "SECOND"))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--opening-plies", type=int, default=4)
    ap.add_argument("--max-plies", type=int, default=400)
    ap.add_argument("--adjudicate", type=int, default=600, help="centipawns ahead that win at the ply limit (0: draw)")
    ap.add_argument("--referee", help="shogi-cli that referees (default: the first)")
    ap.add_argument("--out", help="per-game log, one JSON object a line")
    ap.add_argument("--xboard", action="store_true", help="one xboard session per engine for the whole match")
    args = ap.parse_args()

    referee = Referee(args.referee or args.first, args.variant)
    rng = random.Random(args.seed)
    engines = (args.first, args.second)
    games = []
    out = open(args.out, "w") if args.out else None
    opening = None
    sessions = None
    if args.xboard:
        sessions = [XboardEngine(cli, args.variant, args.level, args.movetime, t)
                    for cli, t in zip(engines, args.threads)]
    for g in range(args.games):
        if g % 2 == 0:
            opening = random_opening(referee, rng, args.opening_plies)
        game = play_game(args, referee, engines, opening, first_black=g % 2 == 0, sessions=sessions)
        games.append(game)
        side = "black" if game["first_black"] else "white"
        verdict = {1.0: "win", 0.5: "draw", 0.0: "loss"}[game["score"]]
        print(f"game {g + 1}: first {side}, {verdict} by {game['reason']} after {game['plies']} plies "
              f"(ms/move {game['ms'][0]:.0f} vs {game['ms'][1]:.0f}, depth {game['depth'][0]:.1f} vs "
              f"{game['depth'][1]:.1f})", flush=True)
        if out:
            out.write(json.dumps(game) + "\n")
            out.flush()

    for session in sessions or []:
        session.close()
    n = len(games)
    points = sum(g["score"] for g in games)
    wins = sum(g["score"] == 1.0 for g in games)
    draws = sum(g["score"] == 0.5 for g in games)
    reasons = {}
    for g in games:
        key = g["reason"] + (" (draw)" if g["score"] == 0.5 else " (first won)" if g["score"] == 1 else " (first lost)")
        reasons[key] = reasons.get(key, 0) + 1
    print(f"variant {args.variant}, {args.movetime} ms per move, level {args.level}, threads {args.threads}, "
          f"{'xboard sessions' if args.xboard else 'one process per move'}")
    print(f"first {args.first}\nsecond {args.second}")
    print(f"games {n}: first scored {points:g} ({100 * points / max(n, 1):.1f}%), "
          f"+{wins} ={draws} -{n - wins - draws}")
    print("ended: " + ", ".join(f"{k} {v}" for k, v in sorted(reasons.items())))
    for k, name in ((0, "first"), (1, "second")):
        print(f"{name}: {statistics.mean(g['ms'][k] for g in games):.0f} ms per move (engine's own time), "
              f"mean depth {statistics.mean(g['depth'][k] for g in games):.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
