#!/usr/bin/env python3
"""Smoke test of bench/conversion.py (CTest: conversion_smoke).

Short runs at 20 ms per move with this build as both engines. The first two pick their start
from a one-game cross_match.py log with --every 6 (by the static evaluation alone at --pick 0,
and confirmed by a search of 2 plies at a bound every lead passes), which must take the game up
to ply 6, save it with where it came from, and play at most 4 plies from it. The second reads the first start of
bench/heian_won.jsonl (a Heian Dai game where one side is far ahead): the side the report
names as ahead must be the one the referee's evaluation puts ahead, and the per-start log
must agree with the report (how many finished, and the lead at the limit of those that did not).
Last, each large variant's won set under bench/ holds at least 14 starts from distinct games.
Usage: test_conversion.py SHOGI_CLI
"""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from cross_match import static_eval  # noqa: E402
from referee import Referee  # noqa: E402


def check(condition, what):
    if not condition:
        print("FAILED: " + what, file=sys.stderr)
        sys.exit(1)


def run(cli, *args):
    r = subprocess.run([sys.executable, os.path.join(HERE, "conversion.py"), cli, cli, "--movetime", "20",
                        "--plies", "4", *args], capture_output=True, text=True, timeout=300)
    print(r.stdout)
    print(r.stderr, file=sys.stderr)
    check(r.returncode == 0, f"conversion.py exited with {r.returncode}")
    return r.stdout


def summary_agrees(stdout, log):
    with open(log) as f:
        rows = [json.loads(line) for line in f]
    finished = sum(row["reason"] != "ply-limit" for row in rows)
    check(f"starts {len(rows)}: finished {finished}" in stdout, "the report counts the log's finished starts")
    unfinished = [row for row in rows if row["reason"] == "ply-limit"]
    if unfinished:
        summary = re.search(r"^unfinished (\d+): median lead (-?\d+) cp at the start, (-?\d+) cp at the limit$",
                            stdout, re.M)
        check(summary is not None and int(summary.group(1)) == len(unfinished), "the report counts the unfinished")
        if len(unfinished) == 1:
            check(int(summary.group(3)) == unfinished[0]["final_lead"], "the lead at the limit is the log's")
    for row in rows:
        check(0 < row["played"] <= 4, "at most --plies plies are played from a start")
        check(row["moves"][:len(row["start"]["moves"])] == row["start"]["moves"], "each game goes on from its start")
    return rows


def picked_from_log(cli):
    opening = ["e3-e4", "e11-e10", "g1-h2", "g12-h12", "a3-a4", "c11-c10", "b1-a3", "m11-m10"]
    with tempfile.TemporaryDirectory() as tmp:
        log, starts, out = (os.path.join(tmp, name) for name in ("match.jsonl", "starts.jsonl", "out.jsonl"))
        with open(log, "w") as f:
            f.write(json.dumps({"moves": opening}) + "\n")
        # Without the search's confirmation, and with it at a bound every lead passes (which
        # runs the search on each position looked at).
        for confirm in ("0", "2"):
            pick = "0" if confirm == "0" else "-99999"
            named = ["--source", "a test match"] if confirm == "2" else []
            stdout = run(cli, "--variant", "heian-dai", "--from-log", log, "--pick", pick, "--every", "6",
                         "--confirm-depth", confirm, "--save-starts", starts, "--out", out, *named)
            with open(starts) as f:
                saved = [json.loads(line) for line in f]
            check(len(saved) == 1 and saved[0]["moves"] == opening[:6], "the start is the game up to ply 6")
            picked = f"conversion.py --pick {pick} --confirm-depth {confirm}"
            check(saved[0]["source"] == f"{'a test match' if named else log}; {picked}: game 1 ply 6",
                  "the saved start names its match (--source, or the log's path), game and ply")
            check(re.search(r"^start 1: ply 6, ", stdout, re.M) is not None, "the report names the start's ply")
            summary_agrees(stdout, out)


def stored_start(cli):
    with tempfile.TemporaryDirectory() as tmp:
        starts, out = os.path.join(tmp, "starts.jsonl"), os.path.join(tmp, "out.jsonl")
        with open(os.path.join(HERE, "heian_won.jsonl")) as f:
            first = f.readline()
        with open(starts, "w") as f:
            f.write(first)
        moves = json.loads(first)["moves"]
        stdout = run(cli, "--variant", "heian-dai", "--starts", starts, "--out", out)
        position, _ = Referee(cli, "heian-dai").play(moves)
        score = static_eval(cli, "heian-dai", position)
        black_ahead = (score if len(moves) % 2 == 0 else -score) > 0
        check(abs(score) >= 600, "the stored start has one side at least 6 Pawns ahead")
        named = re.search(r"^start 1: ply (\d+), (Black|White) (\d+) cp ahead", stdout, re.M)
        check(named is not None and int(named.group(1)) == len(moves), "the report names the start")
        check((named.group(2) == "Black") == black_ahead and int(named.group(3)) == abs(score),
              "the side named ahead is the one the evaluation puts ahead, by its lead")
        rows = summary_agrees(stdout, out)
        check(rows[0]["black_ahead"] == black_ahead, "the log names the same side")


# The won sets kept under bench/ and their variants.
WON_SETS = {"heian_won.jsonl": "heian-dai", "macadamia_won.jsonl": "macadamia", "hook_won.jsonl": "hook",
            "maka-dai-dai_won.jsonl": "maka-dai-dai"}


def won_sets(cli):
    """Each large variant's set: at least 14 starts, each from a game of its own, the first
    one far ahead by the referee's evaluation (all of them cost a few seconds more per set)."""
    for name, variant in WON_SETS.items():
        with open(os.path.join(HERE, name)) as f:
            starts = [json.loads(line) for line in f if line.strip()]
        check(len(starts) >= 14, f"{name} holds at least 14 starts")
        sources = [re.sub(r" ply \d+$", "", start["source"]) for start in starts]
        check(len(set(sources)) == len(sources), f"each start of {name} comes from a game of its own")
        position, _ = Referee(cli, variant).play(starts[0]["moves"])
        check(abs(static_eval(cli, variant, position)) >= 600, f"the first start of {name} is 6 Pawns ahead")


if __name__ == "__main__":
    check(len(sys.argv) == 2, "usage: test_conversion.py SHOGI_CLI")
    picked_from_log(sys.argv[1])
    stored_start(sys.argv[1])
    won_sets(sys.argv[1])
    print("ok")
