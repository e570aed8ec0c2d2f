#!/usr/bin/env python3
"""How fast an engine finishes games it has won (so that fewer games reach the ply limit).

A match tells how many games reach the ply limit, but it takes half an hour in Heian Dai and
most of its plies are spent before anyone is ahead. This starts where a side is already far
ahead and measures only the finish: from each start, the WINNER engine plays the side that
the referee's static evaluation puts ahead and the LOSER engine the other side, both as
`shogi-cli xboard` sessions that know the whole game (cross_match.py's harness), for at most
--plies more plies. The report says how each start ended (checkmate, bare King, ...) and
after how many plies, or that it reached the limit and how far ahead the side is then (the
referee's evaluation): of the starts not finished, the median lead at the start and at the
limit.

Starts are games up to some ply (the moves from the variant's start position), taken
- from a file (--starts FILE, one JSON object a line with "moves"), or
- from cross_match.py logs (--from-log LOG... --pick CP): for each game, the first ply (a
  multiple of --every) at which the referee puts one side at least CP centipawns ahead, by
  its static evaluation and by a search of --confirm-depth plies (its master level; 0: the
  static evaluation alone), so that a capture about to be taken back does not count as a
  lead; --save-starts FILE keeps them for later runs, each with where it came from (the
  log's --source text, by default its path, how it was picked, the game's number in the log
  and the ply). A game
  gives at most one start; --count N keeps the first N.

  python3 bench/conversion.py NEW_CLI OLD_CLI --variant heian-dai --from-log xm.jsonl --pick 600
  python3 bench/conversion.py CLI CLI --variant hook --from-log a.jsonl b.jsonl --source "match A" "match B" \
          --pick 600 --count 14 --plies 0 --save-starts bench/hook_won.jsonl      (pick and save only)
  python3 bench/conversion.py NEW_CLI OLD_CLI --variant heian-dai --starts bench/heian_won.jsonl
"""
import argparse
import collections
import json
import statistics
import subprocess
import sys
import types

from cross_match import XboardEngine, play_game, static_eval
from referee import Referee


def ahead_side(referee, moves):
    """(black is ahead, the lead in centipawns) after `moves`, by the referee's evaluation."""
    position, _ = referee.play(moves)
    score = static_eval(referee.cli, referee.variant, position)  # the side to move's view
    black_view = score if position.split()[1] == "b" else -score
    return black_view > 0, abs(black_view)


def searched_lead(referee, moves, black_ahead, depth):
    """The lead of the side `black_ahead` names by the referee's search to `depth` plies."""
    position, _ = referee.play(moves)
    out = subprocess.run([referee.cli, "go", referee.variant, "--position", position, "--depth", str(depth)],
                         check=True, capture_output=True, text=True).stdout
    score = int(next(line.split()[1] for line in out.splitlines() if line.startswith("score ")))
    black_to_move = position.split()[1] == "b"
    return score if black_to_move == black_ahead else -score


def picked_starts(referee, log, pick, every, confirm_depth, source=None):
    starts = []
    with open(log) as f:
        for number, line in enumerate(f, 1):
            moves = json.loads(line)["moves"]
            for ply in range(every, len(moves) + 1, every):
                black_ahead, lead = ahead_side(referee, moves[:ply])
                if lead < pick:
                    continue
                if confirm_depth > 0 and searched_lead(referee, moves[:ply], black_ahead, confirm_depth) < pick:
                    continue
                picked = f"conversion.py --pick {pick} --confirm-depth {confirm_depth}"
                starts.append({"source": f"{source or log}; {picked}: game {number} ply {ply}", "moves": moves[:ply]})
                break
    return starts


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("winner", help="shogi-cli that plays the side ahead")
    ap.add_argument("loser", help="shogi-cli that plays the side behind")
    ap.add_argument("--variant", required=True)
    ap.add_argument("--starts", help="JSON lines with the moves of each start")
    ap.add_argument("--from-log", nargs="+", help="cross_match.py --out logs to pick starts from")
    ap.add_argument("--pick", type=int, default=600, help="centipawns ahead that make a start (--from-log)")
    ap.add_argument("--every", type=int, default=20, help="plies between the positions looked at (--from-log)")
    ap.add_argument("--confirm-depth", type=int, default=6,
                    help="plies of the search that must confirm the lead (--from-log; 0: none)")
    ap.add_argument("--source", nargs="+",
                    help="per --from-log log, the match it holds, as the saved starts name it (default: its path)")
    ap.add_argument("--count", type=int, help="keep the first COUNT starts picked (--from-log)")
    ap.add_argument("--save-starts", help="write the starts picked to this file")
    ap.add_argument("--plies", type=int, default=200, help="plies played from each start at most")
    ap.add_argument("--movetime", type=int, default=200, help="ms per move, both engines")
    ap.add_argument("--level", default="master")
    ap.add_argument("--referee", help="shogi-cli that referees and evaluates (default: the winner's)")
    ap.add_argument("--out", help="per-start log, one JSON object a line")
    args = ap.parse_args()
    if bool(args.starts) == bool(args.from_log):
        ap.error("give either --starts or --from-log")
    if args.source and len(args.source) != len(args.from_log or []):
        ap.error("give one --source text per --from-log log")

    referee = Referee(args.referee or args.winner, args.variant)
    if args.starts:
        with open(args.starts) as f:
            starts = [json.loads(line) for line in f if line.strip()]
    else:
        starts = [start for number, log in enumerate(args.from_log)
                  for start in picked_starts(referee, log, args.pick, args.every, args.confirm_depth,
                                             args.source[number] if args.source else None)][:args.count]
    if args.save_starts:
        with open(args.save_starts, "w") as f:
            for start in starts:
                f.write(json.dumps(start) + "\n")

    out = open(args.out, "w") if args.out else None
    finished = []
    leads = []  # of the unfinished starts, at the limit
    ends = collections.Counter()
    for number, start in enumerate(starts, 1):
        moves = start["moves"]
        black_ahead, lead = ahead_side(referee, moves)
        limits = types.SimpleNamespace(max_plies=len(moves) + args.plies, adjudicate=0, variant=args.variant,
                                       movetime=args.movetime, level=args.level, threads=[1, 1])
        sessions = [XboardEngine(cli, args.variant, args.level, args.movetime, 1) for cli in (args.winner, args.loser)]
        game = play_game(limits, referee, (args.winner, args.loser), moves, first_black=black_ahead, sessions=sessions)
        for session in sessions:
            session.close()
        played = game["plies"] - len(moves)
        verdict = {1.0: "won", 0.5: "drawn", 0.0: "lost"}[game["score"]]
        reason = game["reason"]
        ends[f"{reason} ({verdict})"] += 1
        line = f"start {number}: ply {len(moves)}, {'Black' if black_ahead else 'White'} {lead} cp ahead: " \
               f"{verdict} by {reason} after {played} more plies"
        final_lead = None
        if reason == "ply-limit":
            # Unfinished: did the side ahead at least get further ahead?
            now_black_ahead, now = ahead_side(referee, game["moves"])
            final_lead = now if now_black_ahead == black_ahead else -now
            leads.append((lead, final_lead))
            line += f", {final_lead} cp ahead then"
        else:
            finished.append(played)
        print(line, flush=True)
        if out:
            out.write(json.dumps({"start": start, "black_ahead": black_ahead, "lead": lead, "played": played,
                                  "reason": reason, "score": game["score"], "final_lead": final_lead,
                                  "moves": game["moves"]}) + "\n")
            out.flush()

    n = len(starts)
    print(f"variant {args.variant}, {args.movetime} ms per move, level {args.level}, at most {args.plies} plies")
    print(f"winner {args.winner}\nloser {args.loser}")
    print(f"starts {n}: finished {len(finished)}" +
          (f", median {statistics.median(finished):g} plies" if finished else ""))
    if leads:
        print(f"unfinished {len(leads)}: median lead {statistics.median(l for l, _ in leads):g} cp at the start, "
              f"{statistics.median(f for _, f in leads):g} cp at the limit")
    print("ended: " + ", ".join(f"{k} {v}" for k, v in sorted(ends.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
