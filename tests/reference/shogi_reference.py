"""A plain, independent reference of the five variants' move rules, with perft.

It favours being plainly right over speed: every move is a tuple, every position a fresh
list. It shares nothing with core/ but the text formats (docs/formats.md) and the rulings;
the pieces are described in reference_variants.py. Usable as a module or from the command line:

    python3 shogi_reference.py perft VARIANT DEPTH [--position POS] [--divide]

A move is the tuple (origin, destination, captures, face): origin -1 for a drop, captures
the captured squares in the order taken, face (code, promoted) the piece after the move.
Two ways of playing with the same tuple are one move (R1).
"""

import sys

from reference_variants import VARIANTS

BLACK, WHITE = 0, 1


# --- Board geometry ----------------------------------------------------------------------

class Board:
    def __init__(self, files, ranks):
        self.files = files
        self.ranks = ranks
        self.size = files * ranks
        self._rays = {}
        self._leaps = {}

    def ray(self, sq, d):
        """The squares from sq along d up to the edge, nearest first (cached)."""
        key = (sq, d)
        squares = self._rays.get(key)
        if squares is None:
            squares = []
            t = self.offset(sq, d)
            while t >= 0:
                squares.append(t)
                t = self.offset(t, d)
            squares = self._rays[key] = tuple(squares)
        return squares

    def square(self, f, r):
        return r * self.files + f if 0 <= f < self.files and 0 <= r < self.ranks else -1

    def leap(self, sq, d):
        """The square d away from sq, or -1 off the board (cached)."""
        key = (sq, d)
        t = self._leaps.get(key)
        if t is None:
            t = self._leaps[key] = self.offset(sq, d)
        return t

    def coords(self, sq):
        return sq % self.files, sq // self.files

    def offset(self, sq, d, k=1):
        f, r = self.coords(sq)
        return self.square(f + d[0] * k, r + d[1] * k)

    def name(self, sq):
        f, r = self.coords(sq)
        return chr(ord('a') + f) + str(r + 1)

    def parse_square(self, text):
        f = ord(text[0]) - ord('a')
        r = int(text[1:]) - 1
        sq = self.square(f, r)
        if sq < 0:
            raise ValueError('no square ' + text)
        return sq


_BOARDS = {}


def board_of(variant):
    """One Board per variant, so that its cached rays are shared by all positions."""
    if variant.id not in _BOARDS:
        _BOARDS[variant.id] = Board(variant.files, variant.ranks)
    return _BOARDS[variant.id]


# --- Positions ---------------------------------------------------------------------------

class Position:
    """cells[sq] is None or (side, code, promoted); hands[side] maps code -> count;
    passed[side] says that side passed on its previous turn."""

    def __init__(self, variant, cells, side, hands, passed):
        self.variant = variant
        self.board = board_of(variant)
        self.cells = cells
        self.side = side
        self.hands = hands
        self.passed = passed

    @staticmethod
    def start(variant):
        board = board_of(variant)
        cells = [None] * board.size
        for where, code in variant.setup:
            sq = board.parse_square(where)
            f, r = board.coords(sq)
            cells[sq] = (BLACK, code, False)
            cells[board.square(variant.files - 1 - f, variant.ranks - 1 - r)] = (WHITE, code, False)
        return Position(variant, cells, BLACK, [{}, {}], [False, False])

    @staticmethod
    def parse(variant, text):
        fields = text.split()
        if len(fields) not in (3, 4):
            raise ValueError('position needs 3 or 4 fields: ' + text)
        board = board_of(variant)
        cells = [None] * board.size
        rows = fields[0].split('/')
        if len(rows) != variant.ranks:
            raise ValueError('wrong number of ranks')
        for i, row in enumerate(rows):
            r = variant.ranks - 1 - i
            f = 0
            for token in row.split(','):
                if token.isdigit():
                    f += int(token)
                    continue
                promoted = token.startswith('+')
                code = token.lstrip('+')
                side = BLACK if code.isupper() else WHITE
                code = code.upper()
                if code not in variant.pieces:
                    raise ValueError('no piece ' + token)
                cells[board.square(f, r)] = (side, code, promoted)
                f += 1
            if f != variant.files:
                raise ValueError('rank %d has %d squares' % (r + 1, f))
        side = {'b': BLACK, 'w': WHITE}[fields[1]]
        hands = [{}, {}]
        if fields[2] != '-':
            for code in fields[2].split(','):
                owner = BLACK if code.isupper() else WHITE
                hands[owner][code.upper()] = hands[owner].get(code.upper(), 0) + 1
        flags = fields[3] if len(fields) == 4 else '-'
        passed = ['P' in flags, 'p' in flags]
        return Position(variant, cells, side, hands, passed)

    def text(self):
        v = self.variant
        rows = []
        for r in range(v.ranks - 1, -1, -1):
            tokens, empty = [], 0
            for f in range(v.files):
                cell = self.cells[self.board.square(f, r)]
                if cell is None:
                    empty += 1
                    continue
                if empty:
                    tokens.append(str(empty))
                    empty = 0
                side, code, promoted = cell
                tokens.append(('+' if promoted else '') + (code if side == BLACK else code.lower()))
            if empty:
                tokens.append(str(empty))
            rows.append(','.join(tokens))
        hand = []
        for side in (BLACK, WHITE):
            for code in sorted(self.hands[side]):
                hand += [code if side == BLACK else code.lower()] * self.hands[side][code]
        flags = ('P' if self.passed[BLACK] else '') + ('p' if self.passed[WHITE] else '')
        out = '%s %s %s' % ('/'.join(rows), 'bw'[self.side], ','.join(hand) or '-')
        return out + (' ' + flags if flags else '')


# --- Move parts, turned to absolute directions for one side ------------------------------

_COMPILED = {}


def parts_of(variant, side, code, promoted):
    key = (variant.id, side, code, promoted)
    if key not in _COMPILED:
        piece = variant.pieces[code]
        parts = piece.promoted if promoted else piece.moves
        sign = 1 if side == BLACK else -1    # White's board is Black's turned by 180 degrees
        _COMPILED[key] = [(kind, (d[0] * sign, d[1] * sign), reach, over)
                          for kind, d, reach, over in parts]
    return _COMPILED[key]


def can_promote(variant, code, promoted):
    return not promoted and variant.pieces[code].promoted is not None


# --- What one piece can do: (destination, captures) pairs ---------------------------------

def piece_targets(pos, sq, for_attack=False):
    """Every (destination, captured squares) the piece on sq can reach, passes included
    (destination == sq, no capture). for_attack leaves out the Emperor, whose captures
    depend on protection and which never matters as a protector (R5)."""
    cells, board = pos.cells, pos.board
    side, code, promoted = cells[sq]
    out = set()

    def kind(t):      # 0 empty, 1 enemy, 2 friend
        c = cells[t]
        return 0 if c is None else (1 if c[0] != side else 2)

    for part, d, reach, over in parts_of(pos.variant, side, code, promoted):
        if part == 'ray':
            for k, t in enumerate(board.ray(sq, d)[:reach], 1):
                what = kind(t)
                if what != 2:
                    out.add((t, (t,) if what == 1 else ()))
                if what != 0 and k > over:
                    break
        elif part == 'leap':
            t = board.leap(sq, d)
            if t >= 0 and kind(t) != 2:
                out.add((t, (t,) if kind(t) == 1 else ()))
        elif part == 'lion':
            _lion(board, sq, d, reach, kind, out)
        elif part == 'dog':
            _lion_dog(board, sq, d, kind, out)
        elif part == 'hook':
            _hook(board, sq, d, kind, out)
        elif part == 'universal' and not for_attack:
            _emperor(pos, sq, kind, out)
    return out


def _second_steps(d, then):
    if then == 'line':
        return [d, (-d[0], -d[1])]
    if then == 'diagonal':
        return [(x, y) for x in (-1, 1) for y in (-1, 1)]
    return [(x, y) for x in (-1, 0, 1) for y in (-1, 0, 1) if (x, y) != (0, 0)]


def _lion(board, sq, d, then, kind, out):
    """R2 along one first step d: step there; leap to where a second step would go; or
    capture there and step on (to an empty square, an enemy, or back home); or pass
    through an empty first square."""
    s1 = board.leap(sq, d)
    if s1 < 0:
        return
    k1 = kind(s1)
    if k1 != 2:
        out.add((s1, (s1,) if k1 == 1 else ()))
    for d2 in _second_steps(d, then):
        s2 = board.leap(s1, d2)
        if s2 < 0:
            continue
        if s2 == sq:
            if k1 == 1:
                out.add((sq, (s1,)))          # igui
            elif k1 == 0:
                out.add((sq, ()))             # pass
            continue
        k2 = kind(s2)
        if k2 != 2:
            out.add((s2, (s2,) if k2 == 1 else ()))      # leap, s1 untouched
            if k1 == 1:
                out.add((s2, (s1, s2) if k2 == 1 else (s1,)))


def _lion_dog(board, sq, d, kind, out):
    """R3 along one ray: up to three steps out, each enemy passed taken or jumped at will
    (friends jumped), the end square's enemy taken; or out two and back one; or igui or a
    pass on the first square."""
    squares = board.ray(sq, d)[:3]
    kinds = [kind(t) for t in squares]
    if not squares:
        return
    s1, k1 = squares[0], kinds[0]
    if k1 == 1:
        out.add((sq, (s1,)))
    elif k1 == 0:
        out.add((sq, ()))
    for end in range(len(squares)):
        if kinds[end] == 2:
            continue
        last = (squares[end],) if kinds[end] == 1 else ()
        options = [()]
        for t, k in zip(squares[:end], kinds[:end]):
            if k == 1:
                options = options + [o + (t,) for o in options]
        for o in options:
            out.add((squares[end], o + last))
    # out to the second square, taking its enemy, and back to the first
    if len(squares) >= 2 and kinds[1] == 1 and k1 != 2:
        out.add((s1, ((s1,) if k1 == 1 else ()) + (squares[1],)))


def _hook(board, sq, d, kind, out):
    """R4: slide along d over empty squares, turn by 90 degrees on an empty square and
    slide on; a capture ends the move."""
    turns = [(d[1], -d[0]), (-d[1], d[0])]
    for corner in board.ray(sq, d):
        if kind(corner) != 0:
            return
        for d2 in turns:
            for t in board.ray(corner, d2):
                what = kind(t)
                if what != 2:
                    out.add((t, (t,) if what == 1 else ()))
                if what != 0:
                    break


def _emperor(pos, sq, kind, out):
    """R5: any empty square; any enemy that its side could not take back."""
    side = pos.cells[sq][0]
    enemy_emperors = [t for t, c in enumerate(pos.cells)
                      if c is not None and c[0] != side and _is_emperor(pos.variant, c)]
    for t in range(pos.board.size):
        if t == sq:
            continue
        what = kind(t)
        if what == 0:
            out.add((t, ()))
        elif what == 1 and not any(e != t for e in enemy_emperors) and not _retaken(pos, sq, t):
            out.add((t, (t,)))       # (an Emperor protects all its side's pieces but itself)


def _is_emperor(variant, cell):
    return any(part[0] == 'universal' for part in parts_of(variant, *cell))


def _retaken(pos, emperor_sq, target):
    """Could the target's side capture on target if the Emperor stood there as an
    ordinary piece (the capture made, royalty ignored)?"""
    owner = pos.cells[target][0]
    after = list(pos.cells)
    after[emperor_sq] = None
    after[target] = pos.cells[emperor_sq]
    trial = Position(pos.variant, after, owner, pos.hands, [False, False])
    for i, c in enumerate(after):
        if c is not None and c[0] == owner:
            if any(target in caps for _, caps in piece_targets(trial, i, for_attack=True)):
                return True
    return False


# --- Whole moves: passes, promotion, drops -------------------------------------------------

def is_pass(move):
    return move[0] >= 0 and move[0] == move[1] and not move[2]


def _faces_after(pos, mover, captures, origin, dest):
    """The faces the mover may show after the move (one per distinct move)."""
    v = pos.variant
    side, code, promoted = mover
    face = (code, promoted)
    if v.family == 'micro':
        if captures and code != 'K':
            return [(code, not promoted)]
        return [face]
    if v.family == 'heian':
        zone = range(v.ranks - 3, v.ranks) if side == BLACK else range(0, 3)
        enters = pos.board.coords(origin)[1] not in zone and pos.board.coords(dest)[1] in zone
        if enters and can_promote(v, code, promoted):
            if _stuck(pos, side, code, dest):
                return [(code, True)]
            return [face, (code, True)]
        return [face]
    if not captures:
        return [face]
    taken = [pos.cells[c] for c in captures]
    royalish = face in v.royal or face in v.would_be_royal
    contagion = [c[1] for c in taken if c[1] in v.contagious]
    if contagion and not royalish:
        return [(contagion[-1], True)]
    if not can_promote(v, code, promoted):
        return [face]
    if v.family == 'hook' or any(c[2] for c in taken):
        return [(code, True)]
    return [face, (code, True)]


def _stuck(pos, side, code, sq):
    """True when the unpromoted piece could never move again from sq (empty board)."""
    empty = Position(pos.variant, [None] * pos.board.size, side, [{}, {}], [False, False])
    empty.cells[sq] = (side, code, False)
    return not piece_targets(empty, sq)


def pseudo_moves(pos):
    v, side, cells = pos.variant, pos.side, pos.cells
    moves = []
    for sq, cell in enumerate(cells):
        if cell is None or cell[0] != side:
            continue
        face = (cell[1], cell[2])
        for dest, caps in piece_targets(pos, sq):
            if dest == sq and not caps and v.family == 'hook' and pos.passed[side]:
                continue                     # no two passes in a row (R9)
            if caps and face in v.hook_class and any(
                    (cells[c][1], cells[c][2]) in v.hook_class for c in caps):
                continue                     # hook-class pieces never take each other (R4)
            for new_face in _faces_after(pos, cell, caps, sq, dest):
                moves.append((sq, dest, caps, new_face))
    for code, count in sorted(pos.hands[side].items()):
        if count <= 0:
            continue
        for promoted in (False, True):
            for sq in range(pos.board.size):
                if cells[sq] is None and (
                        v.dead_drops or not _dead_drop(pos, side, code, promoted, sq)):
                    moves.append((-1, sq, (), (code, promoted)))
    return moves


def _dead_drop(pos, side, code, promoted, sq):
    empty = Position(pos.variant, [None] * pos.board.size, side, [{}, {}], [False, False])
    empty.cells[sq] = (side, code, promoted)
    return not piece_targets(empty, sq)


def make(pos, move):
    origin, dest, caps, face = move
    cells = list(pos.cells)
    hands = [dict(pos.hands[0]), dict(pos.hands[1])]
    side = pos.side
    if origin < 0:
        hands[side][face[0]] -= 1
        if hands[side][face[0]] == 0:
            del hands[side][face[0]]
    else:
        cells[origin] = None
        for c in caps:
            if pos.variant.family == 'micro':
                code = cells[c][1]
                hands[side][code] = hands[side].get(code, 0) + 1
            cells[c] = None
    cells[dest] = (side, face[0], face[1])
    passed = list(pos.passed)
    passed[side] = is_pass(move)
    return Position(pos.variant, cells, 1 - side, hands, passed)


def royal_attacked(pos, side):
    """True when the other side could take one of side's royals now (Micro's check)."""
    royals = {sq for sq, c in enumerate(pos.cells)
              if c is not None and c[0] == side and (c[1], c[2]) in pos.variant.royal}
    for sq, c in enumerate(pos.cells):
        if c is not None and c[0] != side:
            for _, caps in piece_targets(pos, sq):
                if royals.intersection(caps):
                    return True
    return False


def legal_moves(pos):
    moves = pseudo_moves(pos)
    if pos.variant.family == 'micro':      # self-check is illegal only in Micro (R8)
        moves = [m for m in moves if not royal_attacked(make(pos, m), pos.side)]
    return moves


def decided(pos):
    """The game is over on the board: a side without royals (royal capture variants) or,
    in Heian Dai, a side with a bare King (R9)."""
    v = pos.variant
    if v.family == 'micro':
        return False
    for side in (BLACK, WHITE):
        pieces = [c for c in pos.cells if c is not None and c[0] == side]
        royals = [c for c in pieces if (c[1], c[2]) in v.royal]
        if not royals:
            return True
        if v.family == 'heian' and len(pieces) == len(royals):
            return True
    return False


def perft(pos, depth):
    if depth == 0:
        return 1
    if decided(pos):
        return 0
    moves = legal_moves(pos)
    if depth == 1:
        return len(moves)
    return sum(perft(make(pos, m), depth - 1) for m in moves)


def divide(pos, depth):
    """Per root move: its text and the leaves below it. Distinct moves must have distinct
    texts (R1, docs/formats.md); a clash is an error of this reference."""
    out = {}
    if decided(pos):
        return out
    for m in legal_moves(pos):
        text = move_text(pos, m)
        if text in out:
            raise AssertionError('two moves written %s in %s' % (text, pos.text()))
        out[text] = perft(make(pos, m), depth - 1)
    return out


def move_text(pos, move):
    """docs/formats.md: origin, each capture as x+square, the destination as -square (or
    x+square when the last capture is there), and + when the face turns promoted."""
    origin, dest, caps, face = move
    name = pos.board.name
    if origin < 0:
        return ('+' if face[1] else '') + face[0] + '*' + name(dest)
    before = pos.cells[origin]
    text = name(origin) + ''.join('x' + name(c) for c in caps)
    if not caps or caps[-1] != dest:
        text += '-' + name(dest)
    if face[1] and face != (before[1], before[2]):
        text += '+'
    return text


def main(argv):
    if len(argv) < 3 or argv[0] != 'perft':
        print('usage: shogi_reference.py perft VARIANT DEPTH [--position POS] [--divide]')
        return 2
    variant = VARIANTS[argv[1]]
    depth = int(argv[2])
    pos = Position.start(variant)
    if '--position' in argv:
        pos = Position.parse(variant, argv[argv.index('--position') + 1])
    if '--divide' in argv:
        counts = divide(pos, depth)
        for text, n in counts.items():
            print(text, n)
        print('nodes', sum(counts.values()))
    else:
        print('nodes', perft(pos, depth))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
