#!/usr/bin/env python3
"""Cross-checks the answers of `shogi-cli quiz` (the learn mode's "Where can it go?") with
the independent reference of the rules (shogi_reference.py).

    check_quiz.py PATH/TO/shogi-cli [--rounds N]

For every variant, with no other pieces, a few and many, the CLI asks about every face
(twice the number of pieces in the variant's table covers each face once, promoted faces
included). The reference reads the position printed and lists the legal moves of the piece
on the square asked about; the answer must be exactly the squares those moves end or capture
on, the piece's own square left out, written by file and then rank, each once. The same seed
must print the same questions.

Exit status 0 when everything agrees, 1 otherwise.
"""

import argparse
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True      # leave the source tree as it was

import shogi_reference as ref                       # noqa: E402
from reference_variants import VARIANTS             # noqa: E402


def run_quiz(cli, vid, seed, count, blockers):
    args = [cli, 'quiz', vid, '--seed', str(seed), '--count', str(count), '--blockers', str(blockers)]
    done = subprocess.run(args, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError('%s: %s' % (' '.join(args), done.stderr.strip()))
    return done.stdout


def questions(text):
    lines = text.splitlines()
    if len(lines) % 2:
        raise RuntimeError('an odd number of lines')
    for quiz, answer in zip(lines[0::2], lines[1::2]):
        words = quiz.split(' ', 3)
        if words[0] != 'quiz' or not answer.startswith('answer'):
            raise RuntimeError('unexpected lines: %r %r' % (quiz, answer))
        yield words[1], words[2], words[3], answer.split()[1:]


def expected_answer(variant, square, position):
    pos = ref.Position.parse(variant, position)
    board = pos.board
    origin = board.parse_square(square)
    reached = set()
    for move_origin, dest, caps, _ in ref.legal_moves(pos):
        if move_origin == origin:
            reached.add(dest)
            reached.update(caps)
    reached.discard(origin)
    return sorted(reached, key=lambda sq: board.coords(sq)), board


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('cli')
    parser.add_argument('--rounds', type=int, default=1, help='seeds per variant and number of blockers')
    options = parser.parse_args()
    failures = checked = 0
    for vid, variant in VARIANTS.items():
        count = 2 * len(variant.pieces)
        board_squares = variant.files * variant.ranks
        codes = set()
        for blockers in (0, 3, board_squares // 5):
            for seed in range(1, options.rounds + 1):
                text = run_quiz(options.cli, vid, seed, count, blockers)
                if text != run_quiz(options.cli, vid, seed, count, blockers):
                    failures += 1
                    print('FAIL %s seed %d: the same seed printed other questions' % (vid, seed))
                for code, square, position, answer in questions(text):
                    codes.add(code)
                    squares, board = expected_answer(variant, square, position)
                    expected = [board.name(sq) for sq in squares]
                    checked += 1
                    if answer != expected:
                        failures += 1
                        print('FAIL %s %s on %s in %s\n   shogi-cli: %s\n   reference: %s'
                              % (vid, code, square, position, ' '.join(answer), ' '.join(expected)))
        print('%s: %d faces asked about' % (vid, len(codes)))
    print('%d questions compared, %d disagree' % (checked, failures))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
