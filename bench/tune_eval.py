#!/usr/bin/env python3
"""Texel tuning of the evaluation weights of one variant, from self-play.

1. Self-play: `shogi-cli xboard` plays both sides at a fixed depth (`sd`), from an opening of
   two random plies (Black's and White's, drawn from the start position's move lists with
   --seed), until the game ends or --max-plies (then adjudicated like `shogi-cli match`: a side
   --adjudicate centipawns ahead by the static evaluation wins, otherwise a draw).
2. Positions: `shogi-cli features VARIANT --every-ply --search 1 MOVE...` gives every position of
   a game with its features, its evaluation and the score of a 1-ply search. Left out: the
   opening plies, positions in check, and tactical ones (search score more than --quiet-margin
   from the static evaluation). Each is labelled with the game's result from the side to move's
   view (1, 0.5, 0).
3. Tuning: the evaluation is the dot product of features and weights (docs/engine.md,
   "shogi-cli features"). K of sigmoid(e) = 1 / (1 + 10^(-K e / 400)) is fitted first; then the
   weights marked `tuned` move by coordinate descent (each round, each weight one step up or down
   if that lowers the mean squared error on the training games), starting from the binary's
   weights. Every fifth game (g % 5 == --fold) is kept for validation: the weights kept are those of the round
   with the lowest validation error (early stopping). The run is deterministic for a --seed.
   With --games-from, the games are read from match logs instead of played: the --out files of
   bench/micro_vs_fairy.py (our engine against Fairy-Stockfish at match speed), so that Micro,
   whose depth-1 self-play teaches little, learns from games between two strong players. A
   game that ended by a forfeit (an illegal move, no reply, a dead drop) is left out.
   With --fairy-depth D as well (Micro), a position is labelled not by its game's result but by
   Fairy-Stockfish's score of it, searched to depth D from an empty table, as a probability:
   1 / (1 + 10^(-cp / 400)) with cp within +-3000 (a mate counts as 3000). A game's result says
   little about any one position of it; a strong engine's judgement of the position itself says
   more. Its scores are on its own scale, which trades against the scale of all the weights
   together, so K is fitted again before every round. --fairy-labels FILE keeps the scores
   the run used (read first if it exists; scores at another depth are refused), so a second
   run needs no Fairy-Stockfish.
4. --write puts the tuned row into core/engine/EvalWeightsTuned.inc with this command line, the
   seed, the data size, the time taken and the errors before and after.

  python3 bench/tune_eval.py build/cli/shogi-cli --variant macadamia --games 80 --depth 2 --seed 1 --write

Standard library only.
"""
import argparse
import json
import math
import os
import random
import subprocess
import sys
import time

from micro_vs_fairy import Fairy, fsf_line
from referee import Referee

HERE = os.path.dirname(os.path.abspath(__file__))
TUNED_FILE = os.path.join(HERE, "..", "core", "engine", "EvalWeightsTuned.inc")


def run(cli, *args):
    r = subprocess.run([cli, *args], capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"shogi-cli {' '.join(args[:3])}...: {r.stderr.strip()}")
    return r.stdout


def read_weights(cli, variant):
    """{name: (weight, group, tuned)} in the binary's feature order; scale; positional cap."""
    weights, scale, cap = {}, 100, None
    for line in run(cli, "features", variant, "--weights").splitlines():
        w = line.split()
        if w[0] == "scale":
            scale = int(w[1])
        elif w[0] == "positional-cap":
            cap = int(w[1])
        else:
            weights[w[0]] = (int(w[1]), w[2], w[3] == "tuned")
    return weights, scale, cap


# ---- self-play --------------------------------------------------------------------------------

class Xboard:
    """One `shogi-cli xboard` session that plays both sides, one `go` per ply."""

    def __init__(self, cli, variant, depth):
        self.p = subprocess.Popen([cli, "xboard"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.serial = 0
        self.send("xboard", "protover 2", "new", f"variant {variant}", "force", f"sd {depth}", "st 30", "nopost")
        self.sync()

    def send(self, *lines):
        for line in lines:
            self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def sync(self):
        """Reads up to the answer of a ping; returns the lines before it."""
        self.serial += 1
        self.send(f"ping {self.serial}")
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("shogi-cli xboard ended")
            line = line.strip()
            if line == f"pong {self.serial}":
                return lines
            lines.append(line)

    def usermove(self, move):
        self.send(f"usermove {move}")
        return [l for l in self.sync() if l.startswith("Illegal") or l.startswith("Error")]

    def go(self):
        """The engine's move (legs joined) and the result line if the game ended."""
        self.send("go")
        legs = []
        while True:
            line = self.p.stdout.readline().strip()
            if line.startswith("move "):
                legs.append(line[5:])
                if not line.endswith(","):
                    break
        self.send("force")
        result = [l for l in self.sync() if l[:3] in ("1-0", "0-1", "1/2")]
        return "".join(legs), (result[0] if result else None)

    def close(self):
        self.send("quit")
        self.p.wait()


def start_moves(cli, variant):
    """Black's legal moves from the start, and White's as if White moved first."""
    position = dict(l.split(" ", 1) for l in run(cli, "play", variant).splitlines())["position"]
    board, side, hand = position.rsplit(" ", 2)
    white = f"{board} {'w' if side == 'b' else 'b'} {hand}"
    return (run(cli, "moves", variant, "--position", position).split(),
            run(cli, "moves", variant, "--position", white).split())


def self_play(args, rng):
    """[(moves, result from Black's view or None at the ply limit)]"""
    black_moves, white_moves = start_moves(args.cli, args.variant)
    games = []
    for g in range(args.games):
        xb = Xboard(args.cli, args.variant, args.depth)
        while True:
            opening = [rng.choice(black_moves), rng.choice(white_moves)]
            xb.send("new", f"variant {args.variant}", "force", f"sd {args.depth}", "st 30", "nopost")
            if not xb.usermove(opening[0]) and not xb.usermove(opening[1]):
                break
        moves, result = list(opening), None
        while len(moves) < args.max_plies:
            move, end = xb.go()
            moves.append(move)
            if end:
                result = {"1-0": 1.0, "0-1": 0.0}.get(end.split()[0], 0.5)
                break
        xb.close()
        games.append((moves, result))
        print(f"game {g + 1}: {len(moves)} plies, result {result if result is not None else 'ply-limit'}",
              flush=True)
    return games


def games_from_logs(paths):
    """[(moves, result from Black's view)] of the games in match logs (micro_vs_fairy.py --out)."""
    games = []
    for path in paths:
        with open(path) as f:
            for line in f:
                g = json.loads(line)
                if g["reason"] in ("illegal-move", "no-reply", "fsf-dead-drop"):
                    continue
                ours = {"win": 1.0, "loss": 0.0, "draw": 0.5}[g["result"]]
                result = ours if g["ours"] == "black" else 1.0 - ours
                games.append((g["moves"], None if g["reason"] == "ply-limit" else result))
    return games


class FairyLabels:
    """Fairy-Stockfish's scores of the positions of games (centipawns for the side to move), by
    the game's moves and the ply, kept in a JSON file between runs: {"depth": D, "scores":
    {moves: {ply: cp}}}. The file keeps the scores the last run used, no others, and is
    written every 20 games so that an interrupted run keeps what it computed."""

    def __init__(self, args):
        self.args = args
        self.path = args.fairy_labels
        self.known, self.used = {}, {}
        self.engine = None
        self.lines = {}
        self.games = 0
        if self.path and os.path.exists(self.path):
            with open(self.path) as f:
                saved = json.load(f)
            if saved.get("depth") != args.fairy_depth:
                sys.exit(f"tune_eval.py: {self.path} holds scores at depth {saved.get('depth')}, "
                         f"not --fairy-depth {args.fairy_depth}")
            self.known = saved["scores"]

    def probability(self, moves, ply):
        key = " ".join(moves)
        cp = self.known.get(key, {}).get(str(ply))
        if cp is None:
            if self.engine is None:
                self.engine = Fairy(self.args.fairy, 0, 1)
            if key not in self.lines:
                self.lines[key] = fsf_line(Referee(self.args.cli, self.args.variant), moves)
            cp = self.engine.judge(self.lines[key][:ply], self.args.fairy_depth)
            if cp is None:
                raise RuntimeError(f"Fairy-Stockfish gave no score at ply {ply} of {key}")
        self.used.setdefault(key, {})[str(ply)] = cp
        cp = max(-3000, min(3000, cp))
        return 1 / (1 + 10 ** (-cp / 400))

    def game_done(self):
        self.games += 1
        if self.games % 20 == 0:
            self.save()

    def save(self):
        if self.path:
            with open(self.path, "w") as f:
                json.dump({"depth": self.args.fairy_depth, "scores": self.used}, f, separators=(",", ":"))

    def close(self):
        if self.engine:
            self.engine.close()
        self.save()


def positions_of(args, names, moves, result, fairy=None):
    """The quiet positions of one game: (features list, static eval, label from the mover's view).
    The label is the game's result, or with `fairy` (FairyLabels) Fairy-Stockfish's judgement."""
    out = run(args.cli, "features", args.variant, "--every-ply", "--search", "1", *moves)
    blocks = [dict(l.split(" ", 1) for l in b.splitlines()) for b in out.strip().split("\n\n")]
    if result is None:
        # At the ply limit: adjudicated like `shogi-cli match` (600 centipawns ahead by the
        # static evaluation wins), else a draw.
        last = blocks[-1]
        ahead = int(last["eval"]) if last["side"] == "black" else -int(last["eval"])
        result = 1.0 if ahead >= args.adjudicate else 0.0 if ahead <= -args.adjudicate else 0.5
    found = []
    for ply, fields in enumerate(blocks):
        if ply < args.skip_plies or fields["check"] == "yes" or "search" not in fields:
            continue
        static, searched = int(fields["eval"]), int(fields["search"])
        if abs(searched - static) > args.quiet_margin:
            continue
        label = result if fields["side"] == "black" else 1.0 - result
        if fairy:
            label = fairy.probability(moves, ply)
        found.append(([int(fields[n]) for n in names], static, label))
    return found


# ---- tuning ---------------------------------------------------------------------------------

class Model:
    def __init__(self, data, weights, group, scale, cap):
        self.features = [d[0] for d in data]
        self.labels = [d[2] for d in data]
        self.positional = [g == "positional" for g in group]
        self.scale, self.cap = scale, cap
        self.w = list(weights)
        # Material and positional sums per position, kept up to date as one weight moves.
        self.m = [sum(w * x for w, x, p in zip(self.w, f, self.positional) if not p) for f in self.features]
        self.p = [sum(w * x for w, x, p in zip(self.w, f, self.positional) if p) for f in self.features]

    def evals(self, i_subset):
        return [(self.m[i] + max(-self.cap, min(self.cap, self.p[i]))) / self.scale for i in i_subset]

    def error(self, k, subset):
        total = 0.0
        for i in subset:
            e = (self.m[i] + max(-self.cap, min(self.cap, self.p[i]))) / self.scale
            x = max(-60.0, min(60.0, -k * e / 400))
            total += (self.labels[i] - 1 / (1 + 10 ** x)) ** 2
        return total / max(len(subset), 1)

    def move(self, j, delta):
        self.w[j] += delta
        target = self.p if self.positional[j] else self.m
        for i, f in enumerate(self.features):
            if f[j]:
                target[i] += delta * f[j]


def fit_k(model, subset):
    lo, hi = 0.05, 5.0
    for _ in range(40):  # golden section on a unimodal error
        a, b = lo + (hi - lo) * 0.382, lo + (hi - lo) * 0.618
        if model.error(a, subset) < model.error(b, subset):
            hi = b
        else:
            lo = a
    return (lo + hi) / 2


# Bounds on the weights (in the binary's units: x100), so that a small data set cannot turn a
# term into nonsense: material scales stay within half and two and a half times the move
# data's values, a count feature within 30 centipawns per unit (mobility 10).
BOUNDS = {"material_step": (50, 250), "material_range": (50, 250), "material_lion": (50, 250),
          "material_hand": (50, 250), "promotion": (0, 100), "spare_royal": (0, 100000), "tempo": (0, 5000),
          "mobility": (0, 1000)}
DEFAULT_BOUNDS = (-3000, 3000)
# One step per weight and round (x100 units): 2% of a piece class's value, a quarter of a
# centipawn per unit of a count feature.
STEPS = {"material_step": 2, "material_range": 2, "material_lion": 2, "material_hand": 2, "promotion": 1,
         "spare_royal": 1000, "tempo": 50}
DEFAULT_STEP = 25


def scaled_bounds(name, scale):
    """A weight's bounds widened `scale` times: a material scale's floor divided by it, its
    ceiling kept; the rest, tempo and mobility too, multiplied."""
    low, high = BOUNDS.get(name, DEFAULT_BOUNDS)
    if name.startswith("material_"):
        return round(low / scale), high
    return round(low * scale), round(high * scale)


def coordinate_descent(model, k, train, valid, tunable, names, max_rounds, patience=3, refit_k=False,
                       bound_scale=1.0):
    """Texel's local search: each round moves every weight one step up or down if that lowers
    the training error. The weights kept are those of the round with the lowest validation
    error; the search stops when that has not fallen for `patience` rounds (early stopping:
    with a few thousand positions from weak games, the training error keeps falling long after
    the weights stop generalising)."""
    bounds = {j: scaled_bounds(names[j], bound_scale) for j in tunable}
    steps = {j: STEPS.get(names[j], DEFAULT_STEP) for j in tunable}
    best_train = model.error(k, train)
    best_valid, best_w, since = model.error(k, valid), list(model.w), 0
    for rnd in range(max_rounds):
        improved = False
        if refit_k:
            k = fit_k(model, train)
            best_train = model.error(k, train)
        for j in tunable:
            for delta in (steps[j], -steps[j]):
                if not bounds[j][0] <= model.w[j] + delta <= bounds[j][1]:
                    continue
                model.move(j, delta)
                e = model.error(k, train)
                if e < best_train - 1e-9:
                    best_train, improved = e, True
                    break
                model.move(j, -delta)
        v = model.error(k, valid)
        print(f"round {rnd + 1}: " + (f"K {k:.3f} " if refit_k else "") +
              f"train {best_train:.6f} validation {v:.6f}  " +
              " ".join(f"{names[j]}={model.w[j]}" for j in tunable), flush=True)
        if v < best_valid - 1e-9:
            best_valid, best_w, since = v, list(model.w), 0
        else:
            since += 1
        if not improved or since >= patience:
            break
    for j in tunable:
        model.move(j, best_w[j] - model.w[j])
    return fit_k(model, train) if refit_k else k


def shown_path(path):
    """A data file as the row's command names it: from the repository's top if it is inside,
    else by its name alone (a match log kept elsewhere)."""
    inside = os.path.relpath(os.path.abspath(path), os.path.join(HERE, ".."))
    return os.path.basename(path) if inside.startswith("..") else inside


def write_row(variant, header, values):
    text = open(TUNED_FILE).read() if os.path.exists(TUNED_FILE) else ""
    begin, end = f"// BEGIN {variant}\n", f"// END {variant}\n"
    row = begin + "".join(f"// {h}\n" for h in header) + "{\"" + variant + "\", {" + \
        ", ".join(f"{{\"{n}\", {w}}}" for n, w in values) + "}},\n" + end
    if begin in text:
        text = text[:text.index(begin)] + row + text[text.index(end) + len(end):]
    else:
        text += row
    open(TUNED_FILE, "w").write(text)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("cli", help="the shogi-cli that plays, and whose features and weights are tuned")
    ap.add_argument("--variant", required=True)
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--depth", type=int, default=2, help="search depth of the self-play games")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-plies", type=int, default=300)
    ap.add_argument("--adjudicate", type=int, default=600, help="at the ply limit, centipawns that win")
    ap.add_argument("--skip-plies", type=int, default=6, help="opening plies left out of the data")
    ap.add_argument("--quiet-margin", type=int, default=60, help="centipawns between 1-ply search and eval")
    ap.add_argument("--rounds", type=int, default=100, help="coordinate descent rounds at most")
    ap.add_argument("--bound-scale", type=float, default=1.0,
                    help="widen the weights' bounds this many times (material floors divided by it)")
    ap.add_argument("--fold", type=int, default=4, choices=range(5), help="games g with g %% 5 == FOLD validate")
    ap.add_argument("--data", help="JSON file of the games: read if it exists, else written after self-play")
    ap.add_argument("--games-from", nargs="+", metavar="LOG",
                    help="match logs (micro_vs_fairy.py --out) whose games are the data, instead of self-play")
    ap.add_argument("--fairy-depth", type=int, metavar="D",
                    help="with --games-from (Micro): label positions by Fairy-Stockfish's score at depth D")
    ap.add_argument("--fairy-labels", metavar="FILE",
                    help="Fairy-Stockfish's scores: read if it exists, else written")
    ap.add_argument("--fairy", default="/usr/games/fairy-stockfish", help="the Fairy-Stockfish binary")
    ap.add_argument("--write", action="store_true", help="write the tuned row into core/engine/EvalWeightsTuned.inc")
    args = ap.parse_args()
    if args.fairy_depth and (not args.games_from or args.variant != "micro"):
        ap.error("--fairy-depth labels the games of --games-from, in Micro (Fairy-Stockfish's variant 'micro')")

    rng = random.Random(args.seed)
    start = time.monotonic()
    if args.games_from:
        games, play_s = games_from_logs(args.games_from), 0
        print(f"{len(games)} games read from {len(args.games_from)} match log(s)")
    elif args.data and os.path.exists(args.data):
        # The games, and the time their self-play took (reported again with the tuning).
        saved = json.load(open(args.data))
        games, play_s = [tuple(g) for g in saved["games"]], saved["self_play_s"]
        print(f"{len(games)} games read from {args.data}")
    else:
        games = self_play(args, rng)
        play_s = time.monotonic() - start
        if args.data:
            json.dump({"games": games, "self_play_s": round(play_s)}, open(args.data, "w"))

    table, scale, cap = read_weights(args.cli, args.variant)
    names = list(table)
    weights = [table[n][0] for n in names]
    group = [table[n][1] for n in names]
    tunable = [j for j, n in enumerate(names) if table[n][2]]

    start = time.monotonic()
    data, train, valid = [], [], []
    finished = [(m, r) for m, r in games if r is not None]
    fairy = FairyLabels(args) if args.fairy_depth else None
    for g, (moves, result) in enumerate(games):
        found = positions_of(args, names, moves, result, fairy)
        if fairy:
            fairy.game_done()
        (valid if g % 5 == args.fold else train).extend(range(len(data), len(data) + len(found)))
        data.extend(found)
    # A feature that never varies in the data (no Lion in Heian) has nothing to learn from.
    tunable = [j for j in tunable if any(d[0][j] for d in data)]
    if fairy:
        fairy.close()
    model = Model(data, weights, group, scale, cap)
    k = fit_k(model, train)
    before = (model.error(k, train), model.error(k, valid))
    print(f"{len(games)} games ({len(games) - len(finished)} at the ply limit, adjudicated), {len(data)} positions "
          f"({len(train)} train, {len(valid)} validation); K {k:.3f}; error train {before[0]:.6f} "
          f"validation {before[1]:.6f}", flush=True)
    k = coordinate_descent(model, k, train, valid, tunable, names, args.rounds, refit_k=bool(fairy),
                           bound_scale=args.bound_scale)
    after = (model.error(k, train), model.error(k, valid))
    tune_s = time.monotonic() - start
    print(f"after: error train {after[0]:.6f} validation {after[1]:.6f}; self-play {play_s:.0f} s, "
          f"features and tuning {tune_s:.0f} s")
    for j in tunable:
        print(f"  {names[j]:22} {weights[j]:7} -> {model.w[j]:7}")
    if args.write:
        cmd = "python3 bench/tune_eval.py CLI " + " ".join(
            f"--{k2.replace('_', '-')} {v}" for k2, v in vars(args).items()
            if k2 not in ("cli", "write", "data", "games_from", "games", "depth", "fairy_labels") and v is not None) + \
            (f" --fairy-labels {shown_path(args.fairy_labels)}" if args.fairy_labels else "") + \
            (" --games-from " + " ".join(shown_path(p) for p in args.games_from) if args.games_from
             else f" --games {args.games} --depth {args.depth}") + " --write"
        source = "from match logs" if args.games_from else f"at depth {args.depth}"
        if args.fairy_depth:
            source += f" labelled by Fairy-Stockfish at depth {args.fairy_depth}"
        header = [f"{args.variant}: {cmd}",
                  f"  {len(games)} games {source} ({len(games) - len(finished)} at the ply limit, adjudicated), "
                  f"{len(data)} quiet positions ({len(train)} train, {len(valid)} validation), K {k:.3f}",
                  f"  mean squared error train {before[0]:.5f} -> {after[0]:.5f}, validation (stops the search) {before[1]:.5f} -> "
                  f"{after[1]:.5f}; self-play {play_s:.0f} s, tuning {tune_s:.0f} s"]
        write_row(args.variant, header, [(names[j], model.w[j]) for j in tunable])
        print(f"written to {os.path.normpath(TUNED_FILE)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
