#!/usr/bin/env python3
"""A Micro Shogi match: shogi-cli (XBoard/CECP) against Fairy-Stockfish (UCI, UCI_Variant micro).

Our core referees every move of both sides (`shogi-cli play` and `shogi-cli moves`): a move
that is not among our legal moves forfeits the game for the side that played it, and the
game ends when our core's `state` line says so (checkmate, no legal move, repetition,
perpetual check) or at the ply limit (a draw). Fairy-Stockfish's Micro allows drops of a
face that could never move again (Pawn or Lance face on the last rank, Knight face on the last
two), which ruling R8 forbids (docs/rules-notes.md, "Drops onto dead squares"): a game in which
it plays one is its forfeit, counted apart as "fsf-dead-drop".

Openings are paired: each is a few random legal plies from the start (from --seed), or a line
of --openings FILE, and is played twice with colours swapped. Four random plies in Micro often
decide the game before either engine moves (of 40 such openings, 28 had Fairy-Stockfish's own
evaluation at 4 pawns or more, or a mate, and the favoured side won both games of the pair,
whichever engine it was), which pulls every score towards 50%. --balanced CP keeps only
random openings that Fairy-Stockfish, searching the position after them to --judge-depth,
scores within CP centipawns (still from --seed; the report lists each opening's score). After every ply the script also
compares the two engines' legal moves in the position (Fairy-Stockfish's `go perft 1`): they
must be the same moves up to the dead drops, or the notation mapping below (or a rule) is
wrong; the report counts such positions and the script then exits with status 1.

Usage: bench/micro_vs_fairy.py [--cli build/cli/shogi-cli] [--games 40] [--movetime 200]
       [--level master] [--seed 1] [--threads 1] [--out games.jsonl]
"""
import argparse
import json
import math
import os
import queue
import random
import subprocess
import sys
import threading
import time

from referee import Referee, random_opening

# --- Notation ---------------------------------------------------------------------------
#
# Both programs name squares alike (files a-d from Black's left, ranks 1-5 from Black's side;
# Fairy-Stockfish's "white" is the first player, our Black). They differ in which face of a
# Micro piece is the "unpromoted" one: Fairy-Stockfish's base pieces are Lance, Rook, Bishop
# and Pawn, so our Silver is its promoted Lance (+L) and our Gold its promoted Rook (+R),
# while our Bishop/Tokin and Pawn/Knight are its B/+B and P/+P. Found by comparing its `d`
# board and `go perft 1` with `shogi-cli moves micro` on the start position, on hands with
# every piece, and on captures by every face (docs/engine-log.md, "Against Fairy-Stockfish").
# Consequences:
#   - drops: its `+L@b3` is our `S*b3`, `L@b3` our `+S*b3`, `+R@` our `G*`, `R@` our `+G*`;
#     `B@`, `+B@`, `P@`, `+P@` are our `B*`, `+B*`, `P*`, `+P*`;
#   - a capture flips the capturer (R6): Fairy-Stockfish marks the flip `+` when the piece ends
#     on a face it calls promoted and `-` when it ends on its base face, so our Silver taking
#     (`a1xa2+`, it becomes a Lance) is its `a1a2-`, and our Lance taking (`a1xa2`) its `a1a2+`;
#     a King never flips and has no mark.
FSF_FACE = {"K": "K", "B": "B", "+B": "+B", "G": "+R", "+G": "R",
            "S": "+L", "+S": "L", "P": "P", "+P": "+P"}
OUR_FACE = {fsf: ours for ours, fsf in FSF_FACE.items()}
RANKS = 5


def parse_position(text):
    """Our position text -> ({square: piece code, uppercase Black}, side 'b'/'w')."""
    ranks, side = text.split()[:2]
    board = {}
    for row, rank_text in enumerate(ranks.split("/")):
        rank = RANKS - row
        file = 0
        for token in rank_text.split(","):
            if token.isdigit():
                file += int(token)
            else:
                board["abcd"[file] + str(rank)] = token
                file += 1
    return board, side


def fsf_move(move, board):
    """Our move text (a legal move in `board`) in Fairy-Stockfish's UCI notation."""
    if "*" in move:
        face, square = move.split("*")
        return FSF_FACE[face] + "@" + square
    origin, target = move[:2], move.rstrip("+")[-2:]
    if "x" not in move:
        return origin + target
    face = board[origin].upper()
    if face == "K":
        return origin + target
    flipped = face[1:] if face.startswith("+") else "+" + face
    return origin + target + ("+" if FSF_FACE[flipped].startswith("+") else "-")


def leg_move(move):
    """Our move text in the XBoard leg notation of `shogi-cli xboard` (core/engine/LegNotation.h):
    one leg from-to for every Micro move, `+` kept, drops with `@`."""
    return move.replace("-", "").replace("x", "").replace("*", "@")


def is_dead_drop(fsf_text, side):
    """A Fairy-Stockfish drop of a face that has no move from its square (ruling R8)."""
    if "@" not in fsf_text:
        return False
    face, square = fsf_text.split("@")
    face = OUR_FACE.get(face)
    rank = int(square[1:])
    to_far_edge = RANKS - rank if side == "b" else rank - 1
    return (face in ("P", "+S") and to_far_edge == 0) or (face == "+P" and to_far_edge <= 1)


# --- Engines -------------------------------------------------------------------------------

class Process:
    """An engine on pipes; its lines are read on a thread so that waits can time out."""

    def __init__(self, argv):
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.proc.stdout:
            self.lines.put(line.strip())
        self.lines.put(None)

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def until(self, predicate, seconds):
        """Lines up to and including the first for which `predicate` holds; None on timeout or exit."""
        end = time.monotonic() + seconds
        seen = []
        while True:
            try:
                line = self.lines.get(timeout=max(0.0, end - time.monotonic()))
            except queue.Empty:
                return None
            if line is None:
                return None
            seen.append(line)
            if predicate(line):
                return seen

    def close(self, quit_command):
        try:
            self.send(quit_command)
            self.proc.wait(timeout=3)
        except Exception:
            self.proc.kill()
            self.proc.wait()


class OurEngine:
    """shogi-cli xboard: one session for the whole match, so the engine keeps its hash table
    between moves (a `new` per game). It stays in force mode; `go` makes it play one move."""

    name = "shogi-cli"

    def __init__(self, cli, level, movetime, threads):
        self.p = Process([cli, "xboard", "--level", level])
        self.movetime = movetime
        self.threads = threads
        self.pings = 0
        self.p.send("xboard")
        self.p.send("protover 2")
        if not self.p.until(lambda l: l.startswith("feature"), 10):
            raise RuntimeError("shogi-cli xboard did not answer protover")

    def sync(self):
        """Waits for the session to catch up; the lines it sent meanwhile."""
        self.pings += 1
        self.p.send(f"ping {self.pings}")
        lines = self.p.until(lambda l: l == f"pong {self.pings}", 10)
        if lines is None:
            raise RuntimeError("shogi-cli xboard did not answer ping")
        return lines

    def new_game(self, moves):
        # A fixed time per move, as Fairy-Stockfish's `go movetime`; the session takes a
        # fraction of a second after `st`, and the search uses all of it.
        for line in ("new", "variant micro", "force", "post", f"cores {self.threads}",
                     f"st {self.movetime / 1000:g}"):
            self.p.send(line)
        for m in moves:
            self.tell(m)
        self.sync()

    def tell(self, move):
        self.p.send("usermove " + leg_move(move))

    def told_ok(self):
        bad = [l for l in self.sync() if l.startswith("Illegal move") or l.startswith("Error")]
        if bad:
            raise RuntimeError("shogi-cli xboard refused a refereed move: " + bad[0])

    def think(self):
        """(move in leg notation or None, wall ms, depth or None)."""
        start = time.monotonic()
        self.p.send("go")
        lines = self.p.until(lambda l: l.startswith("move "), self.movetime / 1000 * 20 + 10)
        ms = (time.monotonic() - start) * 1000
        self.p.send("force")
        if lines is None:
            return None, ms, None
        depth = None
        for line in lines:  # thinking: "DEPTH SCORE CENTISECONDS NODES PV"
            words = line.split()
            if len(words) >= 4 and all(w.lstrip("-").isdigit() for w in words[:4]):
                depth = int(words[0])
        return lines[-1].split()[1], ms, depth

    def close(self):
        self.p.close("quit")


class Fairy:
    """Fairy-Stockfish over UCI; told the whole game from the start position before each
    search, so that it knows the repetitions."""

    name = "fairy-stockfish"

    def __init__(self, path, movetime, threads):
        self.p = Process([path])
        self.movetime = movetime
        self.p.send("uci")
        if not self.p.until(lambda l: l == "uciok", 10):
            raise RuntimeError(f"{path} did not answer uci")
        self.p.send("setoption name UCI_Variant value micro")
        self.p.send(f"setoption name Threads value {threads}")
        self.ready()

    def ready(self):
        self.p.send("isready")
        if not self.p.until(lambda l: l == "readyok", 30):
            raise RuntimeError("fairy-stockfish did not answer isready")

    def new_game(self, moves):
        self.p.send("ucinewgame")
        self.ready()

    def _position(self, fsf_moves):
        self.p.send("position startpos" + (" moves " + " ".join(fsf_moves) if fsf_moves else ""))

    def legal(self, fsf_moves):
        self._position(fsf_moves)
        self.p.send("go perft 1")
        lines = self.p.until(lambda l: l.startswith("Nodes searched"), 10)
        if lines is None:
            raise RuntimeError("fairy-stockfish did not answer go perft 1")
        return {l.split(":")[0] for l in lines[:-1] if l.endswith(": 1")}  # "MOVE: 1", then the total

    def judge(self, fsf_moves, depth):
        """Its score in centipawns for the side to move after `fsf_moves`, searched to `depth`
        from an empty table (a mate counts as 100 000)."""
        self.new_game([])
        self._position(fsf_moves)
        self.p.send(f"go depth {depth}")
        lines = self.p.until(lambda l: l.startswith("bestmove"), 120)
        if lines is None:
            raise RuntimeError("fairy-stockfish did not finish go depth")
        score = None
        for line in lines:
            words = line.split()
            if words[:1] == ["info"] and "score" in words:
                kind, value = words[words.index("score") + 1:words.index("score") + 3]
                score = int(value) if kind == "cp" else (100000 if int(value) > 0 else -100000)
        return score

    def think(self, fsf_moves):
        """(move or None, wall ms, depth or None)."""
        self._position(fsf_moves)
        start = time.monotonic()
        self.p.send(f"go movetime {self.movetime}")
        lines = self.p.until(lambda l: l.startswith("bestmove"), self.movetime / 1000 * 20 + 10)
        ms = (time.monotonic() - start) * 1000
        if lines is None:
            return None, ms, None
        depth = None
        for line in lines:
            words = line.split()
            if words[:1] == ["info"] and "depth" in words:
                depth = int(words[words.index("depth") + 1])
        move = lines[-1].split()[1] if len(lines[-1].split()) > 1 else None
        return (None if move in (None, "(none)", "0000") else move), ms, depth

    def close(self):
        self.p.close("quit")


# --- Games ---------------------------------------------------------------------------------

class Mismatches:
    """Positions where the two engines' legal moves differ by more than the dead drops."""

    def __init__(self):
        self.positions = 0
        self.checked = 0

    def check(self, position, side, board, ours, fairy_legal):
        self.checked += 1
        mapped = {fsf_move(m, board) for m in ours}
        only_ours = mapped - fairy_legal
        only_fairy = {m for m in fairy_legal - mapped if not is_dead_drop(m, side)}
        if only_ours or only_fairy:
            self.positions += 1
            if self.positions <= 5:
                print(f"legal moves differ in {position}: only ours {sorted(only_ours)}, "
                      f"only Fairy-Stockfish {sorted(only_fairy)}", file=sys.stderr)


def fsf_line(referee, moves):
    """A line of our moves from the start in Fairy-Stockfish's notation."""
    line = []
    for i, m in enumerate(moves):
        board, _ = parse_position(referee.play(moves[:i])[0])
        line.append(fsf_move(m, board))
    return line


def play_game(referee, ours, fairy, opening, ours_black, max_plies, mismatches):
    moves = list(opening)
    fsf_moves = fsf_line(referee, opening)
    ours.new_game(opening)
    fairy.new_game(opening)
    stats = {e.name: {"ms": [], "depth": []} for e in (ours, fairy)}
    ours_side = "b" if ours_black else "w"

    def finish(winner_side, reason):
        if winner_side is None:
            result = "draw"
        else:
            result = "win" if winner_side == ours_side else "loss"
        return {"opening": opening, "ours": "black" if ours_black else "white", "moves": moves,
                "result": result, "reason": reason, "plies": len(moves),
                "ms_per_move": {n: round(sum(s["ms"]) / len(s["ms"])) if s["ms"] else None for n, s in stats.items()},
                "depth": {n: round(sum(s["depth"]) / len(s["depth"]), 1) if s["depth"] else None for n, s in stats.items()},
                "ms": {n: [round(ms) for ms in s["ms"]] for n, s in stats.items()},
                "depths": {n: s["depth"] for n, s in stats.items()}}

    other = {"b": "w", "w": "b"}
    while True:
        position, state = referee.play(moves)
        if state[0] != "ongoing":
            winner = {"black-wins": "b", "white-wins": "w"}.get(state[0])
            return finish(winner, state[1])
        if len(moves) >= max_plies:
            return finish(None, "ply-limit")
        board, side = parse_position(position)
        legal = referee.legal(position)
        mismatches.check(position, side, board, legal, fairy.legal(fsf_moves))
        if side == ours_side:
            text, ms, depth = ours.think()
            by_legs = {leg_move(m): m for m in legal}
            move = by_legs.get(text)
            engine = ours
        else:
            text, ms, depth = fairy.think(fsf_moves)
            by_fsf = {fsf_move(m, board): m for m in legal}
            move = by_fsf.get(text)
            engine = fairy
        stats[engine.name]["ms"].append(ms)
        if depth is not None:
            stats[engine.name]["depth"].append(depth)
        if text is None:
            moves.append(f"({engine.name}: no move)")
            return finish(other[side], "no-reply")
        if move is None:
            moves.append(f"({engine.name}: {text})")
            dead = engine is fairy and is_dead_drop(text, side)
            return finish(other[side], "fsf-dead-drop" if dead else "illegal-move")
        moves.append(move)
        fsf_moves.append(fsf_move(move, board))
        if engine is fairy:
            ours.tell(move)
            ours.told_ok()


# --- Match ---------------------------------------------------------------------------------

REASONS = ["checkmate", "no-legal-moves", "repetition", "perpetual-check", "ply-limit",
           "illegal-move", "fsf-dead-drop", "no-reply"]


def report(games, args, mismatches):
    w = sum(g["result"] == "win" for g in games)
    d = sum(g["result"] == "draw" for g in games)
    l = sum(g["result"] == "loss" for g in games)
    points = w + d / 2
    print(f"Micro Shogi: shogi-cli {args.level} against Fairy-Stockfish, {args.movetime} ms per move, "
          f"{args.threads} thread(s) each")
    if args.openings:
        print(f"openings from {args.openings}")
    else:
        kept = "" if args.balanced is None else (f", only those Fairy-Stockfish scores within "
                                                 f"{args.balanced} cp at depth {args.judge_depth}")
        print(f"openings: {args.opening_plies} random plies from seed {args.seed}{kept}")
    print(f"games {len(games)}")
    print(f"score {points:g}/{len(games)} ({100 * points / max(1, len(games)):.1f}%)  W {w}  D {d}  L {l}")
    for colour in ("black", "white"):
        mine = [g for g in games if g["ours"] == colour]
        p = sum(g["result"] == "win" for g in mine) + sum(g["result"] == "draw" for g in mine) / 2
        print(f"  as {colour}: {p:g}/{len(mine)}")
    print("ended by:")
    for reason in REASONS + sorted({g["reason"] for g in games} - set(REASONS)):
        won = sum(g["reason"] == reason and g["result"] == "win" for g in games)
        lost = sum(g["reason"] == reason and g["result"] == "loss" for g in games)
        drawn = sum(g["reason"] == reason and g["result"] == "draw" for g in games)
        print(f"  {reason:16} {won + lost + drawn:3}  (ours won {won}, lost {lost}, drawn {drawn})")
    # Over all moves of the match; the median depth too, because a search that has seen a
    # mate goes on to huge depths (Fairy-Stockfish reports 100 and more) and skews the mean.
    for name in ("shogi-cli", "fairy-stockfish"):
        ms = [t for g in games for t in g["ms"][name]]
        depths = sorted(x for g in games for x in g["depths"][name])
        ms_text = f"{sum(ms) / len(ms):.0f}" if ms else "-"
        depth_text = (f"mean {sum(depths) / len(depths):.1f}, median {depths[len(depths) // 2]}"
                      if depths else "-")
        print(f"{name:16} ms per move {ms_text:>5} (of {args.movetime}) over {len(ms)} moves, depth {depth_text}")
    print(f"legal-move check: {mismatches.positions} mismatching of {mismatches.checked} positions")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cli", default=os.path.join(here, "..", "build", "cli", "shogi-cli"))
    ap.add_argument("--fairy", default="/usr/games/fairy-stockfish")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--movetime", type=int, default=200, help="ms per move, both engines")
    ap.add_argument("--level", default="master")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--opening-plies", type=int, default=4)
    ap.add_argument("--openings", help="file: one opening a line, our move text (`#` comments)")
    ap.add_argument("--balanced", type=int, metavar="CP",
                    help="keep random openings Fairy-Stockfish scores within CP centipawns")
    ap.add_argument("--judge-depth", type=int, default=16, help="its search depth for --balanced")
    ap.add_argument("--max-plies", type=int, default=300)
    ap.add_argument("--out", help="per-game log, one JSON object a line")
    args = ap.parse_args()

    referee = Referee(args.cli, "micro")
    fairy = Fairy(args.fairy, args.movetime, args.threads)
    pairs = math.ceil(args.games / 2)
    if args.openings:
        with open(args.openings) as f:
            listed = [l.split("#")[0].split() for l in f]
        listed = [o for o in listed if o]
        openings = [listed[i % len(listed)] for i in range(pairs)]
    else:
        rng = random.Random(args.seed)
        openings = []
        while len(openings) < pairs:
            opening = random_opening(referee, rng, args.opening_plies)
            if args.balanced is None:
                openings.append(opening)
                continue
            score = fairy.judge(fsf_line(referee, opening), args.judge_depth)
            if score is not None and abs(score) <= args.balanced:
                print(f"opening {len(openings) + 1}: {' '.join(opening)} (Fairy-Stockfish {score:+d} cp "
                      f"at depth {args.judge_depth})", flush=True)
                openings.append(opening)

    ours = OurEngine(args.cli, args.level, args.movetime, args.threads)
    mismatches = Mismatches()
    games = []
    out = open(args.out, "w") if args.out else None
    try:
        for g in range(args.games):
            game = play_game(referee, ours, fairy, openings[g // 2], g % 2 == 0, args.max_plies, mismatches)
            game["game"] = g + 1
            games.append(game)
            print(f"game {g + 1}: ours {game['ours']}, {game['result']} by {game['reason']} after "
                  f"{game['plies']} plies ({' '.join(game['opening'])} | ...)", flush=True)
            if out:
                out.write(json.dumps(game) + "\n")
                out.flush()
    finally:
        ours.close()
        fairy.close()
        if out:
            out.close()
    report(games, args, mismatches)
    return 1 if mismatches.positions else 0


if __name__ == "__main__":
    sys.exit(main())
