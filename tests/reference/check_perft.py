#!/usr/bin/env python3
"""Cross-checks shogi-cli's perft against the independent reference (shogi_reference.py).

    check_perft.py PATH/TO/shogi-cli [--games N] [--crowds N] [--variant ID]

1. The start position of each variant: the reference's setup must print as the CLI's, and
   perft must agree at every depth up to DEPTHS[variant].
2. Counts that come from outside both programs, checked against the reference only: the
   start-position move counts worked out by hand (docs/rules-notes.md) and the published
   Micro Shogi perft(5) for rules that allow dead drops.
3. Seeded positions made by the reference (random games of 20-60 plies, crowded random
   positions): perft(1) and perft(2) must agree; a disagreement prints the moves whose
   counts differ (from --divide on both sides).
4. Coverage: the compared root positions must contain each special kind of move of the
   variant at least once, so that the comparison keeps meaning something.

Exit status 0 when everything agrees, 1 otherwise.
"""

import argparse
import collections
import concurrent.futures
import contextlib
import copy
import io
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True      # leave the source tree as it was

import shogi_reference as ref                       # noqa: E402
from reference_variants import VARIANTS             # noqa: E402
from test_positions import crowded_position, game_position   # noqa: E402

DEPTHS = {'micro': 5, 'heian-dai': 4, 'macadamia': 3, 'hook': 3, 'maka-dai-dai': 3}
# Seeded positions per variant (random games, crowded positions), sized for a few seconds
# each; Heian's are cheap and its forced promotions rare, so it gets more.
GAMES = {'micro': 6, 'heian-dai': 6, 'macadamia': 5, 'hook': 5, 'maka-dai-dai': 4}
CROWDS = {'micro': 24, 'heian-dai': 60, 'macadamia': 30, 'hook': 30, 'maka-dai-dai': 20}

# Hand-placed positions for rules that random positions rarely reach: (variant, side to
# move, flags, pieces). Only the placement is written here; the counts come from both
# programs.
PLACED = [
    # a Lion and a Lion Dog that can take both contagious kinds in one move (R6: the last
    # one taken decides), a King and a Drunk Elephant that take them (immune)
    ('maka-dai-dai', 'b', '', {'a1': 'K', 's19': 'k', 'j10': 'LN', 'j11': 'dv', 'j12': 'ds',
                               'e10': 'LD', 'e11': 'ds', 'e12': '+dv', 'c3': 'DE', 'c4': 'dv',
                               'b1': 'g', 'a2': '+p'}),
    # Emperors on both sides: each may take only the other, and only when unprotected (R5);
    # White's is guarded by its Pawn, Black's is not
    ('maka-dai-dai', 'w', '', {'j10': '+K', 'j14': '+k', 'j15': 'p', 'k2': 'G', 'a19': 'dv'}),
    ('macadamia', 'b', '', {'g7': '+K', 'g9': '+k', 'c3': 'E', 'c4': 'pr', 'e5': '+E',
                            'e6': 'pi', 'h9': 'w', 'm13': 'ln'}),
    # hook-class pieces facing each other, a Deva in reach, a Drunk Elephant and a promoted
    # Go Between taking contagious pieces; White passed last turn
    ('hook', 'w', 'p', {'j10': 'K', 'p16': 'k', 'c3': 'DE', 'c4': 'ds', 'e3': '+GB',
                        'e4': 'dv', 'g3': 'TG', 'g4': 'dv', 'i3': 'HM', 'i6': '+ok',
                        'i9': 'ld', 'h12': '+q', 'm12': '+vf', 'm13': 'P'}),
    # Black passed last turn: its Lions may not pass again, White's may
    ('hook', 'b', 'Pp', {'h1': 'K', 'h16': 'k', 'h8': 'LN', 'h10': 'ln', 'c8': '+DH',
                         'd8': 'p', 'n8': '+DK'}),
]

# Counts from outside both programs (docs/rules-notes.md; the published Micro count).
HAND_COUNTED_START_MOVES = {'heian-dai': 29, 'macadamia': 50, 'hook': 58, 'maka-dai-dai': 78}
PUBLISHED_MICRO_PERFT5_WITH_DEAD_DROPS = 71328

# Kinds of move each variant's compared positions must show (see move_kinds).
REQUIRED_KINDS = {
    'micro': {'drop', 'promoted-face drop', 'flip up', 'flip down', 'self-check refused'},
    'heian-dai': {'promotion choice', 'forced promotion'},
    'macadamia': {'pass', 'igui', 'double capture', 'triple capture', 'contagion',
                  'promotion choice', 'forced promotion', 'Emperor capture',
                  'Emperor capture refused', 'hook turn'},
    'hook': {'pass', 'pass refused', 'igui', 'double capture', 'triple capture', 'contagion',
             'forced promotion', 'hook turn', 'hook capture refused', 'jump over two'},
    'maka-dai-dai': {'pass', 'igui', 'double capture', 'triple capture', 'contagion',
                     'promotion choice', 'forced promotion', 'Emperor capture',
                     'Emperor capture refused', 'hook turn'},
}


class Cli:
    def __init__(self, path):
        self.path = path

    def run(self, *args):
        done = subprocess.run([self.path, *args], capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError('%s %s: %s' % (self.path, ' '.join(args), done.stderr.strip()))
        return done.stdout

    def start_text(self, vid):
        for line in self.run('play', vid).splitlines():
            if line.startswith('position '):
                return line[len('position '):]
        raise RuntimeError('no position line from play ' + vid)

    def perft(self, vid, depth, position=None, divide=False):
        args = ['perft', vid, str(depth)]
        if position:
            args += ['--position', position]
        if divide:
            args.append('--divide')
        lines = self.run(*args).splitlines()
        total = int(lines[-1].split()[1])
        if not divide:
            return total
        return {line.rsplit(' ', 1)[0]: int(line.rsplit(' ', 1)[1]) for line in lines[:-1]}


class Report:
    def __init__(self):
        self.failures = 0
        self.compared = collections.Counter()

    def fail(self, message):
        self.failures += 1
        print('FAIL ' + message)


def compare(cli, report, pos, depth, label):
    vid = pos.variant.id
    text = pos.text()
    mine = ref.perft(pos, depth)
    theirs = cli.perft(vid, depth, None if label == 'start' else text)
    report.compared[vid] += 1
    if mine == theirs:
        return True
    report.fail('%s %s perft(%d): reference %d, shogi-cli %d' % (vid, label, depth, mine, theirs))
    explain(cli, pos, depth)
    return False


def explain(cli, pos, depth, shown=12):
    """Prints the root moves whose counts differ; where both sides have the move, follows
    the first such move one ply down, until the moves themselves differ."""
    print('     position %s' % pos.text())
    mine = ref.divide(pos, depth)
    theirs = cli.perft(pos.variant.id, depth, pos.text(), divide=True)
    differing = [m for m in sorted(set(mine) | set(theirs)) if mine.get(m) != theirs.get(m)]
    for move in differing[:shown]:
        a, b = mine.get(move), theirs.get(move)
        print('     %-22s reference %-8s shogi-cli %s'
              % (move, 'missing' if a is None else a, 'missing' if b is None else b))
    if len(differing) > shown:
        print('     ... and %d more' % (len(differing) - shown))
    both = [m for m in differing if m in mine and m in theirs]
    if depth > 1 and both and len(both) == len(differing):
        by_text = {ref.move_text(pos, m): m for m in ref.legal_moves(pos)}
        print('   after %s:' % both[0])
        explain(cli, ref.make(pos, by_text[both[0]]), depth - 1, shown)


def move_kinds(pos):
    """Which special kinds of move the side to move has here (for the coverage check)."""
    kinds = set()
    v, cells = pos.variant, pos.cells
    pseudo = ref.pseudo_moves(pos)
    legal = ref.legal_moves(pos)
    if len(legal) < len(pseudo):
        kinds.add('self-check refused')
    by_target = collections.defaultdict(list)
    for m in legal:
        by_target[m[:3]].append(m[3])
    for (origin, dest, caps), faces in by_target.items():
        if origin < 0:
            kinds.add('promoted-face drop' if any(f[1] for f in faces) else 'drop')
            continue
        side, code, promoted = cells[origin]
        if origin == dest:
            kinds.add('igui' if caps else 'pass')
        if len(caps) >= 2:
            kinds.add('double capture' if len(caps) == 2 else 'triple capture')
        if any(f[0] != code for f in faces):
            kinds.add('contagion')
        if len(faces) == 2:
            kinds.add('promotion choice')
        elif faces[0] != (code, promoted) and faces[0][0] == code:
            if v.family == 'micro':
                kinds.add('flip down' if promoted else 'flip up')
            else:
                kinds.add('forced promotion')
        if code == 'K' and promoted and caps:
            kinds.add('Emperor capture')
        parts = ref.parts_of(v, side, code, promoted)
        if any(p[0] == 'hook' for p in parts) and not _on_a_line(pos.board, origin, dest):
            kinds.add('hook turn')
        if any(p[0] == 'ray' and p[3] == 2 for p in parts) and _jumped_two(pos, origin, dest):
            kinds.add('jump over two')
    for sq, cell in enumerate(cells):
        if cell is None or cell[0] != pos.side:
            continue
        targets = ref.piece_targets(pos, sq)
        if cell[1] == 'K' and cell[2] and v.family == 'maka':
            enemies = sum(1 for c in cells if c is not None and c[0] != pos.side)
            if sum(1 for _, caps in targets if caps) < enemies:
                kinds.add('Emperor capture refused')
        face = (cell[1], cell[2])
        if face in v.hook_class and any(
                caps and any((cells[c][1], cells[c][2]) in v.hook_class for c in caps)
                for _, caps in targets):
            kinds.add('hook capture refused')
        if v.family == 'hook' and pos.passed[pos.side] and any(
                d == sq and not caps for d, caps in targets):
            kinds.add('pass refused')
    return kinds


def _on_a_line(board, a, b):
    (fa, ra), (fb, rb) = board.coords(a), board.coords(b)
    return fa == fb or ra == rb or abs(fa - fb) == abs(ra - rb)


def _jumped_two(pos, origin, dest):
    """dest lies three squares out on a line and both squares between are occupied."""
    (fa, ra), (fb, rb) = pos.board.coords(origin), pos.board.coords(dest)
    df, dr = fb - fa, rb - ra
    if max(abs(df), abs(dr)) != 3 or not _on_a_line(pos.board, origin, dest):
        return False
    step = (df // 3, dr // 3)
    return all(pos.cells[pos.board.offset(origin, step, k)] is not None for k in (1, 2))


def placed_position(variant, side, flags, pieces):
    board = ref.board_of(variant)
    cells = [None] * board.size
    for square, token in pieces.items():
        code = token.lstrip('+')
        owner = ref.BLACK if code.isupper() else ref.WHITE
        cells[board.parse_square(square)] = (owner, code.upper(), token.startswith('+'))
    return ref.Position(variant, cells, 'bw'.index(side), [{}, {}], ['P' in flags, 'p' in flags])


def check_variant(cli, report, vid, games, crowds):
    variant = VARIANTS[vid]
    began = time.time()
    start = ref.Position.start(variant)
    if start.text() != cli.start_text(vid):
        report.fail('%s start position: reference %s, shogi-cli %s'
                    % (vid, start.text(), cli.start_text(vid)))
    for depth in range(1, DEPTHS[vid] + 1):
        compare(cli, report, start, depth, 'start')

    if vid in HAND_COUNTED_START_MOVES and ref.perft(start, 1) != HAND_COUNTED_START_MOVES[vid]:
        report.fail('%s: the reference has %d start moves, the hand count %d'
                    % (vid, ref.perft(start, 1), HAND_COUNTED_START_MOVES[vid]))
    if vid == 'micro':
        relaxed = copy.copy(variant)
        relaxed.dead_drops = True
        n = ref.perft(ref.Position.start(relaxed), 5)
        if n != PUBLISHED_MICRO_PERFT5_WITH_DEAD_DROPS:
            report.fail('micro with dead drops: reference perft(5) %d, published %d'
                        % (n, PUBLISHED_MICRO_PERFT5_WITH_DEAD_DROPS))

    positions = [('placed %d' % i, placed_position(variant, side, flags, pieces))
                 for i, (pvid, side, flags, pieces) in enumerate(PLACED) if pvid == vid]
    for seed in range(GAMES[vid] if games is None else games):
        plies = 20 + (seed * 17) % 41
        positions.append(('game %d (%d plies)' % (seed, plies),
                          game_position(variant, seed, plies)))
    for seed in range(CROWDS[vid] if crowds is None else crowds):
        positions.append(('crowd %d' % seed, crowded_position(variant, seed)))
    kinds = set()
    for label, pos in positions:
        kinds |= move_kinds(pos)
        for depth in (1, 2):
            if not compare(cli, report, pos, depth, label):
                break
    missing = REQUIRED_KINDS[vid] - kinds
    if missing:
        report.fail('%s: no compared position has a move of kind %s'
                    % (vid, ', '.join(sorted(missing))))
    print('%-13s start depths 1-%d, %d positions at depths 1-2, %d comparisons, %.1f s; '
          'kinds seen: %s' % (vid, DEPTHS[vid], len(positions), report.compared[vid],
                              time.time() - began, ', '.join(sorted(kinds))))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('cli', help='path of shogi-cli')
    parser.add_argument('--games', type=int, help='random games per variant (default: GAMES)')
    parser.add_argument('--crowds', type=int,
                        help='crowded positions per variant (default: CROWDS)')
    parser.add_argument('--variant', action='append', help='only these variants')
    args = parser.parse_args()
    began = time.time()
    variants = args.variant or list(VARIANTS)
    # The variants are independent: each is checked in a process of its own, as many at a time
    # as there are cores, and their reports printed in order.
    with concurrent.futures.ProcessPoolExecutor(max_workers=min(len(variants), os.cpu_count() or 1)) as pool:
        results = list(pool.map(checked_variant, [(args.cli, vid, args.games, args.crowds) for vid in variants]))
    failures = compared = 0
    for text, variant_failures, variant_compared in results:
        print(text, end='')
        failures += variant_failures
        compared += variant_compared
    print('%d comparisons, %d failures, %.1f s' % (compared, failures, time.time() - began))
    return 1 if failures else 0


def checked_variant(job):
    """check_variant in a worker: (what it printed, its failures, its comparisons)."""
    cli_path, vid, games, crowds = job
    report = Report()
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        check_variant(Cli(cli_path), report, vid, games, crowds)
    return out.getvalue(), report.failures, sum(report.compared.values())


if __name__ == '__main__':
    sys.exit(main())
