"""Our core as the referee of a match between engines, through shogi-cli: the position after
the moves of a game, its state (ongoing, or who won and why), the legal moves, and random
openings. Shared by bench/micro_vs_fairy.py and bench/cross_match.py."""
import os
import subprocess
import tempfile


class Referee:
    def __init__(self, cli, variant):
        self.cli = cli
        self.variant = variant

    def _run(self, *args):
        r = subprocess.run([self.cli, *args], capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError(f"shogi-cli {' '.join(args)}: {r.stderr.strip()}")
        return r.stdout

    def play(self, moves):
        """The position after `moves` from the start: (position text, state words)."""
        out = self._run("play", self.variant, *moves)
        fields = dict(line.split(" ", 1) for line in out.splitlines() if " " in line)
        return fields["position"], fields["state"].split()

    def texts(self, moves):
        """`moves` (our move text or XBoard's legs) in our move text, as a saved game lists them."""
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "game.lsg")
            self._run("play", self.variant, *moves, "--save", path)
            return self._run("record", "moves", path).split()

    def legal(self, position):
        return self._run("moves", self.variant, "--position", position).split("\n")[:-1]


def random_opening(referee, rng, plies):
    """`plies` random legal moves from the start that leave the game going."""
    while True:
        moves = []
        for _ in range(plies):
            position, _ = referee.play(moves)
            moves.append(rng.choice(referee.legal(position)))
        if referee.play(moves)[1][0] == "ongoing":
            return moves
