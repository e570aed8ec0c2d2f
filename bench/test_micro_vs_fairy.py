#!/usr/bin/env python3
"""Smoke test of bench/micro_vs_fairy.py (CTest: micro_vs_fairy_smoke).

First the notation mapping on hand-checked cases (what Fairy-Stockfish's `go perft 1` printed
for these moves), then two short games at 20 ms per move: the script must exit 0 (which it does
only when the two engines agreed on the legal moves of every position, dead drops aside), report
2 games, and log one opening played with colours swapped, each game ending in a result. The
opening is drawn with --balanced: the report must give Fairy-Stockfish's score for it, within
the bound asked. Then the log feeds bench/tune_eval.py --games-from, which must read both
games and fit the weights on their positions. Then tune_eval.py's Fairy-Stockfish labels: six
games of bench/micro_fairy_games.jsonl tuned with --fairy-depth 6 and a fresh labels file
(games 0 and 5 validate) must move some weight, K must be fitted each round, the file must
hold one score per position used, each what Fairy-Stockfish says when asked again, and a
second run with that file and no Fairy-Stockfish must read it back and tune to the same
weights; a run at another depth and --fairy-depth outside Micro are refused. Then the bounds of
tune_eval.py --bound-scale. Last, level_elo.py's chain of levels.
Usage: test_micro_vs_fairy.py SHOGI_CLI FAIRY_STOCKFISH
"""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import micro_vs_fairy as match  # noqa: E402
from referee import Referee  # noqa: E402


def check(condition, what):
    if not condition:
        print("FAILED: " + what, file=sys.stderr)
        sys.exit(1)


def notation_cases():
    board, side = match.parse_position("k,3/4/4/p,p,p,1/S,G,B,K b -")
    check(side == "b" and board["a1"] == "S" and board["a2"] == "p" and board["a5"] == "k", "parse_position")
    # Silver and Gold taking end on faces Fairy-Stockfish calls unpromoted; the Bishop's Tokin
    # is promoted on both sides; the King has no mark.
    for ours, fsf in [("a1xa2+", "a1a2-"), ("b1xc2+", "b1c2-"), ("c1xb2+", "c1b2+"), ("d1xc2", "d1c2"),
                      ("c1-d2", "c1d2"), ("S*b3", "+L@b3"), ("+S*b3", "L@b3"), ("G*b3", "+R@b3"),
                      ("+G*b3", "R@b3"), ("+P*b3", "+P@b3"), ("P*b3", "P@b3")]:
        got = match.fsf_move(ours, board)
        check(got == fsf, f"{ours} should be Fairy-Stockfish's {fsf}, got {got}")
    board, _ = match.parse_position("k,3/4/4/p,p,p,1/+S,+G,+B,K b -")
    for ours, fsf in [("a1xa2", "a1a2+"), ("b1xb2", "b1b2+"), ("c1xb2", "c1b2-")]:
        got = match.fsf_move(ours, board)
        check(got == fsf, f"{ours} should be Fairy-Stockfish's {fsf}, got {got}")
    check(match.leg_move("c1xb2+") == "c1b2+" and match.leg_move("+P*b3") == "+P@b3", "leg_move")
    dead = {("P@d5", "b"), ("L@a5", "b"), ("+P@c4", "b"), ("P@a1", "w"), ("+P@b2", "w")}
    alive = {("P@d4", "b"), ("+L@a5", "b"), ("+P@c3", "b"), ("P@a5", "w"), ("+P@b3", "w"), ("b1b2", "b")}
    for move, side in dead:
        check(match.is_dead_drop(move, side), f"{move} by {side} is a dead drop")
    for move, side in alive:
        check(not match.is_dead_drop(move, side), f"{move} by {side} is not a dead drop")


def run_script(name, *args):
    """Runs bench/NAME with ARGS, shows its output, and requires exit status 0."""
    r = subprocess.run([sys.executable, os.path.join(HERE, name), *args], capture_output=True, text=True, timeout=600)
    print(r.stdout)
    print(r.stderr, file=sys.stderr)
    check(r.returncode == 0, f"{name} exited with {r.returncode}")
    return r


def scaled(n, least):
    """n scaled by SHOGI_SOAK_SCALE (the sanitizer trees of the test command run less), at least `least`."""
    scale = max(0.01, float(os.environ.get("SHOGI_SOAK_SCALE", "1")))
    return max(least, int(n * scale))


def two_games(cli, fairy):
    check(os.access(fairy, os.X_OK), f"no Fairy-Stockfish at {fairy}: install the Debian package "
                                     "fairy-stockfish (scripts/install-deps.sh)")
    with tempfile.TemporaryDirectory() as tmp:
        log = os.path.join(tmp, "games.jsonl")
        r = run_script("micro_vs_fairy.py", "--cli", cli, "--fairy", fairy, "--games", "2", "--movetime", "20",
                       "--max-plies", str(scaled(80, 30)), "--seed", "8", "--balanced", "60", "--judge-depth", "8", "--out", log)
        check("\ngames 2\n" in r.stdout, "the report names 2 games")
        check("legal-move check: 0 mismatching" in r.stdout, "the engines agree on every position's moves")
        with open(log) as f:
            games = [json.loads(line) for line in f]
        tuned = run_script("tune_eval.py", cli, "--variant", "micro", "--skip-plies", "4", "--quiet-margin", "100000",
                           "--rounds", "2", "--games-from", log)
        check("2 games read from 1 match log(s)" in tuned.stdout, "tune_eval.py reads both games of the log")
        fitted = re.search(r"^2 games .*?, (\d+) positions", tuned.stdout, re.M)
        check(fitted is not None and int(fitted.group(1)) > 0, "tune_eval.py fits on the games' positions")
        check("\nafter: error train" in tuned.stdout, "tune_eval.py reports the errors after tuning")
    check(len(games) == 2, "the log has 2 games")
    judged = re.search(r"^opening 1: (.*) \(Fairy-Stockfish ([-+]\d+) cp at depth 8\)$", r.stdout, re.M)
    check(judged is not None, "the report gives Fairy-Stockfish's score of the opening")
    check(abs(int(judged.group(2))) <= 60, "the opening is within the --balanced bound")
    check(judged.group(1).split() == games[0]["opening"], "the judged opening is the one played")
    check(games[0]["opening"] == games[1]["opening"], "both games of a pair start with the same opening")
    check({g["ours"] for g in games} == {"black", "white"}, "colours are swapped within the pair")
    for g in games:
        check(g["result"] in ("win", "draw", "loss") and g["reason"], "each game has a result and a reason")
        check(g["plies"] > len(g["opening"]), "each game goes on past its opening")
    # The side to move after the opening is each engine once.
    check(all(any(g["ms"][name] for g in games) for name in ("shogi-cli", "fairy-stockfish")), "both engines moved")


def fairy_labels(cli, fairy):
    def tune(games, labels, fairy_path):
        return run_script("tune_eval.py", cli, "--variant", "micro", "--games-from", games, "--fairy-depth", "6",
                          "--fairy-labels", labels, "--fairy", fairy_path, "--skip-plies", "4", "--rounds", "20",
                          "--fold", "0")

    def moved(stdout):
        return re.findall(r"^  (\w+) +(-?\d+) -> +(-?\d+)$", stdout, re.M)

    with tempfile.TemporaryDirectory() as tmp:
        games = os.path.join(tmp, "games.jsonl")
        with open(os.path.join(HERE, "micro_fairy_games.jsonl")) as f:
            lines = [f.readline() for _ in range(6)]
        with open(games, "w") as f:
            f.writelines(lines)
        labels = os.path.join(tmp, "labels.json")
        first = tune(games, labels, fairy)
        m = re.search(r"^6 games .*?, (\d+) positions", first.stdout, re.M)
        check(m is not None and int(m.group(1)) > 0, "the report names 6 games and their positions")
        check(re.search(r"^round 1: K \d+\.\d+ ", first.stdout, re.M) is not None, "K is fitted again each round")
        check(any(before != after for _, before, after in moved(first.stdout)), "some weight moved")
        with open(labels) as f:
            saved = json.load(f)
        check(saved["depth"] == 6, "the labels file names the depth of its scores")
        scores = saved["scores"]
        all_moves = [json.loads(line)["moves"] for line in lines]
        judged = sum(len(scores.get(" ".join(moves), {})) for moves in all_moves)
        check(judged == int(m.group(1)), f"one score per position used ({judged} scores, {m.group(1)} positions)")
        # Fairy-Stockfish asked again about the first game's last scored position.
        stored = scores[" ".join(all_moves[0])]
        ply = max(int(p) for p in stored)
        engine = match.Fairy(fairy, 0, 1)
        again = engine.judge(match.fsf_line(Referee(cli, "micro"), all_moves[0])[:ply], 6)
        engine.close()
        check(again == stored[str(ply)], f"ply {ply}: asked again, Fairy-Stockfish gives the stored score")
        second = tune(games, labels, os.path.join(tmp, "no-such-fairy-stockfish"))
        check(moved(second.stdout) == moved(first.stdout), "the stored scores tune to the same weights")
        other_depth = subprocess.run([sys.executable, os.path.join(HERE, "tune_eval.py"), cli, "--variant", "micro",
                                      "--games-from", games, "--fairy-depth", "8", "--fairy-labels", labels],
                                     capture_output=True, text=True)
        check(other_depth.returncode != 0 and "depth 6" in other_depth.stderr,
              "scores of another depth are refused, naming their depth")
        wrong = subprocess.run([sys.executable, os.path.join(HERE, "tune_eval.py"), cli, "--variant", "macadamia",
                                "--games-from", games, "--fairy-depth", "6"], capture_output=True, text=True)
        check(wrong.returncode != 0 and "--fairy-depth" in wrong.stderr, "--fairy-depth outside Micro is refused")


def bound_scale():
    """tune_eval.py --bound-scale: counts, tempo and mobility widen both ways, material only
    downwards (its floor), and 1 leaves the bounds as they are."""
    import tune_eval
    check(tune_eval.scaled_bounds("royal_guards", 2) == (-6000, 6000), "a count's bounds double")
    check(tune_eval.scaled_bounds("tempo", 2) == (0, 10000), "tempo's ceiling doubles")
    check(tune_eval.scaled_bounds("material_step", 2) == (25, 250), "a material floor halves, its ceiling stays")
    check(all(tune_eval.scaled_bounds(name, 1) == bounds for name, bounds in tune_eval.BOUNDS.items()),
          "scale 1 is the plain bounds")


def level_chain(cli):
    """level_elo.py with an anchor already measured: the chain of levels, no Fairy match."""
    r = run_script("level_elo.py", cli, "--games", "2", "--movetime", "20", "--fairy-score", "3/4")
    check("master vs fairy-stockfish: 3/4 (given) -> +191" in r.stdout, "the given anchor is 3/4, +191 Elo")
    elo = dict(line.split() for line in r.stdout.splitlines()[-5:])
    check(list(elo) == ["random", "beginner", "casual", "strong", "master"], "one line per level, weakest first")
    check(elo["master"] == "2191", "master sits the given score above Fairy-Stockfish's 2000")
    for lower, upper in zip(list(elo), list(elo)[1:]):
        gap = re.search(rf"^{upper} vs {lower}: .* -> ([-+]\d+)$", r.stdout, re.M)
        check(gap is not None, f"{upper} played {lower}")
        check(abs(int(elo[upper]) - int(elo[lower]) - int(gap.group(1))) <= 1,
              f"{upper} stands its match's gap above {lower} (each number rounded)")


if __name__ == "__main__":
    check(len(sys.argv) == 3, "usage: test_micro_vs_fairy.py SHOGI_CLI FAIRY_STOCKFISH")
    notation_cases()
    two_games(sys.argv[1], sys.argv[2])
    fairy_labels(sys.argv[1], sys.argv[2])
    bound_scale()
    level_chain(sys.argv[1])
    print("ok")
