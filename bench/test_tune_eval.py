#!/usr/bin/env python3
"""Smoke test of bench/tune_eval.py's Fairy-Stockfish labels (CTest: tune_eval_fairy_smoke).

Six games of bench/micro_fairy_games.jsonl are tuned with --fairy-depth 6 and a fresh labels
file (games 0 and 5 validate). Checked: the run succeeds, reports its positions and moves
some weight; the labels
file holds a score for every position it used, each equal to what Fairy-Stockfish says when
asked again; a second run with the same file and a Fairy-Stockfish that does not exist reads
the scores back and tunes to the same weights; --fairy-depth outside Micro is refused.
It does not write the tuned row (no --write). Fails, does not skip, without Fairy-Stockfish.
Usage: test_tune_eval.py SHOGI_CLI FAIRY_STOCKFISH
"""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from micro_vs_fairy import Fairy, fsf_line  # noqa: E402
from referee import Referee  # noqa: E402


def check(condition, what):
    if not condition:
        print("FAILED: " + what, file=sys.stderr)
        sys.exit(1)


def tune(cli, games, labels, fairy, *extra):
    r = subprocess.run([sys.executable, os.path.join(HERE, "tune_eval.py"), cli, "--variant", "micro",
                        "--games-from", games, "--fairy-depth", "6", "--fairy-labels", labels, "--fairy", fairy,
                        "--skip-plies", "4", "--rounds", "20", "--fold", "0", *extra],
                       capture_output=True, text=True, timeout=600)
    print(r.stdout)
    print(r.stderr, file=sys.stderr)
    return r


def moved_weights(stdout):
    return re.findall(r"^  (\w+) +(-?\d+) -> +(-?\d+)$", stdout, re.M)


def main():
    cli, fairy = sys.argv[1], sys.argv[2]
    check(os.path.exists(fairy), f"Fairy-Stockfish not found at {fairy}")
    with tempfile.TemporaryDirectory() as tmp:
        games = os.path.join(tmp, "games.jsonl")
        with open(os.path.join(HERE, "micro_fairy_games.jsonl")) as f:
            lines = [f.readline() for _ in range(6)]
        with open(games, "w") as f:
            f.writelines(lines)
        labels = os.path.join(tmp, "labels.json")

        first = tune(cli, games, labels, fairy)
        check(first.returncode == 0, f"tune_eval.py exited with {first.returncode}")
        m = re.search(r"^6 games .*?, (\d+) positions", first.stdout, re.M)
        check(m is not None, "report names 6 games and their positions")
        positions = int(m.group(1))
        check(positions > 0, "some positions were kept")
        check(re.search(r"^round 1: K \d+\.\d+ ", first.stdout, re.M) is not None, "K fitted again each round")
        check(any(before != after for _, before, after in moved_weights(first.stdout)), "some weight moved")

        scores = json.load(open(labels))
        games_moves = [json.loads(line)["moves"] for line in lines]
        judged = sum(len(scores.get(" ".join(moves), {})) for moves in games_moves)
        check(judged == positions, f"one score per position used ({judged} scores, {positions} positions)")
        # Ask Fairy-Stockfish again about the last position of the first game that has a score.
        moves = games_moves[0]
        ply = max(int(p) for p in scores[" ".join(moves)])
        engine = Fairy(fairy, 0, 1)
        again = engine.judge(fsf_line(Referee(cli, "micro"), moves)[:ply], 6)
        engine.close()
        check(again == scores[" ".join(moves)][str(ply)], f"ply {ply}: stored score equals Fairy-Stockfish's")

        second = tune(cli, games, labels, os.path.join(tmp, "no-such-fairy-stockfish"))
        check(second.returncode == 0, "the second run reads the labels file without Fairy-Stockfish")
        check(moved_weights(second.stdout) == moved_weights(first.stdout), "the same data tunes to the same weights")

        wrong = subprocess.run([sys.executable, os.path.join(HERE, "tune_eval.py"), cli, "--variant", "macadamia",
                                "--games-from", games, "--fairy-depth", "6"], capture_output=True, text=True)
        check(wrong.returncode != 0 and "--fairy-depth" in wrong.stderr, "--fairy-depth outside Micro is refused")
    print("tune_eval fairy labels: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
