"""The five variants as data: boards, setups, pieces and what each piece may do.

Written from the rule texts in the project's rule sources and the rulings R1-R12, in a
notation of this file's own (no Betza), so that a misreading in core/ shows up as a
disagreement with this reference instead of being copied into it.

A piece's moves are a list of parts, each made by one of the helpers below. Directions are
seen from the piece's owner: f(orward), b(ack), l(eft), r(ight) and the diagonals fl, fr,
bl, br. For Black, forward is towards higher ranks and left is towards file a.
"""

UNLIMITED = 99

DIRECTIONS = {
    'f': (0, 1), 'b': (0, -1), 'l': (-1, 0), 'r': (1, 0),
    'fl': (-1, 1), 'fr': (1, 1), 'bl': (-1, -1), 'br': (1, -1),
}
ORTH = 'f b l r'
DIAG = 'fl fr bl br'
ALL8 = ORTH + ' ' + DIAG


def _dirs(words):
    return [DIRECTIONS[w] for w in words.split()]


def steps(words, reach=1):
    """Moves up to `reach` squares along each direction, through empty squares only."""
    return [('ray', d, reach, 0) for d in _dirs(words)]


def slides(words):
    return steps(words, UNLIMITED)


def jumps(*offsets):
    """Leaps straight to the given (file, rank) offsets, whatever stands between."""
    return [('leap', o, 0, 0) for o in offsets]


def leaps_over(words, over, reach=UNLIMITED):
    """Like steps(words, reach), but the first `over` squares may hold anything: the piece
    jumps them, and only the squares after them must be empty to go further."""
    return [('ray', d, reach, over) for d in _dirs(words)]


def lion(first_words, then):
    """Lion power (R2) limited to some directions: a first King step along `first_words`,
    then optionally a second one; `then` is 'any' (all eight), 'diagonal' (all four
    diagonals) or 'line' (straight on or straight back)."""
    return [('lion', d, then, 0) for d in _dirs(first_words)]


def lion_dog(words):
    """Up to three King steps along each of these rays, with the captures of R3."""
    return [('dog', d, 0, 0) for d in _dirs(words)]


def hook(words):
    """Slides along these directions that may turn once by 90 degrees (R4). The straight
    slides themselves are listed separately."""
    return [('hook', d, 0, 0) for d in _dirs(words)]


UNIVERSAL = [('universal', (0, 0), 0, 0)]


def knight_jumps():
    return jumps((-1, 2), (1, 2))


def all_knight_jumps():
    return jumps(*[(x, y) for x in (-2, -1, 1, 2) for y in (-2, -1, 1, 2) if abs(x) != abs(y)])


KING = steps(ALL8)
GOLD = steps('f b l r fl fr')
SILVER = steps('fl fr bl br f')
ROOK = slides(ORTH)
BISHOP = slides(DIAG)
QUEEN = slides(ALL8)
LION = lion(ALL8, 'any')           # the leaps to the 5x5 area are implied (R2)
LION_DOG = lion_dog(ALL8)          # includes the plain King steps


class Piece:
    def __init__(self, code, name, moves, promoted=None):
        self.code = code
        self.name = name
        self.moves = moves
        self.promoted = promoted   # moves of the promoted face, or None: does not promote


class Variant:
    """family: 'micro', 'heian', 'maka' (Maka Dai Dai and Macadamia) or 'hook'.
    royal: faces (code, promoted) that are royal; would_be_royal: faces whose own
    promotion makes a royal; contagious: codes whose capture turns the captor into that
    code's promoted face (R6); hook_class: faces that may not capture each other (Hook).
    dead_drops: allow drops where the dropped face could never move (not the product's
    rule, R8; only for comparing with a published count)."""

    def __init__(self, vid, files, ranks, family, pieces, setup, royal,
                 would_be_royal=(), contagious=(), hook_class=()):
        self.id = vid
        self.files = files
        self.ranks = ranks
        self.family = family
        self.pieces = {p.code: p for p in pieces}
        self.setup = setup
        self.royal = set(royal)
        self.would_be_royal = set(would_be_royal)
        self.contagious = set(contagious)
        self.hook_class = set(hook_class)
        self.dead_drops = False


def _setup(text):
    """'a1 L, b1 N' -> [('a1', 'L'), ('b1', 'N')]; ranges like 'a3-m3 P' fill a rank."""
    out = []
    for item in text.split(','):
        where, code = item.split()
        if '-' in where:
            first, last = where.split('-')
            rank = first[1:]
            for f in range(ord(first[0]), ord(last[0]) + 1):
                out.append((chr(f) + rank, code))
        else:
            out.append((where, code))
    return out


# --- Micro Shogi (4x5): every capture flips the captor; drops of either face (R8) -------
MICRO = Variant(
    'micro', 4, 5, 'micro',
    [
        Piece('K', 'King', KING),
        Piece('B', 'Bishop', BISHOP, promoted=GOLD),               # Tokin
        Piece('G', 'Gold General', GOLD, promoted=ROOK),           # Rook
        Piece('S', 'Silver General', SILVER, promoted=slides('f')),  # Lance
        Piece('P', 'Pawn', steps('f'), promoted=knight_jumps()),   # Knight
    ],
    _setup('a1 S, b1 G, c1 B, d1 K, d2 P'),
    royal=[('K', False)])

# --- Heian Dai Shogi (13x13): everything promotes to Gold by entering the zone (R7) -----
HEIAN = Variant(
    'heian-dai', 13, 13, 'heian',
    [
        Piece('K', 'King', KING),
        Piece('G', 'Gold General', GOLD),
        Piece('S', 'Silver General', SILVER, GOLD),
        Piece('C', 'Copper General', steps(ORTH), GOLD),
        Piece('I', 'Iron General', steps('fl f fr l r'), GOLD),  # prose: 3 forward, 2 sideways
        Piece('N', 'Knight', knight_jumps(), GOLD),
        Piece('L', 'Lance', slides('f'), GOLD),
        Piece('SM', 'Side Mover', steps('f') + slides('l r'), GOLD),
        Piece('FT', 'Fierce Tiger', steps(DIAG), GOLD),
        Piece('FD', 'Flying Dragon', BISHOP, GOLD),
        Piece('FC', 'Free Chariot', slides('f b'), GOLD),
        Piece('P', 'Pawn', steps('f'), GOLD),
        Piece('GB', 'Go Between', steps('f b'), GOLD),
    ],
    _setup('a1 L, b1 N, c1 I, d1 C, e1 S, f1 G, g1 K, h1 G, i1 S, j1 C, k1 I, l1 N, m1 L,'
           'a2 FC, b2 FD, e2 FT, g2 SM, i2 FT, l2 FD, m2 FC, a3-m3 P, g4 GB'),
    royal=[('K', False)])

# --- Macadamia Shogi (13x13) -------------------------------------------------------------
MACADAMIA = Variant(
    'macadamia', 13, 13, 'maka',
    [
        Piece('K', 'King', KING, UNIVERSAL),                                   # Emperor
        Piece('PR', 'Priest', steps('fl fr br l'), QUEEN + LION_DOG),          # Saint
        Piece('PI', 'Pirate', steps('fl fr bl r'), QUEEN + LION),              # Ghost
        Piece('G', 'Gold', GOLD, ROOK + slides('fl fr')),
        Piece('S', 'Silver', SILVER, BISHOP + slides('f')),
        Piece('C', 'Copper', steps('fl fr f b'), slides('f b fl fr')),
        Piece('KY', 'Kirin', steps(DIAG) + jumps((2, 0), (-2, 0), (0, 2), (0, -2)),
              slides('l r') + steps('f b', 2) + steps(DIAG, 3)),             # Unicorn
        Piece('PH', 'Phoenix', steps(ORTH) + jumps((2, 2), (-2, 2), (2, -2), (-2, -2)),
              slides('f b') + steps('l r', 2) + steps(DIAG, 3)),             # Golden Bird
        Piece('L', 'Lance', slides('f'), GOLD),
        Piece('E', 'Elephant', steps('fl fr bl br l r f'), KING),              # becomes a King
        Piece('T', 'Tiger', steps('fl fr bl br l r b'), BISHOP + slides('b l r')),
        Piece('LN', 'Lion', LION, LION + steps(ALL8, 3)),                      # Berserker
        Piece('W', 'Wolf', LION_DOG, GOLD),
        Piece('D', 'Dragon', steps(DIAG, 2), GOLD),
        Piece('Q', 'Queen', QUEEN),
        Piece('CA', 'Capricorner', BISHOP + hook(DIAG), GOLD),
        Piece('HM', 'Hook Mover', ROOK + hook(ORTH), GOLD),
        Piece('WR', 'Wrestler', steps(DIAG, 3) + steps('l r'), GOLD),
        Piece('GU', 'Guardian', steps(ORTH, 3) + steps('fl fr'), GOLD),
        Piece('CS', 'Castle', ROOK + steps(DIAG)),
        Piece('B', 'Bishop', BISHOP, GOLD),
        Piece('LC', 'Left Chariot', slides('f fl br') + steps('b'), GOLD),
        Piece('RC', 'Right Chariot', slides('f fr bl') + steps('b'), GOLD),
        Piece('R', 'Rook', ROOK, GOLD),
        Piece('P', 'Pawn', steps('f'), GOLD),
        Piece('SN', 'Snake', steps('f b'), slides('f b')),
    ],
    _setup('a1 L, b1 KY, c1 C, d1 S, e1 G, f1 PR, g1 K, h1 PI, i1 G, j1 S, k1 C, l1 PH, m1 L,'
           'b2 D, d2 LN, f2 T, g2 E, h2 T, j2 W, l2 D,'
           'a3 R, b3 LC, c3 WR, d3 B, e3 CS, f3 CA, g3 Q, h3 HM, i3 CS, j3 B, k3 GU, l3 RC,'
           'm3 R, a4-m4 P, d5 SN, j5 SN'),
    royal=[('K', False), ('K', True), ('E', True)],
    would_be_royal=[('E', False)],
    contagious=['PR', 'PI'])

# --- Hook Shogi (16x16): squares and moves from the diagram line (R11) --------------------
_HOOK_ORTH_LINE = lion('f', 'line')
HOOK = Variant(
    'hook', 16, 16, 'hook',
    [
        Piece('P', 'Pawn', steps('f'), GOLD),                                  # Tokin
        Piece('GB', 'Go Between', steps('f b'), steps('fl fr bl br l r f')),   # Drunk Elephant
        Piece('O', 'Stone General', steps('fl fr'), steps(DIAG) + slides('l r')),
        Piece('T', 'Tile General', steps('fl fr f'), steps(DIAG) + slides('f b')),
        Piece('DV', 'Deva', steps('fl fr br l'), QUEEN + LION_DOG),            # Teaching King
        Piece('DS', 'Dark Spirit', steps('fl fr bl r'), QUEEN + LION),         # Divine Spirit
        Piece('C', 'Copper General', steps('fl fr f b'), steps('f b') + slides('l r')),
        Piece('EW', 'Evil Wolf', steps('fl fr l r f'), steps(ALL8) + slides('l r')),
        Piece('S', 'Silver General', SILVER, steps('l r') + slides('f b')),
        Piece('FL', 'Ferocious Leopard', steps('fl fr bl br f b'), BISHOP),
        Piece('G', 'Gold General', GOLD, ROOK),
        Piece('BT', 'Blind Tiger', steps('fl fr bl br l r b'),
              steps(DIAG) + steps('l r') + slides('f b')),                     # Flying Stag
        Piece('DE', 'Drunk Elephant', steps('fl fr bl br l r f'), KING),       # Prince
        Piece('FH', 'Flying Horse', steps(DIAG, 2), BISHOP + all_knight_jumps()),
        Piece('FY', 'Flying Dragon', steps(ORTH, 2), ROOK + all_knight_jumps()),
        Piece('OK', 'Old Kite', steps(DIAG, 2) + steps('l r'),
              steps(ORTH) + BISHOP + hook(DIAG)),                              # Tengu
        Piece('PS', 'Poisonous Snake', steps(ORTH, 2) + steps('fl fr'), ROOK + hook(ORTH)),
        Piece('KY', 'Kirin', steps(DIAG) + jumps((2, 0), (-2, 0), (0, 2), (0, -2)), LION),
        Piece('PH', 'Phoenix', steps(ORTH) + jumps((2, 2), (-2, 2), (2, -2), (-2, -2)), QUEEN),
        Piece('RD', 'Roaring Dog', KING + leaps_over(ALL8, 1, 3), LION_DOG),
        Piece('L', 'Lance', slides('f') + steps('b', 2), slides('fl fr f b')),  # White Horse
        Piece('RV', 'Reverse Chariot', slides('f b'), slides('bl br f b')),    # Whale
        Piece('SM', 'Side Mover', steps('f b') + slides('l r'), BISHOP + slides('l r')),
        Piece('VM', 'Vertical Mover', steps('l r') + slides('f b'), BISHOP + slides('f b')),
        Piece('SC', 'Side Chariot', steps(DIAG) + slides('l r'),
              BISHOP + slides('l r') + steps('f b', 5)),                       # Free Demon
        Piece('VC', 'Vertical Chariot', steps(DIAG) + slides('f b'),
              BISHOP + slides('f b') + steps('l r', 5)),                       # Free Dream Eater
        Piece('B', 'Bishop', BISHOP, BISHOP + steps(ORTH)),                    # Dragon Horse
        Piece('R', 'Rook', ROOK, ROOK + steps(DIAG)),                          # Dragon King
        Piece('DH', 'Dragon Horse', BISHOP + steps(ORTH),
              BISHOP + slides('l r b') + _HOOK_ORTH_LINE),                     # Horned Falcon
        Piece('DK', 'Dragon King', ROOK + steps(DIAG),
              ROOK + slides('bl br') + lion('fl fr', 'line')),                 # Soaring Eagle
        Piece('VF', 'Violent Falcon', BISHOP + all_knight_jumps(),
              leaps_over('fl fr bl br l r b', 2) + lion_dog('f')),             # Great Falcon
        Piece('VE', 'Fierce Eagle', ROOK + all_knight_jumps(),
              leaps_over('f b l r bl br', 2) + lion_dog('fl fr')),             # Great Eagle
        Piece('LD', 'Lion Dog', LION_DOG, LION + LION_DOG),                    # Great Elephant
        Piece('LN', 'Lion', LION, BISHOP + LION),                              # Lion Hawk
        Piece('Q', 'Queen', QUEEN, QUEEN + lion(DIAG, 'diagonal')),            # Free Eagle
        Piece('PC', 'Peacock', steps('bl br', 2) + slides('fl fr') + hook('fl fr'),
              steps(ORTH) + BISHOP + hook(DIAG)),                              # Tengu
        Piece('CA', 'Capricorn', BISHOP + hook(DIAG), ROOK + hook(ORTH)),     # Hook Mover
        Piece('TG', 'Tengu', steps(ORTH) + BISHOP + hook(DIAG)),
        Piece('HM', 'Hook Mover', ROOK + hook(ORTH)),
        Piece('K', 'King', KING),
    ],
    _setup('a1 L, b1 FL, c1 O, d1 T, e1 C, f1 S, g1 G, h1 K, i1 DE, j1 G, k1 S, l1 C, m1 T,'
           'n1 O, o1 FL, p1 L,'
           'a2 RV, c2 TG, d2 OK, f2 EW, g2 BT, h2 DV, i2 DS, j2 BT, k2 EW, m2 PS, n2 HM, p2 RV,'
           'a3 SM, b3 VM, c3 B, d3 FH, e3 FY, f3 PC, g3 LD, h3 KY, i3 PH, j3 RD, k3 CA,'
           'l3 FY, m3 FH, n3 B, o3 VM, p3 SM,'
           'a4 SC, b4 VC, c4 R, d4 DH, e4 DK, f4 VF, g4 VE, h4 LN, i4 Q, j4 VE, k4 VF,'
           'l4 DK, m4 DH, n4 R, o4 VC, p4 SC, a5-p5 P, e6 GB, l6 GB'),
    royal=[('K', False), ('DE', True)],
    would_be_royal=[('DE', False)],
    contagious=['DV', 'DS'],
    hook_class=[('HM', False), ('CA', False), ('CA', True), ('TG', False), ('PC', False),
                ('PC', True), ('OK', True), ('PS', True)])


# --- Maka Dai Dai Shogi (19x19) ----------------------------------------------------------
def _free(step_words):
    """A '*' piece's promoted form slides where the piece stepped (R12)."""
    return slides(step_words)


MAKA = Variant(
    'maka-dai-dai', 19, 19, 'maka',
    [
        Piece('L', 'Lance', slides('f'), GOLD),
        Piece('EG', 'Earth General', steps('f b'), _free('f b')),
        Piece('ST', 'Stone General', steps('fl fr'), _free('fl fr')),
        Piece('TG', 'Tile General', steps('fl fr b'), _free('fl fr b')),
        Piece('I', 'Iron General', steps('fl fr f'), _free('fl fr f')),
        Piece('C', 'Copper General', steps('fl fr f b'), _free('fl fr f b')),
        Piece('S', 'Silver General', SILVER, _free('fl fr bl br f')),
        Piece('G', 'Gold General', GOLD, _free('f b l r fl fr')),
        Piece('DV', 'Deva', steps('fl fr l br'), QUEEN + LION_DOG),            # Teaching King
        Piece('K', 'King', KING, UNIVERSAL),                                   # Emperor
        Piece('DS', 'Dark Spirit', steps('fl fr r bl'), QUEEN + LION),         # Buddhist Spirit
        Piece('RV', 'Reverse Chariot', slides('f b'), GOLD),
        Piece('CS', 'Cat Sword', steps(DIAG), _free(DIAG)),
        Piece('CC', 'Chinese Cock', steps('fl fr b l r'), slides('f') + steps('b') + BISHOP),
        Piece('CO', 'Coiled Serpent', steps('bl br f b'), _free('bl br f b')),
        Piece('FL', 'Ferocious Leopard', steps('fl fr bl br f b'), _free('fl fr bl br f b')),
        Piece('BT', 'Blind Tiger', steps('fl fr bl br b l r'), _free('fl fr bl br b l r')),
        Piece('DE', 'Drunk Elephant', steps('fl fr bl br f l r'), KING),       # Prince
        Piece('RD', 'Reclining Dragon', steps('f b l r bl br'), _free('f b l r bl br')),
        Piece('BM', 'Blind Monkey', steps('fl fr bl br b'), slides('b') + steps('f') + BISHOP),
        Piece('OR', 'Old Rat', steps('fl fr', 2) + steps('b', 2), slides('f bl br')),  # Bat
        Piece('AB', 'Angry Boar', steps(ORTH), BISHOP + slides('l r')),        # Free Boar
        Piece('BB', 'Blind Bear', steps(DIAG) + slides('b'),
              BISHOP + slides('l r') + jumps((-2, 2), (2, 2))),                # Free Bear
        Piece('EW', 'Evil Wolf', steps('fl fr f l r'), _free('fl fr f l r')),
        Piece('KY', 'Kirin', steps(DIAG) + jumps((2, 0), (-2, 0), (0, 2), (0, -2)),
              slides('l r') + steps('f b', 2) + steps(DIAG, 3)),             # Great Dragon
        Piece('LN', 'Lion', LION, LION + LION_DOG),                            # Furious Fiend
        Piece('PH', 'Phoenix', steps(ORTH) + jumps((2, 2), (-2, 2), (2, -2), (-2, -2)),
              slides('f b') + steps('l r', 2) + steps(DIAG, 3)),             # Golden Bird
        Piece('DO', 'Donkey', jumps((0, 2), (0, -2)) + steps('l r'), GOLD),
        Piece('N', 'Knight', knight_jumps(), GOLD),
        Piece('VO', 'Violent Ox', steps(ORTH, 2), GOLD),
        Piece('FD', 'Flying Dragon', steps(DIAG, 2), GOLD),
        Piece('BD', 'Buddhist Devil', steps('fl fr', 3) + steps('b l r'), GOLD),
        Piece('WR', 'Wrestler', steps(DIAG, 3) + steps('l r'), GOLD),
        Piece('LD', 'Lion Dog', LION_DOG, GOLD),
        Piece('GG', 'Guardian of the Gods', steps(ORTH, 3) + steps('fl fr'), GOLD),
        Piece('SD', 'She-Devil', steps(ORTH, 5) + steps(DIAG, 2), GOLD),
        Piece('R', 'Rook', ROOK, GOLD),
        Piece('LC', 'Left Chariot', slides('f fl br') + steps('b'), GOLD),
        Piece('SM', 'Side Mover', slides('l r') + steps('f b'), GOLD),
        Piece('SF', 'Side Flyer', steps(DIAG) + slides('l r'), GOLD),
        Piece('VM', 'Vertical Mover', slides('f b') + steps('l r'), GOLD),
        Piece('B', 'Bishop', BISHOP, GOLD),
        Piece('DH', 'Dragon Horse', BISHOP + steps(ORTH)),
        Piece('DK', 'Dragon King', ROOK + steps(DIAG)),
        Piece('CA', 'Capricorn', BISHOP + hook(DIAG), GOLD),
        Piece('Q', 'Queen', QUEEN),
        Piece('HM', 'Hook Mover', ROOK + hook(ORTH), GOLD),
        Piece('RC', 'Right Chariot', slides('f fr bl') + steps('b'), GOLD),
        Piece('P', 'Pawn', steps('f'), GOLD),
        Piece('GB', 'Go Between', steps('f b'), _free('f b')),
    ],
    _setup('a1 L, b1 EG, c1 ST, d1 TG, e1 I, f1 C, g1 S, h1 G, i1 DV, j1 K, k1 DS, l1 G,'
           'm1 S, n1 C, o1 I, p1 TG, q1 ST, r1 EG, s1 L,'
           'a2 RV, c2 CS, e2 CC, g2 CO, h2 FL, i2 BT, j2 DE, k2 BT, l2 FL, m2 RD, o2 BM,'
           'q2 CS, s2 RV,'
           'b3 OR, d3 AB, f3 BB, h3 EW, i3 KY, j3 LN, k3 PH, l3 EW, n3 BB, p3 AB, r3 OR,'
           'a4 DO, c4 N, e4 VO, g4 FD, h4 BD, i4 WR, j4 LD, k4 GG, l4 SD, m4 FD, o4 VO,'
           'q4 N, s4 DO,'
           'a5 R, b5 LC, c5 SM, d5 SF, e5 VM, f5 B, g5 DH, h5 DK, i5 CA, j5 Q, k5 HM,'
           'l5 DK, m5 DH, n5 B, o5 VM, p5 SF, q5 SM, r5 RC, s5 R, a6-s6 P, f7 GB, n7 GB'),
    royal=[('K', False), ('K', True), ('DE', True)],
    would_be_royal=[('DE', False)],
    contagious=['DV', 'DS'])

VARIANTS = {v.id: v for v in (MICRO, HEIAN, MACADAMIA, HOOK, MAKA)}
