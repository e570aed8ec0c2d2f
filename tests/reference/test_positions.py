"""Seeded positions for the cross-check, all made by the reference itself.

- game_position: a random game from the start position, preferring captures (so that
  promotion, contagion and multi-captures happen), never ending the game on the board.
- crowded_position: both royals and a random crowd of pieces, faces and owners packed into
  a small window of the board, with random hands (Micro) and pass flags (Hook). Crowding
  makes Lions, Lion Dogs, hook movers and Emperors meet what they can capture.
"""

import random

import shogi_reference as ref


def _playable(pos):
    """Not over, and (Micro) the side that just moved is not left in check."""
    if ref.decided(pos):
        return False
    return not (pos.variant.family == 'micro' and ref.royal_attacked(pos, 1 - pos.side))


def game_position(variant, seed, plies):
    rng = random.Random('game:%s:%d' % (variant.id, seed))
    pos = ref.Position.start(variant)
    for _ in range(plies):
        moves = [m for m in ref.legal_moves(pos) if _playable(ref.make(pos, m))]
        if variant.family == 'micro':     # keep Micro games going: avoid mating moves
            moves = [m for m in moves if ref.legal_moves(ref.make(pos, m))] or moves
        if not moves:
            break
        captures = [m for m in moves if m[2]]
        pick = captures if captures and rng.random() < 0.8 else moves
        pos = ref.make(pos, rng.choice(pick))
    return pos


def _faces(variant):
    """Every face that can stand on the board except the King's, and those among them that
    can capture more than once or turn a corner."""
    faces = [(code, promoted) for code in sorted(variant.pieces) if code != 'K'
             for promoted in (False, True)
             if not promoted or ref.can_promote(variant, code, False)]
    special = [f for f in faces
               if any(part[0] in ('lion', 'dog', 'hook')
                      for part in ref.parts_of(variant, ref.BLACK, f[0], f[1]))]
    return faces, special


def _random_face(variant, rng, faces, special):
    if special and rng.random() < 0.25:          # more multi-captures and turns
        return rng.choice(special)
    code = rng.choice(sorted({c for c, _ in faces}))
    return code, ref.can_promote(variant, code, False) and rng.random() < 0.4


def _line_up(board, cells, free, rng, side, dog_faces, faces):
    """Puts a Lion Dog-like piece of `side` with enemies on the three squares of one of its
    rays, where the window has room: triple captures are otherwise rare."""
    rng.shuffle(free)
    for origin in free:
        for d in rng.sample([(x, y) for x in (-1, 0, 1) for y in (-1, 0, 1) if x or y], 8):
            line = [board.offset(origin, d, k) for k in (1, 2, 3)]
            if all(t in free for t in line):
                code, promoted = rng.choice(dog_faces)
                cells[origin] = (side, code, promoted)
                for t in line:
                    cells[t] = (1 - side, *rng.choice(faces))
                for t in [origin] + line:
                    free.remove(t)
                return


def crowded_position(variant, seed):
    rng = random.Random('crowd:%s:%d' % (variant.id, seed))
    board = ref.board_of(variant)
    faces, special = _faces(variant)
    dog_faces = [f for f in special
                 if any(part[0] == 'dog' for part in ref.parts_of(variant, ref.BLACK, *f))]
    while True:
        width = min(variant.files, rng.choice((5, 7, 9)))
        height = min(variant.ranks, width)
        f0 = rng.randrange(variant.files - width + 1)
        r0 = rng.randrange(variant.ranks - height + 1)
        free = [board.square(f0 + i, r0 + j) for i in range(width) for j in range(height)]
        rng.shuffle(free)
        cells = [None] * board.size
        to_move = rng.randrange(2)
        for side in (ref.BLACK, ref.WHITE):     # Emperors often where the King promotes
            emperor = ref.can_promote(variant, 'K', False) and rng.random() < 0.6
            cells[free.pop()] = (side, 'K', emperor)
        if dog_faces and rng.random() < 0.4:
            _line_up(board, cells, free, rng, to_move, dog_faces, faces)
        for _ in range(rng.randint(4, min(len(free) - 2, 30))):
            cells[free.pop()] = (rng.randrange(2), *_random_face(variant, rng, faces, special))
        hands = [{}, {}]
        if variant.family == 'micro':
            for side in (ref.BLACK, ref.WHITE):
                for code in sorted({c for c, _ in faces}):
                    if rng.random() < 0.3:
                        hands[side][code] = rng.randint(1, 2)
        passed = [False, False]
        if variant.family == 'hook':
            passed = [rng.random() < 0.3, rng.random() < 0.3]
        pos = ref.Position(variant, cells, to_move, hands, passed)
        if _playable(pos):
            return pos
