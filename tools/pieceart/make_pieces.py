#!/usr/bin/python3
"""Generates the kanji and the mnemonic piece SVGs of every variant.

The list of pieces and their moves come from the rules library: the C++ tool pieceart-dump
(tools/pieceart/dump_pieces.cpp, linked with shogi_core) prints every face of every variant
with its parsed move description as JSON. This script turns that into

  <out>/kanji/<variant>/<FILE>.svg           wedge tile, one or two kanji, red when promoted
  <out>/kanji1/<variant>/<FILE>.svg          the same with one kanji (ONE_KANJI), for small squares
  <out>/mnemonic/<variant>/black/<FILE>.svg  move diagram, ivory tile, dark marks
  <out>/mnemonic/<variant>/white/<FILE>.svg  move diagram, slate tile, light marks
  <out>/pieces.qrc                           Qt resource file listing every SVG

where FILE is the face's base code, with a "p" in front for a promoted face ("P", "pP").
All lettering is converted to outlines (fontTools), so no font is needed at run time:
kanji from Noto Serif CJK (fonts-noto-cjk), codes from DejaVu Sans Bold (fonts-dejavu-core).

Usage (see docs/piece-art.md):
  /usr/bin/python3 tools/pieceart/make_pieces.py --dump-tool build-pieceart/pieceart-dump
  /usr/bin/python3 tools/pieceart/make_pieces.py --json pieces.json
"""

import argparse
import json
import math
import os
import shutil
import subprocess
import sys
from math import gcd

from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTCollection, TTFont

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
CJK_FONT = "/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc"
CJK_FACE = "Noto Serif CJK JP Bold"
LATIN_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

# Customary short forms: names of three or more characters are cut to two, and a few pieces
# are written with one character (Tokin's と).
KANJI_SHORT = {
    "自在天王": "自在",
    "と金": "と",
}


# The one-kanji set: the one character each face is known by (docs/piece-art.md, "One-kanji
# set", says why each was chosen). Read with the colour: a face is told by its character and
# whether it is red (promoted), so the back of a piece may share the character of its front
# (the Free Earth is the red 土 of the Earth General); check_one_kanji refuses a variant in
# which one character in one colour would name two faces.
ONE_KANJI = {
    # Chu Shogi's customary forms (as lishogi's one-kanji Chu set writes them).
    "玉将": "玉", "金将": "金", "銀将": "銀", "銅将": "銅", "酔象": "象", "猛豹": "豹", "盲虎": "虎",
    "麒麟": "麒", "鳳凰": "鳳", "獅子": "獅", "奔王": "奔", "飛車": "飛", "角行": "角", "龍王": "龍",
    "龍馬": "馬", "香車": "香", "反車": "反", "竪行": "竪", "横行": "横", "歩兵": "歩", "仲人": "仲",
    "と金": "と", "太子": "太", "角鷹": "鷹", "飛鷲": "鷲", "飛鹿": "鹿", "奔猪": "猪", "飛牛": "牛",
    "鯨鯢": "鯨", "白駒": "駒", "桂馬": "桂",
    # The character that tells the piece from the others (the animal or thing, not the
    # modifier).
    "鉄将": "鉄", "石将": "石", "瓦将": "瓦", "土将": "土", "猛虎": "虎", "注人": "注", "提婆": "提",
    "無明": "無", "狛犬": "狛", "摩羯": "羯", "鉤行": "鉤", "力士": "力", "金剛": "剛", "左車": "左",
    "右車": "右", "自在天王": "自", "教王": "教", "法性": "法", "大龍": "大", "金翅": "翅", "奮迅": "奮",
    "悪狼": "狼", "馬麟": "麟", "古鵄": "鵄", "毒蛇": "蛇", "吼犬": "吼", "孔雀": "雀", "天狗": "狗",
    "奔鬼": "鬼", "奔獏": "獏", "猫刄": "猫", "元鶏": "鶏", "蟠蛇": "蛇", "臥龍": "臥", "盲猿": "猿",
    "老鼠": "鼠", "嗔猪": "猪", "盲熊": "熊", "驢馬": "驢", "猛牛": "牛", "羅刹": "刹", "夜叉": "叉",
    "仙鶴": "鶴", "山母": "山", "蝙蝠": "蝠",
    # Free pieces: the red character of the piece they are the back of.
    "奔土": "土", "奔石": "石", "奔瓦": "瓦", "奔鉄": "鉄", "奔銅": "銅", "奔銀": "銀", "奔猫": "猫",
    "奔蛇": "蛇", "奔豹": "豹", "奔虎": "虎", "奔熊": "熊", "奔狼": "狼", "奔人": "仲", "奔龍": "臥",
    # Clashes settled (docs/piece-art.md lists them): the other character of the name...
    "奔金": "奔",   # red 金 is every piece promoted to Gold
    "奔車": "車",   # Heian Dai's Free Chariot
    "横車": "車",   # Hook: 横 is the Side Mover's
    "猛鷹": "猛",   # Hook: 鷹 is the Horned Falcon's
    "大象": "大",   # Hook: 象 is the Drunk Elephant's (red too, the Go Between's back)
    # ... or, with both characters taken, the other form of one, or a character of the same
    # meaning.
    "飛龍": "竜",   # 龍 is the Dragon King's, 飛 the Rook's
    "竪車": "縦",   # Hook: 竪 is the Vertical Mover's; 縦, "vertical", its everyday form
    "横飛": "翔",   # Maka Dai Dai's Side Flyer: 横 and 飛 taken; 翔, "to fly"
    "猛鷲": "鵰",   # Hook's Fierce Eagle: an eagle
    "大鷹": "隼",   # Hook's Great Falcon: a falcon
    "大鷲": "鵬",   # Hook's Great Eagle: the great bird of legend
    "獅鷹": "鷂",   # Hook's Lion Hawk: a hawk
    "奔鷲": "鶚",   # Hook's Free Eagle: the osprey, an eagle of the sea
}


def num(v):
    """Compact number for path data: one decimal, no trailing zero, no leading zero."""
    s = f"{v:.1f}"
    if s.endswith(".0"):
        s = s[:-2]
    if s == "-0":
        return "0"
    if s.startswith("0."):
        return s[1:]
    if s.startswith("-0."):
        return "-" + s[2:]
    return s


class Outliner:
    """Glyph outlines of one font as SVG path data in tile coordinates."""

    def __init__(self, path, face_name=None):
        if path.endswith(".ttc"):
            fonts = TTCollection(path).fonts
            font = next((f for f in fonts if f["name"].getDebugName(4) == face_name), fonts[0])
        else:
            font = TTFont(path)
        self.font = font
        self.glyphs = font.getGlyphSet()
        self.cmap = font.getBestCmap()
        self.upm = font["head"].unitsPerEm

    def glyph_name(self, ch):
        if ord(ch) not in self.cmap:
            raise SystemExit(f"font has no glyph for {ch!r} (U+{ord(ch):04X})")
        return self.cmap[ord(ch)]

    def bounds(self, text):
        """Ink bounds of a run of glyphs laid out on a baseline at 0, font units."""
        x = 0
        box = None
        for ch in text:
            g = self.glyphs[self.glyph_name(ch)]
            bp = BoundsPen(self.glyphs)
            g.draw(TransformPen(bp, (1, 0, 0, 1, x, 0)))
            if bp.bounds:
                b = bp.bounds
                box = b if box is None else (min(box[0], b[0]), min(box[1], b[1]), max(box[2], b[2]), max(box[3], b[3]))
            x += g.width
        return box

    def path(self, text, sx, sy, tx, ty):
        """Path data of the run, font units mapped by x' = sx*x + tx, y' = -sy*y + ty."""
        pen = SVGPathPen(self.glyphs, ntos=num)
        x = 0
        for ch in text:
            g = self.glyphs[self.glyph_name(ch)]
            g.draw(TransformPen(pen, (sx, 0, 0, -sy, tx + sx * x, ty)))
            x += g.width
        return pen.getCommands()

    def fit(self, text, cx, cy, max_w, max_h, min_squeeze=0.68, turned=False):
        """Path data of text centred on (cx, cy), as large as fits max_w x max_h; glyphs are
        squeezed sideways (down to min_squeeze) before the whole is made smaller. Turned:
        rotated 180 degrees about the centre."""
        x0, y0, x1, y1 = self.bounds(text)
        w, h = x1 - x0, y1 - y0
        s = max_h / h
        squeeze = 1.0
        if w * s > max_w:
            squeeze = max(min_squeeze, max_w / (w * s))
            if w * s * squeeze > max_w:
                s = max_w / (w * squeeze)
        sx, sy = s * squeeze, s
        tx = cx - sx * (x0 + x1) / 2
        ty = cy + sy * (y0 + y1) / 2
        box = (tx + sx * x0, ty - sy * y1, tx + sx * x1, ty - sy * y0)
        if turned:
            return self.path(text, -sx, -sy, 2 * cx - tx, 2 * cy - ty), box
        return self.path(text, sx, sy, tx, ty), box


def svg_doc(body):
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">'
            + "".join(body) + "</svg>\n")


# ---------------------------------------------------------------------------------------------
# Kanji set

KANJI_TILE = "M50 2.5L83 13.5Q85 14.2 85.3 16.4L92.5 95Q92.7 97.5 90.2 97.5H9.8Q7.3 97.5 7.5 95L14.7 16.4Q15 14.2 17 13.5Z"


def check_one_kanji(variant):
    """Every face of the variant must be told by its one character and its colour: one
    character in one colour names one face type. Returns the faces' characters."""
    seen = {}
    for face in variant["faces"]:
        if face["kanji"] not in ONE_KANJI:
            raise SystemExit(f"{variant['id']}: no one-kanji form for {face['kanji']} ({face['name']}): add it to ONE_KANJI")
        key = (ONE_KANJI[face["kanji"]], face["promoted"])
        other = seen.setdefault(key, face["face"])
        if other != face["face"]:
            colour = "red" if face["promoted"] else "black"
            raise SystemExit(f"{variant['id']}: {colour} {key[0]} would be both {other} and {face['face']}")


def kanji_svg(cjk, face, one=False):
    text = ONE_KANJI[face["kanji"]] if one else KANJI_SHORT.get(face["kanji"], face["kanji"])
    if len(text) > 2:
        text = text[:2]
    ink = "#c4161c" if face["promoted"] else "#1b1410"
    body = [
        '<defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#f8e4b4"/><stop offset="1" stop-color="#e6c486"/></linearGradient></defs>',
        f'<path d="{KANJI_TILE}" fill="url(#w)" stroke="#6b4a1e" stroke-width="2.2" stroke-linejoin="round"/>',
    ]
    # Character cells (centre x, centre y, height): the em box of the CJK font (ascent 880,
    # descent 120) is centred in each; glyphs are widened a little, as brush lettering on
    # pieces is, to use the width of the tile.
    if one:
        cells = [(50, 59, 62)]  # as large as the tile's sides allow
    elif len(text) == 1:
        cells = [(50, 58, 55)]
    else:
        cells = [(50, 38.2, 39.5), (50, 77.2, 39.5)]
    widen = 1.1
    d = []
    for ch, (cx, cy, size) in zip(text, cells):
        s = size / cjk.upm
        g = cjk.glyphs[cjk.glyph_name(ch)]
        tx = cx - s * widen * g.width / 2
        ty = cy + s * 380  # em box centre: (880 - 120) / 2
        d.append(cjk.path(ch, s * widen, s, tx, ty))
    body.append(f'<path fill="{ink}" d="{"".join(d)}"/>')
    return svg_doc(body)


# ---------------------------------------------------------------------------------------------
# Mnemonic set

PALETTES = {
    "black": dict(tile_top="#fbf3dc", tile_bottom="#ecdcb2", rim="#5a4630", ink="#1d1d1b",
                  red="#c8161d", hook="#1d5fc2", lion="#f08c00", lion_edge="#b35f00",
                  sun="#f2b90f", hollow_fill="#fbf3dc"),
    "white": dict(tile_top="#4a5668", tile_bottom="#2f3947", rim="#0f1319", ink="#f7f4ea",
                  red="#ff6d6d", hook="#8cc2ff", lion="#f59b1c", lion_edge="#ffd08a",
                  sun="#f5c431", hollow_fill="#3b4656"),
}

CX, CY = 50.0, 53.0
RX = [0.0, 28.0, 36.5, 43.0]  # horizontal distance of ring n from the centre
RY = [0.0, 21.5, 31.0, 39.5]  # vertical distance of ring n
DX = [0.0, 26.0, 34.0, 40.5]  # the same on the diagonals, pulled in clear of the corners
DY = [0.0, 20.5, 29.0, 36.5]
COMPASS = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)]
MNEMONIC_TILE = "M50 1.8L95.5 8.6Q98 9 98 11.5V95.5Q98 98 95.5 98H4.5Q2 98 2 95.5V11.5Q2 9 4.5 8.6Z"


def inside_tile(x, y, inset):
    """Whether (x, y) lies inside the mnemonic tile shrunk by inset (no clip paths: Qt 6.4's
    SVG renderer ignores them)."""
    top = 1.8 + (8.6 - 1.8) * abs(x - 50) / 45.5
    return 2 + inset <= x <= 98 - inset and top + inset <= y <= 98 - inset


def sgn(v):
    return (v > 0) - (v < 0)


def pos(dx, dy):
    """Tile coordinates of the square (dx, dy) away in Black's frame (forward = up)."""
    ax, ay = min(abs(dx), 3), min(abs(dy), 3)
    rx, ry = (DX, DY) if ax == ay else (RX, RY)
    return CX + sgn(dx) * rx[ax], CY - sgn(dy) * ry[ay]


def lane_point(d, t):
    """Point at fractional ring t along compass direction d."""
    ux, uy = COMPASS[d]
    rx, ry = (DX, DY) if ux and uy else (RX, RY)

    def interp(rings, t):
        i = min(int(t), 2)
        return rings[i] + (rings[i + 1] - rings[i]) * (t - i)
    return CX + ux * interp(rx, t), CY - uy * interp(ry, t)


class Lane:
    def __init__(self):
        self.dots = set()       # step squares (filled dots)
        self.leaps = set()      # leap squares (hollow circles)
        self.slide = False      # unlimited slide (arrow)
        self.limited = 0        # slide limited to more than 3 squares (line with a bar)
        self.jump_slide = set()  # first landing square of a slide that jumps (ring on the arrow)
        self.chevrons = 0       # Lion Dog-type ray: up to n steps along the ray, capturing on the way
        self.hook = False       # slide, then turn 90 degrees and slide on


UNLIMITED = 64  # kUnlimited in core/pieces/MoveDescription.h


def directions(mask):
    return [d for d in range(8) if mask >> d & 1]


def is_universal(face):
    return any(c["type"] == "universal" for c in face["components"])


def analyse(face):
    """Lays the face's move components (core/describe/MoveComponents.h, as pieceart-dump prints
    them: the parts the program's move diagram draws) out as marks per compass direction
    ("lanes")."""
    lanes = [Lane() for _ in range(8)]
    off_lane = set()  # leaps off the eight lines (Knight-like)
    area = 0          # Lion-type double moves, mask of first-step directions
    area_squares = []  # squares the double moves reach beyond the first step
    for c in face["components"]:
        kind, dirs, rng = c["type"], directions(c["directions"]), c["range"]
        if kind == "step" or kind == "slide":
            for d in dirs:
                if rng >= UNLIMITED:
                    lanes[d].slide = True
                elif rng <= 3:
                    lanes[d].dots.update(range(1, rng + 1))
                else:
                    lanes[d].limited = max(lanes[d].limited, rng)
        elif kind == "jump-slide":
            landings = [n for n in range(1, 8) if c["landings"] >> n & 1]
            for d in dirs:
                if rng >= UNLIMITED:
                    lanes[d].slide = True
                    lanes[d].jump_slide.update(landings)
                else:
                    lanes[d].leaps.update(range(min(landings), min(rng, 3) + 1))
        elif kind == "leap":
            if c["distance"] and c["distance"] <= 3:
                for d in dirs:
                    lanes[d].leaps.add(c["distance"])
            off_lane.update((dx, dy) for dx, dy in c["offsets"] if max(abs(dx), abs(dy)) <= 3)
        elif kind == "double-move":
            area |= c["directions"]
            for d in dirs:
                lanes[d].dots.add(1)  # its single steps
            area_squares.extend(tuple(o) for o in c["offsets"])
        elif kind == "line-move":
            for d in dirs:
                lanes[d].chevrons = max(lanes[d].chevrons, c["steps"])
        elif kind == "hook":
            for d in dirs:
                lanes[d].hook = True
        # universal: the sun (mnemonic_svg); capture-limit and the rest add no mark.
    # The chevrons stand for the squares of their ray.
    for lane in lanes:
        if lane.chevrons:
            lane.dots = {n for n in lane.dots if n > lane.chevrons}
            lane.leaps = {n for n in lane.leaps if n > lane.chevrons}

    # The star stands for the area squares it points at; the others keep a ring of their own
    # (the Free Eagle's diagonal double move also reaches the squares two orthogonal steps out).
    def covered(dx, dy):
        if max(abs(dx), abs(dy)) > 2:
            return False
        near = [d for d, (ux, uy) in enumerate(COMPASS) if abs(ux * 2 - dx) <= 1 and abs(uy * 2 - dy) <= 1]
        return any(area >> d & 1 for d in near)
    for dx, dy in area_squares:
        g = gcd(abs(dx), abs(dy))
        unit = (dx // g, dy // g)
        if unit in COMPASS:
            d = COMPASS.index(unit)
            if not area >> d & 1 and g > lanes[d].chevrons:
                lanes[d].leaps.add(g)
        elif not covered(dx, dy):
            off_lane.add((dx, dy))
    return lanes, off_lane, area


def arrow_head(x, y, ux, uy, size, color):
    """Filled triangle with its tip at (x, y) pointing along the unit vector (ux, uy) in SVG space."""
    px, py = -uy, ux
    bx, by = x - ux * size, y - uy * size
    w = size * 0.62
    return (f'<path d="M{num(x)} {num(y)}L{num(bx + px * w)} {num(by + py * w)}'
            f'L{num(bx - px * w)} {num(by - py * w)}Z" fill="{color}"/>')


def unit_svg(d):
    """Unit vector of compass direction d in SVG space (y down), in tile proportions."""
    ux, uy = COMPASS[d]
    vx, vy = ux * RX[1], -uy * RY[1]
    n = math.hypot(vx, vy)
    return vx / n, vy / n


def star_path(mask, r_in, r_out_x, r_out_y):
    pts = []
    for i in range(16):
        d, half = divmod(i, 2)
        ang = (d + 0.5 * half) * math.pi / 4  # 0 = up, clockwise
        ux, uy = math.sin(ang), -math.cos(ang)
        if half == 0 and mask >> d & 1:
            # point towards ring 2 of that direction
            ox, oy = COMPASS[d]
            x, y = CX + ox * r_out_x, CY - oy * r_out_y
        else:
            x, y = CX + ux * r_in, CY + uy * r_in
        pts.append((x, y))
    return "M" + "L".join(f"{num(x)} {num(y)}" for x, y in pts) + "Z"


def mnemonic_svg(latin, face, side):
    pal = PALETTES[side]
    ink = pal["ink"]
    lanes, off_lane, area = analyse(face)
    promoted = face["promoted"]
    body = [
        '<defs><linearGradient id="t" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="{pal["tile_top"]}"/><stop offset="1" stop-color="{pal["tile_bottom"]}"/>'
        '</linearGradient></defs>',
        f'<path d="{MNEMONIC_TILE}" fill="url(#t)" stroke="{pal["red"] if promoted else pal["rim"]}" '
        f'stroke-width="{4.2 if promoted else 2.4}" stroke-linejoin="round"/>',
    ]
    if promoted:  # a red band across the base as well as the red rim
        body.append(f'<path d="M4 90H96V95.5Q96 96 95.5 96H4.5Q4 96 4 95.5Z" fill="{pal["red"]}"/>')

    if is_universal(face):  # the Emperor: a sun whose rays reach every edge
        rays = []
        for i in range(24):
            a = i * math.pi / 12
            ux, uy = math.sin(a), -math.cos(a)
            t = 19.0
            while inside_tile(CX + ux * (t + 0.5), CY + uy * (t + 0.5), 4.0):
                t += 0.5
            rays.append(f"M{num(CX + ux * 19)} {num(CY + uy * 19)}L{num(CX + ux * t)} {num(CY + uy * t)}")
        body.append(f'<path d="{"".join(rays)}" stroke="{pal["sun"]}" stroke-width="3.4" stroke-linecap="round"/>')
        body.append(f'<circle cx="{num(CX)}" cy="{num(CY)}" r="21" fill="{pal["sun"]}"/>')

    if area:  # Lion-type: a star reaching two squares out in each direction of the area move
        body.append(f'<path d="{star_path(area, 17, RX[2] + 4, RY[2] + 4)}" fill="{pal["lion"]}" '
                    f'stroke="{pal["lion_edge"]}" stroke-width="1.2" stroke-linejoin="round"/>')

    code = face["face"] if promoted else face["base"]
    n = len(code)
    cap = 24 if n == 1 else 21 if n == 2 else 19.5
    text_color = pal["red"] if promoted else ink
    # White's tiles are shown turned 180 degrees; their code is drawn turned already, so that it
    # reads upright on the board while the marks point the way White moves.
    code_d, (x0, y0, x1, y1) = latin.fit(code, CX, CY, 43 if n > 1 else 30, cap, turned=side == "white")
    half_w, half_h = (x1 - x0) / 2 + 3, (y1 - y0) / 2 + 3  # lines start clear of the code

    lines, heads, dots, hollows, marks = [], [], [], [], []
    dot_r, hollow_r, line_w = 5.4, 5.2, 4.6
    for d, lane in enumerate(lanes):
        ux, uy = unit_svg(d)
        sx, sy = lane_point(d, 0.62)
        clear = min(half_w / abs(ux) if ux else 1e9, half_h / abs(uy) if uy else 1e9)
        if math.hypot(sx - CX, sy - CY) < clear:
            sx, sy = CX + ux * clear, CY + uy * clear
        if lane.slide:
            ex, ey = lane_point(d, 3.0)
            ex, ey = ex + ux * 2.5, ey + uy * 2.5
            lines.append(f"M{num(sx)} {num(sy)}L{num(ex - ux * 6)} {num(ey - uy * 6)}")
            heads.append(arrow_head(ex, ey, ux, uy, 10.5, ink))
        elif lane.limited:
            ex, ey = lane_point(d, 3.0)
            lines.append(f"M{num(sx)} {num(sy)}L{num(ex)} {num(ey)}")
            px, py = -uy * 6.5, ux * 6.5
            marks.append(f'<path d="M{num(ex + px)} {num(ey + py)}L{num(ex - px)} {num(ey - py)}" '
                         f'stroke="{ink}" stroke-width="4" stroke-linecap="round"/>')
        if lane.hook:  # the turn: a bar across the line with arrowheads both ways, in blue
            hx, hy = lane_point(d, 2.0)
            px, py = -uy, ux
            L = 16.5
            marks.append(f'<path d="M{num(hx)} {num(hy)}L{num(hx + px * (L - 5))} {num(hy + py * (L - 5))}'
                         f'M{num(hx)} {num(hy)}L{num(hx - px * (L - 5))} {num(hy - py * (L - 5))}" '
                         f'stroke="{pal["hook"]}" stroke-width="4.6" stroke-linecap="round"/>')
            marks.append(arrow_head(hx + px * L, hy + py * L, px, py, 8.5, pal["hook"]))
            marks.append(arrow_head(hx - px * L, hy - py * L, -px, -py, 8.5, pal["hook"]))
            marks.append(f'<circle cx="{num(hx)}" cy="{num(hy)}" r="3.6" fill="{pal["hook"]}"/>')
        on_line = lane.slide or lane.limited
        for n in sorted(lane.dots):
            if on_line and n <= 3:
                continue  # the line already says so
            x, y = lane_point(d, n)
            dots.append(f'<circle cx="{num(x)}" cy="{num(y)}" r="{dot_r}"/>')
        for n in sorted(lane.leaps | lane.jump_slide):
            x, y = lane_point(d, n)
            hollows.append(f'<circle cx="{num(x)}" cy="{num(y)}" r="{hollow_r}"/>')
        for n in range(1, lane.chevrons + 1):
            x, y = lane_point(d, n - 0.12)
            px, py = -uy, ux
            a, b = 7.0, 5.5
            marks.append(f'<path d="M{num(x - ux * b + px * a)} {num(y - uy * b + py * a)}L{num(x)} {num(y)}'
                         f'L{num(x - ux * b - px * a)} {num(y - uy * b - py * a)}" fill="none" stroke="{ink}" '
                         'stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>')
    for dx, dy in sorted(off_lane):
        x, y = pos(dx, dy)
        hollows.append(f'<circle cx="{num(x)}" cy="{num(y)}" r="{hollow_r}"/>')

    if lines:
        body.append(f'<path d="{"".join(lines)}" stroke="{ink}" stroke-width="{line_w}" stroke-linecap="round"/>')
    body.extend(heads)
    if hollows:
        body.append(f'<g fill="{pal["hollow_fill"]}" stroke="{ink}" stroke-width="3.1">{"".join(hollows)}</g>')
    if dots:
        body.append(f'<g fill="{ink}">{"".join(dots)}</g>')
    body.extend(marks)

    if area or is_universal(face):  # a plate keeps the code readable on the star or the sun
        m = 3.2
        body.append(f'<rect x="{num(x0 - m)}" y="{num(y0 - m)}" width="{num(x1 - x0 + 2 * m)}" '
                    f'height="{num(y1 - y0 + 2 * m)}" rx="3" fill="{pal["tile_top"]}" '
                    f'stroke="{pal["lion_edge"]}" stroke-width="1.2"/>')
    elif any(l.slide or l.limited or l.chevrons for l in lanes):
        body.append(f'<path d="{code_d}" fill="none" stroke="{pal["tile_top"]}" stroke-width="3" stroke-linejoin="round"/>')
    body.append(f'<path fill="{text_color}" d="{code_d}"/>')
    return svg_doc(body)


# ---------------------------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    src = ap.add_mutually_exclusive_group(required=True)
    src.add_argument("--dump-tool", help="path of the built pieceart-dump executable")
    src.add_argument("--json", help="JSON written by pieceart-dump")
    ap.add_argument("--out", default=os.path.join(ROOT, "resources", "pieces"), help="output folder")
    args = ap.parse_args()

    if args.dump_tool:
        data = json.loads(subprocess.run([args.dump_tool], check=True, capture_output=True, text=True).stdout)
    else:
        with open(args.json, encoding="utf-8") as f:
            data = json.load(f)

    cjk = Outliner(CJK_FONT, CJK_FACE)
    latin = Outliner(LATIN_FONT)
    out = args.out
    for sub in ("kanji", "kanji1", "mnemonic"):
        shutil.rmtree(os.path.join(out, sub), ignore_errors=True)

    files = []
    for v in data["variants"]:
        check_one_kanji(v)
        for face in v["faces"]:
            outputs = [(os.path.join("kanji", v["id"]), kanji_svg(cjk, face)),
                       (os.path.join("kanji1", v["id"]), kanji_svg(cjk, face, one=True))]
            for side in ("black", "white"):
                outputs.append((os.path.join("mnemonic", v["id"], side), mnemonic_svg(latin, face, side)))
            for folder, text in outputs:
                os.makedirs(os.path.join(out, folder), exist_ok=True)
                rel = os.path.join(folder, face["file"] + ".svg")
                with open(os.path.join(out, rel), "w", encoding="utf-8") as f:
                    f.write(text)
                files.append(rel)

    files.sort()
    with open(os.path.join(out, "pieces.qrc"), "w", encoding="utf-8") as f:
        f.write("<!DOCTYPE RCC>\n<!-- Generated by tools/pieceart/make_pieces.py; do not edit. -->\n")
        f.write('<RCC version="1.0">\n<qresource prefix="/pieces">\n')
        for rel in files:
            f.write(f"  <file>{rel}</file>\n")
        f.write("</qresource>\n</RCC>\n")
    total = sum(os.path.getsize(os.path.join(out, r)) for r in files)
    print(f"{len(files)} SVG files, {total / 1e6:.2f} MB, in {out}")


if __name__ == "__main__":
    sys.exit(main())
